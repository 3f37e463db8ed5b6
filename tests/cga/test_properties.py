"""Property-based checks (hypothesis) of the product laws on arbitrary bounded multivectors."""
import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

import cga_jax as cga

from .helpers import assert_close

multivectors = arrays(np.float64, (32,), elements=st.floats(-100, 100, allow_nan=False, width=64))


@settings(max_examples=60, deadline=None, derandomize=True)
@given(multivectors, multivectors, multivectors)
def test_associativity_property(a, b, c):
    gp = cga.geometric_product
    scale = 1.0 + float(np.abs(a).max() * np.abs(b).max() * np.abs(c).max())
    assert_close(gp(gp(a, b), c), gp(a, gp(b, c)), atol=1e-12 * scale * 100, rtol=0)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(multivectors, multivectors)
def test_reverse_of_product_property(a, b):
    scale = 1.0 + float(np.abs(a).max() * np.abs(b).max())
    lhs = cga.reverse(cga.geometric_product(a, b))
    rhs = cga.geometric_product(cga.reverse(b), cga.reverse(a))
    assert_close(lhs, rhs, atol=1e-13 * scale * 32, rtol=0)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(multivectors, multivectors)
def test_cga_inner_is_symmetric_property(a, b):
    # <ab>_0 = <ba>_0 for every pair of multivectors
    assert float(cga.cga_inner(a, b)) == float(cga.cga_inner(b, a))
