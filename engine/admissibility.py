"""Admissibility regions and the two gates: threshold (ADR-0024) and ranked margin (ADR-0026).

Scores are ``cga_inner(versor, relation_blade)`` computed by ``cga_jax.score`` (the same
kernel the walk uses, so a gate evaluated here and inside ``generate`` agree to the bit).
Ranking, tie-breaks and the margin rule are plain host Python.
"""
from __future__ import annotations

import dataclasses
import math
from typing import Iterable, Sequence

import jax.numpy as jnp
import numpy as np

from . import _alg
from .errors import AdmissibilityError

__all__ = [
    "DEFAULT_MARGIN",
    "AdmissibilityRegion",
    "TransitionVerdict",
    "RankedCandidate",
    "MarginVerdict",
    "check_transition",
    "rank_candidates_by_blade",
    "check_margin",
    "validate_delta",
    "validate_threshold",
    "MODES",
]

#: ADR-0026's default delta; re-derived for this project's pack in
#: evals/forward_semantic_control/v2/delta.json (see engine/README.md).
DEFAULT_MARGIN = 0.4
MODES = ("threshold", "margin")


def _blade(function: str, argument: str, blade) -> np.ndarray | None:
    if blade is None:
        return None
    arr = np.asarray(blade)
    if arr.shape != (32,) or arr.dtype != np.float64:
        raise AdmissibilityError(function, argument,
                                 f"must be a (32,) float64 multivector, got {arr.shape} {arr.dtype}")
    if not np.all(np.isfinite(arr)):
        raise AdmissibilityError(function, argument, "contains NaN or inf")
    out = np.array(arr, dtype=np.float64, copy=True)
    out.setflags(write=False)
    return out


@dataclasses.dataclass(frozen=True, eq=False)
class AdmissibilityRegion:
    """Immutable region: allowed vocabulary indices (``None`` = every index), an optional
    relation blade, an optional frame versor, a label and a source.

    A blade that is ``None`` or all zeros means "no blade constraint". Build with the
    constructors; ``intersect`` never relaxes an index set.
    """

    allowed_indices: tuple[int, ...] | None
    relation_blade: np.ndarray | None
    frame_versor: np.ndarray | None
    label: str
    source: str

    def __post_init__(self):
        fn = "AdmissibilityRegion"
        if not isinstance(self.label, str) or not self.label:
            raise AdmissibilityError(fn, "label", "must be a non-empty string")
        if not isinstance(self.source, str) or not self.source:
            raise AdmissibilityError(fn, "source", "must be a non-empty string")
        if self.allowed_indices is not None:
            idx = []
            for i in self.allowed_indices:
                if isinstance(i, (bool, np.bool_)) or not isinstance(i, (int, np.integer)) or i < 0:
                    raise AdmissibilityError(fn, "allowed_indices",
                                             f"holds {i!r}, not a non-negative int")
                idx.append(int(i))
            object.__setattr__(self, "allowed_indices", tuple(sorted(set(idx))))
        object.__setattr__(self, "relation_blade", _blade(fn, "relation_blade", self.relation_blade))
        object.__setattr__(self, "frame_versor", _blade(fn, "frame_versor", self.frame_versor))

    # ----------------------------------------------------------------- predicates
    @property
    def has_blade(self) -> bool:
        return self.relation_blade is not None and bool(np.any(self.relation_blade != 0.0))

    @property
    def has_frame(self) -> bool:
        return self.frame_versor is not None and bool(np.any(self.frame_versor != 0.0))

    @property
    def is_unconstrained(self) -> bool:
        return self.allowed_indices is None and not self.has_blade and not self.has_frame

    def allows(self, i: int) -> bool:
        return self.allowed_indices is None or int(i) in self.allowed_indices

    # ----------------------------------------------------------------- constructors
    @classmethod
    def unconstrained(cls) -> "AdmissibilityRegion":
        return cls(None, None, None, "unconstrained", "unconstrained")

    @classmethod
    def from_indices(cls, vocab, indices, *, relation_blade=None, frame_versor=None,
                     label: str = "indices", source: str = "indices") -> "AdmissibilityRegion":
        idx = vocab.indices("AdmissibilityRegion.from_indices", "indices", indices)
        return cls(tuple(int(i) for i in idx), relation_blade, frame_versor, label, source)

    @classmethod
    def from_tokens(cls, vocab, allowed_tokens: Iterable[str] | None, *,
                    blade_token: str | None = None, frame_token: str | None = None,
                    label: str | None = None, source: str = "tokens") -> "AdmissibilityRegion":
        """Allowed set from tokens (``None`` = every index); the relation blade is the versor of
        ``blade_token``, the frame that of ``frame_token``."""
        fn = "AdmissibilityRegion.from_tokens"
        allowed = None
        if allowed_tokens is not None:
            allowed = tuple(int(i) for i in vocab.indices(fn, "allowed_tokens", list(allowed_tokens)))
        blade = None if blade_token is None else vocab.host[vocab.index_of(blade_token)]
        frame = None if frame_token is None else vocab.host[vocab.index_of(frame_token)]
        if label is None:
            parts = []
            if allowed_tokens is not None:
                parts.append("{" + ",".join(sorted(allowed_tokens)) + "}")
            if blade_token is not None:
                parts.append(f"blade={blade_token}")
            if frame_token is not None:
                parts.append(f"frame={frame_token}")
            label = " ".join(parts) or "tokens"
        return cls(allowed, blade, frame, label, source)

    @classmethod
    def from_relation_chain(cls, vocab, chain: Sequence[str], *, relation_token: str | None = None,
                            label: str | None = None) -> "AdmissibilityRegion":
        """Region of a relation chain (``tone → evidence → memory → wisdom``): the allowed set is
        the chain's tokens; the blade is the versor of ``relation_token`` when given, else the
        outer product of the chain's versors in order (zero → no blade constraint)."""
        fn = "AdmissibilityRegion.from_relation_chain"
        if isinstance(chain, str) or len(chain) < 2:
            raise AdmissibilityError(fn, "chain", "must be a sequence of at least two tokens")
        idx = [vocab.index_of(t) for t in chain]
        if relation_token is not None:
            blade = vocab.host[vocab.index_of(relation_token)]
        else:
            acc = vocab.array[idx[0]]
            for i in idx[1:]:
                acc = _alg.outer_product(acc, vocab.array[i])
            blade = np.asarray(acc, dtype=np.float64)
        if label is None:
            label = "->".join(chain) + (f" [{relation_token}]" if relation_token else "")
        return cls(tuple(sorted(set(idx))), blade, None, label, "relation_chain")

    def intersect(self, other: "AdmissibilityRegion") -> "AdmissibilityRegion":
        return intersect(self, other)

    def fingerprint(self) -> dict:
        """JSON-able description (indices, whether blade/frame are set) for reports."""
        return {"label": self.label, "source": self.source,
                "allowed_indices": None if self.allowed_indices is None else list(self.allowed_indices),
                "has_blade": self.has_blade, "has_frame": self.has_frame}


