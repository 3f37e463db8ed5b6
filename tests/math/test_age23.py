"""Ages, session 23 (`age23`).

Laws:
* 'N year(s) older / younger than B' reads with the singular after one.
* 'A is k of B 's age' / '3/5 of B 's current age' / 'the current age of B' is A = k x B (both now).
* 'the sum of A and B 's ages is N', "the sum of A 's , B 's , and C 's ages is N", 'A and B have a
  combined age of N' are the stated sum of exactly those persons; the question "what is the sum
  of A 's and B 's ages" asks it.
* 'will turn N in d years', 'will be N years in d years', 'last year A was N / k times the age of
  B', 'next year A will be N': shifts of every age in the clause (one year for last / next).
* 'in how many years will A be N' is N - A; '... A be k times as old as B / k times B 's age' is
  t with A + t = k (B + t); no later time, k = 1, the same person, 'as old as B is now' refuse.
* 'A is N years younger.' (no 'than') compares with the one other named person before; two
  candidates or a pronoun subject refuse.
* 'A is p % older / younger than B' is B (1 +/- p/100); younger by 100 % or more refuses.
* 'A , B 's brother , is ...' reads with the role dropped; a list 'A , B 's brother , and C' does not.
* 'A is N years older than B but M years younger than C' (and 'A is 12 and is 3 years younger
  than B') carries the subject to the second predicate.
* 'than him / her' after an age difference stays unread (session 7 red-team decision).
* 'N times older / younger than' with older, and 'twice as young', stay unread (by design).
"""
import pytest

from expect import refuses, value


def test_one_year_older():
    assert value("Mira is 1 year older than Ansel. Ansel is 7. How old is Mira?") == 8


def test_part_of_age_with_of():
    assert value("Pia is half of Ravi's age. Ravi is 30 years old. How old is Pia?") == 15
    assert value("Pia is 3/5 of Ravi's current age. Ravi is 20. How old is Pia now?") == 12
    assert value("Pia is 3/5 of the age of Ravi. Ravi is 20. How old is Pia?") == 12


def test_times_of_refuses():
    refuses("Pia is 3 times of Ravi's age. Ravi is 20 years old. How old is Pia?")


def test_sum_of_possessive_list():
    assert value("The sum of Lumi and Oren's ages now is 9. Lumi is 1 year older than Oren. How old is Oren?") == 4
    assert value("The sum of Kai's, Bo's, and Mel's ages is 26. Bo is twice as old as Kai. "
                 "Mel is one year older than Bo. How old is Kai?") == 5
    assert value("Ivo and Tess have a combined age of 45. Ivo is half of Tess's age. How old is Ivo?") == 15


def test_sum_of_possessive_list_stranger_refuses():
    refuses("The sum of Lumi and Oren's ages is 9. Lumi is 1 year older than Zed. How old is Zed?")


def test_will_turn():
    assert value("Nico is half the age of his elder brother Rafe. If Rafe will turn 24 after 4 years, "
                 "how old is Nico now?") == 10


def test_last_year_shift_compare():
    # last year: D - 1 = 3 (S - 1); S = 2 x 7 = 14 -> D = 40
    assert value("Last year Dario was 3 times the age of his sister Sela. Sela is twice as old as Teo who is 7 right now. "
                 "How old is Dario now?") == 40


def test_last_and_next_year():
    assert value("Last year, Uma was 5. How old is Uma now?") == 6
    assert value("Uma was 5 last year. Ben is 2 years older than Uma. How old is Ben?") == 8
    assert value("Next year, Uma will be 8 years old. How old is Uma now?") == 7
    assert value("Next year, Uma will be twice as old as Ben. Ben is 4. How old is Uma now?") == 9


def test_last_year_other_facts_keep_past_label():
    refuses("Last year Uma had 5 apples. How many apples does Uma have now?")


def test_years_until_age():
    assert value("Gwen is 19 years old. In how many years will Gwen be 25 years old?") == 6


