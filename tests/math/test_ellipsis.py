"""Session 17 (`ellipsis`): anaphora and ellipsis of quantities.

Law 1 (engine/math/anaphora.py): 'K of that', 'K of that amount', 'K that amount', 'K times
this amount' name the one quantity stated before the anaphor (every literal of the text before
it); none, two, or another quantity word before it refuse. 'of that' is read as 'of it' (a part
of that owner's holding, checked on the facts), 'K that amount' of a count as the elided
comparison 'K as many' (compared with the referent's owner, checked on the facts).

Law 2 (reader._day_compare_elided, _day_referents): a comparison 'K as many' in a clause of one
day or time label with no referent of its own compares with the one earlier event of the same
owner, verb and noun under another label; two such events, another owner's or another verb's
quantity of that noun, or any holding of it before refuse.

Law 3 (recognizers, COMPARE_MULT): 'K as much money' with its referent left out is the elided
comparison of money, resolved as 'K as many' is (the one other named entity before it)."""
import pytest

from engine.math import Refusal, solve
from expect import value as _value


@pytest.mark.parametrize("text,expected", [
    ("Tom has 20 dollars. He spends 1/4 of that on candy. How much money does Tom have left?", 15),
    ("Arthur has $200 in his wallet. He spends four-fifths of that. How much does he have left?", 40),
    ("Tom has 20 apples. He eats 1/4 of that amount. How many apples does Tom have left?", 15),
    ("Tom has 20 apples. He eats 1/4 of this amount. How many apples does Tom have left?", 15),
    ("Tom has 20 apples and gives half of that to Ann. How many apples does Tom have?", 10),
    ("Tom has 20 apples. Ann has twice that amount. How many apples does Ann have?", 40),
    ("Tom has 20 apples and Ann has twice that amount. How many apples does Ann have?", 40),
    ("Tom has 20 apples. Ann has 3 times that amount. How many apples do Tom and Ann have?", 80),
    ("Tom sold 5 apples on Monday. On Tuesday, he sold twice as many apples. How many apples did Tom sell?", 15),
    ("Tom sold 5 apples yesterday. Today, he sold twice as many apples. How many apples did Tom sell?", 15),
    ("Tom sold 5 apples in the morning. In the afternoon, he sold twice as many apples. How many apples did Tom sell?", 15),
    ("John earned $20 on Saturday. On Sunday, he earned twice as much. How much money did John earn?", 60),
    # the elided money comparison (a new COMPARE_MULT template), and the money anaphor read by it
    ("Tom has $20. Ann has twice as much money. How much money does Ann have?", 40),
    ("Tom has $20. Ann has half that amount. How much money does Ann have?", 10),
])
def test_read(text, expected):
    assert _value(text) == expected


@pytest.mark.parametrize("text", [
    # two quantities, or an amount no literal carries, before the anaphor
    "Tom has 20 dollars and 5 apples. He spends half of that. How much money does Tom have left?",
    "Tom has 20 dollars. He earns 10 dollars. He spends half of that. How much money does Tom have left?",
    "Tom has 20 dollars. He spends 3 dollars on candy and half of that on toys. How much money does Tom have left?",
    "Tom has some money. He spends half of that. How much money does Tom have left?",
    "Tom has 20 dollars in each pocket. He spends half of that. How much money does Tom have left?",
    "Tom has 20 dollars. He spends 1/4 of that on candy and 1/2 of that on toys. How much money does Tom have left?",
    # 'of that' of what was not held, or said by another owner
    "Tom earned 20 dollars. He spends half of that. How much money does Tom have left?",
    "Tom has 20 dollars. Ann spends half of that. How much money does Ann have left?",
    "Tom had 20 dollars last year. He spends half of that. How much money does Tom have left?",
    # 'that' as a determiner or a complementiser
    "Tom has 20 dollars. He spends half of that money. How much money does Tom have left?",
    "Tom has 20 apples. He eats half of that store's apples. How many apples does Tom have left?",
    "Tom has 20 apples. Ann knows that he eats half of it. How many apples does Tom have left?",
    "Tom has 20 apples. Ann has twice that amount of pears. How many pears does Ann have?",
    # elided day comparison: two candidates, another owner, verb or noun, no label
    "Tom sold 5 apples on Monday and 3 apples on Wednesday. On Tuesday, he sold twice as many apples. How many apples did Tom sell?",
    "Tom sold 5 apples on Monday. Ann sold 4 apples on Monday. On Tuesday, he sold twice as many apples. How many apples did Tom sell?",
    "Ann sold 5 apples on Monday. On Tuesday, Tom sold twice as many apples. How many apples did Tom sell?",
    "Tom sold 5 apples on Monday. On Tuesday, he bought twice as many apples. How many apples did Tom buy?",
    "Tom sold 5 apples on Monday. On Tuesday, he sold twice as many pears. How many pears did Tom sell?",
    "Tom sold 5 apples. On Tuesday, he sold twice as many apples. How many apples did Tom sell?",
    "Tom sold 5 apples on Monday. He sold twice as many apples. How many apples did Tom sell?",
    "Tom has 8 apples. He sold 5 apples on Monday. On Tuesday, he sold twice as many apples. How many apples does Tom have left?",
    "Tom sold 5 apples on Monday. On Tuesday, he sold 3 more apples. How many apples did Tom sell?",
    "John earned $20 on Saturday and $5 on Monday. On Sunday, he earned twice as much. How much money did John earn?",
    # elided money comparison: two candidates, the owner itself, no money before
    "Tom has $20. Ann has $5. Bob has twice as much money. How much money does Bob have?",
    "Tom has $20. He has twice as much money. How much money does Tom have?",
    "Tom has 20 apples. Ann has twice as much money. How much money does Ann have?",
    "Tom spent $20. Ann has twice as much money. How much money does Ann have?",
])
def test_refused(text):
    assert isinstance(solve(text), Refusal)
