"""Session 19 (helper `qforms`): general wordings of questions the reader answers in another wording.

Laws:
* The present perfect asks what the simple past asks ('how many pies have A and B baked' = 'how
  many pies did A and B bake'; 'so far' after it is the question's own time). Never the past
  perfect, a passive perfect, a negated subject, nor 'has ... got / left' (a holding or a rest).
* 'combine to V' closing a question of a plural subject is the verb total ('in total').
* A label compared with another of its kind may drop the repeated preposition ('on Tuesday than
  Monday'); labels of two kinds still refuse.
* An agentless passive difference across labels ('how many more cakes were sold on Tuesday than
  on Monday') is the one doer's difference only when one owner owns every fact and does the verb.
* 'find the total number of goals scored by A and B' is 'how many goals did A and B score in total'
  (a group's count is checked as before); 'the amount of' only of money or a plural noun.
* 'how much of her money / savings does she have left' is 'how much money does she have left'.
* 'a year ago' / 'in a year' / 'a year from now' is a shift of one year in an age question.
* 'how many buns are not yet sold' (have not been sold, are still unsold) is what is left only
  when every decrease of the story is a sale (and one is); a meal, a gift or no sale refuses.
"""
import pytest

from expect import refuses, value


@pytest.mark.parametrize("text, expect", [
    ("Mia baked 6 muffins. Leo baked 9 muffins. How many muffins have Mia and Leo baked altogether?", 15),
    ("Mia baked 6 muffins. Leo baked 9 muffins. How many muffins have they baked in total?", 15),
    ("Nora picked 12 apples on Monday and 8 apples on Tuesday. How many apples has Nora picked?", 20),
    ("Ivan earned $40 on Monday. He earned $25 on Tuesday. How much money has Ivan earned so far?", 65),
    ("Ivan earns $40 a day. How much money has Ivan earned in 5 days?", 200),
    ("Mia baked 6 muffins on Monday. She baked 9 muffins on Tuesday. How many more muffins has Mia baked on Tuesday than on Monday?", 3),
    ("Ray lost 4 pounds. Sue lost 6 pounds. How many pounds did the two friends combine to lose?", 10),
    ("Ray lost 4 pounds. Sue lost 6 pounds. How many pounds did they combine to lose?", 10),
    ("Ray ran 3 miles. Sue ran 5 miles. How many miles did Ray and Sue combine to run?", 8),
    ("On Monday, Kim sold 12 cakes. On Tuesday, she sold 30 cakes. How many more cakes did Kim sell on Tuesday than Monday?", 18),
    ("On Monday, Kim sold 12 cakes. On Tuesday, she sold 30 cakes. How many more cakes were sold on Tuesday than Monday?", 18),
    ("Kim sold 12 cakes on Monday and 30 cakes on Tuesday. How many more cakes were sold on Tuesday than on Monday?", 18),
    ("Ali scored 7 goals. Ben scored 4 goals. Find the total number of goals scored by Ali and Ben.", 11),
    ("Ali scored 7 goals. Ben scored 4 goals. Find the total number of goals scored by the two boys.", 11),
    ("Tina had $90. She spent $35 on a book. How much of her money does Tina have left?", 55),
    ("Tina saved $90. She spent $35. How much of her savings does she have left?", 55),
    ("Omar is 41 years old. How old was Omar a year ago?", 40),
    ("Omar is 41 years old. How old will Omar be in a year?", 42),
    ("Omar is 41 years old. How old will Omar be a year from now?", 42),
    ("Grace turned 3 a year ago. How old was Grace a year ago?", 3),
    ("Ola baked 40 buns. She sold 12 buns. How many buns are not yet sold?", 28),
    ("Ola baked 40 buns. She sold 12 buns. How many buns have not been sold yet?", 28),
    ("Ola baked 40 buns. She sold 12 buns. How many buns are still unsold?", 28),
    ("Ola baked 40 buns. She sold 12 buns. She baked 5 more buns. How many buns are not yet sold?", 33),
    ("Ola baked 40 buns. She ate 12 buns. How many buns are not yet eaten?", 28),
    ("Three years from now, Pia will be twice as old as Lev. How old was Pia a year ago if Lev is now 20 years old?", 42),
])
def test_answered(text, expect):
    assert value(text) == expect


@pytest.mark.parametrize("text", [
    "Tom had 10 apples. He ate 3 apples. How many apples has Tom got?",
    "Tom had 10 apples. He ate 3 apples. How many apples has Tom left?",
    "Mia baked 6 muffins. Leo baked 9 muffins. How many muffins had Mia and Leo baked?",
    "Mia baked 6 muffins. Leo baked 9 muffins. How many muffins have been baked?",
    "Mia baked 6 muffins. She ate 2 muffins. How many muffins has Mia not eaten?",
    "Ray lost 4 pounds. Sue lost 6 pounds. How many pounds did Ray combine to lose?",
    "On Monday, Kim sold 12 cakes. On Tuesday, Ann sold 30 cakes. How many more cakes were sold on Tuesday than on Monday?",
    "On Monday, Kim sold 12 cakes. On Tuesday, she sold 30 cakes. Ann has 5 cakes. How many more cakes were sold on Tuesday than on Monday?",
    "On Monday, Kim baked 12 cakes. On Tuesday, she baked 30 cakes. How many more cakes were sold on Tuesday than on Monday?",
    "On Monday, Kim sold 12 cakes to Ann. On Tuesday, she sold 30 cakes to Ann. How many more cakes were bought on Tuesday than on Monday?",
    "On Monday, Kim sold 12 cakes. On Tuesday, she sold 30 cakes. How many more cakes did Kim sell on Tuesday than at lunch?",
    "Ali scored 7 goals. Ben scored 4 goals. Find the total number of goals scored by the three boys.",
    "Omar has 41 apples. How old was Omar a year ago?",
    "Tina had $90. She spent $35 on a book. How much of her money did she spend?",
    "Ola baked 40 buns. She sold 12 buns. She ate 3 buns. How many buns are not yet sold?",
    "Ola baked 40 buns. She sold 12 buns. She gave 3 buns to Ann. How many buns are not yet sold?",
    "Ola baked 40 buns. She ate 12 buns. How many buns are not yet sold?",
    "Ola baked 40 buns. She sold 12 buns. She lost 2 buns. How many buns are still unsold?",
])
def test_refused(text):
    refuses(text)
