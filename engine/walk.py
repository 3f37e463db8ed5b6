"""The deterministic walk — ``generate()`` (SPEC §3–§4, ADR-0024, ADR-0026).

Per step the device does one fused scoring pass (``cga_jax.score`` over the walk's candidate
array, transferred to the host once), then the transition rotor and the sandwich for the
admitted destination only. Everything auditable — exclusions, tie-breaks, the threshold
retry loop, the margin rule, refusals — is plain host Python over those scores.

Selection rules:

* candidate pool = ``candidates`` (default: every word) minus stop tokens; the region's index
  set is intersected with it once, before the walk (boundary prefilter, ADR-0022); an empty
  intersection is an honest refusal (``InnerLoopExhaustion(EMPTY_REGION, step_index=-1)``).
* budget = ``min(max_tokens, len(post-filter pool))``. A step whose pool is empty after the
  per-step exclusions ends the walk early (the walk ran dry; not an error).
* ``_nearest_next``: the highest ``cga_inner(F, V_i)`` over the pool minus the current node,
  the last ``RECENT_WINDOW`` (3) emitted nodes and this step's rejected indices; equal scores
  resolve to the lowest vocabulary index.
* threshold mode (default; ``inner_loop_admissibility=True`` makes it gate): the nearest is
  checked with ``check_transition``; on rejection it is recorded and excluded and the
  selection re-runs; retry budget = pool size; all rejected → ``InnerLoopExhaustion``.
  With the flag off the boundary pick is emitted and the verdict only recorded.
* margin mode (``admissibility_mode="margin"``; active whenever the region constrains — the
  mode itself is the opt-in, ADR-0026): the pool minus the same exclusions is ranked by blade
  score; ``check_margin`` admits the top (the destination) or the walk refuses with the whole
  ranking. The outranked candidates are recorded as the step's ``rejected_attempts``. Margin
  mode needs a non-zero relation blade on a constrained region (else ``AdmissibilityError``);
  an unconstrained region walks unconstrained in every mode.
* frame (optional, checked when a gate is active): the hypothetical next field ``V F V~``
  must score ``> 0`` against the frame versor, else the candidate is rejected (recorded with
  its frame score); when no candidate survives and at least one failed only on the frame,
  the refusal reason is ``ROTOR_REJECTION``.

After every step ``versor_condition(F) < 1e-6`` is asserted; a breach raises
``VersorDriftError`` — the field is never repaired.

Hash binding (decision): the pack checksum, the seed, ``max_tokens``,
``admissibility_threshold``, a digest of the stop set, and — only in margin mode —
``admissibility_mode`` and ``admissibility_margin``. ``inner_loop_admissibility`` is NOT bound:
its effect is fully visible in the steps, and ADR-0024 requires a flag-on walk without
rejections to hash exactly like the flag-off walk.
"""
from __future__ import annotations

import dataclasses
import hashlib
from collections import deque
from typing import Iterable, Sequence

import jax
import jax.numpy as jnp
import numpy as np

from . import _alg
from .admissibility import (
    DEFAULT_MARGIN,
    AdmissibilityRegion,
    blade_scores,
    check_margin,
    rank_from_scores,
    validate_delta,
    validate_mode,
    validate_threshold,
    verdict_from_score,
)
from .errors import AdmissibilityError, ExhaustionReason, InnerLoopExhaustion, VersorDriftError
from .trace import AdmissibilityTraceStep, compute_trace_hash, fmt_float
from .vocab import VocabManifold

__all__ = ["RECENT_WINDOW", "WalkResult", "generate", "encode_prompt"]

RECENT_WINDOW = 3


@dataclasses.dataclass(frozen=True)
class WalkResult:
    tokens: tuple[str, ...]
    indices: tuple[int, ...]
    steps: tuple[AdmissibilityTraceStep, ...]
    trace_hash: str
    field: np.ndarray  # final field, host float64 (32,)
    seed: dict
    config: dict

    def canonical_steps(self) -> list[dict]:
        return [s.canonical() for s in self.steps]


def _check_condition(F, step_index: int) -> None:
    _check_field_condition(float(_alg.versor_condition(F)), step_index)


def _check_field_condition(cond: float, step_index: int) -> None:
    if not cond < _alg.VERSOR_CONDITION_MAX:  # also catches NaN
        raise VersorDriftError("generate", step_index, cond, _alg.VERSOR_CONDITION_MAX)


