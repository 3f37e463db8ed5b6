"""What the red-team near-miss generators (`red16_gen`, `red17_gen`) share: the name pairs their
families vary over, the `refuse` expect, deduplication by text, and the command-line run that
prints the cases whose verdict a generator does not accept.

Session 23 (lead): these were written out twice (red17_gen repeated red16_gen's); a generator
now imports them and keeps only its families and its own `accepts` rule."""
from __future__ import annotations

import collections
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from typing import Callable, Iterable

# (name, other name, pronoun of the first, pronoun of the second): gender is kept for pronouns
PAIRS = [("Tom", "Ann", "he", "she"), ("Ben", "Mia", "he", "she"), ("Lucy", "Sam", "she", "he")]
R = "refuse"

Case = tuple[str, str, str]  # (kind, text, expect)


def unique_cases(fams: Iterable[Case]) -> list[Case]:
    """The cases in order, the first of each text kept (one text, one expect)."""
    seen, out = set(), []
    for kind, text, expect in fams:
        if text in seen:
            continue
        seen.add(text)
        out.append((kind, text, expect))
    return out


def run(cs: list[Case], bad_of: Callable[[str, str], bool], *, label: str, group: Callable[[str], str],
        dump: str | None = None) -> None:
    """Read every case's text on two processes and print the counts and the cases `bad_of(expect,
    got)` flags; `--dump F` on the command line (or `dump`) writes every verdict as JSON lines."""
    sys.path.insert(0, "tests/math")
    from expect import verdict
    with ProcessPoolExecutor(2) as ex:
        got = list(ex.map(verdict, [t for _, t, _ in cs], chunksize=8))
    bad = [(k, t, e, g) for (k, t, e), g in zip(cs, got) if bad_of(e, g)]
    print(len(cs), "cases;", len(bad), label + ";", sum(g != R for g in got), "answered;",
          sum(g == e for (_, _, e), g in zip(cs, got)), "exact")
    print(json.dumps(collections.Counter(group(k) for k, *_ in bad)))
    for k, t, e, g in bad:
        print(f"{k}\texpect {e}\tgot {g}\t{t}")
    if "--dump" in sys.argv:
        dump = sys.argv[sys.argv.index("--dump") + 1]
    if dump:
        with open(dump, "w") as f:
            for (k, t, e), g in zip(cs, got):
                f.write(json.dumps({"kind": k, "text": t, "expect": e, "got": g}) + "\n")
