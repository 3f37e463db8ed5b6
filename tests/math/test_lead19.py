"""Session 19 (lead): time spent at an activity.

Law 1 (recognizers TIME_SPENT, injectors._time_spent): 'O spends / spent N <time unit> <activity>'
is an event of O in a unit that names the activity ('reading book minute'); the activity is a
gerund phrase or an 'on / at / with' phrase with no literal, no time word and no 'and'.

Law 2 (Q_TIME_SPENT): 'how many <unit> does O spend' adds every span of O in that unit (each
activity is a kind of the unit); 'how many <unit> does O spend <activity>' adds the spans of that
activity as said; a span of another activity or another unit beside them is unused and refuses.

Law 3 (reader._time_spent_unit): 'how much time / how long' is asked in the one time unit of the
owner's spans; spans in two units, or none, refuse.

Law 4 (refusals): a rate of time ('2 hours a day reading'), a span with a literal in its activity,
a modal question ('how many hours can she spend'), money spent asked as time, and time asked as
money refuse."""
import pytest

from expect import refuses, value


@pytest.mark.parametrize("text,expected", [
    ("Tom spends 3 hours reading. He spends 2 hours writing. How many hours does Tom spend in total?", 5),
    ("Tom spent 3 hours on his homework. He spent 2 hours on chores. How many hours did Tom spend?", 5),
    ("Mia spends 30 minutes reading a book and 20 minutes cleaning her room. How many minutes does Mia spend in total?", 50),
    ("On Monday, Lee spent 30 minutes jogging. On Tuesday, he spent 25 minutes jogging. How many minutes did Lee spend jogging?", 55),
    ("Kim spent 40 minutes painting. Joe spent 15 minutes painting. How many minutes did they spend painting?", 55),
    ("Ava spent 2 hours at the museum and 3 hours at the park. How long did Ava spend?", 5),
    ("Ben spent 20 minutes washing the car and 15 minutes drying it. How much time did Ben spend in total?", 35),
    ("Sara spends 12 minutes with her cat. She spends 8 minutes with her dog. How many minutes does Sara spend in total?", 20),
    ("Max spent 45 minutes on his math homework. Later he spent 10 minutes on the math homework. How many minutes did Max spend on the math homework?", 55),
])
def test_time_spent_is_added(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("text", [
    # one activity asked beside another: the other span is unused
    "Tom spends 3 hours reading. He spends 2 hours writing. How many hours does Tom spend reading?",
    # two time units and no conversion of kinds
    "Tom spent 2 hours reading and 30 minutes writing. How long did Tom spend?",
    "Tom spent 2 hours reading and 30 minutes writing. How many minutes did Tom spend?",
    # a rate of time, and a literal in the activity
    "Tom spends 2 hours a day reading. How many hours does he spend reading in a week?",
    "Tom spends 2 hours reading 40 pages. How many hours does he spend reading?",
    # another owner asked
    "Tom spent 3 hours reading. Ann spent 2 hours writing. How many hours did Ann spend reading?",
    # a modal question is no event
    "Tom spent 3 hours reading. How many hours can Tom spend reading?",
    # money and time are not one quantity
    "Tom spent 30 minutes reading. He spent $5 on a book. How much money did Tom spend?",
    "Tom spent 30 minutes reading. He spent $5 on a book. How many minutes did Tom spend?",
    # a stated quantity of another kind beside the spans
    "Tom has 5 apples. He spent 30 minutes reading. How many minutes did Tom spend reading?",
    # 'they' of one doer
    "Tom spent 3 hours reading. How many hours did they spend reading?",
])
def test_time_spent_refuses(text):
    refuses(text)
