"""Boundary checks shared by every public op: type, dtype, trailing size, finite values.

Checks on type, dtype and shape run at trace time, so inside ``jax.jit`` they cost nothing after
the first call and a bad call never compiles. Value checks (NaN/inf) need concrete arrays and run
only in the host-side functions that promise them.
"""
from __future__ import annotations

import jax
import numpy as np

from .errors import InputError
from .layout import N_COMPONENTS

__all__ = ["check_array", "check_multivector", "check_finite", "check_real", "is_concrete"]


def check_array(x, function: str, argument: str, *, last: int | None = None, min_ndim: int = 0):
    """Require a float64 numpy/JAX array (or tracer), optionally with trailing size ``last``."""
    if not isinstance(x, (np.ndarray, jax.Array)):
        raise InputError(function, argument, f"must be a float64 array, got {type(x).__name__}")
    dtype = np.dtype(x.dtype)
    if dtype != np.float64:
        raise InputError(function, argument, f"must have dtype float64, got {dtype}")
    if x.ndim < min_ndim:
        raise InputError(function, argument, f"must have at least {min_ndim} dimension(s), got shape {tuple(x.shape)}")
    if last is not None and (x.ndim == 0 or x.shape[-1] != last):
        raise InputError(function, argument, f"must have trailing size {last}, got shape {tuple(x.shape)}")
    return x


def check_multivector(x, function: str, argument: str):
    """Require a float64 array of shape (..., 32)."""
    return check_array(x, function, argument, last=N_COMPONENTS)


def is_concrete(x) -> bool:
    """True when ``x`` holds values (not an abstract tracer inside jit/vmap/grad)."""
    return not isinstance(x, jax.core.Tracer)


def check_finite(x, function: str, argument: str):
    """Raise when a concrete array holds NaN or inf; a no-op on tracers."""
    if is_concrete(x) and not bool(np.all(np.isfinite(np.asarray(x)))):
        raise InputError(function, argument, "contains NaN or inf")
    return x


def check_real(x, function: str, argument: str):
    """A real parameter (Python/numpy number or float64 array) as a float64 JAX array.

    bool and complex are refused; NaN/inf are refused when the value is concrete.
    """
    if isinstance(x, (bool, complex, np.bool_, np.complexfloating)) or not isinstance(
        x, (int, float, np.floating, np.integer, np.ndarray, jax.Array)
    ):
        raise InputError(function, argument, f"must be a real number, got {type(x).__name__}")
    if isinstance(x, (np.ndarray, jax.Array)):
        check_array(x, function, argument)
    x = jax.numpy.asarray(x, dtype=np.float64)
    check_finite(x, function, argument)
    return x
