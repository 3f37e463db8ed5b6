"""``cga`` console script: walk, chat, demo, mine, lane, pack, bench-walk (and the math reader's
subcommands when ``engine.math.cli`` exists).

Exit codes: 0 success; 1 a typed refusal or engine failure (one line on stderr);
2 bad usage or bad input — unknown token, bad value, malformed config/pack (one line).
"""
from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path

from .console import quiet_broken_pipe
from .errors import (
    AdmissibilityError,
    CLIError,
    ConfigError,
    InnerLoopExhaustion,
    PackError,
    UnknownTokenError,
)

__all__ = ["main", "build_parser"]

DEFAULT_DEMO_OUT = Path("build") / "demo" / "fsc_v2_report.json"
LANE_CHOICES = ("v1", "phase2", "phase4", "families", "all")


class _Parser(argparse.ArgumentParser):
    """argparse that raises CLIError (reported as one line, exit 2) instead of printing
    usage and exiting."""

    def error(self, message):  # noqa: D401 - argparse hook
        raise CLIError(f"{self.prog}: {message}")


def _float(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None


def _pos_int(text: str) -> int:
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if v < 1:
        raise argparse.ArgumentTypeError(f"must be >= 1: {v}")
    return v


def _tokens(text: str) -> list[str]:
    out = [t.strip() for t in text.split(",") if t.strip()]
    if not out:
        raise argparse.ArgumentTypeError("expected a comma-separated token list")
    return out


def _add_runtime_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--config", help="runtime config TOML (default: configs/default.toml)")
    p.add_argument("--pack", help="pack name or directory (overrides the config)")
    p.add_argument("--max-tokens", type=_pos_int)
    p.add_argument("--inner-loop", dest="inner_loop", action="store_true", default=None,
                   help="gate selections (ADR-0024 inner loop)")
    p.add_argument("--no-inner-loop", dest="inner_loop", action="store_false")
    p.add_argument("--admissibility-mode", choices=("threshold", "margin"))
    p.add_argument("--admissibility-margin", type=_float, metavar="DELTA")
    p.add_argument("--threshold", type=_float, help="admissibility threshold τ")
    p.add_argument("--allowed", type=_tokens, help="comma-separated allowed tokens (region)")
    p.add_argument("--blade", help="relation blade token (region)")
    p.add_argument("--frame", help="frame versor token (region)")
    p.add_argument("--label", help="region label")
    p.add_argument("--json", action="store_true", help="print JSON")


def build_parser() -> argparse.ArgumentParser:
    ap = _Parser(prog="cga", description="Deterministic geometric walks on Cl(4,1).")
    sub = ap.add_subparsers(dest="command", required=True, parser_class=_Parser)
    w = sub.add_parser("walk", help="walk from a seed token")
    w.add_argument("seed")
    _add_runtime_args(w)
    c = sub.add_parser("chat", help="walk from a prompt (refusals are values)")
    c.add_argument("text")
    _add_runtime_args(c)
    d = sub.add_parser("demo", help="mined v2 cases through boundary/threshold/margin modes")
    d.add_argument("--out", type=Path, default=DEFAULT_DEMO_OUT, help="JSON report path")
    d.add_argument("--admissibility-margin", type=_float, metavar="DELTA")
    d.add_argument("--json", action="store_true")
    m = sub.add_parser("mine", help="mine v2 mechanism-isolation cases from the pack")
    m.add_argument("--pack")
    m.add_argument("--check", action="store_true",
                   help="compare with the committed files instead of writing")
    m.add_argument("--json", action="store_true")
    p = sub.add_parser("pack", help="pack checksum tools")
    p.add_argument("action", choices=("checksum", "update", "verify"))
    p.add_argument("pack")
    ln = sub.add_parser("lane", help="run an FSC eval lane (v1, phase2, phase4, families, all)")
    ln.add_argument("name", choices=LANE_CHOICES)
    ln.add_argument("--out", type=Path, help="write the report here (one lane only) instead "
                                             "of the committed path")
    ln.add_argument("--check", action="store_true",
                    help="exit 1 when the committed files differ from a fresh run")
    ln.add_argument("--json", action="store_true", help="print the report(s) as JSON")
    b = sub.add_parser("bench-walk", help="walk step vs scoring pass benchmark")
    b.add_argument("--out", type=Path, default=Path("bench") / "results")
    b.add_argument("--sizes", type=lambda t: [int(x) for x in t.split(",")], default=None)
    sub.add_parser("bench", help="the full benchmark harness (bench/ in a source checkout; "
                                      "arguments go to python -m bench.run)", add_help=False)
    try:
        math_cli = importlib.import_module("engine.math.cli")
    except ModuleNotFoundError as exc:
        if exc.name not in ("engine.math.cli", "engine.math"):
            raise
    else:
        math_cli.register(sub)
    return ap


# ---------------------------------------------------------------------------- commands
def _runtime(args):
    from .config import DEFAULT_CONFIG, RuntimeConfig, load_config

    cfg = load_config(args.config) if args.config else (
        load_config(DEFAULT_CONFIG) if DEFAULT_CONFIG.is_file() else RuntimeConfig())
    cfg = cfg.replace(pack=args.pack, max_tokens=args.max_tokens,
                      inner_loop_admissibility=args.inner_loop,
                      admissibility_mode=args.admissibility_mode,
                      admissibility_margin=args.admissibility_margin,
                      admissibility_threshold=args.threshold)
    from .runtime import ChatRuntime

    return ChatRuntime(cfg)


def _region(rt, args):
    from .admissibility import AdmissibilityRegion

    if args.allowed is None and args.blade is None and args.frame is None:
        if args.label:
            raise CLIError("cga: --label needs --allowed, --blade or --frame")
        return None
    return AdmissibilityRegion.from_tokens(rt.vocab, args.allowed, blade_token=args.blade,
                                           frame_token=args.frame, label=args.label,
                                           source="cli")


def _print_steps(steps, out):
    for s in steps:
        v = s.verdict
        extra = f" margin={v['margin']:.6f}" if "margin" in v else ""
        score = "-" if v.get("score") is None else f"{v['score']:.6f}"
        rej = ""
        if s.rejected_attempts:
            rej = " rejected=" + ",".join(f"{w}({sc:.3f})" for _, w, sc in s.rejected_attempts)
        print(f"  {s.step_index:>3} {s.selected_word:<16} {'admitted' if v['admitted'] else 'flagged':<8}"
              f" {v['reason']:<26} score={score}{extra}{rej}", file=out)


def _cmd_walk(args, out) -> int:
    rt = _runtime(args)
    region = _region(rt, args)
    res = rt.walk(args.seed, region=region)
    if args.json:
        print(json.dumps({"seed": args.seed, "tokens": list(res.tokens),
                          "trace": res.canonical_steps(), "trace_hash": res.trace_hash},
                         sort_keys=True), file=out)
    else:
        print(" ".join(res.tokens), file=out)
        _print_steps(res.steps, out)
        print(f"trace_hash {res.trace_hash}", file=out)
    return 0


def _cmd_chat(args, out) -> int:
    rt = _runtime(args)
    res = rt.chat(args.text, region=_region(rt, args))
    if args.json:
        print(json.dumps(res.to_dict(), sort_keys=True), file=out)
    elif res.refusal is None:
        print(" ".join(res.tokens), file=out)
        _print_steps(res.trace, out)
        print(f"trace_hash {res.trace_hash}", file=out)
    if res.refusal is not None:
        print(f"cga chat: refused: {res.refusal.message}", file=sys.stderr)
        return 1
    return 0


def _cmd_demo(args, out) -> int:
    from .demo import run_demo

    return run_demo(out_path=args.out, delta=args.admissibility_margin, as_json=args.json,
                    stream=out)


def _cmd_mine(args, out) -> int:
    from .mining import CASES_PATH, DELTA_PATH, cases_jsonl, delta_json, mine_v2_cases, write_cases

    cases, record = mine_v2_cases(args.pack)
    if args.check:
        same = (CASES_PATH.is_file() and CASES_PATH.read_text(encoding="utf-8") == cases_jsonl(cases)
                and DELTA_PATH.is_file() and DELTA_PATH.read_text(encoding="utf-8") == delta_json(record))
        if not same:
            print("cga mine: committed cases differ from a fresh mine (run: cga mine)",
                  file=sys.stderr)
            return 1
        print("cga mine: committed cases match a fresh mine", file=out)
        return 0
    write_cases(cases, record)
    if args.json:
        print(json.dumps({"cases": cases, "delta": record}, sort_keys=True), file=out)
    else:
        for c in cases:
            print(f"{c['id']}  seed={c['seed_token']:<12} relation={c['relation_blade_token']:<9}"
                  f" expected={c['expected_endpoint']:<14} forbidden={c['forbidden_token']:<12}"
                  f" margin={c['margin']:.6f} tau={c['admissibility_threshold']}", file=out)
        print(f"min margin {record['min_margin']:.6f} -> derived delta {record['derived_delta']}"
              f" (default {record['default_delta']}); wrote {CASES_PATH} and {DELTA_PATH}",
              file=out)
    return 0


def _cmd_lane(args, out) -> int:
    """``cga lane NAME``: run SPEC §8 lanes; write (default), ``--out`` or ``--check``."""
    from evals.forward_semantic_control import lanes

    names = lanes.LANE_NAMES if args.name == "all" else (args.name,)
    if args.out is not None and (len(names) != 1 or args.check):
        raise CLIError("cga lane: --out needs a single lane and no --check")
    reports, stale = {}, []
    for name in names:
        files = lanes.outputs(name, progress=lanes.progress_bar(name, sys.stderr))
        report_path, report_text = list(files.items())[-1]
        reports[name] = json.loads(report_text)
        if args.check:
            stale += lanes.check(files)
        elif args.out is not None:
            lanes.write({args.out: report_text})
        else:
            lanes.write(files)
    if args.json:
        print(json.dumps(reports[names[0]] if len(names) == 1 else reports, sort_keys=True),
              file=out)
    else:
        for name in names:
            print(lanes.headline(name, reports[name]), file=out)
    if args.check:
        if stale:
            print(f"cga lane: committed files differ from a fresh run: "
                  f"{', '.join(str(p) for p in stale)} (run: cga lane {args.name})",
                  file=sys.stderr)
            return 1
        print(f"cga lane: committed files match a fresh run ({args.name})",
              file=sys.stderr if args.json else out)
    return 0


def _cmd_pack(args, out) -> int:
    from .packs import main as packs_main

    return packs_main([args.action, args.pack])


def _cmd_bench(args, out) -> int:
    from .bench_walk import run

    res = run(args.out, sizes=args.sizes)
    print(json.dumps(res, indent=2, sort_keys=True), file=out)
    return 0


def _cmd_bench_all(bench_args: list[str]) -> int:
    # The harness lives in the source checkout (bench/ is not part of the installed package);
    # its own parser takes every argument after "bench".
    try:
        bench_run = importlib.import_module("bench.run")
    except ModuleNotFoundError as exc:
        if exc.name not in ("bench", "bench.run"):
            raise
        print("cga bench: the benchmark harness ships with the source checkout (bench/); "
              "run it from the repository root", file=sys.stderr)
        return 2
    try:
        return int(bench_run.main(bench_args) or 0)
    except SystemExit as exc:  # its argparse exits on --help (0) and bad arguments (2)
        return exc.code if isinstance(exc.code, int) else 2


_COMMANDS = {"walk": _cmd_walk, "chat": _cmd_chat, "demo": _cmd_demo, "mine": _cmd_mine,
             "pack": _cmd_pack, "bench-walk": _cmd_bench, "lane": _cmd_lane}


@quiet_broken_pipe
def main(argv: list[str] | None = None) -> int:
    out = sys.stdout
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["bench"]:
        return _cmd_bench_all(argv[1:])
    try:
        parser = build_parser()
        args = parser.parse_args(argv)
    except CLIError as exc:
        print(str(exc).splitlines()[0], file=sys.stderr)
        return 2
    except SystemExit as exc:  # --help / --version
        return int(exc.code or 0)
    handler = _COMMANDS.get(args.command)
    if handler is None:  # a subcommand registered by engine.math.cli
        func = getattr(args, "func", None)
        if func is None:
            print(f"cga: no handler for {args.command!r}", file=sys.stderr)
            return 2
        try:
            return int(func(args) or 0)
        except ValueError as exc:  # the math reader's typed errors are ValueErrors
            print(f"cga {args.command}: error: {exc}".splitlines()[0], file=sys.stderr)
            return 2
    try:
        return handler(args, out)
    except InnerLoopExhaustion as exc:
        print(f"cga {args.command}: refused: {exc}".splitlines()[0], file=sys.stderr)
        return 1
    except (CLIError, ConfigError, PackError, UnknownTokenError, AdmissibilityError) as exc:
        print(f"cga {args.command}: error: {exc}".splitlines()[0], file=sys.stderr)
        return 2
    except ValueError as exc:  # CGAError (InputError, VersorError, ...) and other engine errors
        from cga_jax.errors import CGAError, InputError

        if isinstance(exc, InputError):
            print(f"cga {args.command}: error: {exc}".splitlines()[0], file=sys.stderr)
            return 2
        if isinstance(exc, CGAError):
            print(f"cga {args.command}: failed: {exc}".splitlines()[0], file=sys.stderr)
            return 1
        raise


if __name__ == "__main__":
    sys.exit(main())
