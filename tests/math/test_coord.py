"""Session 17 (`coord`): coordination and gapping.

- Gapping: 'Tom has 5 apples and Ann 3 apples', 'Tom bought 3 pens , Ann 4 and Bob 6': a later
  conjunct with a subject and a quantity but no verb takes the one verb of the first clause (and,
  when it is a bare count, the one noun of the first clause). It refuses when the verb is one of
  transfer, when anything stands between the first clause's verb and its literal, when a full or
  subject-carried clause comes between, when the conjunct holds a relation, a negation, a verb or
  a tail of its own, when its subject is a pronoun or a partitive, and when its literals are not
  those of the first clause.
- 'but' before a name ('Tom has 5 apples but Ann has 3'), 'whereas' without its comma and ', plus'
  before a subject join two full clauses as 'and' does."""
import pytest

from engine.math.reader import _Refuse, _sentence_facts
from engine.math.recognizers import but_as_and
from engine.math.segment import segment
from expect import refuses as _refuses, value as _value, verdict as _v


def _facts(sentence):
    return _sentence_facts(segment(sentence)[0], sealed=False)


def _unread(sentence):
    with pytest.raises(_Refuse):
        _facts(sentence)


def test_gapped_conjunct_takes_the_verb_and_its_own_subject():
    facts = _facts("Tom has 5 apples and Ann 3 pears.")
    assert [(f.kind, f.owner, f.unit) for f in facts] == [("hold", "@tom", "apple"), ("hold", "@ann", "pear")]


def test_gapped_bare_count_takes_the_one_noun():
    facts = _facts("Tom bought 3 pens, Ann 4 and Bob 6.")
    assert [(f.owner, f.unit) for f in facts] == [("@tom", "pen"), ("@ann", "pen"), ("@bob", "pen")]
    assert len({f.kind for f in facts}) == 1


def test_gapped_bare_count_keeps_its_own_tail():
    facts = _facts("Tom bought 5 apples on Monday and Ann 3 on Tuesday.")
    assert [(f.owner, f.unit) for f in facts] == [("@tom", "apple"), ("@ann", "apple")]


def test_possessive_subject_is_gapped():
    facts = _facts("Tom has 5 apples and his sister 3.")
    assert [f.owner for f in facts][0] == "@tom" and facts[1].owner != "@tom"


@pytest.mark.parametrize("text, value", [
    ("Tom has 5 apples and Ann 3 apples. How many apples do they have altogether?", 8),
    ("Tom has 5 apples and Ann 3. How many apples do they have altogether?", 8),
    ("Tom bought 3 pens, Ann 4 and Bob 6. How many pens did they buy altogether?", 13),
    ("Henry collected 5 shells, Paul 3. How many shells did they collect?", 8),
    ("Tom had 5 apples and Ann 3. How many apples did they have altogether?", 8),
    ("Tom earns $5 and Ann $3. How much do they earn altogether?", 8),
    ("Tom runs 5 miles and Ann 3. How many miles do they run altogether?", 8),
    ("Tom has 5 apples. Ann has 2 apples. Tom bought 3 apples and Ann 4. How many apples do they have now?", 14),
    # session 22 (`day22`): 'only' before an amount is a focus word ('Ann only 3' says 'Ann 3')
    ("Tom has 5 apples and Ann only 3. How many apples do they have altogether?", 8),
])
def test_gapping_answers(text, value):
    assert _value(text) == value


@pytest.mark.parametrize("sentence", [
    "Tom has 5 apples and Ann 3 more.",            # a relation the carried verb cannot take
    "Tom has 5 apples and Ann twice as many.",
    "Tom has 5 apples and Ann 3 fewer.",
    "Tom has 5 apples and Ann 3 each.",
    "Tom has 5 apples and Ann not 3.",             # negation
    "Tom has 5 apples and Ann 3 left.",            # a tail of its own
    "Tom has 5 apples and Ann 3 apples too.",
    "Tom has 5 apples and he 3 pears.",            # a pronoun subject
    "Tom has 5 apples and the other 3.",           # a partitive subject
    "Tom has 5 apples and the rest 3.",
    "Tom has 5 apples and Tom 3 pears.",           # the same subject
    "Tom sold 3 apples and Ann 4.",                # transfer: Ann the seller or the buyer?
    "Tom has 5 apples and 3 pears, and Ann 4.",    # two nouns, a carried clause between
    "Tom has 5 apples, Ann 4 and 3 pears.",        # nothing is carried after a gapped conjunct
    "Tom bought 3 pens and sold 2, and Ann 4.",    # two verbs to carry
    "Tom has 5 apples, Ann has 3 apples and Bob 6.",  # a full clause between
    "Tom bought 3 pens and Ann $4.",               # not parallel to the first clause
])
def test_gapping_refuses(sentence):
    _unread(sentence)


