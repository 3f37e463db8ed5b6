"""Literal scanning: digits, decimals, money, fractions, percents, number words, multipliers."""
from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

# Literal kinds: the shape token prefix of each kind (see segment.shape_of).
KIND_PREFIX = {"num": "n", "money": "m", "percent": "p", "frac": "f", "mult": "x"}

UNITS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19,
}
TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
        "eighty": 80, "ninety": 90}
SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000}
# Multiplier words: consumed as literals of kind "mult"; patterns decide their role.
MULTIPLIERS = {"twice": Fraction(2), "double": Fraction(2), "doubles": Fraction(2),
               "doubled": Fraction(2), "triple": Fraction(3), "triples": Fraction(3),
               "tripled": Fraction(3), "thrice": Fraction(3), "half": Fraction(1, 2), "halves": Fraction(1, 2)}
DENOMINATOR_WORDS = {"half": 2, "halves": 2, "third": 3, "thirds": 3, "fourth": 4,
                     "fourths": 4, "quarter": 4, "quarters": 4, "fifth": 5, "fifths": 5,
                     "sixth": 6, "sixths": 6, "eighth": 8, "eighths": 8, "tenth": 10,
                     "tenths": 10}
DOZEN = 12

_TOKEN_RE = re.compile(
    r"(?P<money>\$\s?\d+(?:,\d{3})*(?:\.\d+)?)"
    r"|(?P<frac>\d+/\d+)"
    r"|(?P<percent>\d+(?:,\d{3})*(?:\.\d+)?\s?(?:%|percent\b))"
    r"|(?P<time>\d{1,2}:\d{2})"
    r"|(?P<ordinal>\d+(?:st|nd|rd|th)\b)"
    r"|(?P<num>\d+(?:,\d{3})*(?:\.\d+)?)"
    r"|(?P<word>[A-Za-z]+(?:-[A-Za-z]+)*)"
    r"|(?P<poss>'s\b|')"
    r"|(?P<punct>[^\sA-Za-z\d])"
)


# session 16 (`ratio`): in a sentence that says 'ratio', 'N:MM' is a ratio of two numbers ('in
# the ratio of 10:17', 'the ratio of cows to bulls is 10:27'), never a time of day; the scan
# without the time pattern reads it as N ':' MM (and so does the metamorphic re-read of '3:4'
# perturbed to '6:12')
_TOKEN_RE_RATIO = re.compile(_TOKEN_RE.pattern.replace(r"|(?P<time>\d{1,2}:\d{2})", ""))
_RATIO_WORD = re.compile(r"\bratios?\b", re.IGNORECASE)


@dataclass(frozen=True)
class Token:
    """One token of a sentence; literals carry an exact value and a kind."""

    kind: str  # num money percent frac mult word name poss punct label
    text: str
    start: int
    end: int
    value: Fraction | None = None


# words after 'of' that make 'N dozen of ...' a part of something held, not a count of a noun
_PART_OF_HEADS = frozenset("""the his her their its my our your them these those this that
which what all each every both""".split())

def parse_digits(text: str) -> Fraction | None:
    """Exact value of a digit string with optional thousands commas; None when malformed."""
    t = text.replace(",", "")
    if not re.fullmatch(r"\d+(?:\.\d+)?", t):
        return None
    if "," in text and not re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?", text):
        return None
    return Fraction(t)


def _word_number(words: list[str], i: int) -> tuple[Fraction, int] | None:
    """Greedy number-word phrase starting at words[i]; returns (value, words used)."""
    total, current, j, seen = 0, 0, i, False
    while j < len(words):
        w = words[j]
        parts = w.split("-")
        if len(parts) == 2 and parts[0] in TENS and parts[1] in UNITS and UNITS[parts[1]] < 10:
            current += TENS[parts[0]] + UNITS[parts[1]]
        elif w in UNITS:
            if seen and current % 100 != 0 and current % 10 != 0:
                break
            if seen and current % 100 == 0 and current == 0 and total == 0:
                break
            current += UNITS[w]
        elif w in TENS:
            if seen and current % 100 != 0:
                break
            current += TENS[w]
        elif w in SCALES and seen:
            current = max(current, 1) * SCALES[w]
            if SCALES[w] >= 1000:
                total += current
                current = 0
        else:
            break
        seen = True
        j += 1
    if not seen:
        return None
    return Fraction(total + current), j - i


def tokenize(sentence: str) -> list[Token]:
    """Scan a sentence into tokens, merging number words, dozens and word fractions."""
    raw: list[Token] = []
    for m in (_TOKEN_RE_RATIO if _RATIO_WORD.search(sentence) else _TOKEN_RE).finditer(sentence):
        kind = m.lastgroup or "punct"
        text = m.group(0)
        if kind == "money":
            value = parse_digits(text.lstrip("$").strip())
            raw.append(Token("money" if value is not None else "label", text, m.start(), m.end(), value))
        elif kind == "num":
            value = parse_digits(text)
            raw.append(Token("num" if value is not None else "label", text, m.start(), m.end(), value))
        elif kind == "percent":
            digits = re.match(r"[\d,.]+", text).group(0)
            value = parse_digits(digits)
            raw.append(Token("percent" if value is not None else "label", text, m.start(), m.end(), value))
        elif kind == "frac":
            a, b = text.split("/")
            if int(b) == 0:
                raw.append(Token("label", text, m.start(), m.end()))
            else:
                raw.append(Token("frac", text, m.start(), m.end(), Fraction(int(a), int(b))))
        elif kind in ("time", "ordinal"):
            raw.append(Token("label", text, m.start(), m.end()))
        else:
            raw.append(Token(kind, text, m.start(), m.end()))
    return _merge_words(raw)


