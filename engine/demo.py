"""``make demo``: the mined v2 mechanism-isolation cases through boundary, threshold and margin
mode (and margin mode at δ just above each case's margin, which must refuse), printed as a
table and written as a canonical JSON report."""
from __future__ import annotations

import sys
from pathlib import Path

from .admissibility import DEFAULT_MARGIN

__all__ = ["run_demo", "format_table"]


def format_table(report: dict) -> str:
    head = (f"{'case':<15} {'mode':<15} {'seed':<11} {'relation':<9} {'token':<14} "
            f"{'verdict':<40} {'margin':<16} {'ok':<3} trace_hash")
    lines = [head, "-" * len(head)]
    for r in report["rows"]:
        margin = r["margin"] if r["margin"] is not None else "-"
        if r["mode"].startswith("margin"):
            margin = f"{margin}@{r['delta'][:3]}"
        lines.append(f"{r['case_id']:<15} {r['mode']:<15} {r['seed']:<11} {r['relation']:<9} "
                     f"{(r['token'] or '-'):<14} {r['verdict']:<40} {margin:<16} "
                     f"{'yes' if r['passed'] else 'NO':<3} {(r['trace_hash'] or '-')[:16]}")
    s = report["summary"]
    lines.append("")
    lines.append("summary: " + ", ".join(f"{m} {v['passed']}/{v['total']}" for m, v in s.items())
                 + f" | pack {report['pack_id']} {report['pack_sha256'][:12]}"
                 f" | delta {report['delta']}")
    return "\n".join(lines)


def _progress(done: int, total: int) -> None:
    if sys.stderr.isatty():
        bar = "#" * int(30 * done / total)
        print(f"\r[{bar:<30}] {done}/{total}", end="" if done < total else "\n",
              file=sys.stderr, flush=True)


def run_demo(out_path: str | Path, delta: float | None = None, as_json: bool = False,
             stream=None) -> int:
    from evals.forward_semantic_control.v2_runner import report_json, run_lane, write_report

    stream = sys.stdout if stream is None else stream
    report = run_lane(delta=DEFAULT_MARGIN if delta is None else delta, progress=_progress)
    path = write_report(report, out_path)
    if as_json:
        stream.write(report_json(report))
    else:
        print(format_table(report), file=stream)
        print(f"report: {path}", file=stream)
    return 0 if report["all_passed"] else 1
