"""generate(): field invariant, selection, refusals, traces and replay (SPEC §3–§5)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import jax
import numpy as np
import pytest

import cga_jax
from engine.admissibility import AdmissibilityRegion
from engine.errors import (
    AdmissibilityError,
    ExhaustionReason,
    InnerLoopExhaustion,
    UnknownTokenError,
    VersorDriftError,
)
from engine.trace import AdmissibilityTraceStep, compute_trace_hash, fmt_float
from engine.vocab import VocabManifold
from engine.walk import RECENT_WINDOW, _transition_kernel, generate

REPO = Path(__file__).resolve().parents[2]


def test_fused_transition_equals_cga_jax_word_transition_rotor(vocab):
    rng = np.random.default_rng(7)
    F = vocab.array[vocab.index_of("tone")]
    for a, b in rng.integers(0, vocab.size, size=(12, 2)).tolist() + [[3, 3]]:
        R = cga_jax.word_transition_rotor(vocab.array[a], vocab.array[b])
        want = cga_jax.versor_apply(R, F)
        got, stats = _transition_kernel(vocab.array, a, b, F)
        np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=0, atol=1e-12)
        assert float(stats[5]) < 1e-9


def test_field_stays_a_unit_versor_every_step(vocab):
    res = generate(vocab, "memory", max_tokens=12)
    assert len(res.tokens) == 12
    assert float(cga_jax.versor_condition(res.field)) < 1e-6
    F = vocab.array[vocab.index_of("memory")]
    node = vocab.index_of("memory")
    for i in res.indices:  # replay the propagation independently and check every step
        F = cga_jax.versor_apply(cga_jax.word_transition_rotor(vocab.array[node], vocab.array[i]), F)
        assert float(cga_jax.versor_condition(F)) < 1e-6
        node = i
    np.testing.assert_allclose(np.asarray(F), res.field, atol=1e-9)


def test_nearest_next_excludes_current_recent_and_stops(vocab):
    res = generate(vocab, "truth", max_tokens=20)
    stops = set(vocab.words[i] for i in vocab.stop_indices)
    seq = [vocab.index_of("truth"), *res.indices]
    for k in range(1, len(seq)):
        window = seq[max(0, k - RECENT_WINDOW):k]
        assert seq[k] not in window[-RECENT_WINDOW:]
        assert vocab.words[seq[k]] not in stops


def test_walk_selection_is_the_field_nearest(vocab):
    res = generate(vocab, "voice", max_tokens=1)
    F = vocab.array[vocab.index_of("voice")]
    s = np.asarray(cga_jax.score(vocab.array, F)).copy()
    s[vocab.index_of("voice")] = -np.inf
    s[vocab.stop_indices] = -np.inf
    assert res.indices[0] == int(np.argmax(s))


def test_budget_is_min_of_max_tokens_and_candidates(vocab):
    r = AdmissibilityRegion.from_tokens(vocab, ["truth", "memory", "voice"])
    assert len(generate(vocab, "tone", max_tokens=10, region=r).tokens) == 3
    assert len(generate(vocab, "tone", max_tokens=2, region=r).tokens) == 2


def test_versor_drift_is_a_typed_error_never_a_repair(tiny_pack):
    bad = np.array(tiny_pack.versors)
    bad[5] *= 1.01  # no longer a unit versor
    v = VocabManifold(tiny_pack.words, bad, checksum=tiny_pack.checksum)
    with pytest.raises(VersorDriftError, match="versor_condition"):
        generate(v, tiny_pack.words[5], max_tokens=2)


def test_empty_region_refuses_before_the_walk(vocab):
    r = AdmissibilityRegion.from_tokens(vocab, ["the", "of"], label="only-stops")
    with pytest.raises(InnerLoopExhaustion) as ei:
        generate(vocab, "tone", region=r)
    e = ei.value
    assert e.reason is ExhaustionReason.EMPTY_REGION and e.step_index == -1
    assert "only-stops" in str(e)


def test_exhaustion_raises_with_the_region_label(vocab):
    r = AdmissibilityRegion.from_tokens(vocab, ["truth", "memory"], blade_token="causes",
                                        label="impossible-region")
    with pytest.raises(InnerLoopExhaustion) as ei:
        generate(vocab, "tone", region=r, inner_loop_admissibility=True,
                 admissibility_threshold=1e6)
    e = ei.value
    assert e.reason is ExhaustionReason.INNER_LOOP_EXHAUSTION and e.step_index == 0
    assert "impossible-region" in str(e)
    assert {a[1] for a in e.rejected_attempts} == {"truth", "memory"}
    assert isinstance(e, ValueError)


def test_frame_rejection_reason(vocab, pack):
    toks = ["truth", "memory"]
    seed = "tone"
    base = AdmissibilityRegion.from_tokens(vocab, toks, blade_token="causes")
    nexts = []
    for t in toks:
        F = vocab.array[vocab.index_of(seed)]
        R = cga_jax.word_transition_rotor(F, vocab.array[vocab.index_of(t)])
        nexts.append(np.asarray(cga_jax.versor_apply(R, F)))
    # f = -m * (u0 + u1) with u_i the unit (Euclidean) next fields and m the cga_inner metric
    # weights gives cga_inner(n_i, f) = -|n_i| (1 + u0.u1) <= 0 for both: a frame that rejects
    # every candidate by construction (and -f admits both).
    units = [n / np.linalg.norm(n) for n in nexts]
    frame = -np.asarray(cga_jax.INNER_WEIGHTS) * (units[0] + units[1])
    sc = [float(cga_jax.cga_inner(n, frame)) for n in nexts]
    assert max(sc) <= 0.0
    r = AdmissibilityRegion(base.allowed_indices, base.relation_blade, frame, "framed", "test")
    with pytest.raises(InnerLoopExhaustion) as ei:
        generate(vocab, seed, region=r, inner_loop_admissibility=True,
                 admissibility_threshold=-1e9)
    assert ei.value.reason is ExhaustionReason.ROTOR_REJECTION
    ok = AdmissibilityRegion(base.allowed_indices, base.relation_blade, -frame, "framed", "test")
    assert generate(vocab, seed, region=ok, inner_loop_admissibility=True,
                    admissibility_threshold=-1e9, max_tokens=1).tokens


def test_margin_mode_needs_a_blade_on_a_constrained_region(vocab):
    r = AdmissibilityRegion.from_tokens(vocab, ["truth", "memory"])
    with pytest.raises(AdmissibilityError, match="margin mode"):
        generate(vocab, "tone", region=r, admissibility_mode="margin")
    # unconstrained walks ignore the mode
    a = generate(vocab, "tone", max_tokens=3, admissibility_mode="margin")
    assert len(a.tokens) == 3


@pytest.mark.parametrize("kw,err", [
    (dict(admissibility_mode="fuzzy"), "admissibility_mode"),
    (dict(admissibility_margin=-0.1), "delta"),
    (dict(admissibility_margin=float("nan")), "delta"),
    (dict(admissibility_threshold=float("inf")), "threshold"),
    (dict(max_tokens=0), "max_tokens"),
    (dict(max_tokens=2.5), "max_tokens"),
    (dict(candidates=[]), "candidates"),
    (dict(candidates=[10**7]), "out of range"),
    (dict(inner_loop_admissibility="yes"), "inner_loop"),
    (dict(region="nope"), "region"),
])
def test_generate_rejects_bad_arguments(vocab, kw, err):
    with pytest.raises(AdmissibilityError, match=err):
        generate(vocab, "tone", **kw)


def test_generate_rejects_unknown_seed_and_out_of_range_region(vocab):
    with pytest.raises(UnknownTokenError, match="'nonword'"):
        generate(vocab, "nonword")
    r = AdmissibilityRegion((vocab.size + 5,), None, None, "big", "test")
    with pytest.raises(AdmissibilityError, match="out of range"):
        generate(vocab, "tone", region=r)
    with pytest.raises(AdmissibilityError, match="seed"):
        generate(vocab, 3.5)


def test_one_trace_step_per_token_also_unconstrained(vocab):
    res = generate(vocab, "symbol", max_tokens=5)
    assert [s.step_index for s in res.steps] == list(range(5))
    assert all(s.verdict["reason"] == "unconstrained" for s in res.steps)
    assert [s.selected_word for s in res.steps] == list(res.tokens)


def test_canonical_omits_empty_rejected_attempts():
    s = AdmissibilityTraceStep(0, "r", "t", 10, 2, 4, "w", {"admitted": True, "score": 0.5,
                                                           "reason": "x"})
    assert "rejected_attempts" not in s.canonical()
    s2 = AdmissibilityTraceStep(0, "r", "t", 10, 2, 4, "w", {"admitted": True, "score": 0.5,
                                                            "reason": "x"}, ((1, "v", 0.25),))
    assert s2.canonical()["rejected_attempts"] == [[1, "v", "0.250000000"]]
    assert s.canonical()["verdict"]["score"] == "0.500000000"


def test_fixed_float_precision_absorbs_last_bit_differences():
    assert fmt_float(0.1 + 0.2) == fmt_float(0.3) == "0.300000000"
    assert fmt_float(-1e-13) == fmt_float(0.0) == "0.000000000"
    with pytest.raises(ValueError):
        fmt_float(float("nan"))


def test_hash_binds_pack_checksum_and_config(vocab):
    res = generate(vocab, "tone", max_tokens=3)
    common = dict(tokens=res.tokens, seed=res.seed, config=res.config)
    assert compute_trace_hash(res.steps, pack_checksum=vocab.checksum, **common) == res.trace_hash
    assert compute_trace_hash(res.steps, pack_checksum="0" * 64, **common) != res.trace_hash
    other = generate(vocab, "tone", max_tokens=3, admissibility_threshold=0.5)
    assert other.tokens == res.tokens and other.trace_hash != res.trace_hash


def _walk_signature(vocab):
    r = AdmissibilityRegion.from_tokens(vocab, ["truth", "tone", "memory", "wisdom", "evidence"],
                                        blade_token="causes")
    out = []
    for kw in (dict(), dict(region=r, inner_loop_admissibility=True, admissibility_threshold=1.0),
               dict(region=r, admissibility_mode="margin", admissibility_margin=0.05)):
        try:
            res = generate(vocab, "voice", max_tokens=4, **kw)
            out.append((res.tokens, json.dumps(res.canonical_steps(), sort_keys=True),
                        res.trace_hash))
        except InnerLoopExhaustion as e:
            out.append(("refused", e.reason.value, e.step_index))
    return out


def test_five_reruns_give_identical_traces_and_hashes(vocab):
    first = _walk_signature(vocab)
    for _ in range(4):
        assert _walk_signature(vocab) == first


def test_jit_and_eager_give_the_same_decisions(vocab):
    jitted = _walk_signature(vocab)
    with jax.disable_jit():
        eager = _walk_signature(vocab)
    assert eager == jitted


_FRESH = """
import json, sys
from engine.packs import load_pack
from engine.vocab import VocabManifold
from engine.walk import generate
v = VocabManifold.from_pack(load_pack())
r = generate(v, "voice", max_tokens=6)
print(json.dumps([list(r.tokens), r.trace_hash]))
"""


def test_fresh_process_gives_identical_trace_hash(vocab):
    res = generate(vocab, "voice", max_tokens=6)
    out = subprocess.run([sys.executable, "-c", _FRESH], cwd=REPO, capture_output=True,
                         text=True, timeout=300,
                         env={"PYTHONPATH": str(REPO), "JAX_PLATFORMS": "cpu",
                              "PATH": "/usr/bin:/bin"})
    assert out.returncode == 0, out.stderr
    tokens, h = json.loads(out.stdout.strip().splitlines()[-1])
    assert tuple(tokens) == res.tokens and h == res.trace_hash


def _reference_walk(vocab, seed, pool, steps):
    """Independent, slow reference: public cga_jax calls and a plain Python argmax."""
    node = vocab.index_of(seed)
    F = vocab.array[node]
    stops = set(vocab.stop_indices.tolist())
    pool = sorted(set(pool) - stops)
    out, recent = [], []
    for _ in range(min(steps, len(pool))):
        s = np.asarray(cga_jax.score(vocab.array, F))
        best = None
        for i in pool:  # ascending index, strict > : lowest index wins ties
            if i == node or i in recent[-RECENT_WINDOW:]:
                continue
            if best is None or s[i] > s[best]:
                best = i
        F = cga_jax.versor_apply(cga_jax.word_transition_rotor(vocab.array[node],
                                                               vocab.array[best]), F)
        node = best
        recent.append(best)
        out.append(vocab.words[best])
    return tuple(out)


@pytest.mark.parametrize("n_pool", [150, 300])  # gathered-subset view and full-array view
def test_walk_matches_an_independent_reference(vocab, n_pool):
    pool = list(range(10, 10 + n_pool))
    res = generate(vocab, "tone", max_tokens=6, candidates=pool)
    assert res.tokens == _reference_walk(vocab, "tone", pool, 6)


def test_walk_resolves_equal_scores_to_the_lowest_index_across_five_runs():
    rng = np.random.default_rng(3)
    V = np.zeros((6, 32))
    V[:, 0] = 1.0
    V[:, 6] = rng.normal(scale=0.4, size=6)
    V /= np.sqrt(V[:, :1] ** 2 + V[:, 6:7] ** 2)
    V[4] = V[2]
    V[5] = V[2]  # rows 2, 4, 5 tie against every field
    v = VocabManifold(list("abcdef"), V)
    seed = int(np.argmin(np.abs(V[:, 6] - V[2, 6]) + (np.arange(6) == 2) * 9 + (np.arange(6) >= 4) * 9))
    picks = set()
    for _ in range(5):
        res = generate(v, seed, max_tokens=1, candidates=[2, 4, 5])
        picks.add(res.indices[0])
    assert picks == {2}
    # after a rejection of the lowest tied index, the next-lowest tied index is chosen
    r = AdmissibilityRegion((2, 4, 5), np.asarray(V[0]), None, "tie", "test")
    res = generate(v, seed, max_tokens=1, region=r, inner_loop_admissibility=True,
                   admissibility_threshold=-1e9)
    assert res.indices == (2,)


@pytest.mark.parametrize("on_device", [True, False])
def test_host_and_device_pick_decide_identically(vocab, monkeypatch, on_device):
    """The per-step pick runs on the host (CPU backend) or on the device (accelerators);
    both must give the same tokens, traces and hashes, ties and rejections included."""
    import engine.walk as W

    auto = _walk_signature(vocab)
    monkeypatch.setattr(W, "SELECT_ON_DEVICE", on_device)
    assert _walk_signature(vocab) == auto
    test_walk_resolves_equal_scores_to_the_lowest_index_across_five_runs()
    r = AdmissibilityRegion.from_tokens(vocab, vocab.words[20:320], blade_token="causes")
    a = generate(vocab, "tone", max_tokens=4, region=r, inner_loop_admissibility=True,
                 admissibility_threshold=1.5)
    monkeypatch.setattr(W, "SELECT_ON_DEVICE", not on_device)
    b = generate(vocab, "tone", max_tokens=4, region=r, inner_loop_admissibility=True,
                 admissibility_threshold=1.5)
    assert (a.tokens, a.trace_hash) == (b.tokens, b.trace_hash)
    assert any(s.rejected_attempts for s in a.steps)
