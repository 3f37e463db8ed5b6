"""Sentence segmentation, name detection and the shape string that recognizers match."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from .numbers import KIND_PREFIX, Token, tokenize

_ABBREVIATIONS = ("Mr.", "Mrs.", "Ms.", "Dr.", "St.", "Jr.", "Sr.", "vs.", "etc.", "a.m.", "p.m.")
_SPLIT_RE = re.compile(r"(?<=[.?!])\s+(?=[A-Z$\d\"'(])")

# Capitalised words that are not names (sentence-initial function words, months, days).
NOT_NAMES = frozenset("""
a an the if how what whats when where which who whom whose why he she it they we i you his her
hers their its our my your there this that these those each every after before then on in at
for from to with by during so but and or since while once some all both yesterday today
tomorrow last next first finally later also meanwhile now however because although as given
assuming suppose together altogether total half twice one two three four five six seven eight
nine ten eleven twelve twenty thirty forty fifty sixty seventy eighty ninety hundred thousand
out of over under about around into onto upon mr mrs ms dr let find calculate compute determine
january february march april may june july august september october november december monday
tuesday wednesday thursday friday saturday sunday christmas halloween easter thanksgiving
instead unfortunately luckily however additionally overall altogether in including not no yes
initially originally currently presently
""".split())


@dataclass(frozen=True)
class Sentence:
    """One sentence: its text, tokens, shape string and literal tokens by global index."""

    index: int
    text: str
    tokens: tuple[Token, ...]
    shape: str
    literals: tuple[tuple[int, Token], ...]  # (global literal index, token)

    @property
    def is_question(self) -> bool:
        """True when the sentence ends with a question mark."""
        return self.text.rstrip().endswith("?")


def normalize_text(text: str) -> str:
    """NFKC-normalise, unify quotes and collapse whitespace."""
    t = unicodedata.normalize("NFKC", text)
    t = t.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", t).strip()


def split_sentences(text: str) -> list[str]:
    """Split normalised text into sentences, protecting common abbreviations."""
    protected = text
    for i, abbr in enumerate(_ABBREVIATIONS):
        protected = protected.replace(abbr, abbr.replace(".", f"\x00{i}\x00"))
    parts = [p.strip() for p in _SPLIT_RE.split(protected) if p.strip()]
    out = []
    for p in parts:
        for i, abbr in enumerate(_ABBREVIATIONS):
            p = p.replace(abbr.replace(".", f"\x00{i}\x00"), abbr)
        out.append(p)
    return out


# A capital letter joined by a hyphen to a word ('T-shirt', 'X-ray', 'U-turn') is the letter's
# shape naming a common noun, never a person: 'bought 2 T-shirts' counts shirts of that kind.
_LETTER_COMPOUND = re.compile(r"[A-Z]-[a-z]+")


def _is_name(tok: Token) -> bool:
    w = tok.text
    return (tok.kind == "word" and w[:1].isupper() and w.lower() not in NOT_NAMES and (len(w) > 1)
            and not _LETTER_COMPOUND.fullmatch(w))


def shape_of(tokens: list[Token], first_literal: int,
             counted: frozenset[str] = frozenset()) -> tuple[str, tuple[tuple[int, Token], ...]]:
    """Render tokens as the shape string; literals become <kN> with global indexes. A
    capitalised word in `counted` (the text counts it: '36 Oreos') is a noun, never the first
    part of a two-word name ('the number of Oreos Jordan has')."""
    parts: list[str] = []
    lits: list[tuple[int, Token]] = []
    n = first_literal
    body = list(tokens)
    while body and body[-1].kind == "punct" and body[-1].text in ".?!":
        body.pop()
    for k, tok in enumerate(body):
        if tok.kind in KIND_PREFIX:
            if tok.kind == "num" and _is_year(body, k):
                parts.append("<year>")
                continue
            parts.append(f"<{KIND_PREFIX[tok.kind]}{n}>")
            lits.append((n, tok))
            n += 1
        elif tok.kind == "label":
            parts.append("<label>")
        elif _fraction_suffix(body, k):
            continue
        elif tok.kind == "poss":
            parts.append("'s")
        elif tok.kind == "punct":
            parts.append(tok.text)
        elif _is_name(tok):
            if parts and parts[-1].startswith("@") and k > 0 and _is_name(body[k - 1]) \
                    and body[k - 1].text.lower() not in counted:
                parts[-1] += "-" + tok.text.lower()  # "John Smith" is one name
            else:
                parts.append("@" + tok.text.lower())
        else:
            parts.append(tok.text.lower())
    shape = re.sub(r"\b(mr|mrs|ms|dr)(?: \.)? @", r"@\1-", " ".join(parts))
    return shape, tuple(lits)


# '3/8th', '2/3rds': an ordinal ending written onto a digit fraction names the same fraction
_FRACTION_SUFFIXES = frozenset({"th", "ths", "rd", "rds", "nd", "nds", "st"})


def _fraction_suffix(body: list[Token], k: int) -> bool:
    """Whether token k is an ordinal ending glued to the digit fraction before it."""
    tok = body[k]
    return (tok.kind == "word" and tok.text.lower() in _FRACTION_SUFFIXES and k > 0
            and body[k - 1].kind == "frac" and body[k - 1].end == tok.start)


def _is_year(body: list[Token], k: int) -> bool:
    tok = body[k]
    if tok.value is None or tok.value.denominator != 1 or not (1900 <= tok.value <= 2099) or "," in tok.text:
        return False
    return k > 0 and body[k - 1].text.lower() in ("in", "since", "of", "until", "by")


def segment(text: str) -> list[Sentence]:
    """Segment a problem into Sentences with globally indexed literals."""
    out: list[Sentence] = []
    n = 0
    split = [(s, tokenize(s)) for s in split_sentences(text)]
    counted = frozenset(t.text.lower() for _, toks in split for a, t in zip(toks, toks[1:])
                        if a.kind in KIND_PREFIX and _is_name(t))
    for i, (s, toks) in enumerate(split):
        shape, lits = shape_of(toks, n, counted)
        n += len(lits)
        out.append(Sentence(i, s, tuple(toks), shape, lits))
    return out
