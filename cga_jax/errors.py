"""The project's error hierarchy root, plus the algebra's own errors.

Every error the library raises derives from :class:`CGAError` (itself a ``ValueError``, so
callers that already catch ``ValueError`` keep working). Messages name the function and the
argument at fault.
"""
from __future__ import annotations

__all__ = ["CGAError", "ArgumentError", "InputError", "VersorError"]


class CGAError(ValueError):
    """Root of every typed error raised by cga_jax, engine and evals."""


class ArgumentError(CGAError):
    """An error about one argument of one function: ``"{function}: argument '{argument}' {problem}"``."""

    def __init__(self, function: str, argument: str, problem: str):
        self.function = function
        self.argument = argument
        self.problem = problem
        super().__init__(f"{function}: argument '{argument}' {problem}")


class InputError(ArgumentError):
    """An argument has the wrong type, shape, dtype, or holds NaN/inf where values are checked."""


class VersorError(ArgumentError):
    """A multivector cannot be made (or used as) a unit versor; no substitute is ever returned."""
