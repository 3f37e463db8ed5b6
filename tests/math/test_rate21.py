"""Session 21 (helper `rate21`): rates per period. Counts per period with verbs that state a count
only as a habit ('plays 10 songs a day', 'takes 2 pills a day', 'burns 300 calories every day',
'buys 2 coffees a day'; lx.RATE_COUNT_VERBS), rate totals over a span told in clock units ('in a
40-hour week'), wages with the work told by a gerund or 'at work' ('makes $10 an hour
babysitting'). Answered cases with values, and refusals for the near misses (weekdays, every other
day, another person or activity, a span that does not convert exactly, negation, modals, the past,
two rates of one activity)."""
import pytest

from engine.math import lexicon as lx
from expect import value_or_none as _value


@pytest.mark.parametrize("text, value", [
    # counts per period, verbs of lx.RATE_COUNT_VERBS
    ("Tom plays 10 songs a day. How many songs does he play in 5 days?", 50),
    ("Tom plays 10 songs a day. How many songs does he play in a week?", 70),
    ("Tom plays 3 games every week. How many games will he play in 4 weeks?", 12),
    ("John takes 2 pills a day. How many pills does he take in 5 days?", 10),
    ("John takes 2 pills a day. How many pills does he take in a week?", 14),
    ("John takes 2 insulin pills a day. How many insulin pills does he take in 2 weeks?", 28),
    ("Tom burns 300 calories every day. How many calories does he burn in 5 days?", 1500),
    ("Tom burns 300 calories a day. How many calories does he burn in a week?", 2100),
    ("Nancy buys 2 coffees a day. How many coffees does she buy in 5 days?", 10),
    ("Kim takes 3 photos an hour. How many photos does she take in 6 hours?", 18),
    ("Kim takes 2 vitamins each day. How many vitamins does she take per week?", 14),
    # a span told by its length in clock units
    ("Ann earns $15 per hour. How much does she earn in a 40-hour week?", 600),
    ("Ann earns $15 per hour. How much will she make for an 8-hour day?", 120),
    ("Ann types 50 words per minute. How many words does she type in a 30-minute shift?", 1500),
    ("Ann types 50 words per minute. How many words does she type in a 2-hour shift?", 6000),
    ("Sue reads 20 pages an hour. How many pages does she read in a 3-hour day?", 60),
    # a stated week of days chains as before ('5 days a week': no calendar week)
    ("Tom plays 10 songs a day, 5 days a week. How many songs does he play in 2 weeks?", 100),
    ("Tom plays 10 songs a day. He plays 5 days a week. How many songs does he play in 2 weeks?", 100),
    # wages with the work told by a gerund or 'at work'
    ("Linda makes $10 an hour babysitting. How much does she make in 5 hours?", 50),
    ("Doris earns $20 per hour by babysitting. How much does she earn in 5 hours?", 100),
    ("Janet makes $20 per hour at work. How much does she make in 5 hours?", 100),
    ("Linda makes $10 an hour babysitting. She babysits for 5 hours. How much does she make?", 50),
    ("Mikaela earns $10 an hour tutoring. How much does she earn in a 6-hour day?", 60),
    ("Ann earns $15 an hour mowing lawns for her neighbors. How much does she earn in 4 hours?", 60),
])
def test_read(text, value):
    assert _value(text) == value


