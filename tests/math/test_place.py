"""Session 13 (place): an owner's one store of a noun, and descriptions a text then states in full."""
import pytest
from expect import value as _value, refuses as _refuses


@pytest.mark.parametrize("text, value", [
    ("Mary has 400 sheep on her farm. She gave a quarter of her sheep to her sister, and half of the "
     "remaining sheep to her brother. How many sheep remain with Mary?", 150),
    ("Ben has 20 eggs in the fridge. He eats 5 eggs. How many eggs does Ben have?", 15),
    ("Mary has 400 sheep on her farm. If she sold 100 sheep, how many sheep does Mary have?", 300),
    ("Mary has 400 sheep on her farm. Her brother has 100 sheep. She gave a quarter of her sheep to "
     "her brother. How many sheep does her brother have?", 200),
])
def test_place_of_the_first_holding_is_the_owners_one_store(text, value):
    assert _value(text) == value


@pytest.mark.parametrize("text", [
    # a place-less gain may be kept elsewhere (session 5's decision, confuser settings-place-b)
    "Ben has 20 eggs in the fridge. He buys 12 eggs. How many eggs does Ben have?",
    "Tom has 10 stickers on his wall. Ann gives him 5 stickers. How many stickers does Tom have?",
    # the question names the place
    "Ben has 20 eggs in the fridge. He buys 12 eggs. How many eggs are in the fridge?",
    "Tom has 10 stickers on his wall. He buys 3 stickers. How many stickers does Tom have on his wall?",
    # a second place, of the change, of another fact, or of the same owner
    "Ben has 20 eggs in the fridge. He eats 5 eggs in the freezer. How many eggs does Ben have?",
    "Mary has 400 sheep on her farm. She sold 100 sheep at the market. How many sheep does Mary have?",
    "Ben has 20 eggs in the fridge. There are 10 eggs in the freezer. He eats 5 eggs. How many eggs does Ben have?",
    "Ben has 20 eggs in the fridge and 10 eggs in the freezer. He eats 5 eggs. How many eggs does Ben have?",
    "Tom has 10 stickers on his wall. Ann has 5 stickers in her book. He gives 3 stickers to Ann. How many stickers does Ann have?",
    # a second holding without a place may be the whole
    "Ben has 20 eggs in the fridge. He has 30 eggs. He eats 5 eggs. How many eggs does Ben have?",
    # an indefinite place is not the one store; a place-less start with a placed change
    "Ben has 20 eggs in a box. He eats 5 eggs. How many eggs does Ben have?",
    "Ben has 20 eggs. He eats 5 eggs in the kitchen. How many eggs does Ben have?",
    # times still apply
    "Mary had 400 sheep on her farm last year. She sold 100 sheep. How many sheep does Mary have?",
])
def test_two_places_or_a_placed_question_refuse(text):
    _refuses(text)


@pytest.mark.parametrize("text, value", [
    ("John's piggy bank contains quarters, dimes, and nickels. He has three more dimes than quarters and "
     "6 fewer nickels than quarters. If he has 63 coins, how many quarters does John have?", 22),
    ("John has a bag of apples. He has 20 apples. He eats 5 apples. How many apples does he have?", 15),
    ("Ali had a collection of seashells. He started with 180 seashells. He then gave away 40 seashells. "
     "If he sold half of the remaining seashells, how many seashells did he have left?", 70),
    ("John's jar contains marbles. He has 5 red marbles and 3 blue marbles. He loses 2 red marbles. "
     "How many marbles does he have?", 6),
    ("Ali has a collection of stamps. Ann has 5 more stamps than Ali. Ann has 10 stamps. How many stamps does Ali have?", 5),
])
def test_description_stated_in_full_is_inert(text, value):
    assert _value(text) == value


@pytest.mark.parametrize("text", [
    # an earlier holding the description implies: first a change, never a state
    "John has a bag of apples. He buys 5 apples. How many apples does he have?",
    "John has a bag of apples. He eats 5 apples. He has 20 apples. How many apples does he have?",
    "Ali has a collection of stamps. Ann has 10 stamps. She gives Ali 4 stamps. How many stamps does Ali have?",
    "John has a bag of apples. He had 20 apples last week. He eats 5 apples. How many apples does he have?",
    # the description's person holds nothing stated
    "John has a bag of apples. Ann has 20 apples. How many apples do they have?",
    "Ann's piggy bank contains quarters, dimes, and nickels. John has three more dimes than quarters and 6 fewer "
    "nickels than quarters. If he has 63 coins, how many quarters does John have?",
    # a named word that modifies another ('green marbles', 'a cow farm')
    "John's jar contains red, blue and green marbles. He has 5 red marbles, 3 blue marbles and 4 green marbles. "
    "How many marbles does he have?",
    "Tom owns a cow farm. He has 20 cows. He sells 5 cows. How many cows does Tom have?",
    # a scene of doing or a habit keeps the guards of _scene_nouns
    "Punger collects stickers. He has 20 stickers. He buys 5 more stickers. How many stickers does he have?",
    "Mike is building a bridge out of nails. He has 20 nails. He uses 5 nails. How many nails does he have left?",
    # a listed kind never counted, or a counted kind not listed
    "John's piggy bank contains quarters, dimes, nickels and pennies. He has three more dimes than quarters and "
    "6 fewer nickels than quarters. If he has 63 coins, how many quarters does John have?",
    "John's piggy bank contains quarters and dimes. He has three more dimes than quarters and 6 fewer nickels "
    "than quarters. If he has 63 coins, how many quarters does John have?",
    "John's jar contains red, blue, yellow and green marbles. He has 5 red marbles, 3 blue marbles and 4 green "
    "marbles. How many marbles does he have?",
    "John has a bag of apples and pears. He has 20 apples. How many fruits does he have?",
    # after a stated quantity
    "John has 5 red marbles. John's jar contains red, blue and green marbles. He has 3 blue marbles and 4 green "
    "marbles. How many marbles does he have?",
])
def test_description_with_an_unstated_holding_refuses(text):
    _refuses(text)
