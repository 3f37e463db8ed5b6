"""Bilinear products of Cl(4,1) on (..., 32) float64 arrays, generated from the product table.

Each product is ``c = sum_i a_i * (b[..., J_i] * s_i)``: for every left blade i, a fixed
permutation J_i of the right operand's components and a fixed sign row s_i. XLA fuses the 32
gathers, multiplies and adds into one loop, which measured ~2.5x faster on CPU than the fully
unrolled 1024-term expression (kingdon's code-generation style) and compiles in ~0.2 s.
"""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

from .layout import GRADES, INNER_WEIGHTS, N_COMPONENTS
from .tables import (
    LEFT_CONTRACTION_SIGN,
    OUTER_SIGN,
    PRODUCT_INDEX,
    PRODUCT_SIGN,
    RIGHT_CONTRACTION_SIGN,
)
from .validation import check_multivector

__all__ = [
    "geometric_product",
    "outer_product",
    "left_contraction",
    "right_contraction",
    "scalar_product",
    "cga_inner",
]


def _gather_form(sign_table: np.ndarray, left_rows=None) -> tuple[tuple[int, np.ndarray, np.ndarray], ...]:
    """Rewrite a sign table as rows (i, J_i, s_i) with c_k += a_i * s_i[k] * b[J_i[k]].

    ``left_rows`` restricts the left operand to known-nonzero components (e.g. a bivector),
    which shrinks the traced graph — and the compile time — of kernels that use it.
    """
    rows = []
    for i in (range(N_COMPONENTS) if left_rows is None else left_rows):
        perm = np.zeros(N_COMPONENTS, dtype=np.int64)
        signs = np.zeros(N_COMPONENTS, dtype=np.float64)
        for j in range(N_COMPONENTS):
            k = PRODUCT_INDEX[i, j]
            perm[k] = j
            signs[k] = sign_table[i, j]
        if np.any(signs):
            rows.append((i, perm, signs))
    return tuple(rows)


def _make_product(sign_table: np.ndarray, left_rows=None):
    rows = _gather_form(sign_table, left_rows)

    def product(a, b):
        out = None
        for i, perm, signs in rows:
            term = a[..., i : i + 1] * (b[..., perm] * signs)
            out = term if out is None else out + term
        return out

    return product


_GEOMETRIC = _make_product(PRODUCT_SIGN)
_OUTER = _make_product(OUTER_SIGN)
_LEFT = _make_product(LEFT_CONTRACTION_SIGN)
_RIGHT = _make_product(RIGHT_CONTRACTION_SIGN)
#: ``B x`` for a bivector B (only its 10 grade-2 components are read).
_BIVECTOR_TIMES = _make_product(PRODUCT_SIGN, left_rows=tuple(np.flatnonzero(GRADES == 2)))
_WEIGHTS = np.asarray(INNER_WEIGHTS)


def _binary(kernel, name: str):
    def op(a, b):
        check_multivector(a, name, "a")
        check_multivector(b, name, "b")
        return kernel(a, b)

    op.__name__ = name
    op.__qualname__ = name
    return op



geometric_product = jax.jit(_binary(_GEOMETRIC, "geometric_product"))
geometric_product.__doc__ = "Geometric product ``a b``; a, b: float64 (..., 32), broadcast; returns (..., 32)."
outer_product = jax.jit(_binary(_OUTER, "outer_product"))
outer_product.__doc__ = "Outer (wedge) product ``a ^ b``: grade |A|+|B| parts of ``a b``; (..., 32)."
left_contraction = jax.jit(_binary(_LEFT, "left_contraction"))
left_contraction.__doc__ = "Left contraction ``a _| b``: grade |B|-|A| parts of ``a b``; (..., 32)."
right_contraction = jax.jit(_binary(_RIGHT, "right_contraction"))
right_contraction.__doc__ = "Right contraction ``a |_ b``: grade |A|-|B| parts of ``a b``; (..., 32)."


def _scalar(a, b, name):
    check_multivector(a, name, "a")
    check_multivector(b, name, "b")
    # <ab>_0 = sum_I m_I a_I b_I: the only terms of the product that land on the scalar.
    return jnp.sum(a * (b * _WEIGHTS), axis=-1)


@jax.jit
def scalar_product(a, b):
    """Scalar product ``<a b>_0`` (Dorst's ``A * B``); a, b: float64 (..., 32); returns (...)."""
    return _scalar(a, b, "scalar_product")


@jax.jit
def cga_inner(a, b):
    """The engine's similarity ``<a b>_0`` — NOT ``<a b~>_0``; float64 (..., 32) -> (...)."""
    return _scalar(a, b, "cga_inner")
