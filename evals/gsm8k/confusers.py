"""Confuser suite: minimal pairs that must be refused or answered differently (never wrong)."""
from __future__ import annotations

import json
import sys
from fractions import Fraction
from pathlib import Path

from engine.math.lanes import canonical_json, write_report
from engine.math.reader import solve
from engine.math.refusal import Answer

SUITE = Path(__file__).with_name("confusers.jsonl")
REPORT = Path(__file__).with_name("report_confusers.json")


def load_suite(path: Path = SUITE) -> list[dict]:
    """Cases: {id, pair, text, expect}; expect is 'refuse' or the exact answer as a string."""
    out, ids = [], set()
    for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.strip():
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError:
                raise ValueError(f"load_suite(path={str(path)!r}): line {i} is not JSON") from None
            if out[-1].get("id") in ids:
                # a repeated id would overwrite its twin in the pair check (session 14 found one)
                raise ValueError(f"load_suite(path={str(path)!r}): line {i} repeats id {out[-1].get('id')!r}")
            ids.add(out[-1].get("id"))
    return out


def run_suite(cases: list[dict], *, sealed: bool) -> dict:
    """Score each case: refused, correct (matches expect), or wrong (any other answer)."""
    rows = []
    counts = {"correct": 0, "refused": 0, "wrong": 0}
    answers: dict[str, dict[str, str]] = {}
    for c in cases:
        r = solve(c["text"], sealed=sealed)
        if isinstance(r, Answer):
            ok = c["expect"] != "refuse" and r.value == Fraction(c["expect"])
            verdict = "correct" if ok else "wrong"
            rows.append({"id": c["id"], "verdict": verdict, "answer": r.text(), "reason": None})
            answers.setdefault(c["pair"], {})[c["id"]] = r.text()
        else:
            verdict = "refused"
            rows.append({"id": c["id"], "verdict": verdict, "answer": None, "reason": r.reason.value})
        counts[verdict] += 1
    same = sorted(p for p, a in answers.items() if len(a) > 1 and len(set(a.values())) == 1)
    return {"lane": "sealed" if sealed else "serving", "n": len(cases), **counts,
            "pairs_answered_alike": same, "cases": rows}


def main(argv: list[str]) -> int:
    """Write report_confusers.json (both lanes); --check compares instead of writing."""
    cases = load_suite()
    report = {"serving": run_suite(cases, sealed=False), "sealed": run_suite(cases, sealed=True)}
    bad = any(report[k]["wrong"] or report[k]["pairs_answered_alike"] for k in report)
    if "--check" in argv:
        same = REPORT.exists() and REPORT.read_text(encoding="utf-8") == canonical_json(report)
        return 0 if same and not bad else 1
    write_report(report, REPORT)
    for k in report:
        r = report[k]
        print(f"confusers/{k}: n={r['n']} correct={r['correct']} refused={r['refused']} wrong={r['wrong']}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
