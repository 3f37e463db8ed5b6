"""Session 22 (lead, `day22`): activities under day labels, and ordinal periods as labels.

Laws: an activity told as done under a label ('ran 4 miles on monday') is an event of that label,
so lists, comparisons and questions of one label read it as they read sales; an ordinal period
('on the first day', 'in the second week') is a label whose class is its unit, compared only with
labels of that class. Near misses (no label of its own, two earlier events, another owner, an
ordinal beside a weekday, unlabelled repeated activities) refuse."""
import pytest

from engine.math import Refusal, solve
from expect import value as _value


@pytest.mark.parametrize("text,expected", [
    # a list of three labelled activities (the list's values are events, not one value said twice)
    ("Tom ran 4 miles on Monday, 6 miles on Tuesday and 8 miles on Wednesday. How many miles did he run in total?", 18),
    ("Mia swam 10 laps in the morning, 12 laps in the afternoon and 8 laps in the evening. How many laps did Mia swim?", 30),
    # an activity compared with the owner's activity of another label
    ("Tom ran 4 miles on Monday and 6 miles on Tuesday. On Wednesday he ran twice as many miles as on Tuesday. "
     "How many miles did he run in total?", 22),
    ("On Monday, Tom ran 4 miles. On Tuesday, he ran 3 more miles than on Monday. How many miles did he run in total?", 11),
    ("On Monday, Tom ran 4 miles. On Tuesday, he ran twice as many miles. How many miles did he run in total?", 12),
    # two runs under one label are two events, summed as two sales of one day are
    ("Tom ran 4 miles on Monday, 6 miles on Monday and 8 miles on Wednesday. How many miles did he run in total?", 18),
    ("Ana read 20 pages yesterday. Today, she read 5 fewer pages than yesterday. How many pages did she read?", 35),
    # a difference of two labels of one activity
    ("Tom ran 4 miles on Monday and 6 miles on Tuesday. How many more miles did he run on Tuesday than on Monday?", 2),
    # ordinal periods
    ("On the first day, Tom sold 5 apples. On the second day, he sold twice as many apples as on the first day. "
     "How many apples did he sell?", 15),
    ("Tom sold 5 apples on the first day and twice as many on the second day. How many apples did he sell?", 15),
    ("Tom sold 5 apples in the first week and 3 more apples in the second week than in the first week. "
     "How many apples did he sell?", 13),
    ("Tom sold 5 apples in the first week and 7 apples in the second week. "
     "How many more apples did he sell in the second week than in the first week?", 2),
    ("Tom sold 5 apples on the first day. On the second day, he sold twice as many apples. "
     "How many apples did he sell on the second day?", 10),
    ("On the first day, Tom ran 5 miles. On the second day, he ran twice as many miles. How many miles did he run?", 15),
])
def test_labelled_activity_and_ordinal_period_are_read(text, expected):
    assert _value(text) == expected


@pytest.mark.parametrize("text", [
    # unlabelled repeated activities: one value said twice, or two runs?
    "Tom read 4 pages, 6 pages and 8 pages. How many pages did he read?",
    # another owner with no event of her own: whose Monday?
    "On Monday, Tom ran 4 miles. On Tuesday, Ann ran twice as many miles. How many miles did Ann run?",
    # another quantity of the noun before the comparison
    "On Monday, Tom ran 4 miles and Ann ran 2 miles. On Tuesday, Tom ran twice as many miles. How many miles did Tom run?",
    # two earlier labelled events: which one?
    "On Monday, Tom ran 4 miles. On Tuesday, he ran 2 miles. On Wednesday, he ran twice as many miles. How many miles did he run?",
    # the referent has no label, or the same label
    "Tom ran 4 miles. On Tuesday, he ran twice as many miles. How many miles did he run?",
    "On Monday, Tom ran 4 miles. On Monday, he ran twice as many miles. How many miles did he run?",
    # an ordinal period beside a weekday: the second day may be any day
    "Tom sold 5 apples on Monday. On the second day, he sold twice as many apples. How many apples did he sell?",
    # 'more' with no 'than': more than Monday, or more on top of a run that day?
    "On Monday, Tom ran 4 miles. On Tuesday, he ran 3 more miles. How many miles did he run in total?",
])
def test_near_misses_refuse(text):
    assert isinstance(solve(text), Refusal)


@pytest.mark.parametrize("text,expected", [
    # later items of a list of labelled events take the subject, verb and noun of the item before
    ("Tom picked 12 apples on Thursday and 13 on Friday. How many apples did he pick?", 25),
    ("Tom ran 12 miles on Thursday, 13 on Friday and 5 on Saturday. How many miles did he run?", 30),
    ("On Monday, Ann rode 40 kilometers and on Tuesday 50 kilometers. How many kilometers did Ann ride?", 90),
    ("A bakery made 320 rolls the first week, 400 the second week, and 300 the third week. "
     "How many rolls did it make?", 1020),
    # an elided comparison of an activity takes the activity's noun; money compared as money
    ("Tom ran 4 miles on Monday and twice as many on Tuesday. How many miles did he run?", 12),
    ("Tom swam 4 laps in the morning and three times as many in the afternoon. How many laps did Tom swim?", 16),
    ("Tom earned $18 on Saturday, half as much on Sunday, and $5 on Monday. How much money did he earn?", 32),
])
def test_later_labelled_items_are_read(text, expected):
    assert _value(text) == expected


