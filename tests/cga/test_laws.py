"""Algebraic laws on >= 100 seeded samples each, with near-identity and large-magnitude cases."""
import jax.numpy as jnp
import numpy as np
import pytest

import cga_jax as cga
from cga_jax.layout import GRADES

from .helpers import assert_close, random_bivector, random_mv, random_points

N = 200
gp = cga.geometric_product


@pytest.fixture
def rng():
    return np.random.default_rng(1234)


@pytest.mark.parametrize("scale", [1e-6, 1.0, 1e3], ids=["tiny", "unit", "large"])
def test_geometric_product_is_associative(rng, scale):
    a, b, c = (random_mv(rng, N, scale) for _ in range(3))
    lhs, rhs = gp(gp(a, b), c), gp(a, gp(b, c))
    assert_close(lhs, rhs, atol=1e-12 * scale**3, rtol=1e-12)


def test_geometric_product_distributes_over_addition(rng):
    a, b, c = (random_mv(rng, N) for _ in range(3))
    assert_close(gp(a, b + c), gp(a, b) + gp(a, c), atol=1e-12)
    assert_close(gp(a + b, c), gp(a, c) + gp(b, c), atol=1e-12)


def test_one_is_the_identity(rng):
    a = random_mv(rng, N)
    assert_close(gp(cga.ONE, a), a, atol=0)
    assert_close(gp(a, cga.ONE), a, atol=0)


def test_reverse_is_an_anti_automorphism(rng):
    a, b = random_mv(rng, N), random_mv(rng, N)
    assert_close(cga.reverse(gp(a, b)), gp(cga.reverse(b), cga.reverse(a)), atol=1e-12)
    assert_close(cga.reverse(cga.reverse(a)), a, atol=0)


def test_grade_involution_is_an_automorphism(rng):
    a, b = random_mv(rng, N), random_mv(rng, N)
    inv = cga.grade_involution
    assert_close(inv(gp(a, b)), gp(inv(a), inv(b)), atol=1e-12)


def test_grade_projections_sum_to_the_input(rng):
    a = random_mv(rng, N)
    total = sum(cga.grade_projection(a, k) for k in range(6))
    assert_close(total, a, atol=0)


def test_wedge_of_vectors_is_antisymmetric_and_nilpotent(rng):
    v = random_mv(rng, N) * (GRADES == 1).astype(np.float64)
    w = random_mv(rng, N) * (GRADES == 1).astype(np.float64)
    assert_close(cga.outer_product(v, w), -cga.outer_product(w, v), atol=1e-12)
    assert_close(cga.outer_product(v, v), jnp.zeros_like(v), atol=1e-12)


def test_wedge_of_blades_commutes_by_grade(rng):
    # A_r ^ B_s = (-1)^(rs) B_s ^ A_r
    for r in range(1, 4):
        for s in range(1, 4):
            a = cga.grade_projection(random_mv(rng, N), r)
            b = cga.grade_projection(random_mv(rng, N), s)
            assert_close(cga.outer_product(a, b), (-1) ** (r * s) * cga.outer_product(b, a), atol=1e-12)


def test_wedge_is_associative(rng):
    a, b, c = (random_mv(rng, N) for _ in range(3))
    w = cga.outer_product
    assert_close(w(w(a, b), c), w(a, w(b, c)), atol=1e-12)


def test_vector_product_splits_into_inner_and_outer(rng):
    v = random_mv(rng, N) * (GRADES == 1).astype(np.float64)
    w = random_mv(rng, N) * (GRADES == 1).astype(np.float64)
    assert_close(gp(v, w), cga.left_contraction(v, w) + cga.outer_product(v, w), atol=1e-12)


def test_dual_undual_round_trip(rng):
    a = random_mv(rng, N)
    assert_close(cga.undual(cga.dual(a)), a, atol=1e-12)


def test_cga_inner_equals_scalar_part_of_product(rng):
    a, b = random_mv(rng, N), random_mv(rng, N)
    assert_close(cga.cga_inner(a, b), gp(a, b)[..., 0], atol=1e-12)


