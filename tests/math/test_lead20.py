"""Session 20 (lead): ages compared by 'N times older / younger than'.

Law 1 (recognizers AGE_COMPARE_MULT): 'A is N times older than B' is A = N * B, the sense in which
GSM8K says it (every fit problem that says it means the multiple); only a literal multiple.

Law 2 (injectors._age_compare_mult): 'A is N times younger than B' is B = N * A, so the reader
solves for either person from the other.

Law 3 (AGE_SHIFT_COMPARE): 'In d years, A will be N times older than B' and 'd years ago, A was N
times older than B (is now)' are the time-shifted relations of 'N times as old as'.

Law 4 (refusals): negation, a modal, a referent in another tense ('than Bea was'), another
dimension ('times taller'), a referent with no age, and a shifted age below zero refuse."""
import pytest

from expect import refuses, value


@pytest.mark.parametrize("text,expected", [
    ("Tyson is 10 years old. Frederick is 2 times older than Tyson. How old is Frederick?", 20),
    ("Bea is 10. Job is 3 times older than Bea. Ann is 2 years younger than Job. How old is Ann?", 28),
    ("Job is 30. Bea is 3 times younger than Job. How old is Bea?", 10),
    ("Kyle is 5 years older than Julian. Julian is 20 years younger than Frederick. Frederick is 2 times older "
     "than Tyson. If Tyson is 20, how old is Kyle?", 25),
    ("Twenty years ago, Shane was 2 times older than Garret is now. If Garret is currently 12, how old is Shane now?", 44),
    ("Divya is 5 years old. In 5 years, Nacho will be three times older than Divya. How old is Nacho now?", 25),
    ("Ann is 6 years old. Her brother Tom is now two times older than Ann. How old is Tom?", 12),
])
def test_times_older_is_a_multiple(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("older,younger", [
    ("Sue is 8. Max is 4 times older than Sue. How old is Max?",
     "Max is 32. Sue is 4 times younger than Max. How old is Sue?"),
    ("Lia is 9. Ray is 5 times older than Lia. How old is Ray?",
     "Ray is 45. Lia is 5 times younger than Ray. How old is Lia?"),
])
def test_younger_is_the_inverse_of_older(older, younger):
    # the two texts state one relation from either side: each recovers the other's given age
    assert value(older) == int(younger.split(" is ")[1].split(".")[0])
    assert value(younger) == int(older.split(" is ")[1].split(".")[0])


@pytest.mark.parametrize("text", [
    "Bea is 10. Job is not 3 times older than Bea. How old is Job?",
    "Bea is 10. Job would be 3 times older than Bea. How old is Job?",
    "Bea is 10. Job is 3 times older than Bea was. How old is Job?",
    "Bea is 10 years old. Job is 3 times taller than Bea. How old is Job?",
    "Bea has 10 apples. Job is 3 times older than Bea. How old is Job?",
    "Garret is 12. Twenty years ago, Shane was 2 times older than Garret. How old is Shane now?",
    "Bea is 10. Job is 3 times younger than Bea. How old is Job?",
    "Sydney is 60. Mason is 3 times younger than Sydney. How old is Sydney?",
])
def test_near_misses_refuse(text):
    refuses(text)
