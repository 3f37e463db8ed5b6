"""Packs: manifest + lexicon, checksum verification, and the deterministic versor compiler.

A pack directory holds ``manifest.json``::

    {"id": "...", "language": "en", "version": "1.0.0", "lexicon": "lexicon.tsv",
     "lexicon_sha256": "<64 lowercase hex digits of the lexicon file's bytes>"}

and the lexicon: UTF-8, ``#`` comment lines, no blank lines, otherwise exactly five
TAB-separated columns ``surface, lemma, POS, domains, gloss`` (domains: ``;``-separated dotted
names, the first is the primary domain; gloss may be empty). Vocabulary index = line order.

Compiler (SPEC §2): start from 1 and right-multiply one plane rotation ``cos θ + sin θ e_p``
per feature, unitizing after each step:

1. every dotted prefix of every domain (first occurrence order, each prefix once), angle
   ``DOMAIN_ANGLE * DOMAIN_DECAY**(depth-1)``, times ``SECONDARY_FACTOR`` for prefixes first
   met in a non-primary domain;
2. the primary domain as a whole, ``PRIMARY_ANGLE`` (the dominant feature);
3. POS, ``POS_ANGLE``; 4. lemma, ``LEMMA_ANGLE``;
5. surface, ``SURFACE_ANGLE * (0.5 + u)`` with ``u ∈ [0,1)`` from the hash: word-unique jitter.

The plane (one of e12, e13, e23 rotations; e15, e25, e35 boosts) and the sign of θ come from
SHA-256 of ``kind \\x1f name``. A boost factor ``cos θ + sin θ e_p`` (``e_p² = +1``) has
``<R R~>_0 = cos 2θ``, so every angle stays below π/4 and unitizing is always defined. The
overall sign is fixed so that the scalar part is ≥ 0. Everything is float64 numpy with a
fixed evaluation order (see ``cga_jax.host``), so packs are bit-identical everywhere.

Run ``python -m engine.packs checksum|update|verify PACK_DIR`` to print, rewrite or verify the
manifest's checksum.
"""
from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import math
import re
import sys
from functools import lru_cache
from pathlib import Path

import numpy as np

from cga_jax import host as H
from .errors import PackError

__all__ = [
    "POS_TAGS",
    "STOP_DOMAIN",
    "LexiconEntry",
    "Manifest",
    "Pack",
    "parse_lexicon",
    "load_manifest",
    "load_pack",
    "compile_entries",
    "feature_factor",
    "lexicon_sha256",
    "resolve_pack_dir",
    "DEFAULT_PACK",
    "PACKS_DIR",
]

POS_TAGS = frozenset({"NOUN", "VERB", "ADJ", "ADV", "DET", "ADP", "CCONJ", "AUX", "PART",
                      "PRON", "NUM"})
STOP_DOMAIN = "function.grammar"
MANIFEST_FIELDS = ("id", "language", "version", "lexicon", "lexicon_sha256")

PACKS_DIR = Path(__file__).resolve().parent.parent / "configs" / "packs"
DEFAULT_PACK = "en_cognition_v1"

# Compiler weights (radians). All < pi/4 so boost factors stay unitizable.
PRIMARY_ANGLE = 0.50
DOMAIN_ANGLE = 0.35
DOMAIN_DECAY = 0.6
SECONDARY_FACTOR = 0.5
POS_ANGLE = 0.20
LEMMA_ANGLE = 0.15
SURFACE_ANGLE = 0.06
#: Two surfaces whose versors are closer than this (coefficient 2-norm) are a compile error:
#: at the trace precision (9 decimals) they could not be told apart.
MIN_VERSOR_SEPARATION = 1e-9

PLANES = ("e12", "e13", "e23", "e15", "e25", "e35")
_PLANE_INDEX = tuple(H.blade_index(p) for p in PLANES)
_SEGMENT = re.compile(r"^[a-z0-9_]+(?:-[a-z0-9_]+)*$")


@dataclasses.dataclass(frozen=True)
class LexiconEntry:
    surface: str
    lemma: str
    pos: str
    domains: tuple[str, ...]
    gloss: str
    line: int

    @property
    def primary_domain(self) -> str:
        return self.domains[0]

    @property
    def is_function_word(self) -> bool:
        return any(d == STOP_DOMAIN or d.startswith(STOP_DOMAIN + ".") for d in self.domains)


