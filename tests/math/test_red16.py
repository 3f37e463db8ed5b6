"""Session 21 (`red16`): red team of session 20's group scene, rates of time spent, elided 'than'
of a rate difference and noun-phrase modifiers.

Law 1 (reader._group_scene_guard): a group scene told at a time ('picked apples in the morning', 'on
Monday', 'Yesterday , ...') is one gathering of that time; when another sentence tells a time,
the counts may be other gatherings: refuse (with no other time told, the counts are the scene's).
Law 2 (reader._group_scene_guard): each object of the scene must be counted by a statement ('picked
apples ... 5 pears ... 3 pears. How many fruits': the apples are untold), and a scene told at a
place admits no count told at another place.
Law 3 (reader._time_within_periods): a rate of time per period is never longer than its period
('25 hours a day', '9 days a week', '90 seconds a minute' refuse); checked on the told text only.
Law 4 (reader._plain_daily): a gerund the lexicon does not list keeps its verb's working week
('commuting', 'tutoring', 'babysitting', 'attending classes'), as does an activity of school or
work told by its noun ('doing homework', 'taking piano lessons'): no calendar week."""
import pytest

from expect import refuses, value

from evals.gsm8k.red16_gen import accepts, cases


@pytest.mark.parametrize("text", [
    "Tom and Ann picked apples in the morning. Tom picked 5 apples in the afternoon. Ann picked 3 apples in the afternoon. How many apples did they pick?",
    "Tom and Ann picked apples on Monday. On Tuesday, Tom picked 5 apples and Ann picked 3 apples. How many apples did they pick?",
    "Tom and Ann caught fish at night. Tom caught 5 fish in the morning. Ann caught 3 fish in the morning. How many fish did they catch?",
    "Tom and Ann collect stamps on weekends. Tom collects 5 stamps on Monday. Ann collects 3 stamps on Monday. How many stamps do they collect?",
    "Ben, Kim, and Joe collected seashells on Sunday. Ben collected 4 seashells on Monday. Kim collected 6 seashells on Monday. Joe collected 3 seashells on Monday. How many seashells did they collect?",
    "Yesterday, Tom and Ann picked apples. Today, Tom picked 5 apples and Ann picked 3 apples. How many apples did they pick?",
    "Last week Tom and Ann picked apples. This week Tom picked 5 apples and Ann picked 3 apples. How many apples did they pick?",
    "In the morning, Tom and Ann picked apples. In the afternoon, Tom picked 5 apples and Ann picked 3 apples. How many apples did they pick?",
])
def test_group_scene_at_a_told_time_refuses(text):
    refuses(text)


@pytest.mark.parametrize("text", [
    "Tom and Ann picked apples. Tom picked 5 pears. Ann picked 3 pears. How many fruits did they pick?",
    "Tom and Ann are picking oranges and apples at an orchard. Tom picks 5 apples. Ann picks 3 apples. How many fruits do they pick?",
    "Tom and Ann picked apples at the farm. Tom picked 5 apples at the market. Ann picked 3 apples at the market. How many apples did they pick?",
    "Tom and Ann caught fish at the lake. Tom caught 5 fish at the river. Ann caught 3 fish at the river. How many fish did they catch?",
])
def test_group_scene_object_uncounted_or_other_place_refuses(text):
    refuses(text)


@pytest.mark.parametrize("text,expected", [
    ("Tom and Ann picked apples. Tom picked 5 apples. Ann picked 3 apples. How many apples did they pick?", 8),
    ("Then Tom and Ann picked apples. Tom picked 5 apples. Ann picked 3 apples. How many apples did they pick?", 8),
    ("Tom and Ann are picking oranges and apples at an orchard. Tom picks 5 apples. Ann picks 3 oranges. How many fruits do they pick?", 8),
    ("Tom and Ann caught fish at the lake. Tom caught 6 fish. Ann caught 2 fish. How many fish did they catch?", 8),
    ("Ben, Kim, and Joe collected seashells at the beach. Ben collected 4 seashells. Kim collected 6 seashells. Joe collected 3 seashells. How many seashells did they collect?", 13),
    ("Tom and Ann raise goats. Tom has 7 goats. Ann has 3 goats. How many goats do they have?", 10),
    ("Tom and Ann picked apples in the morning. Tom picked 5 apples. Ann picked 3 apples. How many apples did they pick?", 8),
    ("Tom and Ann picked apples on Monday. Tom picked 5 apples. Ann picked 3 apples. How many apples did they pick?", 8),
    ("Tom and Ann raised goats in the past. Tom has 7 goats. Ann has 3 goats. How many goats do they have?", 10),
])
def test_group_scene_true_readings(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("text", [
    "Tom spends 25 hours a day reading. How many hours does he spend reading in 5 days?",
    "Tom plays video games for 30 hours a day. How many hours does he play video games in 5 days?",
    "Tom spends 90 seconds a minute stretching. How many seconds does he spend stretching in 8 minutes?",
    "Tom spends 200 hours a week reading. How many hours does he spend reading in 2 weeks?",
    "Tom works 9 days a week. How many days does he work in 2 weeks?",
    "Tom works 25 hours a day. How many hours does he work in 5 days?",
    "Tom walks for 25 hours a day. How many hours does he walk in 5 days?",
    "Tom sleeps 30 hours a day. How many hours does he sleep in 2 days?",
])
def test_time_longer_than_its_period_refuses(text):
    refuses(text)


@pytest.mark.parametrize("text,expected", [
    ("Tom sleeps 8 hours a day. How many hours does he sleep in 2 days?", 16),
    ("Tom works 8 hours a day. How many hours does he work in 5 days?", 40),
    ("Tom spends 20 hours a week reading. How many hours does he spend reading in 2 weeks?", 40),
    ("Tom spends 3 hours a week reading. How many hours does he spend reading in 4 weeks?", 12),
    ("Tom watches TV for 4 hours every week. How many hours does he watch TV in 6 weeks?", 24),
    ("Tom spends 2 hours a day reading. How many hours does he spend reading in 5 days?", 10),
])
def test_time_within_its_period_reads(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("activity", ["commuting", "tutoring", "training", "volunteering", "babysitting",
                                      "coaching", "doing homework", "attending classes", "taking piano lessons"])
def test_calendar_week_of_an_activity_with_a_working_week_refuses(activity):
    refuses(f"Tom spends 2 hours a day {activity}. How many hours does he spend {activity} in a week?")


@pytest.mark.parametrize("activity", ["reading", "exercising", "stretching", "meditating"])
def test_calendar_week_of_a_daily_activity_reads(activity):
    assert value(f"Tom spends 2 hours a day {activity}. How many hours does he spend {activity} in a week?") == 14


def test_generated_near_misses_answer_nothing_wrong():
    """Every generated case (evals/gsm8k/red16_gen.py) is refused or answered as expected; a few
    expects accept either a refusal or the value (readings not built yet)."""
    from engine.math import Answer, solve
    sample = cases()[::7]  # every 7th case: a spread over all families, quick
    bad = []
    for kind, text, expect in sample:
        r = solve(text)
        got = str(r.value) if isinstance(r, Answer) else "refuse"
        if got != "refuse" and not accepts(expect, got):
            bad.append((kind, text, expect, got))
    assert not bad, bad
