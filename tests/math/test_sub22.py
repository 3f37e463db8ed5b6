"""Subgroups and per-member amounts of a counted group, session 22 (`sub22`).

Laws:
* A counted group that uses things up ('6 campers each ate 4 sausages', 'They each drank 2 cups
  of juice', 'Each student used 4 stickers') is one loss of the group, q x count: totalled by
  'how many sausages did they eat', taken from a scene stock ('how many are left').
* An amount spread over a counted group of places or persons, 'each' after the amount ('He used
  4 cards each on 7 pages', 'He gave 4 cards each to 7 classmates', 'He donated 5 cards each to
  3 schools') is a loss of the doer, q x count.
* The same amount to each of two or three listed recipients ('She gave Jake and Lucy 7 beads
  each', 'She gave her brother and sister 7 beads each', 'She gave 7 beads each to Jake and
  Lucy') is one transfer per recipient; by each of listed givers ('Jake and Lucy each gave Emma
  2 beads') one transfer per giver.
* A part of a counted whole whose members each hold an amount ('Half of them have 5 pens each
  and the other half have 3 pens each', '10 of them have 5 pens each and the rest have 3 pens
  each') is a part (as 'Half of them are girls') plus a content of that part's members (as 'Each
  girl has 3 pens'); 'the other half' only after one half.
* Refused: no 'each', a period as the group ('each on 7 days', '... each day'), giving 'on'
  things, a group of one or a count that is no whole number, a group of the amount's own kind, a
  plural recipient ('her cousins and aunt': how many?), a recipient listed twice or the giver
  among them, a bare noun with no possessor ('gave cousin and aunt'), a thing as a recipient,
  a consuming verb of the group beside another doer, 'they each' with an owner in play, a
  modal, a second amount, 'sell' (a price verb), 'each of them'.
"""
import pytest

from engine.math import recognizers as R
from engine.math.reader import _Refuse, _sentence_facts
from engine.math.segment import normalize_text, segment
from expect import refuses, value