@dataclasses.dataclass(frozen=True)
class Manifest:
    id: str
    language: str
    version: str
    lexicon: str
    lexicon_sha256: str


@dataclasses.dataclass(frozen=True, eq=False)
class Pack:
    """A loaded, verified and compiled pack. ``versors`` is a read-only (N, 32) float64 array."""

    manifest: Manifest
    directory: Path
    entries: tuple[LexiconEntry, ...]
    versors: np.ndarray

    @property
    def id(self) -> str:
        return self.manifest.id

    @property
    def checksum(self) -> str:
        return self.manifest.lexicon_sha256

    @property
    def words(self) -> tuple[str, ...]:
        return tuple(e.surface for e in self.entries)

    @property
    def stop_tokens(self) -> tuple[str, ...]:
        """Default stop tokens: the function words (domain ``function.grammar``)."""
        return tuple(e.surface for e in self.entries if e.is_function_word)


def lexicon_sha256(path: str | Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def _check_domain(fn: str, path: Path, line: int, dom: str) -> None:
    segs = dom.split(".")
    if not dom or any(not _SEGMENT.match(s) for s in segs):
        raise PackError(fn, str(path), line,
                        f"malformed domain {dom!r} (want dotted lowercase segments like "
                        f"'cognition.language.word')")


def parse_lexicon(path: str | Path) -> tuple[LexiconEntry, ...]:
    """Parse and validate a lexicon file; every problem names ``path:line``."""
    fn = "parse_lexicon"
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise PackError(fn, str(path), None, f"cannot read lexicon: {exc.strerror}") from None
    entries: list[LexiconEntry] = []
    seen: dict[str, int] = {}
    lines = raw.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()  # the newline that ends the last line
    for lineno, bline in enumerate(lines, start=1):
        try:
            text = bline.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise PackError(fn, str(path), lineno, f"not valid UTF-8 ({exc.reason})") from None
        if text.endswith("\r"):
            text = text[:-1]
        if text.startswith("#"):
            continue
        if not text.strip():
            raise PackError(fn, str(path), lineno, "blank line (only '#' comments may "
                                                   "appear between entries)")
        cols = text.split("\t")
        if len(cols) != 5:
            raise PackError(fn, str(path), lineno,
                            f"expected 5 TAB-separated columns (surface, lemma, POS, domains, "
                            f"gloss), found {len(cols)}")
        surface, lemma, pos, domains, gloss = cols
        for name, val in (("surface", surface), ("lemma", lemma)):
            if not val or val != val.strip() or any(ch.isspace() for ch in val):
                raise PackError(fn, str(path), lineno,
                                f"{name} {val!r} must be non-empty without whitespace")
        if pos not in POS_TAGS:
            raise PackError(fn, str(path), lineno,
                            f"unknown POS {pos!r} (allowed: {', '.join(sorted(POS_TAGS))})")
        doms = tuple(d.strip() for d in domains.split(";"))
        if not domains.strip():
            raise PackError(fn, str(path), lineno, "domains column is empty")
        for d in doms:
            _check_domain(fn, path, lineno, d)
        if len(set(doms)) != len(doms):
            raise PackError(fn, str(path), lineno, f"duplicate domain in {domains!r}")
        if surface in seen:
            raise PackError(fn, str(path), lineno,
                            f"duplicate surface {surface!r} (first defined at line "
                            f"{seen[surface]})")
        seen[surface] = lineno
        entries.append(LexiconEntry(surface, lemma, pos, doms, gloss.strip(), lineno))
    if not entries:
        raise PackError(fn, str(path), None, "lexicon has no entries")
    return tuple(entries)


def _json_line(text: str, key: str) -> int | None:
    for i, line in enumerate(text.splitlines(), start=1):
        if f'"{key}"' in line:
            return i
    return None


def load_manifest(path: str | Path) -> Manifest:
    fn = "load_manifest"
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise PackError(fn, str(path), None, f"cannot read manifest: {exc}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise PackError(fn, str(path), exc.lineno, f"malformed JSON: {exc.msg}") from None
    if not isinstance(data, dict):
        raise PackError(fn, str(path), 1, "manifest must be a JSON object")
    for key in data:
        if key not in MANIFEST_FIELDS:
            raise PackError(fn, str(path), _json_line(text, key),
                            f"unknown field {key!r} (allowed: {', '.join(MANIFEST_FIELDS)})")
    for key in MANIFEST_FIELDS:
        if key not in data:
            raise PackError(fn, str(path), None, f"missing field {key!r}")
        if not isinstance(data[key], str) or not data[key]:
            raise PackError(fn, str(path), _json_line(text, key),
                            f"field {key!r} must be a non-empty string")
    if not re.fullmatch(r"[0-9a-f]{64}", data["lexicon_sha256"]):
        raise PackError(fn, str(path), _json_line(text, "lexicon_sha256"),
                        "field 'lexicon_sha256' must be 64 lowercase hex digits")
    lex = data["lexicon"]
    if "/" in lex or "\\" in lex or lex in (".", ".."):
        raise PackError(fn, str(path), _json_line(text, "lexicon"),
                        "field 'lexicon' must be a file name beside the manifest")
    return Manifest(**{k: data[k] for k in MANIFEST_FIELDS})


# ---------------------------------------------------------------------------- compiler
def feature_factor(kind: str, name: str, angle: float) -> np.ndarray:
    """The unnormalised plane factor ``cos θ + sin θ e_p`` of one feature (host float64).

    SHA-256 of ``kind \\x1f name`` picks the plane (byte 0 mod 6) and the sign (byte 1, bit 0).
    For the ``surface`` kind, bytes 2..9 also scale θ by ``0.5 + u``, ``u ∈ [0, 1)``.
    """
    digest = hashlib.sha256(f"{kind}\x1f{name}".encode("utf-8")).digest()
    plane = _PLANE_INDEX[digest[0] % len(PLANES)]
    sign = -1.0 if digest[1] & 1 else 1.0
    theta = angle
    if kind == "surface":
        u = int.from_bytes(digest[2:10], "big") / float(1 << 64)
        theta = angle * (0.5 + u)
    theta *= sign
    f = np.zeros(32, dtype=np.float64)
    f[0] = math.cos(theta)
    f[plane] = math.sin(theta)
    return f


def _features(entry: LexiconEntry) -> list[tuple[str, str, float]]:
    feats: list[tuple[str, str, float]] = []
    seen: set[str] = set()
    for pos_i, dom in enumerate(entry.domains):
        segs = dom.split(".")
        for depth in range(1, len(segs) + 1):
            prefix = ".".join(segs[:depth])
            if prefix in seen:
                continue
            seen.add(prefix)
            w = DOMAIN_ANGLE * DOMAIN_DECAY ** (depth - 1)
            if pos_i > 0:
                w *= SECONDARY_FACTOR
            feats.append(("domain", prefix, w))
    feats.append(("primary", entry.primary_domain, PRIMARY_ANGLE))
    feats.append(("pos", entry.pos, POS_ANGLE))
    feats.append(("lemma", entry.lemma, LEMMA_ANGLE))
    feats.append(("surface", entry.surface, SURFACE_ANGLE))
    return feats


def _unitize(v: np.ndarray, fn: str, where: str) -> np.ndarray:
    s = H.norm_squared(v)
    if not (s > 0.0) or not math.isfinite(s):
        raise PackError(fn, where, None, f"feature product is not unitizable (<v v~>_0 = {s})")
    return v / math.sqrt(s)


def compile_entry(entry: LexiconEntry, where: str = "<lexicon>") -> np.ndarray:
    v = np.zeros(32, dtype=np.float64)
    v[0] = 1.0
    for kind, name, angle in _features(entry):
        v = _unitize(H.geometric_product(v, feature_factor(kind, name, angle)), "compile_entry",
                     f"{where}:{entry.line}")
    if v[0] < 0.0:
        v = -v
    return v


def check_distinct(versors: np.ndarray, labels: list[str], fn: str, where: str) -> None:
    """Raise if two rows are within MIN_VERSOR_SEPARATION (O(N log N): sort on a projection,
    then compare only neighbours whose projections are that close — exact, no false misses,
    because |<w, a-b>| <= ||a-b|| for a unit w)."""
    n = versors.shape[0]
    if n < 2:
        return
    w = np.arange(1, 33, dtype=np.float64)
    w = np.sin(w * 1.618033988749895)  # fixed, non-degenerate direction
    w /= np.linalg.norm(w)
    proj = versors @ w
    order = np.argsort(proj, kind="stable")
    sp = proj[order]
    for a in range(n - 1):
        b = a + 1
        while b < n and sp[b] - sp[a] < MIN_VERSOR_SEPARATION:
            i, j = sorted((int(order[a]), int(order[b])))
            d = float(np.linalg.norm(versors[i] - versors[j]))
            if d < MIN_VERSOR_SEPARATION:
                raise PackError(fn, where, None,
                                f"{labels[i]} and {labels[j]} compile to the identical versor "
                                f"(distance {d:.3e}); add a distinguishing feature")
            b += 1


def compile_entries(entries: tuple[LexiconEntry, ...], where: str = "<lexicon>") -> np.ndarray:
    """Compile entries to an (N, 32) float64 array of unit versors (deterministic)."""
    out = np.stack([compile_entry(e, where) for e in entries])
    labels = [f"{e.surface!r} (line {e.line})" for e in entries]
    check_distinct(out, labels, "compile_entries", where)
    out.setflags(write=False)
    return out


@lru_cache(maxsize=16)
def _compile_cached(lexicon_path: str, checksum: str) -> tuple[tuple[LexiconEntry, ...], np.ndarray]:
    entries = parse_lexicon(lexicon_path)
    return entries, compile_entries(entries, lexicon_path)


def resolve_pack_dir(pack: str | Path) -> Path:
    """A pack name (directory under ``configs/packs``) or a path to a pack directory or its
    manifest file."""
    p = Path(pack)
    if p.name == "manifest.json":
        p = p.parent
    if not p.exists() and isinstance(pack, str) and "/" not in pack and "\\" not in pack:
        p = PACKS_DIR / pack
    if not (p / "manifest.json").is_file():
        raise PackError("resolve_pack_dir", str(p), None,
                        f"no pack here (missing manifest.json) for pack={str(pack)!r}")
    return p


def load_pack(pack: str | Path = DEFAULT_PACK) -> Pack:
    """Load, verify (checksum) and compile a pack. Compilation is cached by checksum."""
    d = resolve_pack_dir(pack)
    manifest = load_manifest(d / "manifest.json")
    lex_path = d / manifest.lexicon
    try:
        actual = lexicon_sha256(lex_path)
    except OSError as exc:
        raise PackError("load_pack", str(lex_path), None,
                        f"cannot read lexicon named by the manifest: {exc.strerror}") from None
    if actual != manifest.lexicon_sha256:
        raise PackError("load_pack", str(lex_path), None,
                        f"checksum mismatch: manifest {d / 'manifest.json'} says "
                        f"{manifest.lexicon_sha256}, the lexicon's bytes hash to {actual} "
                        f"(regenerate with: python -m engine.packs update {d})")
    entries, versors = _compile_cached(str(lex_path.resolve()), actual)
    return Pack(manifest=manifest, directory=d, entries=entries, versors=versors)


def _write_manifest(path: Path, data: dict) -> None:
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    tmp.replace(path)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.packs",
                                 description="Pack checksum tool.")
    ap.add_argument("action", choices=("checksum", "update", "verify"))
    ap.add_argument("pack", help="pack directory, manifest path or embedded pack name")
    args = ap.parse_args(argv)
    try:
        d = resolve_pack_dir(args.pack)
        mpath = d / "manifest.json"
        if args.action == "checksum":
            man = load_manifest(mpath)
            print(lexicon_sha256(d / man.lexicon))
        elif args.action == "update":
            data = json.loads(mpath.read_text(encoding="utf-8"))
            lex = data.get("lexicon", "lexicon.tsv")
            parse_lexicon(d / lex)
            data["lexicon_sha256"] = lexicon_sha256(d / lex)
            _write_manifest(mpath, data)
            load_pack(d)
            print(data["lexicon_sha256"])
        else:
            pk = load_pack(d)
            print(f"ok {pk.id} {pk.manifest.version}: {len(pk.entries)} entries, "
                  f"sha256 {pk.checksum}")
    except PackError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
