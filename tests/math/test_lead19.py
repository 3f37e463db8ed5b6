"""Session 19 (lead): time spent at an activity.

Law 1 (recognizers TIME_SPENT, injectors._time_spent): 'O spends / spent N <time unit> <activity>'
is an event of O in a unit that names the activity ('reading book minute'); the activity is a
gerund phrase or an 'on / at / with' phrase with no literal, no time word and no 'and'.

Law 2 (Q_TIME_SPENT): 'how many <unit> does O spend' adds every span of O in that unit (each
activity is a kind of the unit); 'how many <unit> does O spend <activity>' adds the spans of that
activity as said; a span of another activity or another unit beside them is unused and refuses.

Law 3 (reader._time_spent_unit): 'how much time / how long' is asked in the one time unit of the
owner's spans; spans in two units, or none, refuse.

Law 4 (reader._time_spent_relations): a span compared with another of the same person ('3 times
that amount of time peeling', '1/3 of that time combing it', 'twice as long cleaning', 'half as
much time practicing as writing', '28 more minutes writing than outlining') is k times, or N more
or fewer than, its referent: the fact just before it for 'that amount' / 'as long', else the one
span of the named activity; another person's span, anything stated in between, or two time
units refuse.

Law 5 (reader._spans_that_may_overlap): a total over an 'at' / 'with' span beside other spans
refuses (the ride may be part of the hours at the fair).

Law 6 (refusals): a rate of time ('2 hours a day reading'), a span with a literal in its activity,
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
    ("Ava spent 2 hours at the museum on Monday. She spent 3 hours at the museum on Tuesday. How long did Ava spend at the museum?", 5),
    ("Ben spent 20 minutes washing the car and 15 minutes drying it. How much time did Ben spend in total?", 35),
    ("Sara spends 12 minutes combing her cat. She spends 8 minutes walking her dog. How many minutes does Sara spend in total?", 20),
    ("Max spent 45 minutes on his math homework. Later he spent 10 minutes on the math homework. How many minutes did Max spend on the math homework?", 55),
])
def test_time_spent_is_added(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Nora spends 10 minutes sharpening her pencils and 3 times that amount of time drawing. How much time does she spend on these activities in total?", 40),
    ("Dev spends 12 minutes brushing his dog and 1/3 of that time feeding it. How many minutes does he spend in total?", 16),
    ("Omar spends 30 minutes planning his essay, 28 more minutes typing than planning, and half as much time editing as typing. How much time does he spend in total?", 117),
    ("Liam spends 3 hours weeding and 3 times as long on the rest of his chores. How long does he spend in total?", 12),
    # the referent's literal is used by the compared span: asking the compared activity alone is read
    ("Zoe spends 20 minutes stretching and twice as long running. How many minutes does Zoe spend running?", 40),
    ("Zoe spends 20 minutes stretching and twice as long running. How many minutes does Zoe spend stretching?", None),
    ("On Monday Ivy spent 10 minutes knitting. On Tuesday she spent twice as long knitting. How many minutes did Ivy spend knitting?", 30),
    ("Eli spends 10 minutes reading and 20% of that time writing. How many minutes does Eli spend in total?", 12),
    ("Ada spends 40 minutes cooking and 15 fewer minutes cleaning than cooking. How many minutes does Ada spend in total?", 65),
])
def test_compared_span(text, expected):
    if expected is None:  # the stretching span is unused
        refuses(text)
        return
    assert value(text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Tom spends 2 hours dusting and twice as long on the rest of his chores. How long does he spend on his chores?", 6),
    ("Sara spends 10 minutes petting her cat and 5 minutes feeding it. How many minutes does she spend with her cat in total?", 15),
    ("Ken spent 20 minutes waiting in line, then three times that long shopping. How much time did Ken spend?", 80),
    ("Ken wasted 20 minutes waiting in line and 10 minutes looking for his car. How many minutes did Ken spend in total?", 30),
])
def test_activity_of_every_span(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("text", [
    # the rest of the chores is not the last span: is the reading a chore?
    "Tom spends 2 hours on the rest of his chores and 3 hours reading. How long does he spend on his chores?",
    # a span that does not name the cat
    "Sara spends 10 minutes petting her cat and 5 minutes reading. How many minutes does she spend with her cat in total?",
    # another person's span is left unused (every literal is used, or the reading refuses)
    "Sara spends 10 minutes petting her cat and 5 minutes feeding her cat. Bob spends 3 minutes petting his cat. How many minutes does Sara spend with her cat?",
    # which spans were a waste is a judgement
    "Ken spent 20 minutes waiting in line and 10 minutes shopping. How much time did Ken waste?",
])
def test_activity_of_every_span_refuses(text):
    refuses(text)




@pytest.mark.parametrize("text", [
    # one activity asked beside another: the other span is unused
    "Tom spends 3 hours reading. He spends 2 hours writing. How many hours does Tom spend reading?",
    # two time units and no conversion of kinds
    "Tom spent 2 hours reading and 30 minutes writing. How long did Tom spend?",
    "Tom spent 2 hours reading and 30 minutes writing. How many minutes did Tom spend?",
    # a rate of time, and a literal in the activity
    # session 20 (`rate20`): a rate of time spent is read now (14, tests/math/test_rate2020.py)
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
    # a compared span of another person, or after another quantity, or across units
    "Tom spends 10 minutes reading. Ann spends twice as long writing. How many minutes does Ann spend writing?",
    "Tom spends 10 minutes reading. He buys 3 apples. He spends twice that amount of time writing. How many minutes does Tom spend in total?",
    "Tom spends 2 hours reading and 30 more minutes writing than reading. How many minutes does he spend in total?",
    "Tom spends 10 minutes reading and 5 more minutes writing than Ann. How many minutes does he spend in total?",
    # spans that may hold one another
    "Ann spent 4 hours at the fair. She spent 1 hour riding the rides. How many hours did she spend in total?",
    "Ann spent 3 hours with her dog and 1 hour walking it. How long did she spend in total?",
    "Ann spent 3 hours at the park. She spent 2 hours playing soccer there. How many hours did she spend in total?",
    # a day asked of a compared span's total is not built
    "Tom spent 10 minutes reading on Monday and 15 minutes on Tuesday. How many minutes did Tom spend reading?",
])
def test_time_spent_refuses(text):
    refuses(text)


# Law 7 (Q_TIME_SPENT with the activity's verb, reader._work_spans_as_time): 'how many hours did
# she jog / how long did he wait' adds the owner's spans of that one activity: spans spent at its
# gerund, spans of its verb ('jogged for 30 minutes'), and work spans of it ('worked 3 hours'),
# which are read as time only for such a question.
@pytest.mark.parametrize("text,expected", [
    ("Tom worked 3 hours on Monday. He worked 2 hours on Tuesday. How many hours did Tom work?", 5),
    ("Kay worked 6 hours. Lou worked 4 hours. How many hours did they work in total?", 10),
    ("Tom jogged for 30 minutes on Monday and 20 minutes on Tuesday. How many minutes did Tom jog?", 50),
    ("Pia spent 25 minutes jogging. Later she jogged for 15 minutes. How many minutes did Pia jog in total?", 40),
    ("Ray spent 20 minutes waiting in line and then 10 more minutes waiting in line than that. How long did Ray wait in total?", None),
])
def test_time_asked_by_its_verb(text, expected):
    if expected is None:
        refuses(text)
        return
    assert value(text) == expected


@pytest.mark.parametrize("text", [
    # two activities open with the verb
    "Tom spent 20 minutes waiting in line and 10 minutes waiting for the bus. How long did Tom wait in total?",
    # another activity beside it
    "Tom spent 20 minutes waiting in line and 10 minutes reading. How long did Tom wait in total?",
    # a wage beside the work spans is left unused
    "Tom earns $10 an hour. He worked 3 hours on Monday and 2 hours on Tuesday. How many hours did he work?",
    # a distance beside a span of the verb
    "Tom jogs 3 miles. He jogged for 30 minutes. How many minutes did Tom jog?",
    # no span of the asked verb
    "Tom spent 20 minutes reading and 10 minutes writing. How many minutes did Tom jog?",
])
def test_time_asked_by_its_verb_refuses(text):
    refuses(text)
