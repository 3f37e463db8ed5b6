"""The scoring kernels: score = cga_inner for every candidate; deterministic ties."""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

import cga_jax as cga

from .helpers import assert_close


def test_score_equals_cga_inner_per_candidate():
    rng = np.random.default_rng(21)
    cand = jnp.asarray(rng.standard_normal((500, 32)))
    q = jnp.asarray(rng.standard_normal(32))
    assert_close(cga.score(cand, q), cga.cga_inner(cand, q), atol=1e-12)


def test_score_of_a_query_batch_is_a_matrix():
    rng = np.random.default_rng(22)
    cand = jnp.asarray(rng.standard_normal((100, 32)))
    qs = jnp.asarray(rng.standard_normal((4, 32)))
    out = cga.score(cand, qs)
    assert out.shape == (4, 100)
    for i in range(4):
        assert_close(out[i], cga.score(cand, qs[i]), atol=1e-12)


def test_argmax_first_resolves_exact_ties_to_the_lowest_index():
    scores = jnp.asarray([0.5, 2.0, -1.0, 2.0, 2.0])
    for _ in range(5):
        assert cga.argmax_first(scores) == 1
    mask = jnp.asarray([False, True, False, False, False])
    assert cga.argmax_first(scores, mask) == 3


def test_argmax_first_ties_survive_jit_and_large_arrays():
    n = 100_000
    scores = jnp.zeros(n).at[jnp.asarray([70_000, 5, 99_999])].set(3.0)
    assert cga.argmax_first(scores) == 5
    assert int(jax.jit(lambda s: cga.argmax_first(s))(scores)) == 5


def test_argmax_first_returns_minus_one_when_all_are_excluded():
    scores = jnp.asarray([1.0, 2.0])
    assert cga.argmax_first(scores, jnp.asarray([True, True])) == -1


def test_argmax_first_picks_negative_scores_over_excluded_ones():
    scores = jnp.asarray([5.0, -3.0, -2.0])
    assert cga.argmax_first(scores, jnp.asarray([True, False, False])) == 2


def test_rank_orders_by_score_then_index():
    scores = jnp.asarray([1.0, 3.0, 1.0, 3.0, -2.0, 3.0])
    for _ in range(5):
        assert cga.rank(scores).tolist() == [1, 3, 5, 0, 2, 4]
    assert cga.rank(scores, 2).tolist() == [1, 3]
    assert cga.rank(scores, 0).tolist() == []


def test_rank_treats_signed_zeros_as_a_tie():
    scores = jnp.asarray([-0.0, 0.0, -0.0])
    assert cga.rank(scores).tolist() == [0, 1, 2]


def test_sandwich_matrix_reproduces_versor_apply():
    rng = np.random.default_rng(23)
    v = cga.exp_bivector(jnp.asarray(rng.standard_normal(32) * (cga.GRADES == 2) * 0.6))
    x = jnp.asarray(rng.standard_normal((50, 32)))
    m = cga.sandwich_matrix(v)
    assert m.shape == (32, 32)
    assert_close(x @ m, cga.versor_apply(v, x), atol=1e-12)
    assert_close(cga.batch_sandwich(v, x), cga.versor_apply(v, x), atol=1e-12)


def test_donating_batch_entry_points_give_the_same_values():
    rng = np.random.default_rng(24)
    v = cga.exp_bivector(jnp.asarray(rng.standard_normal(32) * (cga.GRADES == 2) * 0.6))
    x = rng.standard_normal((64, 32))
    a, b = rng.standard_normal((64, 32)), rng.standard_normal((64, 32))
    expected_s = cga.batch_sandwich(v, jnp.asarray(x))
    got_s = cga.batch_sandwich(v, jnp.asarray(x), donate=True)
    assert_close(got_s, expected_s, atol=0)
    expected_p = cga.geometric_product(jnp.asarray(a), jnp.asarray(b))
    got_p = cga.batch_geometric_product(jnp.asarray(a), jnp.asarray(b), donate=True)
    assert_close(got_p, expected_p, atol=0)
