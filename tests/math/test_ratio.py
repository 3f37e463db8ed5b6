"""Session 16 (`ratio`): ratios of two literals and ratio splits.

- 'Betty has 3 red beads for every 2 blue beads (that she has)', 'there are 3 boys for every 2
  girls in the class', 'the ratio of boys to girls in the club is 3:4', 'Heloise has dogs and
  cats in the ratio of 10:17' (RATIO_EVERY): two relate_mult facts of one owner against the
  ratio's hidden sets (red = 3 x G, blue = 2 x G); the factor N/M is never a computed literal.
- '36 marbles are divided between Mario and Sara in the ratio 4:5', 'Mario and Sara shared 36
  marbles in the ratio 4:5' (RATIO_SPLIT): each named owner's share relates to the hidden sets,
  and a sum_all over exactly those owners states the whole; solved where it is stated.
- 'N:MM' in a sentence that says 'ratio' is two numbers, never a time of day.
Refused: a pronoun in the tail that may be another owner, a measure or group noun on either
side, the same noun on both sides, a non-whole number of sets, owners that are not one proper
name per part, a share already held before the split."""
from fractions import Fraction

import pytest

from engine.math.injectors import RATIO_SET, ratio_set_unit
from engine.math.numbers import tokenize
from engine.math.reader import _sentence_facts
from engine.math.segment import segment
from expect import value as _value, refuses as _refuses


def _facts(sentence):
    return _sentence_facts(segment(sentence)[0], sealed=False)


def test_ratio_every_is_two_relations_to_the_hidden_sets():
    a, b = _facts("Betty has 3 red beads for every 2 blue beads.")
    assert (a.kind, a.unit, b.kind, b.unit) == ("relate_mult", "red bead", "relate_mult", "blue bead")
    assert a.unit2 == b.unit2 == ratio_set_unit("red bead", "blue bead")
    assert a.unit2.startswith(RATIO_SET) and " " not in a.unit2
    assert a.owner == a.other == b.owner == b.other == "@betty"


def test_ratio_of_names_its_nouns_in_order():
    a, b = _facts("The ratio of girls to boys in the club is 4:3.")
    assert (a.unit, b.unit, a.owner) == ("girl", "boy", "the club")


def test_ratio_split_states_shares_and_their_whole():
    *rels, total = _facts("36 marbles are divided between Mario and Sara in the ratio 4:5.")
    assert [r.owner for r in rels] == ["@mario", "@sara"] and {r.kind for r in rels} == {"relate_mult"}
    assert (total.kind, total.other, total.unit, total.category) == ("sum_all", "@mario|@sara", "marble", "ratio_split")


def test_ratio_numbers_are_no_time_of_day():
    assert [t.kind for t in tokenize("in the ratio of 10:17")][-3:] == ["num", "punct", "num"]
    assert tokenize("He starts at 10:30.")[-2].kind == "label"


