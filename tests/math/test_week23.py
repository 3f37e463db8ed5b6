"""Session 23 (lead, `week23`): totals over named days, and a wage paid for several spans.

Laws: a question's span of named days ('from Monday to Wednesday', 'on Monday and Tuesday',
'Tuesday through Thursday') sums the owner's events of exactly those days, each of which must
be told (a range runs forward through the week, inclusive); a wage times time worked takes the
sum of the owner's spans when they are told apart (each its own day, or none labelled, one time,
no overlap said). Near misses (a named day never told, an unlabelled event beside labelled ones,
spans of two times, a span labelled beside an unlabelled one, two wages) refuse, in both lanes."""
import pytest

from engine.math import Refusal, solve
from engine.math.reader import _label_span
from engine.math.segment import normalize_text
from expect import value as _value

RUNS = "On Monday, Tom runs 3 miles. On Tuesday, Tom runs 4 miles. On Wednesday, Tom runs 6 miles. "


@pytest.mark.parametrize("sealed", [False, True])
@pytest.mark.parametrize("text,expected", [
    (RUNS + "How many miles does Tom run from Monday to Wednesday?", 13),
    (RUNS + "How many miles does Tom run Monday through Wednesday?", 13),
    (RUNS + "What is the total number of miles that Tom runs from Monday to Wednesday?", 13),
    ("On Monday, Ann sold 5 cakes. On Tuesday, she sold 7 cakes. How many cakes did Ann sell on Monday and Tuesday?", 12),
    # a wage for several spans of work: their sum
    ("Tom earns $10 an hour. He worked 4 hours on Monday and 5 hours on Tuesday. How much did he earn?", 90),
    ("Tom earns $10 an hour. On Monday he worked 4 hours. On Tuesday he worked 5 hours. How much did he earn?", 90),
    ("Ann earns $12 per hour. She worked 3 hours on Friday, 2 hours on Saturday and 5 hours on Sunday. "
     "How much money did Ann earn?", 120),
])
def test_named_days_and_summed_spans_are_read(text, expected, sealed):
    assert _value(text, sealed=sealed) == expected


@pytest.mark.parametrize("sealed", [False, True])
@pytest.mark.parametrize("text", [
    # a named day that no statement tells
    RUNS + "How many miles does Tom run from Monday to Thursday?",
    # a subset of the told days leaves a fact unused: the completeness gate refuses it
    RUNS + "How many miles does Tom run on Monday and Tuesday?",
    # an unlabelled event beside labelled ones: of which day?
    "On Monday, Tom runs 3 miles. Tom runs 4 miles. On Wednesday, Tom runs 6 miles. "
    "How many miles does Tom run on Monday and Wednesday?",
    # spans not told apart
    "Tom earns $10 an hour. He worked 4 hours on Monday and 5 hours. How much did he earn?",
    "Tom earns $10 an hour. He worked 4 hours on Monday and 5 hours on Monday. How much did he earn?",
    "Tom earns $10 an hour. He worked 4 hours last week and 5 hours this week. How much did he earn?",
    # spans of two units, or two wages
    "Tom earns $10 an hour. He worked 4 hours on Monday and 30 minutes on Tuesday. How much did he earn?",
    "Tom earns $10 an hour on weekdays and $15 an hour on weekends. He worked 4 hours on Monday and "
    "5 hours on Saturday. How much did he earn?",
    # a span supposed in the question is instead of the span told, not besides it
    "Kara makes $8 an hour tutoring. She tutors for 3 hours. How much would she make if she tutored for 5 hours?",
    "Tom earns $10 an hour. He worked 4 hours on Monday. If he works 5 hours on Tuesday, how much will he earn?",
    # the other owner's span is no time of Tom's
    "Tom earns $10 an hour. He worked 4 hours on Monday. Ann worked 5 hours on Tuesday. How much did Tom earn?",
])
def test_near_misses_refuse(text, sealed):
    assert isinstance(solve(text, sealed=sealed), Refusal)


@pytest.mark.parametrize("shape,rest,labels", [
    ("how many miles did he run from monday to wednesday", "how many miles did he run",
     ("monday", "tuesday", "wednesday")),
    # a range runs forward through the week
    ("how many miles did he run from saturday to monday", "how many miles did he run",
     ("saturday", "sunday", "monday")),
    ("how many miles did he run on wednesday and monday in total", "how many miles did he run in total",
     ("monday", "wednesday")),
    ("how many miles did he run tuesday through thursday", "how many miles did he run",
     ("tuesday", "wednesday", "thursday")),
])
def test_label_span_is_the_days_in_week_order(shape, rest, labels):
    assert _label_span(shape) == (rest, labels)


@pytest.mark.parametrize("shape", [
    "how many miles did he run from monday to monday",  # no span
    "how many miles did he run on monday and monday",
    "how many miles did he run between monday and friday",  # inclusive or not: not read
    "how many miles did he run on monday",  # one day is the asked-day question, not a span
])
def test_label_span_leaves_other_shapes(shape):
    assert _label_span(shape) == (shape, None)


@pytest.mark.parametrize("text,normal", [
    ("Tom earns $10/hour.", "Tom earns $10 per hour."),
    ("Gas costs $2.50 / gallon and rent $1,200/month.", "Gas costs $2.50 per gallon and rent $1,200 per month."),
    # not a slashed rate: a fraction, a rate of two units, a fraction of a dollar
    ("He ate 3/4 of the pie.", "He ate 3/4 of the pie."),
    ("It goes 60 miles/hour.", "It goes 60 miles/hour."),
    ("It costs $1/2 of the price.", "It costs $1/2 of the price."),
])
def test_slashed_price_is_written_with_per(text, normal):
    assert normalize_text(text) == normal


def test_slashed_wage_reads_as_per_hour():
    assert _value("Tom earns $10/hour. He worked 4 hours. How much did he earn?") == 40
