"""Closed-form exponential of a bivector, logarithm of a rotor, and rotor powers.

Every bivector B of Cl(4,1) splits into at most two commuting simple parts B = B1 + B2 with
scalar squares mu1, mu2 (real: so(4,1) has no complex-quadruple generators). With
B^2 = s + W (W the grade-4 part, W^2 = w a scalar) the mu are the roots of
mu^2 - s mu + w/4 = 0 and, writing C(mu) = cosh(sqrt mu), S(mu) = sinh(sqrt mu)/sqrt(mu)
(entire functions of mu: cos/sin for rotations, cosh/sinh for boosts, 1/1 for null planes),

    exp(B) = C1 C2 + S1 S2 W/2 + f B + g B W / 2,
    g = (S1 C2 - C1 S2) / (mu2 - mu1),   f = C1 S2 - mu1 g,

which never forms B1, B2 explicitly. g is a divided difference; for (near-)equal mu it is
replaced by its midpoint limit S^2/2 - C S' (isoclinic and nilpotent bivectors).

The log inverts the same structure: the bivector part Q of R = exp(B) splits along the same
planes as B; each plane's cosine follows from <R>_0 and the split's squares.
"""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

from . import tolerances as tol
from .errors import InputError, VersorError
from .layout import GRADES, INNER_WEIGHTS
from .products import _BIVECTOR_TIMES
from .validation import check_finite, check_multivector, check_real, is_concrete

__all__ = ["exp_bivector", "log_rotor", "rotor_power"]

_G2 = (GRADES == 2).astype(np.float64)
_G4 = (GRADES == 4).astype(np.float64)
_EVEN = (GRADES % 2 == 0).astype(np.float64)
_ID = np.zeros(32)
_ID[0] = 1.0


def _series(mu, coeffs):
    out = jnp.zeros_like(mu)
    for c in reversed(coeffs):
        out = out * mu + c
    return out


_C_SERIES = [1.0, 1 / 2, 1 / 24, 1 / 720, 1 / 40320, 1 / 3628800]
_S_SERIES = [1.0, 1 / 6, 1 / 120, 1 / 5040, 1 / 362880, 1 / 39916800]
# S'(mu) = sum n mu^(n-1) / (2n+1)!
_DS_SERIES = [1 / 6, 2 / 120, 3 / 5040, 4 / 362880, 5 / 39916800]


def _c_s_ds(mu):
    """C(mu), S(mu), S'(mu) for scalar arrays mu, stable across 0."""
    small = jnp.abs(mu) < tol.EXP_SERIES_RADIUS
    safe = jnp.where(small, 1.0, mu)
    root = jnp.sqrt(jnp.abs(safe))
    c_pos, s_pos = jnp.cosh(root), jnp.sinh(root) / root
    c_neg, s_neg = jnp.cos(root), jnp.sin(root) / root
    c = jnp.where(safe > 0, c_pos, c_neg)
    s = jnp.where(safe > 0, s_pos, s_neg)
    ds = (c - s) / (2.0 * safe)
    return (
        jnp.where(small, _series(mu, _C_SERIES), c),
        jnp.where(small, _series(mu, _S_SERIES), s),
        jnp.where(small, _series(mu, _DS_SERIES), ds),
    )


def _scalar_sq(x):
    return jnp.sum(x * x * INNER_WEIGHTS, axis=-1)


def _square_invariants(b):
    """For a bivector b: B^2 = s + W; returns (s, W (grade 4), sqrt(max(s^2 - W^2, 0)))."""
    bb = _BIVECTOR_TIMES(b, b)
    s = bb[..., 0]
    w4 = bb * _G4
    return s, w4, jnp.sqrt(jnp.maximum(s * s - _scalar_sq(w4), 0.0))


def _exp(b):
    b = b * _G2
    s, w4, root = _square_invariants(b)
    mu1, mu2 = 0.5 * (s + root), 0.5 * (s - root)
    # one evaluation of the three entire functions over stacked arguments keeps the traced
    # graph (and so the compile time) small
    cs, ss, ds = _c_s_ds(jnp.stack([mu1, mu2, 0.5 * s]))
    c1, c2, cm = cs[0], cs[1], cs[2]
    s1, s2, sm = ss[0], ss[1], ss[2]
    dm = ds[2]
    degenerate = root < tol.EXP_DEGENERATE_SPLIT * (1.0 + jnp.abs(s))
    g_split = (s1 * c2 - c1 * s2) / jnp.where(degenerate, 1.0, mu2 - mu1)
    g = jnp.where(degenerate, 0.5 * sm * sm - cm * dm, g_split)
    f = c1 * s2 - mu1 * g
    bw = _BIVECTOR_TIMES(b, w4) * _G2
    scalar = (c1 * c2)[..., None] * _ID
    return scalar + (0.5 * s1 * s2)[..., None] * w4 + f[..., None] * b + (0.5 * g)[..., None] * bw