@pytest.mark.parametrize("text", [
    # weekdays, every other day, a schedule, a hedge
    "Tom plays 3 games every weekday. How many games does he play in a week?",
    "Tom plays 10 songs a day on weekdays. How many songs does he play in 5 days?",
    "Tom plays 10 songs every other day. How many songs does he play in 6 days?",
    "Tom usually plays 10 songs a day. How many songs does he play in 5 days?",
    "Tom plays about 10 songs a day. How many songs does he play in 5 days?",
    "John takes 2 pills a day at school. How many pills does he take in a week?",
    # spans that do not convert exactly: a month (28 to 31 days), a year of days (365 or 366)
    "Tom plays 3 games a day. How many games does he play in a month?",
    "Tom plays 3 games a day. How many games does he play in a year?",
    "Tom burns 300 calories a week. How many calories does he burn in 3 days?",
    # 'take' and 'buy' may keep a school or working week: no calendar week but for medicine
    "John takes 3 classes a day. How many classes does he take in a week?",
    "Nancy buys 2 coffees a day. How many coffees does she buy in a week?",
    # another person, another activity, another noun, two rates of one activity
    "Tom plays 10 songs a day. How many songs does Ann play in 5 days?",
    "Tom plays 10 songs a day. How many songs does he sing in 5 days?",
    "Tom plays 10 songs a day. How many games does he play in 5 days?",
    "Tom plays 10 songs a day. He plays 5 songs a day. How many songs does he play in 5 days?",
    "Tom plays 10 songs a day. Ann plays 5 songs a day. How many songs does Tom play in 5 days?",
    # negation, modals, wants, the past habit asked of the future
    "Tom does not play 10 songs a day. How many songs does he play in 5 days?",
    "Tom would play 10 songs a day. How many songs does he play in 5 days?",
    "Tom could play 10 songs a day. How many songs does he play in 5 days?",
    "Tom wants to play 10 songs a day. How many songs does he play in 5 days?",
    "John takes 2 pills a day. How many pills would he take in 5 days?",
    "John took 2 pills a day. How many pills will he take in 5 days?",
    # time is no count ('takes 2 hours a day'); a holding the rate may draw on
    "John takes 2 hours a day. How many hours does he take in 5 days?",
    "Tom has 30 pills. He takes 2 pills a day. How many pills does he have left?",
    # spans in clock units: another period of the rate, a day-long 'day', a modal, another person,
    # two rates that do not cancel
    "Ann earns $100 a day. How much does she earn in a 40-hour week?",
    "Ann earns $15 per hour. How much does she earn in a 40-day week?",
    "Sue reads 20 pages a day. How many pages does she read in a 3-hour day?",
    "Ann earns $15 per hour. How much would she earn in a 40-hour week?",
    "Ann earns $15 per hour. How much does Bob earn in a 40-hour week?",
    "Ann earns $15 per hour. She works 8 hours a day. How much does she earn in a 40-hour week?",
    # wages with a gerund: two wages, another work, a literal in the work, another owner, past, modal, schedule
    "Linda makes $10 an hour babysitting and $15 an hour tutoring. How much does she make in 5 hours?",
    "Linda makes $10 an hour babysitting. She tutors for 5 hours. How much does she make?",
    "Linda makes $10 an hour babysitting 3 kids. How much does she make in 5 hours?",
    "Linda makes $10 an hour babysitting. Ann makes $12 an hour tutoring. How much does Linda make in 5 hours?",
    "Linda made $10 an hour babysitting. How much will she make in 5 hours?",
    "Linda would make $10 an hour babysitting. How much does she make in 5 hours?",
    "Linda makes $10 an hour babysitting on weekends. How much does she make in 5 hours?",
    # an '-ing' word that is no gerund of a verb of the lexicon names no work
    "Linda makes $10 an hour during weekends. How much does she make in 5 hours?",
    "Ann earns $15 an hour mowing lawns. She babysits for 4 hours. How much does she earn?",
    "Linda makes $10 an hour babysitting. How much does she make in a week?",
])
def test_refused(text):
    assert _value(text) is None


def test_tables():
    # one table of exact calendar factors; month <-> week / day and year <-> week / day stay out
    assert lx.CALENDAR_FACTORS[("day", "week")] == 7 and lx.CALENDAR_FACTORS[("month", "year")] == 12
    assert not {("day", "month"), ("week", "month"), ("week", "year"), ("day", "year")} & set(lx.CALENDAR_FACTORS)
    # the rate-only verbs are no activity verbs and no question bases of the other templates
    assert not set(lx.RATE_COUNT_VERBS) & set(lx.ACT)
    assert "take" not in lx.BASE_FORMS and "burn" not in lx.BASE_FORMS
    assert {"take", "buy"} <= lx.WORKING_WEEK_VERBS and "pill" in lx.DOSE_NOUNS
