"""(d) The engine's walk benchmark, when ``engine/bench_walk.py`` provides ``run(out_dir) -> dict``."""
from __future__ import annotations

import importlib

__all__ = ["run_walk"]

_MODULE = "engine.bench_walk"


def run_walk(out_dir: str) -> dict:
    try:
        module = importlib.import_module(_MODULE)
    except ModuleNotFoundError as exc:
        # Only the absence of engine/ or engine/bench_walk.py itself is tolerated; a missing
        # import *inside* bench_walk is a real error and propagates.
        if exc.name not in ("engine", _MODULE):
            raise
        return {"skipped": True, "reason": f"{_MODULE} not found ({exc})"}
    result = module.run(out_dir)
    if not isinstance(result, dict):
        raise TypeError(f"{_MODULE}.run(out_dir) must return a dict, got {type(result).__name__}")
    return result
