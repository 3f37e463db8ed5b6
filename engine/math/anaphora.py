"""Session 17 (helper `ellipsis`): the anaphor 'that' / 'this' / 'that amount' / 'this amount'
of a stated quantity.

'Arthur has $200 in his wallet. He spends four-fifths of that.' -- 'that' names a quantity
already stated. The reader already reads the same part with the anaphor 'it' ('four-fifths of
it', `Category.LOSS_PART`) and the same comparison with its referent left out ('twice as much',
`Category.COMPARE_MULT` / `COMPARE_UNITS` and `reader._elided_referents`). The anaphor is
rewritten into those shapes, *once*, for every template that reads them, and then checked at
the level of facts: the rewritten reading must name exactly the quantity 'that' names.

One rule: 'that' names the one quantity stated before it. The candidates are every literal of
the text before the anaphor (the sentences before and the part of its own sentence before it);
with none or two the anaphor has no one referent and is left unread (the text refuses), and
so is one after any other quantity word said before it ('some', 'all', 'each', 'more': an
amount no literal carries).

Forms (the anaphor must end its phrase: a preposition, a comma, 'and' or the end follows, so
'that day', 'that store', 'this amount of money' and the complementiser 'he said that ...' are
never read here):

* `K of that`, `K of that amount`, `K of that number`, `K of this amount` after a fraction,
  percent or multiplier -> `K of it`; the fact check requires the referent to be a holding
  ('has $200') of the same owner as the clause, and the part to be of the holding's unit (a
  part of what was *spent* or *earned* is not a part of 'it', the money held).
* `K that amount`, `K this amount`, `K times that amount`, `K that many`, `K that number`,
  `K that` -> `K as many` (a count; money -> `K as much money`; a measure -> `K as much`); the fact check
  requires a comparison whose compared entity is the referent's owner, or, in a clause of one
  day label ('On Sunday, he earned half that amount'), the day comparison with its referent
  left out (reader._day_compare_elided) of the referent's owner, whose referent event is then
  the one quantity before it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

ELIDED_DAY = "^"  # the base day of a day comparison whose referent is left out (reader._day_referents)

_LIT = re.compile(r"<[a-z]+\d+>")
_LIT_INDEX = re.compile(r"\d+")
# the anaphor ends its phrase: what follows is a preposition, a comma, 'and', or the end
_END = r"(?= (?:on|for|to|in|at|and|,|from|with|each|per|every|a|an)\b(?! (?:amount|money|time|number)\b)|$)"
_OF_THAT = re.compile(rf"(?P<k><[xfp]\d+>) of (?:that|this)(?: amount| number)?{_END}")
_K_THAT = re.compile(rf"(?P<k><x\d+>|<n\d+> times) (?:that|this)(?: amount| number| many| much| distance)?{_END}")
# session 19 (compare): 'N less than K of that amount' compares with the referent ('N less than K
# as many'), never takes a part of it
_THAN_BEFORE = re.compile(r"\b(?:more|less|fewer) than $")
_OWN_DIFFERENCE = re.compile(r"<n\d+>(?: [a-z]+)? (?:more|less|fewer) than $")
# a quantity that no literal carries: with one before the anaphor, 'that' may name it
_OTHER_QUANTITY = re.compile(r"\b(?:some|several|few|many|much|more|less|fewer|certain|all|none|rest|remaining"
                             r"|each|every|per|dozen|dozens|pair|pairs|couple|both|total|sum|whole|entire|left)\b")


@dataclass(frozen=True)
class Anaphor:
    """One rewritten anaphor: its sentence, the literal of its K, the one literal it names and
    the form it was read as ('part': 'K of it'; 'compare': 'K as much')."""

    sentence: int
    k_lit: int
    ref_lit: int
    form: str


def resolve_anaphors(sentences: list) -> tuple[list, list[Anaphor]]:
    """The sentences with every 'that' anaphor of one candidate rewritten, and the anaphors.
    An anaphor with no one candidate (none, two, or a quantity word) is left unrewritten."""
    out, found = [], []
    for n, s in enumerate(sentences):
        if s.is_question:
            out.append(s)
            continue
        shape = s.shape
        for pattern, form in ((_OF_THAT, "part"), (_K_THAT, "compare")):
            m = pattern.search(shape)
            if m is None:
                continue
            # two anaphors in one sentence, none or two literals before it, or another quantity
            # word before it: no one referent, and the sentence is left as it is (unread, so the
            # text refuses as an unrecognized sentence, its real blocker)
            if pattern.search(shape, m.end()) is not None:
                continue
            own = shape[:m.start()]
            if form == "part" and _THAN_BEFORE.search(own):
                # session 19 (compare): 'climbed 7 less than one-third of that amount': compared, and
                # the difference just before it is the comparison's own, no candidate referent
                form = "compare"
                own = _OWN_DIFFERENCE.sub("", own)
            before = " ".join([x.shape for x in out[:n]] + [own])
            lits = _LIT.findall(before)
            if len(lits) != 1 or _OTHER_QUANTITY.search(before):
                continue
            k = m.group("k")
            # a count is compared as 'as many' (the form the elided comparison reads), money as
            # 'as much money'; a measure as 'as much', which no template reads today (it refuses)
            new = f"{k} of it" if form == "part" else f"{k} as many" if lits[0].startswith("<n") \
                else f"{k} as much money" if lits[0].startswith("<m") else f"{k} as much"
            shape = shape[:m.start()] + new + shape[m.end():]
            found.append(Anaphor(s.index, int(_LIT_INDEX.search(k).group(0)),
                                 int(_LIT_INDEX.search(lits[0]).group(0)), form))
        out.append(s if shape == s.shape else replace(s, shape=shape))
    return out, found


def check_anaphors(anaphors: list[Anaphor], facts: list) -> str | None:
    """None when every rewritten anaphor was read as naming its one referent; else why not.
    `facts` are resolved (pronoun owners replaced by their entities)."""
    for a in anaphors:
        refs = [f for f in facts if f.q is not None and f.q.lit == a.ref_lit]
        ks = [f for f in facts if a.k_lit in {r.lit for r in (f.q, f.q2, f.scale) if r is not None}]
        if len(refs) != 1 or len(ks) != 1:
            return f"sentence {a.sentence}: the anaphor's referent or reading is not one fact"
        ref, k = refs[0], ks[0]
        if not ref.owner or ref.owner == "they" or "|" in ref.owner or ref.past or ref.setting:
            return f"sentence {a.sentence}: the referent is of no one owner, or at another time or place"
        if a.form == "part":
            # 'of it' is a part of the owner's holding: the referent must be that holding
            if ref.kind != "hold" or k.owner != ref.owner or k.unit not in ("", ref.unit):
                return f"sentence {a.sentence}: 'of that' is not a part of {ref.owner}'s holding"
        elif k.base_day == ELIDED_DAY:
            # 'On Friday they sold twice that amount' is the day comparison with its referent left
            # out: the one earlier event under another label (_day_referents) is the referent here
            # (the only quantity before), when it is of the same owner
            if k.owner != ref.owner or not ref.day:
                return f"sentence {a.sentence}: 'K that amount' is not {ref.owner}'s event of another day"
        elif k.kind == "act" and k.base_day.startswith("=other"):
            # session 19 (compare): an activity compared with another owner's one event (reader.
            # _event_referents): the referent must be that owner's event of the same verb
            if ref.kind != "act" or k.other != ref.owner or k.verb != ref.verb or k.unit not in ("", ref.unit):
                return f"sentence {a.sentence}: 'K that amount' is not compared with {ref.owner}'s activity"
        else:
            if not k.kind.startswith("relate") or k.other != ref.owner or k.unit not in ("", ref.unit):
                return f"sentence {a.sentence}: 'K that amount' is not compared with {ref.owner}"
    return None
