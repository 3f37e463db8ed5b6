"""A person's holding held by the person's places and plants (session 13): 'Leif's apple tree
has 14 apples and his orange tree has 2 dozen oranges.' The law: what the person has is the sum
of what the person's own places hold, when nobody else (and no other kind of the noun) holds it
and the person changes it in no event."""
import pytest

from engine.math import Refusal, solve
from expect import value as _value


@pytest.mark.parametrize("garden, yard", [(14, 6), (30, 2), (7, 7)])
def test_places_of_one_person_sum(garden, yard):
    text = f"Tom's garden has {garden} roses and his yard has {yard} roses. How many roses does Tom have?"
    assert _value(text) == garden + yard


def test_difference_over_two_plants():
    text = ("Leif's apple tree has 14 apples and his orange tree has 2 dozen oranges. "
            "How many more oranges does he have than apples?")
    assert _value(text) == 10


@pytest.mark.parametrize("text", [
    "Tom's sister has 14 roses. Ann has 2 roses. How many roses do Tom and Ann have?",   # a person, not a place
    "Tom's dog has 14 bones and his cat has 2 bones. How many bones does Tom have?",    # animals are not stores
    "Tom's garden has 14 roses. Tom has 3 roses. How many roses does Tom have?",        # held by the person too
    "Tom's garden has 14 roses. Ann has 3 roses. How many roses does Tom have?",        # another holder
    "Tom's garden has 14 roses. He picks 5 roses. How many roses does Tom have?",       # changed by the person
    "Tom's garden has 14 roses and 5 red roses. How many roses does Tom have?",         # a kind of the noun
    "Tom's garden has 14 roses. Ann's garden has 6 roses. How many roses does Tom have?",
])
def test_other_holders_refuse(text):
    assert isinstance(solve(text), Refusal)
