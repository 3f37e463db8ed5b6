"""Prototype: ``score`` as XLA dot (cga_jax today) vs. a fused multiply-reduce, vs. jnp.sum.

    .venv/bin/python -m bench.experiments.score_formulations [N ...]
"""
from __future__ import annotations

import sys

import jax
import jax.numpy as jnp
import numpy as np

import cga_jax as cj
from cga_jax.layout import INNER_WEIGHTS

from bench.timing import Budget, Case, time_cases


@jax.jit
def score_dot(c, q):  # cga_jax.score's formulation: one matvec
    return jnp.matmul(q * INNER_WEIGHTS, c.T)


@jax.jit
def score_reduce(c, q):  # elementwise multiply + row reduction: a single reduce fusion
    return jnp.sum(c * (q * INNER_WEIGHTS), axis=1)


def main(sizes):
    rng = np.random.default_rng(0)
    ref = jax.jit(jnp.sum)
    for n in sizes:
        c = jnp.asarray(rng.standard_normal((n, 32)))
        q = jnp.asarray(rng.standard_normal(32))
        assert np.allclose(score_reduce(c, q), cj.score(c, q), rtol=1e-12, atol=1e-12)
        stats = time_cases({"cga_jax.score": Case(cj.score, (c, q)), "score_dot": Case(score_dot, (c, q)),
                            "score_reduce": Case(score_reduce, (c, q)), "jnp.sum": Case(ref, (c,))},
                           Budget(0.5, 9, 200))
        print(f"N={n}: " + ", ".join(f"{k} {n * 256 / s['median_s'] / 1e9:.1f} GB/s" for k, s in stats.items()))


if __name__ == "__main__":
    main([int(float(a)) for a in sys.argv[1:]] or [10_000, 100_000, 1_000_000])