@pytest.mark.parametrize("text", [
    # two items under one label
    "Tom ran 12 miles on Thursday, 13 on Friday and 5 on Friday. How many miles did he run?",
    "Tom picked 12 apples on Thursday and 13 on Thursday. How many apples did he pick?",
    # the item before says no noun: 13 what?
    "Tom earned $18 on Monday and 13 on Tuesday. How much money did he earn?",
    # a list item of another noun is not the noun asked: the pears stay unused
    "Tom picked 12 apples on Thursday and 13 pears on Friday. How many apples did he pick?",
    # a third item compared: with the first day or the second?
    "Tom ran 4 miles on Monday, twice as many on Tuesday and three times as many on Wednesday. How many miles did he run?",
])
def test_later_item_near_misses_refuse(text):
    assert isinstance(solve(text), Refusal)


@pytest.mark.parametrize("text,expected", [
    # 'the day before' is the weekday (or ordinal day) before the clause's own
    ("On Monday, Ann rode 40 kilometers. On Tuesday, she rode 10 more kilometers than the day before. "
     "How many kilometers did Ann ride?", 90),
    ("On Monday, Ann rode 40 kilometers. On Tuesday, she rode 50 kilometers. On Wednesday she rode 5 fewer "
     "kilometers than the day before. How many kilometers did Ann ride?", 135),
    ("On the first day, Ann sold 40 apples. On the second day, she sold twice as many apples as the previous day. "
     "How many apples did Ann sell?", 120),
    # a percent more or fewer than a labelled event
    ("On Monday, Ann rode 40 kilometers. On Tuesday, she rode 50% fewer kilometers than the day before. "
     "How many kilometers did Ann ride?", 60),
    ("On Saturday, Ann sold 40 apples. On Sunday, she sold 25% more apples than on Saturday. "
     "How many apples did Ann sell?", 90),
])
def test_day_before_and_percent_comparisons_are_read(text, expected):
    assert _value(text) == expected


@pytest.mark.parametrize("text", [
    # the day before Wednesday is Tuesday, which the text never tells
    "On Monday, Ann rode 40 kilometers. On Wednesday she rode 5 fewer kilometers than the day before. "
    "How many kilometers did Ann ride?",
    # the day before an afternoon is no label the reader knows
    "Ann sold 40 apples in the morning. In the afternoon, she sold 5 more apples than the day before. "
    "How many apples did Ann sell?",
    # 25% more than 10 apples is no whole count; 150% fewer is below zero
    "On Saturday, Ann sold 10 apples. On Sunday, she sold 25% more apples than on Saturday. How many apples did Ann sell?",
    "On Saturday, Ann sold 10 apples. On Sunday, she sold 150% fewer apples than on Saturday. How many apples did Ann sell?",
])
def test_day_before_and_percent_near_misses_refuse(text):
    assert isinstance(solve(text), Refusal)


def test_number_of_what_was_done_on_a_day_is_a_day_comparison():
    text = ("On Tuesday, Ann bought 4 pencils. On Wednesday she bought twice the number of pencils that she "
            "bought on Tuesday. How many pencils did Ann buy?")
    assert _value(text) == 12
    # the referent names no day of its own: text order is calendar order, and the state is read
    assert _value("Ann has 5 pencils. On Tuesday, she bought 4 pencils. On Wednesday she bought twice the number "
                  "of pencils that she bought on Tuesday. How many pencils does Ann have now?") == 17
    # another noun, or another person's day, refuses
    assert isinstance(solve("On Tuesday, Ann bought 4 pencils. On Wednesday she bought twice the number of pens "
                            "that she bought on Tuesday. How many pencils did Ann buy?"), Refusal)
    assert isinstance(solve("On Tuesday, Ann bought 4 pencils. On Wednesday Tom bought twice the number of pencils "
                            "that she bought on Tuesday. How many pencils did Tom buy?"), Refusal)


def test_scene_of_h_of_n_names_the_counted_h():
    # 'is selling boxes of crackers' is the scene of counts of boxes (their 'of crackers' elided)
    assert _value("Tanika is selling boxes of crackers. On Saturday, she sold 60 boxes. On Sunday, she sold 50% more "
                  "than on Saturday. How many boxes did she sell, in total, over the two days?") == 150
    assert _value("Tanika is selling boxes of crackers. She has 10 boxes. She sold 6 boxes. "
                  "How many boxes does she have?") == 4
    # the of-noun counted too, or boxes of another thing: not the scene's boxes
    for text in ("Tanika is selling boxes of crackers. She has 10 crackers. She sold 6 boxes. How many boxes does she have?",
                 "Tanika is selling bags of apples. She sold 6 bags. She sold 10 apples. How many bags did she sell?",
                 "Tanika is selling boxes of crackers. She has 10 boxes of cookies. She sold 6 boxes. How many boxes does she have?"):
        assert isinstance(solve(text), Refusal), text
