"""Session 19 red team (helper red13): conditions, comparisons and question forms of the reader as
it is. Four kinds of wrong answer, each closed by a general guard:
* a comparison stated before the referent's holding is known, then resolved by a gain with no
  stated start ('Tim has 3 times as many cards as Sue. If Sue buys 4 cards, how many cards does
  Tim have?' was 12; solver `ForwardReading._compared_before_gain`): the comparison holds before
  the gain, when the referent held an unstated amount. A gain told first, and an event compared
  with its own verb, stay read;
* a sale, donation, payment or loss 'to' a person read as a plain loss ('Lucy sells 4 cats to
  Ben. How many more cats does Lucy have than Ben?' was 14, for 10; reader `_lost_to_a_person`).
  Asked of the loser alone (her holding, what she sold) it stays read; a transfer or a part
  handed on in the same sentence keeps its 'to';
* a gain 'to' a person ('Tom brings 3 apples to Ann. How many apples do they have in total?' was
  18): whose apples are they after it? Only what he did is read;
* a change of another person's goods by a possessive of the other gender ('Lucy sells 4 of his
  cats' beside Ben, was read as Lucy's; reader `_possessive_of_another`). With no person of that
  gender in the story the session-17 typo convention stands.
Minimal pairs: the same stories with the gain told first, with 'gives ... to', with the
question of the loser alone, and with the owner's own possessive, are read."""
import pytest

from expect import verdict as _v


# --------------------------------------------------------------- comparison before a gain
@pytest.mark.parametrize("text", [
    "Tim has 3 times as many cards as Sue. If Sue buys 4 cards, how many cards does Tim have?",
    "Tim has 3 times as many cards as Sue. Sue buys 4 cards. How many cards does Tim have?",
    "Tim has 3 times as many cards as Sue, and Sue buys 4 cards. How many cards does Tim have?",
    "Tim has 3 times as many cards as Sue. If Sue wins 4 cards, how many cards do they have altogether?",
    "Pia has 50 more goats than Quin. If Quin buys 100 goats, how many goats do they have in total?",
    "Pia has 50 more goats than Quin. If Quin finds 100 goats, how many goats does Pia have?",
    "Tim has twice as much money as Sue. If Sue earns $12, how much money does Tim have?",
    "Tim has twice as many stamps as Sue. Sue received 12 stamps from her aunt. How many stamps does Tim have?",
    "Tim has 5 fewer stamps than Sue. If Sue gets 12 stamps, how many stamps does Tim have?",
    # the inverse: the related owner's holding set by a gain
    "Tim has 3 times as many cards as Sue. If Tim buys 12 cards, how many cards does Sue have?",
    "Tim has 4 more cards than Sue. If Tim finds 12 cards, how many cards does Sue have?",
    # an event compared with another verb's event
    "Bob picked 3 more apples than Ann. If Ann bought 4 apples, how many apples did Bob pick?",
])
def test_comparison_before_a_gain_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Sue buys 4 cards. Tim has 3 times as many cards as Sue. How many cards does Tim have?", "12"),
    ("Tim buys 12 cards. Tim has 3 times as many cards as Sue. How many cards does Sue have?", "4"),
    ("Sue earns $12. Tim has twice as much money as Sue. How much money does Tim have?", "24"),
    ("Tim has 3 times as many cards as Sue. Sue has 4 cards. How many cards does Tim have?", "12"),
    ("Pia bought 50 more goats than Quin. If Quin bought 100 goats, how many goats did Pia buy?", "150"),
    ("Pia bought 50 more goats than Quin. If Quin bought 100 goats, how many goats did they buy in total?", "250"),
    ("Tim collected 3 times as many cards as Sue. If Sue collected 4 cards, how many cards did Tim collect?", "12"),
    ("Pia has 50 more goats than Quin. If Quin owns 100 goats, how many goats does Pia own?", "150"),
])
def test_gain_told_first_or_same_verb_is_read(text, expected):
    assert _v(text) == expected


