"""Run the cga_jax benchmarks and write ``<out>/bench.json`` (canonical JSON) plus a short table.

    python -m bench.run --out bench/results             # full run (make bench), ~5-10 min
    python -m bench.run --quick --out /tmp/bench        # tiny sizes, smoke test
    python -m bench.run --only scoring,compile          # some sections

Exit status: 0 done (targets missed or not is reported, not an error); 1 a peer's result
disagreed with ours (the comparison would be meaningless; the JSON is still written);
2 bad command line.
"""
from __future__ import annotations

import argparse
import datetime as _dt
import json
import math
import os
import sys
import time

SECTIONS = ("scoring", "products", "compile", "walk")
SCHEMA_VERSION = 1

#: name -> (section, path into that section's result, comparison, target, description)
TARGETS = {
    "scoring_ratio_vs_bandwidth_N1e6": (
        "scoring", ("results", "1000000", "ratio_score_vs_reference"), ">=", 0.85,
        "score GB/s / jitted jnp.sum GB/s over the same (N,32) float64 array, N=1e6"),
    "geometric_product_vs_fastest_peer_N1e5": (
        "products", ("geometric_product", "100000", "ratio_ours_vs_fastest_peer"), ">=", 1.5,
        "best of our batched geometric products / fastest peer (kingdon, clifford, einsum), N=1e5"),
    "sandwich_vs_kingdon_N1e5": (
        "products", ("sandwich", "100000", "ratio_ours_vs_kingdon"), ">=", 2.0,
        "best of our fixed-versor sandwiches / kingdon's jitted sw, N=1e5"),
    "compile_every_op_first_call_s": (
        "compile", ("max_first_call_s",), "<", 2.0,
        "slowest first call (fresh jit cache, incl. compile) over the public ops"),
}


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # one line, exit 2 (argparse would print the usage block too)
        sys.stderr.write(f"bench.run: error: {message} (see --help)\n")
        sys.exit(2)


def _sections(text: str) -> tuple[str, ...]:
    names = tuple(s.strip() for s in text.split(",") if s.strip())
    if not names:
        raise argparse.ArgumentTypeError("--only needs at least one section")
    bad = [s for s in names if s not in SECTIONS]
    if bad:
        raise argparse.ArgumentTypeError(
            f"unknown section(s) {', '.join(bad)}; choose from {','.join(SECTIONS)}")
    return tuple(s for s in SECTIONS if s in names)  # canonical order, no duplicates


def parse_args(argv=None) -> argparse.Namespace:
    parser = _Parser(
        prog="python -m bench.run",
        description="Benchmark cga_jax: scoring vs. memory bandwidth, batched products vs. kingdon/"
                    "clifford/einsum, first-call compile times, and the engine walk (if present).",
    )
    parser.add_argument("--out", default="bench/results", metavar="DIR",
                        help="directory for bench.json (default: bench/results)")
    parser.add_argument("--quick", action="store_true",
                        help="tiny sizes and few repeats: a smoke test of the harness, not a measurement")
    parser.add_argument("--only", type=_sections, default=SECTIONS, metavar="LIST",
                        help=f"comma-separated sections to run, from {','.join(SECTIONS)} (default: all)")
    return parser.parse_args(argv)


# -- output ---------------------------------------------------------------------------------

