"""Session 17 red team (helper red9): what the question asks, changed on answered fit problems.
Findings, each closed by a general guard in reader.py:
* a change with no noun of its own ('if he gives away 2') took an age or a measure of oneself as
  its noun ('Tim is 5 years old. How old is Tim if he gives away 2?' 3; 'Jana is 65 inches tall.
  How tall is Jana if she gives away 2?' 63) (_elided_change_of_attribute);
* a past 'did X have' of a holding that changed in the story was read as the end ('Gerald had 20
  toy cars. He donated 1/4 of his toy cars. How many toy cars did Gerald have?' 15), though it
  may as well ask the start (_past_holding_after_changes);
* 'together' asked of one holder while others hold the noun was read as that holder alone
  ('How many toads does Sarah have together?' 100) (_together_of_one).
Minimal pairs: the same stories with a held noun, 'lose' of a weight, 'left' / 'at first', a
group owner, are read."""
import pytest

from expect import verdict as _v


@pytest.mark.parametrize("text", [
    "Tim is 5 years old. How old is Tim if he gives away 2?",
    "Ann is 12 years old. How old will Ann be if she eats 3?",
    "Jana is 65 inches tall. How tall is Jana if she gives away 2?",
    "Jana is 5 inches taller than Kelly, and Kelly is 3 inches shorter than Jess. If Jess is 72 inches tall, "
    "how tall is Jana if he gives away 2?",
    "John was 66 inches tall.  He had a growth spurt and grew 2 inches per month for 3 months. "
    "How tall is he in feet if he gives away 2?",
    "Tom weighs 150 pounds. How much does Tom weigh if he sells 10?",
    "Tom weighs 150 pounds. He eats 2. How much does Tom weigh?",
])
def test_elided_change_of_an_age_or_measure_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Tom has 5 apples. How many apples does Tom have if he gives away 2?", "3"),
    ("Tom weighs 150 pounds. He loses 10. How much does Tom weigh?", "140"),
    ("Tom weighs 150 pounds. How much does Tom weigh if he loses 10?", "140"),
    ("Tom has 60 inches of ribbon. He gives away 10. How many inches of ribbon does he have?", "50"),
    ("Ann has 12 pens. How many pens does Ann have if she sells 3?", "9"),
])
def test_elided_change_of_a_held_noun_is_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text", [
    "Gerald had 20 toy cars. He donated 1/4 of his toy cars to an orphanage. How many toy cars did Gerald have?",
    "Rachel earned $200 babysitting. She spent 1/4 of the money on lunch. She spent 1/2 of the money on a DVD. "
    "How much did Rachel have?",
    "Rachel earned $200 babysitting. She spent 1/4 of the money on lunch. She spent 1/2 of the money on a DVD. "
    "How much did Rachel have in all?",
    "Tom had 10 marbles. He lost 4 marbles. How many marbles did Tom have?",
    "Sue had $50. She spent $20 on a book. How much money did Sue have?",
])
def test_past_have_after_changes_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Tom had 10 marbles. He lost 4 marbles. How many marbles did Tom have left?", "6"),
    ("Tom had 10 marbles. He lost 4 marbles. How many marbles does Tom have?", "6"),
    ("Tom had 10 marbles. He lost 4 marbles. How many marbles did Tom have in the end?", "6"),
    ("Sue had $50. She spent $20 on a book. How much money did Sue have left?", "30"),
    ("Harry has 50 books in his library. His sister Flora has twice as many books. How many books did Flora have?", "100"),
])
def test_past_have_with_a_time_or_without_changes_is_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text", [
    "Ann has 8 cats. Tom has 3 cats. How many cats does Ann have together?",
    "Tim has 30 toads. Jim has 20 more toads than Tim does. Sarah has twice as many toads as Jim does. "
    "How many toads does Sarah have together?",
    "Harry has 50 books in his library. His sister Flora has twice as many books. How many books does Flora have together?",
])
def test_together_of_one_holder_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Ann has 8 cats. Tom has 3 cats. How many cats do Ann and Tom have together?", "11"),
    ("Ann has 8 cats. Tom has 3 cats. How many cats do they have together?", "11"),
    ("Ann has 8 cats and 3 dogs. How many pets does Ann have together?", "11"),
    ("Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. "
     "How many trees does Randy have in all on his farm together?", "85"),
])
def test_together_of_a_group_or_of_one_holders_kinds_is_read(text, expected):
    assert _v(text) == expected


# a comparison of one holder with itself ('than Lorene' asked of Lorene) refuses; with another
# holder, or the same story asked of two holders, it is read (_compared_with_itself)
@pytest.mark.parametrize("text", [
    "Georgia has 25 pieces of stationery while Lorene has three times as many pieces of stationery as Georgia. "
    "How many fewer pieces of stationery does Lorene have than Lorene?",
    "Tom has 5 apples. Ann has 9 apples. How many more apples does Ann have than Ann?",
    "Tim is 5 years old. Ann is 3 years older than Tim. How much older is Ann than Ann?",
    "Tom runs 5 miles. Ann runs 9 miles. How many more miles does Ann run than Ann?",
])
def test_self_comparison_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Georgia has 25 pieces of stationery while Lorene has three times as many pieces of stationery as Georgia. "
     "How many fewer pieces of stationery does Georgia have than Lorene?", "50"),
    ("Anya has 4 times as many erasers as Andrea. If Andrea has 4 erasers, how many more erasers does Anya have "
     "than Andrea?", "12"),
    ("Tom has 5 apples. Ann has 9 apples. How many more apples does Ann have than Tom does?", "4"),
    ("Tom runs 5 miles. Ann runs 9 miles. How many more miles does Ann run than Tom?", "4"),
])
def test_comparison_with_another_holder_is_read(text, expected):
    assert _v(text) == expected


# a 'need to <verb>' question asks the target of that verb (_need_verb_agrees)
@pytest.mark.parametrize("text", [
    "For a school fundraiser, Chandler needs to sell 12 rolls of wrapping paper. So far, he has sold 3 rolls to his "
    "grandmother, 4 rolls to his uncle, and 3 rolls to a neighbor. How many more rolls of wrapping paper does "
    "Chandler need to buy?",
    "Tom wants to collect 20 stamps. He has collected 12 stamps. How many more stamps does he need to buy?",
    "Ann needs to read 50 pages. She has read 20 pages. How many more pages does she need to write?",
    "Ann needs to sell 30 cookies. She has sold 12 cookies. How many more cookies should she bake?",
])
def test_need_of_another_verb_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Tom wants to collect 20 stamps. He has collected 12 stamps. How many more stamps does he need to collect?", "8"),
    ("Tom needs to buy 20 stamps. He has bought 12 stamps. How many more stamps does he need to get?", "8"),
    ("Tom needs 20 stamps. He has 12 stamps. How many more stamps does he need to buy?", "8"),
    ("Ann needs to sell 30 cookies. She has sold 12 cookies. How many more cookies should she sell?", "18"),
])
def test_need_of_the_same_verb_is_read(text, expected):
    assert _v(text) == expected


def test_past_have_marked_only_in_the_condition_still_refuses():
    # the condition's 'left' marks the condition, not the asked 'did Tom have'
    text = "Tom had 10 marbles. He lost 4 marbles. If he had 6 marbles left, how many marbles did Tom have?"
    assert _v(text) == "refuse"
    assert _v("Josh has some money. He spent $1.75 on a drink, and then spent another $1.25. If he had $6 left, "
              "how much money did Josh have at first?") == "9"
