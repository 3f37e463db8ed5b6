"""Literal scanning and segmentation."""
from fractions import Fraction

from engine.math.numbers import tokenize
from engine.math.segment import segment, split_sentences


def _lits(text):
    return [(t.kind, t.value) for t in tokenize(text) if t.value is not None]


def test_digits_money_percent_fraction_are_typed_exactly():
    assert _lits("He paid $1,200.50 for 3/4 of 40% of 7 boxes") == [
        ("money", Fraction(240100, 200)), ("frac", Fraction(3, 4)), ("percent", Fraction(40)),
        ("num", Fraction(7))]


def test_number_words_dozens_and_multipliers():
    assert _lits("twenty-five apples, 3 dozen eggs, a dozen pens, twice, half, two thirds") == [
        ("num", 25), ("num", 36), ("num", 12), ("mult", 2), ("mult", Fraction(1, 2)),
        ("frac", Fraction(2, 3))]


def test_trailing_comma_is_not_part_of_a_number():
    assert _lits("He had $50, then 7, then 1,000.") == [("money", 50), ("num", 7), ("num", 1000)]


def test_years_and_times_are_labels_not_literals():
    s = segment("In 2019 at 3:00 he ran 5 miles. How far?")
    assert [tok.value for _, tok in s[0].literals] == [5]
    assert "<year>" in s[0].shape and "<label>" in s[0].shape


def test_sentence_split_keeps_abbreviations_and_decimals():
    assert split_sentences("Mr. Lee has 2.5 kg. He eats 1. How much?") == [
        "Mr. Lee has 2.5 kg.", "He eats 1.", "How much?"]
