"""Session 16 (`oneq`): question forms mapped onto the existing query kinds.

* One day: 'How many apples did Tom sell on Tuesday?' is the verb total of the owner's events of
  that verb on that day label (reader._asked_day). Law: every event of that owner and verb has
  one label of its own and at least one has the asked label; only 'did'; only a count verb total
  of one owner. Anything else refuses.
* After the last change: 'After eating the apples, how many apples does Tom have?' is the state
  at the end, when that event is the story's last change (reader._after_last_change).
* A place in a holding question ('on the farm', then 'in total'), with the older-code fix: a
  place asked over an owner who holds things elsewhere or in no place refuses.
* 'what is their total number of X', 'the total number of X Tom and Ann have', and what is
  'left to <purpose>' (recognizers._QNORM).
"""
import pytest

from engine.math import Refusal, solve
from expect import value as _value

_DAYS = "On Monday, Tom sold 5 apples. On Tuesday, he sold twice as many apples as he did on Monday. "


@pytest.mark.parametrize("text,expected", [
    (_DAYS + "How many apples did Tom sell on Tuesday?", 10),
    (_DAYS + "How many apples did he sell on Tuesday?", 10),
    (_DAYS + "How many apples did Tom sell on Tuesday in total?", 10),
    (_DAYS + "On Tuesday, he also sold 2 pears. How many fruits did Tom sell on Tuesday?", 12),
    (_DAYS + "On Wednesday, he sold 3 more apples than he did on Tuesday. How many apples did Tom sell on Wednesday?", 13),
    ("Tom picked 5 apples yesterday. Today, he picked 3 more apples than yesterday. How many apples did Tom pick today?", 8),
    ("Tom picked 5 apples in the morning. In the afternoon, he picked 3 more apples than in the morning. "
     "How many apples did Tom pick in the afternoon?", 8),
])
def test_one_day_is_read(text, expected):
    assert _value(text) == expected


@pytest.mark.parametrize("text", [
    _DAYS + "How many apples did Tom sell on Wednesday?",            # no event that day
    _DAYS + "How many apples did Ann sell on Tuesday?",              # another owner
    _DAYS + "How many apples did they sell on Tuesday?",             # a group
    _DAYS + "How many apples will Tom sell on Tuesday?",             # another time
    _DAYS + "How many apples does Tom sell on Tuesday?",             # a habit
    _DAYS + "How much money did Tom earn on Tuesday?",               # money
    _DAYS + "How many apples does Tom have on Tuesday?",             # a holding
    _DAYS + "How many apples did Tom buy on Tuesday?",               # another verb
    _DAYS + "How many apples did Tom sell on Tuesday and Wednesday?",
    "Tom sold 5 apples on Monday. He sold 3 apples. How many apples did Tom sell on Monday?",   # unlabelled event
    "Tom sells 5 apples a day. On Tuesday, he sold 3 apples. How many apples did Tom sell on Tuesday?",  # a rate
    "Tom sold 5 apples on Monday and 4 pears on Tuesday. How many apples did Tom sell on Tuesday?",
    "Ann sells 5 cakes on Mondays. On Tuesday, she sold 3 cakes. How many cakes did Ann sell on Monday?",
])
def test_one_day_refuses(text):
    assert isinstance(solve(text), Refusal)


@pytest.mark.parametrize("text,expected", [
    ("Tom has 10 apples. He eats 3 apples. How many apples does Tom have after eating the apples?", 7),
    ("Tom has 10 apples. He eats 3 apples. After eating the apples, how many apples does Tom have?", 7),
    ("Tom has 10 apples. He eats 3 apples. He buys 5 apples. How many apples does Tom have after he buys the apples?", 12),
    ("Tom has $20. He buys 3 pens for $2 each. How much money does Tom have after he buys the pens?", 14),
    ("Tom has $20. He buys 3 pens for $2 each. How much money does Tom have left after buying them?", 14),
    ("Tom has 10 apples and Ann has 5 apples. Tom gives 3 apples to Ann. After giving the apples, "
     "how many apples do Tom and Ann have in total?", 15),
])
def test_after_the_last_change_is_read(text, expected):
    assert _value(text) == expected


