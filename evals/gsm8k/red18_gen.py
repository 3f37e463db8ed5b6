"""Session 23 (`red18`): red-team probes of session 22's day22, cmp22, sub22 and frac22
constructions (hand-written minimal pairs in red18_probes.tsv: expect<TAB>text, TRUE values).
Shared helpers are imported from red17_gen. Run: PYTHONPATH=. python -m evals.gsm8k.red18_gen"""
from __future__ import annotations
import pathlib
from evals.gsm8k.red17_gen import accepts, wrong  # noqa: F401  (shared helpers)

_TSV = pathlib.Path(__file__).with_name("red18_probes.tsv")


def cases():
    out, seen = [], set()
    for line in _TSV.read_text().strip().splitlines():
        e, t = line.split("\t", 1)
        if t not in seen:
            seen.add(t)
            out.append(("probe", t, e))
    return out


if __name__ == "__main__":
    import sys
    sys.path.insert(0, "tests/math")
    from expect import verdict
    bad = [(t, e, g) for _, t, e in cases() for g in [verdict(t)] if wrong(e, g)]
    print(len(cases()), "cases;", len(bad), "wrong")
    for t, e, g in bad:
        print(e, g, t, sep="\t")
