"""Phase 2 corpus observation (SPEC §8; ADR-0024 Phase 2 and its addendum).

Corpus: the mined v2 cases, the v1 chain cases and the stratified family cases (each tagged
with its source). Every case is walked under four conditions, ``RERUNS`` times each:

* ``boundary``      — the region's index set only, inner loop off (ADR-0022 prefilter);
* ``null_control``  — the same region with an all-zero blade (no blade constraint), inner
  loop ON: the inner-loop code path runs but has nothing to act on;
* ``inner_t0``      — the relation blade, inner loop on, τ = 0;
* ``inner_tpos``    — the relation blade, inner loop on, τ = the case's threshold when it is
  positive, else ``TPOS_FLOOR`` (the smallest positive τ at the cases' 3-decimal resolution).

``boundary`` and ``null_control`` share the label, source and τ (the τ of the inner_tpos
condition), so their traces must be byte-identical (``blade_recording_inert`` separately
checks that the flag-off walk with the relation blade present emits the same tokens): ``causal_attribution_valid`` holds iff the
null control's tokens AND trace hashes equal the boundary's on every case, and
``code_path_residual`` is the fraction of cases where they differ (expected 0.0). Any token
change in the inner conditions is then attributable to the blade, not to the code path.

Exhaustion rate = fraction of cases whose walk raises ``InnerLoopExhaustion``, per condition,
against ``EXHAUSTION_CEILING`` (5 %, a contract). It is reported over the whole corpus, over
the *benign* corpus (everything except the ``no_admissible_path`` family, which is built to
exhaust) and per source. A breach is a recorded finding, never patched (ADR-0024 addendum).

Hash stability = fraction of (case, condition) pairs whose ``RERUNS`` replay hashes (trace
hash, or a hash of the refusal for a refused walk) are all identical (1.0 expected).
"""
from __future__ import annotations

from typing import Sequence

from engine.packs import Pack
from engine.trace import fmt_float
from engine.vocab import VocabManifold

from . import _lanes as L

__all__ = ["EXHAUSTION_CEILING", "CONDITIONS", "RERUNS", "TPOS_FLOOR", "build_corpus",
           "run_lane", "DEFAULT_REPORT", "LANE", "ADVERSARIAL_SOURCES"]

LANE = "forward_semantic_control.phase2"
DEFAULT_REPORT = L.HERE / "phase2" / "report.json"
EXHAUSTION_CEILING = 0.05
CONDITIONS = ("boundary", "null_control", "inner_t0", "inner_tpos")
RERUNS = 5
TPOS_FLOOR = 0.001
#: sources built to exhaust (excluded from the benign aggregate, reported separately)
ADVERSARIAL_SOURCES = ("family:no_admissible_path",)


def build_corpus(v2_cases=None, v1_cases=None, family_cases=None) -> list[dict]:
    from . import families, v1_runner, v2_runner

    v2_cases = v2_runner.load_cases() if v2_cases is None else v2_cases
    v1_cases = v1_runner.load_cases() if v1_cases is None else v1_cases
    family_cases = families.load_cases() if family_cases is None else family_cases
    corpus = []
    for src, cs in (("v2", v2_cases), ("v1", v1_cases), (None, family_cases)):
        for c in cs:
            corpus.append({"id": c["id"], "source": src or f"family:{c['family']}",
                           "seed_token": c["seed_token"],
                           "admissible_tokens": list(c["admissible_tokens"]),
                           "relation_blade_token": c["relation_blade_token"],
                           "admissibility_threshold": float(c["admissibility_threshold"]),
                           "max_tokens": int(c.get("max_tokens", 1))})
    return corpus


def _tpos(case: dict) -> float:
    t = case["admissibility_threshold"]
    return t if t > 0.0 else TPOS_FLOOR


def _condition(vocab: VocabManifold, case: dict, cond: str) -> dict:
    tpos = _tpos(case)
    if cond == "boundary":
        kw = dict(blade="none", inner_loop_admissibility=False, admissibility_threshold=tpos)
    elif cond == "null_control":
        kw = dict(blade="zero", inner_loop_admissibility=True, admissibility_threshold=tpos)
    elif cond == "inner_t0":
        kw = dict(blade="relation", inner_loop_admissibility=True, admissibility_threshold=0.0)
    elif cond == "inner_tpos":
        kw = dict(blade="relation", inner_loop_admissibility=True, admissibility_threshold=tpos)
    else:
        raise ValueError(f"phase2: unknown condition {cond!r}")
    return L.walk_row(vocab, case, source="fsc_phase2", **kw)


