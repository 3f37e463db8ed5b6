"""Comparisons whose referent is a noun phrase of quantity (session 15, helper numof).

Law: 'K the number / amount of X (that) Y has', 'K the number of Y 's X', 'N more than K the
number of ...', 'K the number in Y', 'K the number of X as Z' (two nouns) and 'the number of X is K
the number of Z' read exactly as the 'as many' comparison they paraphrase (same facts, same
referent resolution), and a relative clause on the referent that states a bare count ('as Alster ,
who caught 2') counts the compared noun. Near misses (no closing verb, another verb, a trailing
phrase, another noun or holder, a negation, another time) refuse."""
import pytest

from engine.math.recognizers import relative_clauses
from expect import refuses, value

_EMILY = "Emily has 16 dresses. "
_Q = " How many dresses does Melissa have?"


@pytest.mark.parametrize("comparison, expected", [
    ("Melissa has half the number of dresses Emily has.", 8),
    ("Melissa has half the number of dresses that Emily has.", 8),
    ("Melissa has half the amount of dresses Emily has.", 8),
    ("Melissa has half the number of Emily's dresses.", 8),
    ("Melissa has 3 more than twice the number of dresses Emily has.", 35),
    ("Melissa has 3 fewer than twice the amount of dresses Emily has.", 29),
    ("Melissa has 3 more than twice the number of Emily's dresses.", 35),
])
def test_paraphrase_reads_as_the_as_many_comparison(comparison, expected):
    assert value(_EMILY + comparison + _Q) == expected


def test_same_value_as_the_as_many_form():
    for k in ("twice", "three times", "half"):
        a = value(_EMILY + f"Melissa has {k} the number of dresses Emily has." + _Q)
        b = value(_EMILY + f"Melissa has {k} as many dresses as Emily." + _Q)
        assert a == b


@pytest.mark.parametrize("comparison", [
    "Melissa has half the number of dresses Emily.",                    # the reduced relative needs its verb
    "Melissa has half the number of dresses Emily has in her closet.",  # the referent's holding situated
    "Melissa has half the number of dresses Emily wants.",              # another verb: no holding
    "Melissa has half the number of dresses Emily gave away.",
    "Melissa has half the number of dresses Emily had last year.",      # another time
    "Melissa has half the number of shoes Emily has.",                  # another noun
    "Melissa has half the number of Emily's shoes.",
    "Melissa has 3 more than twice the number of Ann's dresses.",       # another holder
    "Melissa does not have half the number of dresses Emily has.",      # negation
    "Melissa has the number of dresses Emily has.",                     # no multiplier
])
def test_near_misses_refuse(comparison):
    refuses(_EMILY + comparison + _Q)


def test_pronoun_referent_resolves_as_today():
    # 'she' with two female holders before it: ambiguous, as for 'as many dresses as she has'
    refuses("Emily has 16 dresses and Ann has 10 dresses. Melissa has half the number of dresses she has." + _Q)


def test_chain_of_reduced_relatives():
    text = ("Rubert has 4 times the number of candies James has. James has 3 times the number of candies "
            "Adam has. If Adam has 6 candies, how many candies does Rubert have?")
    assert value(text) == 72


@pytest.mark.parametrize("holder, expected", [("Ms. Lee's class", 22), ("Ms. Park's class", None)])
def test_the_number_in_a_holder(holder, expected):
    text = (f"Ms. Lee's class has 24 students, and Mr. Cole's class has 10 more than half the number in "
            f"{holder}. How many students are in Mr. Cole's class?")
    if expected is None:
        refuses(text)
    else:
        assert value(text) == expected


def test_the_number_in_a_holder_of_two_nouns_refuses():
    refuses("Ms. Lee's class has 24 students and 2 teachers. Mr. Cole's class has 10 more than half the "
            "number in Ms. Lee's class. How many students are in Mr. Cole's class?")


@pytest.mark.parametrize("text, expected", [
    ("There are 32 bass. There are twice the number of trout as bass. How many trout are there?", 64),
    ("There are 32 bass. There are 3 more than twice the number of trout as bass. How many trout are there?", 67),
    ("Tom has 32 bass. He has 3 more than twice the number of trout as bass. How many trout does Tom have?", 67),
    ("There are 30 girls. The number of boys is 5 more than twice the number of girls. How many boys are there?", 65),
    ("There are 30 girls. The number of boys is 5 less than the number of girls. How many boys are there?", 25),
    ("There are 30 girls. If the number of boys is twice the number of girls, how many boys are there?", 60),
])
def test_two_nouns(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("text", [
    "There are 32 bass. There are twice the number of trout as salmon. How many trout are there?",
    "There are 30 girls. The number of boys is 5 less than the number of teachers. How many boys are there?",
    "There are 30 girls. The number of boys was twice the number of girls last year. How many boys are there?",
    "There are 30 girls. The number of boys is not twice the number of girls. How many boys are there?",
])
def test_two_nouns_near_misses_refuse(text):
    refuses(text)


def test_relative_bare_count_takes_the_compared_noun():
    assert relative_clauses("@quinn catches <x0> as many frogs as @alster , who caught <n1>") == \
        "@quinn catches <x0> as many frogs as @alster , and @alster caught <n1> frogs"
    assert relative_clauses("@quinn catches <x0> the amount of frogs as @alster who caught <n1>") == \
        "@quinn catches <x0> the amount of frogs as @alster , and @alster caught <n1> frogs"
    # not a bare count, not a possession verb, or the name does not close the comparison: unchanged
    for rel in ("caught <n1> fish", "ate <n1>", "caught <n1> yesterday", "caught <n1> more"):
        assert relative_clauses(f"@quinn catches <x0> as many frogs as @alster , who {rel}").endswith(f"@alster {rel}")
    assert relative_clauses("@quinn catches <x0> frogs and @alster , who caught <n1>").endswith("@alster caught <n1>")


@pytest.mark.parametrize("rel, expected", [
    ("who caught 2", 4), ("who ate 2", None), ("who caught 2 fish", None), ("who caught 2 yesterday", None),
    ("who wants 2", None), ("who caught 2 more", None), ("who didn't catch 2", None),
])
def test_relative_bare_count(rel, expected):
    text = f"Quinn catches twice as many frogs as Alster, {rel}. How many frogs did Quinn catch?"
    if expected is None:
        refuses(text)
    else:
        assert value(text) == expected


def test_relative_bare_count_with_a_stated_holding_refuses():
    refuses("Tom has 8 marbles. Sam has twice the number of marbles as Tom, who has 3. How many marbles does Sam have?")


@pytest.mark.parametrize("rel, expected", [
    ("who caught 4", 7), ("who ate 4", None), ("who caught 4 fish", None), ("who caught 4 last week", None),
])
def test_relative_bare_count_after_more_than(rel, expected):
    text = f"Sam caught 3 more frogs than Tom, {rel}. How many frogs did Sam catch?"
    if expected is None:
        refuses(text)
    else:
        assert value(text) == expected


def test_relative_bare_count_needs_the_compared_noun():
    refuses("Sam caught 3 more than Tom, who caught 4. How many frogs did Sam catch?")
