"""Conditions of the question, session 19 (`cond`): quantities a condition (or a statement) says
in other words than the templates read.

Laws:
* A group named by its count ('the two friends', 'the three kids', 'all three of them', 'the
  two', 'both of them') as the subject of a stated total ('have N X in total / altogether /
  combined / together') is the stated total of 'they'; its count must be the number of owners
  of the text, persons only when a person noun names it, none of a known other gender. Without
  a marker of the total ('the two friends have 30 stickers': each?) it stays unread.
* 'the (total) number of X is / was N' is 'there are / were N X (in total)'; a comparison
  after 'is' ('is 3 less than 20'), a relative clause in X, or 'their' is not re-worded.
* 'N X less / fewer / more than K times as many X as Y' (the unit said twice) is 'N less ...
  than K times as many X as Y'; another noun before 'less' is no such comparison.
* In one sentence's list of parts, a bare count or fraction before a part's verb ('3 are blue',
  'a quarter have black eyes') takes the 'of the X' / 'of them' of the partitive item before it.
* A question 'how many of them V ...' asks of the one counted noun of the text when a part of
  it is taken; a second counted noun leaves it unread.
"""
import pytest

from engine.math.reader import _affine_unit_once, _group_subject, _number_is
from expect import refuses, value


# -- a group named by its count as the subject of a stated total ------------------------------

@pytest.mark.parametrize("group", ["the two friends", "the two of them", "both of them", "the two",
                                   "these two kids"])
@pytest.mark.parametrize("total, diff", [(30, 8), (50, 10)])
def test_group_total_in_condition(group, total, diff):
    text = (f"Sam has {diff} more stickers than Lia. If {group} have {total} stickers altogether, "
            f"how many stickers does Lia have?")
    assert value(text) == (total - diff) / 2


def test_group_total_as_statement():
    assert value("Sam has 8 more stickers than Lia. The two friends have 30 stickers in total. "
                 "How many stickers does Lia have?") == 11


def test_group_total_of_three():
    assert value("Sam has twice as many stickers as Lia, and Lia has 4 more stickers than Max. If the three "
                 "kids have 60 stickers in total, how many stickers does Max have?") == 12
    assert value("Sam has twice as many stickers as Lia, and Lia has 4 more stickers than Max. If all three "
                 "of them have 60 stickers together, how many stickers does Lia have?") == 16


@pytest.mark.parametrize("text", [
    # the count is not the number of owners
    "Sam has 8 more stickers than Lia. If the three friends have 30 stickers in total, how many stickers does Lia have?",
    "Sam has 8 more stickers than Lia. Bob has 3 stickers. If the two have 30 stickers in total, how many stickers does Lia have?",
    # no marker of a total: 30 each or 30 together?
    "Sam has 8 more stickers than Lia. If the two friends have 30 stickers, how many stickers does Lia have?",
    "Sam has 8 more stickers than Lia. If the two friends have 30 stickers each, how many stickers does Lia have?",
    # a person noun over a pet; a gender noun over a known other gender
    "Sam has 8 more stickers than his dog. If the two friends have 30 stickers in total, how many stickers does the dog have?",
    "Sam has 8 more stickers than Lia. If the two sisters have 30 stickers in total, how many stickers does Lia have?",
    # a past total beside present holdings is not the template's
    "Sam has 8 more stickers than Lia. If the two friends had 30 stickers in total, how many stickers does Lia have?",
])
def test_group_total_refuses(text):
    refuses(text)


def test_group_subject_rewrites():
    assert _group_subject("the <n3> boys have <n4> stamps all together")[0] == "they have <n4> stamps all together"
    assert _group_subject("both of them have <n1> pens in total")[1].const == 2
    assert _group_subject("the <n3> boys sell their phones") is None
    assert _group_subject("the <n3> cakes have <n4> candles in total")is None


# -- 'the number of X is N' ------------------------------------------------------------------