def _transition(array, node, dest, F):
    """``word_transition_rotor(V[node], V[dest])`` (unchecked, with the quantities its host-side
    rules inspect) applied to F, and the new field's condition — one fused dispatch."""
    R, stats = _alg.transition_rotor_parts(array[node], array[dest])
    Fn = _alg.versor_apply(R, F)
    return Fn, jnp.concatenate([stats, _alg.versor_condition(Fn)[None]])


#: One fused dispatch per transition: cga_jax's jittable transition kernel, the sandwich and
#: (in the variants below) the next scoring pass; ``_check_transition_stats`` applies
#: cga_jax's host-side refusal rules to what it returns.
_transition_kernel = jax.jit(_transition)


def _select(scores, keep, excl):
    """Device-side masked argmax: positions outside ``keep`` or listed in ``excl`` (padded
    with an out-of-range value, dropped) become -inf; ``jnp.argmax`` returns the FIRST
    maximum, i.e. the lowest position (= lowest vocabulary index) among equal scores, and a
    NaN wins, so the host sees it. Only (position, score) crosses to the host."""
    masked = jnp.where(keep, scores, -jnp.inf).at[excl].set(-jnp.inf, mode="drop")
    pos = jnp.argmax(masked)
    return pos, masked[pos]


@jax.jit
def _score_select_kernel(cand_arr, F, keep, excl):
    scores = _alg.score(cand_arr, F)
    pos, best = _select(scores, keep, excl)
    return scores, pos, best


@jax.jit
def _reselect_kernel(scores, keep, excl):
    return _select(scores, keep, excl)


@jax.jit
def _transition_score_kernel(array, cand_arr, node, dest, F):
    """The transition plus the next step's scoring pass, in one dispatch."""
    Fn, stats = _transition(array, node, dest, F)
    return Fn, stats, _alg.score(cand_arr, Fn)


#: Where the per-step pick runs (decision, measured with engine/bench_walk.py): on a CPU
#: backend the score vector is already in host memory, and numpy's argmax beats XLA:CPU's
#: variadic-reduce argmax, so the vector is handed over and picked on the host; on an
#: accelerator, moving N floats per step costs more than the scoring pass itself, so the
#: masked argmax runs on the device and only (position, score) crosses. Both paths take the
#: first maximum (lowest index on ties) and are tested to decide identically.
#: ``None`` = choose by backend; True/False force a path (tests).
SELECT_ON_DEVICE: bool | None = None


def _select_on_device(arr) -> bool:
    if SELECT_ON_DEVICE is not None:
        return bool(SELECT_ON_DEVICE)
    return any(d.platform != "cpu" for d in arr.devices())


@jax.jit
def _transition_select_kernel(array, cand_arr, keep, node, dest, F, excl):
    """The transition plus the next step's scoring pass and first pick, in one dispatch."""
    Fn, stats = _transition(array, node, dest, F)
    scores = _alg.score(cand_arr, Fn)
    pos, best = _select(scores, keep, excl)
    # one small vector -> one device-to-host transfer (positions < 2**53 are exact in f64)
    return Fn, scores, jnp.concatenate([stats, jnp.stack([pos.astype(stats.dtype), best])])


def _pad(positions: np.ndarray, fill: int) -> np.ndarray:
    """Pad an exclusion list to a power-of-two length (>= 8) so kernels compile rarely."""
    n = max(8, 1 << max(0, int(positions.size - 1)).bit_length())
    out = np.full(n, fill, dtype=np.int64)
    out[:positions.size] = positions
    return out


def _check_transition_stats(stats: np.ndarray, step_index: int) -> None:
    stats = np.asarray(stats)
    _alg.check_transition_stats(stats[:5])
    _check_field_condition(float(stats[5]), step_index)


def _propagate(vocab: VocabManifold, node: int, dest: int, F, step_index: int):
    """``F <- versor_apply(word_transition_rotor(V[node], V[dest]), F)`` with SPEC §1's refusal
    rules for the rotor and the field-invariant check; returns the new field (device)."""
    Fn, stats = _transition_kernel(vocab.array, node, dest, F)
    _check_transition_stats(np.asarray(stats), step_index)
    return Fn


def _propagate_scored(vocab: VocabManifold, node: int, dest: int, F, step_index: int, cand_arr):
    """``_propagate`` fused with the next scoring pass; returns (F, host copy of the scores)."""
    Fn, stats, scores = _transition_score_kernel(vocab.array, cand_arr, node, dest, F)
    stats, scores = jax.device_get((stats, scores))
    _check_transition_stats(stats, step_index)
    return Fn, np.array(scores, dtype=np.float64)


