"""Claims check: every committed report equals a fresh run and shows wrong = 0 in every lane."""
from __future__ import annotations

import sys

from engine.math.cli import build_report, check_report, default_report_path
from evals.gsm8k import confusers


def check_all(progress: bool = False) -> list[str]:
    """Names of the failing claims (empty when all hold)."""
    failures = []
    for lane in ("serving", "sealed"):
        report = build_report(lane, "measure", None, progress)
        if check_report(report, default_report_path(lane)) != 0:
            failures.append(f"report_{lane}.json")
    if confusers.main(["--check"]) != 0:
        failures.append("report_confusers.json")
    return failures


def main(argv: list[str]) -> int:
    """Exit 0 when every claim holds; print the failing ones otherwise."""
    failures = check_all(progress="--progress" in argv)
    for f in failures:
        print(f"claims: {f} FAILED", file=sys.stderr)
    if not failures:
        print("claims: all reports reproduce with wrong = 0", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
