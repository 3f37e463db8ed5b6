"""ChatRuntime: text in, a deterministic walk out, refusals as values (SPEC §7).

``chat(text)`` tokenizes against the pack (lowercase; runs of letters, digits, ``_``, ``-``,
``'``), drops stop tokens, encodes the remaining known tokens into a field
(``engine.walk.encode_prompt``: a prompt is a forced walk), and runs ``generate()`` with the
config's admissibility fields forwarded. Unknown words are skipped and reported
(decision: a chat surface is lenient about vocabulary; ``walk`` is strict). A refusal — an
empty prompt, an empty region, inner-loop exhaustion, a frame rejection — comes back as a
typed :class:`Refusal` in the result; it is never raised. Programming errors (bad arguments)
still raise.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any

from .admissibility import AdmissibilityRegion
from .config import RuntimeConfig
from .errors import AdmissibilityError, InnerLoopExhaustion
from .packs import Pack, load_pack
from .trace import AdmissibilityTraceStep
from .vocab import VocabManifold
from .walk import generate

__all__ = ["Refusal", "ChatResult", "ChatRuntime", "tokenize"]

_TOKEN = re.compile(r"[a-z0-9_'\-]+")


def tokenize(text: str) -> list[str]:
    return _TOKEN.findall(text.lower())


@dataclasses.dataclass(frozen=True)
class Refusal:
    kind: str  # the error class name, e.g. "InnerLoopExhaustion"
    reason: str  # ExhaustionReason value, or "empty_prompt"
    message: str
    region_label: str | None = None
    step_index: int | None = None
    rejected_attempts: tuple = ()

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "reason": self.reason, "message": self.message,
                "region_label": self.region_label, "step_index": self.step_index,
                "rejected_attempts": [list(a) for a in self.rejected_attempts]}


@dataclasses.dataclass(frozen=True)
class ChatResult:
    text: str
    prompt_tokens: tuple[str, ...]
    unknown_tokens: tuple[str, ...]
    tokens: tuple[str, ...]
    trace: tuple[AdmissibilityTraceStep, ...]
    trace_hash: str | None
    refusal: Refusal | None

    @property
    def refused(self) -> bool:
        return self.refusal is not None

    def to_dict(self) -> dict[str, Any]:
        return {"text": self.text, "prompt_tokens": list(self.prompt_tokens),
                "unknown_tokens": list(self.unknown_tokens), "tokens": list(self.tokens),
                "trace": [s.canonical() for s in self.trace], "trace_hash": self.trace_hash,
                "refusal": None if self.refusal is None else self.refusal.to_dict()}


class ChatRuntime:
    def __init__(self, config: RuntimeConfig | None = None, *, pack: Pack | None = None,
                 vocab: VocabManifold | None = None):
        self.config = RuntimeConfig() if config is None else config
        if not isinstance(self.config, RuntimeConfig):
            raise AdmissibilityError("ChatRuntime", "config", "must be a RuntimeConfig")
        self.pack = load_pack(self.config.pack) if pack is None and vocab is None else pack
        if vocab is None:
            vocab = VocabManifold.from_pack(self.pack, stop_tokens=self.config.stop_tokens)
        self.vocab = vocab

    def walk(self, seed, *, region: AdmissibilityRegion | None = None, max_tokens=None):
        """``generate()`` with this runtime's config forwarded (raises on refusal)."""
        c = self.config
        return generate(self.vocab, seed, max_tokens=max_tokens or c.max_tokens, region=region,
                        inner_loop_admissibility=c.inner_loop_admissibility,
                        admissibility_mode=c.admissibility_mode,
                        admissibility_threshold=c.admissibility_threshold,
                        admissibility_margin=c.admissibility_margin)

    def chat(self, text: str, *, region: AdmissibilityRegion | None = None) -> ChatResult:
        if not isinstance(text, str):
            raise AdmissibilityError("ChatRuntime.chat", "text",
                                     f"must be a str, got {type(text).__name__}")
        words = tokenize(text)
        stops = set(self.vocab.words[i] for i in self.vocab.stop_indices)
        known = tuple(w for w in words if w in self.vocab and w not in stops)
        unknown = tuple(w for w in words if w not in self.vocab)
        if not known:
            msg = (f"ChatRuntime.chat: no content token of pack {self.vocab.pack_id!r} in the "
                   f"prompt" + (f" (unknown: {', '.join(unknown)})" if unknown else ""))
            return ChatResult(text, known, unknown, (), (), None,
                              Refusal("EmptyPrompt", "empty_prompt", msg))
        try:
            res = self.walk(list(known), region=region)
        except InnerLoopExhaustion as exc:
            return ChatResult(text, known, unknown, getattr(exc, "partial_tokens", ()),
                              getattr(exc, "partial_steps", ()), None,
                              Refusal(type(exc).__name__, exc.reason.value, str(exc),
                                      exc.region_label, exc.step_index, exc.rejected_attempts))
        return ChatResult(text, known, unknown, res.tokens, res.steps, res.trace_hash, None)
