"""GSM8K data: locate the file, load JSONL with typed errors naming the line, split by hash."""
from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from .errors import DataFileError

TUNE_PERCENT = 80  # hash(question) % 100 < TUNE_PERCENT -> tune, else measure
SPLITS = ("tune", "measure", "all", "fit", "check")
# Session 14: tune cut in two, so that a rule fitted on one part can be checked on the other
# before the measure split is run. 'check' is the tune problems whose id's SHA-256 starts with a
# byte divisible by CHECK_EVERY (about a quarter), 'fit' the rest. The id (the 1-based line of the
# data file) is hashed rather than the question so that the cut is independent of the tune/measure
# one; it therefore assumes the fixed train file.
CHECK_EVERY = 4
ENV_VAR = "GSM8K_TRAIN"


@dataclass(frozen=True)
class Problem:
    """One GSM8K problem with its stable id (1-based line) and parsed gold answer."""

    id: str
    question: str
    gold: Fraction


def repo_root() -> Path:
    """The repository root, located from this package file."""
    return Path(__file__).resolve().parents[2]


def default_data_path() -> Path:
    """$GSM8K_TRAIN, else <repo_root>/../shared/data/gsm8k/train.jsonl."""
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env)
    return repo_root().parent / "shared" / "data" / "gsm8k" / "train.jsonl"


def parse_gold(answer: str) -> Fraction | None:
    """The number after '#### ' on the answer's last line; None when absent or malformed."""
    m = re.search(r"####\s*(-?[\d,]*\.?\d+)\s*$", answer.strip())
    if not m:
        return None
    try:
        return Fraction(m.group(1).replace(",", ""))
    except (ValueError, ZeroDivisionError):
        return None


def load_problems(path: str | os.PathLike) -> list[Problem]:
    """Load a GSM8K JSONL file; a malformed line raises DataFileError naming file and line."""
    p = Path(path)
    try:
        raw = p.read_bytes()
    except OSError as e:
        raise DataFileError(str(p), 0, f"cannot read file: {e.strerror}") from None
    out: list[Problem] = []
    for i, line in enumerate(raw.split(b"\n"), start=1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as e:
            raise DataFileError(str(p), i, f"not a JSON line ({type(e).__name__})") from None
        if not isinstance(obj, dict) or not isinstance(obj.get("question"), str) \
                or not isinstance(obj.get("answer"), str):
            raise DataFileError(str(p), i, "expected an object with string 'question' and 'answer'")
        gold = parse_gold(obj["answer"])
        if gold is None:
            raise DataFileError(str(p), i, "answer has no '#### <number>' final line")
        out.append(Problem(f"train-{i:05d}", obj["question"], gold))
    return out


def split_of(question: str) -> str:
    """'tune' or 'measure', from SHA-256 of the question text (deterministic, order-free)."""
    h = int(hashlib.sha256(question.encode("utf-8")).hexdigest()[:8], 16)
    return "tune" if h % 100 < TUNE_PERCENT else "measure"


def select(problems: list[Problem], split: str) -> list[Problem]:
    """The problems of one split ('all' keeps every problem)."""
    if split not in SPLITS:
        raise ValueError(f"select(split={split!r}): expected one of {SPLITS}")
    if split == "all":
        return list(problems)
    if split in ("fit", "check"):
        return [p for p in problems if split_of(p.question) == "tune" and tune_part_of(p.id) == split]
    return [p for p in problems if split_of(p.question) == split]


def tune_part_of(problem_id: str) -> str:
    """'fit' or 'check': the part of the tune split a problem id falls in (SHA-256 of the id)."""
    return "check" if hashlib.sha256(problem_id.encode("utf-8")).digest()[0] % CHECK_EVERY == 0 else "fit"
