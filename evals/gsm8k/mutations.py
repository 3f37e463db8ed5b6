"""Metamorphic red team of the math reader: mutate answered problems and check laws.

Every problem the reader answers is rewritten in small, meaning-changing ways, and each
rewrite is read again. Some rewrites have a law that must hold for any correct reader:

- ``foreign_noun``: the question asks for a noun nobody in the text holds -> refuse;
- ``foreign_owner``: the question's owner is replaced by a name the text never uses -> refuse;
- ``distractor``: a sentence about a new owner and a new noun is inserted before the
  question -> the same answer, or a refusal.

Other rewrites only *flag* a case for a person to read, because a correct reader may answer
them (a dropped sentence can leave a smaller, complete problem; swapping 'older' for
'younger' leaves an age difference unchanged):

- ``drop``: one statement deleted -> flagged when the answer is unchanged although the
  sentence held a literal;
- ``duplicate``: one statement repeated -> flagged when the answer is unchanged;
- ``swap_word``: more/fewer, buys/sells, gives/takes, ... -> flagged when unchanged;
- ``drop_each``: 'each' deleted -> flagged when unchanged;
- ``owner_swap``: the question's owner replaced by another owner of the text -> flagged when
  unchanged.

Session 9 found 14 wrong answers this way (now in ``adversarial.jsonl`` as ``lead9-mut-*``).

    python -m evals.gsm8k.mutations --source tune|confusers|adversarial [--out FILE]

prints the counts by kind and writes a canonical JSON report of every broken law and every
flag. Tune only: the measure split is never mutated (it is looked at in aggregate only).
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from engine.math.data import default_data_path, load_problems, select
from engine.math.lexicon import HYPERNYMS
from engine.math.reader import solve
from engine.math.refusal import Answer
from engine.math.segment import normalize_text, split_sentences

HERE = Path(__file__).resolve().parent
# Nouns no pack problem is about, none of them a kind of any hypernym the reader sums over.
FOREIGN_NOUNS = tuple(n for n in ("kites", "violins", "lanterns", "anchors")
                      if not any(n.rstrip("s") in kinds for kinds in HYPERNYMS.values()))
FOREIGN_NAME = "Quincy"
DISTRACTOR_COUNT = 7
_NAME = re.compile(r"\b[A-Z][a-z]+\b")
_LITERAL = re.compile(r"\$?\d[\d,]*(?:\.\d+)?%?")
_NOT_OWNERS = frozenset("""If How What The There Each In On At After Then She He They It A An Her His
Its Their This That These Those When Every""".split())
SWAPS = {"more": "fewer", "fewer": "more", "less": "more", "older": "younger", "younger": "older",
         "taller": "shorter", "shorter": "taller", "twice": "half", "half": "twice",
         "gives": "takes", "gave": "took", "buys": "sells", "sells": "buys", "bought": "sold",
         "sold": "bought", "loses": "finds", "lost": "found", "spends": "earns", "earns": "spends",
         "spent": "earned", "earned": "spent", "adds": "removes", "removes": "adds"}
_SWAP = re.compile(r"\b(" + "|".join(SWAPS) + r")\b")
# Laws: 'refuse' must refuse; 'same' must give the original answer or refuse. Flags: 'differ'
# (a person reads the case when the answer is unchanged).
LAWS = {"foreign_noun": "refuse", "foreign_owner": "refuse", "distractor": "same"}


@dataclass(frozen=True)
class Mutant:
    """One rewrite of a problem: its kind, the new text and what is expected of it."""

    kind: str
    text: str
    expect: str  # 'refuse', 'same' (law) or 'differ' (flag)


def _answer(text: str) -> str | None:
    r = solve(text)
    return r.text() if isinstance(r, Answer) else None


def mutants(text: str) -> list[Mutant]:
    """Every rewrite of one problem (the question last), in a fixed order."""
    sents = split_sentences(normalize_text(text))
    body, q = sents[:-1], sents[-1]
    if not body or not q.endswith("?"):
        return []
    low = text.lower()
    out: list[Mutant] = []
    foreign = next((n for n in FOREIGN_NOUNS if n not in low), None)
    m = re.search(r"\bhow many (\w+)", q, re.I)
    if m and foreign:
        out.append(Mutant("foreign_noun", " ".join(body + [q[:m.start(1)] + foreign + q[m.end(1):]]), "refuse"))
    names = set(_NAME.findall(" ".join(body))) - _NOT_OWNERS
    asked = sorted({w for w in _NAME.findall(q[1:]) if w in names})
    if asked and FOREIGN_NAME not in text:
        nq = q
        for w in asked:
            nq = re.sub(rf"\b{w}\b", FOREIGN_NAME, nq)
        out.append(Mutant("foreign_owner", " ".join(body + [nq]), "refuse"))
    if len(asked) == 1:
        for other in sorted(names - set(asked)):
            out.append(Mutant("owner_swap", " ".join(body + [re.sub(rf"\b{asked[0]}\b", other, q)]), "differ"))
    if foreign and FOREIGN_NAME not in text:
        line = f"{FOREIGN_NAME} has {DISTRACTOR_COUNT} {foreign}."
        out.append(Mutant("distractor", " ".join(body + [line, q]), "same"))
    for i, s in enumerate(body):
        rest = body[:i] + body[i + 1:]
        if rest and _LITERAL.search(s):
            out.append(Mutant("drop", " ".join(rest + [q]), "differ"))
        out.append(Mutant("duplicate", " ".join(body[:i + 1] + [s] + body[i + 1:] + [q]), "differ"))
    full = " ".join(body + [q])
    for mm in _SWAP.finditer(full):
        out.append(Mutant("swap_word", full[:mm.start()] + SWAPS[mm.group(1)] + full[mm.end():], "differ"))
    for mm in re.finditer(r"\s+each\b", full):
        out.append(Mutant("drop_each", full[:mm.start()] + full[mm.end():], "differ"))
    return out


def verdict(base: str, got: str | None, expect: str) -> str:
    """'ok', 'broken' (a law fails) or 'flag' (a person should read the case)."""
    if got is None:
        return "ok"
    if expect == "refuse":
        return "broken"
    if expect == "same":
        return "ok" if got == base else "broken"
    return "flag" if got == base else "ok"


def run(items: list[tuple[str, str]]) -> dict:
    """Mutate every answered (id, text) item; the report of counts, broken laws and flags."""
    counts: dict[str, dict[str, int]] = {}
    broken, flags = [], []
    answered = 0
    for pid, text in items:
        base = _answer(text)
        if base is None:
            continue
        answered += 1
        for mu in mutants(text):
            got = _answer(mu.text)
            v = verdict(base, got, mu.expect)
            row = counts.setdefault(mu.kind, {"n": 0, "ok": 0, "flag": 0, "broken": 0})
            row["n"] += 1
            row[v] += 1
            if v != "ok":
                case = {"id": pid, "kind": mu.kind, "base": base, "got": got, "text": mu.text}
                (broken if v == "broken" else flags).append(case)
    return {"answered": answered, "counts": dict(sorted(counts.items())), "broken": broken, "flags": flags}


def _items(source: str) -> list[tuple[str, str]]:
    if source == "tune":
        return [(p.id, p.question) for p in select(load_problems(default_data_path()), "tune")]
    if source not in ("confusers", "adversarial"):
        raise SystemExit(f"mutations: argument '--source' must be tune, confusers or adversarial, got {source!r}")
    rows = [json.loads(line) for line in (HERE / f"{source}.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]
    return [(r["id"], r["text"]) for r in rows if r.get("expect") != "refuse" and "open" not in r]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m evals.gsm8k.mutations", description=__doc__.split("\n")[0])
    ap.add_argument("--source", default="tune")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args(argv)
    report = run(_items(args.source))
    for kind, row in report["counts"].items():
        print(f"{kind:14s} n={row['n']:5d} flag={row['flag']:4d} broken={row['broken']:3d}")
    print(f"answered={report['answered']} broken={len(report['broken'])} flags={len(report['flags'])}")
    if args.out:
        tmp = args.out.with_suffix(args.out.suffix + ".tmp")
        tmp.write_text(json.dumps(report, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        tmp.replace(args.out)
    return 1 if report["broken"] else 0


if __name__ == "__main__":
    sys.exit(main())
