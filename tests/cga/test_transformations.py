"""Eager, jit, vmap and jit+vmap give the same results; every batch shape broadcasts."""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

import cga_jax as cga

from .helpers import assert_close

BATCH_SHAPES = [(), (1,), (7,), (3, 1, 2, 1)]

BINARY = {
    "geometric_product": cga.geometric_product,
    "outer_product": cga.outer_product,
    "left_contraction": cga.left_contraction,
    "right_contraction": cga.right_contraction,
    "scalar_product": cga.scalar_product,
    "cga_inner": cga.cga_inner,
    "sandwich": cga.sandwich,
    "versor_apply": cga.versor_apply,
}
UNARY = {
    "reverse": cga.reverse,
    "grade_involution": cga.grade_involution,
    "clifford_conjugate": cga.clifford_conjugate,
    "dual": cga.dual,
    "undual": cga.undual,
    "norm": cga.norm,
    "norm_squared": cga.norm_squared,
    "coefficient_norm": cga.coefficient_norm,
    "versor_inverse": cga.versor_inverse,
    "versor_condition": cga.versor_condition,
    "grade_projection_2": lambda x: cga.grade_projection(x, 2),
}


def _unit_rotor(rng, shape):
    b = rng.standard_normal(shape + (32,)) * (cga.GRADES == 2) * 0.4
    return cga.exp_bivector(jnp.asarray(b))


def _variants(fn, n_args):
    """The same op run eagerly, under jit, under vmap (over axis 0) and under jit(vmap)."""
    def eager(*args):
        with jax.disable_jit():
            return fn(*args)

    return {
        "eager": eager,
        "jit": jax.jit(fn),
        "vmap": jax.vmap(fn),
        "jit_vmap": jax.jit(jax.vmap(fn)),
    }


@pytest.mark.parametrize("name", list(BINARY))
def test_binary_ops_agree_across_transformations(name):
    rng = np.random.default_rng(11)
    a = _unit_rotor(rng, (9,))
    b = jnp.asarray(rng.standard_normal((9, 32)))
    results = {k: f(a, b) for k, f in _variants(BINARY[name], 2).items()}
    for k, r in results.items():
        assert_close(r, results["eager"], atol=1e-13, rtol=1e-13, msg=k)


@pytest.mark.parametrize("name", list(UNARY))
def test_unary_ops_agree_across_transformations(name):
    rng = np.random.default_rng(12)
    a = _unit_rotor(rng, (9,))
    results = {k: f(a) for k, f in _variants(UNARY[name], 1).items()}
    for k, r in results.items():
        assert_close(r, results["eager"], atol=1e-13, rtol=1e-13, msg=k)


@pytest.mark.parametrize("shape", BATCH_SHAPES, ids=str)
def test_products_broadcast_over_batch_shapes(shape):
    rng = np.random.default_rng(13)
    a = jnp.asarray(rng.standard_normal(shape + (32,)))
    b = jnp.asarray(rng.standard_normal((32,)))
    for name, fn in BINARY.items():
        out = fn(a, b)
        flat = fn(a.reshape(-1, 32), jnp.broadcast_to(b, (int(np.prod(shape, dtype=int)), 32)))
        assert out.shape[: len(shape)] == shape, name
        assert_close(out.reshape(flat.shape), flat, atol=1e-13, rtol=1e-13, msg=name)


@pytest.mark.parametrize("shape", BATCH_SHAPES, ids=str)
def test_exp_log_and_conformal_ops_keep_batch_shapes(shape):
    rng = np.random.default_rng(14)
    b = jnp.asarray(rng.standard_normal(shape + (32,)) * (cga.GRADES == 2) * 0.3)
    r = cga.exp_bivector(b)
    assert r.shape == shape + (32,)
    assert cga.log_rotor(r).shape == shape + (32,)
    assert cga.rotor_power(r, 0.5).shape == shape + (32,)
    x = jnp.asarray(rng.standard_normal(shape + (3,)))
    assert cga.up(x).shape == shape + (32,)
    assert cga.down(cga.up(x)).shape == shape + (3,)
    assert cga.translator(x).shape == shape + (32,)


def test_exp_is_differentiable_and_matches_finite_differences():
    rng = np.random.default_rng(15)
    b = jnp.asarray(rng.standard_normal(32) * (cga.GRADES == 2) * 0.5)
    direction = jnp.asarray(rng.standard_normal(32) * (cga.GRADES == 2))
    f = lambda t: cga.exp_bivector(b + t * direction)[0]  # noqa: E731
    grad = jax.grad(f)(0.0)
    h = 1e-6
    fd = (f(h) - f(-h)) / (2 * h)
    assert abs(float(grad) - float(fd)) < 1e-6


def test_cga_inner_gradient_is_the_metric_weighted_other_argument():
    rng = np.random.default_rng(16)
    a, b = (jnp.asarray(rng.standard_normal(32)) for _ in range(2))
    g = jax.grad(cga.cga_inner)(a, b)
    assert_close(g, b * cga.INNER_WEIGHTS, atol=0)
