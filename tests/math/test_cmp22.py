"""Affine and other comparisons in syntactic variants, session 22 (`cmp22`).

Laws:
* A fraction factor ('one-half', 'one-third', '3/4') is a factor of a comparison as 'half' is:
  'N less than one-third as many X as Y' is (Y / 3) - N. A percent is not taken there.
* '$N more than K times as much money as Y (has)' is the money form of the affine comparison; with
  'as' left out ('twice as much money Y has') only when the referent's own verb closes the clause.
* 'N more X in the mail than Y' (a setting before 'than', 'the' or no determiner) is 'N more X
  than Y in the mail'; a possessive setting ('in her bag') or a second setting stays unread.
* 'K as many X as Y has red X' compares with one kind of Y's X (the unit a part 'half of them are
  red' names), in either order; another noun ('red pens') refuses.
* In a list 'S V N1 X1 , N2 fewer X2 and ...', the bare comparative second item compares with the
  first item, and 'K as many X3 than the X2' in a list item is 'K as many X3 as X2'; a bare
  comparative after two items stays unread.
* 'N more / fewer than K (of) the X are P' is a part k x whole +- N (negative or larger than the
  whole refuses).
* 'S V N U more than K of T 's distance' is N more than k times T's one event of the verb.
* 'K times more / fewer' stays unread everywhere (K x or (K+1) x).
"""
import pytest

from expect import refuses, value


# -- a fraction factor --------------------------------------------------------------------------

@pytest.mark.parametrize("frac, k", [("one-half", 2), ("one-third", 3), ("1/4", 4)])
def test_fraction_factor_affine(frac, k):
    text = f"Tanya has 24 erasers. Rachel has 3 less than {frac} as many erasers as Tanya. How many erasers does Rachel have?"
    assert value(text) == 24 / k - 3


def test_fraction_factor_mult():
    assert value("Tanya has 21 erasers. Rachel has one-third as many erasers as Tanya. "
                 "How many erasers does Rachel have?") == 7


def test_fraction_factor_negative_refuses():
    refuses("Tanya has 4 erasers. Rachel has 3 less than one-half as many erasers as Tanya. "
            "How many erasers does Rachel have?")


def test_fraction_factor_non_whole_refuses():
    refuses("Tanya has 21 erasers. Rachel has 3 less than one-half as many erasers as Tanya. "
            "How many erasers does Rachel have?")


# -- money ---------------------------------------------------------------------------------------

def test_money_affine():
    assert value("Darwin has $40. Mia has $20 more than twice as much money as Darwin has. "
                 "How much money does Mia have?") == 100


def test_money_affine_less():
    assert value("Ivo has $36. Lena has $5 less than one-third as much money as Ivo. "
                 "How much money does Lena have?") == 7


def test_money_affine_without_as_and_later_referent():
    assert value("Lena has $15 more than three times as much money Ivo has. If Ivo has $12, "
                 "how much money does Lena have?") == 51


def test_money_mult_without_as():
    assert value("Lena has twice as much money Ivo has. If Ivo has $12, how much money does Lena have?") == 24


def test_money_without_as_needs_the_verb():
    refuses("Ivo has $12. Lena has $15 more than three times as much money Ivo. How much money does Lena have?")


def test_money_without_as_no_trailing_phrase():
    refuses("Ivo has $12. Lena has $15 more than three times as much money Ivo has in his wallet. "
            "How much money does Lena have?")


def test_money_times_more_refuses():
    refuses("Ivo has $12. Lena has $15 more than 2 times more money than Ivo. How much money does Lena have?")


# -- a setting before 'than' ------------------------------------------------------------------------

def test_setting_before_than():
    assert value("Tom received 20 letters. Greta received 10 more letters in the mail than Tom. "
                 "How many letters did Greta receive?") == 30


@pytest.mark.parametrize("setting", ["in her bag", "in the mail than Tom received at school"])
def test_setting_possessive_or_second_refuses(setting):
    text = f"Tom received 20 letters. Greta received 10 more letters {setting}{'' if 'than' in setting else ' than Tom'}. " \
           "How many letters did Greta receive?"
    refuses(text)


# -- a named kind of the referent's noun ------------------------------------------------------------

def test_named_kind_referent_stated_first():
    assert value("Tanya has 20 erasers, and half of them are red. Rachel has three less than one-half as "
                 "many erasers as Tanya has red erasers. How many erasers does Rachel have?") == 2


def test_named_kind_referent_after():
    assert value("Hanna has twice as many erasers as Rachel. Rachel has three less than one-half as many "
                 "erasers as Tanya has red erasers. If Tanya has 20 erasers, and half of them are red, "
                 "how many erasers does Hanna have?") == 4


def test_named_kind_mult():
    assert value("Tanya has 30 erasers, and one-third of them are red. Rachel has half as many erasers as Tanya "
                 "has red erasers. How many erasers does Rachel have?") == 5