READ = [
    # consuming verbs of a counted group
    ("6 campers each ate 4 sausages. How many sausages did they eat?", 24),
    ("6 campers each ate 4 sausages. How many sausages did the campers eat in all?", 24),
    ("Each of the 3 boys drank 2 glasses of milk. How many glasses of milk did the boys drink?", 6),
    ("The 5 painters used 3 brushes each. How many brushes did they use altogether?", 15),
    ("There are 50 grapes in a bowl. 4 children each ate 6 grapes. How many grapes are left?", 26),
    ("There are 12 guests. They each ate 3 rolls. How many rolls did they eat?", 36),
    ("There are 30 students in the class. Each student used 4 stickers. How many stickers did the students use?", 120),
    # listed owners that each use things up
    ("Tom and Ann each ate 3 cookies. How many cookies did they eat?", 6),
    ("Tom and Ann ate 3 cookies each. How many cookies did they eat?", 6),
    ("Tom, Ann, and Bob each drank 2 cups of tea. How many cups of tea did they drink?", 6),
    # an amount spread over a counted group
    ("Leo has 60 cards. He used 4 cards each on 7 pages. How many cards does Leo have left?", 32),
    ("Leo has 60 cards. He used 4 cards each on 7 other pages. How many cards does Leo have left?", 32),
    ("Leo has 60 cards. He gave 4 cards each to 7 classmates. How many cards does Leo have left?", 32),
    ("Leo has 60 cards. He gave 4 cards each to his 7 classmates. How many cards does Leo have left?", 32),
    ("Leo has 60 cards. He donated 5 cards each to 3 schools. How many cards does Leo have left?", 45),
    ("Leo has 60 cards. He used 4 cards on each of 7 pages. How many cards does Leo have left?", 32),
    ("Leo has 60 cards. He used 4 cards on each of the 7 pages. How many cards does Leo have left?", 32),
    # listed recipients / givers
    ("Emma had 40 beads. She gave Jake and Lucy 7 beads each. How many beads does Emma have left?", 26),
    ("Emma had 40 beads. She gave 7 beads each to Jake and Lucy. How many beads does Emma have left?", 26),
    ("Ann had 50 pens. She gave her brother and sister 6 pens each. How many pens does Ann have left?", 38),
    ("Ann had 50 pens. She gave Tom, Bob, and Cal 6 pens each. How many pens does Ann have left?", 32),
    ("Jake has 9 beads. Lucy has 5 beads. Jake and Lucy each gave Emma 2 beads. How many beads do Jake and Lucy have now?", 10),
    # parts of a counted whole whose members each hold an amount
    ("There are 28 kids. Half of them have 5 pens each and the other half have 3 pens each. How many pens are there?", 112),
    ("There are 28 kids in a classroom. Half of them have 5 pens each and the other half have 3 pens each. How many pens are in the classroom?", 112),
    ("There are 28 kids. Half of them have 5 pens each and the rest have 3 pens each. How many pens are there?", 112),
    ("There are 28 kids. 1/4 of them have 5 pens each and the rest have 3 pens each. How many pens are there?", 98),
    ("There are 28 kids. 10 of them have 5 pens each and the rest have 3 pens each. How many pens are there?", 104),
    ("There are 28 kids. 10 of them have 5 pens each, 8 of them have 3 pens each, and the rest have 1 pen each. How many pens are there?", 84),
    ("There are 28 kids. 10 of the kids have 5 pens each and the remaining kids have 3 pens each. How many pens are there?", 104),
    ("There are 28 kids. Half of the kids have 5 pens each. The other half have 3 pens each. How many pens are there?", 112),
    ("Tom has 20 boxes. Half of them hold 6 pens each and the rest hold 4 pens each. How many pens does Tom have?", 100),
    ("Ann has 12 boxes. Half of her boxes hold 6 pens each and the rest hold 4 pens each. How many pens does Ann have?", 60),
    ("There are 12 boxes. 2/3 of them hold 6 pens each, and the rest hold 4 pens each. How many pens are there?", 64),
    ("There were 12 boxes. Half of them held 6 pens each and the rest held 4 pens each. How many pens were there?", 60),
    # events of parts: the whole group's verb total
    ("There are 20 kids. Half of them bought 3 apples each and the rest bought 2 apples each. How many apples did they buy?", 50),
    ("There are 20 kids. Half of them bought 3 apples each and the other half bought 2 apples each. How many apples did they buy?", 50),
    ("There are 20 kids. 5 of them picked 4 apples each and the rest picked 2 apples each. How many apples did they pick?", 50),
]


@pytest.mark.parametrize("text, expected", READ)
def test_sub22_read(text, expected):
    assert value(text) == expected