def test_null_basis_contracts_to_minus_one():
    assert float(cga.cga_inner(cga.N_O, cga.N_INF)) == -1.0
    assert float(cga.cga_inner(cga.N_O, cga.N_O)) == 0.0
    assert float(cga.cga_inner(cga.N_INF, cga.N_INF)) == 0.0


def _exp_series(b, squarings=12, terms=24):
    """An independent exp: Taylor series after scaling, then repeated squaring."""
    x = b / 2.0**squarings
    acc = jnp.broadcast_to(cga.ONE, b.shape)
    term = acc
    for n in range(1, terms):
        term = gp(term, x) / n
        acc = acc + term
    for _ in range(squarings):
        acc = gp(acc, acc)
    return acc


def _plane_bivectors(rng, n, planes, scale):
    out = np.zeros((n, 32))
    for p in planes:
        out[:, cga.blade_index(p)] = rng.uniform(-scale, scale, n)
    return jnp.asarray(out)


EXP_CASES = {
    "rotation": (["e12"], 3.0),
    "boost": (["e15"], 2.0),
    "null_translator": (["e14", "e15"], 2.0),  # e1^(e4+e5) with equal coefficients is null
    "double_rotation": (["e12", "e34"], 3.0),
    "rotation_plus_boost": (["e12", "e35"], 2.0),
}


@pytest.mark.parametrize("case", list(EXP_CASES))
def test_exp_matches_series_on_plane_families(rng, case):
    planes, scale = EXP_CASES[case]
    b = _plane_bivectors(rng, N, planes, scale)
    if case == "null_translator":
        b = b.at[:, cga.blade_index("e15")].set(b[:, cga.blade_index("e14")])
    assert_close(cga.exp_bivector(b), _exp_series(b), atol=1e-9, rtol=1e-9)


@pytest.mark.parametrize("scale", [1e-8, 1e-3, 0.5, 2.0], ids=["near_identity", "small", "unit", "large"])
def test_exp_matches_series_on_general_bivectors(rng, scale):
    b = random_bivector(rng, N, scale)
    assert_close(cga.exp_bivector(b), _exp_series(b), atol=1e-9, rtol=1e-9)


@pytest.mark.parametrize("scale", [1e-8, 0.3, 1.0], ids=["near_identity", "small", "unit"])
def test_exp_gives_unit_rotors(rng, scale):
    r = cga.exp_bivector(random_bivector(rng, N, scale))
    assert np.all(np.asarray(cga.versor_condition(r)) < 1e-10)


@pytest.mark.parametrize("scale", [1e-8, 0.3, 1.0], ids=["near_identity", "small", "unit"])
def test_log_inverts_exp(rng, scale):
    b = random_bivector(rng, N, scale)
    r = cga.exp_bivector(b)
    log = cga.log_rotor(r)
    assert_close(cga.exp_bivector(log), r, atol=1e-10, rtol=1e-10)
    if scale <= 0.3:
        # inside the principal range (all plane angles < pi) the log recovers B itself
        assert_close(log, b, atol=1e-8 * scale + 1e-14, rtol=1e-7)


@pytest.mark.parametrize("case", list(EXP_CASES))
def test_log_inverts_exp_on_plane_families(rng, case):
    planes, _ = EXP_CASES[case]
    b = _plane_bivectors(rng, N, planes, 1.0)
    if case == "null_translator":
        b = b.at[:, cga.blade_index("e15")].set(b[:, cga.blade_index("e14")])
    r = cga.exp_bivector(b)
    assert_close(cga.log_rotor(r), b, atol=1e-9, rtol=1e-9)


def test_rotor_power_one_is_the_rotor(rng):
    r = cga.exp_bivector(random_bivector(rng, N, 0.5))
    assert_close(cga.rotor_power(r, 1.0), r, atol=1e-12)


def test_rotor_powers_add(rng):
    r = cga.exp_bivector(random_bivector(rng, N, 0.5))
    for a, b in [(0.3, 0.5), (-0.7, 0.2), (1.5, -0.25)]:
        lhs = gp(cga.rotor_power(r, a), cga.rotor_power(r, b))
        assert_close(lhs, cga.rotor_power(r, a + b), atol=1e-11, rtol=1e-11)