def test_named_kind_other_noun_refuses():
    refuses("Tanya has 20 erasers, and half of them are red. Rachel has half as many erasers as Tanya "
            "has red pens. How many erasers does Rachel have?")


def test_named_kind_never_stated_refuses():
    refuses("Tanya has 20 erasers, and half of them are red. Rachel has 3 less than half as many "
            "erasers as Tanya has blue erasers. How many erasers does Rachel have?")


def test_named_kind_negative_refuses():
    refuses("Hanna has twice as many erasers as Rachel. Rachel has three less than one-half as many "
            "erasers as Tanya has red erasers. If Tanya has 20 erasers, and 4 of them are red, "
            "how many erasers does Hanna have?")


# -- a list whose comparison takes the item before -------------------------------------------------

def test_list_bare_comparative_and_than_for_as():
    assert value("A farm has 30 cows, 5 fewer goats and three times as many hens than the goats. "
                 "How many animals does the farm have?") == 30 + 25 + 75


def test_list_bare_comparative():
    assert value("A garden produced 120 beans, 20 fewer carrots and twice as many peppers as carrots. "
                 "How many vegetables did the garden produce?") == 120 + 100 + 200


def test_list_bare_comparative_after_two_items_refuses():
    refuses("A farm has 30 cows, 10 pigs, 5 fewer goats and three times as many hens as goats. "
            "How many animals does the farm have?")


def test_list_bare_more_after_getting_verb_refuses():
    refuses("Tom picked 30 apples, 5 more pears and three times as many plums as pears. "
            "How many fruits did Tom pick?")


def test_list_than_other_noun_refuses():
    refuses("A farm has 30 cows, 5 fewer goats and three times as many hens than the ducks. "
            "How many animals does the farm have?")


def test_list_negative_refuses():
    refuses("A garden produced 50 beans, 60 fewer carrots and twice as many peppers as carrots. "
            "How many vegetables did the garden produce?")


# -- a part said as a comparison with a part ----------------------------------------------------------

def test_affine_part():
    assert value("Sam has 18 cows. 5 more than half the cows are black. How many cows are not black?") == 4


def test_affine_part_fewer_of():
    assert value("Sam has 18 cows. 2 fewer than one-third of the cows are black. How many cows are black?") == 4


def test_affine_part_them():
    assert value("Sam has 20 cows. 3 more than half of them are black. How many cows are black?") == 13


@pytest.mark.parametrize("part", ["10 more than half the cows", "12 fewer than half the cows"])
def test_affine_part_out_of_range_refuses(part):
    refuses(f"Sam has 18 cows. {part} are black. How many cows are black?")


def test_affine_part_other_noun_refuses():
    refuses("Sam has 18 cows. 5 more than half the pigs are black. How many cows are not black?")


# -- a part of the referent's distance ----------------------------------------------------------------

def test_distance_part():
    assert value("Renaldo drove 15 kilometers. Ernesto drove 7 kilometers more than one-third of "
                 "Renaldo's distance. How many kilometers did the 2 men drive in total?") == 27


def test_distance_twice():
    assert value("Ken ran 6 miles. Ava ran 2 miles less than twice Ken's distance. "
                 "How many miles did Ava run?") == 10


@pytest.mark.parametrize("text", [
    "Renaldo drove 15 kilometers. Ernesto drove 7 pages more than one-third of Renaldo's distance. How many pages did Ernesto drive?",
    "Renaldo drove 15 kilometers and then 6 kilometers. Ernesto drove 7 kilometers more than one-third of Renaldo's distance. How many kilometers did Ernesto drive?",
    "Ernesto drove 7 kilometers more than one-third of Renaldo's distance. Renaldo drove 15 kilometers. How many kilometers did Ernesto drive?",
    "Renaldo drove 15 kilometers. Ernesto drove 7 kilometers more than one-third of Tom's distance. How many kilometers did Ernesto drive?",
])
def test_distance_part_refuses(text):
    refuses(text)


# -- 'times more' stays unread -------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Tanya has 20 erasers. Rachel has 3 less than 2 times more erasers than Tanya. How many erasers does Rachel have?",
    "Tanya has 20 erasers. Rachel has 3 times more erasers than Tanya. How many erasers does Rachel have?",
    "Tanya has 21 erasers. Rachel has 3 times fewer erasers than Tanya. How many erasers does Rachel have?",
    "Renaldo drove 15 kilometers. Ernesto drove 7 kilometers more than 2 times more than Renaldo's distance. How many kilometers did Ernesto drive?",
    "Sam has 18 cows. 5 more than 2 times the cows are black. How many cows are not black?",
])
def test_times_more_refuses(text):
    refuses(text)


