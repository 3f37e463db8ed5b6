"""Lane runner: read a split in the serving or sealed lane and build the canonical report."""
from __future__ import annotations

import json
import math
import os
import sys
import tempfile
from collections import Counter
from pathlib import Path

from .data import Problem
from .reader import solve
from .refusal import Answer, format_value
from .tolerances import REPORT_FLOAT_DIGITS

LANES = ("serving", "sealed")


def canonical_json(obj) -> str:
    """Canonical JSON text with a trailing newline."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False) + "\n"


def wrong_rate_upper95(wrong: int, answered: int) -> float:
    """One-sided 95 % Clopper-Pearson upper bound on the wrong rate among answered cases."""
    if answered == 0:
        return 1.0
    if wrong >= answered:
        return 1.0
    lo, hi = 0.0, 1.0
    for _ in range(100):
        mid = (lo + hi) / 2
        if _binom_cdf(wrong, answered, mid) > 0.05:
            lo = mid
        else:
            hi = mid
    return hi


def _binom_cdf(k: int, n: int, p: float) -> float:
    if p <= 0:
        return 1.0
    if p >= 1:
        return 0.0 if k < n else 1.0
    total = 0.0
    for i in range(k + 1):
        log = math.lgamma(n + 1) - math.lgamma(i + 1) - math.lgamma(n - i + 1) \
            + i * math.log(p) + (n - i) * math.log1p(-p)
        total += math.exp(log)
    return total


def _progress(i: int, n: int, stream) -> None:
    if stream is None or n == 0:
        return
    if i == n or i % max(1, n // 50) == 0:
        filled = 30 * i // n
        stream.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {i}/{n}")
        if i == n:
            stream.write("\n")
        stream.flush()


def run_lane(problems: list[Problem], *, lane: str, split: str, errata: frozenset[str] = frozenset(),
             progress=None) -> dict:
    """Solve every problem in the lane and return the report object."""
    if lane not in LANES:
        raise ValueError(f"run_lane(lane={lane!r}): expected one of {LANES}")
    cases = []
    counts = Counter()
    reasons = Counter()
    for i, p in enumerate(problems, start=1):
        r = solve(p.question, sealed=lane == "sealed")
        case = {"id": p.id, "gold": format_value(p.gold)}
        if isinstance(r, Answer):
            if p.id in errata:
                verdict = "errata"
            else:
                verdict = "correct" if r.value == p.gold else "wrong"
            case.update(verdict=verdict, answer=r.text(), unit=r.unit, program_hash=r.program_hash,
                        readings=list(r.readings), reason=None)
        else:
            verdict = "refused"
            reasons[r.reason.value] += 1
            case.update(verdict=verdict, reason=r.reason.value, stage=r.stage.value,
                        program_hash=None, readings=[])
        counts[verdict] += 1
        cases.append(case)
        _progress(i, len(problems), progress)
    n = len(problems)
    answered = counts["correct"] + counts["wrong"]
    return {
        "lane": lane,
        "split": split,
        "n": n,
        "correct": counts["correct"],
        "refused": counts["refused"],
        "wrong": counts["wrong"],
        "errata": counts["errata"],
        "coverage": round(counts["correct"] / n, REPORT_FLOAT_DIGITS) if n else 0.0,
        "wrong_rate_upper95": round(wrong_rate_upper95(counts["wrong"], answered), REPORT_FLOAT_DIGITS),
        "refusals_by_reason": dict(sorted(reasons.items())),
        "cases": cases,
    }


def write_report(report: dict, path: str | os.PathLike) -> None:
    """Write canonical JSON atomically (temp file in the same folder, then os.replace)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=target.name, dir=str(target.parent))
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(canonical_json(report))
        os.chmod(tmp, 0o644)
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def refusal_table(report: dict) -> str:
    """Markdown table of refusal counts by reason code."""
    rows = ["| reason | count |", "|---|---|"]
    for k, v in sorted(report["refusals_by_reason"].items(), key=lambda kv: (-kv[1], kv[0])):
        rows.append(f"| {k} | {v} |")
    return "\n".join(rows)


def summary_line(report: dict) -> str:
    """One-line summary of a report."""
    return (f"{report['lane']}/{report['split']}: n={report['n']} correct={report['correct']} "
            f"refused={report['refused']} wrong={report['wrong']} errata={report['errata']} "
            f"coverage={report['coverage']:.4f} wrong_ub95={report['wrong_rate_upper95']:.4f}")


def default_stream():
    """stderr when it is a terminal-like stream, for the progress bar."""
    return sys.stderr
