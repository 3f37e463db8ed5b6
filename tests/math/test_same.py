"""Session 15 (`same`): comparisons inside one clause whose referent is elided or is another noun
of the same owner, and comparisons of a measure stated with a verb.

- 'There are 141 gold balloons and twice as many silver balloons': the referent is the one noun
  stated just before in the same clause list (as 'a zoo has 5 penguins and twice as many polar
  bears'); a comparison continuing a longer list ('5 cats , 3 dogs and twice as many birds')
  refuses, for the scene and for an owner alike.
- 'Mary has 3 times as much candy as Megan': a mass noun compared as money is.
- 'Peter weighs half as much as Tyler': the relation of two weights, its noun the one weight unit
  in play; any other noun in play refuses."""
import pytest

from engine.math.reader import _sentence_facts
from engine.math.segment import segment
from expect import value as _value, refuses as _refuses


def _facts(sentence):
    return _sentence_facts(segment(sentence)[0], sealed=False)


def test_there_list_states_the_base_and_the_relation():
    facts = _facts("There are 141 gold balloons and twice as many silver balloons.")
    assert [f.kind for f in facts] == ["hold", "relate_mult"]
    assert facts[1].unit == "silver balloon" and facts[1].unit2 == "gold balloon"


def test_mass_noun_comparison_names_its_noun():
    (f,) = _facts("Mary has 3 times as much candy as Megan.")
    assert (f.kind, f.owner, f.other, f.unit) == ("relate_mult", "@mary", "@megan", "candy")


def test_weigh_comparison_has_no_noun_until_the_reader_gives_it_one():
    (f,) = _facts("Peter weighs half as much as Tyler.")
    assert (f.kind, f.other, f.unit, f.verb) == ("relate_mult", "@tyler", "", "weigh")


@pytest.mark.parametrize("text, value", [
    ("There are 141 gold balloons and twice as many silver balloons. How many balloons are there in total?", 423),
    ("There are 12 red cars and half as many blue cars in the lot. How many blue cars are in the lot?", 6),
    ("Mary has 3 times as much candy as Megan. If Megan has 5 candies, how many candies does Mary have?", 15),
    ("Mary has 3 times as much candy as Megan. If Mary has 15 candies, how many candies does Megan have?", 5),
    ("Mary has 3 times as much flour as Megan. Megan has 4 cups of flour. How many cups of flour does Mary have?", 12),
    ("Tyler weighs 130 pounds. Peter weighs half as much as Tyler. How much does Peter weigh, in pounds?", 65),
    ("Tyler weighs 25 pounds more than Sam. Peter weighs half as much as Tyler. If Peter weighs 65 pounds, "
     "how much does Sam weigh, in pounds?", 105),
    ("Tyler weighs 60 kilograms. Peter weighs twice as much as Tyler. How many kilograms does Peter weigh?", 120),
    ("The dog weighs 30 pounds. The cat weighs half as much as the dog. How much does the cat weigh?", 15),
    # the scale law: the relation scales the referent
    ("Tyler weighs 140 pounds. Peter weighs half as much as Tyler. How much does Peter weigh, in pounds?", 70),
    ("There are 7 gold balloons and three times as many silver balloons. How many silver balloons are there?", 21),
])
def test_read(text, value):
    assert _value(text) == value


