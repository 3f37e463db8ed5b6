"""settings.py: restrictions, settings and past-time labels of a clause shape, and the reader's
refusals built on them."""
import pytest

from engine.math.reader import solve
from engine.math.refusal import Reason, Refusal
from engine.math.settings import habitual, past_time, restriction, setting


@pytest.mark.parametrize("clause, limit", [
    ("tom collects <n0> stamps a week in the summer", "in the summer"),
    ("tom can iron <n0> shirts an hour on a good day", "on a good day"),
    ("tom can iron <n0> shirts an hour at best", "at best"),
    ("he eats <n1> apples on weekdays", "on weekdays"),
    ("tom irons <n0> shirts an hour every morning", "every morning"),
    ("tom collects <n0> stamps a week during school", "during school"),
])
def test_restriction_is_found(clause, limit):
    assert restriction(clause) == limit


@pytest.mark.parametrize("clause", [
    "@sandra eats <n0> beignets every morning",      # the rate's own period: 3 a day
    "each class uses <n0> sheets of paper per day",  # a class is no period
    "tom has <n0> apples in his basket",
])
def test_no_restriction(clause):
    assert restriction(clause) == ""


def test_habitual_separates_recurring_from_one_period():
    assert habitual("on weekdays") and habitual("every morning") and habitual("on a good day")
    assert not habitual("in the morning") and not habitual("in the summer")


def test_setting_head_word_and_origin():
    assert setting("tom has <n0> stickers on his wall", source_is_origin=False) == "wall"
    assert setting("he eats <n1> apples from the store", source_is_origin=False) == "store"
    assert setting("he buys <n1> apples from the store", source_is_origin=True) == ""
    assert setting("he eats <n1> apples in the morning", source_is_origin=False) == ""
    assert setting("he sold <n1> apples in total", source_is_origin=False) == ""


def test_past_time_labels():
    assert past_time("tom had <n0> apples last year") == "last year"
    assert past_time("he wanted to buy a book for <m1> yesterday") == "yesterday"
    assert past_time("tom has <n0> apples") == ""


@pytest.mark.parametrize("text, answer", [
    ("Tom can iron 4 shirts an hour. How many shirts can he iron in 2 hours?", 8),
    ("Tom can iron 4 shirts an hour on a good day. How many shirts can he iron in 2 hours?", None),
    ("Tom has 10 stickers. He buys 3 stickers. How many stickers does he have?", 13),
    ("Tom has 10 stickers on his wall. He buys 3 stickers. How many stickers does he have?", None),
    ("Tom had 10 apples last year. He eats 3 apples. How many apples does he have?", None),
    ("Tom buys 3 shirts for $20 each. He gets a 10% discount. How much does he pay?", 54),
    ("Tom buys 3 shirts for $20 each. He gets a $5 discount. How much does he pay?", None),
])
def test_reader_refuses_what_settings_leave_open(text, answer):
    r = solve(text)
    if answer is None:
        assert isinstance(r, Refusal) and r.reason == Reason.AMBIGUOUS_READING
    else:
        assert not isinstance(r, Refusal) and r.value == answer