def _same(a: np.ndarray | None, b: np.ndarray | None) -> bool:
    if a is None or b is None:
        return a is None and b is None
    return bool(np.array_equal(a, b))


def intersect(a: AdmissibilityRegion, b: AdmissibilityRegion) -> AdmissibilityRegion:
    """Index sets intersect (``None`` = universe); never relaxed. A blade or frame present on
    one side is kept; two different blades (or frames) cannot be honoured by one gate, so that
    is an error rather than a silent choice."""
    fn = "intersect"
    if not isinstance(a, AdmissibilityRegion) or not isinstance(b, AdmissibilityRegion):
        raise AdmissibilityError(fn, "a/b", "must both be AdmissibilityRegion")
    if a.allowed_indices is None:
        allowed = b.allowed_indices
    elif b.allowed_indices is None:
        allowed = a.allowed_indices
    else:
        allowed = tuple(sorted(set(a.allowed_indices) & set(b.allowed_indices)))
    blades = [r.relation_blade for r in (a, b) if r.has_blade]
    if len(blades) == 2 and not _same(*blades):
        raise AdmissibilityError(fn, "relation_blade", "differs between the two regions")
    frames = [r.frame_versor for r in (a, b) if r.has_frame]
    if len(frames) == 2 and not _same(*frames):
        raise AdmissibilityError(fn, "frame_versor", "differs between the two regions")
    if a.is_unconstrained:
        return b
    if b.is_unconstrained:
        return a
    return AdmissibilityRegion(allowed, blades[0] if blades else None,
                               frames[0] if frames else None,
                               f"({a.label})&({b.label})", "intersect")


# ---------------------------------------------------------------------- validation
def validate_threshold(function: str, threshold) -> float:
    if isinstance(threshold, bool) or not isinstance(threshold, (int, float, np.floating, np.integer)):
        raise AdmissibilityError(function, "threshold", f"must be a real number, got {threshold!r}")
    t = float(threshold)
    if not math.isfinite(t):
        raise AdmissibilityError(function, "threshold", f"must be finite, got {t}")
    return t


def validate_delta(function: str, delta) -> float:
    if isinstance(delta, bool) or not isinstance(delta, (int, float, np.floating, np.integer)):
        raise AdmissibilityError(function, "delta", f"must be a real number, got {delta!r}")
    d = float(delta)
    if not math.isfinite(d) or d < 0.0:
        raise AdmissibilityError(function, "delta", f"must be finite and >= 0, got {d}")
    return d


def validate_mode(function: str, mode) -> str:
    if mode is None:
        return "threshold"
    if mode not in MODES:
        raise AdmissibilityError(function, "admissibility_mode",
                                 f"must be one of {MODES}, got {mode!r}")
    return mode


# ---------------------------------------------------------------------- verdicts
@dataclasses.dataclass(frozen=True)
class TransitionVerdict:
    admitted: bool
    score: float | None
    reason: str  # index_not_allowed | no_blade_constraint | at_or_above_threshold | below_threshold | unconstrained


