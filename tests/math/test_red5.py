"""Session 16 red team (helper red5) over the `inverse` work and the interactions of the red3 /
red4 guards with older code. Findings, each closed by a general guard:
* 'after he buys the pens' when the pens were bought before a later purchase of that verb asked
  the state after an earlier event, and was read as the end state (reader._after_last_change);
* 'He picked 5 apples in total' after two events of the same owner, verb and noun was read as a
  third event (10 for 5) (reader._total_told_as_event);
* 'Tom bought twice as many pens as pencils. He has 10 pens. How many pencils did he buy?' solved
  the purchase comparison from a holding (5) (reader._event_relation_as_holding).
Minimal pairs: the same stories with the named event last are still read."""
import pytest

from expect import verdict as _v


@pytest.mark.parametrize("text", [
    # was 5: the state after the pens is before the pencils (7)
    "Tom has $10. He buys 3 pens for $1 each. He buys 2 pencils for $1 each. "
    "How much money does Tom have after he buys the pens?",
    "Tom has 10 apples. He sells 3 apples. He sells 2 pears. How many apples does Tom have after he sells the apples?",
])
def test_after_an_earlier_event_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Tom has $10. He buys 2 pencils for $1 each. He buys 3 pens for $1 each. "
     "How much money does Tom have after he buys the pens?", "5"),
    ("Tom has $10. He buys 3 pens for $1 each. How much money does Tom have after he buys the pens?", "7"),
    ("Tom has 10 apples. He sells 3 apples. How many apples does Tom have after he sells the apples?", "7"),
])
def test_after_the_last_event_is_read(text, expected):
    assert _v(text) == expected
    assert _v(text, sealed=True) == expected


@pytest.mark.parametrize("text", [
    # were 10: the total of the parts read as one more part
    "Tom picked 3 apples on Monday. He picked 2 apples on Tuesday. He picked 5 apples in total. How many apples did Tom pick?",
    "Tom picked 3 apples. Then he picked 2 apples. He picked 5 apples in all. How many apples did Tom pick?",
    "Tom picked 3 apples. Then he picked 2 apples. Then he picked 5 apples in total. How many apples did Tom pick?",
    "Tom earned $5 on Monday. He earned $3 on Tuesday. He earned $8 in total. How much money did Tom earn?",
])
def test_a_total_told_as_an_event_after_its_parts_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Tom earned $5 on Monday. He earned $3 on Tuesday. How much money did Tom earn in total?", "8"),
    ("Tom picked 3 apples. Then he picked 2 apples. How many apples did Tom pick?", "5"),
])
def test_parts_with_the_total_asked_are_read(text, expected):
    assert _v(text) == expected
    assert _v(text, sealed=True) == expected


@pytest.mark.parametrize("text", [
    # were 5 and 7: a comparison of purchases pinned by a holding, the purchase asked
    "Tom bought twice as many pens as pencils. He has 10 pens. How many pencils did he buy?",
    "Tom bought 3 more pens than pencils. He has 10 pens. How many pencils did he buy?",
    "Tom picked twice as many apples as pears. He has 10 apples. How many pears did he pick?",
])
def test_an_event_comparison_pinned_by_a_holding_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Tom bought twice as many pens as pencils. He bought 10 pens. How many pencils did he buy?", "5"),
    ("Tom has twice as many pens as pencils. He has 10 pens. How many pencils does he have?", "5"),
    ("Tom keeps twice as many pens as pencils. He keeps 10 pens. How many pencils does he keep?", "5"),
])
def test_a_comparison_pinned_in_its_own_verb_is_read(text, expected):
    assert _v(text) == expected
    assert _v(text, sealed=True) == expected
