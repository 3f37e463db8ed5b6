"""Adversarial suite (hand-written red-team texts, 2026-11-30): the reader refuses each one or
answers its expected value. Entries with an "open" field are known wrong or doubtful answers
still to be closed; they are listed in engine/math/README.md and checked to be still open, so
that a fix must also close the entry."""
import json
from fractions import Fraction
from pathlib import Path

import pytest

from expect import verdict as _verdict

SUITE = Path(__file__).resolve().parents[2] / "evals" / "gsm8k" / "adversarial.jsonl"
CASES = [json.loads(line) for line in SUITE.read_text(encoding="utf-8").splitlines() if line.strip()]


# the cases in shards (every SHARDS-th case), so that parallel test workers share the suite
SHARDS = 8


@pytest.mark.parametrize("shard", range(SHARDS))
def test_no_wrong_answer_on_closed_cases(shard):
    bad = []
    for c in CASES[shard::SHARDS]:
        if "open" in c:
            continue
        got = _verdict(c["text"])
        if got != "refuse" and got != c["expect"]:
            bad.append((c["id"], c["expect"], got))
    assert not bad, bad


def test_open_findings_are_still_open():
    # when a fix closes a finding, drop its "open" field so the first test guards it; one test
    # over all open entries (none are open today), so that an empty list is a pass, not a skip
    moved = [(c["id"], c["open"], got) for c in CASES if "open" in c and (got := _verdict(c["text"])) != c["open"]]
    assert not moved, moved


def test_suite_is_well_formed():
    assert len({c["id"] for c in CASES}) == len(CASES) == len({c["text"] for c in CASES})
    for c in CASES:
        assert c["expect"] == "refuse" or Fraction(c["expect"]) >= 0
