"""(b) Batched geometric product and fixed-versor sandwich: cga_jax vs. kingdon, clifford, einsum.

Every case of one comparison is timed in interleaved rounds (see :mod:`bench.timing`). Before
timing, every peer's result is checked against ours on all rows of the first size (after
mapping blades by name).
A case is skipped at a size when its measurement is estimated (from the previous size) to take
more than ``MAX_CASE_S`` seconds, or when its dense intermediate would not fit the memory cap.
"""
from __future__ import annotations

import numpy as np

import jax
import jax.numpy as jnp

import cga_jax as cj
from cga_jax.layout import REVERSE_SIGNS

from .machine import machine_mem_bytes
from .peers import Clifford, Kingdon, einsum_gp, einsum_sandwich
from .timing import Budget, Case, rate_entry, time_cases

__all__ = ["run_products", "FULL_SIZES", "QUICK_SIZES", "benchmark_versor"]

FULL_SIZES = (1_000, 100_000, 1_000_000)
QUICK_SIZES = (256,)
MAX_CASE_S = 60.0
GP_BYTES_PER_ITEM = 3 * 32 * 8  # read a and b, write the product
SW_BYTES_PER_ITEM = 2 * 32 * 8  # read x, write v x v~

_OURS_GP = ("ours_geometric_product", "ours_batch_geometric_product_donate")
_OURS_SW = ("ours_batch_sandwich", "ours_batch_sandwich_donate", "ours_versor_apply")


def benchmark_versor() -> np.ndarray:
    """A fixed unit even versor: translator * rotor (two planes) * dilator, normalised."""
    t = cj.translator(jnp.asarray([0.3, -0.2, 0.5]))
    b = np.zeros(32)
    b[cj.blade_index("e12")] = 0.4
    b[cj.blade_index("e34")] = -0.25
    b[cj.blade_index("e15")] = 0.1
    r = cj.exp_bivector(jnp.asarray(b))
    d = cj.dilator(1.3)
    v = cj.normalize_to_versor(cj.geometric_product(cj.geometric_product(t, r), d))
    cond = float(cj.versor_condition(v))
    assert cond < 1e-12, cond
    return np.asarray(v)


def _budget(n: int, quick: bool) -> Budget:
    if quick:
        return Budget(0.02, 2, 3)
    return Budget(0.5, 7, 30) if n <= 100_000 else Budget(1.0, 3, 5)


def _check(name: str, got: np.ndarray, want: np.ndarray) -> dict:
    err = float(np.max(np.abs(got - want)))
    scale = float(max(1.0, np.max(np.abs(want))))
    return {"peer": name, "samples": int(want.shape[0]), "max_abs_err": err,
            "tolerance": 1e-12 * scale, "passed": err <= 1e-12 * scale}


def _equivalence_checks(kd: Kingdon, cl: Clifford, v: np.ndarray, a: np.ndarray, b: np.ndarray) -> list[dict]:
    """Every peer's product and sandwich vs. ours on the same inputs, after mapping blades.

    Run on the first benchmark size's data, so the jitted peers compile for that shape once.
    """
    aj, bj, vj = jnp.asarray(a), jnp.asarray(b), jnp.asarray(v)
    gp_ref = np.asarray(cj.geometric_product(aj, bj))
    sw_ref = np.asarray(cj.versor_apply(vj[None], bj))
    v_rev = v * REVERSE_SIGNS
    checks = [
        {"op": "geometric_product", **_check("einsum_dense", np.asarray(einsum_gp(aj, bj)), gp_ref)},
        {"op": "sandwich", **_check("einsum_dense", np.asarray(einsum_sandwich(vj, jnp.asarray(v_rev), bj)), sw_ref)},
        {"op": "sandwich", **_check("ours_batch_sandwich", np.asarray(cj.batch_sandwich(vj, bj)), sw_ref)},
        {"op": "geometric_product",
         **_check("kingdon", kd.from_native(kd.gp(kd.to_native(a), kd.to_native(b)), kd.gp_out_perm), gp_ref)},
        {"op": "sandwich",
         **_check("kingdon", kd.from_native(kd.sw(kd.versor_to_native(v), kd.to_native(b)), kd.sw_out_perm), sw_ref)},
    ]
    an, bn, vn = cl.to_native(a), cl.to_native(b), cl.to_native(v)
    vrn = cl.reverse_native(vn)
    for name, fn in cl.gp_variants.items():
        checks.append({"op": "geometric_product", **_check(name, cl.from_native(fn(an, bn)), gp_ref)})
    for name, fn in cl.sw_variants.items():
        checks.append({"op": "sandwich", **_check(name, cl.from_native(fn(vn, vrn, bn)), sw_ref)})
    return checks


