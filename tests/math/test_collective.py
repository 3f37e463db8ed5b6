"""Session 12 (helper `coll`): collective owners without a count in questions ('the boys',
'the friends', 'all of them') and 'N dozens'."""
import pytest

from engine.math import Answer, Refusal, solve

FISH = ("Micah has 7 fish. Kenneth has three times as many fish and Matthias has 15 less fish "
        "than Kenneth. ")
CANS = ("Solomon collected three times as many cans as Juwan. Levi collected half of what Juwan "
        "collected. Solomon collected 66 cans. ")


@pytest.mark.parametrize("text,value", [
    (FISH + "How many fish do the boys have in total?", 34),
    (FISH + "How many fish do the friends have?", 34),
    (FISH + "How many fish do all of them have?", 34),
    (CANS + "How many cans did the boys collect in all?", 99),
    (CANS + "How many cans did the kids collect?", 99),
    ("Tom has $5. Bob has $4. How much money do the boys have together?", 9),
    ("Tom is 10 years old. Bob is 12 years old. What is the average age of the boys?", 11),
    ("Anna has $5. Ann has $4. How much money do the sisters have together?", 9),
    # read as it stands when the phrase names no owner group
    ("There are 50 children at the party. Three-fifths of them are boys. How many of the children are girls?", 20),
])
def test_collective_owner_is_every_named_person(text, value):
    r = solve(text)
    assert isinstance(r, Answer), r
    assert r.value == value


@pytest.mark.parametrize("text", [
    # a member of the other gender: 'the boys' may be the others
    FISH.replace("Matthias", "Mary") + "How many fish do the boys have in total?",
    FISH.replace("Matthias has", "she has") + "How many fish do the boys have in total?",
    "Tom has $5. Ann has $4. How much money do the boys have together?",
    "Mrs. Lee collected three times as many cans as Juwan. Levi collected half of what Juwan collected. "
    "Mrs. Lee collected 66 cans. How many cans did the boys collect in all?",
    # an owner who is no named person: a pet, a store, a relative, the speaker
    FISH + "Micah's dog has 4 fish. How many fish do the children have in total?",
    FISH + "Micah's sister has 4 fish. How many fish do the boys have in total?",
    FISH.replace("Micah has", "I have") + "How many fish do the boys have in total?",
    "Micah has 7 fish. The pet store has three times as many fish and Matthias has 15 less fish than "
    "the pet store. How many fish do the friends have in total?",
    # the group is named in a statement, or a newcomer in the question
    FISH + "The boys have 9 cats. How many fish do the boys have in total?",
    FISH + "How many fish do the boys have in total if Sam has 2 fish?",
    # not a group query
    FISH + "How many fish did Micah give to the boys?",
    FISH + "How many fish does each of the boys have?",
    FISH + "How many more fish does Kenneth have than the boys?",
    FISH + "How many fish do the boys and their father have?",
])
def test_collective_owner_refuses_when_the_group_is_in_doubt(text):
    assert isinstance(solve(text), Refusal)


def test_numeral_dozens_is_dozen():
    r = solve("A fruit vendor sold 2.5 dozen lemons and 5 dozens avocados. How many fruits did the fruit vendor sell?")
    assert isinstance(r, Answer) and r.value == 90
    assert isinstance(solve("A fruit vendor sold dozens of lemons and 5 dozens avocados. "
                            "How many fruits did the fruit vendor sell?"), Refusal)


BOXES = "Tom has 5 boxes. Each box contains 8 bags. Each bag has 12 balloons. "


@pytest.mark.parametrize("text,value", [
    (BOXES + "How many balloons does Tom have?", 480),
    ("Tom has 5 boxes. Each box contains 8 bags of balloons, and there are 12 balloons in each bag. "
     "How many balloons does Tom have?", 480),
    (BOXES + "He gives away 10 balloons. How many balloons does Tom have?", 470),
    (BOXES.replace("has 5", "bought 5") + "How many balloons did Tom buy?", 480),
    (BOXES + "Ann has twice as many balloons as Tom. How many balloons does Ann have?", 960),
    (BOXES + "Ann has 20 balloons. How many balloons do they have?", 500),
])
def test_nested_containers_multiply_stated_contents(text, value):
    r = solve(text)
    assert isinstance(r, Answer), r
    assert r.value == value


@pytest.mark.parametrize("text", [
    BOXES + "How many bags does Tom have?",                      # the middle noun asked
    BOXES + "Tom has 3 bags. How many balloons does Tom have?",  # the middle noun held loose
    BOXES + "Each bag has 6 ribbons. How many balloons does Tom have?",  # two contents of a bag
    "Tom has 5 boxes. Each box contains 8 bags of marbles. Each bag has 12 balloons. How many balloons does Tom have?",
    "Tom has 5 boxes. Each box contains 8 bags. Each bag needs 12 balloons. How many balloons does Tom have?",
    "Tom has 5 crates. Each crate contains 8 jugs. There are 128 ounces in a jug. How many ounces does Tom have?",
    BOXES + "Each box has 3 bags. How many balloons does Tom have?",
    BOXES + "Half of the bags are red. How many balloons are red?",
])
def test_nested_containers_refuse_near_misses(text):
    assert isinstance(solve(text), Refusal)
