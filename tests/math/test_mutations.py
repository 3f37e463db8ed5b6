"""Metamorphic red team (evals/gsm8k/mutations.py): the rewrites and their laws, checked on a
fixed slice of the answered confuser cases (the whole suites run from the command line)."""
import json
from pathlib import Path

import pytest

from evals.gsm8k import mutations as mu

SUITE = Path(__file__).resolve().parents[2] / "evals" / "gsm8k" / "confusers.jsonl"
TEXT = "Tom has 5 apples. Ann has 3 apples. Tom buys 2 more apples. How many apples does Tom have?"
# every SLICE-th answered confuser: a few hundred rewrites, a few seconds
SLICE = 12


def _kinds(text):
    return [m.kind for m in mu.mutants(text)]


def test_rewrites_of_a_problem_are_deterministic_and_complete():
    first, again = mu.mutants(TEXT), mu.mutants(TEXT)
    assert first == again
    kinds = set(_kinds(TEXT))
    assert {"foreign_noun", "foreign_owner", "distractor", "drop", "duplicate", "swap_word", "owner_swap"} <= kinds
    for m in first:
        assert m.text != TEXT and m.text.endswith("?")
        assert m.expect == mu.LAWS.get(m.kind, "differ")


def test_foreign_rewrites_name_what_the_text_never_names():
    by_kind = {m.kind: m.text for m in mu.mutants(TEXT)}
    assert "How many kites does Tom have?" in by_kind["foreign_noun"]
    assert "does Quincy have?" in by_kind["foreign_owner"]
    assert "Quincy has 7 kites. How many apples" in by_kind["distractor"]


def test_a_problem_without_statements_has_no_rewrites():
    assert mu.mutants("How many apples does Tom have?") == []


@pytest.mark.parametrize("base,got,expect,verdict", [
    ("5", None, "refuse", "ok"), ("5", "5", "refuse", "broken"),
    ("5", "5", "same", "ok"), ("5", "6", "same", "broken"), ("5", None, "same", "ok"),
    ("5", "5", "differ", "flag"), ("5", "6", "differ", "ok"), ("5", None, "differ", "ok"),
])
def test_verdict_table(base, got, expect, verdict):
    assert mu.verdict(base, got, expect) == verdict


def test_laws_hold_on_a_slice_of_the_confusers():
    rows = [json.loads(line) for line in SUITE.read_text(encoding="utf-8").splitlines() if line.strip()]
    items = [(r["id"], r["text"]) for r in rows if r["expect"] != "refuse"][::SLICE]
    report = mu.run(items)
    assert report["answered"] > 0
    assert sum(row["n"] for row in report["counts"].values()) > 100
    assert report["broken"] == [], report["broken"]


def test_cli_rejects_an_unknown_source():
    with pytest.raises(SystemExit, match="argument '--source'"):
        mu.main(["--source", "measure"])
