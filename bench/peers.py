"""Peer implementations of the Cl(4,1) geometric product and versor sandwich.

* kingdon: ``kingdon.Algebra(4, 1, wrapper=jax.jit)`` — kingdon generates a Python function per
  operand layout (1024 muls for the full product) and wraps it with ``jax.jit``. Its native
  data layout is component-major: values of shape (32, N), one (N,) array per blade; the
  generated function returns a list of 32 (N,) arrays. We time it in that native layout (the
  transposes from/to our (N, 32) layout are done outside the timed region).
* clifford: ``clifford.Cl(4, 1)``; its numba-compiled product functions act on one (32,) value
  vector, so a batch is a numba loop over rows. Two variants: the layout's default
  ``layout.gmt_func`` (skips runtime zeros) in a serial loop, and the dense
  ``layout.gmt_func_generator(all grades)`` in a ``numba.prange`` loop over both cores (the
  fastest batched clifford path we found).
* einsum: ``jnp.einsum('ni,nj,ijk->nk', a, b, T)`` with the dense 32x32x32 table T built from
  ``cga_jax.tables``.

Both peers use the signature (+,+,+,+,-) on e1..e5 — the same as cga_jax — and their blades
are mapped to ours by name (the order happens to coincide; the mapping is checked, not assumed).
"""
from __future__ import annotations

import functools
import time

import jax
import jax.numpy as jnp
import numpy as np

from cga_jax.layout import SIGNATURE, blade_index
from cga_jax.tables import PRODUCT_INDEX, PRODUCT_SIGN

__all__ = ["dense_table", "einsum_gp", "einsum_sandwich", "Kingdon", "Clifford"]


def _ours_index(name: str) -> int:
    """Our public index of a peer's blade name ('' / 'e' = scalar, 'e12', ...), ascending only."""
    digits = name.lstrip("e")
    if list(digits) != sorted(digits) or len(set(digits)) != len(digits):
        raise ValueError(f"peer blade {name!r} is not in ascending order: a sign would be needed")
    return blade_index("e" + digits if digits else "1")


@functools.cache
def dense_table() -> np.ndarray:
    """T[i, j, k] = sign of e_i e_j on e_k (public order), from cga_jax.tables."""
    t = np.zeros((32, 32, 32))
    for i in range(32):
        for j in range(32):
            t[i, j, PRODUCT_INDEX[i, j]] = PRODUCT_SIGN[i, j]
    return t


@jax.jit
def einsum_gp(a, b):
    return jnp.einsum("ni,nj,ijk->nk", a, b, jnp.asarray(dense_table()))


@jax.jit
def einsum_sandwich(v, v_rev, x):
    """v x v~ for one versor v (32,) and x (N, 32) by two dense-table einsums."""
    t = jnp.asarray(dense_table())
    vx = jnp.einsum("i,nj,ijk->nk", v, x, t)
    return jnp.einsum("ni,j,ijk->nk", vx, v_rev, t)