def test_scene_comparison_at_place():
    assert value("There are 14 more kittens than two times the number of puppies at the shelter. "
                 "If there are 32 puppies at the shelter, how many kittens are at the shelter?") == 78


def test_scene_comparison_other_place_refuses():
    refuses("There are 14 more kittens than two times the number of puppies at the shelter. "
            "If there are 32 puppies at the farm, how many kittens are at the shelter?")


# -- an activity compared with 'the number of X that Y V' ---------------------------------------------

@pytest.mark.parametrize("ref", ["that Bob read", "that he read", "Bob read", "that Bob did"])
def test_activity_number_of(ref):
    assert value(f"Bob read 20 pages. Ann read 5 more than twice the number of pages {ref}. "
                 "How many pages did Ann read?") == 45


def test_activity_number_of_mult():
    assert value("Bob read 20 pages. Ann read twice the number of pages Bob read. How many pages did Ann read?") == 40


@pytest.mark.parametrize("tail", ["that Bob wrote", "that Bob read yesterday"])
def test_activity_number_of_other_verb_or_tail_refuses(tail):
    refuses(f"Bob read 20 pages. Ann read 5 more than twice the number of pages {tail}. How many pages did Ann read?")


def test_activity_number_of_other_noun_refuses():
    refuses("Bob read 20 pages. Ann read 5 more than twice the number of words that Bob read. How many pages did Ann read?")


# -- a referent said as the possessed noun itself -----------------------------------------------------

@pytest.mark.parametrize("cmp, want", [("3 more erasers than Tanya's erasers", 23),
                                       ("twice as many erasers as Tanya's erasers", 40),
                                       ("3 more than twice Tanya's erasers", 43),
                                       ("3 less than one-half as many erasers as Tanya's erasers", 7)])
def test_possessed_referent(cmp, want):
    assert value(f"Tanya has 20 erasers. Rachel has {cmp}. How many erasers does Rachel have?") == want


@pytest.mark.parametrize("text", [
    "Tanya has 20 erasers. Rachel has 3 more pens than twice Tanya's erasers. How many pens does Rachel have?",
    "Tanya has 20 erasers. Rachel has 3 more than twice Tanya's pens. How many erasers does Rachel have?",
])
def test_possessed_referent_other_noun_refuses(text):
    refuses(text)


def test_possessed_holder_stays_an_owner():
    assert value("Tom's class has 20 students. Ann's class has 3 more students than twice Tom's class. "
                 "How many students are in Ann's class?") == 43


# -- 'what Y has', 'the number that Y has', 'as did Y', 'the distance that Y V' -----------------------

def test_what_referent_money():
    assert value("Dave has $20. Kyle has $12 less than 3 times what Dave has. How much money does Kyle have?") == 48


def test_number_that_referent():
    assert value("Dave has 300 cards. Hank has 175 fewer than twice the number that Dave has. "
                 "How many cards does Hank have?") == 425


@pytest.mark.parametrize("text", [
    "Dave has $20. Kyle has $12 less than 3 times what Dave has in his bank. How much money does Kyle have?",
    "Dave has $20. Kyle has $12 less than 3 times what Sam has. How much money does Kyle have?",
    "Dave has 300 cards and 20 stamps. Hank has 175 fewer than twice the number that Dave has. How many cards does Hank have?",
    "Dave has $20. Kyle has $12 less than 3 times what Dave spent. How much money does Kyle have?",
])
def test_what_referent_refuses(text):
    refuses(text)


def test_inverted_referent():
    assert value("Rhonda caught 10 necklaces. Latch caught four less than three times as many necklaces as "
                 "did Rhonda. How many necklaces did Latch catch?") == 26
    assert value("Rhonda has 10 necklaces. Latch has 4 more necklaces than does Rhonda. "
                 "How many necklaces does Latch have?") == 14


def test_inverted_referent_other_person_refuses():
    refuses("Rhonda caught 10 necklaces. Latch caught four less than three times as many necklaces as "
            "did Sam. How many necklaces did Latch catch?")


def test_distance_that_referent():
    assert value("Hiro walked 5 kilometers. Rajesh walked 10 kilometers less than 4 times the distance that "
                 "Hiro walked. How many kilometers did Rajesh walk?") == 10


def test_distance_that_other_verb_refuses():
    refuses("Hiro walked 5 kilometers. Rajesh walked 10 kilometers less than 4 times the distance that "
            "Hiro drove. How many kilometers did Rajesh walk?")


def test_what_referent_event_verb_refuses():
    # 'what Gus earned' names an earning the text never states (Gus's holding is not it)
    refuses("Gus has $14. Ivy has $6 more than twice what Gus earned. How much money does Ivy have?")


def test_activity_perfect_tense():
    assert value("Gus has read 14 pages. Ivy has read 6 more than twice the number of pages that Gus has read. "
                 "How many pages has Ivy read?") == 34
