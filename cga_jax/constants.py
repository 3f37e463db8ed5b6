"""Named multivector constants (float64 (32,) arrays) and basis-blade lookup."""
from __future__ import annotations

import jax.numpy as jnp
import numpy as np

from .layout import blade_index

__all__ = ["basis_blade", "ONE", "E1", "E2", "E3", "E4", "E5", "N_O", "N_INF", "E45", "PSEUDOSCALAR"]


def basis_blade(name: str, coefficient: float = 1.0):
    """The (32,) float64 multivector ``coefficient * e_name`` (``"1"``, ``"e3"``, ``"e125"``, …)."""
    out = np.zeros(32, dtype=np.float64)
    out[blade_index(name)] = coefficient
    return jnp.asarray(out)


ONE = basis_blade("1")
E1, E2, E3, E4, E5 = (basis_blade(f"e{i}") for i in range(1, 6))
#: Conformal origin ``n_o = (e5 - e4) / 2`` and infinity ``n_inf = e4 + e5``; ``n_o . n_inf = -1``.
N_O = 0.5 * (E5 - E4)
N_INF = E4 + E5
#: Minkowski-plane bivector ``n_inf ^ n_o = e45`` (squares to +1): generator of dilations.
E45 = basis_blade("e45")
PSEUDOSCALAR = basis_blade("e12345")
