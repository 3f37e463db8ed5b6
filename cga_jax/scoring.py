"""The engine's hot path: score every candidate in one fused kernel, pick and rank on ties.

``score`` folds the cga_inner metric weights into the query, so scoring N candidates is one
(N, 32) x (32,) matrix-vector product — a single pass over the vocabulary array. ``argmax_first``
and ``rank`` break ties by the lowest index, always (strict ``>``).
"""
from __future__ import annotations

import functools

import jax
import jax.numpy as jnp
import numpy as np

from .errors import InputError
from .layout import INNER_WEIGHTS
from .products import _GEOMETRIC
from .validation import check_array, check_finite, check_multivector, is_concrete
from .versors import _apply

__all__ = [
    "score",
    "argmax_first",
    "rank",
    "sandwich_matrix",
    "batch_sandwich",
    "batch_geometric_product",
]

_EYE = np.eye(32)


def _score(candidates, query):
    return jnp.matmul(query * INNER_WEIGHTS, candidates.T)


@jax.jit
def score(candidates, query):
    """``cga_inner(candidates[n], query)`` for all n: (N, 32) x (32,) -> (N,), (B, 32) -> (B, N)."""
    check_array(candidates, "score", "candidates", last=32)
    if candidates.ndim != 2:
        raise InputError("score", "candidates", f"must have shape (N, 32), got {tuple(candidates.shape)}")
    check_array(query, "score", "query", last=32)
    if query.ndim not in (1, 2):
        raise InputError("score", "query", f"must have shape (32,) or (B, 32), got {tuple(query.shape)}")
    return _score(candidates, query)


@jax.jit
def _argmax_first(scores, exclude_mask):
    masked = jnp.where(exclude_mask, -jnp.inf, scores)
    best = jnp.argmax(masked)  # jnp.argmax returns the first maximal index
    return jnp.where(jnp.all(exclude_mask), -1, best)


def argmax_first(scores, exclude_mask=None):
    """Index of the largest score, lowest index on ties; -1 when every entry is excluded.

    scores: float64 (N,), finite; exclude_mask: bool (N,) or None. NaN/inf scores are refused
    when values are concrete (a NaN must never win or lose silently).
    """
    check_array(scores, "argmax_first", "scores", min_ndim=1)
    if scores.ndim != 1 or scores.shape[0] == 0:
        raise InputError("argmax_first", "scores", f"must have shape (N,) with N >= 1, got {tuple(scores.shape)}")
    check_finite(scores, "argmax_first", "scores")
    if exclude_mask is None:
        exclude_mask = jnp.zeros(scores.shape, dtype=bool)
    elif not isinstance(exclude_mask, (np.ndarray, jax.Array)) or np.dtype(exclude_mask.dtype) != np.bool_:
        raise InputError("argmax_first", "exclude_mask", "must be a bool array")
    elif exclude_mask.shape != scores.shape:
        raise InputError("argmax_first", "exclude_mask", f"must have shape {tuple(scores.shape)}, got {tuple(exclude_mask.shape)}")
    out = _argmax_first(scores, exclude_mask)
    return int(out) if is_concrete(out) else out


@functools.partial(jax.jit, static_argnums=1)
def _rank(scores, k):
    order = jnp.argsort(-scores, stable=True)  # stable: equal scores keep ascending index
    return order if k is None else order[:k]


def rank(scores, k=None):
    """Indices ordered by (score descending, index ascending); the first k if k is given.

    scores: float64 (N,), finite; k: None or an int in 0..N.
    """
    check_array(scores, "rank", "scores", min_ndim=1)
    if scores.ndim != 1:
        raise InputError("rank", "scores", f"must have shape (N,), got {tuple(scores.shape)}")
    check_finite(scores, "rank", "scores")
    if k is not None and (isinstance(k, bool) or not isinstance(k, (int, np.integer)) or not 0 <= k <= scores.shape[0]):
        raise InputError("rank", "k", f"must be None or an int in 0..{scores.shape[0]}, got {k!r}")
    return _rank(scores, None if k is None else int(k))


@jax.jit
def sandwich_matrix(v):
    """The 32x32 matrix M of ``x -> v x v~`` (row-vector form: ``versor_apply(v, x) = x @ M``)."""
    check_multivector(v, "sandwich_matrix", "v")
    if v.ndim != 1:
        raise InputError("sandwich_matrix", "v", f"must have shape (32,), got {tuple(v.shape)}")
    return _apply(v, jnp.asarray(_EYE))


def _batch_sandwich(v, x):
    return jnp.matmul(x, _apply(v, jnp.asarray(_EYE)))


_batch_sandwich_jit = jax.jit(_batch_sandwich)
_batch_sandwich_donate = jax.jit(_batch_sandwich, donate_argnums=1)
_batch_gp_jit = jax.jit(_GEOMETRIC)
_batch_gp_donate = jax.jit(_GEOMETRIC, donate_argnums=0)


def batch_sandwich(v, x, *, donate: bool = False):
    """``v x_n v~`` for one versor v (32,) and many x (N, 32), through the 32x32 map matrix.

    With ``donate=True`` the buffer of x may be reused for the output (x is then invalid).
    """
    check_multivector(v, "batch_sandwich", "v")
    if v.ndim != 1:
        raise InputError("batch_sandwich", "v", f"must have shape (32,), got {tuple(v.shape)}")
    check_multivector(x, "batch_sandwich", "x")
    return (_batch_sandwich_donate if donate else _batch_sandwich_jit)(v, x)


def batch_geometric_product(a, b, *, donate: bool = False):
    """Geometric product of two (N, 32) batches; ``donate=True`` lets a's buffer hold the output."""
    check_multivector(a, "batch_geometric_product", "a")
    check_multivector(b, "batch_geometric_product", "b")
    if a.shape != b.shape:
        raise InputError("batch_geometric_product", "b", f"must have the shape of a {tuple(a.shape)}, got {tuple(b.shape)}")
    return (_batch_gp_donate if donate else _batch_gp_jit)(a, b)
