"""Norms, inverses, sandwiches and the SPEC §1 versor contracts.

``normalize_to_versor`` and ``word_transition_rotor`` are host-side: they inspect values and
raise :class:`VersorError` instead of returning a substitute, so they need concrete arrays.
"""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

from . import tolerances as tol
from .errors import VersorError
from .layout import INNER_WEIGHTS, REVERSE_SIGNS
from .products import _GEOMETRIC
from .validation import check_finite, check_multivector, is_concrete

__all__ = [
    "norm_squared",
    "norm",
    "coefficient_norm",
    "versor_inverse",
    "sandwich",
    "versor_apply",
    "versor_condition",
    "normalize_to_versor",
    "word_transition_rotor",
    "transition_rotor_parts",
    "check_transition_stats",
]

_ID = np.zeros(32)
_ID[0] = 1.0


def _norm_sq(x):
    # <x x~>_0 = sum_I m_I r_I x_I^2
    return jnp.sum(x * x * (INNER_WEIGHTS * REVERSE_SIGNS), axis=-1)


@jax.jit
def norm_squared(x):
    """``<x x~>_0`` (may be negative in this metric); float64 (..., 32) -> (...)."""
    check_multivector(x, "norm_squared", "x")
    return _norm_sq(x)


@jax.jit
def norm(x):
    """``sqrt(|<x x~>_0|)``; float64 (..., 32) -> (...)."""
    check_multivector(x, "norm", "x")
    return jnp.sqrt(jnp.abs(_norm_sq(x)))


@jax.jit
def coefficient_norm(x):
    """Euclidean 2-norm of the 32 coefficients; float64 (..., 32) -> (...)."""
    check_multivector(x, "coefficient_norm", "x")
    return jnp.sqrt(jnp.sum(x * x, axis=-1))


def _inverse(v):
    return v * REVERSE_SIGNS / _norm_sq(v)[..., None]


@jax.jit
def versor_inverse(v):
    """``v~ / <v v~>_0`` — the inverse of a versor (``v v~`` scalar); float64 (..., 32)."""
    check_multivector(v, "versor_inverse", "v")
    return _inverse(v)


@jax.jit
def sandwich(v, x):
    """``v x v^-1`` for a versor v of any norm; float64 (..., 32), broadcast."""
    check_multivector(v, "sandwich", "v")
    check_multivector(x, "sandwich", "x")
    return _GEOMETRIC(_GEOMETRIC(v, x), _inverse(v))


def _apply(v, f):
    return _GEOMETRIC(_GEOMETRIC(v, f), v * REVERSE_SIGNS)


@jax.jit
def versor_apply(v, f):
    """``v f v~`` — the engine's field propagation (v a unit versor); float64 (..., 32)."""
    check_multivector(v, "versor_apply", "v")
    check_multivector(f, "versor_apply", "f")
    return _apply(v, f)


def _condition(f):
    return jnp.sqrt(jnp.sum((_GEOMETRIC(f, f * REVERSE_SIGNS) - _ID) ** 2, axis=-1))


@jax.jit
def versor_condition(f):
    """``||f f~ - 1||_2`` over the 32 components; float64 (..., 32) -> (...)."""
    check_multivector(f, "versor_condition", "f")
    return _condition(f)


@jax.jit
def _normalize_parts(v):
    vv = _GEOMETRIC(v, v * REVERSE_SIGNS)
    s = vv[..., 0]
    residue = jnp.sqrt(jnp.sum(vv[..., 1:] ** 2, axis=-1))
    size = jnp.sqrt(jnp.sum(v * v, axis=-1))
    return s, residue, size