def verdict_from_score(region: AdmissibilityRegion, allowed: bool, score: float | None,
                       threshold: float) -> TransitionVerdict:
    if not allowed:
        return TransitionVerdict(False, score, "index_not_allowed")
    if region.is_unconstrained:
        return TransitionVerdict(True, None, "unconstrained")
    if not region.has_blade:
        return TransitionVerdict(True, None, "no_blade_constraint")
    if score >= threshold:
        return TransitionVerdict(True, score, "at_or_above_threshold")
    return TransitionVerdict(False, score, "below_threshold")


def blade_scores(region: AdmissibilityRegion, candidate_array) -> np.ndarray:
    """``cga_inner(V_i, blade)`` for every row: one device kernel, one transfer."""
    s = np.asarray(_alg.score(candidate_array, jnp.asarray(region.relation_blade)),
                   dtype=np.float64)
    if not np.all(np.isfinite(s)):
        raise AdmissibilityError("blade_scores", "relation_blade", "produced non-finite scores")
    return s


def check_transition(region: AdmissibilityRegion, i: int, v, threshold: float = 0.0
                     ) -> TransitionVerdict:
    """SPEC §4: index not allowed → rejected; no blade → admitted ("no blade constraint");
    else admitted iff ``cga_inner(v, blade) >= threshold``."""
    fn = "check_transition"
    if not isinstance(region, AdmissibilityRegion):
        raise AdmissibilityError(fn, "region", "must be an AdmissibilityRegion")
    if isinstance(i, (bool, np.bool_)) or not isinstance(i, (int, np.integer)) or i < 0:
        raise AdmissibilityError(fn, "i", f"must be a non-negative int index, got {i!r}")
    t = validate_threshold(fn, threshold)
    from .vocab import as_field
    vd = as_field(fn, "v", v)
    score = None
    if region.has_blade:
        score = float(blade_scores(region, vd[None, :])[0])
    return verdict_from_score(region, region.allows(i), score, t)


@dataclasses.dataclass(frozen=True)
class RankedCandidate:
    index: int
    word: str
    score: float

    def as_tuple(self) -> tuple[int, str, float]:
        return (self.index, self.word, self.score)


@dataclasses.dataclass(frozen=True)
class MarginVerdict:
    admitted: bool
    top: RankedCandidate | None
    margin: float | None  # top - second; None when fewer than two candidates
    delta: float
    reason: str  # empty_ranking | non_positive_top | sole_candidate | margin_at_or_above_delta | margin_below_delta


def rank_from_scores(indices: np.ndarray, scores: np.ndarray, words: Sequence[str]
                     ) -> tuple[RankedCandidate, ...]:
    """Sort by score descending, ties by ascending index (exactly equal floats only)."""
    order = np.lexsort((indices, -scores))
    return tuple(RankedCandidate(int(indices[k]), words[int(indices[k])], float(scores[k]))
                 for k in order)


def rank_candidates_by_blade(region: AdmissibilityRegion, vocab, candidate_indices=None, *,
                             exclude: Iterable[int] = ()) -> tuple[RankedCandidate, ...]:
    """ADR-0026: the region-filtered candidates (minus ``exclude``, e.g. the current node)
    ranked by ``cga_inner(V_i, blade)`` descending, ties by ascending index."""
    fn = "rank_candidates_by_blade"
    if not isinstance(region, AdmissibilityRegion):
        raise AdmissibilityError(fn, "region", "must be an AdmissibilityRegion")
    if region.relation_blade is None or not region.has_blade:
        raise AdmissibilityError(fn, "region.relation_blade",
                                 "is absent or zero: there is nothing to rank by")
    if candidate_indices is None:
        cand = np.arange(vocab.size, dtype=np.int64)
    else:
        cand = vocab.indices(fn, "candidate_indices", candidate_indices)
    excl = vocab.indices(fn, "exclude", list(exclude), allow_empty=True)
    keep = np.array([region.allows(int(i)) for i in cand], dtype=bool) & ~np.isin(cand, excl)
    cand = cand[keep]
    if cand.size == 0:
        return ()
    s = blade_scores(region, vocab.subset_array(cand))
    return rank_from_scores(cand, s, vocab.words)


def check_margin(region: AdmissibilityRegion | None, ranked: Sequence[RankedCandidate],
                 delta: float = DEFAULT_MARGIN) -> MarginVerdict:
    """ADR-0026: admit the top iff the ranking is non-empty, ``top.score > 0`` and either it is
    alone or ``top - second >= delta``."""
    fn = "check_margin"
    d = validate_delta(fn, delta)
    ranked = tuple(ranked)
    if not ranked:
        return MarginVerdict(False, None, None, d, "empty_ranking")
    top = ranked[0]
    margin = None if len(ranked) == 1 else top.score - ranked[1].score
    if not top.score > 0.0:
        return MarginVerdict(False, top, margin, d, "non_positive_top")
    if margin is None:
        return MarginVerdict(True, top, None, d, "sole_candidate")
    if margin >= d:
        return MarginVerdict(True, top, margin, d, "margin_at_or_above_delta")
    return MarginVerdict(False, top, margin, d, "margin_below_delta")
