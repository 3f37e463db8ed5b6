"""(a) Scoring: ``cga_jax.score`` against a memory-bandwidth reference, and the walk step.

The reference is a jitted ``jnp.sum`` over the same (N, 32) float64 array: one streaming pass,
the floor for any kernel that must read every candidate once. ``score`` reads N*32*8 bytes
too, so ``score_GBps / reference_GBps`` says how close it comes to that floor.
"""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

import cga_jax as cj
from cga_jax.layout import INNER_WEIGHTS

from .timing import Budget, Case, rate_entry, time_cases

__all__ = ["run_scoring", "FULL_SIZES", "QUICK_SIZES"]

FULL_SIZES = (10_000, 100_000, 1_000_000)
QUICK_SIZES = (1_000, 4_096)

_reference_sum = jax.jit(jnp.sum)


@jax.jit
def _fused_walk_step(candidates, query, exclude_mask):
    """Diagnostic only (not cga_jax API): score + masked first-argmax in one jitted call."""
    scores = candidates @ (query * INNER_WEIGHTS)
    masked = jnp.where(exclude_mask, -jnp.inf, scores)
    return jnp.where(jnp.all(exclude_mask), -1, jnp.argmax(masked))


def _walk_step(candidates, query, exclude_mask):
    """The public walk-step primitive: ``argmax_first(score(C, q), mask)`` -> Python int."""
    return cj.argmax_first(cj.score(candidates, query), exclude_mask)


def run_scoring(quick: bool) -> dict:
    sizes = QUICK_SIZES if quick else FULL_SIZES
    budget = Budget(0.02, 2, 3) if quick else Budget(0.5, 7, 40)
    rng = np.random.default_rng(0)
    results = {}
    for n in sizes:
        candidates = jnp.asarray(rng.standard_normal((n, 32)))
        query = jnp.asarray(rng.standard_normal(32))
        mask_np = np.zeros(n, dtype=bool)
        mask_np[::3] = True  # exclude every third candidate
        mask = jnp.asarray(mask_np)
        nbytes = n * 32 * 8

        # Correctness of what we time: score == cga_inner, the fused step == the public one.
        got = np.asarray(cj.score(candidates, query))
        want = np.asarray(cj.cga_inner(candidates, query[None, :]))
        assert np.allclose(got, want, rtol=1e-12, atol=1e-12), "score != cga_inner"
        assert int(_fused_walk_step(candidates, query, mask)) == _walk_step(candidates, query, mask)

        stats = time_cases(
            {
                "score": Case(cj.score, (candidates, query)),
                "reference_sum": Case(_reference_sum, (candidates,)),
            },
            budget,
        )
        score = rate_entry(stats["score"], n, nbytes)
        reference = rate_entry(stats["reference_sum"], n, nbytes)
        walk = time_cases(
            {
                "walk_step": Case(_walk_step, (candidates, query, mask)),
                "walk_step_fused_diagnostic": Case(_fused_walk_step, (candidates, query, mask)),
            },
            budget,
        )
        results[str(n)] = {
            "N": n,
            "score": score,
            "reference_sum": reference,
            "ratio_score_vs_reference": score["GBps"] / reference["GBps"],
            "ratio_score_vs_reference_from_min": reference["min_s"] / score["min_s"],
            "walk_step": rate_entry(walk["walk_step"], n, nbytes),
            "walk_step_fused_diagnostic": rate_entry(walk["walk_step_fused_diagnostic"], n, nbytes),
        }
        del candidates, query, mask
    return {
        "sizes": list(sizes),
        "bytes_formula": "N*32*8",
        "walk_step_definition": "cga_jax.argmax_first(cga_jax.score(C, q), exclude_mask) -> int; every 3rd candidate excluded",
        "walk_step_fused_diagnostic_definition": "one jax.jit of matvec + where(mask, -inf) + argmax (not cga_jax API; shows the cost of the host-side checks in argmax_first)",
        "results": results,
    }