class _Skipper:
    """Decides, per case and size, whether to run; remembers per-item times of the last size."""

    def __init__(self, budget_for):
        self.per_item: dict[tuple[str, str], float] = {}
        self.skipped: list[dict] = []
        self.budget_for = budget_for

    def allow(self, op: str, case: str, n: int, mem_bytes: int | None = None) -> bool:
        cap = machine_mem_bytes() // 4 if machine_mem_bytes() else None
        if mem_bytes is not None and cap is not None and mem_bytes > cap:
            self.skipped.append({
                "op": op, "case": case, "N": n,
                "reason": f"dense intermediate of {mem_bytes / 1e9:.1f} GB exceeds the memory cap "
                          f"of {cap / 1e9:.1f} GB (a quarter of RAM)",
            })
            return False
        t_item = self.per_item.get((op, case))
        if t_item is not None:
            calls = 2 + self.budget_for(n).min_reps
            est = t_item * n * calls
            if est > MAX_CASE_S:
                self.skipped.append({
                    "op": op, "case": case, "N": n,
                    "reason": f"estimated {est:.0f} s for {calls} calls (from the previous size) "
                              f"exceeds {MAX_CASE_S:.0f} s",
                })
                return False
        return True

    def record(self, op: str, results: dict, n: int):
        for case, entry in results.items():
            self.per_item[(op, case)] = entry["median_s"] / n


def _summarise(results: dict, ours: tuple[str, ...]) -> dict:
    """Best of ours vs. the fastest peer and vs. kingdon, from medians (the figures) and from
    minima (``*_from_min``: the least-disturbed rounds; context when the machine is loaded)."""
    summary = {}
    for stat, suffix in (("median_s", ""), ("min_s", "_from_min")):
        rate = {k: v["items"] / v[stat] for k, v in results.items()}
        ours_rates = {k: rate[k] for k in ours if k in rate}
        peers = {k: r for k, r in rate.items() if not k.startswith("ours_")}
        best_ours = max(ours_rates, key=ours_rates.get)
        summary["best_ours" + suffix] = best_ours
        summary["best_ours_items_per_s" + suffix] = ours_rates[best_ours]
        if peers:
            fastest = max(peers, key=peers.get)
            summary["fastest_peer" + suffix] = fastest
            summary["fastest_peer_items_per_s" + suffix] = peers[fastest]
            summary["ratio_ours_vs_fastest_peer" + suffix] = ours_rates[best_ours] / peers[fastest]
        if peers.get("kingdon"):
            summary["ratio_ours_vs_kingdon" + suffix] = ours_rates[best_ours] / peers["kingdon"]
    return summary


