"""Distributive 'each' over counted groups, and totals of group events, session 21 (`each21`).

Laws:
* A counted group ('5 friends', 'her 3 sons', "Tom 's 4 boxes", 'the 12 croutons') with 'each'
  after it, before it ('each of the 4 boxes') or closing the amount ('4 apples each') and one
  amount of one noun is read. What each member *has* (have, own, hold, contain) is a content of
  the member noun plus the count held by the possessor or the scene, exactly the reading of
  'There are 4 boxes. Each box holds 6 pens.'. What each member *gets* (buy, pick, collect,
  receive, bring, ...) is one event of the group as an owner, of amount q x count.
* 'Each <person> <gets> N U' after one stated count of the members ('There are 30 students.')
  is the same event, with that count.
* 'they' (and 'the friends', read as 'they') is the group only when every other fact is the
  group's own; the group's count is its own quantity.
* Refused: no 'each' ('5 friends bought 3 apples': 3 each or in all?), a group with no count
  ('the class each'), 'each of them', a second amount in the clause, a period ('each week'),
  modals and negation, 'each other', a member noun that is a period or a measure, a group of one,
  members counted in another unit than the one asked, a second doer or scene holding beside
  'they', a count of 'they' in the question, a collective noun of another group, a member noun
  counted twice, changed or split into parts, a group never counted.
"""
import pytest

from engine.math import recognizers as R
from engine.math.reader import _Refuse, _sentence_facts
from engine.math.segment import normalize_text, segment
from expect import refuses, value


READ = [
    # events of a counted group
    ("5 friends each bought 3 apples. How many apples did they buy in all?", 15),
    ("5 friends each bought 3 apples. How many apples did the friends buy?", 15),
    ("Five friends each bought three apples. How many apples did they buy?", 15),
    ("5 students each bought 3 apples. How many apples did the students buy?", 15),
    ("The 3 friends each picked 4 apples at the orchard. How many apples did they pick in total?", 12),
    ("Each of the 3 friends picked 4 apples. How many apples did the friends pick altogether?", 12),
    ("The 3 friends picked 4 apples each. How many apples did they pick?", 12),
    ("Tom's 3 sons each bought 2 apples. How many apples did Tom's sons buy?", 6),
    ("Ann's 3 sons each bought 2 apples. How many apples did they buy?", 6),
    ("Ann is a mother. Her 3 sons each bought 2 apples. How many apples did her sons buy?", 6),
    ("4 girls each collected 7 shells on the beach. How many shells did the girls collect?", 28),
    # events of every member of a group counted before
    ("There are 30 students in the class. Each student brought 2 pencils. How many pencils did they bring?", 60),
    ("There are 30 students in the class. Each student brought 2 pencils. How many pencils did the students bring?", 60),
    ("Ms. Lee has 30 students. Each student brought 2 pencils. How many pencils did the students bring?", 60),
    ("There are 40 children. Each child received 3 candies. How many candies did the children receive?", 120),
    # 'they each' after the one group counted before
    ("There are 6 people. They each bought 5 tickets. How many tickets did they buy?", 30),
    ("There are 6 people. They each bought 5 tickets. How many tickets did the people buy?", 30),
    ("There are 6 people. They each have 5 bags. How many bags are there?", 30),
    ("There are 6 boxes. They hold 5 pens each. How many pens are there?", 30),
    # contents of a counted group: the reading of 'There are 4 boxes. Each box holds 6 pens.'
    ("Each of the 4 boxes holds 6 pens. How many pens are there?", 24),
    ("10 boxes each contain 50 pens. How many pens are there?", 500),
    ("The 12 croutons have 20 calories each. How many calories are there?", 240),
    ("Tom is a teacher. His 4 boxes each hold 6 pens. How many pens does Tom have?", 24),
    ("Tom is a teacher. Each of his 4 boxes holds 6 pens. How many pens does he have?", 24),
    ("5 friends each have 3 apples. How many apples are there?", 15),
    # already read before (kept as the law's paraphrase)
    ("There are 6 tables, and each table has 4 chairs. How many chairs are there?", 24),
]


@pytest.mark.parametrize("text, expected", READ)
def test_each_group_read(text, expected):
    assert value(text) == expected


