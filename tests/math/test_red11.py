"""Session 18 red team (helper red11): texts that perturb this session's new constructions
(verb parts, percent comparisons of events, 'N dozens of', 'gives him N more', sharing verbs,
combined measures, capacities with a modal). Each wrong answer found is closed by a general guard
in reader.py; the minimal pairs show the construction itself still read.
* a measure comparison whose own sentence says two times ('Bob is twice as tall as Jim was',
  'weighs twice as much as Jim did') took the past measure for the present one
  (_measure_relation_times)."""
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
