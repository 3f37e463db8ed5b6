"""Typed graph candidates (facts and the query), unit stemming and owner resolution."""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from fractions import Fraction

from . import lexicon as lx
from .gender import PRONOUN_GENDER, entity_gender, person_role

_IRREGULAR = {"children": "child", "people": "person", "men": "man", "women": "woman",
              "feet": "foot", "teeth": "tooth", "mice": "mouse", "geese": "goose",
              "loaves": "loaf", "leaves": "leaf", "knives": "knife", "wives": "wife",
              "lives": "life", "shelves": "shelf", "wolves": "wolf", "calves": "calf",
              "halves": "half", "thieves": "thief", "scarves": "scarf", "elves": "elf",
              "buses": "bus"}  # session 18 (`modal`): was 'buse', so 'each bus' never met 'the buses'
PRONOUNS = frozenset({"he", "she", "it", "him", "her", "them", "his", "its", "their"})


@dataclass(frozen=True)
class Ref:
    """A quantity operand: a literal by global index, or an implicit constant (never perturbed)."""

    lit: int = -1
    const: Fraction | None = None
    percent: bool = False


@dataclass(frozen=True)
class Fact:
    """One typed graph fact, produced by an injector from one clause."""

    kind: str
    owner: str = ""
    other: str = ""
    unit: str = ""
    unit2: str = ""
    verb: str = ""
    q: Ref | None = None
    q2: Ref | None = None
    sign: int = 1
    sentence: int = -1
    category: str = ""
    setting: str = ""   # where the fact holds ('wall' for 'on his wall'); see settings.py
    past: str = ""      # a past-time label of its clause ('last year')
    when: str = ""      # 'start' ('initially', 'at first') or 'now' ('now', 'currently'); see settings.py
    group: Ref | None = None  # a question's count of its group ('the three of them'): checked, never computed with
    activity: str = ""  # what a wage is paid for or a span is spent at ('for babysitting', 'slept'): lemma
    carried: bool = False  # its owner is the subject carried over from the previous clause of its sentence
    ago: bool = False   # relate_shift: the relation held q years ago (else q years from now)
    of_whole: bool = False  # loss_part: a later part of one list of parts, taken of the whole held
    #                         before the list's first part (reader._parts_of_one_whole)
    # session 15 (`days`): events of one owner compared across named days or times of day
    day: str = ""       # an event's one day or time label ('monday', 'morning'); '?' for two labels
    base_day: str = ""  # an event compared with the owner's event of that label ('as on monday')
    base_op: str = ""   # 'mult' (k times that event), 'add' / 'sub' (N more / fewer than it)
    base: "Fact | None" = None  # the referent event itself (reader._day_referents), read by both readings
    # session 16 (`oneq`): a question asked 'after doing X' ('after donating their books'): the
    # lemma of that verb, which must be the story's last change (reader._after_last_change)
    after: str = ""
    # session 16 (sumref): 'as he did on monday and tuesday combined' -- every referent event of a
    # sum of days (base is the first of them); both readings add their amounts
    bases: tuple = ()
    # session 16 (sumref): a stated total that is k times the sum ('Three times the sum of marbles
    # that A , B , and C have is equal to 60'): the sum is q / scale, in every reading of the total
    scale: Ref | None = None
    # session 19 (`qforms`): 'how many potatoes are not yet sold': the lemma of the verb that every
    # decrease of the asked noun must have for what is not yet done to be what is left
    # (reader._not_yet_done)
    undone: str = ""
    # session 21 (`pct`): the part a percent question asks of its whole (`q_pct_part`: 'what
    # percentage of the flowers are blue' -> part 'blue flower', whole 'flower' in unit2)
    part: str = ""
    # session 23 (`pctq23`): a percent question asked 'rounded to the nearest percent'
    rounded: bool = False


