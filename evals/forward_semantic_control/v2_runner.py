"""v2 mechanism-isolation lane (SPEC §8): each mined case through boundary, threshold and
margin mode, plus margin mode at a δ just above the case's margin (must refuse).

Pass criteria per mode:
* ``boundary``  (inner loop off): emits the forbidden token;
* ``threshold`` (inner loop on, the case's τ): emits the expected token, forbidden rejected;
* ``margin``    (δ = the lane's delta, default 0.4): emits the expected token, forbidden in
  ``rejected_attempts``;
* ``margin_refusal`` (δ = margin + 0.1): ``InnerLoopExhaustion`` carrying the whole ranking.

The report is canonical JSON (sorted keys, 2-space indent, ASCII) and byte-reproducible.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Sequence

from engine.admissibility import DEFAULT_MARGIN, AdmissibilityRegion, validate_delta
from engine.errors import InnerLoopExhaustion, PackError
from engine.packs import Pack, load_pack
from engine.trace import fmt_float
from engine.vocab import VocabManifold
from engine.walk import generate

from ._lanes import atomic_write, mode_kwargs, read_jsonl

__all__ = ["CASE_FIELDS", "load_cases", "run_case", "run_lane", "report_json", "write_report",
           "MODES", "DEFAULT_CASES", "DEFAULT_REPORT"]

HERE = Path(__file__).resolve().parent
DEFAULT_CASES = HERE / "v2" / "cases.jsonl"
DEFAULT_REPORT = HERE / "v2" / "report.json"
CASE_FIELDS = ("id", "seed_token", "admissible_tokens", "relation_blade_token",
               "expected_endpoint", "forbidden_token", "admissibility_threshold")
OPTIONAL_FIELDS = ("top_score", "second_score", "margin", "boundary_scores", "isolation_score")
MODES = ("boundary", "threshold", "margin", "margin_refusal")
REFUSAL_STEP = 0.1


def _check_case(c: dict) -> str | None:
    if (not isinstance(c["admissible_tokens"], list) or len(c["admissible_tokens"]) < 2
            or c["expected_endpoint"] not in c["admissible_tokens"]
            or c["forbidden_token"] not in c["admissible_tokens"]):
        return "admissible_tokens must list the expected and the forbidden token"
    t = c["admissibility_threshold"]
    if isinstance(t, bool) or not isinstance(t, (int, float)):
        return "admissibility_threshold must be a number"
    return None


def load_cases(path: str | Path = DEFAULT_CASES) -> list[dict]:
    """Read and validate a cases.jsonl (errors name ``path:line``)."""
    return read_jsonl(path, CASE_FIELDS, allowed=CASE_FIELDS + OPTIONAL_FIELDS, check=_check_case,
                      fn="load_cases")


def _region(vocab: VocabManifold, case: dict) -> AdmissibilityRegion:
    return AdmissibilityRegion.from_tokens(vocab, case["admissible_tokens"],
                                           blade_token=case["relation_blade_token"],
                                           label=case["id"], source="fsc_v2")


def run_case(vocab: VocabManifold, case: dict, mode: str, *, delta: float = DEFAULT_MARGIN) -> dict:
    """One case in one mode → a row (JSON-able; floats as fixed-precision strings)."""
    region = _region(vocab, case)
    kw = dict(max_tokens=1, region=region, admissibility_threshold=case["admissibility_threshold"])
    margin_value = case.get("margin")
    if mode in ("boundary", "threshold", "margin"):
        kw.update(mode_kwargs(mode, case["admissibility_threshold"], delta, "run_case"))
    elif mode == "margin_refusal":
        if margin_value is None:
            raise PackError("run_case", case["id"], None, "case has no margin to exceed")
        kw.update(admissibility_mode="margin",
                  admissibility_margin=round(margin_value + REFUSAL_STEP, 1))
    else:
        raise ValueError(f"run_case: unknown mode {mode!r} (expected one of {MODES})")
    row = {"case_id": case["id"], "mode": mode, "seed": case["seed_token"],
           "expected": case["expected_endpoint"], "forbidden": case["forbidden_token"],
           "relation": case["relation_blade_token"],
           "delta": fmt_float(kw.get("admissibility_margin")) if "margin" in mode else None,
           "threshold": fmt_float(case["admissibility_threshold"])}
    try:
        res = generate(vocab, case["seed_token"], **kw)
    except InnerLoopExhaustion as exc:
        ranking = [[i, w, fmt_float(s)] for i, w, s in exc.rejected_attempts]
        ra = exc.rejected_attempts
        gap = fmt_float(ra[0][2] - ra[1][2]) if len(ra) >= 2 else None
        row.update(token=None, verdict=f"refused:{exc.reason.value}", margin=gap,
                   score=None, rejected=ranking, trace_hash=None,
                   passed=(mode == "margin_refusal"
                           and {r[1] for r in ranking} >= set(case["admissible_tokens"])))
        return row
    step = res.steps[0]
    token = res.tokens[0]
    rejected = [[i, w, fmt_float(s)] for i, w, s in step.rejected_attempts]
    rej_words = {r[1] for r in rejected}
    verdict = step.verdict
    row.update(token=token,
               verdict=("admitted" if verdict["admitted"] else "emitted_unadmitted")
               + f":{verdict['reason']}",
               score=fmt_float(verdict.get("score")), margin=fmt_float(verdict.get("margin")),
               rejected=rejected, trace_hash=res.trace_hash)
    if mode == "boundary":
        row["passed"] = token == case["forbidden_token"]
    elif mode == "margin_refusal":
        row["passed"] = False
    else:
        row["passed"] = token == case["expected_endpoint"] and case["forbidden_token"] in rej_words
    return row


def run_lane(pack: Pack | str | None = None, cases: Sequence[dict] | None = None, *,
             delta: float = DEFAULT_MARGIN, modes: Sequence[str] = MODES,
             vocab: VocabManifold | None = None, progress=None) -> dict:
    delta = validate_delta("run_lane", delta)
    if vocab is None:
        pk = load_pack() if pack is None else (pack if isinstance(pack, Pack) else load_pack(pack))
        vocab = VocabManifold.from_pack(pk)
    cases = load_cases() if cases is None else list(cases)
    rows = []
    total = len(cases) * len(modes)
    for c in cases:
        for m in modes:
            rows.append(run_case(vocab, c, m, delta=delta))
            if progress is not None:
                progress(len(rows), total)
    summary = {m: {"passed": sum(r["passed"] for r in rows if r["mode"] == m),
                   "total": sum(1 for r in rows if r["mode"] == m)} for m in modes}
    return {"lane": "forward_semantic_control.v2", "pack_id": vocab.pack_id,
            "pack_sha256": vocab.checksum, "delta": fmt_float(delta), "rows": rows,
            "summary": summary, "all_passed": all(r["passed"] for r in rows)}


def report_json(report: dict) -> str:
    return json.dumps(report, sort_keys=True, indent=2, ensure_ascii=True, allow_nan=False) + "\n"


def write_report(report: dict, path: str | Path = DEFAULT_REPORT) -> Path:
    """Serialise first, then write atomically (never a partial report)."""
    return atomic_write(path, report_json(report))
