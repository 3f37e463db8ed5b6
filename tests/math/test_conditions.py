"""Conditions of the question (session 14, `cond`): the hypothetical mood of a condition ('if he
decides to eat 3 cookies'), a condition at a future time asked of now, a closing 'If A.'
fragment before the question, and 'can' as a container noun ('each can has 3 tennis balls')."""
import pytest

from engine.math import Refusal, solve
from engine.math.reader import _intended_event
from expect import value as _value


# -- hypothetical mood: the intended event is read as the event -----------------------------

@pytest.mark.parametrize("intend", ["decides to", "decided to", "plans to", "chooses to", "wants to",
                                    "is going to"])
@pytest.mark.parametrize("start, eaten", [(20, 3), (50, 12)])
def test_intended_loss(intend, start, eaten):
    text = (f"Tom has {start} cookies. If he {intend} eat {eaten} cookies, "
            f"how many cookies will he have left?")
    assert _value(text) == start - eaten


@pytest.mark.parametrize("start, each, friends", [(20, 4, 5), (30, 2, 3)])
def test_intended_transfer_to_each(start, each, friends):
    text = (f"Tom has {start} cookies. If Tom plans to give {each} cookies to each of his {friends} "
            f"friends, how many cookies will he have left?")
    assert _value(text) == start - each * friends


def test_coordinated_intended_verbs_are_inflected():
    assert _intended_event("he decides to eat <n1> apples and give <n2> to @ann") == \
        "he eats <n1> apples and gives <n2> to @ann"
    text = ("Tom has 20 cookies. If he wants to eat 3 cookies and give 5 cookies to Ann, "
            "how many cookies will he have left?")
    assert _value(text) == 12


def test_trailing_intended_condition():
    assert _value("Tom has 20 cookies. How many cookies will he have left if he decides to eat 3 cookies?") == 17


def test_intended_purchase_and_spending():
    assert _value("Tom has 20 cookies. If he decides to buy 3 cookies, how many cookies will he have?") == 23
    assert _value("Tom has $20. If he decides to spend $3, how much money will he have left?") == 17


def test_planned_purchase_keeps_its_reading():
    # 'wants to buy a toy that costs $25' is read as it stands first (a planned purchase)
    assert _value("Tom has $20. If he wants to buy a toy that costs $25, how much more money does he need?") == 5


@pytest.mark.parametrize("text", [
    "Tom has 20 cookies. If he wants to have 30 cookies, how many cookies does he have?",         # a goal
    "Tom has 20 cookies. If he decides to keep 5 cookies, how many cookies does he give away?",   # a remainder
    "Tom has 20 cookies. If they decide to eat 3 cookies, how many cookies will Tom have left?",  # plural
    "Tom has 20 cookies. If he decided not to eat 3 cookies, how many cookies will he have left?",
    "Tom has 20 cookies. If he had decided to eat 3 cookies, how many cookies would he have left?",
    "Tom has 20 cookies. If he would decide to eat 3 cookies, how many cookies will he have left?",
    "Tom has 20 cookies. If he decides to eat 3 cookies instead, how many cookies will he have left?",
    "Tom has 20 cookies. He eats 3 cookies. If he decides to eat 3 cookies, how many cookies will he have left?",
    "Tom has 20 cookies and Bob has 10 cookies. If he decides to eat 3 cookies, how many cookies will Tom have left?",
    "Tom has 20 cookies. If Ann decides to eat 3 cookies, how many cookies will Tom have left?",
    "Tom has 20 cookies. If she decides to eat 3 cookies, how many cookies will Tom have left?",
    "Tom has 20 cookies. If he decides to eat 3 apples, how many cookies will he have left?",
    "Tom has 20 cookies. If he decides to eat 30 cookies, how many cookies will he have left?",
    "Tom has 20 cookies. If he decides to eat 3 cookies a day, how many cookies will he have left?",
])
def test_intended_near_misses_refuse(text):
    assert isinstance(solve(text), Refusal)


# -- a condition at a future time, asked of now ----------------------------------------------

@pytest.mark.parametrize("text", [
    "Tom has 20 cookies. If he eats 3 cookies tomorrow, how many cookies does he have now?",
    "Tom has 20 cookies. If he decides to eat 3 cookies tomorrow, how many cookies does he have now?",
    "Tom has 20 cookies. If he is going to eat 6 cookies, how many cookies does he have?",
])
def test_future_condition_asked_of_now_refuses(text):
    assert isinstance(solve(text), Refusal)