# --------------------------------------------------------------- a loss 'to' a person
@pytest.mark.parametrize("text", [
    "Lucy has 21 cats and Ben has 3 cats. Lucy sells 4 cats to Ben. How many more cats does Lucy have than Ben?",
    "Lucy has 21 cats and Ben has 3 cats. If Lucy sells 4 cats to Ben, how many more cats does Lucy have than Ben?",
    "Lucy has 21 cats and Ben has 3 cats. Lucy sells 4 cats to Ben. How many cats do they have in total?",
    "Lucy has 21 cats and Ben has 3 cats. Lucy donates 4 cats to Ben. How many cats do they have in total?",
    "Lucy has 21 cats and Ben has 3 cats. Lucy loses 4 cats to Ben. How many cats do they have in total?",
    "Lucy has 20 cats and Ben has 3 cats. Lucy sells half of her cats to Ben. How many cats do they have in total?",
    "Lucy has 21 cats and Ben has 3 cats. Lucy sells 4 cats to him. How many more cats does Lucy have than Ben?",
    "Lucy has 21 cats and Ben has 3 cats. Ben sells 2 cats to her for $5 each. How many cats do they have in total?",
    "Tom has $10 and Ann has $5. Tom pays $3 to Ann. How much money do they have in total?",
    # a gain 'to' a person
    "Tom has 10 apples and Ann has 5 apples. Tom brings 3 apples to Ann. How many apples do they have in total?",
    "Tom has 10 apples and Ann has 5 apples. Tom brings 3 apples to Ann. How many apples does Tom have now?",
])
def test_loss_or_gain_to_a_person_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Lucy has 21 cats and Ben has 3 cats. Lucy sends 4 cats to Ben. How many more cats does Lucy have than Ben now?", "10"),
    ("Lucy has 21 cats and Ben has 3 cats. Lucy sends 4 cats to Ben. How many cats do they have now?", "24"),
    ("Lucy has 21 cats and Ben has 3 cats. Lucy sells 4 cats to the pet store. How many cats do they have in total?", "20"),
    ("Lucy has 21 cats and Ben has 3 cats. Lucy donates 4 cats to a shelter. How many cats do they have in total?", "20"),
    ("Lucy has 21 cats and Ben has 3 cats. Lucy sells 4 cats to her friends. How many cats do they have in total?", "20"),
    ("Tom has 10 apples and Ann has 4 apples. If he gives half of his apples to Ann, how many apples does Ann have?", "9"),
    ("Tom has 10 apples. He brings 3 apples to school. How many apples does Tom have now?", "13"),
    # a capitalised place after 'to' (fit train-07339's shape)
    ("Joe saves $600 for his trip to Spain. If he spends $200 on the flight, how much money does he have left?", "400"),
])
def test_to_a_transfer_or_a_place_is_read(text, expected):
    assert _v(text) == expected


# --------------------------------------------------------------- another person's goods
@pytest.mark.parametrize("text", [
    "Lucy has 21 cats and Ben has 13 cats. If Lucy sells 4 of his cats, how many more cats does Lucy have than Ben?",
    "Lucy has 21 cats and Ben has 3 cats. If Lucy sells 4 of his cats, how many more cats does Lucy have than Ben?",
    "Lucy has 21 cats and Ben has 13 cats. Lucy sells 4 of his cats. How many more cats does Lucy have than Ben now?",
    "Lucy has $21 and Ben has $13. Lucy spends $4 of his money. How much money do they have in total?",
    "Lucy has 21 cats and Ben has 13 cats. Ben gives away half of her cats. How many cats do they have in total?",
    "Tom has 10 apples and Ann has 4 apples. If she gives half of his apples to Tom, how many more apples does Tom have than Ann?",
])
def test_possessive_of_another_person_refuses(text):
    assert _v(text) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Lucy has 21 cats and Ben has 13 cats. Lucy sells 4 of her cats. How many more cats does Lucy have than Ben now?", "4"),
    ("Lucy has 20 cats and Ben has 14 cats. Lucy sells 4 cats and Ben gives away half of his cats. "
     "How many cats do they have in total?", "23"),
    ("Lucy has 21 cats and Ben has 3 cats. If Lucy gives Ben 4 of her cats, how many more cats does Lucy have than Ben?", "10"),
])
def test_own_possessive_is_read(text, expected):
    assert _v(text) == expected