@pytest.mark.parametrize("text", [
    # the referent is not one noun stated just before
    "There are 5 cats, 3 dogs and twice as many birds. How many animals are there in total?",
    "There are 5 cats and 3 dogs and twice as many birds. How many birds are there?",
    "Tom has 5 cats, 3 dogs and twice as many birds. How many pets does Tom have in total?",
    "Tom has 5 cats, 3 dogs and 2 more birds. How many pets does Tom have in total?",
    "There are twice as many dogs and 10 cats. How many dogs are there?",
    "There are 10 cats and twice as many cats. How many cats are there?",
    # a mass noun that is not a counted thing, or a referent of another noun
    "Mary has 3 times as much time as Megan. Megan has 5 hours. How many hours does Mary have?",
    "Mary has 3 times as much candy as Megan. Megan has 5 apples. How many apples does Mary have?",
    "Mary has 3 times as much candy as she has gum. Megan has 5 candies. How many candies does Mary have?",
    # a weight compared where no weight, or two weight units, are in play
    "Tyler has 130 apples. Peter weighs half as much as Tyler. How many apples does Peter have?",
    "Tyler weighs 130 pounds. He has 4 apples. Peter weighs half as much as Tyler. How much does Peter weigh?",
    "Tyler weighs 60 kilograms. Ann weighs 100 pounds. Peter weighs twice as much as Tyler. How many kilograms does Peter weigh?",
    "Tyler weighs 130 pounds. Peter weighs about half as much as Tyler. How much does Peter weigh?",
    "Tom weighs 150 pounds and his dog weighs half as much. How much does his dog weigh?",
    "Tyler weighs 130 pounds. Peter weighs half as much as Tyler. Tyler loses 10 pounds. How much does Peter weigh?",
])
def test_refused(text):
    _refuses(text)


@pytest.mark.parametrize("text, value", [
    # a list of quantity phrases with comparisons, split on ' , ' and 'and' at once
    ("Tom has 200 chickens, twice as many ducks as chickens and three times as many turkeys as ducks. "
     "How many birds does Tom have in total?", 1800),
    ("On his farm, Tom has 200 chickens, twice as many ducks as chickens and three times as many turkeys "
     "as ducks. How many turkeys does Tom have?", 1200),
    ("Tom has 5 cats, twice as many dogs as cats and 3 fewer birds than dogs. How many birds does Tom have?", 7),
    # a fractional factor of a unit price; the adjective of weight
    ("A squat rack costs $2500. A barbell costs 1/10 as much as a squat rack. Jack buys a squat rack and a "
     "barbell. How much does he pay?", 2750),
    ("The dog weighs 30 pounds. The cat is half as heavy as the dog. How much does the cat weigh?", 15),
])
def test_read_lists_prices_and_heavy(text, value):
    assert _value(text) == value


@pytest.mark.parametrize("text", [
    "Tom has 5 cats, twice as many dogs as cats and half as many birds. How many birds does Tom have?",
    "Tom has 5 cats, twice as many dogs as cats and Ann has 3 birds. How many pets does Tom have in total?",
    "Tom has 5 cats, 4 dogs and twice as many birds as cats and dogs. How many birds does Tom have?",
    "A squat rack costs $2500. A barbell costs 1/10 as much. Jack buys a squat rack and a barbell. How much does he pay?",
    "The dog has 30 bones. The cat is half as heavy as the dog. How many bones does the cat have?",
    "The dog is 30 inches tall. The cat is half as heavy as the dog. How tall is the cat?",
])
def test_refused_lists_prices_and_heavy(text):
    _refuses(text)


def test_list_comparison_keeps_a_verb_of_getting():
    facts = _facts("Frank picked 20 apples and twice as many pears.")
    assert [(f.kind, f.unit, f.verb) for f in facts] == [("gain", "apple", "pick"), ("relate_mult", "pear", "pick")]
    facts = _facts("Frank has 20 apples and twice as many pears.")
    assert [(f.kind, f.verb) for f in facts] == [("hold", "have"), ("relate_mult", "have")]


@pytest.mark.parametrize("text, value", [
    ("Frank picked 20 apples and twice as many pears. How many pears did Frank pick?", 40),
    ("Frank picked 20 apples and twice as many pears. How many fruits did Frank pick?", 60),
    ("Frank found 20 shells and half as many stones. How many stones did Frank find?", 10),
    ("Frank picked 20 apples and twice as many pears. Ann picked 3 pears. How many pears did they pick in total?", 43),
])
def test_read_getting(text, value):
    assert _value(text) == value


@pytest.mark.parametrize("text", [
    "Frank picked 20 apples and twice as many pears. How many pears did Frank eat?",
    "Frank found 20 shells and half as many stones. How many stones did Frank pick?",
    "Frank picked 20 apples, 10 plums and twice as many pears. How many pears did Frank pick?",
])
def test_refused_getting(text):
    _refuses(text)
