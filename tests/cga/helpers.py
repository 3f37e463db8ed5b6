"""Seeded sample generators for the algebra tests (numpy, float64)."""
from __future__ import annotations

import jax.numpy as jnp
import numpy as np

from cga_jax.layout import GRADES

G2 = (GRADES == 2).astype(np.float64)


def random_mv(rng, n, scale=1.0):
    return jnp.asarray(rng.standard_normal((n, 32)) * scale)


def random_bivector(rng, n, scale=1.0):
    return jnp.asarray(rng.standard_normal((n, 32)) * G2 * scale)


def random_points(rng, n, scale=1.0):
    return jnp.asarray(rng.standard_normal((n, 3)) * scale)


def assert_close(actual, expected, atol=1e-12, rtol=1e-12, msg=""):
    a, e = np.asarray(actual), np.asarray(expected)
    assert a.shape == e.shape, (a.shape, e.shape, msg)
    err = np.abs(a - e)
    bound = atol + rtol * np.abs(e)
    assert np.all(err <= bound), f"{msg} max err {err.max():.3e} (worst index {np.unravel_index(np.argmax(err - bound), err.shape)})"
