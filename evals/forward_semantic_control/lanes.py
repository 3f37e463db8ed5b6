"""Registry of the SPEC §8 lanes beyond v2, used by ``cga lane`` and the tests.

``outputs(name)`` runs one lane and returns ``{path: text}`` — the canonical files it owns
(case files for the lanes that build or mine their cases, and the report). ``write`` writes
them atomically; ``check`` compares them with the committed files byte for byte.

Order matters for ``all``: v1 and families produce the case files phase 2 / phase 4 read.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from . import _lanes as L

__all__ = ["LANE_NAMES", "outputs", "write", "check", "headline"]

LANE_NAMES = ("v1", "families", "phase2", "phase4")


def outputs(name: str, *, progress: L.Progress = None, vocab=None) -> dict[Path, str]:
    vocab = L.get_vocab(None, vocab)
    if name == "v1":
        from . import v1_runner as M

        cases = M.build_cases(vocab=vocab)
        rep = M.run_lane(cases=cases, vocab=vocab, progress=progress)
        return {M.DEFAULT_CASES: L.cases_jsonl(cases), M.DEFAULT_REPORT: L.report_json(rep)}
    if name == "families":
        from . import families as M

        cases = M.mine_families(vocab=vocab)
        rep = M.run_lane(cases=cases, vocab=vocab, progress=progress)
        return {M.DEFAULT_CASES: L.cases_jsonl(cases), M.DEFAULT_REPORT: L.report_json(rep)}
    if name == "phase2":
        from . import phase2 as M

        return {M.DEFAULT_REPORT: L.report_json(M.run_lane(vocab=vocab, progress=progress))}
    if name == "phase4":
        from . import phase4 as M

        return {M.DEFAULT_REPORT: L.report_json(M.run_lane(vocab=vocab, progress=progress))}
    raise ValueError(f"lanes.outputs: unknown lane {name!r} (expected one of {LANE_NAMES})")


def write(files: dict[Path, str]) -> list[Path]:
    return [L.atomic_write(p, t) for p, t in files.items()]


def check(files: dict[Path, str]) -> list[Path]:
    """Paths whose committed bytes differ from ``files`` (missing counts as different)."""
    bad = []
    for p, t in files.items():
        p = Path(p)
        if not p.is_file() or p.read_text(encoding="utf-8") != t:
            bad.append(p)
    return bad


def headline(name: str, report: dict) -> str:
    """One human line per lane."""
    if name == "v1":
        s = report["summary"]
        return (f"v1: {s['cases']} chains, stays_on_chain {s['stays_on_chain']}/{s['cases']}, "
                f"follows_chain {s['follows_chain']}/{s['cases']}, exhausted {s['exhausted']}")
    if name == "families":
        parts = []
        for fam, e in report["families"].items():
            m = e["modes"]
            parts.append(f"{fam}[n={e['count']}] " + " ".join(
                f"{k}={m[k]['passed']}/{m[k]['total']}" for k in ("boundary", "threshold", "margin")))
        return "families: " + "; ".join(parts)
    if name == "phase2":
        b = report["exhaustion"]["benign"]
        a = report["exhaustion"]["all"]
        return ("phase2: exhaustion benign/all " + " ".join(
            f"{c}={b[c]['rate']}/{a[c]['rate']}" for c in b)
            + f" (ceiling {report['exhaustion_ceiling']}); hash_stability "
            f"{report['hash_stability']}; causal_attribution_valid "
            f"{report['causal_attribution_valid']}; code_path_residual "
            f"{report['code_path_residual']}")
    if name == "phase4":
        return (f"phase4: best_separation_quality {report['best_separation_quality']} "
                f"(gate {report['separation_gate']}, v2 alone "
                f"{report['by_subset']['v2']['best_separation_quality']}); "
                f"geometry_supports_static_threshold {report['geometry_supports_static_threshold']}")
    raise ValueError(f"lanes.headline: unknown lane {name!r}")


def progress_bar(name: str, stream) -> Callable[[int, int], None]:
    """A small ``\\r``-redrawn bar on ``stream`` (stderr); ends with a newline when done."""
    state = {"last": -1}

    def tick(done: int, total: int) -> None:
        width = 24
        filled = width if total <= 0 else (done * width) // total
        if filled == state["last"] and done < total:
            return
        state["last"] = filled
        stream.write(f"\r  {name:<9}[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
        if done >= total:
            stream.write("\n")
        stream.flush()

    return tick
