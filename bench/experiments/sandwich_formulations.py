"""Prototype: faster formulations of the fixed-versor sandwich ``x -> v x v~`` for (N, 32) x.

``cga_jax.batch_sandwich`` multiplies by the dense 32x32 map M (1024 FMAs per row). For a versor
v the map is grade-preserving, so M is block-diagonal over the public order's contiguous grade
slices (1+5+10+10+5+1 -> 252 non-zeros, 4.1x fewer FMAs). Run:

    .venv/bin/python -m bench.experiments.sandwich_formulations [N ...]
"""
from __future__ import annotations

import sys

import jax
import jax.numpy as jnp
import numpy as np

import cga_jax as cj
from cga_jax.layout import GRADE_SLICES
from cga_jax.versors import _apply

from bench.peers import Kingdon
from bench.products import benchmark_versor
from bench.timing import Budget, Case, time_cases

_EYE = np.eye(32)


def _map(v):
    return _apply(v, jnp.asarray(_EYE))  # row i = v e_i v~ ; versor_apply(v, x) = x @ M


@jax.jit
def dense(v, x):  # what cga_jax.batch_sandwich does today
    return x @ _map(v)


@jax.jit
def grade_blocks_concat(v, x):
    """Six per-grade dots on contiguous slices, concatenated."""
    m = _map(v)
    return jnp.concatenate([x[:, s] @ m[s, s] for s in GRADE_SLICES], axis=1)


@jax.jit
def grade_blocks_batched(v, x):
    """Grades 1|4, 2|3 (and 0|5) as batched dots on (N, 2, k) views; one concat."""
    m = _map(v)
    n = x.shape[0]
    g = GRADE_SLICES
    m14 = jnp.stack([m[g[1], g[1]], m[g[4], g[4]]])  # (2, 5, 5)
    m23 = jnp.stack([m[g[2], g[2]], m[g[3], g[3]]])  # (2, 10, 10)
    x14 = jnp.stack([x[:, g[1]], x[:, g[4]]], axis=1)  # (N, 2, 5)
    x23 = x[:, 6:26].reshape(n, 2, 10)
    y14 = jnp.einsum("nbi,bij->nbj", x14, m14)
    y23 = jnp.einsum("nbi,bij->nbj", x23, m23).reshape(n, 20)
    return jnp.concatenate(
        [x[:, 0:1] * m[0, 0], y14[:, 0], y23, y14[:, 1], x[:, 31:32] * m[31, 31]], axis=1)


def _block_gather_form():
    """Rows (J_r, w-mask): out[:, k] = sum_r x[:, J_r[k]] * M[J_r[k], k], r over the grade block."""
    cols = []
    for k in range(32):
        s = next(s for s in GRADE_SLICES if s.start <= k < s.stop)
        cols.append(list(range(s.start, s.stop)))
    width = max(len(c) for c in cols)
    idx = np.zeros((width, 32), dtype=np.int64)
    valid = np.zeros((width, 32))
    for k, c in enumerate(cols):
        for r, j in enumerate(c):
            idx[r, k] = j
            valid[r, k] = 1.0
    return idx, valid


_IDX, _VALID = _block_gather_form()


@jax.jit
def grade_blocks_gather(v, x):
    """Fused elementwise: 10 gather-multiply-adds per output (like products.py's gather form)."""
    m = _map(v)
    out = None
    for r in range(_IDX.shape[0]):
        w = m[_IDX[r], jnp.arange(32)] * _VALID[r]
        term = x[:, _IDX[r]] * w
        out = term if out is None else out + term
    return out


@jax.jit
def dense_blockmasked(v, x):
    """Dense dot with the off-block entries zeroed (same FLOPs as dense; sanity baseline)."""
    mask = np.zeros((32, 32))
    for s in GRADE_SLICES:
        mask[s, s] = 1.0
    return x @ (_map(v) * mask)


_BLOCK_OF = [next(s for s in GRADE_SLICES if s.start <= k < s.stop) for k in range(32)]