@pytest.mark.parametrize("text, expected", [
    ("There are three times as many misses as hits in a game. If the number of misses is 60, how many hits are there?", 20),
    ("There are 5 more red pens than blue pens in a box. If the total number of pens in the box is 25, "
     "how many blue pens are in the box?", 10),
    ("There are twice as many girls as boys in the class. If the total number of students in the class is 30, "
     "how many boys are there?", 10),
    ("There are 4 classes. The number of students in each class is 30. How many students are there in total?", 120),
    ("Tom has 5 more apples than Ann. The total number of apples is 25. How many apples does Ann have?", 10),
])
def test_number_is(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("text", [
    "There are twice as many cats as dogs. If the number of dogs is 3 less than 20, how many cats are there?",
    "There are twice as many cats as dogs. If the number of dogs that were adopted is 15, how many cats are there?",
    "There are twice as many cats as dogs. If the number of dogs was 15, how many cats are there now?",
    "Tom ate 5 apples. The number of apples he ate is 5. How many apples did he eat?",
    "The number of apples in the basket was 30. Tom ate 5 of them. How many apples are in the basket now?",
])
def test_number_is_refuses(text):
    refuses(text)


def test_number_is_rewrites():
    assert _number_is("the number of misses is <n1>") == "there are <n1> misses"
    assert _number_is("the total number of students in the class was <n2>") == "there were <n2> students in the class in total"
    assert _number_is("the number of misses is <n1> more than the hits") is None
    assert _number_is("the number of students who bring lunch is <n1>") is None
    assert _number_is("the number of their pens is <n1>") is None


# -- an affine comparison that names its unit twice --------------------------------------------

@pytest.mark.parametrize("text, expected", [
    ("Darren bought 4 boxes. Calvin bought 1 box less than twice as many boxes as Darren. How many boxes did Calvin buy?", 7),
    ("Mia has 6 apples. Leo has 2 apples less than twice as many apples as Mia. How many apples does Leo have?", 10),
    ("Mia picked 6 apples. Leo picked 2 apples more than 3 times as many apples as Mia. How many apples did Leo pick?", 20),
    ("Darren has 4 boxes. If Calvin has 3 boxes more than twice as many boxes as Darren, how many boxes does Calvin have?", 11),
])
def test_affine_unit_once(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("text", [
    "Mia picked 6 apples. Leo picked 2 apples more than 3 times as many pears as Mia. How many pears did Leo pick?",
    "Mia has 6 apples. Leo has 2 dollars less than twice as many apples as Mia. How many apples does Leo have?",
    "Darren has 4 boxes. Calvin has 3 apples more than twice as many boxes as Darren. How many boxes does Calvin have?",
])
def test_affine_unit_once_refuses(text):
    refuses(text)


def test_affine_rewrite():
    assert _affine_unit_once("@calvin bought <n2> box less than <x3> as many boxes of crackers as @darren") == \
        "@calvin bought <n2> less than <x3> as many boxes of crackers as @darren"
    assert _affine_unit_once("@leo has <n1> pears more than <x2> as many apples as @mia") is None


# -- a list of parts that says its whole once ---------------------------------------------------

@pytest.mark.parametrize("text, expected", [
    ("A box has 20 crayons. 5 of the crayons are red, 3 are blue, and the rest are green. How many crayons are green?", 12),
    ("A box has 20 crayons. If 5 of the crayons are red, 3 are blue, and the rest are green, how many crayons are green?", 12),
    ("A box has 20 crayons. 1/4 of the crayons are red, 3 are blue, and the rest are green. How many crayons are green?", 12),
    ("Madeline has 10 flowers. If 4 of them are red, 2 are white, and the rest are blue, how many flowers are blue?", 4),
    ("There are 100 people in a theater. If 19 of these people have blue eyes, half of them have brown eyes, a quarter "
     "have black eyes, and the rest have green eyes, how many people have green eyes?", 6),
])
def test_parts_list(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("text", [
    # a count in the next sentence is no item of the list
    "A box has 20 crayons. 5 of the crayons are red. 3 are blue. How many crayons are green?",
    # the parts are of the flowers, the question of the vases
    "Madeline has 10 flowers and 5 vases. 4 of the flowers are red, and 2 are white. How many vases are white?",
])
def test_parts_list_refuses(text):
    refuses(text)


# -- 'how many of them' of the one counted whole ---------------------------------------------

@pytest.mark.parametrize("text, expected", [
    ("Madeline has 10 flowers. 4 of them are red and the rest are blue. How many of them are blue?", 6),
    ("A box has 20 crayons. 5 of the crayons are red, 3 are blue, and the rest are green. How many of them are green?", 12),
    ("There are 40 people at a party. 10 of them wear hats. How many of them do not wear hats?", 30),
    ("There are 100 people in a theater. If 19 of these people have blue eyes, half of them have brown eyes, a quarter "
     "have black eyes, and the rest have green eyes, how many of them have green eyes?", 6),
])
def test_how_many_of_them(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("text", [
    "A box has 20 crayons and 6 pencils. 5 of the crayons are red, 3 are blue, and the rest are green. How many of them are green?",
    "Tom has 10 apples. 4 of the apples are red. He buys 5 pears. How many of them are red?",
    "Tom has 10 flowers and Ann has 6 flowers. 4 of them are red. How many of them are red?",
    "Tom has 10 apples. How many of them are red?",
])
def test_how_many_of_them_refuses(text):
    refuses(text)
