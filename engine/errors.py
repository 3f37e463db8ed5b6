"""The engine's typed errors. Every one derives from :class:`cga_jax.errors.CGAError`.

Messages name the function and the argument at fault; pack and config errors also name the
file and the 1-based line (``path:line``) where one exists.
"""
from __future__ import annotations

import enum
from typing import Any

from cga_jax.errors import ArgumentError, CGAError

__all__ = [
    "EngineError",
    "PackError",
    "ConfigError",
    "UnknownTokenError",
    "AdmissibilityError",
    "ExhaustionReason",
    "InnerLoopExhaustion",
    "VersorDriftError",
    "CLIError",
]


class EngineError(CGAError):
    """Root of the engine's errors (a ``CGAError``, hence a ``ValueError``)."""


class PackError(EngineError):
    """A pack (manifest or lexicon) is malformed, fails its checksum or compiles ambiguously."""

    def __init__(self, function: str, path: str, line: int | None, problem: str):
        self.function = function
        self.path = str(path)
        self.line = line
        self.problem = problem
        where = f"{self.path}:{line}" if line is not None else self.path
        super().__init__(f"{function}: {where}: {problem}")


class ConfigError(EngineError):
    """A runtime config value or file is invalid (unknown key, wrong type, out of range)."""

    def __init__(self, function: str, argument: str, problem: str, *,
                 path: str | None = None, line: int | None = None):
        self.function = function
        self.argument = argument
        self.problem = problem
        self.path = None if path is None else str(path)
        self.line = line
        where = ""
        if self.path is not None:
            where = f"{self.path}:{line}: " if line is not None else f"{self.path}: "
        super().__init__(f"{function}: {where}argument '{argument}' {problem}")


class UnknownTokenError(EngineError):
    """A token is not in the vocabulary (the message names it)."""

    def __init__(self, function: str, token: Any, pack_id: str | None = None):
        self.function = function
        self.token = token
        self.pack_id = pack_id
        suffix = f" of pack {pack_id!r}" if pack_id else ""
        super().__init__(f"{function}: unknown token {token!r} (not in the vocabulary{suffix})")


class AdmissibilityError(EngineError, ArgumentError):
    """An admissibility argument is invalid (bad index set, NaN/zero blade, bad delta, mode)."""


class ExhaustionReason(str, enum.Enum):
    """Closed set of reasons for an honest refusal by the admissibility machinery."""

    INNER_LOOP_EXHAUSTION = "inner_loop_exhaustion"
    ROTOR_REJECTION = "rotor_rejection"
    EMPTY_REGION = "empty_region"


class InnerLoopExhaustion(EngineError):
    """Honest refusal: no admissible destination (SPEC §4).

    Attributes: ``reason`` (:class:`ExhaustionReason`), ``region_label``, ``step_index``
    (-1 = refused before the walk started), ``rejected_attempts`` (tuple of
    ``(index, word, score)``; in margin mode, the whole blade ranking at the failed step).
    """

    def __init__(self, reason: ExhaustionReason, region_label: str, step_index: int,
                 rejected_attempts: tuple = (), detail: str = ""):
        self.reason = ExhaustionReason(reason)
        self.region_label = region_label
        self.step_index = int(step_index)
        self.rejected_attempts = tuple(rejected_attempts)
        self.detail = detail
        where = "before the walk" if self.step_index < 0 else f"at step {self.step_index}"
        msg = {
            ExhaustionReason.EMPTY_REGION:
                f"AdmissibilityRegion[{region_label}] leaves no candidate {where}",
            ExhaustionReason.INNER_LOOP_EXHAUSTION:
                f"AdmissibilityRegion[{region_label}] inner-loop rejected all candidates {where}",
            ExhaustionReason.ROTOR_REJECTION:
                f"AdmissibilityRegion[{region_label}] frame rejected every rotor {where}",
        }[self.reason]
        if detail:
            msg += f" ({detail})"
        super().__init__(f"generate: {msg} [reason={self.reason.value}]")

    def to_dict(self) -> dict:
        return {
            "reason": self.reason.value,
            "region_label": self.region_label,
            "step_index": self.step_index,
            "rejected_attempts": [list(a) for a in self.rejected_attempts],
            "message": str(self),
        }


class VersorDriftError(EngineError):
    """The field left the versor manifold (``versor_condition(F) >= 1e-6``): never repaired."""

    def __init__(self, function: str, step_index: int, condition: float, limit: float):
        self.function = function
        self.step_index = step_index
        self.condition = condition
        self.limit = limit
        super().__init__(
            f"{function}: field versor_condition {condition:.3e} >= {limit:.0e} after step "
            f"{step_index} (the field is never silently repaired)")


class CLIError(EngineError):
    """Bad command-line usage (reported as one line, exit status 2)."""