@jax.jit
def grade_blocks_columns(v, x):
    """252 static-slice FMAs: out[:, k] = sum_{j in grade(k)} x[:, j] * M[j, k]; stack columns.

    M is computed once per call (a (32, 32) op); the per-row work is one fused elementwise loop.
    """
    m = _map(v)
    cols = []
    for k in range(32):
        s = _BLOCK_OF[k]
        acc = x[:, s.start] * m[s.start, k]
        for j in range(s.start + 1, s.stop):
            acc = acc + x[:, j] * m[j, k]
        cols.append(acc)
    return jnp.stack(cols, axis=1)


@jax.jit
def grade_blocks_columns_soa(v, x_t):
    """Same on component-major (32, N) data (kingdon's layout): rows in, rows out."""
    m = _map(v)
    rows = []
    for k in range(32):
        s = _BLOCK_OF[k]
        acc = x_t[s.start] * m[s.start, k]
        for j in range(s.start + 1, s.stop):
            acc = acc + x_t[j] * m[j, k]
        rows.append(acc)
    return jnp.stack(rows, axis=0)


@jax.jit
def grade_blocks_rows_soa(v, x_t):
    """As grade_blocks_columns_soa but returns the 32 rows as a tuple (kingdon's output form):
    no concatenate pass — each output row is its own fused loop over <= 10 input rows."""
    m = _map(v)
    rows = []
    for k in range(32):
        s = _BLOCK_OF[k]
        acc = x_t[s.start] * m[s.start, k]
        for j in range(s.start + 1, s.stop):
            acc = acc + x_t[j] * m[j, k]
        rows.append(acc)
    return tuple(rows)


def main(sizes):
    v = benchmark_versor()
    vj = jnp.asarray(v)
    kd = Kingdon()
    rng = np.random.default_rng(0)
    mvals = np.asarray(_map(vj))
    off = mvals.copy()
    for s in GRADE_SLICES:
        off[s, s] = 0.0
    print(f"versor map off-grade-block max |M_ij| = {np.abs(off).max():.2e} (block-diagonal)")
    for n in sizes:
        x = jnp.asarray(rng.standard_normal((n, 32)))
        ref = np.asarray(cj.versor_apply(vj[None], x))
        fns = {"dense(batch_sandwich)": dense, "grade_blocks_concat": grade_blocks_concat,
               "grade_blocks_batched": grade_blocks_batched, "grade_blocks_gather": grade_blocks_gather,
               "grade_blocks_columns": grade_blocks_columns}
        for name, f in fns.items():
            err = np.abs(np.asarray(f(vj, x)) - ref).max()
            assert err < 1e-12, (name, err)
        cases = {name: Case(f, (vj, x)) for name, f in fns.items()}
        cases["cga_jax.batch_sandwich"] = Case(cj.batch_sandwich, (vj, x))
        x_t = jnp.asarray(np.ascontiguousarray(np.asarray(x).T))
        assert np.abs(np.asarray(grade_blocks_columns_soa(vj, x_t)).T - ref).max() < 1e-12
        cases["grade_blocks_columns_soa(32,N)"] = Case(grade_blocks_columns_soa, (vj, x_t))
        assert np.abs(np.stack([np.asarray(r) for r in grade_blocks_rows_soa(vj, x_t)]).T - ref).max() < 1e-12
        cases["grade_blocks_rows_soa(32x(N,))"] = Case(grade_blocks_rows_soa, (vj, x_t))
        cases["kingdon_sw"] = Case(kd.sw, (kd.versor_to_native(v), kd.to_native(np.asarray(x))))
        stats = time_cases(cases, Budget(0.5, 7, 40))
        print(f"N={n}")
        for name, s in stats.items():
            print(f"  {name:<32} {n / s['median_s'] / 1e6:8.2f} M/s   {n * 512 / s['median_s'] / 1e9:6.1f} GB/s")


if __name__ == "__main__":
    main([int(float(a)) for a in sys.argv[1:]] or [1000, 100_000, 1_000_000])