def test_future_condition_asked_of_the_future():
    assert _value("Tom has 20 cookies. If he eats 6 cookies tomorrow, how many cookies will he have left?") == 14


# -- a closing 'If A.' fragment is the condition of the question after it ---------------------

@pytest.mark.parametrize("start, sold", [(40, 10), (25, 7)])
def test_if_fragment_before_the_question(start, sold):
    text = f"Tom has {start} apples. If he sells {sold} apples. How many apples does he have left?"
    assert _value(text) == start - sold


def test_if_fragment_with_a_list_of_clauses():
    text = "Tom has 40 apples. If he sells 10 apples, and eats 5 apples. How many apples does he have left?"
    assert _value(text) == 25


@pytest.mark.parametrize("text", [
    "Tom has 40 apples. If he sells 10 apples, he has 30 apples. How many apples does he have left?",  # a main clause
    "Tom has 40 apples. If he sells 10 apples, he gets 5 pears. How many apples does he have left?",
    "Tom has 40 apples. If he sells 10 apples then he eats 5. How many apples does he have left?",
    "Tom has 40 apples. If he sells 10 apples. Ann has 5 apples. How many apples does Tom have left?",  # not before the question
    "Tom has 40 apples. If he sells 10 apples. If he eats 5 apples, how many apples does he have left?",
    "Tom has 40 apples. If he had sold 10 apples. How many apples would he have left?",
    "Tom has 40 apples. He sells 10 apples. If he sells 10 apples. How many apples does he have left?",
    "Tom has 40 apples. If Ann sells 10 apples. How many apples does Tom have left?",
    "Tom has 40 apples. If he sells 50 apples. How many apples does he have left?",
])
def test_if_fragment_near_misses_refuse(text):
    assert isinstance(solve(text), Refusal)


# -- 'can' as a container noun ------------------------------------------------------------------

@pytest.mark.parametrize("cans, balls", [(5, 3), (7, 4)])
def test_can_as_a_container(cans, balls):
    assert _value(f"Tom buys {cans} cans of tennis balls. Each can has {balls} tennis balls. "
                  f"How many tennis balls does he buy?") == cans * balls
    assert _value(f"Tom buys {cans} cans of tennis balls. How many tennis balls does he buy "
                  f"if each can has {balls} tennis balls?") == cans * balls


def test_can_as_a_priced_item():
    assert _value("Tom buys 5 cans of soup. Each can costs $2. How much does he spend?") == 10
    assert _value("Tom buys 4 cans of soda. A can of soda costs $2. How much does he spend?") == 8


@pytest.mark.parametrize("text", [
    "Tom buys 5 cans of tennis balls. Each can hold 3 tennis balls. How many tennis balls does he buy?",  # modal form
    "Each one can hold 3 balls. Tom buys 4 cans. How many balls does he buy?",                          # a modal
    "Tom buys 5 boxes of tennis balls. Each can has 3 tennis balls. How many tennis balls does he buy?",  # no cans
    "Tom buys 5 cans of tennis balls. Each can has 3 balls. How many cans does he buy?",
    "Tom can buy 4 cans of soda. Each can costs $2. How much does he spend?",
])
def test_can_near_misses_refuse(text):
    assert isinstance(solve(text), Refusal)


# -- the progressive of a condition is its event ------------------------------------------------

@pytest.mark.parametrize("verb, n", [("giving 3 cookies to Ann", 3), ("selling 5 cookies", 5)])
def test_progressive_condition(verb, n):
    assert _value(f"Tom has 20 cookies. If he is {verb}, how many cookies will he have left?") == 20 - n


@pytest.mark.parametrize("text", [
    "Tom has 20 cookies. If he is selling 5 cookies tomorrow, how many cookies does he have?",
    "Tom has 20 cookies. If they are selling 5 cookies, how many cookies will Tom have left?",
    "Tom has 20 cookies. If Ann is selling 5 cookies, how many cookies will Tom have left?",
    "Tom has 20 cookies. If he is having 5 cookies, how many cookies will he have left?",
    "Tom has 20 cookies. If he was selling 5 cookies, how many cookies will he have left?",
    "Tom has 20 cookies. He is selling 5 cookies. How many cookies will he have left?",
])
def test_progressive_near_misses_refuse(text):
    assert isinstance(solve(text), Refusal)
