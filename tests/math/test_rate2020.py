"""Session 20 (helper `rate20`): rates stated per period for activities. Time spent per period
('spends 2 hours a day reading', 'Mike watches TV for 4 hours every day') is a rate of session
19's time-spent unit and answers the span question ('how many hours does he spend reading in 5
days / in a week'); the elided 'than' of a rate difference ('how many more pages does Janet read
in 6 weeks'); a plain daily rate in the question's if-condition gets the calendar week.
Answered cases with values, and refusals for the near misses."""
import pytest

from engine.math import lexicon as lx
from expect import value_or_none as _value


@pytest.mark.parametrize("text, value", [
    ("Tom spends 2 hours a day reading. How many hours does he spend reading in 5 days?", 10),
    ("Tom spends 2 hours a day reading. How many hours does he spend reading in a week?", 14),
    ("Tom spends 2 hours reading every day. How many hours does he spend reading in 3 weeks?", 42),
    ("Every morning, Kim spends 15 minutes stretching. How many minutes does she spend stretching in 10 days?", 150),
    ("Tom spends 2 hours a day on his homework. How many hours does he spend on his homework in 4 days?", 8),
    ("Mike watches TV for 4 hours every day. How many hours does he watch TV in 6 days?", 24),
    ("Mike watches TV for 4 hours every day. How many hours does he spend watching TV in a week?", 28),
    ("Tom plays video games for 2 hours a day. How many hours does he play video games in 5 days?", 10),
    ("Tom plays video games for 2 hours a day. How many hours does he spend playing video games in a week?", 14),
    # the elided 'than': the one other owner with a rate of the asked verb and noun
    ("If Janet reads 80 pages a day and Belinda reads 30 pages a day, how many more pages does Janet read in 6 weeks?", 2100),
    ("Janet reads 80 pages a day. Belinda reads 30 pages a day. How many more pages does Janet read in 6 days?", 300),
    # a plain daily rate in the if-condition keeps the calendar week
    ("If Janet reads 80 pages a day, how many pages does Janet read in 6 weeks?", 3360),
])
def test_read(text, value):
    assert _value(text) == value


@pytest.mark.parametrize("text", [
    # a schedule, a hedge, a modal, the past, another period pattern
    "Tom spends 2 hours every other day reading. How many hours does he spend reading in 6 days?",
    "Tom would spend 2 hours a day reading. How many hours does he spend reading in 5 days?",
    "Tom spent 2 hours a day reading. How many hours did he spend reading in 5 days?",
    "Tom usually spends 2 hours a day reading. How many hours does he spend reading in a week?",
    "Tom spends about 2 hours a day reading. How many hours does he spend reading in 5 days?",
    "Tom spends 2 hours a day reading for the first 5 days. How many hours does he spend reading in 10 days?",
    "Tom spends 2 hours a day reading on weekdays. How many hours does he spend reading in a week?",
    "Tom spends 2 hours a day reading at school. How many hours does he spend reading in a week?",
    # month lengths are not licensed; a week of days from a weekly rate neither
    "Tom spends 2 hours a day reading. How many hours does he spend reading in a month?",
    "Tom spends 2 hours a day reading. How many hours does he spend reading in June?",
    "Tom spends 2 hours a week reading. How many hours does he spend reading in 5 days?",
    # an activity with a working week of its own keeps no calendar week
    "Tom spends 2 hours a day studying. How many hours does he spend studying in a week?",
    "Tom spends 2 hours a day practicing piano. How many hours does he spend practicing piano in a week?",
    # another person, another activity, another unit (no conversion of activity units), no span
    "Tom spends 2 hours a day reading. How many hours will Ann spend reading in 5 days?",
    "Tom spends 2 hours a day reading. How many hours does he spend writing in 5 days?",
    "Tom spends 2 hours a day reading. How many minutes does he spend reading in 5 days?",
    "Tom spends 2 hours a day reading. How many hours does he spend reading?",
    "Tom spends 2 days a day reading. How many days does he spend reading in 5 days?",
    "Mike watches 4 movies every day. How many hours does he watch TV in a week?",
    "Tom spends 2 hours a day reading. Ann spends 3 hours a day reading. How many hours does Ann spend reading in 5 days?",
    "Ralph watches TV for 4 hours a day from Monday to Friday. How many hours does Ralph watch TV in a week?",
    # the elided 'than': a third owner, one owner, another verb, another holding, a negative difference
    "Janet reads 80 pages a day. Belinda reads 30 pages a day. Carl reads 10 pages a day. How many more pages does Janet read in 6 days?",
    "Janet reads 80 pages a day. How many more pages does Janet read in 6 days?",
    "Janet reads 80 pages a day. Belinda writes 30 pages a day. How many more pages does Janet read in 6 days?",
    "Janet reads 80 pages a day. Belinda reads 30 pages a day. Janet has 5 books. How many more pages does Janet read in 6 days?",
    "Janet reads 30 pages a day. Belinda reads 80 pages a day. How many more pages does Janet read in 6 days?",
    "Janet reads 80 pages a day. Belinda reads 30 pages an hour. How many more pages does Janet read in 6 days?",
    "Janet reads 80 pages a day. Belinda reads 30 pages a day. How many more pages does Janet read in a month?",
    # the if-condition: a filler, a schedule
    "If Janet reads 80 pages a day on the bus, how many pages does Janet read in 6 weeks?",
    "If Janet reads 80 pages a day and Belinda reads 30 pages a day at school, how many more pages does Janet read in 6 weeks?",
])
def test_refused(text):
    assert _value(text) is None


def test_forms():
    assert lx.RATE_TIME_FORMS["watches"] == "watch"
    assert lx.RATE_TIME_FORMS["studies"] == "study"
    assert lx.RATE_TIME_FORMS["plays"] == "play"
    assert "work" in lx.RATE_TIME_VERBS and "watch" not in lx.TIME_ACTIVITY_VERBS