def test_rotor_power_zero_is_identity(rng):
    r = cga.exp_bivector(random_bivector(rng, N, 0.5))
    assert_close(cga.rotor_power(r, 0.0), jnp.broadcast_to(cga.ONE, r.shape), atol=0)


@pytest.mark.parametrize("scale", [1e-6, 1.0, 1e3], ids=["tiny", "unit", "large"])
def test_up_is_null(rng, scale):
    x = random_points(rng, N, scale)
    p = cga.up(x)
    # e4/e5 coefficients are |x|^2/2 -+ 1/2: cancellation leaves ~eps |x|^4 in float64
    assert_close(cga.cga_inner(p, p), jnp.zeros(N), atol=1e-12 + 1e-14 * scale**4)


@pytest.mark.parametrize("scale", [1e-6, 1.0, 1e3], ids=["tiny", "unit", "large"])
def test_up_inner_product_is_half_squared_distance(rng, scale):
    x, y = random_points(rng, N, scale), random_points(rng, N, scale)
    expected = -0.5 * jnp.sum((x - y) ** 2, axis=-1)
    assert_close(cga.cga_inner(cga.up(x), cga.up(y)), expected, atol=1e-12 + 1e-14 * scale**4, rtol=1e-12)


@pytest.mark.parametrize("scale", [1e-6, 1.0, 1e3], ids=["tiny", "unit", "large"])
def test_down_inverts_up_at_any_weight(rng, scale):
    x = random_points(rng, N, scale)
    w = jnp.asarray(rng.uniform(0.1, 10.0, (N, 1)))
    # the weight -p.n_inf = p5 - p4 cancels two ~|x|^2 numbers: relative error ~eps |x|^2
    tol = 1e-14 * max(1.0, scale) ** 3
    assert_close(cga.down(cga.up(x)), x, atol=tol, rtol=1e-12)
    assert_close(cga.down(w * cga.up(x)), x, atol=tol, rtol=1e-12)


def test_translator_moves_points(rng):
    x, t = random_points(rng, N), random_points(rng, N)
    moved = cga.versor_apply(cga.translator(t), cga.up(x))
    assert_close(cga.down(moved), x + t, atol=1e-12)
    assert_close(moved, cga.up(x + t), atol=1e-12)


def test_dilator_scales_about_the_origin(rng):
    x = random_points(rng, N)
    s = jnp.asarray(rng.uniform(0.1, 10.0, N))
    scaled = cga.versor_apply(cga.dilator(s), cga.up(x))
    assert_close(cga.down(scaled), s[:, None] * x, atol=1e-12, rtol=1e-12)


def test_rotor_sandwich_preserves_the_inner_product_of_vectors(rng):
    r = cga.exp_bivector(random_bivector(rng, N, 0.7))
    x, y = random_points(rng, N), random_points(rng, N)
    px, py = cga.versor_apply(r, cga.up(x)), cga.versor_apply(r, cga.up(y))
    # images of vectors stay vectors, null points stay null, and X . Y is invariant
    assert_close(px * (GRADES != 1).astype(np.float64), jnp.zeros_like(px), atol=1e-10)
    assert_close(cga.cga_inner(px, px), jnp.zeros(N), atol=1e-9)
    assert_close(cga.cga_inner(px, py), cga.cga_inner(cga.up(x), cga.up(y)), atol=1e-9, rtol=1e-9)


def test_euclidean_motor_preserves_distances(rng):
    # rotation planes e12/e13/e23 plus a translator: a rigid motion keeps |x - y|
    rot = jnp.asarray(rng.standard_normal((N, 32)) * np.isin(np.arange(32), [6, 7, 10]))
    motor = gp(cga.translator(random_points(rng, N)), cga.exp_bivector(rot))
    x, y = random_points(rng, N), random_points(rng, N)
    mx = cga.down(cga.versor_apply(motor, cga.up(x)))
    my = cga.down(cga.versor_apply(motor, cga.up(y)))
    assert_close(jnp.sum((mx - my) ** 2, -1), jnp.sum((x - y) ** 2, -1), atol=1e-10, rtol=1e-10)
