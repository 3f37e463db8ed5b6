"""Shared assertions of the reader's tests: a text is answered (its value) or refused (the refusal)."""
from engine.math import Answer, Refusal, solve


def value(text: str, **kw):
    """The answer's value; fails the test when the reader refuses."""
    r = solve(text, **kw)
    assert isinstance(r, Answer), r
    return r.value


def refuses(text: str, **kw) -> Refusal:
    """The refusal; fails the test when the reader answers."""
    r = solve(text, **kw)
    assert isinstance(r, Refusal), r
    return r


def value_or_none(text: str, **kw):
    """The answer's value, or None when the reader refuses (for tables that mix both)."""
    r = solve(text, **kw)
    return r.value if isinstance(r, Answer) else None


def verdict(text: str, **kw) -> str:
    """'refuse', or the answer's value as str(Fraction): the form of an adversarial case's expect."""
    r = solve(text, **kw)
    return "refuse" if isinstance(r, Refusal) else str(r.value)
