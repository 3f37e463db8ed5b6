"""Stratified failure-mode families (SPEC §8; ADR-0026 "Phase 5"), mined from the shipped pack.

Every miner is a deterministic search over the same fixed space as the v2 miner
(``engine.mining``: seeds / admissible tokens from ``SEED_VOCABULARY``, relation blades from
``RELATION_TOKENS``, vocabulary order for ties), uses only the engine's own constants
(``FIELD_GAP_MIN``, the 3-decimal threshold resolution, the spec's δ = ``DEFAULT_MARGIN``) and
verifies nothing by hand: each family's *expected behaviour* is stated below and the lane
reports how often each mode meets it. A miss is a finding, never patched with a per-family
constant (ADR-0026 §Out of scope).

Families and expectations (boundary = inner loop off; threshold = inner loop on, the case's τ;
margin = margin mode at δ = 0.4):

* ``near_forbidden`` — per relation, the v2-shaped triple (boundary picks the forbidden token)
  whose blade margin (expected − forbidden) is the SMALLEST positive one that a 3-decimal
  midpoint τ still separates. Expect: boundary → forbidden; threshold → expected with the
  forbidden rejected; margin → expected with the forbidden outranked.
* ``near_equal`` — per relation, the admissible pair whose top-two blade margin is the LARGEST
  one still below δ (top > 0, midpoint-separable); the seed is the first seed-vocabulary token
  outside the pair. Expect: boundary → the field-nearest of the pair (computed independently
  on the host); threshold → the blade top; margin → refusal (``InnerLoopExhaustion``) carrying
  the whole ranking, region label in the message.
* ``no_admissible_path`` — per relation, the two seed-vocabulary tokens with the lowest blade
  scores, under the τ the v2 lane validated for that relation (its mined case's threshold;
  on this pack most relation blades score every word > 0, so τ = 0 would leave no such case):
  every candidate scores < τ. Expect: boundary → emits (flagged);
  threshold → ``InnerLoopExhaustion(inner_loop_exhaustion)`` naming the region label, both
  tokens rejected; margin → refusal (non-positive top) with the whole ranking.
* ``multi_step_carried_field`` — per relation, region = the seed plus the three seed-vocabulary
  tokens with the highest (positive) blade scores; the first seed (vocabulary order) whose
  3-step boundary walk differs at some step ≥ 1 from the *memoryless* walk (re-scoring from
  the current node's own versor instead of the carried field). Expect: boundary → the mined
  carried-field tokens (≠ memoryless); threshold (τ = 0) → 3 admitted steps, no refusal;
  margin → 3 steps, no refusal.
* ``heterogeneous_relations`` — relation pairs (largest, smallest) and (2nd largest, 2nd
  smallest) by blade self-score ``cga_inner(B, B)``; per pair, the three (distinct-seed)
  triples valid as v2 cases under BOTH blades with the best joint isolation score; each triple
  gives one case per blade (same ``group``). Expect as near_forbidden, per case; plus, per
  group, whether one shared static τ separates both members (max second < min top).
"""
from __future__ import annotations

import itertools
from pathlib import Path
from typing import Sequence

import numpy as np

from cga_jax import host as H
from engine.admissibility import DEFAULT_MARGIN
from engine.errors import EngineError
from engine.mining import (RELATION_TOKENS, SEED_VOCABULARY, THRESHOLD_DECIMALS,
                           v2_triples)
from engine.packs import Pack, load_pack
from engine.trace import fmt_float
from engine.vocab import VocabManifold
from engine.walk import generate

from . import _lanes as L

__all__ = ["FAMILIES", "mine_families", "load_cases", "run_lane", "DEFAULT_CASES",
           "DEFAULT_REPORT", "LANE", "MODES"]

LANE = "forward_semantic_control.families"
FAMILIES = ("near_forbidden", "near_equal", "no_admissible_path", "multi_step_carried_field",
            "heterogeneous_relations")
MODES = ("boundary", "threshold", "margin")
PREFIXES = {"near_forbidden": "NF", "near_equal": "NE", "no_admissible_path": "NA",
            "multi_step_carried_field": "MS", "heterogeneous_relations": "HR"}
DEFAULT_CASES = L.HERE / "families" / "cases.jsonl"
DEFAULT_REPORT = L.HERE / "families" / "report.json"
CASE_FIELDS = ("id", "family", "seed_token", "admissible_tokens", "relation_blade_token",
               "expected_endpoint", "forbidden_token", "admissibility_threshold", "max_tokens")
MULTI_STEPS = 3
HETERO_PAIRS = 2
HETERO_GROUPS = 3


