"""Deterministic miner of v2 mechanism-isolation cases over a pack (SPEC §8, ADR-0024/0026).

A v2 case is ``(seed_token, {expected, forbidden}, relation_blade_token)`` such that

* boundary-only selection (the field-nearest to the seed's versor among the two admissible
  tokens) picks ``forbidden``, by a field-score gap of at least ``FIELD_GAP_MIN``;
* the relation blade (the relation token's versor) scores ``expected`` above ``forbidden``:
  ``top = cga_inner(V_expected, blade) > 0`` and ``margin = top - second > 0``;
* a threshold ``τ`` (midpoint rounded to 3 decimals) separates them:
  ``second < τ <= top``.

Search space (fixed, ordered): seeds and admissible tokens from ``SEED_VOCABULARY`` (every
token the design records name), relations from ``RELATION_TOKENS``. For each relation in
order, the valid triple with the largest *isolation score*
``min(field_gap / σ_seed, margin / σ_blade)`` is taken (σ = standard deviation of that token's
scores against the whole pack, so both mechanisms must disagree clearly on their own scale);
ties go to the earlier (seed, expected, forbidden) in vocabulary order; a seed is used once.
Every proposed case is then verified by running the engine itself in boundary, threshold and
margin mode; only verified cases are written.

δ re-derivation (ADR-0026's rule): the largest one-decimal δ strictly below the smallest mined
margin — the most demanding δ that still admits every case.
"""
from __future__ import annotations

import itertools
import json
import math
import os
from pathlib import Path
from typing import Sequence

import numpy as np

from cga_jax import host as H
from .admissibility import DEFAULT_MARGIN, AdmissibilityRegion
from .errors import EngineError
from .packs import Pack, load_pack
from .vocab import VocabManifold
from .walk import generate

__all__ = ["SEED_VOCABULARY", "RELATION_TOKENS", "mine_v2_cases", "derive_delta",
           "static_threshold_separation", "write_cases", "CASES_PATH", "DELTA_PATH",
           "cases_jsonl", "delta_json"]

SEED_VOCABULARY = (
    "tone", "evidence", "memory", "wisdom", "voice", "question", "answer", "understanding",
    "word", "discourse", "narrative", "symbol", "meaning", "image", "light", "truth", "infer",
    "think", "spirit", "understand", "say", "thought", "beginning", "corrects",
)
RELATION_TOKENS = ("causes", "means", "precedes", "part_of", "corrects", "infers")
FIELD_GAP_MIN = 1e-3
THRESHOLD_DECIMALS = 3
FLOAT_DECIMALS = 9
CASE_PREFIX = "FSC-EN1-V2"

_V2_DIR = Path(__file__).resolve().parent.parent / "evals" / "forward_semantic_control" / "v2"
CASES_PATH = _V2_DIR / "cases.jsonl"
DELTA_PATH = _V2_DIR / "delta.json"


def _r(x: float) -> float:
    return round(float(x), FLOAT_DECIMALS) + 0.0


def derive_delta(margins: Sequence[float]) -> float:
    """Largest one-decimal value strictly below min(margins) (ADR-0026: 0.456 → 0.4)."""
    m = min(margins)
    d = math.floor(m * 10.0) / 10.0
    if d >= m:
        d -= 0.1
    return round(max(d, 0.0), 1)


def static_threshold_separation(cases: Sequence[dict]) -> dict:
    """ADR-0024 phase 4: for each candidate static τ, separation = TP rate (expected admitted)
    − FP rate (forbidden admitted); the best over all τ, and whether it reaches 0.8."""
    tops = np.array([c["top_score"] for c in cases])
    seconds = np.array([c["second_score"] for c in cases])
    taus = sorted(set(tops.tolist()) | set(seconds.tolist()) | {c["admissibility_threshold"]
                                                                  for c in cases})
    best, best_tau = -1.0, None
    for t in taus:
        sep = float(np.mean(tops >= t) - np.mean(seconds >= t))
        if sep > best + 1e-12:
            best, best_tau = sep, t
    return {"best_separation_quality": _r(best), "best_static_threshold": _r(best_tau),
            "geometry_supports_static_threshold": bool(best >= 0.8)}


def v2_triples(S, sigma, idx: dict, order: list, rel: str, skip_seeds=frozenset()):
    """Candidate v2 triples for relation ``rel`` in a fixed order: yields
    (seed_i, expected_i, forbidden_i, top, second, tau, isolation, field_gap) where the field
    (boundary) pick is the forbidden token by >= FIELD_GAP_MIN, the blade ranks the expected one
    above it with top > 0, and a THRESHOLD_DECIMALS midpoint tau separates them.
    ``S`` is the pack's cga_inner matrix and ``sigma`` its row standard deviations."""
    ri = idx[rel]
    for seed in order:
        if seed in skip_seeds or seed == rel:
            continue
        si = idx[seed]
        pool = [t for t in order if t not in (seed, rel)]
        for a, b in itertools.combinations(pool, 2):
            ai, bi = idx[a], idx[b]
            gap = S[si, ai] - S[si, bi]
            if abs(gap) < FIELD_GAP_MIN:
                continue
            f, e = (ai, bi) if gap > 0 else (bi, ai)
            top, second = S[ri, e], S[ri, f]
            margin = top - second
            if not (top > 0.0 and margin > 0.0):
                continue
            tau = round((top + second) / 2.0, THRESHOLD_DECIMALS)
            if not (second < tau <= top):
                continue
            iso = min(abs(gap) / sigma[si], margin / sigma[ri])
            yield si, e, f, top, second, tau, iso, abs(gap)