# sign of a 'part' fact taken of what the earlier parts of its whole leave ('1/3 of the remaining
# are yellow'): sign 1 is a fraction of the whole, sign 0 a count
NEXT_PART = 2


QUERY_KINDS = frozenset({"q_holding", "q_verb_total", "q_money_verb", "q_sum", "q_difference",
                         "q_rate_total", "q_total", "q_shift", "q_when", "q_until", "q_change", "q_need",
                         "q_profit", "q_diff_units", "q_price", "q_start", "q_spend_on", "q_need_count", "q_need_total", "q_diff_verb",
                         "q_diff_spend_on", "q_original", "q_diff_day", "q_days_total",
                         "q_time_to", "q_rate_diff", "q_average", "q_share", "q_percent_of", "q_pct_part", "q_pct_ratio"})


def stem_word(w: str) -> str:
    """Canonical singular-ish form of a noun; used identically on both sides of a comparison."""
    if w in _IRREGULAR:
        return _IRREGULAR[w]
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith("ie") and len(w) > 3:
        return w[:-2] + "y"
    for suf in ("xes", "ches", "shes", "sses", "oes", "zes"):
        if w.endswith(suf):
            return w[:-2]
    if w.endswith("s") and not w.endswith(("ss", "us", "is")) and len(w) > 2:
        return w[:-1]
    return w


# abbreviations of measure units, read as the full word
UNIT_ABBREVIATIONS = {"cm": "centimeter", "cms": "centimeter", "mm": "millimeter", "km": "kilometer",
                      "kms": "kilometer", "kg": "kilogram", "kgs": "kilogram", "g": "gram",
                      "lb": "pound", "lbs": "pound", "oz": "ounce", "ft": "foot", "mi": "mile",
                      "hr": "hour", "hrs": "hour", "mins": "minute", "secs": "second", "sec": "second",
                      "ml": "milliliter", "l": "liter", "gal": "gallon", "yd": "yard", "yds": "yard"}


def unit_of(phrase: str) -> str:
    """Canonical unit key of a noun phrase: the head word stemmed, modifiers kept."""
    words = [UNIT_ABBREVIATIONS.get(w, w) for w in phrase.split()]
    if "of" in words:
        words = [w for k, w in enumerate(words)
                 if not (k > 0 and words[k - 1] == "of" and w in ("the", "his", "her", "their", "its"))]
        i = words.index("of")
        head = words[:i]
        if head:
            head[-1] = stem_word(head[-1])
        return " ".join(head + words[i:])
    if words:
        words[-1] = stem_word(words[-1])
    return " ".join(words)


def canonical_owner(raw: str) -> str:
    """Owner key from a raw owner slot: '@tom' -> 'tom', "@tom 's dog" -> "tom's dog"."""
    names = [w for w in raw.split() if w.startswith("@")]
    if len(names) > 1:  # appositive "@tom 's brother @sam" names @sam
        return names[-1][1:]
    words = raw.split()
    if words and words[0] in ("the", "a", "an", "this", "that", "our", "my"):
        raw = " ".join(words[1:])
    return raw.replace(" 's ", "'s ").replace("@", "")


class ResolutionError(Exception):
    """A reference that cannot be resolved to one entity."""