def _propagate_selected(vocab: VocabManifold, node: int, dest: int, F, step_index: int,
                        cand_arr, keep, excl):
    """``_propagate`` fused with the next step's scoring pass and first pick; returns
    ``(F, (scores_on_device, pos, score))``."""
    Fn, scores, packed = _transition_select_kernel(vocab.array, cand_arr, keep, node, dest, F,
                                                   excl)
    packed = np.asarray(packed)
    _check_transition_stats(packed[:6], step_index)
    return Fn, (scores, int(packed[6]), float(packed[7]))


def encode_prompt(vocab: VocabManifold, tokens: Sequence[str]):
    """Field of a prompt: the first token's versor carried through the transition rotors of
    the rest, exactly as the walk propagates (a prompt is a forced walk). Returns
    ``(F, node)`` with ``node`` the last token's index."""
    if isinstance(tokens, str) or not tokens:
        raise AdmissibilityError("encode_prompt", "tokens", "must be a non-empty token sequence")
    idx = [vocab.index_of(t) for t in tokens]
    F = vocab.array[idx[0]]
    _check_condition(F, -1)
    for a, b in zip(idx, idx[1:]):
        F = _propagate(vocab, a, b, F, -1)
    return F, idx[-1]


def _positions(sorted_arr: np.ndarray, values: np.ndarray) -> np.ndarray:
    """Positions in ``sorted_arr`` of those ``values`` it contains."""
    pos = np.searchsorted(sorted_arr, values)
    ok = pos < sorted_arr.size
    pos, values = pos[ok], values[ok]
    return pos[sorted_arr[pos] == values]


def _validate_int(fn: str, name: str, v, lo: int) -> int:
    if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or v < lo:
        raise AdmissibilityError(fn, name, f"must be an int >= {lo}, got {v!r}")
    return int(v)


