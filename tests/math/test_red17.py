"""Session 22 (`red17`): red team of session 21's percent shares and count parts (`pct`),
distributive each (`each21`) and rates (`rate21`).

Law 1 (reader._rest_of_one_dimension): 'the rest' of a whole is the whole less its stated parts
only when the parts exclude each other: kinds of two dimensions ('6 are red. 4 are big. The rest
are green.'), or a kind of a known dimension beside a kind of none ('4 are red, 2 are fake, and
the rest are blue'), refuse; kinds of one dimension, or all of none, read as before.
Law 2 (reader._clock_span_within_period): 'in a N-hour week / day / shift' is at most the named
period long (168 hours a week, 24 a day, shift or night).
Law 3 (injectors._rate_money): a wage 'at work' pays for that work only, not for babysitting or
tutoring.
Law 4 (injectors._each_group): '4 empty jars each hold 6 liters' is a capacity, no holding.
Law 5 (reader._each_group_members_only): "Tom's 4 boxes each hold 6 pens" tells those four boxes'
contents only: a gain of more boxes refuses; a loss or gift by their holder reads as before."""
import pytest

from expect import refuses, value, verdict

from evals.gsm8k.red17_gen import cases, wrong


@pytest.mark.parametrize("text", [
    "Tom has 20 apples. 6 apples are red. 4 apples are big. The rest are green. How many apples are green?",
    "Tom has 20 apples. 6 apples are red. 4 apples are big. The rest are green. What percent of the apples are green?",
    "Tom has 20 apples. 6 of them are big. 4 of them are red. The rest are green. How many apples are green?",
    "There are 20 dogs. 6 dogs are puppies. 4 dogs are brown. The rest are black. How many dogs are black?",
    "There are 30 students in the class. 12 students are tall. 6 students are girls. The rest are boys. How many students are boys?",
    "There are 30 students in the class. 12 students are girls. 6 students are absent. The rest are boys. How many students are boys?",
    "There are 30 students in the class. 3 students are absent. 2 students are late. The rest are present. How many students are present?",
    "Tom has 20 apples. 6 apples are rotten. The rest are red. How many apples are red?",
    "Madeline has 10 flowers. 4 flowers are red, 2 flowers are fake, and the rest are blue. What percent of the flowers are blue?",
    "There are 20 cars. 5 cars are electric. 5 cars are red. The rest are blue. How many cars are blue?",
    "There are 20 students. 4 of them have red hair. 3 of them have blue eyes. The rest have brown hair. How many students have brown hair?",
    "There are 20 kids. 6 of them wear red shirts. 4 of them wear blue hats. The rest wear green shirts. How many kids wear green shirts?",
    "Tom has 10 flowers. 4 flowers are big and red. 2 flowers are blue. The rest are white. What percent of the flowers are white?",
])
def test_rest_of_parts_of_two_dimensions_refuses(text):
    refuses(text)


@pytest.mark.parametrize("text,expected", [
    ("Madeline has 10 flowers. If 4 flowers are red, 2 flowers are white, and the rest are blue, what percentage of flowers are blue?", 40),
    ("Tom has 20 apples. 6 apples are red. 4 apples are green. The rest are yellow. How many apples are yellow?", 10),
    ("Tom has 20 apples. 6 of them are red, 4 are green, and the rest are yellow. What percent of the apples are yellow?", 50),
    ("Madeline has 10 flowers. 4 flowers are roses, 2 flowers are lilies, and the rest are tulips. What percent of the flowers are tulips?", 40),
    ("Ann has 30 students. 12 students are girls. The rest are boys. What percent of the students are boys?", 60),
    ("There are 30 students in the class. 6 students are absent. The rest are present. How many students are present?", 24),
    ("There are 20 students. 4 of them have red hair. 3 of them have blonde hair. The rest have brown hair. How many students have brown hair?", 13),
    ("Tom has 10 flowers. 4 flowers are dark red. 2 flowers are light blue. The rest are white. What percent of the flowers are white?", 40),
    ("Madeline has 10 flowers. 4 flowers are red roses. The rest are blue. What percent of the flowers are blue?", 60),
])
def test_rest_of_parts_of_one_dimension_reads(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("text", [
    "Ann earns $15 per hour. How much does she earn in a 200-hour week?",
    "Ann earns $15 per hour. How much does she earn in a 30-hour day?",
    "Ann earns $15 per hour. How much does she earn in a 26-hour shift?",
    "Ann earns $15 per hour. How much does she earn in a 1500-minute day?",
    "Ann makes $15 an hour tutoring. How much does she make in a 170-hour workweek?",
    "Tom reads 10 pages an hour. How many pages does he read in a 30-hour day?",
])
def test_clock_span_longer_than_its_period_refuses(text):
    refuses(text)


@pytest.mark.parametrize("text,expected", [
    ("Ann earns $15 per hour. How much does she earn in a 40-hour week?", 600),
    ("Ann earns $15 per hour. How much does she earn in a 168-hour week?", 2520),
    ("Ann earns $15 per hour. How much does she earn in a 24-hour day?", 360),
    ("Tom reads 10 pages an hour. How many pages does he read in an 8-hour day?", 80),
])
def test_clock_span_within_its_period_reads(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("text", [
    "Janet makes $20 per hour at work. She babysits for 5 hours. How much does she make?",
    "Janet makes $20 per hour at her job. She tutors for 5 hours. How much does she make?",
    "Janet makes $20 per hour at work. She works for 5 hours at home. How much does she make?",
])
def test_wage_at_work_pays_no_other_activity(text):
    refuses(text)


def test_wage_at_work_pays_work():
    assert value("Janet makes $20 per hour at work. She works for 5 hours. How much does she make?") == 100
    assert value("Janet makes $20 per hour at work. How much does she make in a 30-hour week?") == 600


@pytest.mark.parametrize("text", [
    "Tom's 4 empty boxes each hold 6 pens. How many pens does Tom have?",
    "Each of the 4 empty boxes holds 6 pens. How many pens are there?",
    "4 empty jars each hold 6 liters. How many liters are there?",
    "Tom's 4 boxes each hold 6 pens. He buys 2 boxes. How many pens does Tom have?",
    "Tom's 4 boxes each hold 6 pens. Ann gives him 2 boxes. How many pens does Tom have?",
    "Each of Tom's 4 boxes holds 6 pens. He finds 3 boxes. How many pens does Tom have?",
])
def test_each_group_capacity_or_other_members_refuses(text):
    refuses(text)


@pytest.mark.parametrize("text,expected", [
    ("Tom's 4 boxes each hold 6 pens. How many pens does Tom have?", 24),
    ("Tom's 4 big boxes each hold 6 pens. How many pens does Tom have?", 24),
    ("Tom's 4 boxes each hold 6 pens. He sells 2 boxes. How many pens does Tom have?", 12),
    ("Tom's 4 boxes each hold 6 pens. He gives away 2 boxes. How many pens does Tom have?", 12),
])
def test_each_group_members_read(text, expected):
    assert value(text) == expected


_CASES = cases()


@pytest.mark.parametrize("kind,text,expect", _CASES[::9])
def test_generated_cases_sample(kind, text, expect):
    """Every 9th generated case (the whole set: python -m evals.gsm8k.red17_gen, and the
    adversarial suite h22-red17-*): no answer other than the true value."""
    assert not wrong(expect, verdict(text)), (kind, text, expect)
