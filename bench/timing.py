"""Timing helpers: warm-up, block_until_ready, interleaved rounds, median of repeats.

Cases of one comparison are timed in interleaved rounds (A, B, C, A, B, C, ...) so that load
from other processes on this shared 2-core machine hits every case alike, and each case's figure
is the median of its rounds.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any, Callable

import jax

__all__ = ["Case", "Budget", "block", "time_cases", "rate_entry"]


def block(x: Any) -> Any:
    """Wait for every JAX array in the pytree x; numpy leaves are already done."""
    for leaf in jax.tree_util.tree_leaves(x):
        wait = getattr(leaf, "block_until_ready", None)
        if wait is not None:
            wait()
    return x


@dataclass
class Case:
    """One timed callable.

    ``call(*args)`` is timed; ``prepare()`` (untimed, optional) returns fresh args before every
    call — used for donated inputs, whose buffer the call consumes.
    """

    call: Callable[..., Any]
    args: tuple = ()
    prepare: Callable[[], tuple] | None = None
    meta: dict = field(default_factory=dict)

    def _args(self) -> tuple:
        return block(self.prepare()) if self.prepare is not None else self.args

    def once(self) -> float:
        args = self._args()
        t0 = time.perf_counter()
        out = self.call(*args)
        block(out)
        dt = time.perf_counter() - t0
        del out, args
        return dt


@dataclass(frozen=True)
class Budget:
    """How many repeats: enough for ``target_s`` of timed work per case, within [min, max]."""

    target_s: float = 0.5
    min_reps: int = 5
    max_reps: int = 30

    def reps_for(self, per_call_s: float) -> int:
        if per_call_s <= 0:
            return self.max_reps
        return max(self.min_reps, min(self.max_reps, math.ceil(self.target_s / per_call_s)))


def time_cases(cases: dict[str, Case], budget: Budget) -> dict[str, dict]:
    """Time every case: first call (incl. compile), one warm call, then interleaved rounds.

    Returns per case: first_call_s, median_s, min_s, max_s, reps.
    """
    first = {name: case.once() for name, case in cases.items()}
    warm = {name: case.once() for name, case in cases.items()}
    reps = max(budget.reps_for(t) for t in warm.values()) if warm else 0
    # Slow cases (e.g. a peer 100x slower) must not drag the fast ones' rep count down, nor
    # the fast ones push the slow ones' up: each case runs its own count, interleaved.
    own = {name: budget.reps_for(t) for name, t in warm.items()}
    samples: dict[str, list[float]] = {name: [] for name in cases}
    for r in range(reps):
        for name, case in cases.items():
            if r < own[name]:
                samples[name].append(case.once())
    out = {}
    for name, ts in samples.items():
        ts_sorted = sorted(ts)
        n = len(ts_sorted)
        median = ts_sorted[n // 2] if n % 2 else 0.5 * (ts_sorted[n // 2 - 1] + ts_sorted[n // 2])
        out[name] = {
            "first_call_s": first[name],
            "median_s": median,
            "min_s": ts_sorted[0],
            "max_s": ts_sorted[-1],
            "reps": n,
            **cases[name].meta,
        }
    return out


def rate_entry(stats: dict, items: int, bytes_moved: int | None = None) -> dict:
    """Add items/s (and GB/s when bytes_moved is given) computed from the median."""
    entry = dict(stats)
    entry["items"] = items
    entry["items_per_s"] = items / stats["median_s"]
    if bytes_moved is not None:
        entry["bytes"] = bytes_moved
        entry["GBps"] = bytes_moved / stats["median_s"] / 1e9
    return entry