@pytest.mark.parametrize("text, value", [
    ("Betty has 3 red beads for every 2 blue beads. She has 30 red beads. How many blue beads does Betty have?", 20),
    ("Betty has 30 red beads. She has 3 red beads for every 2 blue beads. How many blue beads does she have?", 20),
    ("Betty has 3 red beads for every 2 blue beads that she has. How many blue beads does Betty have if she has 30 red beads?", 20),
    ("Betty has 2 blue beads for every 3 red beads. She has 30 red beads. How many blue beads does Betty have?", 20),
    ("Betty has 3 red beads for every 2 blue beads. She has 30 red beads. How many beads does Betty have?", 50),
    ("Betty has 3 red beads for every 2 blue beads. She has 50 beads. How many red beads does Betty have?", 30),
    ("Betty has 3 red beads for every 2 blue beads. She has 30 red beads. She loses 4 blue beads. "
     "How many blue beads does Betty have now?", 16),
    ("There are 3 boys for every 2 girls in the class. There are 12 girls in the class. How many boys are in the class?", 18),
    ("There are 3 boys for every 2 girls in the class. There are 20 girls in the class. How many students are in the class?", 50),
    ("There are 2 teachers for every 25 students in the school. There are 500 students in the school. "
     "How many teachers are in the school?", 40),
    ("The ratio of boys to girls in the club is 3:4. There are 20 girls in the club. How many boys are in the club?", 15),
    ("The ratio of boys to girls in a family is 5:7. There are 180 children in the family. How many boys are in the family?", 75),
    ("Heloise has dogs and cats in the ratio of 10:17. She has 189 pets. How many dogs does she have?", 70),
    ("Tom has 3 red beads for every 2 blue beads. He has 5 green beads for every 2 blue beads. He has 30 red beads. "
     "How many green beads does Tom have?", 50),
    ("36 marbles are divided between Mario and Sara in the ratio 4:5. How many marbles does Sara have?", 20),
    ("36 marbles are divided between Sara and Mario in the ratio 4:5. How many marbles does Sara have?", 16),
    ("Mario and Sara shared 36 marbles in the ratio 4:5. How many marbles does Mario have?", 16),
    ("1500 stickers were shared among Susan, Andrew and Sam in the ratio 1:1:3. How many stickers does Sam have?", 900),
    ("500 cards were divided between Ellis and Orion in the ratio of 11:9. How many cards does Orion have?", 225),
    ("36 marbles are divided between Mario and Sara in the ratio 4:5. Sara gives 2 marbles to Mario. "
     "How many marbles does Mario have now?", 18),
    ("36 marbles are divided between Mario and Sara in the ratio 4:5. How many more marbles does Sara have than Mario?", 4),
    # 'N to M', and the nouns named before 'are in the ratio'
    ("The ratio of boys to girls in the club is 3 to 4. There are 20 girls in the club. How many boys are in the club?", 15),
    ("The boys and girls in the club are in the ratio 3:4. There are 20 girls in the club. How many boys are in the club?", 15),
    ("The number of boys and girls in the club is in the ratio of 3 to 4. There are 70 children in the club. "
     "How many boys are in the club?", 30),
    ("36 marbles are divided between Mario and Sara in the ratio of 4 to 5. How many marbles does Sara have?", 20),
    # the sets may be fractional (2.5 sets of 4 red and 6 blue); the items counted from them not
    ("Tom has 4 red beads for every 6 blue beads. He has 10 red beads. How many blue beads does he have?", 15),
    ("Tom has 4 red beads for every 6 blue beads. He has 25 beads. How many blue beads does he have?", 15),
    ("Ian and Lyle shared 100 chips in the ratio 4:6. How many chips does Lyle have?", 60),
    # a past-tense text with no 'now' is one story
    ("The ratio of boys to girls in the club was 3:4. There were 20 girls in the club. How many boys were in the club?", 15),
    ("Two years ago, Jared was twice as old as Tom. If Tom will be 30 in five years, how old is Jared now?", 48),
])
def test_read(text, value):
    assert _value(text) == value


def test_scale_law():
    # scaling the stated count scales every share; scaling both parts of the ratio changes nothing
    base = "Betty has {a} red beads for every {b} blue beads. She has {n} red beads. How many blue beads does Betty have?"
    assert _value(base.format(a=3, b=2, n=60)) == 2 * _value(base.format(a=3, b=2, n=30))
    assert _value(base.format(a=6, b=4, n=30)) == _value(base.format(a=3, b=2, n=30))
    split = "{n} marbles are divided between Mario and Sara in the ratio {a}:{b}. How many marbles does Sara have?"
    assert _value(split.format(n=72, a=4, b=5)) == 2 * _value(split.format(n=36, a=4, b=5))
    assert _value(split.format(n=36, a=8, b=10)) == Fraction(20)


