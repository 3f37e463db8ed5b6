"""Events compared with events (session 13): 'Frank picked 36 apples. Susan picked 3 times as
many apples as Frank.' compares what each picked, so Frank selling apples later does not change
Susan's picking. The law: the related event's amount is k times the referent's one event of the
same verb; a second event of that verb by the referent, a relation of holdings ('has'), or a
relation stated before its referent keeps refusing when the referent changes."""
import pytest

from engine.math import Refusal, solve
from expect import value as _value

_BASE = "Frank picked 36 apples. Susan picked 3 times as many apples as Frank. "


def test_later_change_of_the_referent_keeps_the_compared_event():
    text = _BASE + "If Susan gave out half of her apples, and Frank sold a third of his, how many in total do they have left?"
    assert _value(text) == 36 * 3 // 2 + 36 - 36 // 3


def test_changes_on_both_sides():
    text = _BASE + "Frank ate 6 apples. Susan ate 8 apples. How many more apples does Susan have than Frank?"
    assert _value(text) == (108 - 8) - (36 - 6)


@pytest.mark.parametrize("text", [
    _BASE + "Frank picked 10 more apples. How many apples did Susan pick?",                      # which picking?
    "Frank has 36 apples. Susan has 3 times as many apples as Frank. Frank sold a third of his apples. How many apples does Susan have?",
    "Susan picked 3 times as many apples as Frank. Frank picked 36 apples. Frank sold a third of his apples. How many apples does Susan have?",
    "Frank has 20 apples. He picked 36 apples. Susan picked 3 times as many apples as Frank. Frank sold a third of his apples. How many apples does Susan have?",
    "Frank picked 36 apples. Susan bought 3 times as many apples as Frank. Frank sold a third of his apples. How many apples does Susan have?",
])
def test_other_relations_to_a_changing_referent_refuse(text):
    assert isinstance(solve(text), Refusal)
