"""Console commands: `math` (solve one problem) and `math-lane` (run a lane over a split)."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..console import quiet_broken_pipe
from .data import SPLITS, default_data_path, load_problems, repo_root, select
from .errors import DataFileError, MathInputError
from .lanes import LANES, canonical_json, refusal_table, run_lane, summary_line, write_report
from .reader import solve
from .refusal import Answer

MAX_STDIN_BYTES = 1 << 20


def default_report_path(lane: str) -> Path:
    """The committed report of a lane (measure split)."""
    return repo_root() / "evals" / "gsm8k" / f"report_{lane}.json"


def errata_path() -> Path:
    """The errata list: gold labels known to be wrong, scored separately."""
    return repo_root() / "evals" / "gsm8k" / "errata.jsonl"


def load_errata(path: Path | None = None) -> frozenset[str]:
    """Case ids listed in the errata file (one JSON object per line with an 'id')."""
    p = path or errata_path()
    if not p.exists():
        return frozenset()
    ids = set()
    for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
            ids.add(str(obj["id"]))
        except (json.JSONDecodeError, KeyError, TypeError):
            raise DataFileError(str(p), i, "expected a JSON object with an 'id'") from None
    return frozenset(ids)


def _answer_json(r) -> dict:
    if isinstance(r, Answer):
        return {"verdict": "answer", "answer": r.text(), "unit": r.unit, "program": list(r.program),
                "program_hash": r.program_hash, "readings": list(r.readings)}
    return {"verdict": "refused", "reason": r.reason.value, "stage": r.stage.value,
            "detail": r.detail, "partial_program": list(r.partial)}


def cmd_math(args: argparse.Namespace) -> int:
    """Solve one problem from the argument or stdin and print the answer or the refusal."""
    if args.text is not None:
        text = args.text
    else:
        text = sys.stdin.buffer.read(MAX_STDIN_BYTES + 1)
    r = solve(text, sealed=args.sealed)
    if args.json:
        sys.stdout.write(canonical_json(_answer_json(r)))
    elif isinstance(r, Answer):
        print(f"answer: {r.text()} ({r.unit})")
        for line in r.program:
            print(f"  {line}")
    else:
        print(f"refused: {r.reason.value} at {r.stage.value}: {r.detail}")
    return 0


def build_report(lane: str, split: str, data: Path | None, progress: bool) -> dict:
    """Run one lane over one split of the data file."""
    problems = select(load_problems(data or default_data_path()), split)
    return run_lane(problems, lane=lane, split=split, errata=load_errata(),
                    progress=sys.stderr if progress else None)


def cmd_lane(args: argparse.Namespace) -> int:
    """Run a lane; write the report, or with --check compare it with the committed one."""
    if not args.out and (args.split != "measure" or args.data):
        # the default path is the committed report of the measure split of the shipped data: a
        # run over another split or file must not overwrite it
        raise ValueError(f"math-lane(--out): required with --split {args.split}"
                         f"{' and --data' if args.data else ''} (the default path holds the committed "
                         "measure report)")
    out = Path(args.out) if args.out else default_report_path(args.lane)
    report = build_report(args.lane, args.split, Path(args.data) if args.data else None,
                          not args.quiet)
    print(summary_line(report), file=sys.stderr)
    if args.check:
        return check_report(report, out)
    write_report(report, out)
    print(refusal_table(report))
    return 0 if report["wrong"] == 0 else 1


def check_report(report: dict, path: Path) -> int:
    """Claims check: the committed report equals a fresh run byte for byte and wrong == 0."""
    fresh = canonical_json(report)
    if not path.exists():
        print(f"check: {path} is missing", file=sys.stderr)
        return 1
    committed = path.read_text(encoding="utf-8")
    ok = True
    if committed != fresh:
        print(f"check: {path} differs from a fresh run", file=sys.stderr)
        ok = False
    try:
        if json.loads(committed).get("wrong", 1) != 0:
            print(f"check: {path} shows wrong > 0", file=sys.stderr)
            ok = False
    except json.JSONDecodeError:
        print(f"check: {path} is not JSON", file=sys.stderr)
        ok = False
    if report["wrong"] != 0:
        print(f"check: fresh run shows wrong = {report['wrong']}", file=sys.stderr)
        ok = False
    return 0 if ok else 1


def register(subparsers) -> None:
    """Add the `math` and `math-lane` subcommands to an argparse subparsers object."""
    p = subparsers.add_parser("math", help="solve one GSM8K-style problem (argument or stdin)")
    p.add_argument("text", nargs="?", default=None, help="problem text; stdin when omitted")
    p.add_argument("--json", action="store_true", help="print canonical JSON")
    p.add_argument("--sealed", action="store_true", help="use the sealed injector lane")
    p.set_defaults(func=cmd_math)
    q = subparsers.add_parser("math-lane", help="run the serving or sealed lane over a split")
    q.add_argument("--lane", choices=LANES, default="serving")
    q.add_argument("--split", choices=SPLITS, default="measure")
    q.add_argument("--out", default=None, help="report path (default: the committed report)")
    q.add_argument("--data", default=None, help="GSM8K train.jsonl (default: $GSM8K_TRAIN or ../shared)")
    q.add_argument("--check", action="store_true", help="compare with the report at --out; no write")
    q.add_argument("--quiet", action="store_true", help="no progress bar")
    q.set_defaults(func=cmd_lane)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, non-zero exit
        self.exit(2, f"{self.prog}: error: {message}\n")


@quiet_broken_pipe
def main(argv: list[str] | None = None) -> int:
    """Standalone entry point: python -m engine.math.cli {math,math-lane} ..."""
    parser = _Parser(prog="python -m engine.math.cli")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    register(sub)
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except (DataFileError, MathInputError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