REFUSE = [
    # no 'each': 3 each or 3 in all?
    "5 friends bought 3 apples. How many apples did they buy?",
    "Her 3 sons bought 6 cookies. How many cookies did they buy?",
    # a group with no count; 'each of them'
    "The class each bought 3 apples. How many apples did they buy?",
    "Tom has 3 sons and 2 daughters. Each of them bought 2 apples. How many apples did they buy?",
    # a second amount in the clause; a period (a rate, not a group)
    "5 friends each bought 3 apples and 2 pears. How many apples did they buy?",
    "5 friends each bought 3 apples each week. How many apples did they buy?",
    "5 friends bought 3 apples each week. How many apples did they buy?",
    "There are 30 students. Each student brought 2 pencils and 3 pens. How many pencils did they bring?",
    "There are 30 students. Each student brought 2 pencils each day. How many pencils did they bring?",
    # modal, negation, 'each other'
    "5 friends each could buy 3 apples. How many apples did they buy?",
    "5 friends did not each buy 3 apples. How many apples did they buy?",
    "There are 30 students. Each student could bring 2 pencils. How many pencils did they bring?",
    "There are 30 students. Each student did not bring 2 pencils. How many pencils did they bring?",
    "5 friends gave each other 3 apples. How many apples did they give?",
    # members counted in another unit than the one asked; a group of one; the members' own kind
    "5 friends each bought 3 pounds of apples. How many apples did they buy?",
    "1 friend each bought 3 apples. How many apples did they buy?",
    "5 friends each bought 3 friends. How many friends did they buy?",
    # 'they' beside another doer, a scene holding, a described person; a count of 'they'
    "Tom bought 4 apples. 5 friends each bought 3 apples. How many apples did they buy?",
    "5 friends each bought 3 apples. Tom bought 4 apples. How many apples did the friends buy?",
    "Ann is a mother. Her 3 sons each bought 2 apples. How many apples did they buy?",
    "There are 10 boys and 12 girls. Each boy brought 2 pencils. How many pencils did they bring?",
    "There are 30 students. Each student brought 2 pencils. Tom brought 3 pencils. How many pencils did they bring?",
    "5 friends each bought 3 apples. How many apples did the five of them buy?",
    # a collective noun of another group
    "5 friends each bought 3 apples. How many apples did the boys buy?",
    # the possessor is not the group
    "Ann is a mother. Her 3 sons each bought 2 apples. How many apples did Ann buy?",
    "Tom's 3 friends each bought 2 apples. How many apples does Tom have?",
    "Tom's 3 friends each have 2 apples. How many apples does Tom have?",
    # a member noun never counted, changed, split into parts, or counted twice
    "Each student brought 2 pencils. How many pencils did the students bring?",
    "There are 30 students. Half of the students are girls. Each girl brought 2 pencils. How many pencils did the girls bring?",
    "There are 30 students. There are 10 students in the gym. Each student brought 2 pencils. How many pencils did they bring?",
    "Tom has 3 sons. His 3 sons each bought 2 apples. How many apples did his sons buy?",
    # 'they each' with anything else in play, or with no group before it
    "Tom has 3 friends. They each bought 2 apples. How many apples did they buy?",
    "There are 6 people. Tom bought 2 tickets. They each bought 5 tickets. How many tickets did they buy?",
    "There are 6 people and 4 dogs. They each bought 5 tickets. How many tickets did they buy?",
    "There are 6 people. They each bought 5 tickets. There are 4 dogs. How many tickets did they buy?",
    "They each bought 5 tickets. How many tickets did they buy?",
    "There are 6 people. They bought 5 tickets. How many tickets did they buy?",
    "There are 6 people. They each could buy 5 tickets. How many tickets did they buy?",
    "There are 6 people. They each bought 5 tickets each week. How many tickets did they buy?",
    "There are 6 boxes. They each got 5 stickers. How many stickers are there?",
    # a thing that 'gets' things holds them: not an event
    "There are 5 boxes. Each box gets 3 stickers. How many stickers are there?",
    # per member asked, group count asked with another fact unused
    "There are 30 students. Each student brought 2 pencils. How many pencils did each student bring?",
    "5 friends each bought 3 apples. How many friends are there?",
]


@pytest.mark.parametrize("text", REFUSE)
def test_each_group_refuses(text):
    refuses(text)


def _categories(sentence: str) -> set[str]:
    s = segment(normalize_text(sentence))[0]
    try:
        return {f.category for f in _sentence_facts(s, sealed=False)}
    except _Refuse:
        return set()


@pytest.mark.parametrize("sentence, category", [
    ("5 friends each bought 3 apples.", R.Category.EACH_GROUP.value),
    ("Each of the 4 boxes holds 6 pens.", R.Category.EACH_GROUP.value),
    ("The 12 croutons have 20 calories each.", R.Category.EACH_GROUP.value),
    ("Each student brought 2 pencils.", R.Category.EACH_MEMBER.value),
])
def test_each_group_category(sentence, category):
    assert category in _categories(sentence)


@pytest.mark.parametrize("sentence", [
    "5 friends bought 3 apples.",            # no 'each'
    "3 days each had 4 hours.",              # a period is no group
    "5 friends each bought 3 apples each week.",
    "Each tray makes 12 cookies.",           # session 15's yield, not an event of a group
])
def test_each_group_not_taken(sentence):
    assert R.Category.EACH_GROUP.value not in _categories(sentence)
    assert R.Category.EACH_MEMBER.value not in _categories(sentence)


def test_group_count_scales_with_the_total():
    # the count is a quantity of its own: the total follows it (the metamorphic law, by hand)
    a = value("5 friends each bought 3 apples. How many apples did they buy?")
    b = value("7 friends each bought 3 apples. How many apples did they buy?")
    assert (a, b) == (15, 21)
