"""Answer and Refusal records, and the closed enum of refusal reasons and stages."""
from __future__ import annotations

import enum
from dataclasses import dataclass, field
from fractions import Fraction


class Stage(str, enum.Enum):
    """Pipeline stage at which a refusal was decided."""

    INPUT = "input"
    SEGMENT = "segment"
    RECOGNIZE = "recognize"
    INJECT = "inject"
    GRAPH = "graph"
    SOLVE = "solve"
    GATE = "gate"


class Reason(str, enum.Enum):
    """Closed set of refusal reason codes."""

    EMPTY_INPUT = "empty_input"
    NOT_TEXT = "not_text"
    INPUT_TOO_LONG = "input_too_long"
    NO_QUESTION = "no_question"
    SEVERAL_QUESTIONS = "several_questions"
    QUESTION_NOT_LAST = "question_not_last"
    UNSUPPORTED_LITERAL = "unsupported_literal"
    UNRECOGNIZED_SENTENCE = "unrecognized_sentence"
    UNRECOGNIZED_QUESTION = "unrecognized_question"
    AMBIGUOUS_READING = "ambiguous_reading"
    SEALED_CATEGORY = "sealed_category"
    AMBIGUOUS_REFERENCE = "ambiguous_reference"
    UNCONSUMED_LITERAL = "unconsumed_literal"
    UNUSED_FACT = "unused_fact"
    UNKNOWN_QUANTITY = "unknown_quantity"
    UNIT_MISMATCH = "unit_mismatch"
    IMPLAUSIBLE = "implausible"
    READINGS_DISAGREE = "readings_disagree"
    METAMORPHIC_MISMATCH = "metamorphic_mismatch"
    ECHOED_LITERAL = "echoed_literal"


@dataclass(frozen=True)
class Answer:
    """A committed answer: exact value, its unit, the program and the readings that agreed."""

    value: Fraction
    unit: str
    program: tuple[str, ...]
    program_hash: str
    readings: tuple[str, ...]

    def text(self) -> str:
        """The value as the shortest exact decimal string."""
        return format_value(self.value)


@dataclass(frozen=True)
class Refusal:
    """A typed refusal: reason code, stage, a short detail and the partial program."""

    reason: Reason
    stage: Stage
    detail: str = ""
    partial: tuple[str, ...] = field(default_factory=tuple)


def format_value(value: Fraction) -> str:
    """Exact decimal text of a Fraction (terminating decimals only, else 'p/q')."""
    if value.denominator == 1:
        return str(value.numerator)
    den = value.denominator
    for p in (2, 5):
        while den % p == 0:
            den //= p
    if den != 1:
        return f"{value.numerator}/{value.denominator}"
    scaled = value
    digits = 0
    while scaled.denominator != 1:
        scaled *= 10
        digits += 1
    sign = "-" if scaled < 0 else ""
    s = str(abs(scaled.numerator)).rjust(digits + 1, "0")
    return f"{sign}{s[:-digits]}.{s[-digits:]}"
