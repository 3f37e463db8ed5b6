"""Deterministic walk, admissibility, packs and runtime on top of ``cga_jax``.

Import-light on purpose: ``engine.math`` must be importable without JAX, so nothing here
imports jax eagerly. Public names resolve lazily on first attribute access.
"""
from __future__ import annotations

import importlib

__all__ = [
    # errors
    "EngineError", "PackError", "ConfigError", "UnknownTokenError", "AdmissibilityError",
    "ExhaustionReason", "InnerLoopExhaustion", "VersorDriftError", "CLIError",
    # packs
    "Pack", "load_pack",
    # vocabulary, admissibility, walk, traces
    "VocabManifold", "AdmissibilityRegion", "check_transition", "rank_candidates_by_blade",
    "check_margin", "generate", "WalkResult", "AdmissibilityTraceStep", "compute_trace_hash",
    # runtime
    "RuntimeConfig", "load_config", "ChatRuntime",
]

_WHERE = {
    "EngineError": "errors", "PackError": "errors", "ConfigError": "errors",
    "UnknownTokenError": "errors", "AdmissibilityError": "errors",
    "ExhaustionReason": "errors", "InnerLoopExhaustion": "errors",
    "VersorDriftError": "errors", "CLIError": "errors",
    "Pack": "packs", "load_pack": "packs",
    "VocabManifold": "vocab",
    "AdmissibilityRegion": "admissibility", "check_transition": "admissibility",
    "rank_candidates_by_blade": "admissibility", "check_margin": "admissibility",
    "generate": "walk", "WalkResult": "walk",
    "AdmissibilityTraceStep": "trace", "compute_trace_hash": "trace",
    "RuntimeConfig": "config", "load_config": "config", "ChatRuntime": "runtime",
}


def __getattr__(name: str):
    mod = _WHERE.get(name)
    if mod is None:
        raise AttributeError(f"module 'engine' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"engine.{mod}"), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(list(globals()) + __all__)
