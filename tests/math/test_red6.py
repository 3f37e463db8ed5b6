"""Session 17 red team (helper red6) over the answered fit problems, changed the way an unseen
problem would differ. Findings, each closed by a general guard in reader.py:
* a recipient who only ever receives, asked its holding, was read as starting from nothing when
  the gift was a part of the giver's holding ('She gave half of her sheep to her sister. How many
  sheep does her sister have?' 200), and a presumed start was counted in a sum of kinds beside
  the recipient's stated holdings ('How many fruits does Ann have?') (_recipient_start_unknown);
* a wage for one activity beside time spent at a place ('earns $12 an hour for babysitting. He
  works 5 hours at the store.' 60) (_paid_time);
* a holding compared with what its referent held at another time ('Ann has twice as many pens
  as Tom had. Ann has 10 pens. How many pens does Tom have?' 5) (_referent_at_another_time).
Minimal pairs: the same stories with the start told, the activity named, one tense, are read."""
import pytest

from expect import verdict as _v


@pytest.mark.parametrize("text", [
    "Mary has 400 sheep. She gave a quarter of her sheep to her sister. How many sheep does her sister have?",
    "Mary has 400 sheep. She gave half of her sheep to Ann. How many sheep does Ann have?",
    "Tom has 10 apples. He gives half of them to Ann. How many apples does Ann have?",
    "Tom has 10 apples. He gives 20% of his apples to Ann. How many apples does Ann have?",
    "Ann has 5 pears. Tom has 10 apples. He gives half of his apples to Ann. How many fruits does Ann have?",
    "Mary has 400 sheep on her farm. She gave a quarter of her sheep to her sister, and half of the "
    "remaining sheep to her brother. How many sheep does her brother have?",
])
def test_recipient_with_no_start_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Tom has 10 apples. Ann has 4 apples. He gives half of his apples to Ann. How many apples does Ann have?", "9"),
    ("Bingley has 5 bracelets. Kelly gives Bingley a fourth of her 16 bracelets. How many bracelets does Bingley have?", "9"),
    ("Mary has 400 sheep. She gave a quarter of her sheep to her sister. How many sheep did her sister receive?", "100"),
    ("Mary has 400 sheep. Her sister has 20 sheep. Mary gave half of her sheep to her sister. "
     "How many sheep does her sister have?", "220"),
    ("Kelly gives Bingley a fourth of her 16 bracelets. How many bracelets does Kelly have?", "12"),
])
def test_recipient_with_a_start_or_asked_what_she_got_is_read(text, expected):
    assert _v(text) == expected
    assert _v(text, sealed=True) == expected


@pytest.mark.parametrize("text", [
    "Tom earns $12 an hour for babysitting. He works 5 hours at the store. How much does he earn?",
    "Tom charges $12 an hour for babysitting. He works 5 hours at the store. How much does he earn?",
    "Tom is paid $12 an hour for babysitting. He works 5 hours at the store. How much does he earn?",
])
def test_wage_beside_time_at_another_place_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Tom earns $12 an hour for babysitting. He works 5 hours. How much does he earn?", "60"),
    ("Tom earns $12 an hour for babysitting. He babysits for 5 hours. How much does he earn?", "60"),
    ("Weng earns $12 an hour for babysitting. Yesterday, she just did 50 minutes of babysitting. How much did she earn?", "10"),
])
def test_wage_and_its_time_are_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text", [
    "Ann has twice as many pens as Tom had. Ann has 10 pens. How many pens does Tom have?",
    "Ann has twice as many pens as Tom did. Ann has 10 pens. How many pens does Tom have?",
    "Ann has 5 more pens than Tom did. Ann has 10 pens. How many pens does Tom have?",
    "Ann has twice as many pens as Tom had. Tom has 5 pens. How many pens does Ann have?",
    "Ann had twice as many pens as Tom has. Tom has 5 pens. How many pens does Ann have?",
])
def test_referent_at_another_time_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Ann has twice as many pens as Tom has. Ann has 10 pens. How many pens does Tom have?", "5"),
    ("Ann has twice as many pens as Tom does. Ann has 10 pens. How many pens does Tom have?", "5"),
    ("Ann had twice as many pens as Tom did. Ann had 10 pens. How many pens did Tom have?", "5"),
    ("Tim has 30 toads. Jim has 20 more toads than Tim does. Sarah has twice as many toads as Jim does. "
     "How many toads does Sarah have?", "100"),
])
def test_referent_in_the_same_tense_is_read(text, expected):
    assert _v(text) == expected
    assert _v(text, sealed=True) == expected
