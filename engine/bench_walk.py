"""Walk step time vs one bare scoring pass, at vocabulary sizes 1e3, 1e4, 1e5.

The vocabulary is the embedded pack replicated with derived versors: row k ≥ n_pack is pack
row ``k mod n_pack`` right-multiplied by a small hash-chosen plane rotation (the compiler's own
``feature_factor``) and unitized, so every row is a distinct unit versor.

For each size, in the same process and on the same array:
* ``score_ms``: one ``cga_jax.score(array, F)`` (device, ``block_until_ready``);
* ``score_transfer_ms``: the same plus the host transfer the walk performs;
* ``step_ms``: an unconstrained threshold-mode ``generate()`` of ``STEPS`` tokens, divided
  by ``STEPS`` (everything: scoring, transfer, host selection, fused transition, invariant
  check, trace bookkeeping, hashing).
Each figure is the median of ``REPEATS`` timed runs after a warm-up. ``run(out_dir)`` writes
``walk_bench.json`` there and returns the dict. CLI: ``cga bench-walk --out DIR``.
"""
from __future__ import annotations

import json
import os
import platform
import statistics
import time
from pathlib import Path

import jax
import numpy as np

from . import _alg
from cga_jax import host as H
from .packs import PLANES, feature_factor, load_pack
from .vocab import VocabManifold
from .walk import generate

__all__ = ["run", "derived_vocab", "SIZES"]

SIZES = (1_000, 10_000, 100_000)
STEPS = 32
REPEATS = 7
SCORE_REPEATS = 50


def derived_vocab(n: int, pack=None) -> VocabManifold:
    pack = load_pack() if pack is None else pack
    base = pack.versors
    m = base.shape[0]
    if n <= m:
        return VocabManifold(pack.words[:n], np.array(base[:n]), pack_id=pack.id,
                             checksum=pack.checksum)
    rows = np.arange(n)
    V = np.array(base[rows % m], dtype=np.float64)
    extra = rows >= m
    planes = {p: H.blade_index(p) for p in PLANES}
    # right-multiplication by e_p is the linear map v -> v @ GP_TABLE[:, p, :]
    coeff = np.zeros((n, 32))
    for k in np.flatnonzero(extra):
        coeff[k] = feature_factor("derived", str(int(k)), 0.3)
    out = V.copy()
    ex = np.flatnonzero(extra)
    c0 = coeff[ex, 0]
    out[ex] = V[ex] * c0[:, None]
    for p, pi in planes.items():
        out[ex] += (V[ex] * coeff[ex, pi][:, None]) @ H.DENSE_PRODUCT_TABLE[:, pi, :]
    s = np.sum(out * out * H.INNER_WEIGHTS * H.REVERSE_SIGNS, axis=1)
    out /= np.sqrt(s)[:, None]
    words = [w if k < m else f"{w}~{k // m}" for k, w in enumerate(pack.words[i % m] for i in range(n))]
    return VocabManifold(words, out, pack_id=f"{pack.id}x{n}", checksum=pack.checksum,
                         stop_tokens=[w for w in pack.stop_tokens])


def _median_ms(fn, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1e3)
    return statistics.median(times)


def _bench_size(n: int, pack) -> dict:
    vocab = derived_vocab(n, pack)
    seed = vocab.index_of("tone")
    F = vocab.array[seed]
    arr = vocab.array
    _alg.score(arr, F).block_until_ready()
    score_ms = _median_ms(lambda: _alg.score(arr, F).block_until_ready(), SCORE_REPEATS)
    score_tx_ms = _median_ms(lambda: np.asarray(_alg.score(arr, F)), SCORE_REPEATS)
    generate(vocab, seed, max_tokens=STEPS)  # warm-up / compile
    walk_ms = _median_ms(lambda: generate(vocab, seed, max_tokens=STEPS), REPEATS)
    step_ms = walk_ms / STEPS
    return {"vocab_size": n, "score_ms": round(score_ms, 4),
            "score_transfer_ms": round(score_tx_ms, 4), "step_ms": round(step_ms, 4),
            "step_over_score": round(step_ms / score_ms, 3),
            "step_over_score_transfer": round(step_ms / score_tx_ms, 3)}


def run(out_dir: str | Path, sizes=None) -> dict:
    sizes = tuple(SIZES if sizes is None else sizes)
    pack = load_pack()
    rows = [_bench_size(int(n), pack) for n in sizes]
    dev = jax.devices()[0]
    res = {
        "benchmark": "engine.walk_step_vs_scoring_pass",
        "device": f"{dev.platform}:{getattr(dev, 'device_kind', '')}",
        "jax": jax.__version__,
        "machine": platform.machine(),
        "cpu_count": os.cpu_count(),
        "steps_per_walk": STEPS,
        "repeats": REPEATS,
        "rows": rows,
        "target": "step_over_score <= 1.5 at 1e5; linear growth",
        "target_met_at_largest": rows[-1]["step_over_score"] <= 1.5,
    }
    if len(rows) >= 2:
        res["growth"] = [round(b["step_ms"] / a["step_ms"], 3) for a, b in zip(rows, rows[1:])]
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    tmp = out / "walk_bench.json.tmp"
    tmp.write_text(json.dumps(res, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    os.replace(tmp, out / "walk_bench.json")
    return res