_exp_jit = jax.jit(_exp)


def exp_bivector(b):
    """``exp(B)`` of a bivector (float64 (..., 32), grade 2 only) in closed form -> even versor.

    Rotations, boosts, null (translator) planes and non-simple sums of two commuting planes.
    Non-bivector components are refused when values are concrete; under tracing they are
    projected away.
    """
    check_multivector(b, "exp_bivector", "b")
    if is_concrete(b):
        check_finite(b, "exp_bivector", "b")
        off = np.abs(np.asarray(b) * (1.0 - _G2)).max(initial=0.0)
        scale = max(1.0, float(np.abs(np.asarray(b)).max(initial=0.0)))
        if off > 1e-12 * scale:
            raise InputError("exp_bivector", "b", "must be a bivector (grade-2 components only)")
    return _exp_jit(b)


def _log_ratio(c, u2):
    """phi/|u| for a simple rotor c + u with u^2 = u2 (scalar); the log is u * phi/|u|."""
    n = jnp.sqrt(jnp.abs(u2))
    tiny = n < 1e-300
    n_safe = jnp.where(tiny, 1.0, n)
    rot = jnp.arctan2(n_safe, c) / n_safe
    boost = jnp.arcsinh(n_safe) / n_safe * jnp.sign(c)
    general = jnp.where(u2 < 0, rot, boost)
    # u2 == 0: a null (translator-like) plane, c + u = exp(u/c) when c = 1.
    return jnp.where(tiny, 1.0 / c, general)


def _log(r):
    a0 = r[..., 0]
    q = r * _G2
    s, w4, root = _square_invariants(q)
    lam1, lam2 = 0.5 * (s + root), 0.5 * (s - root)
    degenerate = root <= tol.LOG_DEGENERATE_SPLIT * (jnp.abs(lam1) + jnp.abs(lam2) + 1e-300)
    qw = _BIVECTOR_TIMES(q, w4) * _G2
    p1_split = (0.5 * qw - lam1[..., None] * q) / jnp.where(degenerate, 1.0, lam2 - lam1)[..., None]
    p1 = jnp.where(degenerate[..., None], 0.5 * q, p1_split)
    p2 = q - p1
    # P1 = C2 u1, P2 = C1 u2 with P1^2 = lam1 = C2^2 (C1^2 - 1) etc., so C2^2 = a0^2 - lam1.
    y1 = jnp.maximum(a0 * a0 - jnp.where(degenerate, 0.5 * s, lam2), 0.0)
    y2 = jnp.maximum(a0 * a0 - jnp.where(degenerate, 0.5 * s, lam1), 0.0)
    first = y1 >= y2
    big = jnp.sqrt(jnp.where(first, y1, y2))
    c1 = jnp.where(first, big, a0 / big)
    c2 = jnp.where(first, a0 / big, big)
    u1 = p1 / c2[..., None]
    u2 = p2 / c1[..., None]
    c12 = jnp.stack([c1, c2])
    l1, l2 = _log_ratio(c12, c12 * c12 - 1.0)
    return l1[..., None] * u1 + l2[..., None] * u2


_log_jit = jax.jit(_log)


def _check_rotor(r, function):
    check_multivector(r, function, "r")
    if is_concrete(r):
        check_finite(r, function, "r")
        arr = np.asarray(r)
        odd = np.abs(arr * (1.0 - _EVEN)).max(initial=0.0)
        if odd > 1e-9 * max(1.0, np.abs(arr).max(initial=0.0)):
            raise VersorError(function, "r", "must be an even versor (a rotor); it has odd-grade parts")
        from .versors import versor_condition

        cond = np.asarray(versor_condition(r)).max(initial=0.0)
        if cond > tol.VERSOR_CONDITION_MAX:
            raise VersorError(function, "r", f"must be a unit rotor (r r~ = 1); condition {cond:.3e}")


def log_rotor(r):
    """Principal bivector log of a unit rotor (float64 (..., 32)) with ``exp_bivector(log R) = R``.

    Refuses (VersorError) rotors without a real principal log: a plane rotated by exactly pi
    in a non-simple rotor, or a boost component with negative cosine.
    """
    _check_rotor(r, "log_rotor")
    out = _log_jit(r)
    if is_concrete(r) and not bool(np.all(np.isfinite(np.asarray(out)))):
        raise VersorError("log_rotor", "r", "has no real principal logarithm")
    return out


def rotor_power(r, alpha):
    """``R^alpha = exp(alpha log R)`` for a unit rotor R (float64 (..., 32)) and real alpha."""
    _check_rotor(r, "rotor_power")
    alpha = check_real(alpha, "rotor_power", "alpha")
    log = log_rotor(r)
    return _exp_jit(alpha[..., None] * log)