class Kingdon:
    """kingdon's generated, jax.jit-wrapped gp and sw functions on component-major arrays."""

    def __init__(self):
        import kingdon

        t0 = time.perf_counter()
        self.alg = kingdon.Algebra(4, 1, wrapper=jax.jit)
        if list(self.alg.signature) != list(SIGNATURE):
            raise RuntimeError(f"kingdon signature {self.alg.signature} != ours {SIGNATURE}")
        full = self.alg.multivector(np.zeros((32, 2)))
        even = self.alg.evenmv(np.zeros(16))
        self.keys = tuple(full.keys())
        self.even_keys = tuple(even.keys())
        self._gp = self.alg.gp[full, full]
        self._sw = self.alg.sw[even, full]
        self.codegen_s = time.perf_counter() - t0
        names = self.alg.bin2canon
        # perm[r] = our index of kingdon's r-th value
        self.perm = np.array([_ours_index(names[k]) for k in self.keys])
        self.even_perm = np.array([_ours_index(names[k]) for k in self.even_keys])
        self.gp_out_perm = np.array([_ours_index(names[k]) for k in self._gp.keys_out])
        self.sw_out_perm = np.array([_ours_index(names[k]) for k in self._sw.keys_out])
        self.gp_ops = self._gp.func.__doc__.strip() if self._gp.func.__doc__ else ""
        self.sw_ops = self._sw.func.__doc__.strip() if self._sw.func.__doc__ else ""
        # The generated functions, jitted by kingdon's wrapper.
        self.gp = self._gp.wrapped_func
        self.sw = self._sw.wrapped_func

    def to_native(self, x: np.ndarray):
        """(N, 32) ours -> (32, N) jax array in kingdon's value order."""
        return jnp.asarray(np.ascontiguousarray(np.asarray(x)[:, self.perm].T))

    def versor_to_native(self, v: np.ndarray):
        v = np.asarray(v)
        odd = np.delete(v, self.even_perm)
        if np.max(np.abs(odd)) > 1e-12:
            raise ValueError("the benchmark versor must be even for kingdon's even-versor sw")
        return jnp.asarray(v[self.even_perm])

    @staticmethod
    def from_native(values, out_perm) -> np.ndarray:
        vals = [np.asarray(v) for v in values]
        n = vals[0].shape[0] if vals[0].ndim else 1
        out = np.zeros((n, 32))
        for r, idx in enumerate(out_perm):
            out[:, idx] = vals[r]
        return out


class Clifford:
    """clifford's numba product functions, batched by numba loops over rows."""

    def __init__(self, variants=("clifford_gmt_func_loop", "clifford_dense_prange")):
        import clifford
        from numba import njit, prange

        t0 = time.perf_counter()
        self.layout, _ = clifford.Cl(4, 1)
        if list(self.layout.sig) != list(SIGNATURE):
            raise RuntimeError(f"clifford signature {list(self.layout.sig)} != ours {SIGNATURE}")
        self.perm = np.array([_ours_index(name) for name in self.layout.names])
        default_gmt = self.layout.gmt_func  # skips runtime zeros per call
        grades = list(range(6))
        dense_gmt = self.layout.gmt_func_generator(grades_a=grades, grades_b=grades)

        @njit(cache=False)
        def gp_serial(a, b):
            out = np.empty_like(a)
            for n in range(a.shape[0]):
                out[n] = default_gmt(a[n], b[n])
            return out

        @njit(parallel=True, cache=False)
        def gp_prange(a, b):
            out = np.empty_like(a)
            for n in prange(a.shape[0]):
                out[n] = dense_gmt(a[n], b[n])
            return out

        @njit(cache=False)
        def sw_serial(v, v_rev, x):
            out = np.empty_like(x)
            for n in range(x.shape[0]):
                out[n] = default_gmt(default_gmt(v, x[n]), v_rev)
            return out

        @njit(parallel=True, cache=False)
        def sw_prange(v, v_rev, x):
            out = np.empty_like(x)
            for n in prange(x.shape[0]):
                out[n] = dense_gmt(dense_gmt(v, x[n]), v_rev)
            return out

        self.setup_s = time.perf_counter() - t0
        gp = {"clifford_gmt_func_loop": gp_serial, "clifford_dense_prange": gp_prange}
        sw = {"clifford_gmt_func_loop": sw_serial, "clifford_dense_prange": sw_prange}
        self.gp_variants = {k: gp[k] for k in variants}
        self.sw_variants = {k: sw[k] for k in variants}

    def to_native(self, x) -> np.ndarray:
        return np.ascontiguousarray(np.asarray(x)[..., self.perm])

    def from_native(self, y) -> np.ndarray:
        out = np.empty_like(y)
        out[..., self.perm] = y
        return out

    def reverse_native(self, v_native: np.ndarray) -> np.ndarray:
        return (~self.layout.MultiVector(v_native)).value.copy()