class _Geo:
    def __init__(self, pack: Pack):
        self.words = pack.words
        self.idx = {w: i for i, w in enumerate(pack.words)}
        missing = [t for t in SEED_VOCABULARY + RELATION_TOKENS if t not in self.idx]
        if missing:
            raise EngineError(f"mine_families: pack {pack.id!r} lacks the tokens {missing}")
        self.S = H.cga_inner(pack.versors, pack.versors.T)
        self.sigma = self.S.std(axis=1)
        self.order = sorted(SEED_VOCABULARY, key=self.idx.__getitem__)

    def tau(self, top: float, second: float) -> float | None:
        t = round((top + second) / 2.0, THRESHOLD_DECIMALS)
        return t if second < t <= top else None

    def triples(self, rel: str):
        """v2-shaped triples (seed, expected, forbidden) for a relation, in a fixed order:
        boundary picks forbidden by >= FIELD_GAP_MIN, blade ranks expected above it, top > 0,
        and a 3-decimal midpoint τ separates them."""
        for si, e, f, top, second, tau, iso, _ in v2_triples(self.S, self.sigma, self.idx,
                                                             self.order, rel):
            yield si, e, f, float(top), float(second), tau, float(iso)

    def case(self, family, seed_i, rel, toks, expected, forbidden, tau, max_tokens=1, **extra):
        w, S, ri = self.words, self.S, self.idx[rel]
        adm = sorted(int(i) for i in toks)
        c = {"family": family, "seed_token": w[seed_i], "admissible_tokens": [w[i] for i in adm],
             "relation_blade_token": rel,
             "expected_endpoint": None if expected is None else w[expected],
             "forbidden_token": None if forbidden is None else w[forbidden],
             "admissibility_threshold": float(tau), "max_tokens": max_tokens,
             "blade_scores": {w[i]: L.r9(S[ri, i]) for i in adm},
             "boundary_scores": {w[i]: L.r9(S[seed_i, i]) for i in adm if i != seed_i},
             "blade_self_score": L.r9(S[ri, ri])}
        if expected is not None and forbidden is not None:
            c.update(top_score=L.r9(S[ri, expected]), second_score=L.r9(S[ri, forbidden]),
                     margin=L.r9(S[ri, expected] - S[ri, forbidden]))
        c.update(extra)
        return c


def _near_forbidden(g: _Geo) -> list[dict]:
    out = []
    for rel in RELATION_TOKENS:
        best = None
        for si, e, f, top, second, tau, _ in g.triples(rel):
            if best is None or top - second < best[0]:
                best = (top - second, si, e, f, tau)
        if best is not None:
            _, si, e, f, tau = best
            out.append(g.case("near_forbidden", si, rel, [e, f], e, f, tau))
    return out


def _near_equal(g: _Geo) -> list[dict]:
    out, S, idx = [], g.S, g.idx
    for rel in RELATION_TOKENS:
        ri, best = idx[rel], None
        pool = [t for t in g.order if t != rel]
        for a, b in itertools.combinations(pool, 2):
            ai, bi = idx[a], idx[b]
            e, f = (ai, bi) if S[ri, ai] >= S[ri, bi] else (bi, ai)
            top, second = float(S[ri, e]), float(S[ri, f])
            m = top - second
            if not (top > 0.0 and 0.0 < m < DEFAULT_MARGIN):
                continue
            tau = g.tau(top, second)
            if tau is None:
                continue
            if best is None or m > best[0]:
                best = (m, e, f, tau)
        if best is None:
            continue
        _, e, f, tau = best
        seed = next(t for t in g.order if idx[t] not in (e, f) and t != rel)
        si = idx[seed]
        fe, ff = S[si, e], S[si, f]
        nearest = e if (fe > ff or (fe == ff and e < f)) else f
        out.append(g.case("near_equal", si, rel, [e, f], e, f, tau,
                          boundary_pick=g.words[nearest]))
    return out


def _no_admissible(g: _Geo, v2_cases: Sequence[dict]) -> list[dict]:
    out, S, idx = [], g.S, g.idx
    taus = {}
    for c in v2_cases:
        taus.setdefault(c["relation_blade_token"], float(c["admissibility_threshold"]))
    for rel in RELATION_TOKENS:
        if rel not in taus:
            continue
        ri, tau = idx[rel], taus[rel]
        pool = sorted((t for t in g.order if t != rel), key=lambda t: (S[ri, idx[t]], idx[t]))
        low = [idx[t] for t in pool[:2]]
        if not all(S[ri, i] < tau for i in low):
            continue
        seed = next(t for t in g.order if idx[t] not in low and t != rel)
        out.append(g.case("no_admissible_path", idx[seed], rel, low, None, None, tau))
    return out


def _memoryless(g: _Geo, pool: list[int], seed_i: int, carried: Sequence[int]) -> list[int]:
    """Per step k, the field-nearest from the *current node's own versor* (not the carried
    field), given the carried walk's prefix: same exclusions (current node, last 3 emitted),
    ties to the lowest index."""
    out, node, recent = [], seed_i, []
    for k in range(len(carried)):
        excl = {node, *recent[-3:]}
        cand = [i for i in pool if i not in excl]
        out.append(max(cand, key=lambda i: (g.S[node, i], -i)))
        node = carried[k]
        recent.append(carried[k])
    return out


