"""Session 15 red team `red2` of the `same` / `price` / `each` constructions: wrong answers found
and closed (see the README section "Session 15 — helper red2")."""
from expect import verdict as _v


def test_and_n_more_after_a_verb_of_getting_refuses():
    # 'picked 20 apples and 3 more pears': 3 pears added, or 3 more pears than apples (was 23)
    assert _v("Frank picked 20 apples and 3 more pears. How many pears does Frank have?") == "refuse"
    assert _v("Frank picked 20 apples and 3 more pears. How many pears did Frank pick?") == "refuse"


def test_comparisons_without_the_additive_sense_still_read():
    assert _v("Frank picked 20 apples and 3 fewer pears. How many pears did Frank pick?") == "17"
    assert _v("Frank picked 20 apples and twice as many pears. How many pears does Frank have?") == "40"
    # the older possession and purchase forms keep their reading (a standing decision)
    assert _v("Frank has 20 apples and 3 more pears. How many pears does Frank have?") == "23"
    assert _v("James buys 10 shirts and 3 more pants. How many pants did James buy?") == "13"


def test_measure_or_container_phrase_compared_with_a_bare_noun_refuses():
    # '20 pounds / bags of apples and twice as many pears': 40 pears or 40 pounds / bags of
    # pears? (was 40 in every form: has, picked, bought, there are)
    for t in ("Frank picked 20 bags of apples and twice as many pears. How many pears did he pick?",
              "Frank picked 20 pounds of apples and twice as many pears. How many pears did he pick?",
              "There are 20 pounds of apples and twice as many pears. How many pears are there?",
              "Frank has 20 boxes of apples and twice as many pears. How many pears does he have?",
              "Frank has twice as many pears as pounds of apples. He has 20 pounds of apples. How many pears does he have?"):
        assert _v(t) == "refuse", t


def test_two_phrases_of_one_form_still_compare():
    assert _v("Frank has 20 bags of apples and twice as many bags of pears. "
              "How many bags of pears does he have?") == "40"
    assert _v("Frank has 20 apples and twice as many pears. He eats 5 pears. How many pears does he have?") == "35"


def test_a_measure_compared_with_a_count_refuses():
    # 'holds 20 gallons and twice as many fish' (was 40 fish); '20 dozen apples' is a count (480)
    assert _v("The tank holds 20 gallons and twice as many fish. How many fish are in the tank?") == "refuse"
    assert _v("Frank picked 20 dozen apples and twice as many pears. How many pears did Frank pick?") == "480"


def test_a_measure_of_a_noun_is_no_count_of_it_in_a_head_named_comparison():
    # reader._relation_units: '200 pounds of chicken' does not fit 'as many ducks as chickens'
    # (was 400 ducks, 1200 turkeys in the list form)
    assert _v("Tom has 200 pounds of chicken. He has twice as many ducks as chickens. "
              "How many ducks does he have?") == "refuse"
    assert _v("Mr. Valentino has 200 pounds of chicken, twice as many ducks as chickens and three times "
              "as many turkeys as ducks. How many turkeys does he have?") == "refuse"
    # a kind named by its head still fits ('Pokemon cards' for 'cards')
    assert _v("Jenny has 6 Pokemon cards. Orlando has 2 more cards than Jenny. "
              "How many Pokemon cards does Orlando have?") == "8"
