"""Typed errors of the math reader; every message names the function and the argument."""
from __future__ import annotations


class MathInputError(ValueError):
    """Input that the reader cannot accept at all (wrong type, undecodable bytes, bad argument)."""


class DataFileError(ValueError):
    """A malformed data file; the message names the file and the 1-based line."""

    def __init__(self, path: str, line: int, detail: str) -> None:
        self.path = path
        self.line = line
        self.detail = detail
        super().__init__(f"load_problems(path={path!r}): line {line}: {detail}")