@dataclass
class OwnerContext:
    """Entities seen so far, for pronoun resolution (unique entity only)."""

    entities: list[str]
    persons: list[str] = field(default_factory=list)
    possessed: list[str] = field(default_factory=list)  # "his dog" -> "tom's dog", for "the dog"
    genders: dict[str, str] = field(default_factory=dict)  # bound by pronouns resolved so far
    # the last owner slot resolved: (sentence, raw slot, entity); a carried subject reuses it
    last_owner: tuple[int, str, str] = (-1, "", "")
    # (session 15, caps) owner keys written as a name ('@hunter') and keys written as a common
    # noun ('the hunter'): one key both ways is two referents that the key would merge
    named: set[str] = field(default_factory=set)
    described: set[str] = field(default_factory=set)

    def gender(self, entity: str) -> str | None:
        """The entity's gender: bound by an earlier pronoun, else from its name or role noun."""
        return self.genders.get(entity) or entity_gender(entity)

    def agree(self, entity: str, pronoun: str) -> None:
        """A gendered pronoun resolved to the entity: a known other gender refuses ('Tom has 10
        apples. She has 5 pears.'); an unknown one is bound for the rest of the text."""
        g = PRONOUN_GENDER.get(pronoun)
        if g is None:
            return
        known = self.gender(entity)
        if known is not None and known != g:
            raise ResolutionError(f"pronoun {pronoun!r} for {entity!r} ({known})")
        self.genders[entity] = g

    def note(self, owner: str, person: bool = False) -> None:
        """Record an entity mention (a person when it is named or 'I'/'you'/'we')."""
        if owner and owner not in self.entities and owner not in PRONOUNS:
            self.entities.append(owner)
        if person and owner not in self.persons:
            self.persons.append(owner)

    def _gendered(self, raw: str, subject: str) -> list[str]:
        """Candidates of he/she/his/her/him: the persons in play (or every entity when nobody is
        named) whose gender may be the pronoun's, and the role entities of that gender ('his
        sister' for 'she'). An entity of unknown gender stays a candidate, so it cannot be
        passed over for another. A possessive ('her father') takes a role entity only when no
        person fits: beside 'her mother' it is the person's father, not the mother's. Not
        candidates: the subject given by the caller (see resolve_fact), and for 'her sister' an
        entity that is itself someone's sister."""
        word = raw.split(" ", 1)[0]
        g = PRONOUN_GENDER[word]
        pool = self.persons or self.entities
        roles = [e for e in dict.fromkeys(self.entities + self.possessed) if e not in pool
                 and (entity_gender(e) == g or (person_role(e) and self.gender(e) in (None, g)))]
        owned = raw.split(" ", 1)[1] if " " in raw else None
        people = [e for e in pool if self.gender(e) in (None, g) and e != subject]
        if owned and people:  # 'her father' beside 'her mother' is the person's, not the mother's
            return people
        return people + [e for e in roles if e != subject and not (owned and e.endswith("'s " + owned))]

    def resolve(self, raw: str, subject: str = "") -> str:
        """Resolve a raw owner slot; a pronoun needs exactly one candidate seen so far:
        he/she/his/her/him the one person or role entity of a compatible gender (see _gendered),
        it/its the one entity that is not a person."""
        if not raw:
            return ""
        if raw in PRONOUNS or raw.startswith(("his ", "her ", "its ", "their ")):
            word = raw.split(" ", 1)[0]
            if word in ("it", "its"):
                people = [e for e in self.entities if e not in self.persons]
            elif word in ("them", "their"):
                people = []
            else:
                people = self._gendered(raw, subject)
            if len(people) != 1:
                raise ResolutionError(f"pronoun {raw!r} with entities {self.entities}")
            self.agree(people[0], word)
            if raw in PRONOUNS:
                return people[0]
            owned = people[0] + "'s " + raw.split(" ", 1)[1]
            if owned not in self.possessed:
                self.possessed.append(owned)
            return owned
        owner = canonical_owner(raw)
        m = re.match(r"@([a-z][\w\-]*) 's ", raw)
        if m and m.group(1) not in self.persons:  # "Tom's cat": Tom is a person in play
            self.persons.append(m.group(1))
        if raw.startswith("the ") and owner not in self.entities:
            # "the dog" after "Tom's dog": the one known entity of that kind
            kinds = [e for e in dict.fromkeys(self.entities + self.possessed) if e.endswith("'s " + owner)]
            if len(kinds) == 1:
                return kinds[0]
        person = (raw.startswith("@") and " " not in raw) or raw in ("i", "you", "we") \
            or len([w for w in raw.split() if w.startswith("@")]) > 1
        # 'Hunter has 7 ducks. The hunter buys 3 more.': the name and the noun share the key
        # 'hunter' but may be two people; so may 'Pens' read as a name and 'the pens'. Refuse.
        if raw.startswith("@") and " " not in raw:
            self.named.add(owner)
        elif "@" not in raw:
            self.described.add(owner)
        if owner in self.named and owner in self.described:
            raise ResolutionError(f"{owner!r} is both a name and a common noun")
        self.note(owner, person)
        return owner


