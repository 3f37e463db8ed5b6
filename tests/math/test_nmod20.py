"""Session 20 (helper nmod): modifiers inside a quantity's noun phrase.

Laws tested here:
* The things in ONE vessel of the owner are the owner's ('Rex has a mason jar filled with 100
  nickels' = 'Rex has 100 nickels in a mason jar'): only a verb of having, one vessel of
  lexicon.HELD_VESSELS, contents of plain words. A farm, an aquarium, a capacity ('a jar that can
  hold'), a comparison, 'each', a modal or a negation stay unread.
* A per-item weight said with the distributive 'each' ('4 puppies that each weigh 7 kilograms',
  '6 bags ... that each weighed 22 kilograms', ', each weighing') is a container fact; 'that weigh'
  without 'each' (each or together?) is not read.
* A worth in points said of each item ('13 field goals worth 3 points each', ', each worth 3
  points') is a container fact; 'worth 3 points' without 'each' and 'worth 3 points in total'
  are not read.
* A purpose of showing ('to advertise their products', 'to display') moves nothing; a purpose of
  giving away, selling to someone or with a literal still refuses as before.
"""
from fractions import Fraction

import pytest
from expect import refuses, value

from engine.math.recognizers import read_vessel


@pytest.mark.parametrize("text, answer", [
    ("Rex has a mason jar filled with 100 nickels. He spends 20 nickels. How many nickels does Rex have?", 80),
    ("Pete has a bag with 10 marbles. He gives 3 marbles to Ann. How many marbles does Pete have?", 7),
    ("Pete has a bag with 10 red marbles and 5 blue marbles. How many marbles does Pete have?", 15),
    ("Pete has a box with 5 bags. Each bag has 10 marbles. How many marbles does Pete have?", 50),
    ("Pete has a bag with 10 marbles. Ann has a bag with 4 marbles. How many marbles do they have in total?", 14),
    ("Kim has a basket full of 12 eggs. She eats 2 eggs. How many eggs does Kim have left?", 10),
    ("Kim has a basket containing 12 eggs. She eats 2 eggs. How many eggs does Kim have left?", 10),
    # per-item weights with 'each'
    ("Suki bought 6 bags of coffee beans that each weighed 22 kilograms. "
     "How many kilograms of coffee beans did Suki buy?", 132),
    # per-item worth with 'each'
    ("James scored 13 field goals worth 3 points each and 20 shots worth 2 points each. "
     "How many points did he score?", 79),
    ("James scored 13 field goals, each worth 3 points. How many points did he score?", 39),
    # a purpose of showing moves nothing
    ("A small store made 50 posters to advertise their products. Two-fifths of them are small posters "
     "while half of them are medium posters. The rest are large posters. How many large posters are there?", 5),
    ("Thomas has 25 drawings to display. He gives 5 drawings to Ann. How many drawings does Thomas have?", 20),
])
def test_reads(text, answer):
    assert value(text) == Fraction(answer)


@pytest.mark.parametrize("text", [
    # not a vessel: the farm's, aquarium's or garden's holding, counted how?
    "Eric has a chicken farm with 4 chickens. He buys 2 chickens. How many chickens does Eric have?",
    "Olga has an aquarium with 5 fish. She buys 2 fish. How many fish does Olga have?",
    # a capacity, not contents
    "Pete has a bag that can hold 10 marbles. He gives 3 marbles to Ann. How many marbles does Pete have?",
    # modal, negation, a past label, a comparison, a per-item filler
    "Pete would have a bag with 10 marbles. He gives 3 marbles to Ann. How many marbles does Pete have?",
    "Pete does not have a bag with 10 marbles. He gives 3 marbles to Ann. How many marbles does Pete have?",
    "Pete had a bag with 10 marbles last year. How many marbles does Pete have?",
    "Pete has a bag with 10 more marbles than Ann. Ann has 3 marbles. How many marbles does Pete have?",
    "Pete has a bag with 10 marbles for each friend. He gives 3 marbles to Ann. How many marbles does Pete have?",
    "Pete has a bag with 10 marbles missing. He gives 3 marbles to Ann. How many marbles does Pete have?",
    # several vessels: each or in all?
    "Ben's mother gave him 5 boxes with 8 baseball cards. How many cards does Ben have?",
    # the vessel's own second holding is the vessel's, not the owner's (read as before)
    "Pete has a bag with 10 marbles. The bag also has 5 marbles. How many marbles does Pete have?",
    # weights without 'each': each or together?
    "Suki bought 6 bags of coffee beans that weighed 22 kilograms. How many kilograms of coffee beans did Suki buy?",
    "Suki bought 6 bags of coffee beans that each weighed 22 kilograms more than Ann's. How many kilograms of coffee beans did Suki buy?",
    # worth without 'each', a total, a money worth
    "James scored 13 field goals worth 3 points. How many points did he score?",
    "James scored 13 field goals worth 3 points in total. How many points did he score?",
    "Tom bought 5 cards worth $20. How much did Tom spend?",
    # purposes that move things still refuse
    "Thomas has 25 drawings to give away. He gives 5 drawings to Ann. How many drawings does Thomas have?",
    "A store made 50 posters to advertise their 3 products. How many posters are there?",
    "A store made 50 posters to advertise their posters. Half of them are small. How many small posters are there?",
])
def test_near_misses_refuse(text):
    refuses(text)


@pytest.mark.parametrize("clause, out", [
    ("@rex has a mason jar filled with <n0> nickels", "@rex has <n0> nickels in a mason jar"),
    ("@pete has a bag with <n0> red marbles and <n1> blue marbles", "@pete has <n0> red marbles and <n1> blue marbles in a bag"),
    ("@pete has a bag that holds <n0> marbles", "@pete has <n0> marbles in a bag"),
    # left as written
    ("@pete has a bag that can hold <n0> marbles", None),
    ("@eric has a chicken farm with <n0> chickens", None),
    ("@pete has <n0> bags with <n1> marbles", None),
    ("@pete has a bag with <n0> marbles each", None),
    ("@pete has a big red bag with <n0> marbles", None),
])
def test_read_vessel(clause, out):
    assert read_vessel(clause) == (out or clause)