REFUSE = [
    # no 'each'; a period; a modal; a second amount; a price verb; 'each of them'
    "6 campers ate 4 sausages. How many sausages did they eat?",
    "6 campers each ate 4 sausages each day. How many sausages did they eat?",
    "6 campers each might eat 4 sausages. How many sausages did they eat?",
    "6 campers each ate 4 sausages and 2 buns. How many sausages did they eat?",
    "6 campers each sold 4 sausages. How many sausages did they sell?",
    "Each of them ate 4 sausages. How many sausages did they eat?",
    # a group of one; another doer beside the group; 'they each' with an owner in play
    "1 camper each ate 4 sausages. How many sausages did they eat?",
    "6 campers each ate 4 sausages. Lily ate 3 sausages. How many sausages did they eat?",
    "Mia has 4 sons. They each ate 2 pears. How many pears did they eat?",
    # more eaten than there is
    "There are 20 grapes in a bowl. 4 children each ate 6 grapes. How many grapes are left?",
    # spreads: a period, giving 'on', no 'each', a group of one, the amount's own kind, no
    # whole count, too many used, no count of the group
    "Leo has 60 cards. He used 4 cards each on 7 days. How many cards does Leo have left?",
    "Leo has 60 cards. He used 4 cards on each of 7 days. How many cards does Leo have left?",
    "Leo has 60 cards. He gave 4 cards each on 7 pages. How many cards does Leo have left?",
    "Leo has 60 cards. He used 4 cards on 7 pages. How many cards does Leo have left?",
    "Leo has 60 cards. He used 4 cards each on 1 page. How many cards does Leo have left?",
    "Leo has 60 cards. He used 4 cards each on 7 cards. How many cards does Leo have left?",
    "Leo has 60 cards. He used 4 cards each on 2.5 pages. How many cards does Leo have left?",
    "Leo has 20 cards. He used 4 cards each on 7 pages. How many cards does Leo have left?",
    "Leo has 60 cards. He used 4 cards each to his pages. How many cards does Leo have left?",
    "Leo has 60 cards. He gave 4 cards each to his friends. How many cards does Leo have left?",
    # listed recipients: no 'each', plural or bare or thing recipients, twice, the giver, too many
    "Emma had 40 beads. She gave Jake and Lucy 7 beads. How many beads does Emma have left?",
    "Emma had 40 beads. She gave her cousins and aunt 7 beads each. How many beads does Emma have left?",
    "Emma had 40 beads. She gave Jake and Jake 7 beads each. How many beads does Emma have left?",
    "Emma had 40 beads. She gave Jake and Emma 7 beads each. How many beads does Emma have left?",
    "Emma had 40 beads. She gave cousin and aunt 7 beads each. How many beads does Emma have left?",
    "Emma had 40 beads. She gave her cousin and table 7 beads each. How many beads does Emma have left?",
    "Emma had 10 beads. She gave Jake and Lucy 7 beads each. How many beads does Emma have left?",
    "Emma had 40 beads. She gave Jake and Lucy 7 beads each day. How many beads does Emma have left?",
    # 'her' after two female names: whose?
    "Emma had 40 beads. Jake and Lucy each gave her 7 beads. How many beads does Emma have now?",
    # a giver with too few
    "Jake has 6 beads. Lucy has 2 beads. Jake and Lucy each gave Emma 3 beads. How many beads does Lucy have now?",
    # parts with contents: a half of an odd count, parts that leave members uncovered, a part
    # larger than the whole, 'the other half' after no half, no whole, two wholes, contents of
    # every member too, members of their own kind, a part of each box's contents, 'them' over
    # two owners
    "There are 27 kids. Half of them have 5 pens each and the other half have 3 pens each. How many pens are there?",
    "There are 28 kids. Half of them have 5 pens each. How many pens are there?",
    "There are 28 kids. 10 of them have 5 pens each and 8 of them have 3 pens each. How many pens are there?",
    "There are 28 kids. 30 of them have 5 pens each and the rest have 3 pens each. How many pens are there?",
    "There are 28 kids. 1/4 of them have 5 pens each and the other half have 3 pens each. How many pens are there?",
    "There are 28 kids. Half of them are girls. Half of them have 5 pens each and the other half have 3 pens each. How many pens are there?",
    "Half of them have 5 pens each and the other half have 3 pens each. How many pens are there?",
    "There are 28 kids and 10 dogs. Half of them have 5 pens each and the other half have 3 pens each. How many pens are there?",
    "There are 28 kids. Each kid has 2 pens. Half of them have 5 pens each and the other half have 3 pens each. How many pens are there?",
    "There are 28 kids. Half of them have 5 pens each and the other half have 3 pens each. Each kid has 2 pens. How many pens are there?",
    "There are 28 kids. Half of them have 5 pens each and the other half have 3 pens each. Tom has 4 pens. How many pens are there?",
    "There are 28 kids. Half of them have 5 pens each and the other half have 3 pencils each. How many pens are there?",
    "There are 12 boxes. Half of them hold 2 boxes each and the rest hold 4 pens each. How many pens are there?",
    "There are 20 lamps. Each lamp has 7 bulbs. 1/4 of the lamps have 2 bulbs each. How many bulbs are there?",
    "Ann has 12 boxes. Tom has 8 boxes. Half of them hold 6 pens each and the rest hold 4 pens each. How many pens does Ann have?",
    "Ann has 12 boxes and 8 bags. Half of them hold 6 pens each and the rest hold 4 pens each. How many pens does Ann have?",
    "There are 30 kids. 10 kids have 3 pens each and the other kids have 2 pens each. How many pens are there?",
    "There are 30 kids. The rest have 2 pens each. How many pens are there?",
    # listed owners: no 'each'; more eaten than held
    "Tom and Ann ate 3 cookies. How many cookies did they eat?",
    "Tom has 10 cookies. Ann has 2 cookies. Tom and Ann each ate 3 cookies. How many cookies does Ann have left?",
    # events of parts asked otherwise, of two verbs, beside another doer, of an owned whole, of
    # another group, of an odd half, with a count of 'they'
    "There are 20 kids. Half of them bought 3 apples each and the rest bought 2 apples each. How many apples are there?",
    "There are 20 kids. Half of them bought 3 apples each and the rest picked 2 apples each. How many apples did they buy?",
    "There are 20 kids. Half of them bought 3 apples each and the rest have 2 apples each. How many apples did they buy?",
    "There are 20 kids. Half of them bought 3 apples each and the rest bought 2 apples each. Tom bought 5 apples. How many apples did they buy?",
    "Ann has 20 kids. Half of them bought 3 apples each and the rest bought 2 apples each. How many apples did they buy?",
    "There are 20 kids. Half of them bought 3 apples each and the rest bought 2 apples each. How many apples did the boys buy?",
    "There are 21 kids. Half of them bought 3 apples each and the rest bought 2 apples each. How many apples did they buy?",
    "There are 20 kids. Half of them bought 3 apples each and the rest bought 2 apples each. How many apples did the five of them buy?",
    "There are 20 kids. Half of them bought 3 apples each. How many apples did they buy?",
    # a whole that changes: half of which boxes?
    "Tom has 20 boxes. He sold 4 boxes. Half of them hold 6 pens each and the rest hold 4 pens each. How many pens does Tom have?",
    "Tom has 20 boxes. Half of them hold 6 pens each and the rest hold 4 pens each. Tom buys 5 more boxes. How many pens does Tom have?",
    # 'each' over two groups; a listed recipient with a count
    "Tom has 3 boxes and Ann has 4 bags. They each hold 5 pens. How many pens are there?",
    "Ann had 50 pens. She gave her 2 sons and 3 daughters 4 pens each. How many pens does Ann have left?",
]


