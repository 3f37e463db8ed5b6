"""Session 15 (`price`): prices in lists and relative clauses, change received, lots.

* change said without 'in' ('gets $11 change', 'receives $3 back as change') is the money gain
  'gets $11 in change', read as change from a tender by reader._open_price; a bare 'gets $11
  back' is not read (a refund as well as change);
* a plural with no count bought for one amount ('gets onion rings for $2') is a lot, the amount
  paid for all of them, refused beside any other fact or question naming the noun and for a
  group of buyers (reader._plural_lots);
* a serial list without the comma before its last item ('A , B and C') is split as 'A , B , and
  C' is (recognizers.split_serial), only when each part holds a literal;
* a floating 'each' before a closing price ('they each cost $2') is 'they cost $2 each';
* the open price from a change or remainder (reader._open_price) beside a stated unit price of
  the owner's other purchase: that purchase is a payment of its price, also when the price is
  said after the change (a price is static).
Red-team cases of the same constructions are `h15-price-*` in evals/gsm8k/adversarial.jsonl."""
import sys
from pathlib import Path

import pytest
from expect import value_or_none as _value

from engine.math.recognizers import split_serial

ANSWERED = [
    ("James buys 3 packs of candy.  He pays with a $20 bill and gets $11 change.  "
     "How much did each pack of candy cost?", 3),
    ("James buys 3 packs of candy. He pays with a $20 bill and receives $11 back as change. "
     "How much did each pack of candy cost?", 3),
    ("James buys a book. He pays with a $20 bill and gets $7 change. How much did the book cost?", 13),
    ("Morgan goes to the drive-thru and orders his lunch.  He gets a hamburger for $4, onion rings for $2 and a "
     "smoothie for $3. If he pays with a $20 bill, how much change does he receive?", 11),
    ("Morgan buys a hamburger for $4 and onion rings for $2. How much did he spend?", 6),
    ("Morgan has $10. He buys apples for $2. How much money does he have left?", 8),
    ("Tom bought bread for $3 and eggs for $2. How much did Tom spend?", 5),
    ("A pen costs $5, a book costs $3 and a bag costs $7. Tom buys a pen, a book, and a bag. "
     "How much does he spend?", 15),
    ("Cristina brings 7 photos, John brings 10 photos and Sarah brings 9 photos. "
     "How many photos did they bring in total?", 26),
    ("Frank buys 5 chocolate bars. The chocolate bars each cost $2. How much did he spend?", 10),
    ("Frank buys 5 chocolate bars that each cost $2. How much did he spend?", 10),
    ("Frank buys 5 chocolate bars. They each cost $2. How much did he spend?", 10),
    ("Frank goes to the store to buy some food. He buys 5 chocolate bars and 2 bags of chips. He hands the cashier "
     "$20 and gets $4 back as change. If the chocolate bars each cost $2, how much did each bag of chips cost?", 3),
    ("Frank had $30. He buys 5 chocolate bars and a bag of chips. Each chocolate bar costs $2. He had $14 left. "
     "How much did the bag of chips cost?", 6),
]

