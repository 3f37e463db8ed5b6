"""Conformal embedding of Euclidean 3-space: up, down (weight-aware), translator, dilator."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

from . import tolerances as tol
from .errors import InputError
from .layout import blade_index
from .validation import check_array, check_finite, check_multivector, check_real, is_concrete

__all__ = ["up", "down", "translator", "dilator", "conformal_weight"]

_I_E4, _I_E5 = blade_index("e4"), blade_index("e5")
_I_E45 = blade_index("e45")
# Bivector indices of e14, e24, e34 and e15, e25, e35: t ^ n_inf = t ^ e4 + t ^ e5.
_I_X4 = np.array([blade_index(f"e{i}4") for i in (1, 2, 3)])
_I_X5 = np.array([blade_index(f"e{i}5") for i in (1, 2, 3)])


@jax.jit
def up(x):
    """Conformal point ``n_o + x + |x|^2/2 n_inf`` of Euclidean x: float64 (..., 3) -> (..., 32)."""
    check_array(x, "up", "x", last=3)
    half_sq = 0.5 * jnp.sum(x * x, axis=-1)
    out = jnp.zeros(x.shape[:-1] + (32,), dtype=x.dtype)
    out = out.at[..., 1:4].set(x)
    # n_o = (e5 - e4)/2, n_inf = e4 + e5
    out = out.at[..., _I_E4].set(half_sq - 0.5)
    out = out.at[..., _I_E5].set(half_sq + 0.5)
    return out


@jax.jit
def conformal_weight(p):
    """``-p . n_inf`` for a conformal vector p (float64 (..., 32)) -> (...)."""
    check_multivector(p, "conformal_weight", "p")
    # p . n_inf = p4 * 1 + p5 * (-1)  (e4^2 = 1, e5^2 = -1)
    return p[..., _I_E5] - p[..., _I_E4]


@jax.jit
def _down(p):
    w = p[..., _I_E5] - p[..., _I_E4]
    return p[..., 1:4] / w[..., None]


def down(p):
    """Euclidean point of a conformal point of any weight: float64 (..., 32) -> (..., 3).

    The point is divided by its weight ``-p . n_inf`` first; weight ~0 (a point at infinity or
    not a point) is refused when values are concrete.
    """
    check_multivector(p, "down", "p")
    if is_concrete(p):
        check_finite(p, "down", "p")
        w = np.asarray(p)[..., _I_E5] - np.asarray(p)[..., _I_E4]
        if np.any(np.abs(w) < tol.DOWN_MIN_WEIGHT):
            raise InputError("down", "p", "has conformal weight ~0 (not a finite point)")
    return _down(p)


@jax.jit
def translator(t):
    """Rotor ``1 - t n_inf / 2`` translating by Euclidean t: float64 (..., 3) -> (..., 32)."""
    check_array(t, "translator", "t", last=3)
    out = jnp.zeros(t.shape[:-1] + (32,), dtype=t.dtype)
    out = out.at[..., 0].set(1.0)
    # -(1/2) t n_inf = -(1/2) (t ^ e4 + t ^ e5) for a vector t orthogonal to e4, e5
    out = out.at[..., _I_X4].set(-0.5 * t)
    out = out.at[..., _I_X5].set(-0.5 * t)
    return out


def dilator(scale):
    """Rotor scaling about the origin by ``scale > 0``: float64 (...) -> (..., 32)."""
    scale = check_real(scale, "dilator", "scale")
    if is_concrete(scale):
        if np.any(np.asarray(scale) <= 0):
            raise InputError("dilator", "scale", "must be > 0")
    return _dilator(scale)


@jax.jit
def _dilator(scale):
    half = -0.5 * jnp.log(scale)
    out = jnp.zeros(scale.shape + (32,), dtype=jnp.float64)
    out = out.at[..., 0].set(jnp.cosh(half))
    return out.at[..., _I_E45].set(jnp.sinh(half))
