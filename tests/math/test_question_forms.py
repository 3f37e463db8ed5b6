"""Question forms (session 14, `ques`).

End-of-story markers: 'in the end', 'at the end', 'after that', 'after all that', 'afterwards'
closing a question, or opening it before a comma, ask for the state after every stated change,
which is what the same question without a time asks. The law: the answer with the marker equals
the answer without it; a marker that names a period ('at the end of the week') or another time
('before that') is not read."""
import pytest

from engine.math import Answer, Refusal, solve
from expect import value as _answer

_STORY = "Anna had 10 stamps. She gave 3 stamps to Tom. Then she bought 5 stamps. "
_MONEY = "Tim had $50. He spent $12 on a book. "


@pytest.mark.parametrize("question", [
    "How many stamps did Anna have in the end?",
    "How many stamps did Anna have at the end?",
    "How many stamps did Anna have after that?",
    "How many stamps did Anna have after all that?",
    "How many stamps did Anna have afterwards?",
    "In the end, how many stamps did Anna have?",
    "After that, how many stamps did Anna have?",
    "How many stamps does she have left after that?",
])
def test_end_marker_asks_the_final_state(question):
    plain = _answer(_STORY + "How many stamps does Anna have?")
    assert plain == 12
    assert _answer(_STORY + question) == plain


@pytest.mark.parametrize("question", [
    "How much money did Tim have in the end?",
    "How much money does Tim have left at the end?",
    "How much money did Tim have afterwards?",
])
def test_end_marker_on_money_questions(question):
    assert _answer(_MONEY + question) == _answer(_MONEY + "How much money does Tim have left?") == 38


@pytest.mark.parametrize("question", [
    # a period, not the end of the story
    "How many stamps did Anna have at the end of the week?",
    "How many stamps did Anna have in the end of the day?",
    # another time
    "How many stamps did Anna have before that?",
    "How many stamps did Anna have after that week?",
    # the marker does not make an unused or unknown quantity readable
    "How many stamps did Tom have in the end?",
    "How many coins did Anna have in the end?",
])
def test_other_times_and_targets_refuse(question):
    assert isinstance(solve(_STORY + question), Refusal)


def test_negative_final_state_still_refuses():
    text = "Anna had 10 stamps. She gave 13 stamps to Tom. How many stamps did Anna have in the end?"
    assert isinstance(solve(text), Refusal)


def test_end_marker_with_two_holders_keeps_the_unused_fact_gate():
    text = "Anna had 10 stamps. Tom had 4 stamps. She gave 3 stamps to Tom. How many stamps did she have in the end?"
    assert isinstance(solve(text), Refusal)


def test_end_marker_before_a_condition_is_left_to_the_condition_reader():
    # 'in the end' before a trailing 'if' is not stripped: the question is read (or refused) as written
    from engine.math.recognizers import normalize_question
    shape = "how many stamps would @anna have in the end if she bought <n2> more"
    assert normalize_question(shape) == shape
    assert normalize_question("how many stamps did @anna have in the end") == "how many stamps did @anna have"
    assert normalize_question("after that , how many stamps did @anna have") == "how many stamps did @anna have"


# Speed questions (sealed category q_speed): the distance covered in one unit of time at the
# owner's one distance rate. The law: speed x time of the rate = the distance stated.

def _sealed(text: str):
    r = solve(text, sealed=True)
    assert isinstance(r, Answer), r
    return r.value


@pytest.mark.parametrize("dist, hours", [(120, 3), (270, 3), (90, 2)])
def test_speed_times_time_is_the_distance(dist, hours):
    for q in ("What is his speed in miles per hour?", "What was Tom's average speed, in miles per hour?",
              "What is the speed of Tom in miles per hour?"):
        assert _sealed(f"Tom drove {dist} miles in {hours} hours. {q}") * hours == dist


def test_speed_converts_time_units_only():
    assert _sealed("A boy runs 1.5 km in 45 minutes. What is his speed in kilometers per hour?") == 2
    assert _sealed("Tom swims 100 meters in 2 minutes. What is his speed in meters per hour?") == 3000
    assert _sealed("A car traveled 360 miles in 6 hours. What was the car's speed in miles per hour?") == 60


@pytest.mark.parametrize("text", [
    # another unit of length: not converted
    "A train travels 270 miles in 3 hours. What is its speed in kilometers per hour?",
    "A boy runs 3 km in 20 minutes. What is his speed in meters per minute?",
    # two legs: their average is not read
    "Tom drove 120 miles in 3 hours. Then he drove 60 miles in 2 hours. What was his average speed in miles per hour?",
    "Tom walked 6 miles in 2 hours and ran 10 miles in 1 hour. What was his speed in miles per hour?",
    # another owner, a plural owner, an unused fact
    "Tom ran 3 miles in 30 minutes. What is Ann's speed in miles per hour?",
    "Tom drove 120 miles in 3 hours. Ann drove 100 miles in 2 hours. What was their speed in miles per hour?",
    "Tom drove 120 miles in 3 hours. Ann drove 100 miles in 2 hours. What was his speed in miles per hour?",
    # not a length, not a licensed period
    "Tom read 120 pages in 3 hours. What is his speed in pages per hour?",
    "Tom drove 120 miles in 3 hours. What is his speed in miles per week?",
    # a rate of another time
    "Tom drove 120 miles in 3 hours last week. What is his speed in miles per hour?",
])
def test_speed_near_misses_refuse(text):
    assert isinstance(solve(text, sealed=True), Refusal)


def test_speed_is_sealed():
    r = solve("Tom drove 120 miles in 3 hours. What is his speed in miles per hour?")
    assert isinstance(r, Refusal) and r.reason.value == "sealed_category"
