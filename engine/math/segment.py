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
mondays tuesdays wednesdays thursdays fridays saturdays sundays
instead unfortunately luckily however additionally overall altogether in including not no yes
initially originally currently presently
according another anything anyone anybody everyone everybody everything someone somebody
nobody nothing between among across along throughout without inside outside several none only
very just exactly almost nearly most normally usually typically recently fortunately lastly
therefore otherwise suddenly eventually sadly unexpectedly thereafter collectively halfway aside
due considering knowing following compared assume assuming using being
children people men women
maybe perhaps probably possibly supposedly apparently allegedly reportedly presumably hopefully
surely certainly clearly obviously evidently actually really seemingly undoubtedly
""".split())
# (session 18, red10) The third block are adverbs of belief and hedging: 'Tom has 10 apples.
# Supposedly Ann gave him 3 apples.' joined 'Supposedly Ann' into one name and read the hedged clause as a
# fact (was 13); as the word itself the clause is not read.
# (session 15, caps) The second block are closed-class words (adverbs, prepositions, indefinite
# pronouns, sentence-opening participles of reasoning: 'Considering ...', 'Knowing that ...') and
# the irregular plurals of person nouns ('Children make up 25% of the riders'): none of them is
# ever a first name, so at the start of a sentence they are the word, not a person.


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


# Session 23 (lead, `slash23`): a price or wage written with a slash ('$10/hour', '$3 / pound',
# '$60/person') is the rate the words say with 'per'; about 300 of them in the train file. Only
# after a dollar amount and before a word: '3/4', '60 miles/hour' and '1/2 cup' are left as they are.
_SLASH_RATE = re.compile(r"(\$\s?\d[\d,]*(?:\.\d+)?)\s*/\s*(?=[A-Za-z])")


def normalize_text(text: str) -> str:
    """NFKC-normalise, unify quotes, write a slashed rate with 'per' ('$10/hour'), and collapse
    whitespace."""
    t = unicodedata.normalize("NFKC", text)
    t = t.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    if "/" in t:
        t = _SLASH_RATE.sub(r"\1 per ", t)
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
             counted: frozenset[str] = frozenset(),
             common: frozenset[int] = frozenset()) -> tuple[str, tuple[tuple[int, Token], ...]]:
    """Render tokens as the shape string; literals become <kN> with global indexes. A
    capitalised word in `counted` (the text counts it: '36 Oreos') is a noun, never the first
    part of a two-word name ('the number of Oreos Jordan has'). A token index in `common` is a
    capitalised word that `common_initials` showed to be a common word (written lowercase)."""
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
        elif _is_name(tok) and k not in common:
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


# --- sentence-initial common words (session 15, caps) --------------------------------------
# A capital at the start of a sentence (or just after an opening quote) says nothing about the
# word: 'Pens are $2 each.' and 'Making an equal number of drums ...' are common words, while
# 'Will', 'Rose', 'Hunter', 'Chase', 'Miles' are names that are also words. A sentence-initial
# capitalised word is read as a common word ONLY on positive evidence, and stays a name otherwise
# (as before). Never a common word: a first name of name_genders.json, or a word the text also
# writes capitalised where no sentence starts (a name is capitalised everywhere). The evidence:
#   plural   the word ends in -s (not -ss/-us/-is), the text writes it (or its singular) in
#            lowercase elsewhere, and a plural-agreement verb follows it ('Apples cost', 'Pens
#            are', 'Families who'): a person's name takes 'has/is/buys' ('Miles is 5').
#   gerund   the word ends in -ing and the next word is a lowercase determiner, possessive,
#            preposition or a number ('Making an', 'Renting the', 'Checking his', 'Working 7'):
#            a name is followed by its verb ('Sterling has'), never by 'the'.
#   modifier the next word is a lowercase plural noun and a plural-agreement verb follows it
#            ('Movie tickets cost', 'Adult tickets are', 'Eastern rattlesnakes have'): a name
#            before a plural noun would need a possessive ('Tom 's apples'), so the capital is a
#            noun modifier of a plural subject (session 18, lead). The word need not recur in
#            lowercase; a first name or a word capitalised elsewhere still stays a name.
_PLURAL_AGREEMENT = frozenset("""are were have cost come make take get last need weigh sell pay
who that do contain hold eat weigh""".split())
_GERUND_NEXT = frozenset("""a an the this that these those his her their its my our your all
each every some any one two three four five six seven eight nine ten at for from in into on to
with by of around through about over every""".split())


def _first_names() -> frozenset[str]:
    import json
    from pathlib import Path
    d = json.loads((Path(__file__).with_name("name_genders.json")).read_text())
    return frozenset(n for ns in d.values() for n in ns)


_FIRST_NAMES = _first_names()


def _initial_positions(toks: list[Token]) -> list[int]:
    """Token indexes where a capital carries no information: sentence start, after a quote."""
    out = [0] if toks else []
    out += [k + 1 for k, t in enumerate(toks[:-1]) if t.kind == "punct" and t.text in "\"'"]
    return out


def _plural_form(w: str) -> bool:
    return len(w) >= 4 and w.endswith("s") and not w.endswith(("ss", "us", "is"))


def _plural_evidence(w: str, lower: frozenset[str]) -> bool:
    if not _plural_form(w):
        return False
    singulars = {w, w[:-1]} | ({w[:-3] + "y"} if w.endswith("ies") else set()) \
        | ({w[:-2]} if w.endswith("es") else set())
    return bool(singulars & lower)


def common_initials(split: list[list[Token]]) -> list[frozenset[int]]:
    """Per sentence, the token indexes of sentence-initial capitalised words that are common
    words on positive evidence (see the block comment above); everything else is unchanged."""
    lower = frozenset(t.text for toks in split for t in toks if t.kind == "word" and t.text[:1].islower())
    initial = [set(_initial_positions(toks)) for toks in split]
    capital_inside = frozenset(t.text.lower() for toks, ini in zip(split, initial)
                               for k, t in enumerate(toks)
                               if k not in ini and t.kind == "word" and t.text[:1].isupper())
    out = []
    for toks, ini in zip(split, initial):
        common = set()
        for k in sorted(ini):
            if k >= len(toks) - 1 or not _is_name(toks[k]):
                continue
            w, nxt = toks[k].text.lower(), toks[k + 1]
            if w in _FIRST_NAMES or w in capital_inside:
                continue
            if _plural_evidence(w, lower) and nxt.text in _PLURAL_AGREEMENT:
                common.add(k)
            elif w.endswith("ing") and len(w) >= 6 and (nxt.kind in KIND_PREFIX or nxt.text in _GERUND_NEXT):
                common.add(k)
            elif (k + 2 < len(toks) and nxt.kind == "word" and nxt.text[:1].islower()
                  and _plural_form(nxt.text) and toks[k + 2].text in _PLURAL_AGREEMENT):
                common.add(k)
        out.append(frozenset(common))
    return out


def segment(text: str) -> list[Sentence]:
    """Segment a problem into Sentences with globally indexed literals."""
    out: list[Sentence] = []
    n = 0
    split = [(s, tokenize(s)) for s in split_sentences(text)]
    counted = frozenset(t.text.lower() for _, toks in split for a, t in zip(toks, toks[1:])
                        if a.kind in KIND_PREFIX and _is_name(t))
    commons = common_initials([toks for _, toks in split])
    for i, (s, toks) in enumerate(split):
        shape, lits = shape_of(toks, n, counted, commons[i])
        n += len(lits)
        out.append(Sentence(i, s, tuple(toks), shape, lits))
    return out