def _multi_step(g: _Geo, vocab: VocabManifold) -> list[dict]:
    from engine.admissibility import AdmissibilityRegion

    out, S, idx = [], g.S, g.idx
    for rel in RELATION_TOKENS:
        ri = idx[rel]
        ranked = sorted((t for t in g.order if t != rel), key=lambda t: (-S[ri, idx[t]], idx[t]))
        top3 = [idx[t] for t in ranked[:MULTI_STEPS]]
        if not all(S[ri, i] > 0.0 for i in top3):
            continue
        for seed in g.order:
            si = idx[seed]
            if si in top3 or seed == rel:
                continue
            pool = sorted([si, *top3])
            region = AdmissibilityRegion(tuple(pool), None, None, "mining", "mining")
            res = generate(vocab, seed, max_tokens=MULTI_STEPS, region=region)
            carried = [int(i) for i in res.indices]
            ml = _memoryless(g, pool, si, carried)
            if len(carried) == MULTI_STEPS and any(ml[k] != carried[k]
                                                   for k in range(1, MULTI_STEPS)):
                out.append(g.case("multi_step_carried_field", si, rel, pool, None, None, 0.0,
                                  max_tokens=MULTI_STEPS,
                                  expected_tokens=[g.words[i] for i in carried],
                                  memoryless_tokens=[g.words[i] for i in ml]))
                break
    return out


def _heterogeneous(g: _Geo) -> list[dict]:
    S, idx = g.S, g.idx
    by_norm = sorted(RELATION_TOKENS, key=lambda r: (-S[idx[r], idx[r]], idx[r]))
    out = []
    for k in range(HETERO_PAIRS):
        hi, lo = by_norm[k], by_norm[-1 - k]
        if hi == lo:
            break
        lo_valid = {(si, e, f): (top, second, tau, iso)
                    for si, e, f, top, second, tau, iso in g.triples(lo)}
        joint = []
        for n, (si, e, f, top, second, tau, iso) in enumerate(g.triples(hi)):
            if (si, e, f) in lo_valid:
                joint.append((-min(iso, lo_valid[si, e, f][3]), n, si, e, f, tau,
                              lo_valid[si, e, f][2]))
        joint.sort()
        used = set()
        for _, _, si, e, f, tau_hi, tau_lo in joint:
            if si in used:
                continue
            used.add(si)
            group = f"{hi}|{lo}|{g.words[si]}"
            ratio = L.r9(S[idx[hi], idx[hi]] / S[idx[lo], idx[lo]])
            out.append(g.case("heterogeneous_relations", si, hi, [e, f], e, f, tau_hi,
                              group=group, self_score_ratio=ratio))
            out.append(g.case("heterogeneous_relations", si, lo, [e, f], e, f, tau_lo,
                              group=group, self_score_ratio=ratio))
            if len(used) == HETERO_GROUPS:
                break
    return out


def mine_families(pack: Pack | str | None = None, vocab: VocabManifold | None = None,
                  v2_cases: Sequence[dict] | None = None) -> list[dict]:
    """Mine every family (``v2_cases``: the mined v2 cases, default the committed file)."""
    if v2_cases is None:
        from .v2_runner import load_cases as load_v2

        v2_cases = load_v2()
    pk = load_pack() if pack is None else (pack if isinstance(pack, Pack) else load_pack(pack))
    vocab = L.get_vocab(pk, vocab)
    g = _Geo(pk)
    mined = {"near_forbidden": _near_forbidden(g), "near_equal": _near_equal(g),
             "no_admissible_path": _no_admissible(g, v2_cases),
             "multi_step_carried_field": _multi_step(g, vocab),
             "heterogeneous_relations": _heterogeneous(g)}
    cases = []
    for fam in FAMILIES:
        for n, c in enumerate(mined[fam], start=1):
            cases.append({"id": f"FSC-EN1-FAM-{PREFIXES[fam]}-{n:03d}", **c})
    return cases


def load_cases(path: str | Path = DEFAULT_CASES) -> list[dict]:
    return L.read_jsonl(path, CASE_FIELDS)


# ------------------------------------------------------------------------------- the lane
def _mode_kw(case: dict, mode: str, delta: float) -> dict:
    return L.mode_kwargs(mode, case["admissibility_threshold"], delta, "families")


def _covers(row: dict, case: dict, minus_seed: bool = True) -> bool:
    want = set(case["admissible_tokens"]) - ({case["seed_token"]} if minus_seed else set())
    return {r[1] for r in row["rejected"]} >= want


