"""Session 13 (`sets`): contents of containers and per-piece prices -- a unit price of the
contents prices the containers bought, a piece price from a lot of wholes, a part of the
contents of each container, `get` as the one acquisition verb, a unit price asked of a
non-buyer."""
from fractions import Fraction

import pytest
from expect import value_or_none as _value


ANSWERED = [
    # a unit price of the contents prices the containers bought (contents x price)
    ("Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts for her basketball team. "
     "The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each T-shirt cost $3. "
     "How much did Maddie spend in all?", 66),
    ("Tom bought 3 boxes of pens. Each box has 10 pens. Each pen costs $2. How much did Tom spend?", 60),
    ("Tom bought 3 boxes of pens. Each box has 10 pens. A pen costs $2. How much did Tom spend?", 60),
    ("Tom bought 3 boxes of blue pens. Each box has 10 blue pens. Each pen costs $2. How much did Tom spend?", 60),
    ("Tom bought 3 boxes of pens. Each box has 10 pens. Each pen costs $2. He gave the cashier $100. "
     "How much change did he get?", 40),
    ("Tom bought 3 boxes of pens. Each box has 10 pens. Each pen costs twice as much as a pencil. "
     "Each pencil costs $1. How much did Tom spend?", 60),
    # a piece price from a lot of wholes cut into pieces
    ("Luigi bought four pizzas for $80.  Each pizza was cut into 5 pieces.  "
     "How much did each piece of pizza cost, in dollars?", 4),
    ("Luigi bought four pizzas for $80. Each pizza has 5 slices. How much does each slice cost?", 4),
    ("Luigi bought four pizzas for $80. Each pizza was cut into 8 slices. How much did each pizza slice cost?",
     Fraction(5, 2)),
    ("Luigi bought four boxes of pizza for $80. Each box has 5 pizzas. How much did each pizza cost?", 4),
    # a part of the contents of each container, in the same sentence
    ("John buys 10 packs of magic cards.  Each pack has 20 cards and 1/4 of those cards are uncommon.  "
     "How many uncommon cards did he get?", 50),
    ("John buys 10 packs of magic cards. Each pack has 20 cards and 30% of those cards are uncommon. "
     "How many uncommon cards did he buy?", 60),
    ("John has 10 packs of magic cards. Each pack has 20 cards and half of those cards are uncommon. "
     "How many uncommon cards does he have?", 100),
    ("John buys 10 packs of magic cards. Each pack has 20 cards and 1/4 of those cards are uncommon. "
     "He gave away 5 uncommon cards. How many uncommon cards does he have?", 45),
    # `get` asks the one acquisition verb of the owner
    ("John buys 10 packs of magic cards. Each pack has 20 cards. How many cards did he get?", 200),
    # a question verb of the lexicon asks the activity of the same verb
    ("Tom ordered 5 boxes of apples. Each box has 12 apples. How many apples did Tom order?", 60),
    # 'how many X are there' over one acquisition and the contents of containers
    ("A party store ordered 5 boxes of balloons. Each box contains 8 bags of balloons, and there are 12 balloons "
     "in each bag. How many balloons are there?", 480),
    ("Tom bought 5 boxes of balloons. Each box contains 12 balloons. How many balloons are there?", 60),
    ("Tom received 5 boxes of balloons. Each box contains 12 balloons. How many balloons were there?", 60),
]

