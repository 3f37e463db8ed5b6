"""Session 13 (inv): small linear inversions. The price of the one purchase whose price the text
does not state, inverted from what is left ('then he had $65 left') or from the change of a
tender ('gets $14 in change'); the price of plural 'the X' bought as one container. Answered
cases with values, and refusals for the near misses (the red team's cases are `h13-inv-*` in
evals/gsm8k/adversarial.jsonl; these are the general patterns)."""
from fractions import Fraction
from pathlib import Path

import pytest
from expect import value_or_none as _value


_CASES = Path(__file__).with_name("inversion_cases.txt")


def _cases():
    out = []
    for line in _CASES.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            text, expect = line.rsplit("|", 1)
            out.append((text.strip(), expect.strip()))
    return out


@pytest.mark.parametrize("text, expect", _cases())
def test_inversion_cases(text, expect):
    got = _value(text)
    if expect == "refuse":
        assert got is None, f"answered {got}"
    else:
        assert got == Fraction(expect)
