"""Comparisons and statements whose referent is a sum (session 16, helper sumref).

Law: 'k times as many X as A and B combined', 'k the sum / total / combined number of X of A and
B', 'N more / fewer X than A and B combined', 'N more than k times (as many as) the sum of A and
B' read as the plain comparison with the referent's holding replaced by the sum of the listed
owners' holdings (the same value as a text that states the sum as one owner's holding); a
difference question 'how many more X does P have (did P V) than A and B combined' subtracts the
listed owners' sum; stated sums of a measure ('the combined weight of A and B is N pounds',
'together their heights equal N cm') are read like 'they have a total of N X'. Near misses refuse:
no marker of a sum, a part not stated, stated twice or changed, another noun, another verb,
another time or place, the subject among the parts, a pronoun part, a unit of another dimension."""
import pytest

from engine.math.recognizers import Category, recognize
from expect import refuses, value

_T = "Tom has 5 apples. Bob has 7 apples. "
_Q = " How many apples does Ann have?"


@pytest.mark.parametrize("comparison, expected", [
    ("Ann has twice as many apples as Tom and Bob combined.", 24),
    ("Ann has twice as many apples as Tom and Bob together.", 24),
    ("Ann has three times as many apples as Tom and Bob put together.", 36),
    ("Ann has twice as many apples as Tom and Bob have together.", 24),
    ("Ann has twice as many as Tom and Bob combined.", 24),
    ("Ann has 1/3 as many apples as Tom and Bob combined.", 4),
    ("Ann has half the total of Tom and Bob.", 6),
    ("Ann has twice the sum of Tom and Bob.", 24),
    ("Ann has twice the number of apples that Tom and Bob have combined.", 24),
    ("Ann has twice the total number of apples Tom and Bob have.", 24),
    ("Ann has twice the sum of Tom's and Bob's apples.", 24),
    ("Ann has 3 more apples than the sum of Tom's and Bob's apples.", 15),
    ("Ann has twice the combined number of apples that Tom and Bob have.", 24),
    ("Ann has 3 more apples than Tom and Bob combined.", 15),
    ("Ann has 3 fewer apples than Tom and Bob combined.", 9),
    ("Ann has 3 more than twice the sum of the apples of Tom and Bob.", 27),
    ("Ann has 2 more than twice as many apples as Tom and Bob together.", 26),
    ("Ann has 2 fewer apples than 3 times the sum of Tom and Bob.", 34),
])
def test_comparison_with_a_sum(comparison, expected):
    assert value(_T + comparison + _Q) == expected


def test_same_value_as_the_sum_stated_as_one_holding():
    for k in ("twice", "three times", "half"):
        summed = value("Tom has 4 apples. Bob has 8 apples. " + f"Ann has {k} as many apples as Tom and Bob combined." + _Q)
        single = value("Cal has 12 apples. " + f"Ann has {k} as many apples as Cal." + _Q)
        assert summed == single


def test_three_parts_and_any_order():
    assert value(_T + "Cal has 2 apples. Ann has twice as many apples as Tom, Bob, and Cal combined." + _Q) == 28
    assert value("Ann has twice as many apples as Tom and Bob combined. Tom has 5 apples. Bob has 7 apples." + _Q) == 24


def test_parts_named_by_descriptions_and_events():
    assert value("A tiger shark has 180 teeth. A hammerhead shark has 1/6 the number of teeth that a tiger shark has. "
                 "A great white shark has double the sum of teeth of a tiger shark and a hammerhead shark. "
                 "How many teeth does a great white shark have?") == 420
    assert value("Clementine baked 72 cookies. Jake baked twice as many cookies as Clementine. Tory baked half as many "
                 "cookies as Jake and Clementine combined. How many cookies did Tory bake?") == 108
    assert value("Betty picked 15 oranges and Bill picked 12 oranges. Frank picked three times the number that Betty "
                 "and Bill picked combined. How many oranges did Frank pick?") == 81
    assert value("Max has 5 points, Dulce has 3 points, and Val has twice the combined points of Max and Dulce. "
                 "How many points does Val have?") == 16
    assert value("Tom has 5 apples. Tom's brother has 7 apples. Ann has twice as many apples as Tom and his brother combined." + _Q) == 24


