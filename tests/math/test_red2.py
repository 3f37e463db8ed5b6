"""Session 15 red team `red2` of the `same` / `price` / `each` constructions: wrong answers found
and closed (see the README section "Session 15 — helper red2")."""
from engine.math.reader import solve
from engine.math.refusal import Refusal


def _v(text):
    r = solve(text)
    return "refuse" if isinstance(r, Refusal) else str(r.value)


def test_and_n_more_after_a_verb_of_getting_refuses():
    # 'picked 20 apples and 3 more pears': 3 pears added, or 3 more pears than apples (was 23)
    assert _v("Frank picked 20 apples and 3 more pears. How many pears does Frank have?") == "refuse"
    assert _v("Frank picked 20 apples and 3 more pears. How many pears did Frank pick?") == "refuse"


def test_comparisons_without_the_additive_sense_still_read():
    assert _v("Frank picked 20 apples and 3 fewer pears. How many pears did Frank pick?") == "17"
    assert _v("Frank picked 20 apples and twice as many pears. How many pears does Frank have?") == "40"
    # the older possession and purchase forms keep their reading (a standing decision)
    assert _v("Frank has 20 apples and 3 more pears. How many pears does Frank have?") == "23"
    assert _v("James buys 10 shirts and 3 more pants. How many pants did James buy?") == "13"
