"""Session 14 (helper `rate`): spans of one larger calendar unit ('lost 1.5 kilograms each month
for a year': 12 months, lx.CALENDAR_FACTORS, exact factors only), money over a span of periods
('saved $5 every week for 6 weeks'), and one unit of time spent per period ('she walks for an
hour every day'). Answered cases with values, and refusals for the near misses."""
import pytest

from engine.math import lexicon as lx
from expect import value_or_none as _value


@pytest.mark.parametrize("text, value", [
    ('Barbi lost 1.5 kilograms each month for a year. Luca lost 9 kilograms every year for 11 years. How many more kilograms did Luca lose than Barbi?', 81),
    ('Luca lost 9 kilograms each month for a year. How many kilograms did Luca lose?', 108),
    ('Tom ate 3 apples every day for a week. How many apples did Tom eat?', 21),
    ('Tom ate 3 apples every day for a whole week. How many apples did Tom eat?', 21),
    ('Tom reads 10 pages every minute for an hour. How many pages did Tom read?', 600),
    ('Tom has 50 apples. He eats 3 apples every day for a week. How many apples does he have left?', 29),
    ('Tom eats 3 apples every day for a week. Ann eats 2 apples every day for a week. How many apples did they eat?', 35),
    ('If Barbi loses 2 kilograms each month for a year, how many kilograms will she lose?', 24),
])
def test_span_of_one_larger_unit(text, value):
    assert _value(text) == value


@pytest.mark.parametrize("text", [
    # no exact count of the periods: a month of days or weeks, a year of weeks or days, a day of hours
    'Tom ate 3 apples every day for a month. How many apples did Tom eat?',
    'Tom ate 3 apples every week for a year. How many apples did Tom eat?',
    'Tom ate 3 apples every day for a year. How many apples did Tom eat?',
    'Tom ate 3 apples every hour for a day. How many apples did Tom eat?',
    'Barbi lost 2 kilograms each week for a month. How many kilograms did Barbi lose?',
    'Barbi lost 2 kilograms each year for a month. How many kilograms did Barbi lose?',
    'Tom ate 3 apples every day for a day. How many apples did Tom eat?',
    # a schedule or restriction may leave periods out
    'Tom reads 10 pages every day for a week on weekdays. How many pages did Tom read?',
    'Tom reads 10 pages every day for a week at school. How many pages did Tom read?',
    'Tom eats 3 apples every day for a week except Sundays. How many apples did Tom eat?',
    'Tom usually reads 10 pages every day for a week. How many pages did Tom read?',
    # asked of another time, owner, unit or span
    'Barbi lost 2 kilograms each month for a year. How many kilograms will Barbi lose?',
    'Barbi lost 2 kilograms each month for a year. How many kilograms did Luca lose?',
    'Barbi lost 2 kilograms each month for a year. How many pounds did Barbi lose?',
    'Tom reads 10 pages every day for a week. How many pages does Tom read in 2 weeks?',
    'Tom has 10 apples. He eats 3 apples every day for a week. How many apples does he have left?',
])
def test_span_of_one_larger_unit_refuses(text):
    assert _value(text) is None


def test_calendar_factors_are_exact_only():
    assert lx.CALENDAR_FACTORS[("month", "year")] == 12 and lx.CALENDAR_FACTORS[("day", "week")] == 7
    for pair in (("week", "year"), ("day", "year"), ("day", "month"), ("week", "month"), ("hour", "day")):
        assert pair not in lx.CALENDAR_FACTORS


@pytest.mark.parametrize("text, value", [
    ('Tom saved $5 every week for 6 weeks. How much money did Tom save?', 30),
    ('Tom saved $5 every month for a year. How much money did Tom save?', 60),
    ('Tom had $10. He saved $5 every month for a year. How much money does Tom have now?', 70),
    ('Tom had $100. He spent $5 every day for a week. How much money does Tom have left?', 65),
])
def test_money_over_a_span(text, value):
    assert _value(text) == value


@pytest.mark.parametrize("text", [
    'Tom saved $5 every week for 6 days. How much money did Tom save?',
    'Tom saved $5 every month for a year. How much money did Ann save?',
    'Tom saved $5 every month for a year. How much money does Tom have?',
    'Tom had $100. He spent $5 every day for a month. How much money does Tom have left?',
    'Tom earns $5 every hour for a week. How much did Tom earn?',
])
def test_money_over_a_span_refuses(text):
    assert _value(text) is None


@pytest.mark.parametrize("text, value", [
    ('Lisa walks 10 meters each minute. Every day, she walks for an hour. How many meters will Lisa walk in two days?', 1200),
    ('Lisa walks 10 meters each minute. She walks for an hour every day. How many meters will she walk in 3 days?', 1800),
    ('Lisa walks 10 meters each minute. She walks for a minute every hour. How many meters will she walk in 3 hours?', 30),
    ('Lisa walks 10 meters each minute. She walks for an hour a day, 5 days a week. How many meters will she walk in 2 weeks?', 6000),
    ('Tom earns $12 an hour. He works for an hour every day. How much does he earn in 5 days?', 60),
])
def test_one_unit_of_time_per_period(text, value):
    assert _value(text) == value


@pytest.mark.parametrize("text", [
    'Lisa walks 10 meters each minute. She walks for a day every day. How many meters will she walk in 3 days?',
    'Lisa walks 10 meters each minute. She walks for an hour every hour. How many meters will she walk in 3 hours?',
    'Lisa walks 10 meters each minute. She walks for a week every day. How many meters will she walk in 3 days?',
    'Lisa walks 10 meters each minute. She reads for an hour every day. How many meters will Lisa walk in 3 days?',
    'Lisa walks 10 meters each minute. She walks for an hour every day. How many meters will Ann walk in 3 days?',
    'Lisa walks 10 meters each minute. She walks for an hour every day on weekdays. How many meters will she walk in 3 days?',
    'Lisa walks 10 meters each minute. She walks for an hour every day. How many meters will she walk in 3 weeks?',
    'Lisa walks 10 meters each minute. She walks for about an hour every day. How many meters will she walk in 2 days?',
    'Lisa walks 10 meters each minute. Ann walks for an hour every day. How many meters will Lisa walk in 2 days?',
    'Tom earns $12 an hour for babysitting. He sleeps for an hour every day. How much does he earn in 5 days?',
    'Tom earns $12 an hour. He works for an hour every day. How much does he spend in 5 days?',
])
def test_one_unit_of_time_per_period_refuses(text):
    assert _value(text) is None
