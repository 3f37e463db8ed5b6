"""Percent questions over holdings, session 23 (`pctq23`).

Laws:
* 'What percent(age) of the N did / does X have?' is 100 x X's holding over the scene total of N
  (two holders or more, every holder a named owner, a static scene: holdings, relations, stated
  totals and ratio splits only; no kind of N beside N; no labelled place or time).
* 'What percent more / fewer / less N does X have than Y?' is 100 x (X - Y) / Y, resp.
  100 x (Y - X) / Y; a 'more' that is none, or a 'fewer' that is none, refuses.
* 'If X picks a N at random, what is the percentage chance it will be K?' asks what 'what
  percentage of the Ns are K' asks (q_pct_part and its guards).
* A share of the kinds one owner holds ('5 red marbles and 15 blue marbles'): the whole is their
  sum only when every fact is such a holding of that owner.
* ', rounded to the nearest percent' rounds the exact share; a tie at .5 refuses.
"""
import pytest

from expect import refuses, value

READ = [
    ("Forty cookies were divided by Mia and Noah in the ratio 3:5. What percentage of the cookies did Noah have?", 62.5),
    ("Eighty stamps were divided by Mia and Noah in the ratio 1:3. What percentage of the stamps did Mia have?", 25),
    ("Rita has 12 pens. Omar has 36 pens. What percent of the pens does Omar have?", 75),
    ("Rita has 12 pens. Omar has twice as many pens as Rita. What percentage of the pens does Rita have, rounded to the nearest percent?", 33),
    ("Rita has 12 pens. Omar has 3 pens. What percent more pens does Rita have than Omar?", 300),
    ("Rita has 12 pens. Omar has 3 pens. What percent fewer pens does Omar have than Rita?", 75),
    ("Rita has 10 pens. Omar has 8 pens. What percent less pens does Omar have than Rita?", 20),
    ("Rita has 10 pens. Omar has 5 more pens than Rita. What percent more pens does Omar have than Rita?", 50),
    ("Rita has 30 beads. 6 of them are gold. If Omar picks a bead at random, what is the percentage chance it will be gold?", 20),
    ("Rita has 30 beads. 6 of them are gold. The rest are silver. If she picks a bead at random, what is the percent chance that she will get a silver bead?", 80),
    ("Rita has 6 gold beads and 18 silver beads. If she picks a bead at random, what is the percentage chance it will be gold?", 25),
    ("Rita has 6 gold beads, 10 silver beads and 4 glass beads. What percentage of the beads are glass?", 20),
    ("Rita has 6 gold beads and 1 silver bead. What percentage of her beads are gold, rounded to the nearest percent?", 86),
    ("Rita has 30 beads. 10 of them are gold. What percent of the beads are gold (rounded to the nearest percent)?", 33),
]
REFUSE = [
    # the share: one holder only, a place label, a kind beside the noun, changes, another noun
    "Rita has 12 pens. What percent of the pens does Rita have?",
    "There are 40 pens in the box. Rita has 12 pens. What percent of the pens does Rita have?",
    "Rita has 12 pens. Omar has 6 blue pens. What percent of the pens does Omar have?",
    "Rita has 12 pens. Omar has 6 pens. Rita loses 2 pens. What percent of the pens does Rita have?",
    "Rita has 12 pens. Omar has 6 pens. Rita buys 2 pens. What percent of the pens does Omar have?",
    "Rita has 12 pens. Omar has 6 pencils. What percent of the pens does Omar have?",
    "Rita has 12 pens. Omar has 6 pens. What percent of the pens does Lena have?",
    "Rita has 12 pens. Omar has 6 pens. What percent of the pens do they have?",
    # a tie at .5 when rounding, a non-whole percent without rounding
    "Rita has 7 pens. Omar has 1 pen. What percent of the pens does Omar have, rounded to the nearest percent?",
    "Rita has 7 pens. Omar has 1 pen. What percent of the pens does Omar have?",
    "Rita has 20 pens. Omar has 10 pens. What percent of the pens does Omar have?",
    # more / fewer: the wrong direction, a change, the same owner twice, an unheld owner
    "Rita has 12 pens. Omar has 3 pens. What percent more pens does Omar have than Rita?",
    "Rita has 12 pens. Omar has 3 pens. What percent fewer pens does Rita have than Omar?",
    "Rita has 12 pens. Omar has 12 pens. What percent more pens does Rita have than Omar?",
    "Rita has 12 pens. Omar has 3 pens. He loses 1 pen. What percent more pens does Rita have than Omar?",
    "Rita has 12 pens. Omar has 3 pens. What percent more pens does Rita have than Rita?",
    "Rita has 12 pens. Omar has 3 pens. What percent more pens does Rita have than Lena?",
    "Rita has 12 pens. Omar has 3 red pens. What percent more pens does Rita have than Omar?",
    # a random pick: no stated part, another noun, a change before the pick, kinds of two owners
    "Rita has 30 beads. 6 of them are gold. If she picks a bead at random, what is the percentage chance it will be green?",
    "Rita has 30 beads. 6 of them are gold. If she picks a pearl at random, what is the percentage chance it will be gold?",
    "Rita has 30 beads. 6 of them are gold. She loses 3 beads. If she picks a bead at random, what is the percentage chance it will be gold?",
    "Rita has 6 gold beads and 18 silver beads. Omar has 4 glass beads. If she picks a bead at random, what is the percentage chance it will be gold?",
    "Rita has 6 gold beads and 18 silver beads. She also has 10 beads. What percentage of the beads are gold?",
    "Rita has 6 gold beads. What percentage of the beads are gold?",
    "Mary has 6 gold beads and 18 silver beads. What percentage of his beads are gold?",
    "Rita has 6 gold beads and 18 silver beads. She gives 2 gold beads to Omar. What percentage of the beads are gold?",
    # rounding on what is no percent question
    "Rita has 12 pens. Omar has 3 pens. How many pens do they have, rounded to the nearest percent?",
]


@pytest.mark.parametrize("text, expected", READ)
def test_pctq23_read(text, expected):
    from fractions import Fraction
    if isinstance(expected, float):  # 62.5 is no whole percent: refused, GSM8K rounds such in its own ways
        refuses(text)
    else:
        assert value(text) == Fraction(expected)


@pytest.mark.parametrize("text", REFUSE)
def test_pctq23_refused(text):
    refuses(text)


def test_share_follows_the_holdings():
    """100 x a / (a + b) over a table, not an echo of a literal."""
    for a, b in ((1, 3), (3, 1), (2, 8), (9, 1), (5, 15)):
        assert value(f"Rita has {a} pens. Omar has {b} pens. What percent of the pens does Rita have?") == 100 * a // (a + b)


def test_change_follows_the_holdings():
    for a, b in ((15, 10), (30, 10), (12, 4), (11, 10)):
        assert value(f"Rita has {a} pens. Omar has {b} pens. What percent more pens does Rita have than Omar?") == 100 * (a - b) // b


def test_rounding_is_to_the_nearest():
    """1/7 = 14.28 -> 14; 2/3 = 66.67 -> 67 (up, not down)."""
    assert value("Rita has 6 pens. Omar has 1 pen. What percent of the pens does Omar have, rounded to the nearest percent?") == 14
    assert value("Rita has 1 pen. Omar has 2 pens. What percent of the pens does Omar have, rounded to the nearest percent?") == 67
