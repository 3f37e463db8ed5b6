"""Purchases stated relative to another amount (session 13): 'James buys 10 shirts and half as
many pants. The shirts cost $6 each and the pants cost $8 each.' The law: the money spent is
the sum over the kinds bought of count x price, where the related count is the relation applied
to its referent at the time of the purchase; a count that is not whole refuses at every step."""
import pytest

from engine.math import Refusal, solve
from expect import value as _answer

_PRICES = " The shirts cost $6 each and the pants cost $8 each."


@pytest.mark.parametrize("first, pants", [
    ("James buys 10 shirts and half as many pants.", 5),
    ("James buys 10 shirts and 3 more pants than shirts.", 13),
    ("James bought 10 shirts. He bought twice as many pants as shirts.", 20),
])
def test_spent_is_count_times_price_summed(first, pants):
    assert _answer(first + _PRICES + " How much did James spend?") == 10 * 6 + pants * 8


def test_everything_cost_asks_the_one_buyer():
    text = "James buys 10 shirts and half as many pants." + _PRICES + " How much did everything cost?"
    assert _answer(text) == 100


def test_money_left_after_relative_purchase():
    text = "James has $200. He buys 10 shirts and half as many pants." + _PRICES + " How much money does he have left?"
    assert _answer(text) == 100


def test_another_owners_purchase_relative_to_the_first():
    text = "Ann bought 10 shirts. James bought twice as many shirts as Ann. Each shirt costs $6. How much did James spend?"
    assert _answer(text) == 120


@pytest.mark.parametrize("text", [
    # held, not bought: nothing was spent
    "James has 10 shirts and half as many pants." + _PRICES + " How much did James spend?",
    # 4.5 pants: not whole, although the money comes out whole ($90)
    "James buys 9 shirts and half as many pants." + _PRICES + " How much did James spend?",
    "James buys 9 shirts. The shirts cost $6 each. He buys half as many pants as shirts. The pants cost $8 each. How much did James spend?",
    # the pants' price is not stated
    "James buys 10 shirts and half as many pants. The shirts cost $6 each. How much did James spend?",
    # he held pants before: are the 5 pants bought or held?
    "James has 4 pants. He buys 10 shirts and half as many pants." + _PRICES + " How much did James spend?",
    # relative to shirts bought later: the money would be spent out of order
    "James bought twice as many pants as shirts. He bought 10 shirts." + _PRICES + " How much did James spend?",
    # more spent than he had
    "James has $50. He buys 10 shirts and half as many pants." + _PRICES + " How much money does he have left?",
    # two buyers: whose is everything?
    "James buys 10 shirts and Ann buys 5 pants." + _PRICES + " How much did everything cost?",
])
def test_unreadable_purchases_refuse(text):
    assert isinstance(solve(text), Refusal)


def test_count_chains_without_money_stay_holdings():
    text = ("Angie bought three times as many pretzels at the mall as Shelly did. Shelly bought half as many "
            "pretzels as Barry. If Barry bought 12 pretzels, how many did Angie buy?")
    assert _answer(text) == 18