def test_sums_and_totals_over_a_sum_comparison():
    assert value(_T + "Ann has twice as many apples as Tom and Bob combined. How many apples do they have together?") == 36
    assert value("Tom bought 5 apples. Bob bought 7 apples. Ann bought twice as many apples as Tom and Bob combined. "
                 "How many apples did they buy in total?") == 36
    assert value(_T + "Ann has twice as many apples as Tom and Bob combined, and Cal has 3 more apples than Ann. "
                 "How many apples does Cal have?") == 27


def test_the_list_is_kept_as_the_referents():
    shape = "@ann has <x2> as many apples as @tom and @bob combined"
    hits = [m for m in recognize(shape) if m.category == Category.COMPARE_SUM]
    assert hits and all(m.get("olist") == "@tom and @bob" for m in hits)


@pytest.mark.parametrize("text", [
    _T + "Ann has twice as many apples as Tom and Bob." + _Q,                       # no marker: each, or both?
    _T + "Ann has twice as many apples as Tom and Bob in total." + _Q,              # 'in total' may be Ann's
    _T + "Ann has twice the number of apples Tom and Bob have." + _Q,               # no marker of a sum
    _T + "Ann has twice as many apples as Tom or Bob combined." + _Q,
    _T + "Ann has twice as many apples as the other two combined." + _Q,            # whom?
    "Tom has 5 apples. Ann has twice as many apples as Tom and Bob combined." + _Q,  # a part never stated
    "Tom has 5 apples. Bob has 7 pears. Ann has twice as many apples as Tom and Bob combined." + _Q,  # another noun
    _T + "Ann has twice as many pears as Tom and Bob combined. How many pears does Ann have?",
    _T + "Ann has twice as many apples as Tom and Ann combined." + _Q,              # the subject in the sum
    _T + "Ann has twice as many apples as he and Bob combined." + _Q,               # a pronoun part
    _T + "Tom eats 2 apples. Ann has twice as many apples as Tom and Bob combined." + _Q,   # a part changed
    _T + "Ann has twice as many apples as Tom and Bob combined. Tom finds 3 more apples." + _Q,
    "Tom has 5 apples. Bob gave Tom 2 apples. Bob has 7 apples. Ann has twice as many apples as Tom and Bob combined." + _Q,
    _T + "Ann bought twice as many apples as Tom and Bob combined. How many apples did Ann buy?",  # held, or bought?
    "Tom picked 5 apples. Bob has 7 apples. Ann picked twice as many apples as Tom and Bob combined. How many apples did Ann pick?",
    "Tom had 5 apples last year. Bob has 7 apples. Ann has twice as many apples as Tom and Bob combined." + _Q,
    "Tom has 5 apples on Monday. Bob has 7 apples. Ann has twice as many apples as Tom and Bob combined." + _Q,
    "Tom has 5 apples in his bag. Bob has 7 apples. Ann has twice as many apples as Tom and Bob combined." + _Q,
    _T + "Ann does not have twice as many apples as Tom and Bob combined." + _Q,
    _T + "Ann wants twice as many apples as Tom and Bob combined." + _Q,
    _T + "Ann has twice as many apples as Tom and Bob combined had yesterday." + _Q,
    "Tom has 5 fewer apples than Ann. Bob has 7 apples. Ann has twice as many apples as Tom and Bob combined." + _Q,  # a cycle
    _T + "Ann has 30 fewer apples than Tom and Bob combined." + _Q,                 # negative
    "Tom has 5 apples. Bob has 8 apples. Ann has half the total of Tom and Bob." + _Q,  # not whole
])
def test_near_misses_refuse(text):
    refuses(text)


@pytest.mark.parametrize("question, expected", [
    ("How many more apples does Ann have than Tom and Bob combined?", 8),
    ("How many more apples does Ann have than both Tom and Bob combined?", 8),
    ("How many more apples does Ann have than Tom and Bob together?", 8),
])
def test_difference_with_a_sum(question, expected):
    assert value(_T + "Ann has 20 apples. " + question) == expected


