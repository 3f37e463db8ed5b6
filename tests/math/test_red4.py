"""Session 16 red team (helper red4) over this session's question forms (`oneq`) and sum referents
(`sumref`). Two findings, both in `oneq` forms:
* a day asked ('for the whole day', 'on tuesday') took an event's label phrase as its only time,
  so 'The following day he sold 3 apples in the evening' was an evening of the asked day and
  'in the morning of Monday' a morning of any day (reader._asked_day_other_time);
* 'after she / Ann buys the pens' named another doer than the last change's, and was read as the
  end state (reader._after_last_change).
Minimal pairs: the same stories with one span and the right doer are still read."""
import pytest

from expect import verdict as _v

_DAY = "Tom sold 5 apples in the morning. He sold 7 apples in the afternoon. "


@pytest.mark.parametrize("text", [
    # were 15 and 12: parts of two days summed as one day
    _DAY + "The following day he sold 3 apples in the evening. How many apples did Tom sell for the whole day?",
    "Tom sold 5 apples in the morning of Monday. He sold 7 apples in the afternoon of Tuesday. "
    "How many apples did Tom sell for the whole day?",
    _DAY + "The next day, he sold 3 apples in the morning. How many apples did Tom sell for the whole day?",
    "Tom sold 5 apples on Monday. He sold 7 apples on Tuesday. The next week, he sold 3 apples on Monday. "
    "How many apples did Tom sell on Monday?",
])
def test_a_day_asked_refuses_beside_another_time(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    (_DAY + "How many apples did Tom sell for the whole day?", "12"),
    (_DAY + "He then sold 3 apples in the evening. How many apples did Tom sell for the whole day?", "15"),
    ("Tom sold 5 apples on Monday. He sold 7 apples on Tuesday. How many apples did Tom sell for the whole week?", "12"),
    ("On Monday, Tom sold 5 apples. On Tuesday, he sold twice as many apples as he did on Monday. "
     "How many apples did Tom sell on Tuesday?", "10"),
])
def test_one_span_is_still_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text", [
    # were 7: the purchase was Tom's, the question names another doer
    "Tom has $10. He buys 3 pens for $1 each. How much money does Tom have after she buys the pens?",
    "Tom has $10. He buys 3 pens for $1 each. How much money does Tom have after Ann buys the pens?",
    "Tom has $10. He buys 3 pens for $1 each. How much money does Tom have after they buy the pens?",
    "Tom has 10 apples. He eats 3 apples. How many apples does Tom have after she eats the apples?",
])
def test_after_another_doer_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Tom has $10. He buys 3 pens for $1 each. How much money does Tom have after he buys the pens?", "7"),
    ("Tom has $10. He buys 3 pens for $1 each. How much money does Tom have after Tom buys the pens?", "7"),
    ("Tom has 10 apples. He eats 3 apples. After eating the apples, how many apples does Tom have?", "7"),
    ("Tom and Ann have 10 apples each. Tom eats 3 apples. After eating the apples, how many apples do they have?", "17"),
])
def test_after_the_doer_is_still_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text", [
    # were 10 and 5: past events counted as what will happen (older q_diff_verb, and the sum side)
    "Ann scored 20 points. Tom scored 10 points. How many more points will Ann score than Tom?",
    "Ann scored 20 points. Tom scored 10 points. Bob scored 5 points. "
    "How many more points will Ann score than Tom and Bob combined?",
    "Ann earned $20. Tom earned $10. How much more money will Ann earn than Tom?",
    "Ann sold 20 apples. Tom sold 10 apples. How many more apples will Ann sell than Tom?",
])
def test_a_future_question_of_past_events_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Ann sold 20 apples. Tom sold 10 apples. How many more apples did Ann sell than Tom?", "10"),
    ("Ann scores 20 points. Tom scores 10 points. How many more points will Ann score than Tom?", "10"),
    # a holding asked with 'will' is the end state, as before
    ("Ann has 20 points. Tom has 10 points. How many more points will Ann have than Tom?", "10"),
])
def test_a_future_question_of_present_events_or_holdings_is_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text", [
    # was 7: 'before she sold them' was read as part of the purpose 'left to be sold'
    "A baker baked 20 cookies. She sold 13 cookies. How many cookies were left to be sold before she sold them?",
    "A baker baked 20 cookies. She sold 13 cookies. How many cookies are left to be sold after she ate them?",
])
def test_left_for_a_purpose_with_a_clause_of_time_refuses(text):
    assert _v(text) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("A baker baked 20 cookies. She sold 13 cookies. How many cookies are left to be sold?", "7"),
    ("A baker baked 20 cookies. She sold 13 cookies. How many cookies are left to be sold at the market?", "7"),
    ("Edward has $20. He spends $11 on toys. How much money does Edward have left to buy more toys?", "9"),
])
def test_left_for_a_purpose_is_still_read(text, expected):
    assert _v(text) == expected
