"""(c) First-call time (trace + compile + run) of every public function in ``cga_jax.__all__``.

Each op gets a fresh jit cache: ``jax.clear_caches()`` runs right before its first call, and the
call (with ``block_until_ready``) is timed on a batch of 7 multivectors or suitable arguments.
Arguments are built before the cache is cleared, so building them is not timed. Host-side ops
(``normalize_to_versor``, ``word_transition_rotor``, ``down``, ...) and jittable-but-unjitted ones
(``transition_rotor_parts``, run op by op) are timed as exported, the same way. An op of
``__all__`` with no argument builder here is listed as unmeasured and fails the compile target.
"""
from __future__ import annotations

import inspect
import time

import jax
import jax.numpy as jnp
import numpy as np

import cga_jax as cj

from .timing import block

__all__ = ["run_compile", "public_functions", "BATCH"]

BATCH = 7
#: --quick times only these (a product, a host-side op, exp, the scoring path).
QUICK_OPS = ("geometric_product", "normalize_to_versor", "exp_bivector", "score", "argmax_first", "batch_sandwich")


def public_functions() -> list[str]:
    """Names in cga_jax.__all__ that are functions (not classes, modules or constants)."""
    out = []
    for name in cj.__all__:
        obj = getattr(cj, name)
        if inspect.isclass(obj) or inspect.ismodule(obj) or isinstance(obj, (jax.Array, np.ndarray)):
            continue
        if callable(obj):
            out.append(name)
    return out


def _arg_builders() -> dict:
    """name -> (description, zero-arg function returning (args, kwargs)). Inputs are valid."""
    rng = np.random.default_rng(3)
    n = BATCH

    def mv():
        return jnp.asarray(rng.standard_normal((n, 32)))

    def bivectors(scale=0.3):
        b = np.zeros((n, 32))
        b[:, 6:16] = scale * rng.standard_normal((n, 10))
        return jnp.asarray(b)

    def rotors():
        return cj.exp_bivector(bivectors())

    def one_rotor():
        return rotors()[0]

    pts3 = jnp.asarray(rng.standard_normal((n, 3)))
    scores = jnp.asarray(rng.standard_normal(n))
    mask = jnp.asarray(np.arange(n) % 3 == 0)
    m = "(7,32)"
    binary = (f"{m}, {m}", lambda: ((mv(), mv()), {}))
    unary = (m, lambda: ((mv(),), {}))
    return {
        "basis_blade": ("'e12'", lambda: (("e12",), {})),
        "blade_index": ("'e12'", lambda: (("e12",), {})),
        "geometric_product": binary,
        "outer_product": binary,
        "left_contraction": binary,
        "right_contraction": binary,
        "scalar_product": binary,
        "cga_inner": binary,
        "reverse": unary,
        "grade_involution": unary,
        "clifford_conjugate": unary,
        "grade_projection": (f"{m}, 2", lambda: ((mv(), 2), {})),
        "dual": unary,
        "undual": unary,
        "norm": unary,
        "norm_squared": unary,
        "coefficient_norm": unary,
        "versor_inverse": (f"{m} rotors", lambda: ((rotors(),), {})),
        "sandwich": (f"{m} rotors, {m}", lambda: ((rotors(), mv()), {})),
        "versor_apply": (f"{m} rotors, {m}", lambda: ((rotors(), mv()), {})),
        "versor_condition": (f"{m} rotors", lambda: ((rotors(),), {})),
        "normalize_to_versor": ("(32,) rotor * 2.5", lambda: ((one_rotor() * 2.5,), {})),
        "word_transition_rotor": ("(32,) rotor, (32,) rotor", lambda: ((one_rotor(), one_rotor()), {})),
        "exp_bivector": (f"{m} bivectors", lambda: ((bivectors(),), {})),
        "log_rotor": (f"{m} rotors", lambda: ((rotors(),), {})),
        "rotor_power": (f"{m} rotors, 0.5", lambda: ((rotors(), 0.5), {})),
        "up": ("(7,3)", lambda: ((pts3,), {})),
        "down": ("(7,32) points of weight 2", lambda: ((cj.up(pts3) * 2.0,), {})),
        "translator": ("(7,3)", lambda: ((pts3,), {})),
        "dilator": ("(7,) scales", lambda: ((jnp.asarray(rng.uniform(0.5, 2.0, n)),), {})),
        "conformal_weight": ("(7,32) points", lambda: ((cj.up(pts3),), {})),
        "score": (f"{m}, (32,)", lambda: ((mv(), mv()[0]), {})),
        "argmax_first": ("(7,), (7,) bool mask", lambda: ((scores, mask), {})),
        "rank": ("(7,), k=3", lambda: ((scores,), {"k": 3})),
        "sandwich_matrix": ("(32,) rotor", lambda: ((one_rotor(),), {})),
        "batch_sandwich": (f"(32,) rotor, {m}", lambda: ((one_rotor(), mv()), {})),
        "batch_geometric_product": binary,
        "transition_rotor_parts": ("(32,) rotor, (32,) rotor (called as exported: not jitted itself)",
                                   lambda: ((one_rotor(), one_rotor()), {})),
        "check_transition_stats": ("(5,) stats from transition_rotor_parts",
                                   lambda: ((cj.transition_rotor_parts(one_rotor(), one_rotor())[1],), {})),
        "shard_candidates": (f"{m} over all local devices", lambda: ((mv(),), {})),
        "sharded_score": (f"shard_candidates({m}), (32,)", lambda: ((cj.shard_candidates(mv()), mv()[0]), {})),
        "sharded_argmax_first": (f"shard_candidates({m}), (32,), (7,) bool mask",
                                 lambda: ((cj.shard_candidates(mv()), mv()[0], np.arange(n) % 3 == 0), {})),
    }


def run_compile(quick: bool) -> dict:
    builders = _arg_builders()
    ops, skipped = {}, []
    names = public_functions()
    if quick:
        skipped.extend({"op": n, "reason": "--quick times a subset"} for n in names if n not in QUICK_OPS)
        names = [n for n in names if n in QUICK_OPS]
    for name in names:
        if name not in builders:
            skipped.append({"op": name, "reason": "no argument builder in bench/compile_times.py (new op?)"})
            continue
        desc, build = builders[name]
        args, kwargs = build()
        block(args)
        fn = getattr(cj, name)
        jax.clear_caches()
        t0 = time.perf_counter()
        block(fn(*args, **kwargs))
        first = time.perf_counter() - t0
        t0 = time.perf_counter()
        block(fn(*args, **kwargs))
        second = time.perf_counter() - t0
        ops[name] = {"args": desc, "first_call_s": first, "second_call_s": second}
    slowest = max(ops, key=lambda k: ops[k]["first_call_s"]) if ops else None
    unmeasured = [s["op"] for s in skipped if not quick]
    return {
        "method": "jax.clear_caches() before each op; first call incl. trace+compile, block_until_ready",
        "batch": BATCH,
        "subset": bool(quick),
        "ops": ops,
        "skipped": skipped,
        "max_first_call_s": ops[slowest]["first_call_s"] if slowest else None,
        "slowest_op": slowest,
        "total_first_call_s": sum(o["first_call_s"] for o in ops.values()),
        "public_functions": len(public_functions()),
        "unmeasured": unmeasured,
    }
