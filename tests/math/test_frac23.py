"""Parts of what is left, said by a fronted 'Of the remaining X ,' or by 'the rest' of goods; session 23 (`frac23`).

Laws:
* 'Of the remaining apples / of his remaining apples / of the remaining ones , he gave half (of
  them) to Ann' is 'he gave half of the remaining apples to Ann' (recognizers.read_remaining_from,
  frac22's stash verified here); the opening's possessive must agree with a pronoun subject.
* 'He lost 20 marbles. He lost / donated / gave away half of the rest' is a part of the owner's one
  held noun when the sentence names no money and the owner has no money (reader._rest_part_of_goods);
  money and goods both held refuse (which is left?); money alone stays money.
* A part of what is left ('half of the rest / of the remaining X / of what is left') needs the
  owner's last change of that holding before it to take some away (reader._part_of_rest_taken):
  after nothing, after a gain, or after another's change it refuses (the rest of what?).
* 'sold off K of them' is 'sold K of them' (lexicon.LOSE).
"""
import pytest

from expect import refuses, value

READ = [
    # the fronted opening (frac22's stash)
    ("Tom had 30 apples. He ate 10 apples. Of the remaining apples, he gave half to Ann. How many apples does Tom have left?", 10),
    ("Tom had 30 apples. He ate 10 apples. Of the remaining apples, he gave half of them to Ann. How many apples does Tom have left?", 10),
    ("Tom had 30 apples. He ate 10 apples. Of the remaining ones, he gave half to Ann. How many apples does Tom have left?", 10),
    ("Tom had 30 apples. He ate 10 apples. Of his remaining apples, he sold 1/4. How many apples does Tom have left?", 15),
    ("Tom had 30 apples. He ate 10 apples. Of the remaining apples, he gave half to Ann. How many apples did Ann receive?", 10),
    ("Tom had 30 apples. He ate 10 apples. Of the remaining apples, he gave half to Ann and sold the rest. How many apples did Tom sell?", 10),
    ("Tom had 30 apples. He ate 10 apples. Of the remaining apples, he gave half to Ann. Then he ate 2 apples. How many apples does Tom have left?", 8),
    ("Tom had $30. He spent $10. Of the remaining money, he spent half on a book. How much money does Tom have left?", 10),
    ("Lily has 40 books. She gives a fourth of her books to her nephew. From her remaining books, she donates a third of them to the library. How many books does Lily have left?", 20),
    # the rest of goods with a verb of spending too
    ("Tom had 40 marbles. He lost 20 marbles. He lost half of the rest. How many marbles does Tom have left?", 10),
    ("Tom had 40 marbles. He lost 20 marbles. He lost half of the remaining. How many marbles does Tom have left?", 10),
    ("Tom had 40 marbles. He lost 20 marbles. He donated half of what is left. How many marbles does Tom have left?", 10),
    ("Tom had 40 marbles. He lost 20 marbles. He gave away half of the rest. How many marbles does Tom have left?", 10),
    ("Tom had 40 marbles. He lost 20 marbles. He gave away half of the rest to Ann. How many marbles does Tom have left?", 10),
    ("Tom had $40. He lost $20. He lost half of the rest. How much money does Tom have left?", 10),
    ("Tom had $40. He lost $20. He lost half of what is left. How much money does Tom have left?", 10),
    # parts of what is left after a taking (kept)
    ("Ann had 20 apples. She ate 1/4 of them in the morning and 2/3 of the remaining in the evening. How many apples does Ann have left?", 5),
    ("Ella has 32 figures. She sold 1/4 of them and gave 1/3 of the rest to her son. How many figures does she have left?", 16),
    ("Tom has $24. He spends a third of it. Then he spends a quarter of what he has left. How much money does he have left?", 12),
    ("Hana has $100. She spent a quarter of it on a game and then used a fifth of what was left on goggles. How much money did she have left?", 60),
    ("Ann has 36 eggs. She uses 1/4 of them for making crepes, and 2/3 of the remaining for making cakes. How many eggs does Ann have left?", 9),
    ("Ben has $200. He spends four-fifths of that. How much money does Ben have left?", 40),
    # sold off
    ("Ella has 32 figures. She sold off a quarter of them. How many figures does she have left?", 24),
    ("Ella has 32 figures. She sells off half of them. How many figures did she sell?", 16),
    ("Tom had 40 marbles. He sold off 20 marbles. He lost half of the rest. How many marbles does Tom have left?", 10),
]

REFUSE = [
    # the opening: another noun, another possessor, two parts
    "Tom had 30 apples and 20 pears. He ate 10 apples. Of the remaining pears, he sold 1/4. How many apples does Tom have left?",
    "Tom had 30 apples. He ate 10 apples. Of her remaining apples, he gave half to Ann. How many apples does Tom have left?",
    "Lily has 40 books. She gives a fourth of her books to her nephew. From his remaining books, she donates a third of them to the library. How many books does Lily have left?",
    "Tom had 30 apples and 20 pears. He ate 10 apples. Of the remaining ones, he gave half to Ann. How many apples does Tom have left?",
    "Tom had 30 apples. Ann had 20 apples. Tom ate 10 apples. Of the remaining apples, he ate half. How many apples does Tom have left?",
    # the rest of goods: money and goods both held, two goods
    "Tom had 40 marbles and $10. He lost 20 marbles. He lost half of the rest. How many marbles does Tom have left?",
    "Tom had 40 marbles and 10 cards. He lost 20 marbles. He lost half of the rest. How many marbles does Tom have left?",
    "Tom had 40 marbles. He lost 20 marbles. He lost half of the remaining money. How many marbles does Tom have left?",
    # a part of what is left with nothing taken before it
    "Tom had 40 marbles. He lost half of the rest. How many marbles does Tom have left?",
    "Tom had 40 marbles. He won 20 marbles. He lost half of the rest. How many marbles does Tom have left?",
    "Tom had 40 marbles. He gave half of the rest to Ann. How many marbles does Tom have left?",
    "Tom had $40. He earned $20. He spent half of the rest. How much money does Tom have left?",
    "Tom had $40. He spent half of what is left. How much money does Tom have left?",
    "Tom had 30 apples. Of the remaining apples, he sold half. How many apples does Tom have left?",
    "Tom had 30 apples. He bought 10 apples. Of the remaining apples, he gave half to Ann. How many apples does Tom have left?",
    "Tom had 40 marbles. He bought 10 marbles. He sold off half of the rest. How many marbles does Tom have left?",
    # another's change before it
    "Tom had 40 marbles. Ann had 30 marbles. Tom lost 20 marbles. Ann lost half of the rest. How many marbles does Ann have left?",
    "Tom had 30 apples. He ate 10 apples. Of the remaining apples, his sister ate half. How many apples does Tom have left?",
    # not a loss
    "Ella has 32 figures. She showed off half of them. How many figures does she have left?",
]


@pytest.mark.parametrize("text,expected", READ)
def test_reads(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("text", REFUSE)
def test_refuses(text):
    refuses(text)


def test_no_taking_is_ambiguous_reference():
    r = refuses("Tom had 40 marbles. He won 20 marbles. He lost half of the rest. How many marbles does Tom have left?")
    assert r.reason.value == "ambiguous_reference"