def _passed(case: dict, mode: str, row: dict) -> bool:
    fam, exp, forb = case["family"], case["expected_endpoint"], case["forbidden_token"]
    toks = row["tokens"]
    rej1 = {r[1] for r in row["steps"][0]["rejected"]} if row["steps"] else set()
    refused = row["exhausted"] and row["refusal_reason"] == "inner_loop_exhaustion"
    if fam in ("near_forbidden", "heterogeneous_relations"):
        if mode == "boundary":
            return toks == [forb]
        return not row["exhausted"] and toks == [exp] and forb in rej1
    if fam == "near_equal":
        if mode == "boundary":
            return toks == [case["boundary_pick"]]
        if mode == "threshold":
            return not row["exhausted"] and toks == [exp]
        return refused and bool(row["label_in_message"]) and _covers(row, case)
    if fam == "no_admissible_path":
        if mode == "boundary":
            return (not row["exhausted"] and len(toks) == 1
                    and toks[0] in case["admissible_tokens"] and not row["steps"][0]["admitted"])
        return refused and bool(row["label_in_message"]) and _covers(row, case)
    if fam == "multi_step_carried_field":
        if mode == "boundary":
            return toks == case["expected_tokens"] and toks != case["memoryless_tokens"]
        return (not row["exhausted"] and len(toks) == case["max_tokens"]
                and all(s["admitted"] for s in row["steps"]))
    raise ValueError(f"families: unknown family {fam!r}")


def run_lane(pack: Pack | str | None = None, cases: Sequence[dict] | None = None, *,
             vocab: VocabManifold | None = None, delta: float = DEFAULT_MARGIN,
             progress: L.Progress = None) -> dict:
    vocab = L.get_vocab(pack, vocab)
    cases = load_cases() if cases is None else list(cases)
    ctr = L.Counter(len(cases) * len(MODES), progress)
    rows = []
    for c in cases:
        for m in MODES:
            r = L.walk_row(vocab, c, blade="relation", source="fsc_families",
                           **_mode_kw(c, m, delta))
            rows.append({"case_id": c["id"], "family": c["family"], "mode": m,
                         "tokens": r["tokens"], "exhausted": r["exhausted"],
                         "refusal_reason": r["refusal_reason"],
                         "label_in_message": r["label_in_message"],
                         "rejected": r["rejected"] or (r["steps"][0]["rejected"] if r["steps"] else []),
                         "margins": [s["margin"] for s in r["steps"]],
                         "trace_hash": r["trace_hash"], "replay_hash": r["replay_hash"],
                         "passed": _passed(c, m, r)})
            ctr.tick()
    families = {}
    for fam in FAMILIES:
        fc = [c for c in cases if c["family"] == fam]
        fr = [r for r in rows if r["family"] == fam]
        margins = [c["margin"] for c in fc if "margin" in c]
        per_mode = {}
        for m in MODES:
            mr = [r for r in fr if r["mode"] == m]
            k = sum(r["passed"] for r in mr)
            per_mode[m] = {"passed": k, "total": len(mr), "pass_rate": L.rate(k, len(mr))}
        entry = {"count": len(fc), "modes": per_mode,
                 "margins": [fmt_float(x) for x in margins],
                 "min_margin": fmt_float(min(margins)) if margins else None,
                 "max_margin": fmt_float(max(margins)) if margins else None,
                 "below_delta": sum(1 for x in margins if x < delta)}
        if fam == "heterogeneous_relations":
            groups = {}
            for c in fc:
                groups.setdefault(c["group"], []).append(c)
            entry["groups"] = [{
                "group": gname, "relations": [c["relation_blade_token"] for c in gc],
                "self_score_ratio": fmt_float(gc[0]["self_score_ratio"]),
                "tops": [fmt_float(c["top_score"]) for c in gc],
                "seconds": [fmt_float(c["second_score"]) for c in gc],
                "shared_static_threshold_separates":
                    bool(max(c["second_score"] for c in gc) < min(c["top_score"] for c in gc)),
            } for gname, gc in sorted(groups.items())]
            entry["shared_static_threshold_separates"] = sum(
                g["shared_static_threshold_separates"] for g in entry["groups"])
        families[fam] = entry
    single_delta_fails = sorted(f for f, e in families.items()
                                if e["count"] and e["modes"]["margin"]["passed"] < e["count"])
    return {"lane": LANE, "pack_id": vocab.pack_id, "pack_sha256": vocab.checksum,
            "delta": fmt_float(delta), "rows": rows, "families": families,
            "single_delta_fails_on": single_delta_fails,
            "adr0026_single_delta_claim": ("confirmed: the single delta misses the expected "
                                           "behaviour on " + ", ".join(single_delta_fails))
            if single_delta_fails else "not reproduced: the single delta meets every family's "
                                        "expected behaviour"}
