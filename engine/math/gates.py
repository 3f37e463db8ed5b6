"""Orthogonal refusal gates: units, plausibility, completeness, agreement, metamorphic."""
from __future__ import annotations

from fractions import Fraction

from .graph import Fact
from .refusal import Reason
from .solver import Program, _apply
from .lexicon import MONEY_UNIT
from .tolerances import CENTS_PER_DOLLAR, CONTINUOUS_UNITS, MAX_PERCENT


def unit_gate(program: Program, query: Fact) -> Reason | None:
    """The answer's unit must be the unit the question asks for."""
    return None if program.steps[-1].unit == query.unit else Reason.UNIT_MISMATCH


def plausibility_gate(program: Program, values: dict[int, Fraction]) -> Reason | None:
    """No negative intermediate, whole answers for discrete items, whole cents for money,
    percents in range."""
    vals: list[Fraction] = []
    for s in program.steps:
        v = _apply(s, vals, values)
        vals.append(v)
        if v < 0:
            return Reason.IMPLAUSIBLE
        if s.op == "lit" and s.unit == "percent" and v > MAX_PERCENT:
            return Reason.IMPLAUSIBLE
        if v.denominator != 1 and _counts_items(s.unit):
            # session 13 (lead): 4.5 pants bought at $8 each is no purchase anyone made, even
            # when the money comes out whole; a count of items is whole at every step
            return Reason.IMPLAUSIBLE
    last = program.steps[-1]
    if last.unit.split(" of ")[0].split()[-1:] and last.unit not in CONTINUOUS_UNITS \
            and vals[-1].denominator != 1:
        return Reason.IMPLAUSIBLE
    if last.unit == MONEY_UNIT and (vals[-1] * CENTS_PER_DOLLAR).denominator != 1:
        return Reason.IMPLAUSIBLE
    return None


def _counts_items(unit: str) -> bool:
    """True for a unit of discrete items ('pant', 'red apple', 'slice of pizza'); False for
    money, measures, ratios and rates ('dollar/shirt'), whose amounts may be fractional."""
    if not unit or "/" in unit or unit in CONTINUOUS_UNITS or unit.startswith("ratio~"):
        return False  # session 16 (`ratio`): the sets of a ratio may be fractional, its items not
    head = unit.split(" of ")[0].split()[-1:]
    return bool(head) and head[0] not in CONTINUOUS_UNITS


def completeness_gate(program: Program, all_literals: frozenset[int]) -> Reason | None:
    """Every literal of the text must be consumed by the answer's program."""
    return None if program.literals() == all_literals else Reason.UNUSED_FACT


def echo_gate(program: Program) -> Reason | None:
    """An answer that only echoes one literal is refused (the question asked for work)."""
    return Reason.ECHOED_LITERAL if len(program.steps) == 1 else None


def agreement_gate(a: Fraction, b: Fraction) -> Reason | None:
    """The independent readings must give the same exact value."""
    return None if a == b else Reason.READINGS_DISAGREE
