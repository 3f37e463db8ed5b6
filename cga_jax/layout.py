"""Component layout of Cl(4,1): the public order, grades, metric and the bitmask permutation.

Public order (SPEC §1): by grade, then lexicographic on basis indices. Internally a blade is
also known by its bitmask (bit i-1 set when e_i is a factor), which is how the product tables
are generated. Everything here is plain numpy, computed once at import.
"""
from __future__ import annotations

import itertools

import numpy as np

__all__ = [
    "DIM",
    "N_COMPONENTS",
    "SIGNATURE",
    "BLADES",
    "BLADE_NAMES",
    "GRADES",
    "GRADE_SLICES",
    "BITMASKS",
    "PUBLIC_TO_BITMASK",
    "BITMASK_TO_PUBLIC",
    "INNER_WEIGHTS",
    "REVERSE_SIGNS",
    "INVOLUTION_SIGNS",
    "CONJUGATE_SIGNS",
    "blade_index",
    "blade_product",
]

DIM = 5
N_COMPONENTS = 1 << DIM
#: Metric of e1..e5: (+,+,+,+,-).
SIGNATURE = (1, 1, 1, 1, -1)

#: Basis blades in public order, each as a tuple of 1-based vector indices.
BLADES: tuple[tuple[int, ...], ...] = tuple(
    combo for k in range(DIM + 1) for combo in itertools.combinations(range(1, DIM + 1), k)
)
BLADE_NAMES: tuple[str, ...] = tuple(
    "1" if not b else "e" + "".join(str(i) for i in b) for b in BLADES
)
GRADES = np.array([len(b) for b in BLADES], dtype=np.int64)
GRADE_SLICES: tuple[slice, ...] = (
    slice(0, 1), slice(1, 6), slice(6, 16), slice(16, 26), slice(26, 31), slice(31, 32)
)
BITMASKS = np.array([sum(1 << (i - 1) for i in b) for b in BLADES], dtype=np.int64)
#: ``PUBLIC_TO_BITMASK[p]`` is the bitmask of public component p;
#: ``BITMASK_TO_PUBLIC[m]`` is the public index of the blade with bitmask m.
PUBLIC_TO_BITMASK = BITMASKS.copy()
BITMASK_TO_PUBLIC = np.argsort(BITMASKS).astype(np.int64)

_NAME_TO_INDEX = {name: i for i, name in enumerate(BLADE_NAMES)}


def blade_index(name: str) -> int:
    """Public index of a basis blade given as ``"1"``, ``"e1"``, ``"e12"``, … (ascending)."""
    if name not in _NAME_TO_INDEX:
        from .errors import InputError

        raise InputError("blade_index", "name", f"is not a basis blade name: {name!r}")
    return _NAME_TO_INDEX[name]


def _reorder_sign(a: int, b: int) -> int:
    """Sign from moving the vectors of bitmask b past those of bitmask a into canonical order."""
    swaps = 0
    a >>= 1
    while a:
        swaps += bin(a & b).count("1")
        a >>= 1
    return -1 if swaps & 1 else 1


def blade_product(a: int, b: int) -> tuple[int, int]:
    """Geometric product of two basis blades given as bitmasks: returns (sign, bitmask)."""
    sign = _reorder_sign(a, b)
    common = a & b
    for i in range(DIM):
        if common >> i & 1:
            sign *= SIGNATURE[i]
    return sign, a ^ b


def _metric_weights() -> np.ndarray:
    # <e_I e_I>_0: the scalar part of a basis blade times itself. cga_inner(X, Y) = sum m_I X_I Y_I.
    return np.array([blade_product(int(m), int(m))[0] for m in BITMASKS], dtype=np.float64)


INNER_WEIGHTS = _metric_weights()
REVERSE_SIGNS = np.array([(-1) ** (k * (k - 1) // 2) for k in GRADES], dtype=np.float64)
INVOLUTION_SIGNS = np.array([(-1) ** k for k in GRADES], dtype=np.float64)
CONJUGATE_SIGNS = REVERSE_SIGNS * INVOLUTION_SIGNS
