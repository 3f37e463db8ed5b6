"""Trace steps, canonical form and the trace hash (SPEC §5).

Canonical JSON: ``sort_keys=True, separators=(",", ":"), allow_nan=False, ensure_ascii=True``.
Every float in a hashed field is written as a decimal *string* with ``FLOAT_DECIMALS`` (9)
digits after the point (``-0`` normalised to ``0``), so backends and jit/eager runs that differ
in the last bits hash identically when they make the same decisions.

``rejected_attempts`` appears in a step's canonical form only when non-empty (ADR-0024): a walk
with no rejection hashes exactly as a boundary-only walk does.
"""
from __future__ import annotations

import dataclasses
import hashlib
import json
import math
from typing import Any, Mapping, Sequence

__all__ = [
    "FLOAT_DECIMALS",
    "TRACE_FORMAT",
    "fmt_float",
    "canonical_json",
    "AdmissibilityTraceStep",
    "compute_trace_hash",
    "trace_payload",
]

FLOAT_DECIMALS = 9
#: Version tag bound into every hash; bump when the canonical form changes.
TRACE_FORMAT = "engine.trace/1"


def fmt_float(x: float | None) -> str | None:
    if x is None:
        return None
    x = float(x)
    if not math.isfinite(x):
        raise ValueError(f"fmt_float: non-finite value {x!r} cannot enter a trace")
    s = f"{x:.{FLOAT_DECIMALS}f}"
    if s.startswith("-") and not s.strip("-0."):
        s = s[1:]
    return s


def canonical_json(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), allow_nan=False,
                      ensure_ascii=True)


@dataclasses.dataclass(frozen=True)
class AdmissibilityTraceStep:
    """One emitted token. ``verdict`` holds ``admitted``, ``score`` and ``reason`` (and, in
    margin mode, ``margin`` and ``delta``). ``rejected_attempts`` is a tuple of
    ``(index, word, score)``."""

    step_index: int
    region_label: str
    region_source: str
    candidates_before: int
    candidates_after: int
    selected_index: int
    selected_word: str
    verdict: Mapping[str, Any]
    rejected_attempts: tuple[tuple[int, str, float], ...] = ()

    def canonical(self) -> dict:
        v = {}
        for k, val in self.verdict.items():
            v[k] = fmt_float(val) if isinstance(val, float) else val
        out = {
            "step_index": int(self.step_index),
            "region_label": self.region_label,
            "region_source": self.region_source,
            "candidates_before": int(self.candidates_before),
            "candidates_after": int(self.candidates_after),
            "selected_index": int(self.selected_index),
            "selected_word": self.selected_word,
            "verdict": v,
        }
        if self.rejected_attempts:
            out["rejected_attempts"] = [[int(i), w, fmt_float(s)]
                                        for i, w, s in self.rejected_attempts]
        return out


def trace_payload(steps: Sequence[AdmissibilityTraceStep], *, tokens: Sequence[str],
                  pack_checksum: str | None, seed: Mapping[str, Any],
                  config: Mapping[str, Any]) -> dict:
    cfg = {k: (fmt_float(v) if isinstance(v, float) else v) for k, v in config.items()}
    return {
        "format": TRACE_FORMAT,
        "pack_sha256": pack_checksum,
        "seed": dict(seed),
        "config": cfg,
        "tokens": list(tokens),
        "steps": [s.canonical() for s in steps],
    }


def compute_trace_hash(steps: Sequence[AdmissibilityTraceStep], *, tokens: Sequence[str],
                       pack_checksum: str | None, seed: Mapping[str, Any],
                       config: Mapping[str, Any]) -> str:
    """SHA-256 (hex) of the canonical JSON of :func:`trace_payload`."""
    payload = trace_payload(steps, tokens=tokens, pack_checksum=pack_checksum, seed=seed,
                            config=config)
    return hashlib.sha256(canonical_json(payload).encode("ascii")).hexdigest()