def _propose(pack: Pack) -> list[dict]:
    words = pack.words
    idx = {w: i for i, w in enumerate(words)}
    missing = [t for t in SEED_VOCABULARY + RELATION_TOKENS if t not in idx]
    if missing:
        raise EngineError(f"mine_v2_cases: pack {pack.id!r} lacks the required tokens {missing}")
    V = pack.versors
    S = H.cga_inner(V, V.T)  # S[i, j] = cga_inner(V_i, V_j), symmetric
    sigma = S.std(axis=1)
    vocab_order = sorted(SEED_VOCABULARY, key=idx.__getitem__)
    used_seeds: set[str] = set()
    proposals = []
    for rel in RELATION_TOKENS:
        ri = idx[rel]
        best = None
        for si, e, f, top, second, tau, iso, gap in v2_triples(S, sigma, idx, vocab_order, rel,
                                                                skip_seeds=used_seeds):
            if best is None or iso > best[0]:
                best = (iso, si, e, f, tau, gap)
        if best is None:
            continue
        iso, si, e, f, tau, gap = best
        used_seeds.add(words[si])
        proposals.append({
            "seed_token": words[si],
            "admissible_tokens": sorted([words[e], words[f]], key=idx.__getitem__),
            "relation_blade_token": rel,
            "expected_endpoint": words[e],
            "forbidden_token": words[f],
            "admissibility_threshold": float(tau),
            "top_score": _r(S[ri, e]),
            "second_score": _r(S[ri, f]),
            "margin": _r(S[ri, e] - S[ri, f]),
            "boundary_scores": {words[e]: _r(S[si, e]), words[f]: _r(S[si, f])},
            "isolation_score": _r(iso),
        })
    return proposals


def _verify(vocab: VocabManifold, case: dict) -> bool:
    region = AdmissibilityRegion.from_tokens(vocab, case["admissible_tokens"],
                                             blade_token=case["relation_blade_token"],
                                             label=case.get("id", "mining"), source="v2_case")
    common = dict(max_tokens=1, region=region,
                  admissibility_threshold=case["admissibility_threshold"])
    try:
        b = generate(vocab, case["seed_token"], inner_loop_admissibility=False, **common)
        t = generate(vocab, case["seed_token"], inner_loop_admissibility=True, **common)
        m = generate(vocab, case["seed_token"], admissibility_mode="margin",
                     admissibility_margin=min(DEFAULT_MARGIN, case["margin"]), **common)
    except EngineError:
        return False
    fb = case["forbidden_token"]
    return (b.tokens == (fb,) and t.tokens == (case["expected_endpoint"],)
            and fb in [a[1] for a in t.steps[0].rejected_attempts]
            and m.tokens == (case["expected_endpoint"],))


def mine_v2_cases(pack: Pack | str | None = None) -> tuple[list[dict], dict]:
    """Mine and verify the v2 cases; returns ``(cases, delta_record)``."""
    pack = load_pack() if pack is None else (load_pack(pack) if isinstance(pack, (str, Path)) else pack)
    vocab = VocabManifold.from_pack(pack)
    cases = []
    for prop in _propose(pack):
        case = {"id": f"{CASE_PREFIX}-{len(cases) + 1:03d}", **prop}
        if _verify(vocab, case):
            cases.append(case)
    if not cases:
        raise EngineError(f"mine_v2_cases: no verified case in pack {pack.id!r}")
    margins = [c["margin"] for c in cases]
    record = {
        "pack_id": pack.id,
        "pack_sha256": pack.checksum,
        "rule": "largest one-decimal delta strictly below the smallest mined margin (ADR-0026)",
        "cases": [{"id": c["id"], "top_score": c["top_score"], "second_score": c["second_score"],
                   "margin": c["margin"]} for c in cases],
        "min_margin": min(margins),
        "derived_delta": derive_delta(margins),
        "default_delta": DEFAULT_MARGIN,
        "default_admits_all": bool(all(m >= DEFAULT_MARGIN for m in margins)),
        "static_threshold": static_threshold_separation(cases),
    }
    return cases, record


def cases_jsonl(cases: Sequence[dict]) -> str:
    return "".join(json.dumps(c, sort_keys=True, ensure_ascii=True, allow_nan=False) + "\n"
                   for c in cases)


def delta_json(record: dict) -> str:
    return json.dumps(record, sort_keys=True, indent=2, ensure_ascii=True, allow_nan=False) + "\n"


def _atomic_write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def write_cases(cases: Sequence[dict], record: dict, cases_path: Path = CASES_PATH,
                delta_path: Path = DELTA_PATH) -> None:
    """Write both files, each atomically (no partial file on failure)."""
    text_c, text_d = cases_jsonl(cases), delta_json(record)
    _atomic_write(Path(cases_path), text_c)
    _atomic_write(Path(delta_path), text_d)
