"""SPEC §1 versor contracts: normalisation refuses, never substitutes; transition rotors."""
import jax.numpy as jnp
import numpy as np
import pytest

import cga_jax as cga
from cga_jax import tolerances as tol

from .helpers import assert_close


def _rotor(rng, scale=0.5):
    return cga.exp_bivector(jnp.asarray(rng.standard_normal(32) * (cga.GRADES == 2) * scale))


def test_normalize_scales_a_versor_to_unit():
    rng = np.random.default_rng(31)
    r = _rotor(rng)
    out = cga.normalize_to_versor(3.7 * r)
    assert_close(out, r, atol=1e-14)
    assert float(cga.versor_condition(out)) < 1e-12


@pytest.mark.parametrize(
    "make, reason",
    [
        (lambda: jnp.zeros(32), "norm"),
        (lambda: jnp.full(32, 1e-13), "norm"),
        (lambda: cga.basis_blade("e12"), "<= 0"),  # e12 e12~ = +1? no: reverse gives +1 — see below
        (lambda: cga.basis_blade("e5"), "<= 0"),
        (lambda: cga.ONE + cga.basis_blade("e1"), "not a versor"),
    ],
    ids=["zero", "tiny", "bivector_ok_or_refused", "negative_square", "mixed_grade"],
)
def test_normalize_refuses_with_a_typed_error(make, reason):
    v = make()
    vv = float(cga.norm_squared(v))
    if vv > 0 and reason == "<= 0":
        # e12 e12~ = 1: a genuine versor, which must be accepted unchanged
        assert_close(cga.normalize_to_versor(v), v, atol=0)
        return
    with pytest.raises(cga.VersorError, match="normalize_to_versor") as info:
        cga.normalize_to_versor(v)
    assert reason in str(info.value)


def test_normalize_never_returns_a_substitute_for_nan():
    with pytest.raises(cga.InputError, match="normalize_to_versor: argument 'v'"):
        cga.normalize_to_versor(jnp.full(32, jnp.nan))


def test_transition_rotor_is_identity_for_equal_words():
    rng = np.random.default_rng(32)
    a = _rotor(rng)
    assert_close(cga.word_transition_rotor(a, a), cga.ONE, atol=0)
    assert_close(cga.word_transition_rotor(a, a + 1e-8), cga.ONE, atol=0)


def test_transition_rotor_carries_a_to_b():
    rng = np.random.default_rng(33)
    for _ in range(20):
        a, b = _rotor(rng), _rotor(rng)
        r = cga.word_transition_rotor(a, b)
        assert float(cga.versor_condition(r)) < tol.TRANSITION_MAX_CONDITION
        assert_close(cga.geometric_product(r, a), b, atol=1e-12)


def test_transition_rotor_refuses_non_versor_words():
    a = cga.ONE
    b = cga.ONE + cga.basis_blade("e1")
    with pytest.raises(cga.VersorError, match="word_transition_rotor"):
        cga.word_transition_rotor(a, b)


def test_versor_apply_keeps_a_unit_field_unit_over_many_steps():
    # Compact (rotation-plane) rotors keep coefficients bounded, so rounding cannot accumulate;
    # boosts grow coefficients geometrically, which the engine's drift check exists to catch.
    rng = np.random.default_rng(34)
    planes = np.isin(np.arange(32), [cga.blade_index(p) for p in ("e12", "e13", "e23", "e14", "e24", "e34")])
    def rot():
        return cga.exp_bivector(jnp.asarray(rng.standard_normal(32) * planes * 0.5))
    f = rot()
    for _ in range(200):
        f = cga.versor_apply(rot(), f)
    assert float(cga.versor_condition(f)) < tol.VERSOR_CONDITION_MAX


def test_log_rotor_refuses_non_rotors():
    with pytest.raises(cga.VersorError, match="log_rotor: argument 'r'"):
        cga.log_rotor(cga.basis_blade("e1"))
    with pytest.raises(cga.VersorError, match="unit rotor"):
        cga.log_rotor(2.0 * cga.ONE)


def test_transition_parts_under_jit_agree_with_the_host_rotor():
    import jax

    rng = np.random.default_rng(35)
    a, b = _rotor(rng), _rotor(rng)
    rotor, stats = jax.jit(cga.transition_rotor_parts)(a, b)
    assert_close(rotor, cga.word_transition_rotor(a, b), atol=0)
    cga.check_transition_stats(stats)  # a good pair passes the host rules
    bad_rotor, bad_stats = cga.transition_rotor_parts(cga.ONE, cga.ONE + cga.basis_blade("e1"))
    with pytest.raises(cga.VersorError, match="word_transition_rotor: argument 'b a~'"):
        cga.check_transition_stats(bad_stats)


def test_host_reference_ops_match_the_device_kernels():
    rng = np.random.default_rng(36)
    a, b = rng.standard_normal((2, 32))
    assert_close(cga.host.geometric_product(a, b), cga.geometric_product(a, b), atol=1e-12)
    assert_close(cga.host.cga_inner(a[None], b), cga.cga_inner(a, b)[None], atol=1e-12)
    r = np.asarray(_rotor(rng))
    assert abs(cga.host.versor_condition(r) - float(cga.versor_condition(r))) < 1e-14
    assert abs(cga.host.norm_squared(r) - float(cga.norm_squared(r))) < 1e-14
