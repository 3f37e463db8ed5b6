"""Agreement with the independent `clifford` package on 1000 random pairs per product (1e-12)."""
import clifford
import numpy as np
import pytest

import cga_jax as cga
from cga_jax import layout

from .helpers import assert_close

N_PAIRS = 1000
ATOL = 1e-12


@pytest.fixture(scope="module")
def oracle():
    lay, _ = clifford.Cl(4, 1)
    assert [tuple(t) for t in lay.bladeTupList] == [tuple(b) for b in layout.BLADES]
    assert list(lay.sig) == [1, 1, 1, 1, -1]
    return lay


@pytest.fixture(scope="module")
def pairs():
    rng = np.random.default_rng(20261129)
    return rng.standard_normal((N_PAIRS, 32)), rng.standard_normal((N_PAIRS, 32))


def _oracle_binary(lay, fn, a, b):
    return np.stack([fn(lay.MultiVector(x), lay.MultiVector(y)).value for x, y in zip(a, b)])


def _oracle_unary(lay, fn, a):
    return np.stack([fn(lay.MultiVector(x)).value for x in a])


@pytest.mark.parametrize(
    "ours, theirs",
    [
        (cga.geometric_product, lambda x, y: x * y),
        (cga.outer_product, lambda x, y: x ^ y),
        (cga.left_contraction, lambda x, y: x.lc(y)),
        # A |_ B = (B~ _| A~)~
        (cga.right_contraction, lambda x, y: ((~y).lc(~x)).__invert__()),
        (cga.scalar_product, lambda x, y: (x * y)(0)),
    ],
    ids=["geometric", "outer", "left_contraction", "right_contraction", "scalar"],
)
def test_binary_products_agree_with_clifford(oracle, pairs, ours, theirs):
    a, b = pairs
    expected = _oracle_binary(oracle, theirs, a, b)
    got = np.asarray(ours(a, b))
    if got.ndim == 1:
        expected = expected[:, 0]
    assert_close(got, expected, atol=ATOL, rtol=0)


def test_cga_inner_is_the_scalar_part_of_the_geometric_product(oracle, pairs):
    a, b = pairs
    expected = _oracle_binary(oracle, lambda x, y: (x * y)(0), a, b)[:, 0]
    assert_close(cga.cga_inner(a, b), expected, atol=ATOL, rtol=0)


@pytest.mark.parametrize(
    "ours, theirs",
    [
        (cga.reverse, lambda x: ~x),
        (cga.grade_involution, lambda x: x.gradeInvol()),
        (cga.clifford_conjugate, lambda x: x.conjugate()),
        (cga.dual, lambda x: x * x.layout.pseudoScalar.inv()),
    ],
    ids=["reverse", "grade_involution", "clifford_conjugate", "dual"],
)
def test_unary_maps_agree_with_clifford(oracle, pairs, ours, theirs):
    a, _ = pairs
    assert_close(ours(a), _oracle_unary(oracle, theirs, a), atol=ATOL, rtol=0)


def test_grade_projection_agrees_with_clifford(oracle, pairs):
    a, _ = pairs
    for k in range(6):
        assert_close(cga.grade_projection(a, k), _oracle_unary(oracle, lambda x: x(k), a), atol=0, rtol=0)


def test_versor_inverse_and_sandwich_agree_with_clifford(oracle):
    rng = np.random.default_rng(7)
    # versors: products of random non-null vectors
    vecs = rng.standard_normal((200, 3, 32)) * (layout.GRADES == 1)
    x = rng.standard_normal((200, 32))
    for v3, xx in zip(vecs, x):
        v = oracle.MultiVector(v3[0]) * oracle.MultiVector(v3[1]) * oracle.MultiVector(v3[2])
        assert_close(cga.versor_inverse(v.value), v.inv().value, atol=1e-10, rtol=1e-10)
        expected = (v * oracle.MultiVector(xx) * v.inv()).value
        assert_close(cga.sandwich(v.value, xx), expected, atol=1e-10, rtol=1e-10)
