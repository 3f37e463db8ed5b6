"""Row-sharded scoring over several host CPU devices decides exactly as one device does."""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

import cga_jax as cga


# The several-device path is exercised on the host CPU devices (tests/conftest.py asks XLA for 4),
# whatever the default backend is, so the same test runs on a single-GPU machine too.
CPU = jax.devices("cpu")


def test_suite_runs_with_several_host_devices():
    assert len(CPU) >= 2, "tests/conftest.py sets 4 host CPU devices"


@pytest.mark.parametrize("n", [1, 7, 1000, 1001])
def test_sharded_scores_equal_single_device_scores(n):
    rng = np.random.default_rng(n)
    cand = rng.standard_normal((n, 32))
    q = jnp.asarray(rng.standard_normal(32))
    sharded = cga.shard_candidates(cand, CPU)
    assert len(sharded.array.sharding.device_set) == len(CPU)
    np.testing.assert_allclose(np.asarray(cga.sharded_score(sharded, q)), np.asarray(cga.score(jnp.asarray(cand), q)), rtol=0, atol=1e-12)


def test_sharded_argmax_matches_and_breaks_ties_by_lowest_index():
    rng = np.random.default_rng(5)
    cand = rng.standard_normal((1001, 32))
    # exact duplicates of the best row, one on each shard, must resolve to the lowest index
    q = rng.standard_normal(32)
    best = cga.argmax_first(cga.score(jnp.asarray(cand), jnp.asarray(q)))
    for pos in (999, 600, 300):
        cand[pos] = cand[best]
    sharded = cga.shard_candidates(cand, CPU)
    single = cga.argmax_first(cga.score(jnp.asarray(cand), jnp.asarray(q)))
    assert single == min(best, 300)
    for _ in range(5):
        assert cga.sharded_argmax_first(sharded, jnp.asarray(q)) == single
    mask = np.zeros(1001, dtype=bool)
    mask[single] = True
    expected = cga.argmax_first(cga.score(jnp.asarray(cand), jnp.asarray(q)), jnp.asarray(mask))
    assert cga.sharded_argmax_first(sharded, jnp.asarray(q), mask) == expected
    assert cga.sharded_argmax_first(sharded, jnp.asarray(q), np.ones(1001, dtype=bool)) == -1


def test_sharding_rejects_bad_input():
    with pytest.raises(cga.InputError, match="shard_candidates: argument 'candidates'"):
        cga.shard_candidates(np.zeros((0, 32)), CPU)
    with pytest.raises(cga.InputError, match="shard_candidates: argument 'candidates'"):
        cga.shard_candidates(np.full((2, 32), np.nan), CPU)
    s = cga.shard_candidates(np.ones((3, 32)), CPU)
    with pytest.raises(cga.InputError, match="sharded_argmax_first: argument 'exclude_mask'"):
        cga.sharded_argmax_first(s, jnp.ones(32), np.zeros(4, dtype=bool))
