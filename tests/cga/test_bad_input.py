"""Bad input raises a typed InputError/VersorError naming the function and the argument."""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

import cga_jax as cga

GOOD_MV = np.zeros(32)
GOOD_MV[0] = 1.0

# (public name, callable taking the bad value in the slot named by `argument`, argument)
MV_SLOTS = [
    ("geometric_product", lambda x: cga.geometric_product(x, GOOD_MV), "a"),
    ("geometric_product", lambda x: cga.geometric_product(GOOD_MV, x), "b"),
    ("outer_product", lambda x: cga.outer_product(x, GOOD_MV), "a"),
    ("left_contraction", lambda x: cga.left_contraction(GOOD_MV, x), "b"),
    ("right_contraction", lambda x: cga.right_contraction(x, GOOD_MV), "a"),
    ("scalar_product", lambda x: cga.scalar_product(x, GOOD_MV), "a"),
    ("cga_inner", lambda x: cga.cga_inner(GOOD_MV, x), "b"),
    ("reverse", cga.reverse, "x"),
    ("grade_involution", cga.grade_involution, "x"),
    ("clifford_conjugate", cga.clifford_conjugate, "x"),
    ("grade_projection", lambda x: cga.grade_projection(x, 1), "x"),
    ("dual", cga.dual, "x"),
    ("undual", cga.undual, "x"),
    ("norm", cga.norm, "x"),
    ("norm_squared", cga.norm_squared, "x"),
    ("coefficient_norm", cga.coefficient_norm, "x"),
    ("versor_inverse", cga.versor_inverse, "v"),
    ("sandwich", lambda x: cga.sandwich(x, GOOD_MV), "v"),
    ("versor_apply", lambda x: cga.versor_apply(GOOD_MV, x), "f"),
    ("versor_condition", cga.versor_condition, "f"),
    ("normalize_to_versor", cga.normalize_to_versor, "v"),
    ("word_transition_rotor", lambda x: cga.word_transition_rotor(x, GOOD_MV), "a"),
    ("exp_bivector", cga.exp_bivector, "b"),
    ("log_rotor", cga.log_rotor, "r"),
    ("rotor_power", lambda x: cga.rotor_power(x, 0.5), "r"),
    ("down", cga.down, "p"),
    ("conformal_weight", cga.conformal_weight, "p"),
    ("score", lambda x: cga.score(np.zeros((4, 32)), x), "query"),
    ("sandwich_matrix", cga.sandwich_matrix, "v"),
    ("batch_sandwich", lambda x: cga.batch_sandwich(GOOD_MV, x), "x"),
    ("batch_geometric_product", lambda x: cga.batch_geometric_product(x, np.zeros((1, 32))), "a"),
]
POINT_SLOTS = [
    ("up", cga.up, "x"),
    ("translator", cga.translator, "t"),
]

BAD_VALUES = {
    "wrong_trailing_size": lambda n: np.zeros(n + 1),
    "float32": lambda n: np.zeros(n, dtype=np.float32),
    "int": lambda n: np.zeros(n, dtype=np.int64),
    "complex": lambda n: np.zeros(n, dtype=np.complex128),
    "list": lambda n: [0.0] * n,
    "scalar": lambda n: 1.0,
}


def _check(fn, bad, function, argument):
    with pytest.raises(cga.CGAError) as info:
        fn(bad)
    msg = str(info.value)
    assert msg.startswith(f"{function}: argument '{argument}'"), msg


@pytest.mark.parametrize("kind", list(BAD_VALUES))
@pytest.mark.parametrize("function, fn, argument", MV_SLOTS, ids=[f"{n}-{a}" for n, _, a in MV_SLOTS])
def test_multivector_arguments_reject_bad_input(function, fn, argument, kind):
    bad = BAD_VALUES[kind](32)
    if function in ("batch_sandwich", "batch_geometric_product") and kind != "scalar" and not isinstance(bad, list):
        bad = bad[None]
    _check(fn, bad, function, argument)


@pytest.mark.parametrize("kind", list(BAD_VALUES))
@pytest.mark.parametrize("function, fn, argument", POINT_SLOTS, ids=[n for n, _, _ in POINT_SLOTS])
def test_point_arguments_reject_bad_input(function, fn, argument, kind):
    _check(fn, BAD_VALUES[kind](3), function, argument)


VALUE_CHECKED = [
    ("normalize_to_versor", cga.normalize_to_versor, "v"),
    ("word_transition_rotor", lambda x: cga.word_transition_rotor(GOOD_MV, x), "b"),
    ("exp_bivector", cga.exp_bivector, "b"),
    ("log_rotor", cga.log_rotor, "r"),
    ("rotor_power", lambda x: cga.rotor_power(x, 1.0), "r"),
    ("down", cga.down, "p"),
]


@pytest.mark.parametrize("bad", [np.nan, np.inf, -np.inf], ids=["nan", "inf", "-inf"])
@pytest.mark.parametrize("function, fn, argument", VALUE_CHECKED, ids=[n for n, _, _ in VALUE_CHECKED])
def test_value_checked_ops_reject_non_finite_input(function, fn, argument, bad):
    x = GOOD_MV.copy()
    x[3] = bad
    _check(fn, x, function, argument)


def test_argmax_and_rank_reject_nan_scores_and_bad_masks():
    nan = np.array([1.0, np.nan])
    _check(cga.argmax_first, nan, "argmax_first", "scores")
    _check(cga.rank, nan, "rank", "scores")
    _check(lambda m: cga.argmax_first(np.ones(2), m), np.zeros(2), "argmax_first", "exclude_mask")
    _check(lambda m: cga.argmax_first(np.ones(2), m), np.zeros(3, dtype=bool), "argmax_first", "exclude_mask")
    _check(cga.argmax_first, np.zeros(0), "argmax_first", "scores")
    _check(lambda k: cga.rank(np.ones(3), k), 4, "rank", "k")
    _check(lambda k: cga.rank(np.ones(3), k), -1, "rank", "k")


def test_scalar_parameters_are_checked():
    _check(lambda k: cga.grade_projection(GOOD_MV, k), 6, "grade_projection", "k")
    _check(lambda k: cga.grade_projection(GOOD_MV, k), 1.0, "grade_projection", "k")
    _check(cga.dilator, -1.0, "dilator", "scale")
    _check(cga.dilator, np.nan, "dilator", "scale")
    _check(cga.dilator, "2", "dilator", "scale")
    _check(lambda a: cga.rotor_power(GOOD_MV, a), np.nan, "rotor_power", "alpha")
    _check(lambda a: cga.rotor_power(GOOD_MV, a), "x", "rotor_power", "alpha")
    _check(cga.blade_index, "e21", "blade_index", "name")


def test_exp_bivector_refuses_non_bivectors():
    _check(cga.exp_bivector, GOOD_MV, "exp_bivector", "b")


def test_down_refuses_points_at_infinity():
    _check(cga.down, np.asarray(cga.N_INF), "down", "p")


def test_score_rejects_badly_shaped_candidate_arrays():
    _check(lambda c: cga.score(c, GOOD_MV), np.zeros(32), "score", "candidates")
    _check(lambda c: cga.score(c, GOOD_MV), np.zeros((2, 2, 32)), "score", "candidates")


def test_checks_also_fire_under_jit():
    with pytest.raises(cga.InputError, match="geometric_product: argument 'a'"):
        jax.jit(lambda x: cga.geometric_product(x, jnp.asarray(GOOD_MV)))(jnp.zeros(31))
