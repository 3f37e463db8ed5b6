"""What remains after giving (session 13): 'He gives 10 feathers to his sister and sells half
the remaining feathers' — 'the remaining X' of the one who gave X away is what the giver has
left. The law: the giver's answer plus what was given plus what was sold is what the giver
first had; a recipient's 'the remaining', or a recipient who held X before, refuses."""
import pytest

from engine.math import Refusal, solve
from expect import value as _answer

_START = "Jerry finds 108 feathers. "


@pytest.mark.parametrize("first, given", [(108, 10), (60, 4), (30, 2)])
def test_what_remains_is_the_givers(first, given):
    text = (f"Jerry finds {first} feathers. He gives {given} feathers to his sister and sells half "
            "the remaining feathers. How many feathers does he have left?")
    left = _answer(text)
    sold = (first - given) / 2
    assert left + given + sold == first


def test_after_two_gifts_the_remaining_is_still_the_givers():
    text = ("Mary has 400 sheep. She gave a quarter of her sheep to her sister, and half of the "
            "remaining sheep to her brother. How many sheep remain with Mary?")
    assert _answer(text) == 150


@pytest.mark.parametrize("rest", [
    # the recipient's 'the remaining': hers or his?
    "He gives 10 feathers to his sister. She sells half the remaining feathers. How many feathers does she have left?",
    # the recipient held feathers of her own before
    "His sister has 5 feathers. He gives 10 feathers to his sister and sells half the remaining feathers. How many feathers does he have left?",
    # 'all the feathers' after a change: the first ones or those left?
    "He gives 10 feathers to his sister and sells half of all the feathers. How many feathers does he have left?",
    # feathers given between others
    "His sister gives 10 feathers to Tom and he sells half the remaining feathers. How many feathers does he have left?",
    # an odd remainder cannot be halved into whole feathers
    "He gives 11 feathers to his sister and sells half the remaining feathers. How many feathers does he have left?",
])
def test_other_readings_of_the_remaining_refuse(rest):
    assert isinstance(solve(_START + rest), Refusal)


def test_a_gift_to_the_holder_keeps_refusing():
    text = "Ann has 20 pens. Tom gives 4 pens to Ann. Ann gives half the remaining pens to Bob. How many pens does Ann have?"
    assert isinstance(solve(text), Refusal)