REFUSED = [
    # change: a bare 'back', another receiver, no tender, a non-whole unit price, negation, mood
    "James buys 3 packs of candy. He pays with a $20 bill and gets $11 back. How much did each pack of candy cost?",
    "James buys 3 packs of candy. He pays with a $20 bill and Ann gets $11 change. How much did each pack of candy cost?",
    "James has $20. He buys 3 packs of candy and gets $11 change. How much did each pack of candy cost?",
    "James buys 3 packs of candy. He pays with a $20 bill and gets $12 change. How much did each pack of candy cost?",
    "James buys 3 packs of candy. He pays with a $20 bill and does not get $11 change. How much did each pack of candy cost?",
    "James buys 3 packs of candy. He pays with a $20 bill and would get $11 change. How much did each pack of candy cost?",
    # lots: the noun named again, asked, a same-plural noun, a group, 'each', a sale
    "Morgan buys a hamburger for $4 and onion rings for $2. How much did each onion ring cost?",
    "Morgan buys 6 onion rings. He buys onion rings for $2. How much did he spend?",
    "Morgan buys onion rings for $2. He eats 3 onion rings. How much did he spend?",
    "Morgan buys a hamburger for $4 and onion rings for $2. How many onion rings did he buy?",
    "Morgan has $10. He buys fish for $2. How much money does he have left?",
    "They get onion rings for $2 and a pie for $3. How much did they spend?",
    "Morgan has $10. He buys apples for $2 each. How much money does he have left?",
    "Morgan has $10. He buys apples for $2. Ann buys apples for $3. How much money does Morgan have left?",
    "Morgan has $10. He sells apples for $2. How much money does he have now?",
    # ... and a count of other things that could count the lot under another name
    "Tom bought apples for $2. He bought 5 fruits in all. How much did he spend?",
    "Tom has 4 pears. He bought apples for $2. How much did he spend?",
    # serial lists: an item without its own amount, elided nouns, dimensions, an unused price
    "Tom buys a pen, a book and a bag for $7. How much does he spend?",
    "Tom has 4 cartons of ice cream, 2 chocolate and 3 vanilla. How many cartons of ice cream does he have?",
    "The box is 5 feet wide, 3 feet long and 2 feet tall. How tall is the box?",
    "A pen costs $5, a book costs $3 and a bag costs $7. Tom buys a pen and a bag. How much does he spend?",
    # floating 'each': after 'and', before a comparison, of another noun
    "Frank buys 5 chocolate bars and each cost $2. How much did he spend?",
    "Frank buys 5 chocolate bars. The chocolate bars each cost $2 more. How much did he spend?",
    "Frank buys 5 chocolate bars. The boys each cost $2. How much did he spend?",
    # open price: a price at another time, a later purchase, a lot price, two prices, two open items,
    # another buyer, a gift, both prices stated, a counterfactual
    "Frank buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 in change. "
    "Each chocolate bar cost $2 last year. How much did each bag of chips cost?",
    "Frank buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 in change. "
    "He then buys a pen. Each chocolate bar costs $2. How much did each bag of chips cost?",
    "Frank buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 in change. "
    "5 chocolate bars cost $2. How much did each bag of chips cost?",
    "Frank buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 in change. "
    "Each chocolate bar costs $2. Each chocolate bar costs $3. How much did each bag of chips cost?",
    "Frank buys 5 chocolate bars, 3 pens and 2 bags of chips. He hands the cashier $40 and gets $4 in change. "
    "Each chocolate bar costs $2. How much did each bag of chips cost?",
    "Frank buys 5 chocolate bars and 2 bags of chips. Ann buys 3 chocolate bars. He hands the cashier $20 and gets "
    "$4 in change. Each chocolate bar costs $2. How much did each bag of chips cost?",
    "Frank buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 in change. "
    "Each chocolate bar costs $2. Ann gives him $3. How much did each bag of chips cost?",
    "Frank buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 in change. "
    "If each chocolate bar had cost $2, how much would each bag of chips cost?",
]


@pytest.mark.parametrize("text,expected", ANSWERED)
def test_read(text, expected):
    assert _value(text) == expected


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text):
    assert _value(text) is None


def test_split_serial_law():
    # 'A , B and C' splits as 'A , B , and C'; an item without a literal keeps the list whole
    assert split_serial("a pen costs <m0> , a book costs <m1> and a bag costs <m2>") == [
        "a pen costs <m0>", "a book costs <m1>", "a bag costs <m2>"]
    assert split_serial("a pen costs <m0> , a book costs <m1> , and a bag costs <m2>") is None
    assert split_serial("he buys a pen , a book and a bag for <m0>") is None
    assert split_serial("he buys a pen for <m0> and a bag for <m1>") is None