def test_difference_with_a_sum_of_what_they_did():
    assert value("Tom scored 5 points. Bob scored 7 points. Ann scored 20 points. "
                 "How many more points did Ann score than Tom and Bob combined?") == 8
    assert value("Tom earned $5. Bob earned $7. Ann earned $20. How much more money did Ann earn than Tom and Bob combined?") == 8
    assert value("Tom has 5 apples. Bob has 7 apples. Ann has 20 apples. Tom eats 2 apples. "
                 "How many more apples does Ann have than Tom and Bob together?") == 10
    assert value("Jesus has 60 squares. Linden has 75 squares. Pedro has 100 squares. "
                 "How many fewer squares does Pedro have than Jesus and Linden combined?") == 35


@pytest.mark.parametrize("text", [
    _T + "Ann has 20 apples. How many more apples does Ann have than Tom and Bob?",        # no marker
    _T + "Ann has 20 apples. How many more apples does Ann have than Ann and Bob together?",
    "Tom has 5 apples. Bob has 7 apples. Ann has 20 pears. How many more apples does Ann have than Tom and Bob together?",
    "Tom has 5 apples. Ann has 20 apples. How many more apples does Ann have than Tom and Bob together?",
    "Tom earned $5. Bob has $7. Ann earned $20. How much more did Ann earn than Tom and Bob together?",
    "Tom had 5 apples last year. Bob has 7 apples. Ann has 30 apples. How many more apples does Ann have than Tom and Bob combined?",
])
def test_difference_near_misses_refuse(text):
    refuses(text)


