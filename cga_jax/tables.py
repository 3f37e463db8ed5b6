"""Generated product tables in public order (kingdon-style: derived from bitmasks, not typed).

For every pair of public components (i, j), ``PRODUCT_INDEX[i, j]`` is the public index of
``e_i e_j`` and ``PRODUCT_SIGN[i, j]`` its sign (±1, or 0 where the metric annihilates it — it
never does in this non-degenerate algebra). The outer product and the contractions are the
geometric product with the terms of the wrong grade removed.
"""
from __future__ import annotations

import numpy as np

from .layout import BITMASKS, BITMASK_TO_PUBLIC, GRADES, N_COMPONENTS, blade_product

__all__ = [
    "PRODUCT_INDEX",
    "PRODUCT_SIGN",
    "OUTER_SIGN",
    "LEFT_CONTRACTION_SIGN",
    "RIGHT_CONTRACTION_SIGN",
    "SCALAR_SIGN",
]


def _geometric_table() -> tuple[np.ndarray, np.ndarray]:
    index = np.zeros((N_COMPONENTS, N_COMPONENTS), dtype=np.int64)
    sign = np.zeros((N_COMPONENTS, N_COMPONENTS), dtype=np.int64)
    for i, a in enumerate(BITMASKS):
        for j, b in enumerate(BITMASKS):
            s, m = blade_product(int(a), int(b))
            index[i, j] = BITMASK_TO_PUBLIC[m]
            sign[i, j] = s
    return index, sign


PRODUCT_INDEX, PRODUCT_SIGN = _geometric_table()
_gi = GRADES[:, None]
_gj = GRADES[None, :]
_gk = GRADES[PRODUCT_INDEX]
OUTER_SIGN = np.where(_gk == _gi + _gj, PRODUCT_SIGN, 0)
LEFT_CONTRACTION_SIGN = np.where(_gk == _gj - _gi, PRODUCT_SIGN, 0)
RIGHT_CONTRACTION_SIGN = np.where(_gk == _gi - _gj, PRODUCT_SIGN, 0)
SCALAR_SIGN = np.where(_gk == 0, PRODUCT_SIGN, 0)
for _t in (PRODUCT_INDEX, PRODUCT_SIGN, OUTER_SIGN, LEFT_CONTRACTION_SIGN,
           RIGHT_CONTRACTION_SIGN, SCALAR_SIGN):
    _t.setflags(write=False)
del _gi, _gj, _gk, _t