REFUSED = [
    # a pack price beside a piece price; a piece price of another noun, another container
    "Tom bought 3 boxes of pens. Each box has 10 pens. Each box costs $5. Each pen costs $2. How much did Tom spend?",
    "Tom bought 3 boxes of pens. Each box has 10 pens. Each pencil costs $2. How much did Tom spend?",
    "Tom bought 3 boxes of pens. Each bag has 10 pens. Each pen costs $2. How much did Tom spend?",
    "Tom bought 3 boxes of blue pens. Each box has 10 blue pens. Each pen costs $2. Each blue pen costs $3. "
    "How much did Tom spend?",
    "Tom bought 3 boxes of pens. Each box has 10 pens. Each pen cost $2 last year. How much did Tom spend?",
    "Tom sold 3 boxes of pens. Each box has 10 pens. Each pen costs $2. How much did Tom earn?",
    "Tom bought 3 packs of gum. Each stick of gum costs $1. How much did Tom spend?",
    "John buys 2 packs of gum and 3 candy bars.  Each stick of gum cost half as much as the candy bar.  "
    "If the candy bar cost $1.5 each, how much did he pay in total?",
    "Tom bought 3 boxes of pens. Each box holds up to 10 pens. Each pen costs $2. How much did Tom spend?",
    # piece prices: pieces eaten or bought, two cut wholes, two lots, the whole priced, a non-buyer
    "Luigi bought four pizzas for $80. Each pizza was cut into 5 slices. He ate 3 slices. How much did each slice cost?",
    "Luigi bought four pizzas for $80. Each pizza was cut into 5 slices. Each cake was cut into 8 slices. "
    "How much did each slice cost?",
    "Luigi bought four pizzas for $80. Ann bought two pizzas for $30. Each pizza was cut into 5 slices. "
    "How much did each slice cost?",
    "Luigi bought four pizzas for $80. Each pizza costs $20. Each pizza was cut into 5 slices. How much did each slice cost?",
    "Luigi bought four pizzas for $80. Each pizza was cut into 5 slices. How much did Ann pay for each slice?",
    "Luigi bought four pizzas for $80. How much did Ann pay for each pizza?",
    "Luigi bought 2 jugs of milk for $12. Each jug has 6 cups. How much does each cup cost?",
    # parts of contents: the whole contents asked, a part in another sentence, a count part, more bought
    "John buys 10 packs of magic cards. Each pack has 20 cards and 1/4 of those cards are uncommon. "
    "How many cards did he buy?",
    "John buys 10 packs of magic cards. Each pack has 20 cards. 1/4 of the cards are uncommon. "
    "How many uncommon cards did he buy?",
    "John buys 10 packs of magic cards. Each pack has 20 cards and 1/4 of those cards are uncommon. "
    "He also buys 3 uncommon cards. How many uncommon cards did he buy?",
    "John has 10 packs of magic cards. He has 30 cards. Each pack has 20 cards and 1/4 of those cards are uncommon. "
    "How many uncommon cards does he have?",
    # `get` beside a loss, a gift, a second verb, another owner
    "John buys 10 apples. He eats 3 apples. How many apples did he get?",
    "John buys 10 apples. Ann gives him 3 apples. How many apples did he get?",
    "John buys 10 apples and finds 3 apples. How many apples did he get?",
    "John buys 10 apples. How many apples did Ann get?",
    # scene questions: a place, a second event, a sale or loss, a price, a part, a time label, another noun
    "Tom bought 5 boxes of balloons. Each box contains 12 balloons. How many balloons are there in the box?",
    "Tom bought 5 boxes of balloons. Each box contains 12 balloons. He popped 3 balloons. How many balloons are there?",
    "Tom bought 5 boxes of balloons. Each box contains 12 balloons. Ann bought 2 boxes of balloons. "
    "How many balloons are there?",
    "Tom sold 5 boxes of balloons. Each box contains 12 balloons. How many balloons are there?",
    "Tom lost 5 boxes of balloons. Each box contains 12 balloons. How many balloons are there?",
    "Tom bought 5 boxes of balloons for $3 each. Each box contains 12 balloons. How many balloons are there?",
    "Tom bought 5 boxes of balloons. Each box contains 12 balloons. Half of the balloons are red. "
    "How many balloons are there?",
    "Tom bought 5 boxes of balloons last year. Each box contains 12 balloons. How many balloons are there?",
    "Tom bought 5 boxes of balloons. Each box contains 12 cups. How many balloons are there?",
    "Tom bought 5 boxes of balloons. Each box contains 12 balloons. How many balloons are left?",
    # a scene total whose containers change: two of those boxes, or two more? (older code: 84)
    "There are 5 boxes of balloons. Each box contains 12 balloons. Tom bought 2 boxes. How many balloons are there?",
]


@pytest.mark.parametrize("text,value", ANSWERED)
def test_answered(text, value):
    assert _value(text) == value


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text):
    assert _value(text) is None