def run_products(quick: bool) -> dict:
    sizes = QUICK_SIZES if quick else FULL_SIZES
    kd = Kingdon()
    # --quick keeps only the fastest clifford variant: each numba variant costs seconds to compile.
    cl = Clifford(("clifford_dense_prange",)) if quick else Clifford()
    v = benchmark_versor()
    v_rev = v * REVERSE_SIGNS
    checks = None
    skip = _Skipper(lambda n: _budget(n, quick))
    rng = np.random.default_rng(0)
    gp_out, sw_out = {}, {}
    for n in sizes:
        budget = _budget(n, quick)
        a_np = rng.standard_normal((n, 32))
        b_np = rng.standard_normal((n, 32))
        a, b = jnp.asarray(a_np), jnp.asarray(b_np)
        if checks is None:
            checks = _equivalence_checks(kd, cl, v, a_np, b_np)

        # -- geometric product ------------------------------------------------------------
        cases = {
            "ours_geometric_product": Case(cj.geometric_product, (a, b)),
            "ours_batch_geometric_product_donate": Case(
                lambda a_, b_: cj.batch_geometric_product(a_, b_, donate=True),
                prepare=lambda: (a.copy(), b)),
        }
        if skip.allow("geometric_product", "kingdon", n):
            cases["kingdon"] = Case(kd.gp, (kd.to_native(a_np), kd.to_native(b_np)))
        a_cl, b_cl = cl.to_native(a_np), cl.to_native(b_np)
        for name, fn in cl.gp_variants.items():
            if skip.allow("geometric_product", name, n):
                cases[name] = Case(fn, (a_cl, b_cl))
        if skip.allow("geometric_product", "einsum_dense", n, mem_bytes=n * 32 * 32 * 8):
            cases["einsum_dense"] = Case(einsum_gp, (a, b))
        stats = time_cases(cases, budget)
        del cases, a_cl, b_cl
        skip.record("geometric_product", stats, n)
        res = {k: rate_entry(s, n, n * GP_BYTES_PER_ITEM) for k, s in stats.items()}
        gp_out[str(n)] = {"N": n, "cases": res, **_summarise(res, _OURS_GP)}

        # -- fixed-versor sandwich v x v~ -------------------------------------------------
        x_np = b_np
        x = b
        vj, vrj = jnp.asarray(v), jnp.asarray(v_rev)
        cases = {
            "ours_batch_sandwich": Case(cj.batch_sandwich, (vj, x)),
            "ours_batch_sandwich_donate": Case(
                lambda v_, x_: cj.batch_sandwich(v_, x_, donate=True), prepare=lambda: (vj, x.copy())),
            "ours_versor_apply": Case(cj.versor_apply, (vj[None], x)),
        }
        if skip.allow("sandwich", "kingdon", n):
            cases["kingdon"] = Case(kd.sw, (kd.versor_to_native(v), kd.to_native(x_np)))
        x_cl, v_cl = cl.to_native(x_np), cl.to_native(v)
        vr_cl = cl.reverse_native(v_cl)
        for name, fn in cl.sw_variants.items():
            if skip.allow("sandwich", name, n):
                cases[name] = Case(fn, (v_cl, vr_cl, x_cl))
        if skip.allow("sandwich", "einsum_dense", n):
            cases["einsum_dense"] = Case(einsum_sandwich, (vj, vrj, x))
        stats = time_cases(cases, budget)
        del cases, x_cl
        skip.record("sandwich", stats, n)
        res = {k: rate_entry(s, n, n * SW_BYTES_PER_ITEM) for k, s in stats.items()}
        sw_out[str(n)] = {"N": n, "cases": res, **_summarise(res, _OURS_SW)}
        del a, b, x, a_np, b_np, x_np

    return {
        "sizes": list(sizes),
        "bytes_per_item": {"geometric_product": GP_BYTES_PER_ITEM, "sandwich": SW_BYTES_PER_ITEM},
        "geometric_product": gp_out,
        "sandwich": sw_out,
        "checks": checks,
        "checks_passed": all(c["passed"] for c in checks),
        "skipped": skip.skipped,
        "peers": {
            "kingdon": {
                "setup": "kingdon.Algebra(4, 1, wrapper=jax.jit); alg.gp[full, full] and alg.sw[even, full] "
                         "generated functions (jax.jit-wrapped) on component-major (32, N) arrays; "
                         "output = list of 32 (N,) arrays (kingdon's native layout, no stacking)",
                "codegen_s": kd.codegen_s,
                "gp_ops": kd.gp_ops,
                "sw_ops": kd.sw_ops,
                "signature": list(kd.alg.signature),
            },
            "clifford": {
                "setup": "clifford.Cl(4, 1); numba loops over rows calling layout.gmt_func (serial) or "
                         "layout.gmt_func_generator(all grades) (numba.prange over cores); sandwich = "
                         "gmt(gmt(v, x), ~v) per row",
                "setup_s": cl.setup_s,
                "signature": [int(s) for s in cl.layout.sig],
            },
            "einsum_dense": {
                "setup": "jnp.einsum('ni,nj,ijk->nk', a, b, T), T dense 32x32x32 from cga_jax.tables; "
                         "sandwich = two einsums with v and v~",
            },
        },
        "ours": {
            "geometric_product": "cga_jax.geometric_product(a, b) (jitted) and "
                                 "cga_jax.batch_geometric_product(a, b, donate=True) (a copied before each call)",
            "sandwich": "cga_jax.batch_sandwich(v, x), batch_sandwich(v, x, donate=True) (x copied before each "
                        "call) and cga_jax.versor_apply(v[None], x)",
        },
        "versor": "translator((0.3,-0.2,0.5)) * exp_bivector(0.4 e12 - 0.25 e34 + 0.1 e15) * dilator(1.3), normalised",
    }
