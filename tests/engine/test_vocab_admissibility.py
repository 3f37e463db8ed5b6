"""VocabManifold, regions, check_transition, ranking and the margin rule (SPEC §2, §4)."""
from __future__ import annotations

import math

import numpy as np
import pytest
from cga_jax.errors import InputError

from cga_jax import host as H
from engine.admissibility import (
    AdmissibilityRegion,
    RankedCandidate,
    check_margin,
    check_transition,
    intersect,
    rank_candidates_by_blade,
)
from engine.errors import AdmissibilityError, UnknownTokenError
from engine.vocab import VocabManifold


def _tie_vocab():
    """Rows 1, 3 and 4 are the same versor: equal scores against any field."""
    rng = np.random.default_rng(1)
    base = np.zeros((5, 32))
    base[:, 0] = 1.0
    base[:, 6] = rng.normal(scale=0.3, size=5)  # e12 rotation
    base /= np.sqrt(base[:, :1] ** 2 + base[:, 6:7] ** 2)
    base[3] = base[1]
    base[4] = base[1]
    return VocabManifold(["a", "b", "c", "d", "e"], base)


def test_index_of_and_unknown_token_names_it(vocab):
    assert vocab.words[vocab.index_of("truth")] == "truth"
    with pytest.raises(UnknownTokenError, match="'glorbix'"):
        vocab.index_of("glorbix")
    with pytest.raises(UnknownTokenError):
        vocab.index_of(3)


def test_get_versor_at_and_range_errors(vocab, pack):
    np.testing.assert_array_equal(np.asarray(vocab.get_versor_at(5)), pack.versors[5])
    for bad in (-1, vocab.size, True, 2.0):
        with pytest.raises(AdmissibilityError, match="get_versor_at"):
            vocab.get_versor_at(bad)


def test_nearest_matches_host_argmax(vocab, pack):
    F = pack.versors[vocab.index_of("memory")]
    s = H.cga_inner(pack.versors, F)
    i = vocab.nearest(F)
    assert i == int(np.argmax(s))
    j = vocab.nearest(F, exclude=[i])
    s2 = s.copy()
    s2[i] = -np.inf
    assert j == int(np.argmax(s2))


def test_nearest_over_candidate_subset(vocab, pack):
    F = pack.versors[vocab.index_of("tone")]
    cand = ["truth", "memory", "voice"]
    idx = [vocab.index_of(t) for t in cand]
    s = H.cga_inner(pack.versors[idx], F)
    assert vocab.nearest(F, candidates=cand) == idx[int(np.argmax(s))]


def test_equal_scores_resolve_to_lowest_index_across_five_runs():
    v = _tie_vocab()
    F = np.asarray(v.host[1])
    results = {v.nearest(F, exclude=[0, 2]) for _ in range(5)}
    assert results == {1}
    results = {v.nearest(F, exclude=[1], candidates=[4, 3, 1]) for _ in range(5)}
    assert results == {3}


@pytest.mark.parametrize("kw,err", [
    (dict(candidates=[]), "is empty"),
    (dict(candidates=[10**6]), "out of range"),
    (dict(candidates=[-1]), "out of range"),
    (dict(exclude=[10**6]), "out of range"),
    (dict(candidates=["nope"]), "nope"),
])
def test_nearest_rejects_bad_index_sets(vocab, pack, kw, err):
    with pytest.raises((AdmissibilityError, UnknownTokenError), match=err):
        vocab.nearest(pack.versors[0], **kw)


def test_nearest_excluding_everything_is_an_error(tiny_vocab):
    with pytest.raises(AdmissibilityError, match="excludes every candidate"):
        tiny_vocab.nearest(tiny_vocab.host[0], exclude=[1], candidates=[1])


@pytest.mark.parametrize("F", [np.full(32, np.nan), np.zeros(31), np.zeros(32, np.float32), "x"])
def test_nearest_rejects_bad_fields(vocab, F):
    with pytest.raises(InputError, match="nearest"):
        vocab.nearest(F)


def test_region_constructors(vocab):
    r = AdmissibilityRegion.from_tokens(vocab, ["truth", "memory"], blade_token="causes")
    assert r.allowed_indices == tuple(sorted([vocab.index_of("truth"), vocab.index_of("memory")]))
    assert r.has_blade and not r.has_frame and not r.is_unconstrained
    assert AdmissibilityRegion.unconstrained().is_unconstrained
    c = AdmissibilityRegion.from_relation_chain(vocab, ["tone", "evidence", "memory", "wisdom"],
                                                relation_token="causes")
    assert c.label == "tone->evidence->memory->wisdom [causes]" and c.source == "relation_chain"
    with pytest.raises(UnknownTokenError, match="zzz"):
        AdmissibilityRegion.from_tokens(vocab, ["zzz"])
    with pytest.raises(AdmissibilityError, match="is empty"):
        AdmissibilityRegion.from_tokens(vocab, [])


def test_region_is_immutable(vocab):
    r = AdmissibilityRegion.from_tokens(vocab, ["truth"], blade_token="causes")
    with pytest.raises(Exception):
        r.label = "x"
    with pytest.raises(ValueError):
        r.relation_blade[0] = 1.0


@pytest.mark.parametrize("blade,err", [
    (np.full(32, np.nan), "NaN"), (np.ones(31), "shape|32"), (np.ones(32, np.float32), "float64")])
