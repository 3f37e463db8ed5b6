"""Host-side numpy float64 reference ops with a fixed evaluation order.

For one-off host jobs that must be bit-identical on every machine whatever accelerator is
present (the pack compiler): XLA may fuse and reorder float operations per backend, numpy's
unoptimised einsum over the dense product table does not. Same tables as the device kernels.
"""
from __future__ import annotations

import numpy as np

from .layout import INNER_WEIGHTS, REVERSE_SIGNS, blade_index
from .tables import PRODUCT_INDEX, PRODUCT_SIGN

__all__ = [
    "DENSE_PRODUCT_TABLE",
    "INNER_WEIGHTS",
    "REVERSE_SIGNS",
    "blade_index",
    "geometric_product",
    "reverse",
    "cga_inner",
    "norm_squared",
    "versor_condition",
]


def _dense() -> np.ndarray:
    t = np.zeros((32, 32, 32), dtype=np.float64)
    i, j = np.meshgrid(np.arange(32), np.arange(32), indexing="ij")
    t[i, j, PRODUCT_INDEX] = PRODUCT_SIGN
    t.setflags(write=False)
    return t


#: ``DENSE_PRODUCT_TABLE[i, j, k]`` = coefficient of e_k in e_i e_j (public order).
DENSE_PRODUCT_TABLE = _dense()


def geometric_product(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Geometric product of two (32,) float64 numpy multivectors, fixed evaluation order."""
    return np.einsum("i,j,ijk->k", a, b, DENSE_PRODUCT_TABLE, optimize=False)


def reverse(a: np.ndarray) -> np.ndarray:
    """Reverse of a (..., 32) numpy multivector."""
    return a * REVERSE_SIGNS


def cga_inner(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """``<a b>_0`` batched over the leading axes of ``a`` ((..., 32) x (32,) -> (...))."""
    return (a * INNER_WEIGHTS) @ b


def norm_squared(a: np.ndarray) -> float:
    """``<a a~>_0`` of a (32,) numpy multivector."""
    return float(np.sum(a * reverse(a) * INNER_WEIGHTS))


def versor_condition(v: np.ndarray) -> float:
    """``||v v~ - 1||_2`` of a (32,) numpy multivector."""
    r = geometric_product(v, reverse(v))
    r[0] -= 1.0
    return float(np.sqrt(np.sum(r * r)))
