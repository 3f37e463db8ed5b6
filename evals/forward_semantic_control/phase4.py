"""Phase 4 static-threshold characterization (SPEC §8; ADR-0024 Phase 4, ADR-0026 §Context).

Cases: every case with both an expected and a forbidden token — the mined v2 cases and the
family cases that have them (near_forbidden, near_equal, heterogeneous_relations).

For each case the engine scores the expected and the forbidden token against the case's
relation blade (``engine.admissibility.blade_scores``, the walk's own kernel) and applies the
engine's gate rule (``verdict_from_score``: admitted iff score >= τ) for every τ of the grid.

Grid: every distinct expected / forbidden score of the corpus, plus 0.0 — the exact break
points of the TP and FP step functions, so the best separation over ALL real τ is attained on
it (no hand-picked grid constant).

Per τ: ``tp_rate`` = fraction of cases whose expected token is admitted, ``fp_rate`` =
fraction whose forbidden token is admitted, ``separation_quality = tp_rate − fp_rate``.
``best_separation_quality`` = max over the grid (the first τ attaining it is reported);
``geometry_supports_static_threshold = best >= SEPARATION_GATE`` (0.8).
Reported for the v2 cases alone, for v2 + families, and per family.

Blade-norm variation (ADR-0026's finding: norms vary ~10×): per relation blade its
self-score ``cga_inner(B, B)`` and the spread (standard deviation) of its scores over the
whole pack; across cases, the min / max / ratio of those and of the expected tokens' scores.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from engine.admissibility import AdmissibilityRegion, blade_scores, verdict_from_score
from engine.packs import Pack
from engine.trace import fmt_float
from engine.vocab import VocabManifold

from . import _lanes as L

__all__ = ["SEPARATION_GATE", "build_cases", "separation_table", "run_lane",
           "DEFAULT_REPORT", "LANE"]

LANE = "forward_semantic_control.phase4"
DEFAULT_REPORT = L.HERE / "phase4" / "report.json"
SEPARATION_GATE = 0.8


def build_cases(v2_cases=None, family_cases=None) -> list[dict]:
    from . import families, v2_runner

    v2_cases = v2_runner.load_cases() if v2_cases is None else v2_cases
    family_cases = families.load_cases() if family_cases is None else family_cases
    out = []
    for src, cs in (("v2", v2_cases), (None, family_cases)):
        for c in cs:
            if c.get("expected_endpoint") is None or c.get("forbidden_token") is None:
                continue
            out.append({"id": c["id"], "source": src or f"family:{c['family']}",
                        "relation_blade_token": c["relation_blade_token"],
                        "expected_endpoint": c["expected_endpoint"],
                        "forbidden_token": c["forbidden_token"]})
    return out


def _scores(vocab: VocabManifold, case: dict) -> tuple[float, float]:
    region = AdmissibilityRegion.from_tokens(vocab, None, blade_token=case["relation_blade_token"],
                                             label=case["id"], source="fsc_phase4")
    # vocab.indices returns a sorted index set, so look each token up on its own
    out = []
    for tok in (case["expected_endpoint"], case["forbidden_token"]):
        i = vocab.indices("phase4", "token", [tok])
        out.append(float(blade_scores(region, vocab.subset_array(i))[0]))
    return out[0], out[1]


def _admitted(vocab, case, score: float, tau: float) -> bool:
    region = AdmissibilityRegion(None, vocab.host[vocab.index_of(case["relation_blade_token"])],
                                 None, case["id"], "fsc_phase4")
    return verdict_from_score(region, True, score, tau).admitted


def separation_table(vocab: VocabManifold, cases: Sequence[dict], scored: dict,
                     grid: Sequence[float]) -> dict:
    """Per-τ rows and the best separation for one subset of cases."""
    rows, best, best_d, best_tau = [], None, None, None
    n = len(cases)
    for tau in grid:
        tp = sum(_admitted(vocab, c, scored[c["id"]][0], tau) for c in cases)
        fp = sum(_admitted(vocab, c, scored[c["id"]][1], tau) for c in cases)
        sep = (tp - fp) / n  # exact: compared as the integer tp - fp (same n per subset)
        rows.append({"threshold": fmt_float(tau), "tp": tp, "fp": fp, "n": n,
                     "tp_rate": fmt_float(tp / n), "fp_rate": fmt_float(fp / n),
                     "separation_quality": fmt_float(sep)})
        if best is None or tp - fp > best_d:
            best, best_d, best_tau = sep, tp - fp, tau
    return {"cases": n, "rows": rows, "best_separation_quality": fmt_float(best),
            "best_threshold": fmt_float(best_tau),
            "geometry_supports_static_threshold": bool(best >= SEPARATION_GATE)}


def _spread(values: Sequence[float]) -> dict:
    v = np.asarray(values, dtype=np.float64)
    lo, hi = float(v.min()), float(v.max())
    return {"min": fmt_float(lo), "max": fmt_float(hi),
            "ratio_max_over_min": fmt_float(hi / lo) if lo > 0 else None}


def run_lane(pack: Pack | str | None = None, cases: Sequence[dict] | None = None, *,
             vocab: VocabManifold | None = None, progress: L.Progress = None) -> dict:
    vocab = L.get_vocab(pack, vocab)
    cases = build_cases() if cases is None else list(cases)
    subsets = [("v2", [c for c in cases if c["source"] == "v2"]), ("all", cases)]
    for src in sorted({c["source"] for c in cases} - {"v2"}):
        subsets.append((src, [c for c in cases if c["source"] == src]))
    ctr = L.Counter(len(cases) + len(subsets), progress)
    scored = {}
    for c in cases:
        scored[c["id"]] = _scores(vocab, c)
        ctr.tick()
    grid = sorted({0.0, *(s for pair in scored.values() for s in pair)})
    tables = {}
    for name, sub in subsets:
        if sub:
            tables[name] = separation_table(vocab, sub, scored, grid)
        ctr.tick()
    relations = sorted({c["relation_blade_token"] for c in cases})
    blades = {}
    for r in relations:
        b = vocab.host[vocab.index_of(r)]
        region = AdmissibilityRegion(None, b, None, r, "fsc_phase4")
        all_scores = blade_scores(region, vocab.array)
        self_score = float(blade_scores(region, vocab.subset_array(
            vocab.indices("phase4", "blade", [r])))[0])
        blades[r] = {"self_score": fmt_float(self_score),
                     "pack_score_std": fmt_float(float(all_scores.std())),
                     "pack_score_min": fmt_float(float(all_scores.min())),
                     "pack_score_max": fmt_float(float(all_scores.max()))}
    per_case = [{"case_id": c["id"], "source": c["source"], "relation": c["relation_blade_token"],
                 "expected_score": fmt_float(scored[c["id"]][0]),
                 "forbidden_score": fmt_float(scored[c["id"]][1]),
                 "margin": fmt_float(scored[c["id"]][0] - scored[c["id"]][1]),
                 "blade_self_score": blades[c["relation_blade_token"]]["self_score"]}
                for c in cases]
    case_self = [float(blades[c["relation_blade_token"]]["self_score"]) for c in cases]
    case_std = [float(blades[c["relation_blade_token"]]["pack_score_std"]) for c in cases]
    exp_scores = [scored[c["id"]][0] for c in cases]
    return {
        "lane": LANE, "pack_id": vocab.pack_id, "pack_sha256": vocab.checksum,
        "separation_gate": fmt_float(SEPARATION_GATE), "grid_size": len(grid),
        "grid_rule": "every distinct expected/forbidden blade score, plus 0.0",
        "best_separation_quality": tables["all"]["best_separation_quality"],
        "geometry_supports_static_threshold": tables["all"]["geometry_supports_static_threshold"],
        "by_subset": tables,
        "blade_norms": {"relations": blades,
                        "across_cases": {"blade_self_score": _spread(case_self),
                                         "blade_pack_score_std": _spread(case_std),
                                         "expected_score": _spread(exp_scores)}},
        "cases": per_case,
    }
