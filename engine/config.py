"""RuntimeConfig (frozen, validated) and its TOML loader (SPEC §7).

A config file is flat TOML whose keys are exactly RuntimeConfig's fields::

    pack = "en_cognition_v1"          # embedded pack name, or a path relative to this file
    max_tokens = 8
    stop_tokens = "pack-default"      # or a list of tokens
    inner_loop_admissibility = false
    admissibility_mode = "threshold"  # or "margin"
    admissibility_threshold = 0.0
    admissibility_margin = 0.4

Unknown keys, wrong types and out-of-range values are ``ConfigError`` naming ``file:line``.
Decisions: ints are accepted where floats are expected (TOML ``1`` for ``1.0``), bools are not
numbers, NaN/inf are rejected, ``max_tokens`` is 1..10000.
"""
from __future__ import annotations

import dataclasses
import math
import re
import tomllib
from pathlib import Path
from typing import Any

from .admissibility import DEFAULT_MARGIN, MODES
from .errors import ConfigError

__all__ = ["RuntimeConfig", "load_config", "CONFIGS_DIR", "DEFAULT_CONFIG", "MAX_TOKENS_LIMIT"]

CONFIGS_DIR = Path(__file__).resolve().parent.parent / "configs"
DEFAULT_CONFIG = CONFIGS_DIR / "default.toml"
MAX_TOKENS_LIMIT = 10_000
PACK_DEFAULT_STOPS = "pack-default"


def _fail(argument: str, problem: str, path=None, line=None):
    raise ConfigError("RuntimeConfig", argument, problem, path=path, line=line)


@dataclasses.dataclass(frozen=True)
class RuntimeConfig:
    pack: str = "en_cognition_v1"
    max_tokens: int = 8
    stop_tokens: tuple[str, ...] | None = None  # None = the pack's function words
    inner_loop_admissibility: bool = False
    admissibility_mode: str = "threshold"
    admissibility_threshold: float = 0.0
    admissibility_margin: float = DEFAULT_MARGIN

    def __post_init__(self):
        self.validate()

    def validate(self, path=None, lines: dict[str, int] | None = None) -> None:
        lines = lines or {}

        def bad(arg, problem):
            _fail(arg, problem, path, lines.get(arg))

        if not isinstance(self.pack, (str, Path)) or not str(self.pack):
            bad("pack", f"must be a non-empty string, got {self.pack!r}")
        object.__setattr__(self, "pack", str(self.pack))
        mt = self.max_tokens
        if isinstance(mt, bool) or not isinstance(mt, int) or not 1 <= mt <= MAX_TOKENS_LIMIT:
            bad("max_tokens", f"must be an int in [1, {MAX_TOKENS_LIMIT}], got {mt!r}")
        st = self.stop_tokens
        if st is not None:
            if isinstance(st, str) or not all(isinstance(t, str) and t for t in st):
                bad("stop_tokens", f"must be a list of non-empty strings or null, got {st!r}")
            object.__setattr__(self, "stop_tokens", tuple(st))
        if not isinstance(self.inner_loop_admissibility, bool):
            bad("inner_loop_admissibility",
                f"must be a bool, got {self.inner_loop_admissibility!r}")
        if self.admissibility_mode not in MODES:
            bad("admissibility_mode", f"must be one of {MODES}, got {self.admissibility_mode!r}")
        for name in ("admissibility_threshold", "admissibility_margin"):
            v = getattr(self, name)
            if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
                bad(name, f"must be a finite number, got {v!r}")
            object.__setattr__(self, name, float(v))
        if self.admissibility_margin < 0.0:
            bad("admissibility_margin", f"must be >= 0, got {self.admissibility_margin!r}")

    def replace(self, **changes) -> "RuntimeConfig":
        """A validated copy with ``changes`` (``None`` values are ignored)."""
        fields = {f.name for f in dataclasses.fields(self)}
        for k in changes:
            if k not in fields:
                _fail(k, "is not a RuntimeConfig field")
        return dataclasses.replace(self, **{k: v for k, v in changes.items() if v is not None})

    def to_dict(self) -> dict[str, Any]:
        d = dataclasses.asdict(self)
        d["stop_tokens"] = None if self.stop_tokens is None else list(self.stop_tokens)
        return d

    @classmethod
    def from_toml(cls, path: str | Path) -> "RuntimeConfig":
        return load_config(path)


def _key_lines(text: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for i, line in enumerate(text.splitlines(), start=1):
        m = re.match(r"\s*([A-Za-z0-9_\-]+|\"[^\"]*\")\s*=", line)
        if m:
            out.setdefault(m.group(1).strip('"'), i)
    return out


def load_config(path: str | Path = DEFAULT_CONFIG) -> RuntimeConfig:
    """Load and validate a TOML runtime config."""
    path = Path(path)
    try:
        text = path.read_bytes().decode("utf-8")
    except OSError as exc:
        raise ConfigError("load_config", "path", f"cannot be read: {exc.strerror}",
                          path=str(path)) from None
    except UnicodeDecodeError:
        raise ConfigError("load_config", "path", "is not UTF-8", path=str(path)) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        m = re.search(r"line (\d+)", str(exc))
        raise ConfigError("load_config", "path", f"is malformed TOML: {exc}", path=str(path),
                          line=int(m.group(1)) if m else None) from None
    lines = _key_lines(text)
    fields = {f.name for f in dataclasses.fields(RuntimeConfig)}
    for key, val in data.items():
        if key not in fields:
            raise ConfigError("load_config", key,
                              f"is not a RuntimeConfig key (allowed: {', '.join(sorted(fields))})",
                              path=str(path), line=lines.get(key))
        if isinstance(val, dict):
            raise ConfigError("load_config", key, "must be a value, not a table",
                              path=str(path), line=lines.get(key))
    kw = dict(data)
    if "stop_tokens" in kw:
        st = kw["stop_tokens"]
        if st == PACK_DEFAULT_STOPS:
            kw["stop_tokens"] = None
        elif not isinstance(st, list):
            raise ConfigError("load_config", "stop_tokens",
                              f"must be \"{PACK_DEFAULT_STOPS}\" or a list of tokens, got {st!r}",
                              path=str(path), line=lines.get("stop_tokens"))
    if "pack" in kw and isinstance(kw["pack"], str) and ("/" in kw["pack"] or "\\" in kw["pack"]):
        kw["pack"] = str((path.parent / kw["pack"]).resolve())
    cfg = RuntimeConfig.__new__(RuntimeConfig)
    defaults = RuntimeConfig()
    for f in dataclasses.fields(RuntimeConfig):
        object.__setattr__(cfg, f.name, kw.get(f.name, getattr(defaults, f.name)))
    cfg.validate(path=str(path), lines=lines)
    return cfg
