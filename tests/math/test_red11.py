"""Session 18 red team (helper red11): texts that perturb this session's new constructions
(verb parts, percent comparisons of events, 'N dozens of', 'gives him N more', sharing verbs,
combined measures, capacities with a modal). Each wrong answer found is closed by a general guard
in reader.py; the minimal pairs show the construction itself still read.
* a measure comparison whose own sentence says two times ('Bob is twice as tall as Jim was',
  'weighs twice as much as Jim did') took the past measure for the present one
  (_measure_relation_times);
* a capacity question over containers held in the past ('Tom had 5 boxes') or beside an event
  whose noun is elided ('if he breaks 2': boxes or eggs?) counted the containers as held now
  (_capacity_containers_now);
* a price 'each' in the sentence of plural dozens ('3 dozens of roses for $20 each') was read as
  each rose, though the plural noun 'dozens' may be what each counts (_dozens_each);
* 'the rest' shared after gains only ('He buys 6 more apples. He shares the rest ...') was read as all
  the apples, though nothing was set apart (_shared_them_of_one_noun);
* a measure question in two tenses ('How much taller is Jim than Ann was?') was read of the present
  measures (_measured_query)."""
import pytest

from expect import verdict as _v


@pytest.mark.parametrize("text", [
    "Bob is twice as tall as Jim was. Jim is 3 feet tall. How tall is Bob?",
    "Bob weighs twice as much as Jim did. Jim weighs 30 pounds. What is their total weight?",
    "The blue rope is half as long as the red rope was. The red rope is 6 feet long. What is their combined length?",
    "Bob is as heavy as Jim was. Jim weighs 30 pounds. How much does Bob weigh?",
])
def test_measure_compared_across_two_times_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Bob is twice as tall as Jim. Jim is 3 feet tall. How tall is Bob?", "6"),
    ("Bob weighs twice as much as Jim does. Jim weighs 30 pounds. What is their total weight?", "90"),
    ("The blue rope is half as long as the red rope. The red rope is 6 feet long. What is their combined length?", "9"),
    # one tense in each sentence is one story (GSM8K's usage; a fit problem is told so)
    ("Gracie was 7 inches shorter than Grayson. Grayson was 2 inches taller than Griffin. Griffin is 61 inches tall. "
     "How many inches tall is Gracie?", "56"),
])
def test_measure_compared_in_one_time_is_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text", [
    "Tom had 5 boxes. He can fit 12 eggs in each box. How many eggs can Tom fit in his boxes?",
    "Tom has 5 boxes. He can fit 12 eggs in each box. How many eggs can Tom fit in his boxes if he breaks 2?",
    "Tom has 5 boxes. He can fit 12 eggs in each box. He loses 2. How many eggs can Tom fit in his boxes?",
])
def test_capacity_of_containers_not_surely_held_now_refuses(text):
    # a past holding of the containers, an event whose noun (container or content?) is elided
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Tom has 5 boxes. He can fit 12 eggs in each box. How many eggs can Tom fit in his boxes?", "60"),
    ("Tom has 5 boxes that can hold 12 eggs each. How many eggs can the boxes hold?", "60"),
])
def test_capacity_of_containers_held_now_is_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text", [
    "Tom bought 3 dozens of roses for $20 each. How much did Tom spend?",
    "Tom sold 3 dozens of cookies for $5 each. How much money did Tom make?",
    "Tom bought 3 dozens roses at $2 apiece. How much did Tom spend?",
])
def test_price_each_beside_plural_dozens_refuses(text):
    # each dozen or each rose? ('3 boxes of roses for $20 each' is $20 a box)
    assert _v(text) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Tom bought 3 dozen roses for $2 each. How much did Tom spend?", "72"),
    ("Tom bought 3 dozens of roses. They cost $2 each. How much did Tom spend?", "72"),
    ("Tom bought 3 dozens of roses. Each rose costs $2. How much did Tom spend?", "72"),
])
def test_price_of_a_named_unit_beside_dozens_is_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text", [
    "Tom has 30 apples. He buys 6 more apples. He shares the rest equally among his 3 friends. How many apples does each friend get?",
    "Tom has 30 apples. He shares the rest equally among his 3 friends. How many apples does each friend get?",
    "Tom has 30 apples. He picks 6 more apples. He shares the remaining apples equally among his 3 friends. How many apples does each friend get?",
])
def test_rest_shared_where_nothing_was_taken_away_refuses(text):
    assert _v(text) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Tom has 30 apples. He eats 6 apples. He shares the rest equally among his 3 friends. How many apples does each friend get?", "8"),
    ("Tom has 30 apples. He gives 6 apples to Ann. He shares the rest equally among his 3 friends. How many apples does each friend get?", "8"),
    ("Tom has 30 apples. He buys 6 more apples. He shares all of his apples equally among his 3 friends. How many apples does each friend get?", "12"),
])
def test_rest_shared_after_a_removal_is_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text", [
    "Jim is 6 feet tall. Ann is 5 feet tall. How much taller is Jim than Ann was?",
    "Jim weighs 110 pounds. Ann weighs 140 pounds. How much heavier is Ann than Jim was?",
    "Jim weighs 110 pounds. Ann weighs 140 pounds. How much more does Ann weigh than Jim did?",
])
def test_measure_asked_across_two_times_refuses(text):
    assert _v(text) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Jim weighs 110 pounds. Ann weighs 140 pounds. How much more does Ann weigh than Jim does?", "30"),
    ("Jim was 6 feet tall. Ann was 5 feet tall. How much taller was Jim than Ann?", "1"),
    ("Jim weighs 110 pounds. Ann weighs 140 pounds. How much heavier is Ann than Jim if Jim gains 10 pounds?", "20"),
])
def test_measure_asked_in_one_time_is_read(text, expected):
    assert _v(text) == expected