@pytest.mark.parametrize("text", [
    # the tail's pronoun may be another owner
    "Betty has 3 red beads for every 2 blue beads that he has. She has 30 red beads. How many blue beads does Betty have?",
    "Tom has 3 red beads for every 2 blue beads that they have. He has 30 red beads. How many blue beads does Tom have?",
    # other owners
    "Tom has 3 red beads for every 2 blue beads. Ann has 30 red beads. How many blue beads does Tom have?",
    "There are 3 boys for every 2 girls in the class. There are 20 girls in the school. How many boys are in the class?",
    # negation, wishes, hypotheticals: not read
    "Betty does not have 3 red beads for every 2 blue beads. She has 30 red beads. How many blue beads does Betty have?",
    "Betty wants 3 red beads for every 2 blue beads. She has 30 red beads. How many blue beads does Betty have?",
    # a non-whole count
    "Betty has 3 red beads for every 2 blue beads. She has 31 red beads. How many blue beads does Betty have?",
    "The ratio of boys to girls in the club is 3:4. There are 20 boys in the club. How many girls are in the club?",
    "40 marbles are divided between Mario and Sara in the ratio 4:5. How many marbles does Sara have?",
    "Betty has 3 red beads for every 2 blue beads. She has 31 red beads. How many beads does Betty have?",
    "Tom has 4 red beads for every 6 blue beads. He has 24 beads. How many blue beads does he have?",
    # measures, groups, one noun on both sides
    "The powder has 18 grams of protein for every 2 scoops. He has 4 scoops. How many grams of protein does he have?",
    "Mr. Jones has 6 shirts for every 2 pairs of pants. He has 40 pants. How many shirts does he have?",
    "Tom has 3 stickers for every 2 stickers. He has 30 stickers. How many stickers does he have?",
    # a ratio restated or changed
    "Betty has 3 red beads for every 2 blue beads. She has 30 red beads. Then she has 1 red bead for every blue bead. "
    "How many blue beads does Betty have?",
    "The ratio of boys to girls in the club was 3:4. Now the ratio of boys to girls in the club is 1:1. "
    "There are 20 girls in the club. How many boys are in the club?",
    # a split whose parts are not one per named owner, or whose share was held before
    "36 marbles are divided between Mario and Sara in the ratio 4:5:3. How many marbles does Sara have?",
    "36 marbles are divided among Mario, Sara and Ann in the ratio 1:2. How many marbles does Ann have?",
    "36 marbles are divided between Mario and Mario in the ratio 4:5. How many marbles does Mario have?",
    "Mario has 8 marbles. 36 marbles are divided between Mario and Sara in the ratio 4:5. How many marbles does Mario have?",
    "Mario and Sara shared 36 marbles in the ratio 4:5. Mario has 8 marbles. How many marbles does Sara have?",
    "36 marbles will be divided between Mario and Sara in the ratio 4:5. How many marbles does Sara have?",
    "Tom bought 36 marbles. The marbles were divided between Mario and Sara in the ratio 4:5. How many marbles does Tom have?",
    # a whole of another place, or one that may count more than the two kinds
    "The ratio of cows to bulls in the barn is 10:27. There are 555 cattle on the farm. How many bulls are in the barn?",
    "Betty has 3 apples for every 2 widgets. She has 30 apples. How many fruits does she have?",
    # a relation in the past tense beside a state of now: it may no longer hold
    "The boys and girls in the club were in the ratio 3:4. Now there are 20 girls in the club. How many boys are in the club?",
    "The ratio of boys to girls in the club was 3:4. There are 20 girls in the club now. How many boys are in the club now?",
    "Tom had twice as many red beads as blue beads. Now he has 20 blue beads. How many red beads does he have?",
    "The ratio of boys to girls in the club will be 3:4. There are 20 girls in the club. How many boys are in the club?",
    "36 marbles are divided between Mario, Sara and Ann in the ratio of 4 to 5:3. How many marbles does Sara have?",
])
def test_refused(text):
    _refuses(text)
