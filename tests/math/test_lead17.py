"""Session 17 (lead): a counted group phrase in a question names owners, never a span."""
import pytest

from engine.math.reader import _group_owner, solve
from engine.math.refusal import Answer


@pytest.mark.parametrize("shape, out", [
    ("how much money did the <n0> men earn together", ("how much money did they earn together", 0)),
    ("how much did the <n0> earn", ("how much did they earn", 0)),
    ("how many apples do the <n2> of them have", ("how many apples do they have", 2)),
    # a plural word after a bare count is its noun: no group ('in the two months' is a span)
    ("how many books did @tom read in the <n1> months", ("how many books did @tom read in the <n1> months", None)),
    ("how many cakes did the <n0> cakes make", ("how many cakes did the <n0> cakes make", None)),
])
def test_group_phrase_is_a_count_of_owners_only(shape, out):
    assert _group_owner(shape) == out


def test_group_question_still_answers_and_its_count_is_checked():
    base = "Tom earned $20 on Monday. Ann earned $30 on Monday. "
    a = solve(base + "How much money did the two of them earn together?")
    assert isinstance(a, Answer) and a.value == 50
    assert not isinstance(solve(base + "How much money did the three of them earn together?"), Answer)

