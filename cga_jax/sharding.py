"""Scoring past one device: the candidate array sharded by rows over a 1-D device mesh.

Decisions are identical to the single-device path: each score is the same 32-term dot product
(the contraction axis is never split), and the global argmax is XLA's (value, index) reduction,
which keeps the lowest index on ties. Rows are padded to a multiple of the device count;
padding rows are always excluded.
"""
from __future__ import annotations

import dataclasses

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec

from .errors import InputError
from .layout import INNER_WEIGHTS
from .validation import check_array, check_finite

__all__ = ["ShardedCandidates", "shard_candidates", "sharded_score", "sharded_argmax_first"]

_AXIS = "rows"


@dataclasses.dataclass(frozen=True)
class ShardedCandidates:
    """A (N, 32) candidate array laid out over ``mesh`` (rows padded to ``padded`` >= N)."""

    array: jax.Array
    n: int
    mesh: Mesh

    @property
    def padded(self) -> int:
        return int(self.array.shape[0])


def shard_candidates(candidates, devices=None) -> ShardedCandidates:
    """Place a float64 (N, 32) array row-sharded over ``devices`` (default: all local devices)."""
    check_array(candidates, "shard_candidates", "candidates", last=32)
    if candidates.ndim != 2 or candidates.shape[0] == 0:
        raise InputError("shard_candidates", "candidates", f"must have shape (N, 32), N >= 1, got {tuple(candidates.shape)}")
    check_finite(candidates, "shard_candidates", "candidates")
    devices = list(jax.devices() if devices is None else devices)
    if not devices:
        raise InputError("shard_candidates", "devices", "must name at least one device")
    n = int(candidates.shape[0])
    padded = -(-n // len(devices)) * len(devices)
    host = np.zeros((padded, 32), dtype=np.float64)
    host[:n] = np.asarray(candidates)
    mesh = Mesh(np.asarray(devices), (_AXIS,))
    array = jax.device_put(host, NamedSharding(mesh, PartitionSpec(_AXIS, None)))
    return ShardedCandidates(array=array, n=n, mesh=mesh)


def _replicated(x, mesh: Mesh) -> jax.Array:
    """Place a small operand on every device of the mesh (it may live on another backend)."""
    return jax.device_put(np.asarray(x), NamedSharding(mesh, PartitionSpec()))


@jax.jit
def _scores(array, query):
    return jnp.matmul(array, query * INNER_WEIGHTS)


def sharded_score(cands: ShardedCandidates, query) -> jax.Array:
    """``cga_inner`` of every candidate with query (32,): (N,), computed where the rows live."""
    check_array(query, "sharded_score", "query", last=32)
    if query.ndim != 1:
        raise InputError("sharded_score", "query", f"must have shape (32,), got {tuple(query.shape)}")
    return _scores(cands.array, _replicated(query, cands.mesh))[: cands.n]


@jax.jit
def _argmax(array, query, exclude):
    s = jnp.where(exclude, -jnp.inf, jnp.matmul(array, query * INNER_WEIGHTS))
    return jnp.where(jnp.all(exclude), -1, jnp.argmax(s))


def sharded_argmax_first(cands: ShardedCandidates, query, exclude_mask=None) -> int:
    """Index of the best-scoring candidate (lowest index on ties), -1 if all are excluded."""
    check_array(query, "sharded_argmax_first", "query", last=32)
    if query.ndim != 1:
        raise InputError("sharded_argmax_first", "query", f"must have shape (32,), got {tuple(query.shape)}")
    check_finite(query, "sharded_argmax_first", "query")
    exclude = np.ones(cands.padded, dtype=bool)
    if exclude_mask is None:
        exclude[: cands.n] = False
    else:
        mask = np.asarray(exclude_mask)
        if mask.dtype != np.bool_ or mask.shape != (cands.n,):
            raise InputError("sharded_argmax_first", "exclude_mask", f"must be a bool array of shape ({cands.n},)")
        exclude[: cands.n] = mask
    exclude_dev = jax.device_put(exclude, NamedSharding(cands.mesh, PartitionSpec(_AXIS)))
    return int(_argmax(cands.array, _replicated(query, cands.mesh), exclude_dev))
