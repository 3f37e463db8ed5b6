"""VocabManifold: the vocabulary as one device array of unit versors (SPEC §2).

All similarity is ``cga_inner`` computed by ``cga_jax.score`` (one matrix-vector product over
the whole array or a candidate subset); the score vector is transferred to the host once and
the selection (exclusions, strict ``>`` lowest-index tie-break) runs there in numpy.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Iterable, Sequence

import jax
import jax.numpy as jnp
import numpy as np

from . import _alg
from .errors import AdmissibilityError, UnknownTokenError

__all__ = ["VocabManifold", "as_field", "masked_argmax_first"]


def as_field(function: str, argument: str, F) -> jax.Array:
    """Validate a (32,) float64 finite multivector and return it as a device array."""
    if isinstance(F, (str, bytes)) or F is None:
        raise _alg.InputError(function, argument, f"must be a (32,) float64 array, got {type(F).__name__}")
    try:
        arr = np.asarray(F)
    except Exception:  # noqa: BLE001 - anything non-array-like is a type error for the caller
        raise _alg.InputError(function, argument, f"is not array-like ({type(F).__name__})") from None
    if arr.shape != (32,):
        raise _alg.InputError(function, argument, f"must have shape (32,), got {arr.shape}")
    if arr.dtype != np.float64:
        raise _alg.InputError(function, argument, f"must be float64, got {arr.dtype}")
    if not np.all(np.isfinite(arr)):
        raise _alg.InputError(function, argument, "contains NaN or inf")
    return jnp.asarray(arr)


def masked_argmax_first(scores: np.ndarray, mask: np.ndarray) -> int | None:
    """Position of the maximum of ``scores`` where ``mask`` holds; strict ``>``, so among equal
    maxima the lowest position wins. ``None`` when the mask is empty."""
    if not mask.any():
        return None
    return int(np.argmax(np.where(mask, scores, -np.inf)))


class VocabManifold:
    """Words and their versors: ``array`` is the (N, 32) float64 device array."""

    def __init__(self, words: Sequence[str], versors, *, pack_id: str | None = None,
                 checksum: str | None = None, stop_tokens: Iterable[str] = (),
                 sharding=None):
        fn = "VocabManifold"
        words = tuple(words)
        host = np.asarray(versors)
        if host.ndim != 2 or host.shape[1] != 32:
            raise _alg.InputError(fn, "versors", f"must have shape (N, 32), got {host.shape}")
        if host.dtype != np.float64:
            raise _alg.InputError(fn, "versors", f"must be float64, got {host.dtype}")
        if host.shape[0] != len(words) or not words:
            raise _alg.InputError(fn, "words", f"must be non-empty and match versors "
                                               f"({len(words)} words, {host.shape[0]} rows)")
        if not np.all(np.isfinite(host)):
            raise _alg.InputError(fn, "versors", "contains NaN or inf")
        index: dict[str, int] = {}
        for i, w in enumerate(words):
            if not isinstance(w, str) or not w:
                raise _alg.InputError(fn, "words", f"entry {i} is not a non-empty string")
            if w in index:
                raise _alg.InputError(fn, "words", f"duplicate word {w!r} at {index[w]} and {i}")
            index[w] = i
        self.words = words
        self.pack_id = pack_id
        self.checksum = checksum
        self._index = index
        self.host = np.array(host, dtype=np.float64, copy=True)
        self.host.setflags(write=False)
        self.sharding = sharding
        if sharding is not None:
            self.array = jax.device_put(self.host, sharding)
        else:
            self.array = jnp.asarray(self.host)
        self.stop_indices = np.array(sorted({self.index_of(t) for t in stop_tokens}),
                                     dtype=np.int64)
        self._subsets: OrderedDict[bytes, jax.Array] = OrderedDict()

    # ------------------------------------------------------------------ construction
    @classmethod
    def from_pack(cls, pack, *, stop_tokens: Iterable[str] | None = None, sharding=None):
        """Build from a loaded :class:`engine.packs.Pack`; stop tokens default to the pack's
        function words."""
        stops = pack.stop_tokens if stop_tokens is None else tuple(stop_tokens)
        return cls(pack.words, pack.versors, pack_id=pack.id, checksum=pack.checksum,
                   stop_tokens=stops, sharding=sharding)

    def __len__(self) -> int:
        return len(self.words)

    @property
    def size(self) -> int:
        return len(self.words)

    # ------------------------------------------------------------------ lookup
    def index_of(self, token: str) -> int:
        if not isinstance(token, str):
            raise UnknownTokenError("VocabManifold.index_of", token, self.pack_id)
        try:
            return self._index[token]
        except KeyError:
            raise UnknownTokenError("VocabManifold.index_of", token, self.pack_id) from None

    def __contains__(self, token) -> bool:
        return isinstance(token, str) and token in self._index

    def word_at(self, i: int) -> str:
        return self.words[self.check_index("VocabManifold.word_at", "i", i)]

    def check_index(self, function: str, argument: str, i) -> int:
        if isinstance(i, (bool, np.bool_)) or not isinstance(i, (int, np.integer)):
            raise AdmissibilityError(function, argument,
                                     f"must be an int index, got {type(i).__name__}")
        if not 0 <= int(i) < self.size:
            raise AdmissibilityError(function, argument,
                                     f"index {int(i)} out of range [0, {self.size})")
        return int(i)

    def get_versor_at(self, i: int) -> jax.Array:
        return self.array[self.check_index("VocabManifold.get_versor_at", "i", i)]

    def host_versor_at(self, i: int) -> np.ndarray:
        return self.host[self.check_index("VocabManifold.host_versor_at", "i", i)]

    def indices(self, function: str, argument: str, items, *, allow_empty: bool = False
                ) -> np.ndarray:
        """Validate an index set (ints or tokens) → sorted unique int64 array."""
        if items is None or isinstance(items, (str, bytes)):
            raise AdmissibilityError(function, argument,
                                     "must be a collection of indices or tokens")
        out = []
        for it in (items.tolist() if isinstance(items, (np.ndarray, jax.Array)) else items):
            if isinstance(it, str):
                try:
                    out.append(self._index[it])
                except KeyError:
                    raise UnknownTokenError(function, it, self.pack_id) from None
            else:
                out.append(self.check_index(function, argument, it))
        if not out and not allow_empty:
            raise AdmissibilityError(function, argument, "is empty")
        return np.array(sorted(set(out)), dtype=np.int64)

    # ------------------------------------------------------------------ scoring
    def subset_array(self, idx: np.ndarray) -> jax.Array:
        """Device array of the rows ``idx`` (sorted); the full array when ``idx`` is all rows.
        Small LRU cache so repeated walks over one candidate set gather once."""
        if idx.size == self.size:
            return self.array
        key = idx.tobytes()
        hit = self._subsets.get(key)
        if hit is None:
            hit = self.array[jnp.asarray(idx)]
            self._subsets[key] = hit
            if len(self._subsets) > 8:
                self._subsets.popitem(last=False)
        else:
            self._subsets.move_to_end(key)
        return hit

    def scores(self, F, candidates=None) -> np.ndarray:
        """``cga_inner(F, V_i)`` for every word (or for the sorted ``candidates``), as a host
        float64 array — one device kernel and one transfer."""
        Fd = as_field("VocabManifold.scores", "F", F)
        arr = self.array if candidates is None else self.subset_array(
            self.indices("VocabManifold.scores", "candidates", candidates))
        return np.asarray(_alg.score(arr, Fd), dtype=np.float64)

    def nearest(self, F, exclude=(), candidates=None) -> int:
        """Index maximising ``cga_inner(F, V_i)`` over ``candidates`` (default: all) minus
        ``exclude``; equal scores resolve to the lowest index (strict ``>``)."""
        fn = "VocabManifold.nearest"
        Fd = as_field(fn, "F", F)
        cand = (np.arange(self.size, dtype=np.int64) if candidates is None
                else self.indices(fn, "candidates", candidates))
        excl = self.indices(fn, "exclude", exclude, allow_empty=True)
        s = np.asarray(_alg.score(self.subset_array(cand), Fd), dtype=np.float64)
        if not np.all(np.isfinite(s)):
            raise _alg.InputError(fn, "F", "produced non-finite scores")
        mask = ~np.isin(cand, excl)
        pos = masked_argmax_first(s, mask)
        if pos is None:
            raise AdmissibilityError(fn, "exclude", "excludes every candidate")
        return int(cand[pos])
