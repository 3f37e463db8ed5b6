"""recognize() skips a template whose required literals a clause lacks (session 14, speed).

Laws: the conditions are necessary (every string a pattern matches satisfies them), and the
prefiltered recognize() gives exactly the hits of the exhaustive loop over all templates."""
import json
import re
from pathlib import Path

import pytest

from engine.math import reader
from engine.math import recognizers as R

SUITE = Path(__file__).resolve().parents[2] / "evals" / "gsm8k" / "adversarial.jsonl"


def _exhaustive(clause: str) -> list[R.Match]:
    out, seen = [], set()
    for cat, rx in R._COMPILED:
        m = rx.fullmatch(clause)
        if m is None:
            continue
        slots = tuple(sorted((k, v) for k, v in m.groupdict().items() if v is not None))
        if (cat, slots) not in seen:
            seen.add((cat, slots))
            out.append(R.Match(cat, clause, slots))
    return out


def _satisfied(conds, text: str) -> bool:
    return all(any(a in text for a in alts) for alts in conds)


@pytest.mark.parametrize("pattern, conds", [
    (r"ab(?:cd|ef)g+h?", (("ab",), ("cd", "ef"))),
    (r"x(?:yy)?zz", (("zz",),)),                       # an optional part adds nothing
    (r"(?:foo|b)ar", (("ar",),)),                      # a branch with no string of two adds nothing
    (r"(?:has|had) (?P<n><n\d+>)", (("<n",), ("ha",))),       # the parser factors 'ha' out
    (r"(?:owns|has) <m\d+>", ((" <m",), ("has", "owns"))),
    (r"(?i)has", ()),                                  # case folding: no substring test
    (r"(?=abc)abc", (("abc",),)),                      # a lookahead adds nothing of its own
])
def test_required_literals_of_small_patterns(pattern, conds):
    assert R._required_literals(pattern) == conds


@pytest.mark.parametrize("pattern, text", [
    (r"ab(?:cd|ef)g+h?", "abefggh"),
    (r"(?:has|had) (?P<n><n\d+>)", "had <n12>"),
    (r"(?:a+b{2,3})+c", "aabbbabbc"),
])
def test_conditions_are_necessary(pattern, text):
    assert re.fullmatch(pattern, text)
    assert _satisfied(R._required_literals(pattern), text)


def test_prefiltered_recognize_equals_exhaustive_on_suite_clauses(monkeypatch):
    # every clause shape the reader asks about while reading a quarter of the adversarial suite
    clauses: set[str] = set()
    real = R.recognize

    def spy(clause: str):
        clauses.add(clause)
        return real(clause)

    monkeypatch.setattr(reader, "recognize", spy)
    cases = [json.loads(l) for l in SUITE.read_text(encoding="utf-8").splitlines() if l.strip()]
    for c in cases[::4]:
        reader.solve(c["text"])
    assert len(clauses) > 1000
    bad = [c for c in sorted(clauses) if real(c) != _exhaustive(c)]
    assert not bad, bad[:5]
