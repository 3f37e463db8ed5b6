"""Where the first call of the slowest ops goes: trace+lower vs. XLA compile, per jitted kernel.

    .venv/bin/python -m bench.experiments.compile_breakdown
"""
from __future__ import annotations

import time

import jax
import jax.numpy as jnp
import numpy as np

import cga_jax as cj
from cga_jax import exp_log, versors


def _aot(name, fn, *args):
    jax.clear_caches()
    t0 = time.perf_counter()
    lowered = fn.lower(*args)
    t1 = time.perf_counter()
    compiled = lowered.compile()
    t2 = time.perf_counter()
    n_ops = lowered.as_text().count("\n")
    print(f"  {name:<22} trace+lower {t1 - t0:5.2f} s   compile {t2 - t1:5.2f} s   StableHLO lines {n_ops}")
    return compiled


def main():
    rng = np.random.default_rng(3)
    b = np.zeros((7, 32))
    b[:, 6:16] = 0.3 * rng.standard_normal((7, 10))
    b = jnp.asarray(b)
    r = cj.exp_bivector(b)
    print("jitted kernels behind exp_bivector / log_rotor / rotor_power on (7, 32):")
    _aot("exp (_exp_jit)", exp_log._exp_jit, b)
    _aot("log (_log_jit)", exp_log._log_jit, r)
    _aot("versor_condition", versors.versor_condition, r)
    _aot("geometric_product", cj.geometric_product, r, r)
    fused = jax.jit(lambda r_, a_: exp_log._exp(a_ * exp_log._log(r_)))
    _aot("exp(alpha*log) fused", fused, r, jnp.asarray(0.5))
    for name, fn, args in (("rotor_power", cj.rotor_power, (r, 0.5)), ("log_rotor", cj.log_rotor, (r,)),
                           ("exp_bivector", cj.exp_bivector, (b,))):
        jax.clear_caches()
        t0 = time.perf_counter()
        jax.block_until_ready(fn(*args))
        print(f"  first call {name:<14} {time.perf_counter() - t0:5.2f} s")


if __name__ == "__main__":
    main()
