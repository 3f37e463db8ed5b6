"""Per-item amounts (session 15, helper `each`): what each item yields ('each tree produces 50
apples', 'each hen lays 3 eggs', 'each cat gives birth to 4 kittens', 'each fish gives him 2
fillets'), contents 'in it', the contents asked as '<outer> <inner>' ('fish fillets'), and the
total of the contents 'for all the <outer>'. Laws and minimal pairs: the construction read, its
near-misses refused."""
import pytest

from engine.math.recognizers import Category, recognize
from expect import refuses, value


def _cats(clause: str) -> set:
    return {m.category for m in recognize(clause)}


# -- yields are contents -------------------------------------------------------------------

@pytest.mark.parametrize("verb", ["produces", "yields", "lays", "bears", "drops", "makes"])
@pytest.mark.parametrize("n, k", [(5, 12), (3, 7)])
def test_yield_is_a_content(verb, n, k):
    text = f"Tom has {n} trays. Each tray {verb} {k} cookies. How many cookies does Tom have?"
    assert value(text) == n * k


def test_yield_equals_has():
    """The yield reading is the content reading: the same value as 'each tree has 50 apples'."""
    a = "Tom has 5 trees. Each tree produces 50 apples. How many apples does Tom have?"
    assert value(a) == value(a.replace("produces", "has")) == 250


@pytest.mark.parametrize("n, k", [(3, 4), (6, 5)])
def test_gives_birth_to(n, k):
    assert value(f"Mark has {n} cats. Each cat gives birth to {k} kittens. How many kittens does Mark have?") == n * k


def test_yield_in_a_condition():
    assert value("Tom has 5 trees. If each tree produces 50 apples, how many apples does Tom have?") == 250


def test_yield_then_loss():
    assert value("Tom has 4 trays. Each tray makes 12 cookies. Tom eats 5 cookies. "
                 "How many cookies does Tom have left?") == 43


@pytest.mark.parametrize("text", [
    "Ann has 6 hens. Each hen lays 3 eggs a day. How many eggs does Ann have?",          # a rate
    "A hen lays 3 eggs. Ann has 6 hens. How many eggs does Ann have?",                   # one hen
    "A garden produced 237 potatoes. Each potato produces 2 sprouts. How many sprouts are there?",
    "Tom has 3 friends. Each friend makes 4 cards. How many cards does Tom have?",        # a person
    "Tom has 3 friends. Each friend gives 4 cards. How many cards does Tom have?",        # to whom?
    "Tom has 3 friends. Each friend gives him 4 cards. How many cards does Tom have?",
    "There are 4 students. Each student drops 2 pens. How many pens are there?",
    "Tom has 5 trees. Each tree would produce 50 apples. How many apples does Tom have?",
    "Tom has 5 trees. Each tree produces 50 apples every year. How many apples does Tom have?",
    "Mark has 3 cats. Each dog gives birth to 4 puppies. How many puppies does Mark have?",
])
def test_yield_near_misses_refuse(text):
    refuses(text)


def test_only_distributive_determiners():
    assert Category.CONTAINER in _cats("each tree produces <n0> apples")
    assert Category.CONTAINER not in _cats("a garden produced <n0> potatoes")
    assert Category.CONTAINER not in _cats("a craftsman makes <n0> jars")


# -- a recipient of the yield --------------------------------------------------------------

@pytest.mark.parametrize("n, k", [(60, 2), (7, 3)])
def test_recipient_owns_the_items(n, k):
    assert value(f"Luke catches {n} fish. Each fish gives him {k} fillets. How many fillets does Luke have?") == n * k


@pytest.mark.parametrize("text", [
    "Ann catches 60 fish. Each fish gives him 2 fillets. How many fillets does Ann have?",
    "Luke catches 60 fish. Each fish gives her 2 fillets. How many fillets does Luke have?",
    "Luke catches 60 fish and Tom catches 20 fish. Each fish gives him 2 fillets. How many fillets does Luke have?",
    "Luke catches 60 fish. He gives 10 fish to Ann. Each fish gives him 2 fillets. How many fillets does Luke have?",
    "Luke has 5 nets. Each net holds 12 fish. Each fish gives him 2 fillets. How many fillets does Luke have?",
])
def test_recipient_must_be_the_one_owner(text):
    refuses(text)


# -- 'in it' / 'in them' ------------------------------------------------------------------

@pytest.mark.parametrize("tail", ["in it", "in them"])
def test_contents_in_it(tail):
    assert value(f"Tom has 4 boxes. Each box has 10 candy bars {tail}. How many candy bars does Tom have?") == 40


def test_contents_elsewhere_refuse():
    refuses("Tom has 4 boxes. Each box has 10 candy bars in the fridge. How many candy bars does Tom have?")
    refuses("Tom has 4 boxes. Each bag has 10 candy bars in it. How many candy bars does Tom have?")


# -- '<outer> <inner>' asks the inner noun -------------------------------------------------

def test_compound_contents():
    assert value("Tom has 4 cars. Each car has 4 wheels. How many car wheels does Tom have?") == 16
    assert value("Luke catches 60 fish. If each fish gives him 2 fillets, then how many fish fillets "
                 "does he have?") == 120


