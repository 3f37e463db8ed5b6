"""Session 23 (`red18`): minimal pairs of session 22's constructions (every probe: a value
expect accepts that value or a refusal; a 'refuse' expect must refuse)."""
import pytest
from expect import verdict
from evals.gsm8k.red18_gen import cases, wrong


@pytest.mark.parametrize("kind,text,expect", cases()[::3])
def test_probe(kind, text, expect):
    assert not wrong(expect, verdict(text)), (expect, text)


def test_pairs():
    assert verdict("Ann had 30 beads. She gave Jake and Lucy 7 beads each. How many beads does Ann have left?") == "16"
    assert verdict("Ann had 30 beads. She gave Jake and Lucy 7 beads. How many beads does Ann have left?") == "refuse"
    assert verdict("There are 28 kids. Half of them have 5 pens each and the other half have 3 pens each. How many pens are there?") == "112"
    assert verdict("There are 27 kids. Half of them have 5 pens each and the other half have 3 pens each. How many pens are there?") == "refuse"