def test_region_rejects_bad_blades(blade, err):
    with pytest.raises(AdmissibilityError, match=err):
        AdmissibilityRegion((1, 2), blade, None, "bad", "test")


def test_intersect_never_relaxes(vocab):
    a = AdmissibilityRegion.from_tokens(vocab, ["truth", "memory", "voice"], blade_token="causes")
    b = AdmissibilityRegion.from_tokens(vocab, ["memory", "voice", "tone"])
    c = intersect(a, b)
    assert set(c.allowed_indices) == {vocab.index_of("memory"), vocab.index_of("voice")}
    assert c.has_blade and c.label == f"({a.label})&({b.label})"
    assert intersect(a, AdmissibilityRegion.unconstrained()) is a
    d = AdmissibilityRegion.from_tokens(vocab, ["tone"])
    assert intersect(a, d).allowed_indices == ()
    e = AdmissibilityRegion.from_tokens(vocab, ["truth"], blade_token="means")
    with pytest.raises(AdmissibilityError, match="relation_blade"):
        intersect(a, e)


def test_check_transition_rules(vocab, pack):
    i = vocab.index_of("truth")
    v = pack.versors[i]
    blade = pack.versors[vocab.index_of("causes")]
    s = float(H.cga_inner(v[None], blade)[0])
    r = AdmissibilityRegion.from_tokens(vocab, ["truth"], blade_token="causes")
    ok = check_transition(r, i, v, threshold=s - 1e-6)
    assert ok.admitted and ok.reason == "at_or_above_threshold" and math.isclose(ok.score, s)
    assert not check_transition(r, i, v, threshold=s + 1e-6).admitted
    assert check_transition(r, vocab.index_of("tone"), v).reason == "index_not_allowed"
    zero = AdmissibilityRegion((i,), np.zeros(32), None, "zero", "test")
    assert check_transition(zero, i, v, threshold=1e9).reason == "no_blade_constraint"
    with pytest.raises(AdmissibilityError, match="threshold"):
        check_transition(r, i, v, threshold=float("nan"))
    with pytest.raises(InputError, match="check_transition"):
        check_transition(r, i, np.full(32, np.nan))


def test_rank_candidates_by_blade_orders_and_excludes(vocab, pack):
    toks = ["truth", "memory", "voice", "tone"]
    r = AdmissibilityRegion.from_tokens(vocab, toks, blade_token="causes")
    ranked = rank_candidates_by_blade(r, vocab, exclude=[vocab.index_of("tone")])
    assert [c.word for c in ranked] != [] and "tone" not in [c.word for c in ranked]
    scores = [c.score for c in ranked]
    assert scores == sorted(scores, reverse=True)
    blade = pack.versors[vocab.index_of("causes")]
    for c in ranked:
        assert math.isclose(c.score, float(H.cga_inner(pack.versors[c.index][None], blade)[0]),
                            rel_tol=1e-12, abs_tol=1e-12)


def test_rank_strict_tie_break_by_ascending_index_across_five_runs():
    v = _tie_vocab()
    r = AdmissibilityRegion((0, 1, 3, 4), np.asarray(v.host[1]), None, "ties", "test")
    runs = {tuple(c.index for c in rank_candidates_by_blade(r, v)) for _ in range(5)}
    assert len(runs) == 1
    order = runs.pop()
    tied = [i for i in order if i in (1, 3, 4)]
    assert tied == [1, 3, 4]


def test_rank_needs_a_nonzero_blade(vocab):
    r = AdmissibilityRegion.from_tokens(vocab, ["truth"])
    with pytest.raises(AdmissibilityError, match="nothing to rank"):
        rank_candidates_by_blade(r, vocab)
    z = AdmissibilityRegion((1,), np.zeros(32), None, "z", "test")
    with pytest.raises(AdmissibilityError, match="nothing to rank"):
        rank_candidates_by_blade(z, vocab)


def test_rank_rejects_bad_candidate_sets(vocab):
    r = AdmissibilityRegion.from_tokens(vocab, ["truth"], blade_token="causes")
    with pytest.raises(AdmissibilityError, match="is empty"):
        rank_candidates_by_blade(r, vocab, candidate_indices=[])
    with pytest.raises(AdmissibilityError, match="out of range"):
        rank_candidates_by_blade(r, vocab, candidate_indices=[vocab.size])


def _rc(*scores):
    return tuple(RankedCandidate(i, f"w{i}", s) for i, s in enumerate(scores))


@pytest.mark.parametrize("scores,delta,admitted,reason", [
    ((), 0.4, False, "empty_ranking"),
    ((-0.1,), 0.4, False, "non_positive_top"),
    ((0.0, -1.0), 0.4, False, "non_positive_top"),
    ((0.3,), 0.4, True, "sole_candidate"),
    ((1.0, 0.6), 0.4, True, "margin_at_or_above_delta"),
    ((1.0, 0.61), 0.4, False, "margin_below_delta"),
    ((1.0, 0.9), 0.0, True, "margin_at_or_above_delta"),
])
def test_check_margin_rule(scores, delta, admitted, reason):
    v = check_margin(None, _rc(*scores), delta)
    assert (v.admitted, v.reason) == (admitted, reason)


@pytest.mark.parametrize("delta", [-0.1, float("nan"), float("inf"), "0.4", None, True])
def test_check_margin_rejects_bad_delta(delta):
    with pytest.raises(AdmissibilityError, match="delta"):
        check_margin(None, _rc(1.0, 0.0), delta)
