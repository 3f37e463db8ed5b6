"""Session 18 red team (helper red12): the question side and multi-step stories of answered fit
problems, changed. Findings, each closed by a general guard in reader.py:
* a verb total asked with 'will' over past comparisons was read (`_future_question_of_past_events`
  looked at change events only, and not at a verb total `_verb_total_as_holding` had turned into
  a holding): 'Frank picked 36 apples. Susan picked 3 times as many apples as Frank. How many
  apples will Susan pick?' 108;
* 'made' was no past form of 'make' ('Janet made 50 snowballs ... will they make' 200);
* 'was / were able to V' was no past event of V;
  (money spent / earned asked with 'will' over past purchases / sales, 'How much will he spend?'
  110, is GSM8K's convention for the total and is left read: refusing it lost one measure problem);
* a verb difference of two nouns asked with 'will' ('How many more biscuits will she bake than
  butter cookies?' 30);
* a condition's holding timed by an earlier event ('If he had $6 left after buying the drink'
  beside two spendings: 9, for 7.75);
* 'together' asked of a possessed holder ('How many rubber bands does his brother have
  together?' 9).
Minimal pairs: the same stories asked with 'did' / in the present, one change, 'the three of
them', are read."""
import pytest

from expect import verdict as _v


@pytest.mark.parametrize("text", [
    "Frank picked 36 apples. Susan picked 3 times as many apples as Frank. How many apples will Susan pick?",
    "Frank picked 36 apples. Susan picked 3 times as many apples as Frank. How many apples will they pick in total?",
    "Zig wrote four times as many books as Flo. If Zig wrote 60 books, how many books will they write altogether?",
    "Salvadore earned $1956. Santo earned half of what Salvadore earned. How much money will the two men earn together?",
    "Keith and Blaine went fishing. Blaine caught 5 fish while Keith caught twice as many as Blaine's. "
    "How many fish will they catch together?",
    "Janet made 50 snowballs and her brother made 150 snowballs. How many snowballs will they make in total?",
    "Yanna baked twenty butter cookies and forty biscuits in the morning. In the afternoon, she baked ten butter "
    "cookies and twenty biscuits. How many more biscuits will she bake than butter cookies?",
])
def test_will_over_past_comparisons_and_sums_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text", [
    "Tom was able to sell 8 toy phones. Ann was able to sell 7 toy phones. How many toy phones will they sell?",
    "Tom was able to sell 8 toy phones. How many toy phones will Tom sell?",
])
def test_was_able_to_is_past(text):
    assert _v(text) == "refuse"


@pytest.mark.parametrize("text, expected", [
    # GSM8K's convention, kept (a first version refusing these lost one measure problem): money
    # spent / earned asked with 'will' over past purchases / sales is the total
    ("John bought 3 t-shirts that cost $20 each. He also bought $50 in pants. How much will he spend?", "110"),
    ("During April, the baker sold 453 cakes at $12 and 126 pies at $7. How much will the baker earn?", "6318"),
])
def test_will_money_over_past_purchases_is_the_convention(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Frank picked 36 apples. Susan picked 3 times as many apples as Frank. How many apples did they pick in total?", "144"),
    ("Zig wrote four times as many books as Flo. If Zig wrote 60 books, how many books did they write altogether?", "75"),
    ("Janet makes 50 snowballs and her brother makes 150 snowballs. What percentage of the snowballs did Janet make?", "25"),
    ("John buys 3 t-shirts that cost $20 each. He also buys $50 in pants. How much will he spend?", "110"),
    ("John bought 3 t-shirts that cost $20 each. He also bought $50 in pants. How much did he spend?", "110"),
    ("During April, the baker sold 453 cakes at $12 and 126 pies at $7. How much did the baker earn?", "6318"),
    ("John sells 20 woodburning for $15 each. The wood cost $100. How much will he make in profit?", "200"),
    ("Daphney buys 5 kg of potatoes at the supermarket. If 2 kg of potatoes costs $6, how much will she pay?", "15"),
    ("Yanna baked twenty butter cookies and forty biscuits in the morning. In the afternoon, she baked ten butter "
     "cookies and twenty biscuits. How many more biscuits did she bake than butter cookies?", "30"),
])
def test_did_or_present_is_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text", [
    "Josh has some money. He spent $1.75 on a drink, and then spent another $1.25. If he had $6 left after buying "
    "the drink, how much money, in dollars, did Josh have at first?",
    "Josh has some money. He spent $2 on a drink. Then he spent $3 on a sandwich. If he had $6 left after buying "
    "the drink, how much money did Josh have at first?",
    "Tom has some apples. He ate 2 apples. Then he gave 3 apples to Ann. If he had 6 apples left after eating, "
    "how many apples did Tom have at first?",
])
def test_condition_holding_at_an_earlier_event_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Josh has some money. He spent $2 on a drink. If he had $6 left after buying the drink, how much money did "
     "Josh have at first?", "8"),
    ("Josh has some money. He spent $1.75 on a drink, and then spent another $1.25. If he had $6 left, how much "
     "money, in dollars, did Josh have at first?", "9"),
    ("Chastity bought 4 lollipops which cost $1.50 each, and she also bought 2 packs of gummies which cost $2 each. "
     "If she has $15, how much was she left with after spending on the candies?", "5"),
])
def test_condition_holding_without_an_earlier_event_is_read(text, expected):
    assert _v(text) == expected


def test_together_of_a_possessed_holder_refuses():
    t = ("Harper has 15 rubber bands. His brother has 6 fewer rubber bands than he has. "
         "How many rubber bands does his brother have together?")
    assert _v(t) == "refuse"
    assert _v(t, sealed=True) == "refuse"
    assert _v(t.replace("does his brother have together", "do they have together")) == "24"
    assert _v(t.replace("does his brother have together", "does his brother have")) == "9"


def test_irregular_past_forms():
    from engine.math.reader import _past_form
    assert _past_form("made", "make") and _past_form("paid", "pay") and _past_form("ran", "run")
    assert not _past_form("makes", "make") and not _past_form("read", "read")