def generate(vocab: VocabManifold, seed, *, max_tokens: int = 8,
             region: AdmissibilityRegion | None = None, candidates=None,
             stop_tokens: Iterable[str] | None = None,
             inner_loop_admissibility: bool = False,
             admissibility_mode: str | None = None,
             admissibility_threshold: float = 0.0,
             admissibility_margin: float = DEFAULT_MARGIN) -> WalkResult:
    """Walk from ``seed`` (a token, an index, or a prompt token sequence). See module doc."""
    fn = "generate"
    if not isinstance(vocab, VocabManifold):
        raise AdmissibilityError(fn, "vocab", "must be a VocabManifold")
    max_tokens = _validate_int(fn, "max_tokens", max_tokens, 1)
    mode = validate_mode(fn, admissibility_mode)
    threshold = validate_threshold(fn, admissibility_threshold)
    delta = validate_delta(fn, admissibility_margin)
    if not isinstance(inner_loop_admissibility, (bool, np.bool_)):
        raise AdmissibilityError(fn, "inner_loop_admissibility", "must be a bool")
    region = AdmissibilityRegion.unconstrained() if region is None else region
    if not isinstance(region, AdmissibilityRegion):
        raise AdmissibilityError(fn, "region", "must be an AdmissibilityRegion or None")

    # --- field init
    if isinstance(seed, str):
        node = vocab.index_of(seed)
        F = vocab.array[node]
        seed_info = {"token": seed, "index": node}
    elif isinstance(seed, (int, np.integer)) and not isinstance(seed, bool):
        node = vocab.check_index(fn, "seed", seed)
        F = vocab.array[node]
        seed_info = {"token": vocab.words[node], "index": node}
    elif isinstance(seed, (list, tuple)):
        F, node = encode_prompt(vocab, list(seed))
        seed_info = {"prompt": list(seed), "index": node}
    else:
        raise AdmissibilityError(fn, "seed", f"must be a token, an index or a token sequence, "
                                             f"got {type(seed).__name__}")
    _check_condition(F, -1)

    # --- pools (host, sorted vocabulary indices)
    n_vocab = vocab.size
    stops = (vocab.stop_indices if stop_tokens is None
             else vocab.indices(fn, "stop_tokens", list(stop_tokens), allow_empty=True))
    if candidates is None:
        keep = np.ones(n_vocab, dtype=bool)
    else:
        keep = np.zeros(n_vocab, dtype=bool)
        keep[vocab.indices(fn, "candidates", candidates)] = True
    keep[stops] = False
    base = np.flatnonzero(keep)
    if region.allowed_indices is not None:
        allowed = np.asarray(region.allowed_indices, dtype=np.int64)
        bad = allowed[allowed >= n_vocab]
        if bad.size:
            raise AdmissibilityError(fn, "region.allowed_indices",
                                     f"index {int(bad[0])} out of range [0, {n_vocab})")
        in_region = np.zeros(n_vocab, dtype=bool)
        in_region[allowed] = True
        keep &= in_region
    post = np.flatnonzero(keep)
    if post.size == 0:
        raise InnerLoopExhaustion(ExhaustionReason.EMPTY_REGION, region.label, -1,
                                  detail="candidates ∩ allowed_indices is empty")
    constrained = not region.is_unconstrained
    margin_active = mode == "margin" and constrained
    if margin_active and not region.has_blade:
        raise AdmissibilityError(fn, "region.relation_blade",
                                 "is absent or zero: margin mode ranks by the blade")
    gating = constrained and (inner_loop_admissibility or margin_active)
    use_frame = gating and region.has_frame
    budget = min(max_tokens, int(post.size))

    # Scoring view (decision): a pool of at least half the vocabulary scores the whole device
    # array and masks the rest on the host (no per-walk gather of a large copy; position =
    # vocabulary index); a smaller pool is gathered once (position = rank in ``post``). Both
    # keep positions monotone in vocabulary index, so the lowest-index tie-break is the same.
    full_view = 2 * post.size >= n_vocab
    if full_view:
        cand_arr = vocab.array
        view_pos = lambda idx: idx  # noqa: E731
        masked_out = np.flatnonzero(~keep)
    else:
        cand_arr = vocab.subset_array(post)
        view_pos = lambda idx: _positions(post, idx)  # noqa: E731
        masked_out = np.empty(0, dtype=np.int64)
    n_view = int(cand_arr.shape[0])
    on_device = _select_on_device(cand_arr)
    keep_dev = None
    if on_device:
        keep_dev = jnp.asarray(keep) if full_view else jnp.ones(n_view, dtype=bool)
    bscores = blade_scores(region, cand_arr) if region.has_blade else None
    frame = jnp.asarray(region.frame_versor) if use_frame else None

    config = {"max_tokens": max_tokens, "admissibility_threshold": threshold,
              "stop_sha256": hashlib.sha256(stops.tobytes()).hexdigest()}
    if mode == "margin":
        config["admissibility_mode"] = "margin"
        config["admissibility_margin"] = delta

    recent: deque[int] = deque(maxlen=RECENT_WINDOW)
    steps: list[AdmissibilityTraceStep] = []
    tokens: list[str] = []
    emitted: list[int] = []
    pending = None  # (device scores of the current F, first pick) from the fused kernel

    def refuse(reason, step_index, attempts, detail=""):
        exc = InnerLoopExhaustion(reason, region.label, step_index, tuple(attempts), detail)
        exc.partial_tokens = tuple(tokens)
        exc.partial_steps = tuple(steps)
        return exc

    def frame_ok(dest: int, F):
        Fn = _propagate(vocab, node, dest, F, step)
        fs = float(_alg.cga_inner(Fn, frame))
        return fs > 0.0, fs, Fn

    for step in range(budget):
        excluded = np.array(sorted({node, *recent}), dtype=np.int64)
        ex_in_post = _positions(post, excluded)  # ranks in post, O(k log N)
        n_after = int(post.size - ex_in_post.size)
        n_before = int(base.size - _positions(base, excluded).size)
        if n_after == 0:
            break
        attempts: list[tuple[int, str, float]] = []
        Fnext = None
        if margin_active:
            eligible = np.ones(post.size, dtype=bool)
            eligible[ex_in_post] = False
            el_idx = post[eligible]
            el_pos = el_idx if full_view else np.flatnonzero(eligible)
            ranked = rank_from_scores(el_idx, bscores[el_pos], vocab.words)
            mv = check_margin(region, ranked, delta)
            ranking = [c.as_tuple() for c in ranked]
            if not mv.admitted:
                raise refuse(ExhaustionReason.INNER_LOOP_EXHAUSTION, step, ranking,
                             # floats in a refusal message enter its replay hash: written in
                             # the trace's canonical form, never repr (whose last digits differ
                             # between CPU and GPU)
                             f"margin rule: {mv.reason}, margin={fmt_float(mv.margin)}, "
                             f"delta={fmt_float(delta)}")
            dest = mv.top.index
            if use_frame:
                ok, fs, Fnext = frame_ok(dest, F)
                if not ok:
                    raise refuse(ExhaustionReason.ROTOR_REJECTION, step, ranking,
                                 f"frame score {fmt_float(fs)} <= 0 for {vocab.words[dest]!r}")
            verdict = {"admitted": True, "score": mv.top.score, "reason": mv.reason,
                       "delta": delta}
            if mv.margin is not None:
                verdict["margin"] = mv.margin
            attempts = ranking[1:]
        else:
            # One device pass, one transfer; excluded positions become -inf on the host copy
            # (finite scores never tie -inf). np.argmax returns the first maximum: the lowest
            # index wins ties (strict >), and a NaN/inf would win, so checking the winner's
            # finiteness catches any non-finite score among the eligible ones.
            # One device pass per step (fused into the previous transition); only the pick
            # (position, score) crosses to the host. A rejection re-selects on the device
            # from the same score vector with the rejected position excluded.
            excl_pos = view_pos(excluded)
            if pending is None:
                if on_device:
                    pending = _score_select_kernel(cand_arr, F, keep_dev, _pad(excl_pos, n_view))
                else:
                    pending = np.array(_alg.score(cand_arr, F), dtype=np.float64)
            scores, pending = pending, None
            if on_device:
                scores, pos, best = scores
                pos, best = int(pos), float(best)
            else:
                scores[masked_out] = -np.inf
                scores[excl_pos] = -np.inf
                pos = int(np.argmax(scores))  # first maximum: lowest index wins ties
                best = float(scores[pos])
            rejected_pos: list[int] = []
            frame_rejections = 0
            blade_pass = 0
            dest = None
            for _attempt in range(n_after):
                if rejected_pos and on_device:
                    pos, best = jax.device_get(_reselect_kernel(
                        scores, keep_dev,
                        _pad(np.concatenate([excl_pos, rejected_pos]), n_view)))
                    pos, best = int(pos), float(best)
                elif rejected_pos:
                    scores[rejected_pos[-1]] = -np.inf
                    pos = int(np.argmax(scores))
                    best = float(scores[pos])
                # a NaN/inf would win the argmax, so the winner's finiteness covers them all
                if not np.isfinite(best):
                    if best == -np.inf:
                        break  # every eligible candidate excluded or rejected
                    raise VersorDriftError(fn, step, float("nan"), _alg.VERSOR_CONDITION_MAX)
                cand = int(pos if full_view else post[pos])
                bs = None if bscores is None else float(bscores[pos])
                v = verdict_from_score(region, True, bs, threshold)
                if not gating:
                    dest, verdict = cand, {"admitted": v.admitted, "score": v.score,
                                           "reason": v.reason}
                    break
                if not v.admitted:
                    attempts.append((cand, vocab.words[cand], bs))
                    rejected_pos.append(pos)
                    continue
                blade_pass += 1
                if use_frame:
                    ok, fs, Fn = frame_ok(cand, F)
                    if not ok:
                        frame_rejections += 1
                        attempts.append((cand, vocab.words[cand], fs))
                        rejected_pos.append(pos)
                        continue
                    Fnext = Fn
                dest, verdict = cand, {"admitted": True, "score": v.score, "reason": v.reason}
                break
            if dest is None:
                reason = (ExhaustionReason.ROTOR_REJECTION
                          if blade_pass and frame_rejections == blade_pass
                          else ExhaustionReason.INNER_LOOP_EXHAUSTION)
                raise refuse(reason, step, attempts)
        steps.append(AdmissibilityTraceStep(
            step_index=step, region_label=region.label, region_source=region.source,
            candidates_before=n_before, candidates_after=n_after, selected_index=dest,
            selected_word=vocab.words[dest], verdict=verdict, rejected_attempts=tuple(attempts)))
        prev, node = node, dest
        recent.append(dest)
        emitted.append(dest)
        tokens.append(vocab.words[dest])
        if Fnext is not None:
            F = Fnext
        elif not margin_active and step + 1 < budget and on_device:
            next_excl = view_pos(np.array(sorted({node, *recent}), dtype=np.int64))
            F, pending = _propagate_selected(vocab, prev, dest, F, step, cand_arr, keep_dev,
                                             _pad(next_excl, n_view))
        elif not margin_active and step + 1 < budget:
            F, pending = _propagate_scored(vocab, prev, dest, F, step, cand_arr)
        else:
            F = _propagate(vocab, prev, dest, F, step)

    h = compute_trace_hash(steps, tokens=tokens, pack_checksum=vocab.checksum, seed=seed_info,
                           config=config)
    return WalkResult(tuple(tokens), tuple(emitted), tuple(steps), h,
                      np.asarray(F, dtype=np.float64), seed_info, config)

