"""Session 17 (`narrative`): digit-free statements. A sentence without a literal is read as inert
only by a description template; here (1) narrative statements that the open description could
not take (a particle 'up'/'down', the person pronoun 'him', a dating phrase, a degree adverb, a
verb of a person's own activity, a leading attitude adverb) and (2) the order guard: an open
description in a sentence of its own after a stated quantity refuses unless it says how a person
feels ('Her brother devours her snacks' was read as inert and answered 15)."""
from pathlib import Path

import pytest

from engine.math.reader import _Refuse, _sentence_facts
from engine.math.segment import normalize_text, segment
from expect import value as _value, refuses as _refuses, verdict as _verdict


def _categories(sentence):
    s = segment(normalize_text(sentence))[0]
    return [f.category for f in _sentence_facts(s, sealed=False)]


@pytest.mark.parametrize("sentence", [
    "James decides to bulk up.",
    "Tracy set up a booth at an art fair.",
    "Jim decides to open up a bike shop.",
    "Tim's cat bit him.",
    "Tim's cat sleeps on the couch.",
    "Ann walks to school.",
    "She went to the park the other day.",
    "Ann decides to slow down.",
])
def test_narrative_statement_is_a_description(sentence):
    assert set(_categories(sentence)) == {"inert_prog"}


@pytest.mark.parametrize("sentence", [
    "He fills up the tank.",         # filling makes up a quantity
    "He racks up points.",           # piling up
    "Ben runs up a big tab.",        # running up (also: runs out of)
    "Tom throws away his toys.",     # 'away' is never a particle here
    "Ron ate pizza the other day.",  # eating moves a quantity
    "Keanu bought some fish.",       # an acquisition of an unknown amount
    "His sister robs them.",         # a pronoun that may be the counted things
    "Hopefully, he is happy.",       # a modal adverb: the clause may not have happened
])
def test_near_misses_are_not_descriptions(sentence):
    with pytest.raises(_Refuse):
        _sentence_facts(segment(normalize_text(sentence))[0], sealed=False)


@pytest.mark.parametrize("text, value", [
    ("James decides to bulk up. He has 4 eggs and buys 6 more eggs. How many eggs does he have?", 10),
    ("Tracy set up a booth at an art fair. She has 20 paintings and sells 5 paintings. "
     "How many paintings does she have left?", 15),
    ("Tim's cat bit him. Tim has 3 bandages and buys 2 more bandages. How many bandages does Tim have?", 5),
    ("Luckily, Ann is very happy. She has 4 dolls and buys 3 more dolls. How many dolls does she have?", 7),
    # a feeling after a stated quantity moves nothing
    ("Tom has 8 marbles. He buys 4 more marbles. He is very happy. How many marbles does Tom have?", 12),
    ("Tom has 6 apples and buys 2 more apples. Sadly, he is very sad. How many apples does Tom have?", 8),
])
def test_read(text, value):
    assert _value(text) == value


@pytest.mark.parametrize("text", [
    # the order guard: after a stated quantity an open description may move what was counted
    "Ann has 10 cookies. She buys 5 more cookies. Her brother devours her snacks. How many cookies does Ann have?",
    "Tom has 8 marbles. He buys 4 more marbles. He misplaces his bag. How many marbles does Tom have?",
    "Tim has 3 bandages and buys 2 more bandages. Tim's cat bit him. How many bandages does Tim have?",
    "Ann has 3 pencils and buys 2 more pencils. Ann walks to school. How many pencils does Ann have?",
    # a feeling with a complement may name an event
    "Ben has 30 stamps and buys 5 more stamps. He is very upset about his loss. How many stamps does he have?",
    # the description names a counted noun, a generic noun, or fills up
    "Tracy set up her paintings at an art fair. She has 20 paintings and sells 5 paintings. How many paintings does she have left?",
    "Ben is very proud of his collection. He has 30 stamps and buys 5 more stamps. How many stamps does he have?",
    "James decides to fill up his fridge. He has 4 eggs and buys 6 more eggs. How many eggs does he have?",
])
def test_refused(text):
    _refuses(text)


@pytest.mark.parametrize("text", [
    # every open description: a generic noun, a hypernym or a kind of a counted noun
    "Tom inherited his grandfather's collection. He buys 10 coins and 5 coins. How many coins does he have?",
    "Tom inherited his grandfather's fruit. He buys 10 apples and 5 apples. How many apples does he have?",
    "Tom inherited his grandfather's trout. He catches 10 fish and 5 fish. How many fish does he have?",
    "Grandma mails Ann treats. Ann bakes 10 cookies and 5 cookies. How many cookies does Ann have?",
    # a double object after 'him' is a transfer to him
    "Tom's grandmother mails him treats. He bakes 10 cookies and 5 cookies. How many cookies does he have?",
    # a description in a fact's sentence: another subject, after the fact, or a possessed object
    "Tom has 10 apples. He buys 5 more apples and his dog buries his stash. How many apples does Tom have?",
    "Tom has 10 apples. He misplaces his bag and buys 5 more apples. How many apples does Tom have?",
    "Tom has 10 apples. He buys 5 more apples and misplaces his bag. How many apples does Tom have?",
])
def test_stand_ins_and_events_refused(text):
    _refuses(text)


@pytest.mark.parametrize("text, value", [
    # the kind after 'V-ing for' is the aim of the activity the counts are of
    ("Angus, Patrick, and Ollie went fishing for trout on Rainbow Lake. Angus caught 4 more fish than "
     "Patrick did, but Ollie caught 7 fewer fish than Angus. If Ollie caught 5 fish, how many fish did "
     "Patrick catch?", 8),
    # a description that opens its sentence and sets up the change stated next
    ("Susan earned $600 from babysitting over the summer. She went shopping and spent half of it on "
     "clothes. Then she spent half of what was left on books. How much money did she have left?", 150),
    # the floating quantifier
    ("Tom has 5 apples and buys 3 more apples. He ate them all. How many apples does Tom have?", 0),
])
def test_events_and_aims_read(text, value):
    assert _value(text) == value


def test_red_team_table():
    # the red-team cases appended to evals/gsm8k/adversarial.jsonl (ids h17-narrative-*)
    import json
    suite = Path(__file__).resolve().parents[2] / "evals" / "gsm8k" / "adversarial.jsonl"
    cases = [json.loads(l) for l in suite.read_text(encoding="utf-8").splitlines() if '"h17-narrative-' in l]
    assert len(cases) >= 40
    bad = [(c["id"], c["expect"], got) for c in cases if (got := _verdict(c["text"])) != c["expect"]]
    assert not bad, bad
