"""Session 12 (helper `rest`): parts of one whole and closed two-way states."""
from pathlib import Path

import pytest

from expect import verdict as _verdict

_CASES = Path(__file__).with_name("rest_cases.txt")


def _load() -> list[tuple[str, str]]:
    out = []
    for line in _CASES.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            text, expect = line.rsplit("|", 1)
            out.append((text, expect.strip()))
    return out


@pytest.mark.parametrize("text,expect", _load())
def test_rest_case(text: str, expect: str) -> None:
    assert _verdict(text) == expect