@pytest.mark.parametrize("text", REFUSE)
def test_sub22_refuses(text):
    refuses(text)


def _categories(sentence: str) -> set[str]:
    s = segment(normalize_text(sentence))[0]
    try:
        return {f.category for f in _sentence_facts(s, sealed=False)}
    except _Refuse:
        return set()


@pytest.mark.parametrize("sentence, category", [
    ("6 campers each ate 4 sausages.", R.Category.EACH_GROUP.value),
    ("They each drank 2 cups of juice.", R.Category.EACH_MEMBER.value),
    ("He used 4 cards each on 7 pages.", R.Category.EACH_SPREAD.value),
    ("He gave 4 cards each to 7 classmates.", R.Category.EACH_SPREAD.value),
    ("She gave Jake and Lucy 7 beads each.", R.Category.EACH_LISTED.value),
    ("Jake and Lucy each gave Emma 2 beads.", R.Category.EACH_LISTED.value),
    ("Half of them have 5 pens each.", R.Category.PART_EACH.value),
    ("The rest hold 4 pens each.", R.Category.PART_EACH.value),
])
def test_sub22_category(sentence, category):
    assert category in _categories(sentence)


def test_listed_recipients_one_transfer_each():
    s = segment(normalize_text("She gave her brother and sister 5 pens each."))[0]
    facts = _sentence_facts(s, sealed=False)
    assert [(f.kind, f.other) for f in facts] == [("transfer", "her brother"), ("transfer", "her sister")]


def test_spread_count_scales():
    a = value("Leo has 60 cards. He used 4 cards each on 7 pages. How many cards does Leo have left?")
    b = value("Leo has 60 cards. He used 4 cards each on 9 pages. How many cards does Leo have left?")
    assert (a, b) == (32, 24)