@pytest.mark.parametrize("text", [
    "Tom has 10 apples. He eats 3 apples. He buys 5 apples. After eating the apples, how many apples does Tom have?",
    "Tom has 10 apples. He eats 3 apples. After buying 5 more apples, how many apples does Tom have?",
    "Tom has 10 apples. He eats 3 apples. After visiting Ann, how many apples does Tom have?",
    "Tom has 10 apples. He eats 3 apples. How many apples did Tom eat after eating the apples?",
    "Tom has 10 apples and 5 pears. He eats 3 pears. How many apples does Tom have after he eats the apples?",
    "Tom has 10 apples. He eats 3 apples. How many apples does Tom have after eating all the apples?",
    "Tom has 10 apples. He eats 3 apples. How many apples does Tom have after he sells the apples?",
    "Tom has $20. He buys 3 pens for $2 each. How much money does Tom have after paying the bill?",
])
def test_after_another_event_refuses(text):
    assert isinstance(solve(text), Refusal)


_FARM = "On his farm, Tom has 3 cows and twice as many pigs as cows. "


def test_place_with_the_and_in_total():
    assert _value(_FARM + "How many animals does Tom have on the farm in total?") == 9


@pytest.mark.parametrize("text", [
    _FARM + "He has 4 horses in the city. How many animals does Tom have on the farm in total?",
    "Tom has 3 cows on his farm. He has 4 horses in the city. How many animals does Tom have on his farm?",
    "Tom has 3 cows on his farm. He has 4 horses. How many animals does Tom have on the farm?",
    "Tom has 3 cows and twice as many pigs as cows. How many animals does Tom have on the farm in total?",
    _FARM + "How many animals does Tom have in the barn?",
])
def test_place_over_other_places_refuses(text):
    assert isinstance(solve(text), Refusal)


@pytest.mark.parametrize("text,expected", [
    ("Tom has 5 pencils. Ann has 3 more pencils than Tom. Calculate the total number of pencils Tom and Ann have together.", 13),
    ("Tom has 5 pencils. Ann has 3 more pencils than Tom. What is their total number of pencils?", 13),
    ("Tom collected 5 shells. Ann collected twice as many shells as Tom. "
     "Calculate the total number of shells Tom and Ann collected.", 15),
    ("Edward had $17. He bought 4 toy cars that cost $2 each. How much money does Edward have left to buy more toys?", 9),
    ("Tom baked 20 cookies. He sold 12 cookies. How many cookies are left to be sold?", 8),
])
def test_totals_and_left_to(text, expected):
    assert _value(text) == expected


@pytest.mark.parametrize("text", [
    "Tom has 5 pencils. Ann has 3 more pencils than Tom. Calculate the total number of pencils Tom and Bob have together.",
    "Tom collected 5 shells. Ann collected twice as many shells as Tom. Calculate the total number of shells Tom and Ann has.",
    "Tom baked 20 cookies. He sold 12 cookies. How many cookies does he have left to give to each of his 2 friends?",
    "Tom baked 20 cookies. He sold 12 cookies. How many cookies does he have left to give each friend?",
])
def test_totals_and_left_to_refuse(text):
    assert isinstance(solve(text), Refusal)


_SHOP = "A shop sold 29 bags of potatoes in the morning. In the afternoon, the shop sold 17 bags of potatoes. "


@pytest.mark.parametrize("text,expected", [
    (_SHOP + "How many bags of potatoes did the shop sell for the whole day?", 46),
    (_SHOP + "If each bag of potatoes weighs 7kg, how many kilograms of potatoes did the shop sell for the whole day?", 322),
    ("Tom earned $29 in the morning. In the afternoon, he earned $17. How much money did Tom earn for the whole day?", 46),
    ("A shop sold 29 bags of potatoes on Monday. On Tuesday, the shop sold 17 bags of potatoes. "
     "How many bags of potatoes did the shop sell in the whole week?", 46),
])
def test_whole_span_is_read(text, expected):
    assert _value(text) == expected


@pytest.mark.parametrize("text", [
    "A shop sold 29 bags of potatoes in the morning. The shop sold 17 bags of potatoes. "
    "How many bags of potatoes did the shop sell for the whole day?",                       # an unlabelled event
    "A shop sold 29 bags of potatoes on Monday. On Tuesday, the shop sold 17 bags of potatoes. "
    "How many bags of potatoes did the shop sell for the whole day?",                       # which day?
    _SHOP + "How many bags of potatoes did the shop sell for the whole week?",              # parts of a day
    _SHOP + "How many bags of potatoes will the shop sell for the whole day?",
    "A shop sells 29 bags of potatoes every morning. In the afternoon, the shop sold 17 bags of potatoes. "
    "How many bags of potatoes did the shop sell for the whole day?",
])
def test_whole_span_refuses(text):
    assert isinstance(solve(text), Refusal)
