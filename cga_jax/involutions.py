"""Linear involutions, grade projection and duality on (..., 32) float64 arrays."""
from __future__ import annotations

import functools

import jax
import jax.numpy as jnp
import numpy as np

from .errors import InputError
from .layout import CONJUGATE_SIGNS, GRADES, INVOLUTION_SIGNS, REVERSE_SIGNS
from .products import _GEOMETRIC
from .validation import check_multivector

__all__ = [
    "reverse",
    "grade_involution",
    "clifford_conjugate",
    "grade_projection",
    "dual",
    "undual",
]

_PSEUDOSCALAR = np.zeros(32)
_PSEUDOSCALAR[31] = 1.0
# I = e12345 squares to -1 in Cl(4,1), so I^-1 = -I.
_PSEUDOSCALAR_INV = -_PSEUDOSCALAR


@jax.jit
def reverse(x):
    """Reverse ``x~`` (sign (-1)^(k(k-1)/2) on grade k); float64 (..., 32)."""
    check_multivector(x, "reverse", "x")
    return x * REVERSE_SIGNS


@jax.jit
def grade_involution(x):
    """Grade involution (sign (-1)^k on grade k); float64 (..., 32)."""
    check_multivector(x, "grade_involution", "x")
    return x * INVOLUTION_SIGNS


@jax.jit
def clifford_conjugate(x):
    """Clifford conjugate = reverse of the grade involution; float64 (..., 32)."""
    check_multivector(x, "clifford_conjugate", "x")
    return x * CONJUGATE_SIGNS


def grade_projection(x, k):
    """Grade-k part ``<x>_k``; x float64 (..., 32), k a Python int in 0..5; returns (..., 32)."""
    if isinstance(k, bool) or not isinstance(k, (int, np.integer)) or not 0 <= int(k) <= 5:
        raise InputError("grade_projection", "k", f"must be an int in 0..5, got {k!r}")
    return _grade_projection(x, int(k))


@functools.partial(jax.jit, static_argnums=1)
def _grade_projection(x, k):
    check_multivector(x, "grade_projection", "x")
    return x * (GRADES == k).astype(np.float64)


@jax.jit
def dual(x):
    """Dual ``x I^-1`` with I = e12345 (I^2 = -1); float64 (..., 32)."""
    check_multivector(x, "dual", "x")
    return _GEOMETRIC(x, jnp.asarray(_PSEUDOSCALAR_INV))


@jax.jit
def undual(x):
    """Inverse of :func:`dual`: ``x I``; float64 (..., 32)."""
    check_multivector(x, "undual", "x")
    return _GEOMETRIC(x, jnp.asarray(_PSEUDOSCALAR))
