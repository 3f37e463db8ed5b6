"""Session 20 (`red15`): red team of the lead's session-20 constructions.

Law 1 (reader._description_guard): a change whose noun is elided ('He sells 4.') after a scene
that names goods ('Tom is selling apples.') is read only when the scene names the one counted
noun; else the 4 may be the scene's goods, not the stated holding: refuse.

Law 2 (reader._planted_from_holding, lexicon.GAIN_FROM_HAND): planting what the owner already
holds ('has 5 seeds ... plants 3 seeds') may move the held things into the ground or add new
ones: refuse; planting with no prior holding of that noun is still a gain.

Law 3 (injectors._age_compare_mult): 'N times younger than' needs a multiple above one
('1/4 times younger', '0.5 times younger', '1 times younger' refuse)."""
import pytest

from expect import refuses, value


@pytest.mark.parametrize("text", [
    "Tom is selling apples. He has 10 pears. He sells 4. How many pears does he have?",
    "Tom is collecting apples. He has 10 pears. He sells 4. How many pears does he have?",
    "Tom is buying apples. He has 10 pears. He buys 4. How many pears does he have?",
    "Ann is selling pies at the fair. She bakes 10 cakes. She sells 6. How many cakes does she have left?",
    "Tom is collecting stamps. He has 10 coins. He finds 4 more. How many coins does he have?",
])
def test_elided_change_beside_a_scene_of_other_goods_refuses(text):
    refuses(text)


@pytest.mark.parametrize("text,expected", [
    ("Tom is selling apples. He has 10 apples. He sells 4. How many apples does he have?", 6),
    ("Tom is selling apples. He has 10 pears. He sells 4 pears. How many pears does he have?", 6),
])
def test_elided_change_of_the_scenes_own_goods_reads(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("text", [
    "Tom has 5 seeds. He plants 3 seeds. How many seeds does he have?",
    "Tom has 5 bulbs. He plants 3 bulbs. How many bulbs does he have?",
    "Tom is planting new trees. He has 4 trees. He plants 5 trees. How many trees does he have?",
])
def test_planting_what_is_held_refuses(text):
    refuses(text)


@pytest.mark.parametrize("text,expected", [
    ("Tom plants 5 trees on Monday and 3 trees on Tuesday. How many trees does he plant?", 8),
    ("Tom has 5 seeds. He buys 3 seeds. How many seeds does he have?", 8),
])
def test_planting_without_a_holding_and_other_gains_read(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("text", [
    "Ann is 40 years old. Tom is 1/4 times younger than Ann. How old is Tom?",
    "Ann is 40 years old. Tom is 0.5 times younger than Ann. How old is Tom?",
    "Ann is 40 years old. Tom is 1 times younger than Ann. How old is Tom?",
])
def test_times_younger_by_at_most_one_refuses(text):
    refuses(text)


def test_times_younger_above_one_still_reads():
    assert value("Ann is 40 years old. Tom is 4 times younger than Ann. How old is Tom?") == 10
    assert value("Job is 30. Bea is 1.5 times younger than Job. How old is Bea?") == 20
