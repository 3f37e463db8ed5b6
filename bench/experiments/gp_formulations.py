"""Prototype: formulations of the batched geometric product on (N, 32) float64.

* gather (cga_jax today): c = sum_i a[:, i] * (b[:, J_i] * s_i), J_i a constant permutation.
* xor_flip: in bitmask order e_i e_j = ±e_(i^j), so b[:, i ^ m] over m is b reshaped to
  (N, 2, 2, 2, 2, 2) and reversed along the axes of i's set bits — an affine index map
  (jnp.flip) instead of a gather with an index table.
* kingdon: its generated 1024-term expression, component-major data, list of rows out.

    .venv/bin/python -m bench.experiments.gp_formulations [N ...]
"""
from __future__ import annotations

import sys

import jax
import jax.numpy as jnp
import numpy as np

import cga_jax as cj
from cga_jax.layout import BITMASK_TO_PUBLIC, PUBLIC_TO_BITMASK, blade_product

from bench.peers import Kingdon
from bench.timing import Budget, Case, time_cases

# sign of e_i e_(i^m) for bitmasks i, m
_S = np.array([[blade_product(i, i ^ m)[0] for m in range(32)] for i in range(32)], dtype=np.float64)
_TO_BM = np.asarray(BITMASK_TO_PUBLIC)    # x_bm = x[:, _TO_BM]   (bitmask m -> public index)
_TO_PUB = np.asarray(PUBLIC_TO_BITMASK)   # x_pub = x_bm[:, _TO_PUB]


@jax.jit
def gp_xor_flip(a, b):
    n = a.shape[0]
    a_bm = a[:, _TO_BM]
    b5 = b[:, _TO_BM].reshape(n, 2, 2, 2, 2, 2)  # axis 1 = bit 4 ... axis 5 = bit 0
    out = None
    for i in range(32):
        axes = tuple(5 - bit for bit in range(5) if i >> bit & 1)
        bi = (jnp.flip(b5, axes) if axes else b5).reshape(n, 32)
        term = a_bm[:, i:i + 1] * (bi * _S[i])
        out = term if out is None else out + term
    return out[:, _TO_PUB]


def main(sizes):
    kd = Kingdon()
    rng = np.random.default_rng(0)
    for n in sizes:
        a = jnp.asarray(rng.standard_normal((n, 32)))
        b = jnp.asarray(rng.standard_normal((n, 32)))
        ref = np.asarray(cj.geometric_product(a, b))
        assert np.abs(np.asarray(gp_xor_flip(a, b)) - ref).max() < 1e-12
        stats = time_cases({
            "cga_jax.geometric_product": Case(cj.geometric_product, (a, b)),
            "xor_flip": Case(gp_xor_flip, (a, b)),
            "kingdon": Case(kd.gp, (kd.to_native(np.asarray(a)), kd.to_native(np.asarray(b)))),
        }, Budget(0.5, 7, 40))
        print(f"N={n}: " + ", ".join(f"{k} {n / s['median_s'] / 1e6:.2f} M/s" for k, s in stats.items()))


if __name__ == "__main__":
    main([int(float(a)) for a in sys.argv[1:]] or [1000, 100_000])