def test_transfer_verb_keeps_the_receiver_reading():
    # 'he gave 3 to Bob and Ann 4' was read with Ann the receiver (subject and verb carried);
    # session 17 (red7): after a `to` recipient, Ann may as well be a second giver (gapping:
    # Ann gave 4 to Bob), so it refuses. The recipient-first form keeps the receiver reading.
    assert _v("Tom has 12 apples. He gave 3 to Bob and Ann 4. How many apples does Tom have now?") == "refuse"
    assert _value("Tom has 12 apples. He gave Bob 3 apples and Ann 4. How many apples does Tom have now?") == 5


def test_but_before_a_name_joins_two_clauses():
    assert but_as_and("@tom has <n0> apples but @ann has <n1> apples") == "@tom has <n0> apples , and @ann has <n1> apples"
    assert _value("Tom has 5 apples but Ann has 3 apples. How many apples do they have altogether?") == 8


def test_but_meaning_except_stays():
    assert but_as_and("@tom gave apples to everyone but @ann") == "@tom gave apples to everyone but @ann"
    assert but_as_and("@tom invited all but @ann") == "@tom invited all but @ann"


def test_whereas_and_plus_join_clauses():
    assert _value("Tom has 5 apples whereas Ann has 3 apples. How many apples do they have altogether?") == 8
    assert _value("Tom has 5 apples, plus he has 3 pears. How many fruits does Tom have?") == 8
    assert but_as_and("it costs <m0> plus <m1> per hour") == "it costs <m0> plus <m1> per hour"


# 'ones' for the one contrasted head noun of an earlier clause of the same list
def test_ones_takes_the_contrasted_head_noun():
    facts = _facts("Tom has 5 red apples and 3 green ones.")
    assert [f.unit for f in facts] == ["red apple", "green apple"]


def test_ones_inside_an_of_phrase():
    facts = _facts("Tom bought 4 pairs of red socks and 2 pairs of blue ones.")
    assert [f.unit for f in facts] == ["pair of red socks", "pair of blue socks"]


@pytest.mark.parametrize("text, value", [
    ("Tom has 5 red apples and 3 green ones. How many apples does Tom have?", 8),
    ("Tom has 5 big boxes and 3 small ones. How many boxes does Tom have?", 8),
    ("There are 5 red cars and 3 blue ones in the lot. How many cars are in the lot?", 8),
    ("If Tom has 5 red apples and 3 green ones, how many apples does he have?", 8),
    ("Tom has 5 red apples, and Ann has 3 green ones. How many apples do they have?", 8),
    ("Tom has 5 red apples and Ann 3 green ones. How many apples do they have?", 8),
])
def test_ones_answers(text, value):
    assert _value(text) == value


@pytest.mark.parametrize("sentence", [
    "Tom has 5 apples and 3 green ones.",                    # no contrasted antecedent
    "Tom has 5 red apples, 4 yellow pears and 3 green ones.",  # two heads
    "Tom has 5 red apples and 3 new ones.",                  # not a plain modifier
    "Tom has 5 red apples and 3 other ones.",
    "Tom has 3 green ones.",                                 # the noun in another sentence
])
def test_ones_refuses(sentence):
    _unread(sentence)


def test_a_second_noun_stops_the_noun_carry():
    _unread("Tom bought 3 pens, Ann 4 pencils and Bob 6.")
    _unread("Tom bought 3 pens, Ann 4 red pens and Bob 6.")
    facts = _facts("Tom bought 3 pens, Ann 4 pens and Bob 6.")
    assert {f.unit for f in facts} == {"pen"}