def _clean(x):
    """JSON-safe and tidy: floats to 6 significant digits, non-finite floats to null."""
    if isinstance(x, dict):
        return {str(k): _clean(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_clean(v) for v in x]
    if isinstance(x, bool) or x is None or isinstance(x, (int, str)):
        return x
    if hasattr(x, "item"):  # numpy scalar
        return _clean(x.item())
    if isinstance(x, float):
        return float(f"{x:.6g}") if math.isfinite(x) else None
    return str(x)


def _dig(obj, path):
    for key in path:
        if not isinstance(obj, dict) or key not in obj:
            return None
        obj = obj[key]
    return obj


def evaluate_targets(report: dict) -> dict:
    out = {}
    for name, (section, path, cmp, target, desc) in TARGETS.items():
        value = _dig(report.get(section), path)
        entry = {"value": value, "target": target, "comparison": cmp, "description": desc}
        if section != "compile":  # the same ratio from the fastest rounds: context under load
            entry["value_from_min"] = _dig(report.get(section), path[:-1] + (path[-1] + "_from_min",))
        if value is None:
            entry["met"] = None
            entry["note"] = ("not measured: section not run" if section not in report
                             else "not measured at this size (--quick)")
        elif report.get("quick"):
            entry["met"] = None
            entry["note"] = "--quick is a smoke test of the harness: targets are not evaluated"
        else:
            entry["met"] = bool(value >= target) if cmp == ">=" else bool(value < target)
            if section == "compile" and report["compile"].get("unmeasured"):
                entry["met"] = False
                entry["note"] = f"ops without an argument builder: {report['compile']['unmeasured']}"
        out[name] = entry
    return out


def _si(x) -> str:
    if x is None:
        return "-"
    for div, suffix in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if abs(x) >= div:
            return f"{x / div:.3g}{suffix}"
    return f"{x:.3g}"


def _n(n) -> str:
    n = int(n)
    e = int(round(math.log10(n))) if n > 0 else 0
    return f"1e{e}" if 10 ** e == n else str(n)


def render_table(report: dict) -> str:
    lines = []
    sc = report.get("scoring")
    if sc:
        lines.append("scoring: cga_jax.score (N,32)x(32,) vs jitted jnp.sum reference (GB/s = N*32*8/t)")
        lines.append(f"  {'N':>6} {'score items/s':>14} {'score GB/s':>11} {'ref GB/s':>9} "
                     f"{'ratio':>6} {'walk-step items/s':>18} {'fused (diag)':>13}")
        for key in map(str, sc["sizes"]):
            r = sc["results"][key]
            lines.append(f"  {_n(key):>6} {_si(r['score']['items_per_s']):>14} {r['score']['GBps']:>11.2f} "
                         f"{r['reference_sum']['GBps']:>9.2f} {r['ratio_score_vs_reference']:>6.2f} "
                         f"{_si(r['walk_step']['items_per_s']):>18} "
                         f"{_si(r['walk_step_fused_diagnostic']['items_per_s']):>13}")
    pr = report.get("products")
    if pr:
        sizes = [str(s) for s in pr["sizes"]]
        for op in ("geometric_product", "sandwich"):
            lines.append(f"{op}: products/s (median), ours vs peers")
            names = []
            for key in sizes:
                for case in pr[op][key]["cases"]:
                    if case not in names:
                        names.append(case)
            lines.append("  " + f"{'case':<38}" + "".join(f"{'N=' + _n(k):>10}" for k in sizes))
            for case in names:
                cells = [_si(pr[op][k]["cases"].get(case, {}).get("items_per_s")) for k in sizes]
                lines.append("  " + f"{case:<38}" + "".join(f"{c:>10}" for c in cells))
            ratio_key = "ratio_ours_vs_fastest_peer"
            cells = [f"{pr[op][k][ratio_key]:.2f}" if ratio_key in pr[op][k] else "-" for k in sizes]
            lines.append("  " + f"{'ours(best)/fastest peer':<38}" + "".join(f"{c:>10}" for c in cells))
            if op == "sandwich":
                cells = [f"{pr[op][k]['ratio_ours_vs_kingdon']:.2f}" if "ratio_ours_vs_kingdon" in pr[op][k]
                         else "-" for k in sizes]
                lines.append("  " + f"{'ours(best)/kingdon':<38}" + "".join(f"{c:>10}" for c in cells))
        for s in pr.get("skipped", []):
            lines.append(f"  skipped {s['op']}/{s['case']} at N={_n(s['N'])}: {s['reason']}")
        if not pr.get("checks_passed", True):
            lines.append("  WARNING: a peer disagreed with cga_jax, see products.checks")
    co = report.get("compile")
    if co and co["ops"]:
        top = sorted(co["ops"].items(), key=lambda kv: -kv[1]["first_call_s"])[:5]
        lines.append(f"compile: first call with a fresh jit cache, {len(co['ops'])} ops, "
                     f"total {co['total_first_call_s']:.2f} s; slowest:")
        lines.append("  " + ", ".join(f"{k} {v['first_call_s']:.2f}s" for k, v in top))
    wk = report.get("walk")
    if wk is not None:
        lines.append("walk: " + (f"skipped ({wk.get('reason')})" if wk.get("skipped") is True
                                 else "engine.bench_walk results recorded under 'walk'"))
    tg = report.get("targets", {})
    if tg:
        lines.append("targets:")
        for name, t in tg.items():
            value = "-" if t["value"] is None else f"{t['value']:.3g}"
            met = {True: "MET", False: "MISSED", None: "n/a"}[t["met"]]
            from_min = t.get("value_from_min")
            extra = f"   (from fastest rounds: {from_min:.3g})" if from_min is not None else ""
            lines.append(f"  {name:<42} {value:>8} {t['comparison']} {t['target']:<5} {met}{extra}")
    return "\n".join(lines)


def _run_section(section: str, quick: bool, out_dir: str) -> dict:
    if section == "scoring":
        from .scoring import run_scoring
        return run_scoring(quick)
    if section == "products":
        from .products import run_products
        return run_products(quick)
    if section == "compile":
        from .compile_times import run_compile
        return run_compile(quick)
    if section == "walk":
        from .walk import run_walk
        os.makedirs(out_dir, exist_ok=True)
        return run_walk(out_dir)
    raise ValueError(f"unknown section {section!r}")


def main(argv=None) -> int:
    args = parse_args(argv)
    out_dir = args.out
    if os.path.exists(out_dir) and not os.path.isdir(out_dir):
        sys.stderr.write(f"bench.run: error: --out {out_dir!r} exists and is not a directory\n")
        return 2

    # Heavy imports only after the command line is known to be good.
    import cga_jax  # noqa: F401  (turns on float64)

    from .machine import loadavg, machine_info

    t_start = time.perf_counter()
    report: dict = {
        "schema_version": SCHEMA_VERSION,
        "command": "python -m bench.run " + " ".join(sys.argv[1:] if argv is None else argv),
        "started_utc": _dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "quick": bool(args.quick),
        "sections": list(args.only),
        "loadavg_start": loadavg(),
        "machine": machine_info(args.quick),
    }
    section_wall = {}
    failure = None
    for section in args.only:
        t0 = time.perf_counter()
        print(f"[bench] {section} ...", file=sys.stderr, flush=True)
        try:
            report[section] = _run_section(section, args.quick, out_dir)
        except Exception as exc:
            # Not swallowed: the sections done so far are written, then the error is re-raised.
            report["error"] = {"section": section, "type": type(exc).__name__, "message": str(exc)}
            failure = exc
            break
        finally:
            section_wall[section] = time.perf_counter() - t0
    report["section_wall_s"] = section_wall
    report["wall_s"] = time.perf_counter() - t_start
    report["loadavg_end"] = loadavg()
    report["targets"] = evaluate_targets(report)
    skipped = []
    for s in report.get("products", {}).get("skipped", []):
        skipped.append({"section": "products", **s})
    for s in report.get("compile", {}).get("skipped", []):
        skipped.append({"section": "compile", **s})
    if report.get("walk", {}).get("skipped") is True:
        skipped.append({"section": "walk", "reason": report["walk"].get("reason")})
    report["skipped"] = skipped

    report = _clean(report)
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, "bench.json")
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(report, sort_keys=True, indent=2) + "\n")
    print(render_table(report))
    print(f"wrote {path} in {report['wall_s']:.0f} s (load average {report['loadavg_start']} -> "
          f"{report['loadavg_end']})")
    if failure is not None:
        print(f"bench.run: section {report['error']['section']!r} failed; partial results written",
              file=sys.stderr)
        raise failure
    if "products" in report and not report["products"]["checks_passed"]:
        sys.stderr.write("bench.run: error: a peer's result disagrees with cga_jax (products.checks)\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