@pytest.mark.parametrize("text, expected", [
    ("Tom weighs 10 pounds more than Ann. The combined weight of Tom and Ann is 150 pounds. How much does Ann weigh?", 70),
    ("Tom weighs 10 pounds more than Ann. They weigh 50 pounds together. How much does Ann weigh?", 20),
    ("Tom is 10 inches taller than Ann. Their combined height is 130 inches. How tall is Ann?", 60),
    ("Tom is 10 inches taller than Ann. The combined height of Tom and Ann is 150 inches. How tall is Tom?", 80),
    ("Kirill is 14 centimeters shorter than his brother. Together their heights equal 112 centimeters. How tall is Kirill?", 49),
    ("The combined weight of Tom and his dog is 150 pounds. Tom weighs 100 pounds more than his dog. How much does his dog weigh?", 25),
])
def test_stated_sum_of_a_measure(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("text", [
    "Tom weighs 10 pounds more than Ann. They weigh 50 pounds. How much does Ann weigh?",                      # each?
    "Tom weighs 10 pounds more than Ann. The combined weight of Tom and Ann is 150 inches. How much does Ann weigh?",
    "Tom is 10 inches taller than Ann. Their combined weight is 130 pounds. How tall is Ann?",
    "Tom weighs 10 pounds more than Ann. Together their heights equal 150 inches. How much does Ann weigh?",
    "Tom weighs 10 pounds more than Ann. The combined weight of Tom and Bob is 150 pounds. How much does Ann weigh?",
])
def test_stated_sum_of_a_measure_near_misses_refuse(text):
    refuses(text)


@pytest.mark.parametrize("text, expected", [
    ("Kirill is 14 less centimeters in height than his brother. Together their heights equal 112 centimeters. "
     "How tall is Kirill in centimeters?", 49),
    ("Kirill is 14 less centimeters in height than his brother. His brother is 70 centimeters tall. How tall is Kirill?", 56),
    ("Antoinette weighs 7 less kilograms than twice Rupert's weight. Together they weigh 98 kilograms. "
     "How many kilograms does Antoinette weigh?", 63),
    ("Antoinette weighs 7 more kilograms than Rupert. Together they weigh 97 kilograms. How many kilograms does Rupert weigh?", 45),
    ("Tamara is 3 times Kim's height less 4 inches. Tamara and Kim have a combined height of 92 inches. "
     "How many inches tall is Tamara?", 68),
    ("Tamara is 3 times Kim's height plus 4 inches. Tamara and Kim have a combined height of 100 inches. "
     "How many inches tall is Kim?", 24),
])
def test_measure_compared_in_words_of_its_dimension(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("text", [
    "Kirill is 14 less pounds in height than his brother. Together their heights equal 112 centimeters. How tall is Kirill?",
    "Antoinette weighs 7 less inches than twice Rupert's weight. Together they weigh 98 kilograms. How many kilograms does Antoinette weigh?",
    "Antoinette weighs 7 less kilograms than twice Rupert's height. Together they weigh 98 kilograms. How many kilograms does Antoinette weigh?",
    "Tamara is 3 times Kim's height less 4 inches. Tamara and Bob have a combined height of 92 inches. How many inches tall is Tamara?",
    "Tamara was 3 times Kim's height less 4 inches last year. Tamara and Kim have a combined height of 92 inches. How many inches tall is Tamara?",
])
def test_measure_comparison_near_misses_refuse(text):
    refuses(text)


_DAYS = "Tom sold 5 apples on Monday. On Tuesday, he sold 7 apples. "
_QD = " How many apples did Tom sell in total?"


@pytest.mark.parametrize("comparison, expected", [
    ("On Wednesday, he sold twice as many apples as he did on Monday and Tuesday combined.", 36),
    ("On Wednesday, he sold 3 fewer apples than he did on Monday and Tuesday combined.", 21),
    ("On Wednesday, he sold 3 more apples than he did on Monday and Tuesday together.", 27),
])
def test_event_compared_with_a_sum_of_days(comparison, expected):
    assert value(_DAYS + comparison + _QD) == expected


@pytest.mark.parametrize("text", [
    _DAYS + "On Wednesday, he sold twice as many apples as he did on Monday and Tuesday." + _QD,   # no marker
    _DAYS + "On Wednesday, he sold 30 fewer apples than he did on Monday and Tuesday combined." + _QD,
    "Tom sold 5 apples on Monday. On Tuesday, Ann sold 7 apples. On Wednesday, he sold twice as many apples as he did on Monday and Tuesday combined." + _QD,
    "Tom sold 5 apples on Monday. On Tuesday, he bought 7 apples. On Wednesday, he sold twice as many apples as he did on Monday and Tuesday combined." + _QD,
    _DAYS + "He also sold 2 apples. On Wednesday, he sold twice as many apples as he did on Monday and Tuesday combined." + _QD,
    "On Wednesday, Tom sold twice as many apples as he did on Monday and Tuesday combined. " + _DAYS + _QD.strip(),
    _DAYS + "On Friday, he sold twice as many apples as he did on Monday, Tuesday and Wednesday combined." + _QD,
    _DAYS + "On Wednesday, he sold twice as many apples as he did on Monday and Monday combined." + _QD,
    _DAYS + "On Wednesday, he sold twice as many apples as he did on Wednesday and Tuesday combined." + _QD,
])
def test_sum_of_days_near_misses_refuse(text):
    refuses(text)


@pytest.mark.parametrize("text, expected", [
    ("Three times the sum of marbles that Atticus, Jensen, and Cruz have is equal to 60. If Atticus has half as many "
     "marbles as Jensen, and Atticus has 4 marbles, how many marbles does Cruz have?", 8),
    ("Three times the sum of marbles that Atticus and Jensen have is equal to 60. Atticus has 4 marbles. "
     "How many marbles does Jensen have?", 16),
    ("Twice the sum of the apples of Tom and Ann is 60. Tom has 10 more apples than Ann. How many apples does Ann have?", 10),
    ("Half the sum of the apples of Tom and Ann is 30. Tom has 10 more apples than Ann. How many apples does Ann have?", 25),
])
def test_stated_total_of_k_times_a_sum(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("text", [
    "Three times the sum of marbles that Atticus and Jensen have is equal to 60. Atticus has 4 marbles. Cruz has 3 marbles. How many marbles does Jensen have?",
    "Three times the sum of marbles that Atticus and Jensen have is equal to 60. Atticus has 4 marbles. Atticus buys 2 marbles. How many marbles does Jensen have?",
    "Three times the sum of marbles that Atticus and Jensen have is equal to 60. Atticus has 4 pears. How many marbles does Jensen have?",
    "Three times the sum of their marbles is equal to 60. Atticus has 4 marbles. How many marbles does Jensen have?",
    "Twice the sum of the apples of Tom and Ann is 61. Tom has 10 more apples than Ann. How many apples does Ann have?",
    "Twice the sum of the apples of Tom and Ann is not 60. Tom has 10 apples. How many apples does Ann have?",
])
def test_stated_total_of_k_times_a_sum_near_misses_refuse(text):
    refuses(text)
