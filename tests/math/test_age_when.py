"""Ages at the time another person reaches an age (session 12): 'How old will B be when A is
N?' is B now + (N - A now); the law is that the age difference is kept over time, so the answer
minus N equals B's age minus A's age today."""
import pytest

from engine.math import Reason, Refusal, solve
from expect import value as _answer

_BASE = "Tom is 10 years old. Ann is 4 years older than Tom. "


@pytest.mark.parametrize("question, expect", [
    ("How old will Ann be when Tom is 20 years old?", 24),
    ("How old is Ann going to be when Tom is 20?", 24),
    ("When Ann is 20, how old will Tom be?", 16),
    ("When she is 20, how old will he be?", 16),
    ("When she is 20 herself, how old will Tom be?", 16),
])
def test_age_difference_is_kept_over_time(question, expect):
    assert _answer(_BASE + question) == expect
    assert solve(_BASE + question).readings == ("forward_state", "equations")


def test_multiplicative_relation_holds_only_now():
    # Ann is twice as old as Tom now (20); when Tom is 30, 20 years later, Ann is 40, not 60
    assert _answer("Tom is 10 years old. Ann is twice as old as Tom. When Tom is 30, how old will Ann be?") == 40


@pytest.mark.parametrize("question", [
    "How old will Ann be when Tom is 8 years old?",      # a future 'when' in the past
    "How old will Ann be when Tom is 10?",               # no other time at all
    "When Tom was 20, how old was Ann?",                 # a past 'when' in the future
    "How old will Tom be when Tom is 20?",               # the same person
    "How old will Ann be when Bob is 20?",               # nobody named Bob
    "When he is 20 herself, how old will Ann be?",       # reflexive of another gender
    "When Tom is 20 years old, how many apples will Ann have?",
    "When Tom is 20 years old, how old will Ann be in 5 years?",
])
def test_when_questions_that_ask_no_other_time_refuse(question):
    assert isinstance(solve(_BASE + question), Refusal)


def test_when_needs_both_ages_now():
    r = solve("Tom is 10 years old. Ann has 4 apples. How old will Ann be when Tom is 20?")
    assert isinstance(r, Refusal)
    # an unknown referent: the difference is known but reading A needs both ages
    r = solve("Mel is three years younger than Katherine. When Katherine is 24 years old, how old will Mel be?")
    assert isinstance(r, Refusal) and r.reason == Reason.UNKNOWN_QUANTITY


@pytest.mark.parametrize("text, expect", [
    ("John is twice as old as Mary and half as old as Tonya. If Tonya is 60, how old is Mary?", 15),
    ("John is twice as old as Mary and 3 years younger than Tonya. If Tonya is 63, how old is Mary?", 30),
    ("John is 10 years old and 4 years older than Mary. How old is Mary?", 6),
])
def test_a_clause_without_subject_and_copula_continues_the_subject(text, expect):
    assert _answer(text) == expect


@pytest.mark.parametrize("text", [
    "Tom was 10 years old and twice as old as Mary. How old is Mary?",
    "John is twice as old as Mary and half as old as. If Tonya is 60, how old is Mary?",
    "John is twice as old as Mary and half as old as Tonya. If Tanya is 60, how old is Mary?",
])
def test_continued_copula_refusals(text):
    assert isinstance(solve(text), Refusal)


@pytest.mark.parametrize("text, expect", [
    # an appositive closing the sentence names the role
    ("Diane is twice as old as her brother, Will. Will is 4 years old. How old is Diane?", 8),
    ("Tom has 5 more apples than his brother, Sam. Sam has 3 apples. How many apples does Tom have?", 8),
    # 'other' sets the named role apart from the one already in play
    ("Tim is 5 years old. His cousin, Rommel, is thrice as old as he is. His other cousin, Jenny, "
     "is 2 years older than Rommel. How old is Jenny?", 17),
])
def test_appositive_names_the_role(text, expect):
    assert _answer(text) == expect


@pytest.mark.parametrize("text", [
    "Diane is twice as old as her brother, Will is 4. How old is Diane?",   # not an appositive
    "Diane is twice as old as her brother, Will. How old is Diane?",        # nobody's age stated
    "Diane is twice as old as her brother, Will. Tom is 4 years old. How old is Diane?",
])
def test_appositive_refusals(text):
    assert isinstance(solve(text), Refusal)


@pytest.mark.parametrize("text, expect", [
    ("Grace turned 3 a year ago. Diana is twice as old as Grace. How old is Diana?", 8),
    ("A year ago, Grace was 3. How old is Grace now?", 4),
    ("Tom is 2 times the age of Ann. Ann is 12 years old. How old is Tom?", 24),
    ("Tom is 2.5 times the age of Ann. Ann is 12 years old. How old is Tom?", 30),
])
def test_one_year_shift_and_n_times_the_age_of(text, expect):
    assert _answer(text) == expect


@pytest.mark.parametrize("text", [
    "A year ago, Grace had 3 apples. How many apples does Grace have now?",  # a holding, not an age
    "Tom is 2 times the age of Ann. Ann has 12 apples. How old is Tom?",
])
def test_one_year_shift_refusals(text):
    assert isinstance(solve(text), Refusal)


@pytest.mark.parametrize("text, expect", [
    ("Tom is 5 less than half Kay's age. Kay is 30. How old is Tom?", 10),
    ("Tom's age is 4 more than twice Kay's age. Kay is 10. How old is Tom?", 24),
    ("Sarah's age is equal to three times Mark's age minus 4. Mark is 10. How old is Sarah?", 26),
    ("Sarah's age is three times Mark's age plus 4. Mark is 10. How old is Sarah?", 34),
    ("Sarah's age is three times Mark's age minus 4. Sarah is 26. How old is Mark?", 10),
])
def test_age_as_a_multiple_of_an_age_plus_or_minus(text, expect):
    assert _answer(text) == expect


@pytest.mark.parametrize("text", [
    "Tom is 5 less than half Kay's age. Kay has 30 apples. How old is Tom?",   # no age of Kay
    "Tom has 5 more than twice Kay's age. Kay is 10. How old is Tom?",         # 'has': not an age
    "Tom is 5 more than twice Kay's apples. Kay is 10. How old is Tom?",       # not an age phrase
    "Sarah's age is three times Mark's age minus 40. Mark is 10. How old is Sarah?",  # negative
])
def test_age_multiple_refusals(text):
    assert isinstance(solve(text), Refusal)
