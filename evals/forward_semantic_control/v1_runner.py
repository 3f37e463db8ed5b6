"""v1 boundary lane (SPEC §8, ADR-0022/0023 mechanism; ADR-0024 addendum, Phase 1 chains).

Each case is a relation chain grounded in the shipped pack. The walk starts at the chain's
first token, restricted (boundary prefilter, inner loop off) to the region = the chain's
tokens plus any named distractors, with the relation token's versor as the region's blade
(recorded per step against the case's τ, not acted on), for ``len(chain) - 1`` tokens.

Recorded per case: the emitted tokens; ``stays_on_chain`` (every emitted token is a chain
token, i.e. no distractor was taken); ``follows_chain`` (the emitted tokens are exactly the
chain's successors, in order); the blade verdict per step; the trace hash, and a rerun hash
(must be equal).

Surfaces: the spec names relations by ``causes``/``means``/``precedes``/``part_of``; each is
looked up in the pack and the mapping spec name → pack surface is recorded in the case file
(``relation`` vs ``relation_blade_token``), so a pack that spells one differently (e.g.
``cause``) is visible rather than silently substituted. The symbol chain names no relation;
its distractors are ADR-0024's "means-distractors", so its blade is ``means``.

``admissibility_threshold`` of a v1 case (used only by the phase 2 ``inner t > 0`` condition)
is the most demanding τ that still admits every chain successor: the smallest successor blade
score, floored to 3 decimals, and never below 0.001 (the smallest positive τ at that
resolution) — so the condition is a genuine t > 0.
"""
from __future__ import annotations

import math
from pathlib import Path
from typing import Sequence

from engine.admissibility import AdmissibilityRegion, blade_scores
from engine.errors import UnknownTokenError
from engine.packs import Pack
from engine.vocab import VocabManifold

from . import _lanes as L

__all__ = ["V1_CHAINS", "build_cases", "load_cases", "run_lane", "DEFAULT_CASES",
           "DEFAULT_REPORT", "LANE"]

LANE = "forward_semantic_control.v1"
DEFAULT_CASES = L.HERE / "v1" / "cases.jsonl"
DEFAULT_REPORT = L.HERE / "v1" / "report.json"
THRESHOLD_DECIMALS = 3
CASE_FIELDS = ("id", "chain", "distractors", "relation", "relation_blade_token", "seed_token",
               "admissible_tokens", "admissibility_threshold", "max_tokens")

#: (chain, relation as the spec names it, distractors) — SPEC §8 / ADR-0024 addendum.
V1_CHAINS = (
    (("tone", "evidence", "memory", "wisdom"), "causes", ()),
    (("voice", "memory", "wisdom"), "means", ()),
    (("question", "answer", "understanding", "wisdom"), "precedes", ()),
    (("word", "discourse", "narrative"), "part_of", ()),
    (("symbol", "word", "meaning"), "means", ("image", "light")),
)
#: spec relation name → candidate pack surfaces, in order of preference.
SURFACE_CANDIDATES = {
    "causes": ("causes", "cause"), "means": ("means", "mean"),
    "precedes": ("precedes", "precede"), "part_of": ("part_of", "part-of", "partof"),
}


def _surface(vocab: VocabManifold, name: str) -> str:
    for s in SURFACE_CANDIDATES.get(name, (name,)):
        if s in vocab:
            return s
    raise UnknownTokenError("v1_runner.build_cases", name, vocab.pack_id)


def build_cases(pack: Pack | str | None = None, vocab: VocabManifold | None = None) -> list[dict]:
    vocab = L.get_vocab(pack, vocab)
    cases = []
    for n, (chain, rel, distractors) in enumerate(V1_CHAINS, start=1):
        for t in chain + distractors:
            vocab.index_of(t)  # UnknownTokenError naming the token if the pack lacks it
        surface = _surface(vocab, rel)
        region = AdmissibilityRegion.from_tokens(vocab, None, blade_token=surface)
        succ = vocab.indices("build_cases", "chain", list(chain[1:]))
        scores = blade_scores(region, vocab.subset_array(succ))
        tau = math.floor(float(scores.min()) * 10 ** THRESHOLD_DECIMALS) / 10 ** THRESHOLD_DECIMALS
        tau = max(tau, 10.0 ** -THRESHOLD_DECIMALS)
        cases.append({
            "id": f"FSC-EN1-V1-{n:03d}", "chain": list(chain), "distractors": list(distractors),
            "relation": rel, "relation_blade_token": surface, "seed_token": chain[0],
            "admissible_tokens": list(chain) + list(distractors),
            "admissibility_threshold": round(tau, THRESHOLD_DECIMALS),
            "successor_blade_scores": {vocab.words[int(i)]: L.r9(s) for i, s in zip(succ, scores)},
            "max_tokens": len(chain) - 1,
        })
    return cases


def load_cases(path: str | Path = DEFAULT_CASES) -> list[dict]:
    return L.read_jsonl(path, CASE_FIELDS)


def run_case(vocab: VocabManifold, case: dict) -> dict:
    kw = dict(blade="relation", source="fsc_v1", inner_loop_admissibility=False,
              max_tokens=case["max_tokens"],
              admissibility_threshold=case["admissibility_threshold"])
    a = L.walk_row(vocab, case, **kw)
    b = L.walk_row(vocab, case, **kw)
    chain, toks = case["chain"], a["tokens"]
    return {"case_id": case["id"], "chain": chain, "distractors": case["distractors"],
            "relation": case["relation"], "relation_blade_token": case["relation_blade_token"],
            "tokens": toks, "exhausted": a["exhausted"],
            "stays_on_chain": (not a["exhausted"]) and all(t in chain for t in toks),
            "follows_chain": toks == chain[1:],
            "distractors_taken": [t for t in toks if t in case["distractors"]],
            "blade_verdicts": [[s["token"], s["admitted"], s["score"]] for s in a["steps"]],
            "trace_hash": a["trace_hash"], "rerun_hash_equal": a["replay_hash"] == b["replay_hash"]}


def run_lane(pack: Pack | str | None = None, cases: Sequence[dict] | None = None, *,
             vocab: VocabManifold | None = None, progress: L.Progress = None) -> dict:
    vocab = L.get_vocab(pack, vocab)
    cases = load_cases() if cases is None else list(cases)
    ctr = L.Counter(len(cases), progress)
    rows = []
    for c in cases:
        rows.append(run_case(vocab, c))
        ctr.tick()
    n = len(rows)
    mapping = {c["relation"]: c["relation_blade_token"] for c in cases}
    return {
        "lane": LANE, "pack_id": vocab.pack_id, "pack_sha256": vocab.checksum,
        "mechanism": "boundary prefilter only (inner_loop_admissibility=False); blade recorded",
        "relation_surface_map": dict(sorted(mapping.items())),
        "rows": rows,
        "summary": {"cases": n,
                    "stays_on_chain": sum(r["stays_on_chain"] for r in rows),
                    "follows_chain": sum(r["follows_chain"] for r in rows),
                    "exhausted": sum(r["exhausted"] for r in rows),
                    "rerun_hash_equal": sum(r["rerun_hash_equal"] for r in rows),
                    "stays_on_chain_rate": L.rate(sum(r["stays_on_chain"] for r in rows), n),
                    "follows_chain_rate": L.rate(sum(r["follows_chain"] for r in rows), n)},
    }
