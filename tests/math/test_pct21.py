"""Percent shares of a stated whole, session 21 (`pct`).

Laws:
* 'What percent(age) of [the | all (of) the | all | his | her | X's] N are / were P?' (or
  'have / like / walk ... P', a part verb of lexicon.PART_VERBS) is 100 x part / whole, where the
  count question it stands for ('how many N are P') reads as one scene part of N, the whole N is
  one holding of one owner, the part was stated as a part of exactly that holding ('k of them are
  P', 'the rest are P', a count part), and the inventory is static (holdings and parts only).
* The answer is a whole percent in [0, 100] (a part over its whole refuses; 100/3 refuses, as
  GSM8K rounds such a percent in its own ways).
* '4 flowers are red' (a count, the noun, a kind predicate, no participle) is a part of the one
  holding of exactly that noun told before it.
* Refused: a part of another whole, another or a second owner, a kind held outright beside the
  whole, a part of a part, a change or relation, labelled times and places, negation, modals,
  hedges ('now', 'last year'), 'what percent more / fewer', percentage points, two predicates,
  'rounded to the nearest percent'.
"""
import pytest

from expect import refuses, value

READ = [
    ("Tom has 20 apples. 1/4 of them are red. What percentage of the apples are red?", 25),
    ("Tom has 20 apples. 5 of them are red. What percent of his apples are red?", 25),
    ("Tom has 20 apples. 5 of them are red. The rest are green. What percent of Tom's apples are green?", 75),
    ("A class has 40 students. 10 of them are girls. What percentage of the students are girls?", 25),
    ("A class has 40 students. 25% of them are girls. What percentage of the students are boys?", 75),
    ("A school has 400 students. 1/4 of them walk to school. What percentage of the students walk to school?", 25),
    ("A school has 400 students. 1/4 of them walk to school. The rest ride the bus. What percentage of the students ride the bus?", 75),
    ("Madeline has 10 flowers. If 4 flowers are red, 2 flowers are white, and the rest are blue, what percentage of flowers are blue?", 40),
    ("Madeline had 10 flowers. 4 flowers were red. What percentage of the flowers were red?", 40),
    ("Madeline has 10 flowers. 4 flowers are red, 2 flowers are white, and the rest are blue. How many flowers are blue?", 4),
    ("Tom has 12 roses. 1/4 of them are red, and 1/3 of the remaining are yellow. What percentage of the roses are yellow?", 25),
    ("Luna has 50 crayons and 20 percent of them are pink. What percent of her crayons are pink?", 20),
    ("Sara has 8 shirts. 2 of them are blue. What percentage of all the shirts are blue?", 25),
    ("Sara has 8 shirts. 8 of them are blue. What percentage of the shirts are blue?", 100),
    # session 23 (`pctq23`): read now (tests/math/test_pctq23.py)
    ("Tom has 20 apples. Ann has 5 apples. What percent more apples does Tom have than Ann?", 300),
    ("Tom has 20 apples. Ann has 5 apples. What percent fewer apples does Ann have than Tom?", 75),
    ("Tom has 30 apples. 10 of them are red. What percent of the apples are red, rounded to the nearest percent?", 33),
]
REFUSE = [
    # part of another whole
    "A class has 40 students. 10 of them are girls. What percentage of the boys are tall?",
    "Tom has 20 apples. 5 of them are red. What percent of the pears are red?",
    "Tom has 20 apples. 5 of them are red. What percent of the apples are green?",
    "A school has 400 students. 100 of them like math. What percentage of the students like science?",
    # two wholes / another owner
    "Tom has 20 apples. Ann has 10 apples. 5 of Tom's apples are red. What percent of the apples are red?",
    "Tom has 20 apples. 5 of them are red. The rest are green. What percent of Ann's apples are green?",
    "Tom has 20 apples. 5 of them are red. What percent of her apples are red?",
    "Tom has 20 apples. 5 of them are red. What percent of their apples are red?",
    # a kind held outright beside the whole: in it or not?
    "Tom has 20 apples. He has 5 red apples. What percent of the apples are red?",
    # a part of a part
    "A farmer has 40 cows. 50 percent of the cows are female, and 50 percent of the females are pregnant. What percentage of the cows are pregnant?",
    # changes and relations
    "Tom has 20 apples. 5 of them are red. He eats 2 apples. What percent of the apples are red?",
    "Tom has 20 apples. 5 of them are red. Ann gives him 4 apples. What percent of the apples are red?",
    "Madeline has 10 flowers. 4 flowers are red. She picks 2 flowers. What percentage of the flowers are red?",
    "Tom has 20 apples. Ann has twice as many apples as Tom. 5 of Tom's apples are red. What percent of Ann's apples are red?",
    # labelled time or place
    "There are 40 students in the class. 10 of them are girls. What percentage of the students are girls?",
    "Last year Tom had 20 apples. 5 of them were red. What percent of the apples were red?",
    "Tom has 20 apples. 5 of them are red. What percentage of the apples were red last year?",
    # negation, modals, hedges, what percent more / less, percentage points
    "Tom has 20 apples. 5 of them are red. What percent of the apples are not red?",
    "Tom has 20 apples. 5 of them are red. What percent of the apples would be red?",
    "Tom has 20 apples. 5 of them are red. What percent of the apples could be red?",
    "Tom has 20 apples. 5 of them are red. What percent of the apples are red now?",
    "Tom has 20 apples. 5 of them are red. Ann has 10 pears. 5 of them are green. What is the difference in percentage points between the red apples and the green pears?",
    "Tom has 20 apples. 5 of them are red. What percentage of the apples are red or green?",
    # not a whole percent (GSM8K rounds such a percent in its own ways)
    "Tom has 30 apples. 10 of them are red. What percent of the apples are red?",
    # over 100 %
    "Madeline has 10 flowers. 14 flowers are red. What percentage of the flowers are red?",
    "Madeline has 10 flowers. 14 of them are red. What percentage of the flowers are red?",
    # count parts: only of the one holding of that very noun stated before
    "Madeline has 10 flowers. Ann has 6 flowers. 4 flowers are red. How many flowers are not red?",
    "Madeline has 10 flowers. 4 flowers are needed. How many flowers are not needed?",
    "Madeline has 10 flowers. 4 flowers are eaten. How many flowers are not eaten?",
    "Madeline has 10 red flowers. 4 flowers are big. How many flowers are big?",
    "4 flowers are red. Madeline has 10 flowers. How many flowers are not red?",
    "Madeline has 10 flowers. 4 roses are red. What percentage of the flowers are red?",
    "Madeline has 10 flowers. 4 flowers are not red. What percentage of the flowers are red?",
    "Madeline has 10 flowers. 4 flowers would be red. What percentage of the flowers are red?",
    "Tom has 10 apples. 3 apples are enough. How many apples are not enough?",
    "Tom has 10 apples. 3 apples are missing. How many apples are not missing?",
    "Tom has 10 apples. 3 apples are probably red. How many apples are not red?",
    "Tom has 10 apples. 3 apples are usually red. How many apples are not red?",
    # a count part after a change of its noun: of the 10 or of what is left?
    "Tom has 10 apples. He eats 2 apples. 3 apples are red. How many apples are not red?",
    "Tom has 10 apples. He gives 4 apples to Ann. 3 apples are red. How many apples are not red?",
    # a count part of no holding, of containers' contents, of a want
    "Tom has 2 bags of apples. Each bag has 10 apples. 3 apples are red. How many apples are not red?",
    "Tom wants 10 apples. 3 apples are red. How many apples are not red?",
]


@pytest.mark.parametrize("text, expected", READ)
def test_percent_share_read(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("text", REFUSE)
def test_percent_share_refused(text):
    refuses(text)


def test_percent_share_scales_with_the_part():
    """The answer follows the part and the whole (not an echo): 100 x k / n over a table."""
    for n, k in ((20, 5), (40, 10), (50, 30), (8, 2), (25, 1)):
        text = f"Tom has {n} apples. {k} of them are red. What percentage of the apples are red?"
        assert value(text) == 100 * k // n


def test_count_part_is_the_part_of_a_fraction_part():
    """'4 flowers are red' and '4 of them are red' read alike."""
    for stmt in ("4 flowers are red", "4 of them are red", "4 of the flowers are red"):
        assert value(f"Madeline has 10 flowers. {stmt}. How many flowers are not red?") == 6