def test_years_until_ratio():
    assert value("Ines is 31 years old. Joss is 8 years old. In how many years will Ines be twice as old as Joss?") == 15
    assert value("Ines is 31 years old. Joss is 8 years old. In how many years will Ines be twice Joss's age?") == 15


@pytest.mark.parametrize("text", [
    "Gwen is 30 years old. In how many years will Gwen be 25 years old?",  # in the past
    "Ines is 12 years old. Joss is 8 years old. In how many years will Ines be twice as old as Joss?",  # was 4 years ago
    "Ines is 31 years old. Joss is 8 years old. In how many years will Ines be 1 times as old as Joss?",
    "Ines is 31 years old. Joss is 8 years old. In how many years will Ines be twice as old as Joss is now?",
    "Ines is 31 years old. Joss is 8 years old. In how many years will Ines be twice as old as Kip?",
])
def test_years_until_refuses(text):
    refuses(text)


def test_elided_age_comparison():
    assert value("Dena will be 30 years old in three years. Her sister, Dora, is 5 years younger. "
                 "In how many years will Dora be 30 years old?") == 8


@pytest.mark.parametrize("text", [
    "Tam is 10. Una is 12. Vic is 2 years younger. How old is Vic?",  # two candidates
    "Tam is 10. He is 2 years younger. How old is Tam?",  # pronoun subject
    "Tam is 10. Tam's dog is 2 years younger. How old is Tam's dog?",  # no name
])
def test_elided_age_comparison_refuses(text):
    refuses(text)


def test_percent_younger_older():
    assert value("Hal is 50 years old. Ivy is 40 percent younger than Hal. How old is Ivy?") == 30
    assert value("Hal is 50 years old. Ivy is 20% older than he is. How old is Ivy?") == 60


def test_percent_younger_100_refuses():
    refuses("Hal is 50 years old. Ivy is 100% younger than Hal. How old is Ivy?")


def test_name_then_role_appositive():
    assert value("In four years, Rona will be three times as old as Pim. If Rona is currently 26 years old, "
                 "and Jeb, Rona's brother, is 1/3 of Pim's current age, how old is Jeb now?") == 2


def test_name_then_role_list_refuses():
    refuses("Tom, Ann's brother, and Bob have 30 apples in total. Ann has 5 apples. How many apples does Tom have?")


def test_coordinated_age_predicates():
    assert value("Jule is 4 years older than her sister Mags but 3 years younger than her elder brother Rolf. "
                 "If Jule is 12 years old, what is the sum of Mags's and Rolf's ages?") == 23
    assert value("Beck is 12 and is three years younger than Olin. How old is Olin?") == 15


def test_coordinated_age_predicate_without_referent_refuses():
    refuses("Jule is 4 years older than Mags but 3 years younger. How old is Mags?")


def test_going_to_be_and_years_without_old():
    assert value("Tom's brother is 3 times as old as Tom's cat. If in 5 years, Tom's brother will be 35 years, "
                 "how old is Tom's cat going to be in five years?") == 15


def test_than_him_stays_unread():
    # session 7's red team (rta-adv-65, -68) expects 'older than him' to refuse; kept
    refuses("Wade is 37 years old. His brother Piet is 3 years older than him. How old is Piet?")


@pytest.mark.parametrize("text", [
    "Rolf is 3 times older than Mags. Mags is 5. How old is Rolf?",
    "In 5 years, Rolf will be three times older than Mags. If Mags is currently 5 years old, how old is Rolf now?",
    "Mags is 6 years old. Her brother Rolf is now two times older. How old is Rolf?",
    "Pam is currently twice as young as Rena. Rena is 20. How old is Pam?",
])
def test_times_older_and_twice_as_young_refuse(text):
    refuses(text)


def test_opening_appositive_without_closing_comma():
    assert value("Nell is 33 years old and her son, Abe is 9 years old. "
                 "In how many years will Nell be twice as old as Abe?") == 15


def test_opening_appositive_elsewhere_unread():
    refuses("Tom gave apples to his sister, Ann is 6 years old. How old is Ann?")
