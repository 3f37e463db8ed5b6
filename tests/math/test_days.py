"""Session 15 (`days`): events of one owner on named days or times compared with each other.

'On Monday, Tom sold 20 apples. On Tuesday, he sold twice as many apples as he did on Monday.'
The law: the compared event is an event of the same owner, verb and noun at its own label, whose
amount is k times (or N more / fewer than) the one event of that owner, verb and noun stated
before it at the referent label. A referent day missing or stated twice, another owner, an
unlabelled event of that owner, verb and noun, a label of its own missing, or 'more than twice'
refuse. Questions about one day are read since session 16 (test_oneq.py)."""
import pytest

from engine.math import Refusal, solve
from expect import value as _value

_MON = "On Monday, Tom sold 20 apples. "


@pytest.mark.parametrize("text,expected", [
    (_MON + "On Tuesday, he sold twice as many apples as he did on Monday. How many apples did he sell in total?", 60),
    (_MON + "On Tuesday, he sold twice as many as on Monday. How many apples did he sell?", 60),
    (_MON + "On Tuesday, he sold 3 times as many apples as he sold on Monday. How many apples did Tom sell?", 80),
    (_MON + "He sold 5 more apples on Tuesday than on Monday. How many apples did he sell?", 45),
    (_MON + "On Tuesday he sold 5 fewer apples than on Monday. How many apples did he sell?", 35),
    (_MON + "On Tuesday, he sold twice as many as on Monday. On Wednesday he sold 5 fewer than on Tuesday. "
     "How many apples did he sell?", 20 + 40 + 35),
    ("Ivy baked 20 cupcakes in the morning and fifteen more cupcakes in the afternoon than in the morning. "
     "How many cupcakes did she bake?", 55),
    ("Yesterday, Tom bought 5 packs of stickers. Today, he bought ten more packs of stickers than yesterday. "
     "How many packs of stickers did he buy?", 20),
    ("Tom has 100 apples. On Monday, he sold 20 apples. On Tuesday, he sold twice as many apples as on Monday. "
     "How many apples does he have left?", 40),
])
def test_compared_day_is_read(text, expected):
    assert _value(text) == expected


@pytest.mark.parametrize("text", [
    # the referent day stated twice, or missing
    _MON + "On Monday, he sold 5 apples. On Tuesday, he sold twice as many as on Monday. How many apples did he sell?",
    _MON + "On Tuesday, he sold twice as many as on Wednesday. How many apples did he sell?",
    # an unlabelled event of the same owner, verb and noun
    _MON + "He sold 5 more apples. On Tuesday, he sold twice as many as on Monday. How many apples did he sell?",
    # another owner
    _MON + "On Tuesday, Ann sold twice as many as he did on Monday. How many apples did they sell?",
    "On Monday, Tom sold 20 apples. On Tuesday, Ann sold twice as many apples as she did on Monday. How many apples did Ann sell?",
    _MON + "On Tuesday, he sold twice as many as she did on Monday. How many apples did he sell?",
    # another verb at the referent day
    _MON + "On Tuesday, he bought twice as many apples as he did on Monday. How many apples did he buy?",
    # more than twice, the same day, no day of its own
    _MON + "On Tuesday, he sold more than twice as many as on Monday. How many apples did he sell?",
    _MON + "He sold twice as many as on Monday. How many apples did he sell?",
    _MON + "On Monday, he sold twice as many as on Monday. How many apples did he sell?",
    # a question about one day is read since session 16 (`oneq`, tests/math/test_oneq.py):
    # 'How many apples did he sell on Tuesday?' answers 40 there
    # fewer than none
    _MON + "On Tuesday he sold 25 fewer apples than on Monday. How many apples did he sell?",
])
def test_other_referents_refuse(text):
    assert isinstance(solve(text), Refusal)


@pytest.mark.parametrize("text,expected", [
    ("Andrew eats 14 donuts on Monday, and half as many on Tuesday. How many donuts did Andrew eat?", 21),
    ("On Monday, Junior bought 6 toys. On Wednesday, he bought twice as many toys as he did Monday. "
     "How many toys did he buy?", 18),
])
def test_elided_and_bare_day(text, expected):
    assert _value(text) == expected


@pytest.mark.parametrize("text", [
    "Andrew eats 14 donuts on Monday and 3 more on Tuesday. How many donuts did Andrew eat?",        # more than, or besides?
    "Andrew eats 14 donuts on Monday, 6 donuts on Friday and half as many on Tuesday. How many donuts did Andrew eat?",
    "Andrew eats 14 donuts on Monday and half as many cakes on Tuesday. How many cakes did Andrew eat?",
    "Andrew eats 14 donuts and half as many on Tuesday. How many donuts did Andrew eat?",
])
def test_elided_near_misses_refuse(text):
    assert isinstance(solve(text), Refusal)
