"""Private host-side (numpy, float64) Cl(4,1) arithmetic for the pack compiler.

Why not cga_jax here: a compiled pack must be bit-identical on every machine, whatever
accelerator is present; XLA may fuse and reorder float operations differently per backend.
Pack compilation is a one-off host job over a few hundred words, so it runs in plain numpy
with a fixed evaluation order. The product table is derived independently of cga_jax and a
test cross-checks it against ``cga_jax.geometric_product``.

Components use the SPEC §1 public order (grade, then lexicographic).
"""
from __future__ import annotations

import itertools

import numpy as np

_SIG = (1.0, 1.0, 1.0, 1.0, -1.0)
BLADES = tuple(c for k in range(6) for c in itertools.combinations(range(1, 6), k))
NAMES = tuple("1" if not b else "e" + "".join(map(str, b)) for b in BLADES)
_INDEX = {b: i for i, b in enumerate(BLADES)}


def _mul_blades(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[float, tuple[int, ...]]:
    """Product of two basis blades as (sign, blade): bubble-sort the concatenation."""
    seq = list(a) + list(b)
    sign = 1.0
    changed = True
    while changed:
        changed = False
        for i in range(len(seq) - 1):
            if seq[i] > seq[i + 1]:
                seq[i], seq[i + 1] = seq[i + 1], seq[i]
                sign = -sign
                changed = True
    out: list[int] = []
    i = 0
    while i < len(seq):
        if i + 1 < len(seq) and seq[i] == seq[i + 1]:
            sign *= _SIG[seq[i] - 1]
            i += 2
        else:
            out.append(seq[i])
            i += 1
    return sign, tuple(out)


def _build_table() -> np.ndarray:
    table = np.zeros((32, 32, 32), dtype=np.float64)
    for i, a in enumerate(BLADES):
        for j, b in enumerate(BLADES):
            s, c = _mul_blades(a, b)
            table[i, j, _INDEX[c]] = s
    return table


GP_TABLE = _build_table()
REVERSE_SIGNS = np.array([(-1.0) ** (len(b) * (len(b) - 1) // 2) for b in BLADES])
#: cga_inner(x, y) = <x y>_0 = sum_i INNER_WEIGHTS[i] x_i y_i
INNER_WEIGHTS = GP_TABLE[np.arange(32), np.arange(32), 0].copy()


def index(name: str) -> int:
    return NAMES.index(name)


def gp(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Geometric product of two (32,) float64 multivectors (fixed evaluation order)."""
    return np.einsum("i,j,ijk->k", a, b, GP_TABLE, optimize=False)


def reverse(a: np.ndarray) -> np.ndarray:
    return a * REVERSE_SIGNS


def scalar_of_vrev(a: np.ndarray) -> float:
    """<a a~>_0."""
    return float(np.sum(a * reverse(a) * INNER_WEIGHTS))


def inner(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """cga_inner = <a b>_0, batched over leading axes of ``a``."""
    return (a * INNER_WEIGHTS) @ b


def versor_condition(v: np.ndarray) -> float:
    r = gp(v, reverse(v))
    r[0] -= 1.0
    return float(np.sqrt(np.sum(r * r)))
