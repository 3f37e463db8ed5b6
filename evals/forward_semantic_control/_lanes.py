"""Shared plumbing for the SPEC §8 lanes beyond v2 (v1, phase 2, phase 4, families).

* a *case* is a dict with at least ``id``, ``seed_token``, ``admissible_tokens`` (the region's
  index set), ``relation_blade_token``, ``admissibility_threshold`` and ``max_tokens``;
* :func:`walk_row` runs one case under one condition through ``engine.walk.generate`` and
  returns a JSON-able row (floats as fixed 9-decimal strings, exactly as trace hashes do);
* reports are canonical JSON (sorted keys, 2-space indent, ASCII, no NaN) written atomically,
  case files canonical JSONL — so every lane is byte-reproducible.
"""
from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

from engine.admissibility import AdmissibilityRegion
from engine.errors import InnerLoopExhaustion, PackError
from engine.packs import Pack, load_pack
from engine.trace import FLOAT_DECIMALS, canonical_json, fmt_float
from engine.vocab import VocabManifold
from engine.walk import generate

HERE = Path(__file__).resolve().parent

Progress = Callable[[int, int], None] | None


def r9(x: float) -> float:
    """Round a float for a case file (9 decimals, no negative zero)."""
    return round(float(x), FLOAT_DECIMALS) + 0.0


def get_vocab(pack: Pack | str | None = None, vocab: VocabManifold | None = None) -> VocabManifold:
    if vocab is not None:
        return vocab
    pk = load_pack() if pack is None else (pack if isinstance(pack, Pack) else load_pack(pack))
    return VocabManifold.from_pack(pk)


def report_json(report: dict) -> str:
    return json.dumps(report, sort_keys=True, indent=2, ensure_ascii=True, allow_nan=False) + "\n"


def cases_jsonl(cases: Sequence[dict]) -> str:
    return "".join(json.dumps(c, sort_keys=True, ensure_ascii=True, allow_nan=False) + "\n"
                   for c in cases)


def atomic_write(path: str | Path, text: str) -> Path:
    """Serialise first, then write via a temp file + rename (never a partial file)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)
    return path


def read_jsonl(path: str | Path, required: Sequence[str], *, allowed: Sequence[str] | None = None,
               check: Callable[[dict], str | None] | None = None,
               fn: str = "read_jsonl") -> list[dict]:
    """Read a cases.jsonl: one JSON object a line with ``required`` fields (only ``allowed`` ones
    when given), unique ``id``s; ``check(case)`` may return a problem. Errors name path:line."""
    path = Path(path)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise PackError(fn, str(path), None, f"cannot read cases: {exc}") from None
    out, seen = [], set()
    for n, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            c = json.loads(line)
        except json.JSONDecodeError as exc:
            raise PackError(fn, str(path), n, f"malformed JSON: {exc.msg}") from None
        if not isinstance(c, dict):
            raise PackError(fn, str(path), n, "a case must be a JSON object")
        for k in c if allowed is not None else ():
            if k not in allowed:
                raise PackError(fn, str(path), n, f"unknown field {k!r}")
        for k in required:
            if k not in c:
                raise PackError(fn, str(path), n, f"missing field {k!r}")
        problem = check(c) if check is not None else None
        if problem:
            raise PackError(fn, str(path), n, problem)
        if c["id"] in seen:
            raise PackError(fn, str(path), n, f"duplicate case id {c['id']!r}")
        seen.add(c["id"])
        out.append(c)
    if not out:
        raise PackError(fn, str(path), None, "no cases")
    return out


def region_of(vocab: VocabManifold, case: dict, blade: str, source: str) -> AdmissibilityRegion:
    """The case's region: its index set, with ``blade`` = ``"relation"`` (the relation token's
    versor), ``"zero"`` (an all-zero blade: no blade constraint) or ``"none"``. The label is the
    case id in every variant, so traces differ only by what the gate did."""
    idx = tuple(int(i) for i in vocab.indices("region_of", "admissible_tokens",
                                              list(case["admissible_tokens"])))
    if blade == "relation":
        b = vocab.host[vocab.index_of(case["relation_blade_token"])]
    elif blade == "zero":
        b = np.zeros(32, dtype=np.float64)
    elif blade == "none":
        b = None
    else:
        raise ValueError(f"region_of: unknown blade variant {blade!r}")
    return AdmissibilityRegion(idx, b, None, case["id"], source)


def refusal_signature(exc: InnerLoopExhaustion) -> str:
    """A replay hash for a refusal (no trace hash exists for a refused walk)."""
    d = exc.to_dict()
    d["rejected_attempts"] = [[i, w, fmt_float(s)] for i, w, s in exc.rejected_attempts]
    return hashlib.sha256(canonical_json(d).encode("ascii")).hexdigest()


def walk_row(vocab: VocabManifold, case: dict, *, blade: str, source: str, **kw) -> dict:
    """Run ``generate`` for one case; a refusal is a row value, never an escaping error."""
    region = region_of(vocab, case, blade, source)
    kw.setdefault("max_tokens", int(case.get("max_tokens", 1)))
    try:
        res = generate(vocab, case["seed_token"], region=region, **kw)
    except InnerLoopExhaustion as exc:
        return {"tokens": list(getattr(exc, "partial_tokens", ())), "exhausted": True,
                "refusal_reason": exc.reason.value, "refusal_step": exc.step_index,
                "label_in_message": case["id"] in str(exc),
                "rejected": [[i, w, fmt_float(s)] for i, w, s in exc.rejected_attempts],
                "trace_hash": None, "replay_hash": refusal_signature(exc), "steps": []}
    steps = []
    for s in res.steps:
        v = s.verdict
        steps.append({"token": s.selected_word, "admitted": bool(v["admitted"]),
                      "reason": v["reason"], "score": fmt_float(v.get("score")),
                      "margin": fmt_float(v.get("margin")),
                      "rejected": [[i, w, fmt_float(sc)] for i, w, sc in s.rejected_attempts]})
    return {"tokens": list(res.tokens), "exhausted": False, "refusal_reason": None,
            "refusal_step": None, "label_in_message": None, "rejected": [],
            "trace_hash": res.trace_hash, "replay_hash": res.trace_hash, "steps": steps}


def rate(num: int, den: int) -> str | None:
    return None if den == 0 else fmt_float(num / den)


class Counter:
    """Progress helper: ``tick()`` calls ``progress(done, total)`` when one is given."""

    def __init__(self, total: int, progress: Progress):
        self.total, self.done, self.progress = total, 0, progress

    def tick(self, n: int = 1) -> None:
        self.done += n
        if self.progress is not None:
            self.progress(min(self.done, self.total), self.total)


def mode_kwargs(mode: str, threshold: float, delta: float, function: str) -> dict:
    """``generate()`` admissibility keywords for the lanes' base modes (boundary, threshold,
    margin at ``delta``)."""
    kw = {"admissibility_threshold": threshold}
    if mode == "boundary":
        kw["inner_loop_admissibility"] = False
    elif mode == "threshold":
        kw["inner_loop_admissibility"] = True
    elif mode == "margin":
        kw.update(admissibility_mode="margin", admissibility_margin=delta)
    else:
        raise ValueError(f"{function}: unknown mode {mode!r}")
    return kw
