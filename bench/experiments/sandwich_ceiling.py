"""Ceiling for the fixed-versor sandwich on this CPU: a hand-written block-diagonal kernel.

Not a proposal to use numba in cga_jax — it bounds what a better XLA formulation (or a custom
call) could reach: 252 FMAs per row over the grade blocks, output preallocated or fresh.

    .venv/bin/python -m bench.experiments.sandwich_ceiling [N ...]
"""
from __future__ import annotations

import sys
import time

import jax.numpy as jnp
import numpy as np
from numba import njit, prange

import cga_jax as cj
from cga_jax.layout import GRADE_SLICES

from bench.experiments.sandwich_formulations import _map
from bench.products import benchmark_versor

_STARTS = np.array([s.start for s in GRADE_SLICES])
_STOPS = np.array([s.stop for s in GRADE_SLICES])


@njit(parallel=True, fastmath=False, cache=False)
def block_sandwich_into(x, m, out, starts, stops):
    for n in prange(x.shape[0]):
        for g in range(starts.shape[0]):
            for k in range(starts[g], stops[g]):
                acc = 0.0
                for j in range(starts[g], stops[g]):
                    acc += x[n, j] * m[j, k]
                out[n, k] = acc


@njit(parallel=True, cache=False)
def dense_into(x, m, out):
    for n in prange(x.shape[0]):
        for k in range(32):
            acc = 0.0
            for j in range(32):
                acc += x[n, j] * m[j, k]
            out[n, k] = acc


def _median(f, reps=9):
    f()
    ts = []
    for _ in range(reps):
        t0 = time.perf_counter()
        f()
        ts.append(time.perf_counter() - t0)
    return float(np.median(ts))


def main(sizes):
    v = jnp.asarray(benchmark_versor())
    m = np.asarray(_map(v))
    rng = np.random.default_rng(0)
    for n in sizes:
        x = rng.standard_normal((n, 32))
        out = np.empty_like(x)
        block_sandwich_into(x, m, out, _STARTS, _STOPS)
        assert np.abs(out - np.asarray(cj.versor_apply(v[None], jnp.asarray(x)))).max() < 1e-12
        t_pre = _median(lambda: block_sandwich_into(x, m, out, _STARTS, _STOPS))
        t_fresh = _median(lambda: block_sandwich_into(x, m, np.empty_like(x), _STARTS, _STOPS))
        t_dense = _median(lambda: dense_into(x, m, out))
        xj = jnp.asarray(x)
        t_ours = _median(lambda: cj.batch_sandwich(v, xj).block_until_ready())
        print(f"N={n}: block-diag preallocated {n / t_pre / 1e6:6.1f} M/s, block-diag fresh output "
              f"{n / t_fresh / 1e6:6.1f} M/s, dense preallocated {n / t_dense / 1e6:6.1f} M/s, "
              f"cga_jax.batch_sandwich {n / t_ours / 1e6:6.1f} M/s")


if __name__ == "__main__":
    main([int(float(a)) for a in sys.argv[1:]] or [1000, 100_000, 1_000_000])