def _merge_words(raw: list[Token]) -> list[Token]:
    """Merge number words, 'N dozen', 'a dozen', word fractions, 'N percent' and 'N dollars'."""
    lower = [t.text.lower() if t.kind == "word" else "" for t in raw]
    out: list[Token] = []
    i = 0
    while i < len(raw):
        t = raw[i]
        w = lower[i]
        if t.kind == "word":
            got = _word_number(lower, i) if (w in UNITS or w in TENS or "-" in w) else None
            if got is not None and all(raw[k].kind == "word" for k in range(i, i + got[1])):
                value, used = got
                end = raw[i + used - 1].end
                out.append(Token("num", " ".join(r.text for r in raw[i:i + used]), t.start, end, value))
                i += used
                continue
            if w in ("a", "an", "one") and i + 1 < len(raw) and lower[i + 1] in ("dozen",):
                out.append(Token("num", t.text + " " + raw[i + 1].text, t.start, raw[i + 1].end, Fraction(DOZEN)))
                i += 2
                continue
            parts = w.split("-")
            if len(parts) >= 2 and parts[-1] in ("dollar", "dollars"):
                got = _word_number(parts[:-1], 0) if len(parts) == 2 else None
                if got is not None and got[1] == 1:
                    out.append(Token("money", t.text, t.start, t.end, got[0]))
                    i += 1
                    continue
            if len(parts) == 2 and parts[0] in UNITS and parts[1] in DENOMINATOR_WORDS and UNITS[parts[0]] > 0:
                out.append(Token("frac", t.text, t.start, t.end,
                                 Fraction(UNITS[parts[0]], DENOMINATOR_WORDS[parts[1]])))
                i += 1
                continue
            if w in MULTIPLIERS:
                out.append(Token("mult", t.text, t.start, t.end, MULTIPLIERS[w]))
                i += 1
                continue
            if w in ("a", "one") and i + 1 < len(raw) and lower[i + 1] in DENOMINATOR_WORDS and lower[i + 1] not in ("half", "halves"):
                d = DENOMINATOR_WORDS[lower[i + 1]]
                out.append(Token("frac", t.text + " " + raw[i + 1].text, t.start, raw[i + 1].end, Fraction(1, d)))
                i += 2
                continue
        # session 22 (`frac22`): 'a 3rd of them', 'a 4th of his cards': a digit ordinal after 'a'
        # and before 'of' is the fraction 1/n (3rd to 10th); 'a 3rd place', 'the 3rd of May' stay
        if w in ("a", "one") and i + 2 < len(raw) and raw[i + 1].kind == "label" and lower[i + 2] == "of" \
                and (o := re.fullmatch(r"(\d+)(?:rd|th)", raw[i + 1].text)) is not None and 3 <= int(o.group(1)) <= 10:
            out.append(Token("frac", t.text + " " + raw[i + 1].text, t.start, raw[i + 1].end, Fraction(1, int(o.group(1)))))
            i += 2
            continue
        # 'N dozens' after a numeral is N dozen ('5 dozens avocados'); a bare 'dozens of' (many)
        # stays a word (session 12, coll)
        if w in ("dozen", "dozens") and out and out[-1].kind == "num":
            prev = out.pop()
            out.append(Token("num", prev.text + " " + t.text, prev.start, t.end, prev.value * DOZEN))
            i += 1
            # session 18 (lead): 'N dozens of X' is N dozen X ('10 dozens of watermelons'); 'of'
            # before a determiner or a pronoun takes a part ('2 dozen of the eggs') and stays
            # (the token spans the 'of' too, so a literal written over it leaves no 'of' behind)
            if i + 1 < len(raw) and lower[i] == "of" and raw[i + 1].kind == "word" \
                    and lower[i + 1] not in _PART_OF_HEADS:
                merged = out.pop()
                out.append(Token("num", merged.text + " " + raw[i].text, merged.start, raw[i].end, merged.value))
                i += 1
            continue
        if t.kind == "word" and w in DENOMINATOR_WORDS and out and out[-1].kind == "num" \
                and out[-1].value is not None and out[-1].value.denominator == 1 and 0 < out[-1].value < 20 \
                and w not in ("half", "halves"):
            prev = out.pop()
            out.append(Token("frac", prev.text + " " + t.text, prev.start, t.end,
                             prev.value / DENOMINATOR_WORDS[w]))
            i += 1
            continue
        if t.kind == "word" and w == "percent" and out and out[-1].kind == "num":
            prev = out.pop()
            out.append(Token("percent", prev.text + " " + t.text, prev.start, t.end, prev.value))
            i += 1
            continue
        if ((t.kind == "word" and w in ("dollars", "dollar", "bucks")) or (t.kind == "punct" and t.text == "$")) \
                and out and out[-1].kind == "num":
            prev = out.pop()
            out.append(Token("money", prev.text + " " + t.text, prev.start, t.end, prev.value))
            i += 1
            continue
        out.append(t)
        i += 1
    return out