OBJECT_PRONOUNS = frozenset({"him", "her"})


def resolve_fact(fact: Fact, ctx: OwnerContext) -> Fact:
    """Resolve the owner and other slots of a fact in textual order.

    An object pronoun ('gave him') is never the subject: it names the subject's possessor
    ("Tom's mother gave him") or else the one entity other than the subject."""
    if "|" in fact.owner:
        owner = "|".join(ctx.resolve(o) for o in fact.owner.split("|"))
        if fact.kind == "q_difference" and fact.other and "|" not in fact.other:
            # session 16 (sumref): 'how many fewer X does P have than A and B combined' lists
            # the owners summed first; the other side is one owner, resolved as well
            return replace(fact, owner=owner, other=ctx.resolve(fact.other))
        return replace(fact, owner=owner)
    if fact.carried and ctx.last_owner[:2] == (fact.sentence, fact.owner):
        # 'She gave 10 sheep to her sister , and (she gave) 5 to her brother': the subject a
        # clause takes over from the previous one is that clause's entity, not a fresh pronoun
        # (the sister, named in between, is no candidate for it)
        owner = ctx.last_owner[2]
    else:
        owner = ctx.resolve(fact.owner) if fact.owner and fact.owner != "they" else fact.owner
    ctx.last_owner = (fact.sentence, fact.owner, owner)
    if fact.other in OBJECT_PRONOUNS:
        if "'s " in owner:
            other = owner.split("'s ", 1)[0]
        else:
            rest = [e for e in ctx.entities if e != owner]
            if len(rest) != 1:
                raise ResolutionError(f"object pronoun {fact.other!r} with entities {ctx.entities}")
            other = rest[0]
        ctx.agree(other, fact.other)  # "Tom's mother gives her 3": 'her' is not Tom
        return replace(fact, owner=owner, other=other)
    if "|" in fact.other:
        return replace(fact, owner=owner, other="|".join(ctx.resolve(o) for o in fact.other.split("|")))
    # a bare pronoun object of a clause whose subject is said otherwise is not that subject
    # ('his brother has fewer than he has'); 'she has fewer red pens than (she has) blue' is
    subject = owner if fact.other in PRONOUNS and fact.other != fact.owner else ""
    other = ctx.resolve(fact.other, subject) if fact.other and fact.other != "they" else fact.other
    return replace(fact, owner=owner, other=other)


def money_unit() -> str:
    """The unit key of money."""
    return lx.MONEY_UNIT


def part_unit(pred: str, base: str) -> str:
    """The unit of a part named by a predicate: 'are girls' -> 'girl', 'are red' -> 'red marble'."""
    words = pred.split()
    if words and (words[0] in ("have", "has", "had") or words[0] in lx.PART_VERBS):
        # session 18 (lead): a verb of habit names no kind either ('student walk to school')
        # 'have thorns' names no kind of its own: the part stays of its base ('rose have thorn'),
        # so 'how many kites have thorns' is not asked of the roses
        return f"{base} {unit_of(pred)}"
    if words and ((words[-1].endswith("s") and not words[-1].endswith("ss")) or words[-1] in _IRREGULAR):
        # a plural noun names the part (session 12: irregular plurals too, 'are men')
        return unit_of(pred)
    return f"{pred} {base}"


def complement_unit(pred: str, base: str) -> str:
    """The unit of what is not in a part: 'marble not red'."""
    return f"{base} not {pred}"