def _rates(rows: list[dict], cases: list[dict]) -> dict:
    ids = {c["id"] for c in cases}
    out = {}
    for cond in CONDITIONS:
        rs = [r for r in rows if r["case_id"] in ids]
        k = sum(r[cond]["exhausted"] for r in rs)
        out[cond] = {"exhausted": k, "total": len(rs), "rate": L.rate(k, len(rs)),
                     "within_ceiling": bool(len(rs) and k / len(rs) <= EXHAUSTION_CEILING)}
    return out


def run_lane(pack: Pack | str | None = None, corpus: Sequence[dict] | None = None, *,
             vocab: VocabManifold | None = None, reruns: int = RERUNS,
             progress: L.Progress = None) -> dict:
    vocab = L.get_vocab(pack, vocab)
    corpus = build_corpus() if corpus is None else list(corpus)
    ctr = L.Counter(len(corpus) * len(CONDITIONS) * reruns, progress)
    rows, stable_pairs, residual = [], 0, []
    for c in corpus:
        row = {"case_id": c["id"], "source": c["source"], "tpos": fmt_float(_tpos(c))}
        for cond in CONDITIONS:
            runs = []
            for _ in range(reruns):
                runs.append(_condition(vocab, c, cond))
                ctr.tick()
            first = runs[0]
            stable = all(r["replay_hash"] == first["replay_hash"] and r["tokens"] == first["tokens"]
                         for r in runs)
            stable_pairs += stable
            row[cond] = {"tokens": first["tokens"], "exhausted": first["exhausted"],
                         "refusal_reason": first["refusal_reason"],
                         "trace_hash": first["trace_hash"], "replay_hash": first["replay_hash"],
                         "hash_stable": stable}
        b, n = row["boundary"], row["null_control"]
        row["null_equals_boundary"] = (b["tokens"] == n["tokens"]
                                       and b["trace_hash"] == n["trace_hash"]
                                       and not b["exhausted"] and not n["exhausted"])
        # the flag-off walk with the relation blade present (verdicts recorded, not acted on)
        # must emit the boundary's tokens: recording the blade is inert
        rec = L.walk_row(vocab, c, blade="relation", source="fsc_phase2",
                         inner_loop_admissibility=False, admissibility_threshold=_tpos(c))
        row["blade_recording_inert"] = rec["tokens"] == b["tokens"] and not rec["exhausted"]
        row["inner_t0_diverges"] = row["inner_t0"]["tokens"] != b["tokens"]
        row["inner_tpos_diverges"] = row["inner_tpos"]["tokens"] != b["tokens"]
        residual.append(not row["null_equals_boundary"])
        rows.append(row)
    n_pairs = len(corpus) * len(CONDITIONS)
    benign = [c for c in corpus if c["source"] not in ADVERSARIAL_SOURCES]
    sources = sorted({c["source"] for c in corpus})
    by_source = {s: _rates(rows, [c for c in corpus if c["source"] == s]) for s in sources}
    benign_rates = _rates(rows, benign)
    breaches = sorted(cond for cond, v in benign_rates.items() if not v["within_ceiling"])
    return {
        "lane": LANE, "pack_id": vocab.pack_id, "pack_sha256": vocab.checksum,
        "exhaustion_ceiling": fmt_float(EXHAUSTION_CEILING), "reruns": reruns,
        "tpos_floor": fmt_float(TPOS_FLOOR), "adversarial_sources": list(ADVERSARIAL_SOURCES),
        "corpus_size": len(corpus), "benign_corpus_size": len(benign),
        "exhaustion": {"all": _rates(rows, corpus), "benign": benign_rates,
                       "by_source": by_source},
        "benign_ceiling_breaches": breaches,
        "finding": ("benign-corpus exhaustion exceeds the 5% ceiling under "
                    + ", ".join(breaches) + " (recorded, not patched)") if breaches
        else "benign-corpus exhaustion within the 5% ceiling under every condition",
        "hash_stability": L.rate(stable_pairs, n_pairs),
        "causal_attribution_valid": not any(residual),
        "blade_recording_inert": all(r["blade_recording_inert"] for r in rows),
        "code_path_residual": L.rate(sum(residual), len(residual)),
        "inner_t0_divergence_rate": L.rate(sum(r["inner_t0_diverges"] for r in rows), len(rows)),
        "inner_tpos_divergence_rate": L.rate(sum(r["inner_tpos_diverges"] for r in rows),
                                             len(rows)),
        "rows": rows,
    }