def normalize_to_versor(v, *, function: str = "normalize_to_versor", argument: str = "v"):
    """Scale a single (32,) multivector to ``v v~ = 1``; host-side, raises VersorError.

    Refuses (never substitutes) when ``||v||_2 < 1e-12``, when ``<v v~>_0 <= 0``, or when the
    non-scalar residue of ``v v~`` is >= 1e-2 relative to ``<v v~>_0``.
    """
    check_multivector(v, function, argument)
    if v.shape != (32,):
        raise VersorError(function, argument, f"must have shape (32,), got {tuple(v.shape)}")
    if not is_concrete(v):
        raise VersorError(function, argument, "must be a concrete array (host-side check)")
    check_finite(v, function, argument)
    s, residue, size = (float(t) for t in _normalize_parts(v))
    if size < tol.NORMALIZE_MIN_NORM:
        raise VersorError(function, argument, f"has norm {size:.3e} < {tol.NORMALIZE_MIN_NORM:g}")
    if s <= 0.0:
        raise VersorError(function, argument, f"has <v v~>_0 = {s:.6e} <= 0: not a unit-normalisable versor")
    if residue >= tol.NORMALIZE_MAX_RESIDUE * s:
        raise VersorError(
            function, argument,
            f"is not a versor: non-scalar residue of v v~ is {residue / s:.3e} of <v v~>_0",
        )
    return v / np.sqrt(s)


def transition_rotor_parts(a, b):
    """Jittable half of :func:`word_transition_rotor` for (32,) a, b: ``(rotor, stats)``.

    ``rotor`` is unchecked (identity when ``||b - a|| < 1e-6``, else ``b a~ / sqrt|<..>_0|``);
    ``stats`` = (distance, <r r~>_0, residue, ||r||_2, condition of the rotor) are what
    :func:`check_transition_stats` inspects on the host. One dispatch, usable inside a larger
    kernel (the engine fuses it with the field update and the next scoring pass).
    """
    dist = jnp.sqrt(jnp.sum((b - a) ** 2, axis=-1))
    r = _GEOMETRIC(b, a * REVERSE_SIGNS)
    rr = _GEOMETRIC(r, r * REVERSE_SIGNS)
    s = rr[..., 0]
    residue = jnp.sqrt(jnp.sum(rr[..., 1:] ** 2, axis=-1))
    size = jnp.sqrt(jnp.sum(r * r, axis=-1))
    rotor = jnp.where((dist < tol.TRANSITION_IDENTITY_EPS)[..., None], jnp.asarray(_ID), r / jnp.sqrt(jnp.abs(s))[..., None])
    return rotor, jnp.stack([dist, s, residue, size, _condition(rotor)], axis=-1)


def check_transition_stats(stats, function: str = "word_transition_rotor") -> None:
    """Apply SPEC §1's refusal rules to ``stats`` from :func:`transition_rotor_parts` (host)."""
    dist, s, residue, size, cond = (float(x) for x in np.asarray(stats))
    if dist < tol.TRANSITION_IDENTITY_EPS:
        return
    arg = "b a~"
    if not size >= tol.NORMALIZE_MIN_NORM:
        raise VersorError(function, arg, f"has norm {size:.3e} < {tol.NORMALIZE_MIN_NORM:g}")
    if not s > 0.0:
        raise VersorError(function, arg, f"has <v v~>_0 = {s:.6e} <= 0: not a unit-normalisable versor")
    if not residue < tol.NORMALIZE_MAX_RESIDUE * s:
        raise VersorError(function, arg, f"is not a versor: non-scalar residue of v v~ is {residue / s:.3e} of <v v~>_0")
    if not cond <= tol.TRANSITION_MAX_CONDITION:
        raise VersorError(function, arg, f"gives a rotor with versor condition {cond:.3e} > {tol.TRANSITION_MAX_CONDITION:g}")


_transition_jit = jax.jit(transition_rotor_parts)


def word_transition_rotor(a, b):
    """The rotor taking unit versor a to b (``b = R a``): identity when ``||b - a|| < 1e-6``.

    Host-side on (32,) arrays (one fused dispatch); raises VersorError when ``b a~`` cannot be
    normalised (same rules as :func:`normalize_to_versor`) or the result's versor condition
    exceeds 1e-4.
    """
    for name, x in (("a", a), ("b", b)):
        check_multivector(x, "word_transition_rotor", name)
        if x.shape != (32,):
            raise VersorError("word_transition_rotor", name, f"must have shape (32,), got {tuple(x.shape)}")
        if not is_concrete(x):
            raise VersorError("word_transition_rotor", name, "must be a concrete array (host-side check); use transition_rotor_parts under jit")
        check_finite(x, "word_transition_rotor", name)
    rotor, stats = _transition_jit(a, b)
    check_transition_stats(stats)
    return rotor
