"""Session 14 (`stmt`): statement sentences -- a description whose subject lists three or more
names ('Angus, Patrick, and Ollie went fishing'), and the 'they' guard it needs."""
import pytest

from engine.math.reader import _sentence_facts
from engine.math.segment import segment
from expect import value as _value, refuses as _refuses


@pytest.mark.parametrize("sentence, persons", [
    ("Angus, Patrick, and Ollie went fishing for trout on the lake.", ["@angus", "@patrick", "@ollie"]),
    ("Mia, Zoe, Lily and Ava went to the beach.", ["@mia", "@zoe", "@lily", "@ava"]),
    ("Tom, Tim, and Paul are playing a game.", ["@tom", "@tim", "@paul"]),
])
def test_listed_names_each_get_a_mention(sentence, persons):
    facts = _sentence_facts(segment(sentence)[0], sealed=False)
    assert [f.kind for f in facts] == ["mention"] * len(persons)
    assert [f.owner for f in facts] == persons


@pytest.mark.parametrize("text, value", [
    ("Angus, Patrick, and Ollie went fishing for trout on the lake. Angus caught 4 more fish than "
     "Patrick, but Ollie caught 7 fewer fish than Angus. If Ollie caught 5 fish, how many fish did "
     "Patrick catch?", 8),
    ("Angus, Patrick and Ollie went fishing on the lake. Angus caught 12 fish. Patrick caught 3 fish. "
     "Ollie caught 5 fish. How many fish did they catch in total?", 20),
    ("Sara, Ben, and Kim are baking cookies. Sara bakes 6 cookies. Ben bakes 4 cookies. Kim bakes 5 "
     "cookies. How many cookies did they bake in total?", 15),
    ("Mia, Zoe, Lily, and Ava went to the beach. Mia found 5 shells. Zoe found 3 shells. How many "
     "shells did Mia and Zoe find?", 8),
])
def test_description_with_a_listed_subject_is_inert(text, value):
    assert _value(text) == value


@pytest.mark.parametrize("text", [
    # a listed person nobody states an amount for: 'they' may or may not take her in
    "Tom, Tim, and Paul are playing a game. Tom scores 10 points. Tim scores 5 more points than Tom. "
    "How many points did they score?",
    "Tom, Tim, and Paul went to the park. Tom found 4 coins. Tim found 3 coins. How many coins did "
    "they find in total?",
    "Tom is playing a game with Tim and Paul. Tom scores 10 points. Tim scores 5 more points than "
    "Tom. How many points did they score?",
    # a name listed twice
    "Tom, Tim, and Tom went to the park. Tom found 4 coins. Tim found 3 coins. Tom found 2 coins. "
    "How many coins did Tim find?",
    # a pronoun over the listed persons
    "Angus, Patrick, and Ollie went fishing for trout. He caught 5 fish. How many fish did he catch?",
    # a schedule, a literal or a possessed noun in the list is no description
    "Sara, Ben, and Kim went fishing every weekend. Sara caught 6 fish. Ben caught 3 fish. How many "
    "fish did Sara and Ben catch?",
    "Angus, Patrick, and Ollie went fishing for 3 hours. Angus caught 4 fish. How many fish did "
    "Angus catch?",
    "Sara, Ben and his sister went fishing. Sara caught 6 fish. Ben caught 3 fish. How many fish did "
    "they catch?",
    # companions brought along, or a doer outside the described group: who are 'they'?
    "Ann, Beth, and Cara went shopping with their mother. Ann spent $10. Beth spent $4. Cara spent "
    "$6. How much did they spend in total?",
    "Ann, Beth, and Cara went shopping. Ann spent $10. Beth spent $4. Cara spent $6. Dan spent $5. "
    "How much did they spend in total?",
    # a habit or an activity that names the counted noun still refuses
    "Sara, Ben, and Kim collect stamps. Sara buys 6 stamps. Ben buys 4 more stamps than Sara. How "
    "many stamps does Ben have?",
])
def test_listed_subject_near_misses_refuse(text):
    _refuses(text)