@pytest.mark.parametrize("text", [
    "Tom has 4 cars and 3 car wheels. Each car has 4 wheels. How many car wheels does Tom have?",  # named itself
    "Tom has 4 cars. Each car has 4 wheels. How many bike wheels does Tom have?",
    "Tom has 4 cars and 2 bikes. Each car has 4 wheels and each bike has 2 wheels. How many car wheels does Tom have?",
    "Each car has 4 wheels. How many car wheels does Tom have?",
])
def test_compound_near_misses(text):
    refuses(text)


# -- 'for all the <outer>' -----------------------------------------------------------------

def test_for_all_the_outer():
    assert value("Andre catches 8 ladybugs on Monday and 5 ladybugs on Tuesday. If each ladybug has 6 dots, "
                 "how many dots are there in total for all the ladybugs?") == 78
    assert value("Andre catches 8 ladybugs. Each ladybug has 6 dots. How many dots are there for all the ladybugs?") == 48
    assert value("Tom buys 3 boxes. Each box has 10 apples. How many apples are there in all the boxes?") == 30
    # one holding as the only count of the outer noun
    assert value("Andre has 8 ladybugs. Each ladybug has 6 dots. How many dots are there for all the ladybugs?") == 48
    refuses("Tom has 3 boxes. Each box has 10 apples. He sells 1 box. How many apples are there in all the boxes?")
    refuses("Tom has 3 boxes and Ann has 2 boxes. Each box has 10 apples. How many apples are there in all the boxes?")


@pytest.mark.parametrize("text", [
    "Andre catches 8 ladybugs and releases 3 ladybugs. Each ladybug has 6 dots. How many dots are there for all the ladybugs?",
    "Andre catches 8 ladybugs and Bo catches 5 ladybugs. Each ladybug has 6 dots. How many dots are there for all the ladybugs?",
    "Andre catches 8 ladybugs. Each ladybug has 6 dots. Each beetle has 2 dots. How many dots are there for all the ladybugs?",
    "Andre catches 8 ladybugs. Each ladybug has 6 dots. How many dots are there for all the beetles?",
    "Andre catches 8 ladybugs. Each ladybug needs 6 dots. How many dots are there for all the ladybugs?",
    "Andre catches 8 ladybugs. Each ladybug has 6 dots. Andre paints 4 dots. How many dots are there for all the ladybugs?",
    "Andre catches 8 ladybugs and buys 3 ladybugs. Each ladybug has 6 dots. How many dots are there for all the ladybugs?",
    "Andre caught 8 ladybugs last year. Each ladybug has 6 dots. How many dots are there for all the ladybugs?",
    "Andre catches 8 ladybugs in the garden. Each ladybug has 6 dots. How many dots are there for all the ladybugs?",
    "Tom buys 3 boxes. Each box has 10 apples. He eats 2 apples. How many apples are there in all the boxes?",
])
def test_for_all_the_outer_near_misses(text):
    refuses(text)


# -- yields do not go with their items -------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Luke has 6 chickens. Each chicken lays 2 eggs. Luke sells 3 chickens. How many eggs does Luke have?",
    "Luke has 6 chickens. Each chicken lays 2 eggs. Luke buys 3 more chickens. How many eggs does Luke have?",
    "Tom has 5 trees. Each tree produces 50 apples. Tom picks 20 apples. How many apples does Tom have?",
])
def test_yield_of_changing_items_refuses(text):
    refuses(text)


def test_yield_then_eaten():
    assert value("Tom has 5 trees. Each tree produces 50 apples. Tom eats 20 apples. "
                 "How many apples does Tom have left?") == 230


# -- ', each with' / 'each containing' / 'which each have' -------------------------------------

@pytest.mark.parametrize("text, expect", [
    ("Vaishali has 4 hats, each with 3 stripes. How many stripes does Vaishali have?", 12),
    ("Tom bought 5 boxes each containing 12 pens. How many pens did Tom buy?", 60),
    ("Tom bought 5 boxes, each having 12 pens. Tom gave 3 pens to Ann. How many pens does Tom have?", 57),
    ("Tim owns 2 apartment complexes which each have 60 apartments. How many apartments does Tim own?", 120),
])
def test_each_with(text, expect):
    assert value(text) == expect


@pytest.mark.parametrize("text", [
    "Tim owns 2 apartment complexes which have 60 apartments. How many apartments does Tim own?",  # each, or all?
    "Tom bought 5 boxes, each with 12 pens and 3 pencils. How many pens did Tom buy?",
    "Tom bought 5 boxes, each with 12 pens. He lost 2 boxes. How many pens does Tom have?",
])
def test_each_with_near_misses(text):
    refuses(text)


# -- taking a content from the owner's own containers (a wrong answer of older code) ----------

@pytest.mark.parametrize("verb", ["picks", "collects", "harvests", "gathers"])
def test_taken_from_own_containers_refuses(verb):
    """'Tom has 5 trees. Each tree has 50 apples. Tom picks 20 apples.' answered 270: picked from
    his own trees, the 20 are among the 250."""
    refuses(f"Tom has 5 trees. Each tree has 50 apples. Tom {verb} 20 apples. How many apples does Tom have?")


def test_bought_contents_still_add():
    assert value("Tom has 3 boxes. Each box has 10 apples. Tom buys 5 apples. How many apples does Tom have?") == 35
