"""Injectors: turn a recognizer match into typed graph facts; serving and sealed tables (ADR-0186)."""
from __future__ import annotations

import re
from dataclasses import replace
from fractions import Fraction
from typing import Callable

from . import gender
from . import lexicon as lx
from .graph import _IRREGULAR as _IRREGULAR_PLURALS
from .graph import NEXT_PART, Fact, Ref, canonical_owner, complement_unit, part_unit, stem_word, unit_of
from .recognizers import CAP_VERBS, Category, Match
from .segment import Sentence


class InjectionRefused(Exception):
    """The injector recognised the clause but cannot turn it into admissible facts."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail


def _lit(m: Match, key: str, sentence: Sentence) -> Ref:
    idx = int(m.get(key))
    for gi, tok in sentence.literals:
        if gi == idx:
            return Ref(lit=idx, percent=tok.kind == "percent")
    raise InjectionRefused("unconsumed_literal", f"literal {idx} not in sentence")


def _unit(m: Match, key: str = "u") -> str:
    text = m.get(key)
    return unit_of(text) if text else ""


def _lemma(table: dict, surface: str) -> str:
    return table.get(surface, surface)


_FUNCTION_WORDS = frozenset("a an the his her their its to in on at for with from of is was are "
                            "were and , 's he she it".split())


def mention(owner: str, shape: str) -> Fact:
    """A description of `owner` (no quantity, no state change); unit2 lists the content words of
    `shape` (stemmed) for the reader's noun guard."""
    words = sorted({stem_word(w) for w in shape.split()
                    if not w.startswith(("@", "<")) and w not in _FUNCTION_WORDS})
    return Fact("mention", owner=owner, unit2=" ".join(words))


def _listed_persons(m: Match) -> list[str]:
    """The persons of a listed subject ('@angus , @patrick , and @ollie'; session 14, `stmt`);
    a name listed twice refuses (two persons of one name, or a slip: who is meant?)."""
    names = [n for n in re.split(r" , and | , | and ", m.get("plist")) if n]
    if len(set(names)) != len(names):
        raise InjectionRefused("ambiguous_reading", "a person listed twice")
    return names


def _inert(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # Positively classified description; it still names an entity (each listed person: one
    # mention each, so that 'they' and pronouns see every one of them)
    if m.get("plist"):
        return tuple(mention(n, m.shape) for n in _listed_persons(m))
    return (mention(m.get("o"), m.shape),)


def _inert_prog(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # A description of what someone is doing: one mention per subject ('Roberto and Valerie are
    # jumping rope') and per other name in it ('is baking cookies for Sally'), so that every
    # person it names is in play for pronouns ('she' is then ambiguous) and for 'they'.
    base = mention(m.get("o"), m.shape)
    if m.get("save"):
        # Session 20 (lead): money saved or raised for a goal ('is saving up to buy a bike') names
        # what will be bought, never a stock that the text counts: no noun of it is guarded (the
        # goal's price is what a later sentence states); the description guard still holds it
        # before every stated quantity
        base = replace(base, unit2="")
    subjects = ([m.get("o")] if m.get("o") else _listed_persons(m) if m.get("plist")
                else [m.get("pa"), m.get("pb")])
    taken = " ".join(subjects)
    others = [w for w in dict.fromkeys(m.shape.split()) if w.startswith("@") and w not in taken.split()]
    return tuple(replace(base, owner=o) for o in subjects + others)


def _group_scene(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # Session 20 (`group`): a named group's gathering scene ('Stefan , Vail , and Aiguo collected
    # seashells'): one mention per member, so every member is in play for 'they'. The mention
    # names no noun (unit2 empty): its object is the very thing the later counts count, which the
    # reader's guard allows only before every stated quantity (reader._group_scene_guard).
    names = _listed_persons(m) if m.get("plist") else [m.get("pa"), m.get("pb")]
    if len(set(names)) != len(names):
        raise InjectionRefused("ambiguous_reading", "a name listed twice in a group")
    return tuple(Fact("mention", owner=o, unit2="") for o in names)


# Session 21 (`each21`): nouns that cannot be the members of a distributive group: a period
# ('3 days each had 4 ...' is a schedule, not a group of things that hold or get) or a unit of
# measure ('2 liters each contain ...').
_EACH_GROUP_NOT_MEMBERS = frozenset(lx.TIME_UNITS.values()) | lx.MEASURE_UNITS | lx.DISTANCE_UNITS | lx.WEIGHT_UNITS


def _each_group(m: Match, s: Sentence) -> tuple[Fact, ...]:
    """Session 21 (`each21`): distributive 'each' over a counted group (recognizers, EACH_GROUP).

    The group's count is its own quantity: a holding of the member noun by the possessor ('her 3
    sons': she has 3 sons) or by the scene ('5 friends', 'the 12 croutons': there are 5 friends).
    What each member has is a content of the member noun, exactly the reading of 'There are 4
    boxes. Each box holds 6 pens.' (so every question and guard of containers applies); what
    each member gets is one event of the group as an owner ('the friends', "Ann's sons") of
    amount q x count (as 'gives 3 pens to each of his 4 friends' is q x q2), whose noun keeps the
    unit of the amount ('3 pounds of apples' is no count of apples)."""
    members = m.get("g")
    unit = _unit(m, "g")
    head = unit.split(" of ")[0].split()[-1]
    if "@" in members or head in _EACH_GROUP_NOT_MEMBERS or head == stem_word(members.split()[-1]) == members.split()[-1]:
        # a name, a period or a measure, or a singular head ('5 friend each': no plural group)
        raise InjectionRefused("ambiguous_reading", f"{members!r} is no counted group of members")
    if unit == _unit(m, "u") or head == _unit(m, "u").split(" of ")[0].split()[-1]:
        raise InjectionRefused("ambiguous_reading", "a group whose members count their own kind")
    count = next(tok.value for gi, tok in s.literals if gi == int(m.get("m")))
    if count != int(count) or count < 2:  # '1 friends each', '2.5 boxes each': no group of members
        raise InjectionRefused("ambiguous_reading", "a group count that is no whole number of two or more")
    det, poss = m.get("det"), m.get("poss")
    holder = poss or {"his": "he", "her": "she"}.get(det or "", "")
    group = Fact("hold", owner=holder, unit=unit, q=_lit(m, "m", s), verb="have")
    v = m.get("v")
    if v in lx.EACH_GROUP_HAVE or v in lx.EACH_GROUP_HAVE_ONE:
        if set(members.split()) & lx.EMPTY_WORDS:
            # session 22 (`red17`): '4 empty jars each hold 6 liters' tells what each can hold,
            # not what it holds (was 24)
            raise InjectionRefused("ambiguous_reading", f"{members!r} hold nothing: a capacity")
        return (group, Fact("container", unit=unit, unit2=_unit(m, "u"), q=_lit(m, "n", s), verb=""))
    owner = (f"{poss} 's " if poss else f"{det} " if det else "") + members
    if v in lx.EACH_GROUP_USE or v in lx.EACH_GROUP_USE_ONE:
        # session 22 (`sub22`): '5 friends each ate 3 cookies' -- the group uses up q x count
        lemma = lx.EACH_GROUP_USE.get(v) or lx.EACH_GROUP_USE_ONE[v]
        return (group, Fact("loss", owner=owner, unit=_unit(m, "u"), q=_lit(m, "n", s), q2=_lit(m, "m", s), verb=lemma))
    lemma = lx.EACH_GROUP_GET.get(v) or lx.EACH_GROUP_GET_ONE[v]
    return (group, Fact("gain", owner=owner, unit=_unit(m, "u"), q=_lit(m, "n", s), q2=_lit(m, "m", s), verb=lemma))


_PLURAL_OF = {v: k for k, v in _IRREGULAR_PLURALS.items()}


def _plural(word: str) -> str:
    """The plural of a member noun ('student' -> 'students', 'child' -> 'children'); '' when
    the stemmer would not take it back to the same noun."""
    if word in _PLURAL_OF:
        out = _PLURAL_OF[word]
    elif word.endswith("y") and len(word) > 2 and word[-2] not in "aeiou":
        out = word[:-1] + "ies"
    elif word.endswith(("s", "x", "ch", "sh", "z")):
        out = word + "es"
    else:
        out = word + "s"
    return out if stem_word(out) == word else ""


def _each_member(m: Match, s: Sentence) -> tuple[Fact, ...]:
    """Session 21 (`each21`): 'Each student brought 2 pencils' -- an event of every member of a
    group counted elsewhere. The event is the group's ('the students', so that 'the students'
    and 'they' in the question name it), of amount q x count; the count is filled in by
    reader._each_member_counts from the one stated count of the members, or the text refuses."""
    if m.get("they"):
        # 'they each have 5 bags': the group is found by the reader; a holding verb keeps the
        # verb 'have' and becomes a content of the members there
        v = m.get("v")
        if v in lx.EACH_GROUP_USE:  # session 22 (`sub22`): 'they each ate 2 cookies'
            return (Fact("loss", owner="they", unit=_unit(m, "u"), q=_lit(m, "n", s), verb=lx.EACH_GROUP_USE[v]),)
        lemma = "have" if v in lx.EACH_GROUP_HAVE else lx.EACH_GROUP_GET[v]
        return (Fact("gain", owner="they", unit=_unit(m, "u"), q=_lit(m, "n", s), verb=lemma),)
    members = m.get("g")
    words = members.split()
    if "@" in members or " of " in members or stem_word(words[-1]) != words[-1]:
        raise InjectionRefused("ambiguous_reading", f"'each {members}': no single member noun")
    if words[-1] not in _PERSON_NOUNS:
        raise InjectionRefused("ambiguous_reading", f"'each {members}' gets things: a content, not an event")
    plural = _plural(words[-1])
    if not plural or unit_of(members) == _unit(m, "u"):
        raise InjectionRefused("ambiguous_reading", f"'each {members}': no plural group")
    owner = "the " + " ".join(words[:-1] + [plural])
    if m.get("v") in lx.EACH_GROUP_USE_ONE:  # session 22 (`sub22`): 'each student used 4 stickers'
        return (Fact("loss", owner=owner, unit=_unit(m, "u"), q=_lit(m, "n", s), verb=lx.EACH_GROUP_USE_ONE[m.get("v")]),)
    return (Fact("gain", owner=owner, unit=_unit(m, "u"), q=_lit(m, "n", s), verb=lx.EACH_GROUP_GET_ONE[m.get("v")]),)


def _hold_some(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "Josh has some money": the holding exists, its amount is unknown (never zero)
    unit = lx.MONEY_UNIT if m.get("money") else _unit(m)
    return (Fact("hold_some", owner=m.get("o"), unit=unit, verb="have"),)


def _holding(m: Match, s: Sentence) -> tuple[Fact, ...]:
    verb = m.get("v")
    return (Fact("hold", owner=m.get("o"), unit=_unit(m), q=_lit(m, "n", s), verb="have"),)


def _there_be(m: Match, s: Sentence) -> tuple[Fact, ...]:
    return (Fact("hold", owner=m.get("o"), unit=_unit(m), q=_lit(m, "n", s), verb="have"),)


def _money_holding(m: Match, s: Sentence) -> tuple[Fact, ...]:
    return (Fact("hold", owner=m.get("o"), unit=lx.MONEY_UNIT, q=_lit(m, "n", s), verb="have"),)


def _gain(m: Match, s: Sentence) -> tuple[Fact, ...]:
    lemma = _lemma(lx.GAIN, m.get("v"))
    more = bool(m.get("more") or m.get("more2"))
    return (Fact("gain", owner=m.get("o"), unit=_unit(m), q=_lit(m, "n", s), verb=lemma,
                 sign=2 if more else 1),)


def _loss(m: Match, s: Sentence) -> tuple[Fact, ...]:
    lemma = _lemma({**lx.LOSE, "sell": "sell"}, m.get("v"))
    return (Fact("loss", owner=m.get("o"), unit=_unit(m), q=_lit(m, "n", s), verb=lemma),)


def _loss_all(m: Match, s: Sentence) -> tuple[Fact, ...]:
    return (Fact("loss_all", owner=m.get("o"), unit=_unit(m), verb=_lemma(lx.LOSE, m.get("v"))),)


def _bare_quarter(m: Match, s: Sentence) -> None:
    """Session 22 (`frac22`): a bare part ('he donated a quarter (to ...)', slot `bare`) said 'a /
    one quarter' may be the coin: refused. 'a quarter of them' is a part."""
    if m.get("bare", None) is None or not m.get("k"):
        return
    idx = int(m.get("k"))
    if any(gi == idx and "quarter" in tok.text.lower() for gi, tok in s.literals):
        raise InjectionRefused("unrecognized_sentence", "a bare 'quarter': a part or the coin?")


def _transfer_rest(m: Match, s: Sentence) -> tuple[Fact, ...]:
    """Session 22 (`frac22`): 'he gave the rest to Bob': all the giver holds goes to Bob; 'he
    sold the rest': all he holds is lost."""
    return (Fact("loss_all", owner=m.get("o"), other=m.get("o2"), unit=_unit(m),
                 verb=_lemma({**_GIVING, **lx.LOSE}, m.get("v"))),)


def _left_pronoun_agrees(m: Match) -> None:
    """'She spends 1/4 of what she has left': the part is of the owner's own remaining amount
    only when the pronoun after 'what' is the owner (the same pronoun, or a name whose known
    gender is the pronoun's); 'Tom spent half of what she has left' refuses, and so does a
    description ('Her sister spends half of what she has left': hers or Ann's?)."""
    p, owner = m.get("restp"), m.get("o")
    if not p or p == owner:
        return
    if p in ("he", "she") and re.fullmatch(r"@[a-z][\w\-]*", owner):  # a name, not 'her sister'
        if gender.entity_gender(canonical_owner(owner)) == gender.PRONOUN_GENDER[p]:
            return
    raise InjectionRefused("unrecognized_sentence", f"'what {p} has left' is not the owner {owner!r}")


def _loss_part(m: Match, s: Sentence) -> tuple[Fact, ...]:
    _left_pronoun_agrees(m)
    _bare_quarter(m, s)
    verb = f"{m.get('v')} away" if m.get("away") else m.get("v")  # session 22 (`frac22`): 'gave half of them away'
    return (Fact("loss_part", owner=m.get("o"), unit=_unit(m), q=_lit(m, "k", s),
                 verb=_lemma({**lx.LOSE, **lx.PASSIVE_LOSS}, verb)),)


def _scale(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "doubles" is a quantity word: it is itself the literal token (kind mult).
    idx = int(m.get("k"))
    word = next(tok.text.lower() for gi, tok in s.literals if gi == idx)
    if word not in lx.DOUBLING:
        raise InjectionRefused("unrecognized_sentence", f"{word!r} is not a scaling verb")
    return (Fact("scale", owner=m.get("o"), unit=_unit(m), q=Ref(lit=idx), verb="scale"),)


# session 18 (`share`): the verbs of giving with those of sharing, letting have and distributing
# (lexicon SHARE_WITH, LET_HAVE, DISTRIBUTE), all of lemma 'give'
_GIVING = {**lx.SHARE_WITH, **lx.LET_HAVE, **lx.DISTRIBUTE, **lx.GIVE}


def _transfer(m: Match, s: Sentence) -> tuple[Fact, ...]:
    return (Fact("transfer", owner=m.get("o"), other=m.get("o2"), unit=_unit(m),
                 q=_lit(m, "n", s), verb=_lemma(_GIVING, m.get("v"))),)


def _money_transfer(m: Match, s: Sentence) -> tuple[Fact, ...]:
    return (Fact("transfer", owner=m.get("o"), other=m.get("o2"), unit=lx.MONEY_UNIT,
                 q=_lit(m, "n", s), verb=_lemma(_GIVING, m.get("v"))),)


def _money_gain(m: Match, s: Sentence) -> tuple[Fact, ...]:
    return (Fact("gain", owner=m.get("o"), unit=lx.MONEY_UNIT, q=_lit(m, "n", s),
                 verb=_lemma(lx.EARN_MONEY, m.get("v")), sign=2 if m.get("more") else 1),)


def _money_spend(m: Match, s: Sentence) -> tuple[Fact, ...]:
    return (Fact("loss", owner=m.get("o"), unit=lx.MONEY_UNIT, q=_lit(m, "n", s),
                 verb=_lemma(lx.SPEND_MONEY, m.get("v"))),)


def _relation_verb(m: Match, money: bool = False) -> str:
    """The lemma of the verb a comparison was stated with ('have' for possession)."""
    v = m.get("v")
    table = {**lx.HAVE, **lx.GAIN, **lx.EARN_MONEY} if money else {**lx.EARN_MONEY, **lx.HAVE, **lx.GAIN}
    return table.get(v, "have") if v else "have"


_POSSESSED = re.compile(r"(@[a-z][\w\-]*) 's ([a-z][\w\-]*(?: [a-z][\w\-]*)?)")


def _possessed_referent(other: str, unit: str) -> tuple[str, str]:
    """Session 22 (`cmp22`): 'Rachel has 3 more than twice Tanya 's erasers' compares with Tanya's
    erasers: the referent said as the possessed noun itself is its possessor's holding of that
    noun (was the holding of an owner 'tanya's eraser', never stated). Only when the possessed
    noun is the compared noun, or no noun is compared and it is a plural; a holder ('Tom 's
    class', 'Ann 's bag') stays an owner of its own."""
    m = _POSSESSED.fullmatch(other or "")
    if m is None:
        return other, unit
    noun = unit_of(m.group(2))
    if noun == unit or (not unit and m.group(2).endswith("s") and noun != m.group(2)):
        return m.group(1), noun
    return other, unit


def _compare_add(m: Match, s: Sentence) -> tuple[Fact, ...]:
    sign = 1 if m.get("dir") == "more" else -1
    if not m.get("o2") and not m.get("u"):  # "... and Riley has 3 fewer": referent filled by the reader
        return (Fact("relate_add", owner=m.get("o"), other=ELIDED, unit="", q=_lit(m, "n", s), sign=sign,
                     verb=_relation_verb(m)),)
    # a count with no noun ('8 more than Lily') takes the noun in play; money has its own unit
    unit = _unit(m) or ("" if any(k == "bare" for k, _ in m.slots) else lx.MONEY_UNIT)
    other, unit = _possessed_referent(m.get("o2"), unit)  # session 22 (`cmp22`)
    return (Fact("relate_add", owner=m.get("o"), other=other, unit=unit,
                 q=_lit(m, "n", s), sign=sign, verb=_relation_verb(m, unit == lx.MONEY_UNIT)),)


def _compare_mult(m: Match, s: Sentence) -> tuple[Fact, ...]:
    key = "k" if m.get("k") else "kn"
    if m.get("kind"):  # session 22 (`cmp22`): 'half as many erasers as Tanya has red erasers'
        unit, unit2 = _named_kind(m)
        return (Fact("relate_mult", owner=m.get("o"), other=m.get("o2"), unit=unit, unit2=unit2,
                     q=_lit(m, key, s), verb=_relation_verb(m)),)
    if m.get("weigh"):
        # session 15 (`same`): 'weighs half as much as Tyler' names no noun: the reader gives it
        # the one weight unit in play ('weigh' marks it until then; reader._complete_relations)
        return (Fact("relate_mult", owner=m.get("o"), other=m.get("o2"), unit="", q=_lit(m, key, s), verb="weigh"),)
    if m.get("dimadj"):  # session 18 (`measure`): 'twice as tall as', the one length in play
        return (Fact("relate_mult", owner=m.get("o"), other=m.get("o2"), unit="", q=_lit(m, key, s), verb=m.get("dimadj")),)
    # session 17: 'as much money' also ends an elided comparison ('Ann has twice as much money')
    unit = _unit(m) or (lx.MONEY_UNIT if re.search(r" as much money\b", m.shape) else "")
    other, unit = _possessed_referent(m.get("o2"), unit)  # session 22 (`cmp22`)
    return (Fact("relate_mult", owner=m.get("o"), other=other or ELIDED, unit=unit,
                 q=_lit(m, key, s), verb=_relation_verb(m, unit == lx.MONEY_UNIT)),)


def _compare_sum(m: Match, s: Sentence) -> tuple[Fact, ...]:
    """Session 16 (helper sumref): a comparison with a sum of listed owners ('half as many cookies
    as Jake and Clementine combined', '40 more eggs than Kelsey and Stephanie combined', '5 more
    than twice the sum of A and B'): the plain relation with the referents in `other` as a list
    ('@jake|@clementine'); reader._sum_referents decides whether it is read."""
    names = _owner_list(m) or re.findall(r"@[a-z][\w\-]*", m.get("plist") or "")
    if len(names) < 2 or len(set(names)) != len(names):
        raise InjectionRefused("ambiguous_reading", "a sum of fewer than two distinct owners")
    money = bool(m.get("money")) or " as much money as " in m.shape
    unit = _one_unit(m, "u", "u2") if (m.get("u") or m.get("u2")) else (lx.MONEY_UNIT if money else "")
    other = "|".join(names)
    verb = _relation_verb(m, unit == lx.MONEY_UNIT)
    key = "k" if m.get("k") else "kn"
    if m.get("dir"):
        sign = 1 if m.get("dir") == "more" else -1
        if m.get(key):  # 'N more than k times (as many as) the sum'
            return (Fact("relate_affine", owner=m.get("o"), other=other, unit=unit, q=_lit(m, "n", s),
                         q2=_lit(m, key, s), sign=sign, verb=verb),)
        return (Fact("relate_add", owner=m.get("o"), other=other, unit=unit, q=_lit(m, "n", s),
                     sign=sign, verb=verb),)
    return (Fact("relate_mult", owner=m.get("o"), other=other, unit=unit, q=_lit(m, key, s), verb=verb),)


def _q_diff_sum(m: Match, s: Sentence) -> tuple[Fact, ...]:
    """Session 16 (helper sumref): 'how many more X does P have than A and B combined' is the
    q_difference of P and the listed owners' sum (the list in `owner` or `other`, by the sign)."""
    names = _owner_list(m)
    if len(names) < 2 or len(set(names)) != len(names):
        raise InjectionRefused("ambiguous_reading", "a sum of fewer than two distinct owners")
    unit = _unit(m) or (lx.MONEY_UNIT if " money " in m.shape or m.shape.startswith("how much ") else "")
    a, b = m.get("o"), "|".join(names)
    if m.get("v"):  # what each did with the asked verb (q_diff_verb over the listed doers)
        if unit == lx.MONEY_UNIT:
            verb = _MONEY_QUERY_LEMMA[_SURFACE_LEMMA.get(m.get("v"), m.get("v"))]
        else:
            verb = lx.BASE_FORMS[m.get("v")]
        return (Fact("q_diff_verb", owner=a, other=b, unit=unit, verb=verb),)
    if m.get("dir") in ("fewer", "less"):
        a, b = b, a
    return (Fact("q_difference", owner=a, other=b, unit=unit, verb="have", sign=1),)


def _compare_measure(m: Match, s: Sentence) -> tuple[Fact, ...]:
    """Session 16 (helper sumref): a measure compared in words of its dimension ('14 less
    centimeters in height than his brother', '7 less kilograms than twice Rupert 's weight', '3
    times Kim 's height less 4 inches'): relate_add / relate_affine in the stated unit, which must
    measure the named dimension (weight: WEIGHT_UNITS; height / length: DISTANCE_UNITS)."""
    unit = _unit(m)
    units = lx.WEIGHT_UNITS if m.get("dim").startswith("weigh") else lx.DISTANCE_UNITS
    if unit not in units:
        raise InjectionRefused("unit_mismatch", f"{unit!r} is no unit of {m.get('dim')}")
    sign = 1 if m.get("dir") in ("more", "plus") else -1
    key = "k" if m.get("k") else "kn"
    if m.get(key):
        return (Fact("relate_affine", owner=m.get("o"), other=m.get("o2"), unit=unit, q=_lit(m, "n", s),
                     q2=_lit(m, key, s), sign=sign, verb="have"),)
    return (Fact("relate_add", owner=m.get("o"), other=m.get("o2"), unit=unit, q=_lit(m, "n", s), sign=sign, verb="have"),)


def _purchase(m: Match, s: Sentence, each: bool, sign: int) -> tuple[Fact, ...]:
    unit = _unit(m)
    per = m.get("per")
    if per and unit_of(per) != unit.split(" of ")[0].split()[-1]:
        raise InjectionRefused("unit_mismatch", f"price per {per!r} for {unit!r}")
    kind = "buy" if sign > 0 else "sell"
    count = Ref(const=Fraction(1)) if m.get("one") else _lit(m, "n", s)
    return (Fact(kind, owner=m.get("o"), unit=unit, q=count, q2=_lit(m, "p", s),
                 verb="buy" if sign > 0 else "sell", sign=1 if each else 0),)


def _price(m: Match, s: Sentence) -> tuple[Fact, ...]:
    return (Fact("price", unit=_unit(m), q=_lit(m, "p", s)),)


# Session 15 (`each`): nouns of persons, who give, make or drop things as acts of their own (a
# transfer, a product, a loss), never as contents they yield: 'each friend gives him 2 apples'
# is a gift, 'each student makes 3 cards' an activity. A yield verb over such an outer noun
# refuses. Closed class, with the role nouns of gender.py and the group nouns of the lexicon.
_PERSON_NOUNS = frozenset("""person people student worker employee guest customer member player
visitor passenger participant volunteer attendee contestant child kid baby man woman boy girl
friend sibling team group class family neighbor neighbour relative parent grandparent adult
teenager teacher donor sponsor seller buyer shopper client patient user fan singer dancer
artist chef cook baker farmer driver judge tourist camper scout soldier""".split()) \
    | frozenset(gender.ROLE_GENDER) | gender.PERSON_ROLES | frozenset(stem_word(w) for w in lx.GROUP_NOUNS) \
    | frozenset(stem_word(w) for w in lx.COMPANION_NOUNS)


def _yield_outer(m: Match) -> str:
    outer = _unit(m, "outer")
    if outer.split(" of ")[0].split()[-1] in _PERSON_NOUNS or m.get("outer", "").startswith("@"):
        raise InjectionRefused("ambiguous_reading", f"a person {outer!r} who {m.get('yv')} things: an act, not a content")
    return outer


def _container(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # 'each pie needs 3 apples' is a requirement (verb 'need'), 'each box has 6 pencils' a content
    if m.get("yv"):  # session 15: 'each tree produces 50 apples' (a yield) is a content of the tree
        _yield_outer(m)  # (verb 'yield': reader._yield_guard keeps the count of trees unchanged)
        return (Fact("container", unit=_unit(m, "outer"), unit2=_unit(m, "inner"), q=_lit(m, "n", s), verb="yield"),)
    fact = Fact("container", unit=_unit(m, "outer"), unit2=_unit(m, "inner"), q=_lit(m, "n", s),
                verb="need" if m.get("need") else "")
    if m.get("o"):  # 'he needs 2 pounds of flour per loaf': the amount is the loaf's, he stays in play
        return (fact, Fact("mention", owner=m.get("o")))
    return (fact,)


def _container_to(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # session 15: 'each fish gives him 2 fillets' -- a content of the fish, with its recipient kept
    # as a mention (resolved like any pronoun); reader._yield_recipient requires the recipient to be
    # the one owner who counts the fish, since the fillets are then his through his fish
    fact = Fact("container", unit=_yield_outer(m), unit2=_unit(m, "inner"), q=_lit(m, "n", s), verb="yield")
    return (fact, Fact("mention", owner=m.get("rcp")))


def _q_total_all(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # session 15: 'how many dots are there in total for all the ladybugs' -- the contents over every
    # counted outer item; the outer noun rides in `activity` (no other query kind uses it) and the
    # reader (reader._all_of_the_outer) reads the question or refuses
    return (Fact("q_total", unit=_unit(m), verb="have", activity=_unit(m, "outer")),)


def _rate_money(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # the work paid for ('for babysitting', 'when she tutors'): time spent at other work is not paid so
    activity = lx.activity_lemma(m.get("act") or m.get("act2"))
    if m.get("atwork"):
        # session 22 (`red17`): 'makes $20 per hour at work' pays for her work, not for every
        # paid activity: time spent babysitting or tutoring is other work (was 100, reader._paid_time)
        activity = "work"
    verb = lx.SAVE_MONEY.get(m.get("v") or "", "earn")
    return (Fact("rate", owner=m.get("o"), unit=lx.MONEY_UNIT, unit2=lx.TIME_UNITS[m.get("t")],
                 q=_lit(m, "r", s), verb=verb, activity=activity),)


def _rate_count(m: Match, s: Sentence) -> tuple[Fact, ...]:
    v = m.get("v")
    if v in lx.RATE_COUNT_VERBS:
        # session 21 (`rate21`): 'plays 10 songs a day'; 'takes 2 hours a day' is time spent,
        # no count of a thing ('plays 2 hours a day' is RATE_SPAN's)
        if _unit(m) in lx.TIME_UNITS.values():
            raise InjectionRefused("unit_mismatch", f"{v!r} with a time unit is no count per period")
        return (Fact("rate", owner=m.get("o"), unit=_unit(m), unit2=lx.TIME_UNITS[m.get("t")],
                     q=_lit(m, "r", s), verb=lx.RATE_COUNT_VERBS[v]),)
    lemma = lx.ACT.get(v, lx.BASE_FORMS.get(v, v))
    return (Fact("rate", owner=m.get("o"), unit=_unit(m), unit2=lx.TIME_UNITS[m.get("t")],
                 q=_lit(m, "r", s), verb=lemma),)


def _work_span(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # what the time was spent at ('babysat for 3 hours', 'slept 8 hours', 'did 50 minutes of
    # tutoring'); 'worked' / 'did 5 hours' name no activity
    v = m.get("v")
    activity = lx.activity_lemma(m.get("act") or (v if v in lx.WORK else ""))
    return (Fact("span", owner=m.get("o"), unit=lx.TIME_UNITS[m.get("t")], q=_lit(m, "d", s),
                 verb="work", activity=activity),)


AGE_UNIT = "year of age"
ELIDED = "<elided>"  # a comparison whose referent is the previous clause's subject


def _age(m: Match, s: Sentence) -> tuple[Fact, ...]:
    return (Fact("hold", owner=m.get("o"), unit=AGE_UNIT, q=_lit(m, "n", s), verb="have"),)


def _age_compare_add(m: Match, s: Sentence) -> tuple[Fact, ...]:
    sign = 1 if m.get("dir") == "older" else -1
    # session 23 (`age23`): no 'than ...' -- the referent is elided (reader._elided_referents)
    return (Fact("relate_add", owner=m.get("o"), other=m.get("o2") or ELIDED, unit=AGE_UNIT,
                 q=_lit(m, "n", s), sign=sign, verb="have"),)


def _age_compare_mult(m: Match, s: Sentence) -> tuple[Fact, ...]:
    key = "k" if m.get("k") else "kn"
    other = m.get("o2") or m.get("o2b") or m.get("o2x") or {"his": "him", "her": "her"}.get(m.get("o2p"), "")
    owner = m.get("o")
    if m.get("dir") == "younger":
        # 'A is 3 times younger than B': B is 3 times as old as A (session 20); the referent
        # becomes the related owner, so a pronoun there ('than he is') resolves as a subject
        owner, other = other, owner
        # Session 20 (`red15`): 'Tom is 1/4 times younger than Ann' (or 0.5, or 1 time) names no
        # younger person under the swap (the reader answered 160 for a 40-year-old's 'younger'
        # one): only a multiple above one says how many times younger
        ref = _lit(m, key, s)
        if next(tok.value for gi, tok in s.literals if gi == ref.lit) <= 1:
            raise InjectionRefused("ambiguous_reading", "'times younger' by a multiple of at most one")
    return (Fact("relate_mult", owner=owner, other=other, unit=AGE_UNIT,
                 q=_lit(m, key, s), verb="have"),)


def _age_compare_pct(m: Match, s: Sentence) -> tuple[Fact, ...]:
    """Session 23 (`age23`): 'A is p % older / younger than B': A = B (1 +/- p/100); a younger
    age by 100 % or more names no age and refuses."""
    sign = 1 if m.get("dir") == "older" else -1
    ref = _lit(m, "p", s)
    if sign < 0 and next(tok.value for gi, tok in s.literals if gi == ref.lit) >= 100:
        raise InjectionRefused("implausible", "younger by 100 % or more")
    return (Fact("relate_pct", owner=m.get("o"), other=m.get("o2"), unit=AGE_UNIT, q=ref, sign=sign, verb="have"),)


def _q_age(m: Match, s: Sentence) -> tuple[Fact, ...]:
    return (Fact("q_holding", owner=m.get("o"), unit=AGE_UNIT, verb="have"),)


def _q_holding(m: Match, s: Sentence) -> tuple[Fact, ...]:
    if m.get("u2") and not m.get("u"):
        return (Fact("q_holding", owner=m.get("o"), unit=_unit(m, "u2"), verb="have"),)
    words = m.get("u").split()
    if len(words) > 1 and words[-1] in _DIM_WORDS:  # "how many inches tall is she"
        return (Fact("q_holding", owner=m.get("o"), unit=unit_of(" ".join(words[:-1])), verb="have"),)
    return (Fact("q_holding", owner=m.get("o"), unit=_unit(m), verb="have"),)


def _q_remain(m: Match, s: Sentence) -> tuple[Fact, ...]:
    """What remains; session 19 (`qforms`): 'how many potatoes are not yet sold' keeps the verb's
    lemma (Fact.undone) for reader._not_yet_done."""
    facts = _q_holding(m, s)
    if m.get("npv") or m.get("unsold"):
        from .recognizers import PARTICIPLE_BASE
        lemma = "sell" if m.get("unsold") else lx.BASE_FORMS[PARTICIPLE_BASE[m.get("npv")]]
        return tuple(replace(f, undone=lemma) for f in facts)
    return facts


def _q_money_holding(m: Match, s: Sentence) -> tuple[Fact, ...]:
    if m.shape.startswith(("how much does", "how much did", "how much will")) and " money " not in m.shape:
        return (Fact("q_holding", owner=m.get("o"), unit="", verb="have_much"),)  # unit from context
    return (Fact("q_holding", owner=m.get("o"), unit=lx.MONEY_UNIT, verb="have"),)


def _q_verb_total(m: Match, s: Sentence) -> tuple[Fact, ...]:
    lemma = _COUNT_LEMMA[m.get("v")]
    unit = _unit(m) or _unit(m, "u2")
    if m.get("olist"):
        names = _owner_list(m)
        if lemma in ("have", "own"):
            return (Fact("q_sum", owner=names[0], other="|".join(names[1:]), unit=unit, verb="have"),)
        return (Fact("q_verb_total", owner="|".join(names), unit=unit, verb=lemma),)
    if lemma in ("have", "own"):
        if m.get("they"):
            return (Fact("q_sum", owner="", other="they", unit=unit, verb="have"),)
        return (Fact("q_holding", owner=m.get("o"), unit=unit, verb="have"),)
    return (Fact("q_verb_total", owner="they" if m.get("they") else m.get("o"), unit=unit, verb=lemma),)


_MONEY_QUERY_LEMMA = {"spend": "spend", "pay": "spend", "earn": "earn", "make": "earn",
                      "save": "save", "receive": "receive", "get": "get", "raise": "raise",
                      "donate": "donate", "lose": "lose", "collect": "collect"}


def _q_money_verb(m: Match, s: Sentence) -> tuple[Fact, ...]:
    owner = "|".join(_owner_list(m)) or ("they" if m.get("they") else m.get("o"))
    return (Fact("q_money_verb", owner=owner, unit=lx.MONEY_UNIT,
                 verb=_MONEY_QUERY_LEMMA[_SURFACE_LEMMA.get(m.get("v"), m.get("v"))]),)


def _owner_list(m: Match) -> list[str]:
    """The owners of a listed owner slot: '@tom , his sister , and the dog' -> three owners."""
    raw = m.get("olist") or m.get("olist2")
    return [o for o in re.split(r" , and | , | and ", raw) if o] if raw else []


# Session 18 (helper `measure`): the dimension a measure question names, by its word; the query
# carries it as the verb 'dim:<dimension>' until reader._measured_query checks the text and the
# unit ('shorter' names a height or a length: both are lengths, told apart by the text's words)
MEASURED_DIMENSION = {"weight": "weight", "weigh": "weight", "heavier": "weight", "lighter": "weight",
                      "height": "height", "taller": "height", "length": "length", "longer": "length",
                      "shorter": "short"}


def _measured(m: Match) -> str:
    """'dim:<dimension>' of a measure question (slot dim, adj or what), else ''."""
    word = m.get("dim") or m.get("adj") or m.get("what") or m.get("what2") or ""
    if word not in MEASURED_DIMENSION:
        return ""
    return "dim:" + MEASURED_DIMENSION[word] + ("@past" if m.get("was") else "")  # 'what was': a past question


def _q_sum(m: Match, s: Sentence) -> tuple[Fact, ...]:
    if (dim := _measured(m)):  # session 18 (`measure`): the unit asked, or '' for the reader to fill
        names = _owner_list(m)
        if names:
            return (Fact("q_sum", owner=names[0], other="|".join(names[1:]), unit=_unit(m), verb=dim),)
        if m.get("o"):  # 'the sum of A 's weight and B 's weight'
            return (Fact("q_sum", owner=m.get("o"), other=m.get("o2"), unit=_unit(m), verb=dim),)
        if m.get("gnoun"):  # 'the 3 rockets': the count and the noun of the group, checked by the reader
            return (Fact("q_sum", owner="", other="they", unit=_unit(m), unit2="group:" + m.get("gnoun"), verb=dim,
                         group=_lit(m, "g", s)),)
        return (Fact("q_sum", owner="", other="they", unit=_unit(m), verb=dim),)
    if m.get("money") or m.get("money2"):
        unit = lx.MONEY_UNIT
    elif " age" in m.shape and not m.get("u"):
        unit = AGE_UNIT
    else:
        unit = _unit(m)
    # 'the sum of their ages in 3 years': every age shifted by the same span (q, sign)
    shift = {"q": _lit(m, "d", s), "sign": -1 if m.get("ago") else 1} if m.get("d") else {}
    names = _owner_list(m)
    if m.get("plist"):  # session 23 (`age23`): "the sum of A 's and B 's ages"
        names = [o.replace(" 's", "") for o in re.split(r" , and | , | and ", m.get("plist")) if o]
    if names:
        return (Fact("q_sum", owner=names[0], other="|".join(names[1:]), unit=unit, verb="have", **shift),)
    other = "they" if (m.get("they") or m.get("they2") or m.get("they3")) else m.get("o2")
    return (Fact("q_sum", owner=m.get("o"), other=other, unit=unit, verb="have", **shift),)


def _q_average(m: Match, s: Sentence) -> tuple[Fact, ...]:
    """'their average age', 'the average height of them', 'the average number of cards they
    have': the sum over 'they' divided by the number of its owners. A height leaves the unit to
    the one length the owners are measured in (reader._complete_query)."""
    what = m.get("what") or m.get("what2")
    if (dim := _measured(m)):  # session 18 (`measure`): height, weight or length, as for a sum
        if m.get("gnoun"):  # 'the average weight of the 3 dogs': the count and noun, checked by the reader
            return (Fact("q_average", owner="", other="they", unit=_unit(m), unit2="group:" + m.get("gnoun"),
                         verb=dim, group=_lit(m, "g", s)),)
        return (Fact("q_average", owner="", other="they", unit=_unit(m), verb=dim),)
    unit = AGE_UNIT if what == "age" else _unit(m)
    return (Fact("q_average", owner="", other="they", unit=unit, verb="have"),)


def _q_difference(m: Match, s: Sentence) -> tuple[Fact, ...]:
    if (m.get("dim") or (m.get("adj") and (not m.get("u") or m.shape.startswith("by ")))) and (dim := _measured(m)):
        # session 18 (`measure`): 'how much lighter is A than B' is B's weight less A's; 'the
        # difference in height between A and B' names no order (sign 0: the larger less the smaller)
        a, b = (m.get("o2"), m.get("o")) if (m.get("fewer") or m.get("adj") in ("lighter", "shorter")) else (m.get("o"), m.get("o2"))
        return (Fact("q_difference", owner=a, other=b, unit=_unit(m), verb=dim, sign=0 if m.get("agediff") else 1),)
    a, b = (m.get("o2"), m.get("o")) if (m.get("fewer") or m.get("older") == "younger") else (m.get("o"), m.get("o2"))
    unit = _unit(m) or (lx.MONEY_UNIT if re.search(" (?:more|less) money ", m.shape) else "")
    adj = m.get("adj") or (m.get("fewer") if m.get("fewer") in lx.DIMENSION_OF else "")
    if adj and unit not in lx.DIMENSION_OF[adj]:  # 'how many pounds taller': no such dimension
        raise InjectionRefused("unit_mismatch", f"{unit!r} is not measured by {adj!r}")
    if m.get("older") or m.get("agediff"):
        unit = AGE_UNIT
    # 'the age difference between A and B' names no order: sign 0 asks for the larger minus the smaller
    return (Fact("q_difference", owner=a, other=b, unit=unit, verb="have", sign=0 if m.get("agediff") else 1),)


def _q_diff_units(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # 'how many fewer X than Y' is Y minus X; a verb other than have/own asks for what was done
    a, b = _unit(m), _unit(m, "u2")
    if " of " in a and " of " not in b:  # 'cans of cat food than dog food': the measure is shared
        b = f"{a.split(' of ')[0]} of {b}"
    if m.get("dir") == "fewer":
        a, b = b, a
    verb = lx.BASE_FORMS[m.get("v")] if m.get("v") else "have"
    return (Fact("q_diff_units", owner=m.get("o") or "", unit=a, unit2=b,
                 verb="have" if verb in ("have", "own") else verb),)


# a q_price of a plural 'the X' ('how much did the potatoes cost'), resolved by reader._plural_price
PLURAL_THE = 2


def _q_price(m: Match, s: Sentence) -> tuple[Fact, ...]:
    unit = _unit(m)
    words = m.get("u").split(" of ")[0].split()  # 'the pair of socks': the head 'pair' is singular
    if " the " + m.get("u") + " cost" in m.shape and words and stem_word(words[-1]) != words[-1]:
        # 'how much did the books cost': the price of one or of all of them (red-team finding);
        # sign 2 leaves it to reader._plural_price, which reads it only as the one container
        # bought of them ('a bag of potatoes') and refuses otherwise
        return (Fact("q_price", owner=m.get("o"), unit=lx.MONEY_UNIT, unit2=unit, verb="price", sign=PLURAL_THE),)
    if unit.startswith("single "):  # "how much did a single figurine cost"
        unit = unit[len("single "):]
    return (Fact("q_price", owner=m.get("o"), unit=lx.MONEY_UNIT, unit2=unit, verb="price"),)


def _q_rate_total(m: Match, s: Sentence) -> tuple[Fact, ...]:
    v = m.get("v")
    unit = _unit(m) if m.get("u") else (lx.TIME_UNITS[m.get("tq")] if m.get("tq") else lx.MONEY_UNIT)
    lemma = lx.BASE_FORMS.get(v, v) if v else "earn"
    q = Ref(const=Fraction(1)) if m.get("one") else _lit(m, "d", s)
    return (Fact("q_rate_total", owner=m.get("o"), unit=unit, unit2=lx.TIME_UNITS[m.get("t")],
                 q=q, verb=lemma),)


def _there_be_all(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "There are 40 students": a holding with no owner (the scene).
    return (Fact("hold", owner="", unit=_unit(m), q=_lit(m, "n", s), verb="have"),)


_SUM_MARK = re.compile(r"\b(?:total|sum|together|combined|altogether|in all)\b")


def _sum_stated(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "the sum of their ages is 34" / "they have 48 dresses altogether": a scene total that the
    # reader turns into a sum of the two sides of the one comparison (else it stays unused)
    unit = AGE_UNIT if m.get("age") or m.get("age2") or m.get("age3") else _unit(m)
    if f"<m{m.get('n')}>" in m.shape.split():  # 'they have a combined total of $76'
        unit = lx.MONEY_UNIT
    dim = m.get("dim")
    if dim:  # session 16 (sumref): a stated sum of a measure names its dimension ('combined weight')
        units = lx.WEIGHT_UNITS if dim.startswith("weigh") else lx.DISTANCE_UNITS
        if unit not in units:
            raise InjectionRefused("unit_mismatch", f"{unit!r} is no unit of {dim}")
        if dim == "weigh" and not re.search(r"\b(?:together|combined|in total)\b", m.shape):
            raise InjectionRefused("ambiguous_reading", "'they weigh N' without a total marker: each, or all?")
    named = _owner_list(m) or [o for o in (m.get("pa"), m.get("pb")) if o]
    if m.get("plist"):  # session 23 (`age23`): "the sum of A 's , B 's and C 's ages", 'A and B have a combined age'
        named = [o.replace(" 's", "") for o in re.split(r" , and | , | and ", m.get("plist")) if o]
    if m.get("olist") and not _SUM_MARK.search(m.shape):
        # 'Tom and Ann have 50 apples': together, or 50 each? Only a marked total is a sum.
        raise InjectionRefused("ambiguous_reading", "a listed holding without a total marker")
    if len(set(named)) != len(named):
        raise InjectionRefused("ambiguous_reading", "an owner listed twice")
    scale = _lit(m, "k" if m.get("k") else "kn", s) if (m.get("k") or m.get("kn")) else None
    if scale is not None and not named:  # session 16 (sumref): only a sum of listed owners is scaled
        raise InjectionRefused("ambiguous_reading", "a scaled sum of no listed owners")
    if named:  # 'the sum of the ages of Carla and Louis': the persons summed, checked by the reader
        return (Fact("hold", owner="", other="|".join(named), unit=unit, q=_lit(m, "n", s), verb="have", scale=scale),)
    if m.get("d"):  # 'in 3 years , the sum of their ages will be 41': every age of the sum shifted by d
        return (Fact("hold", owner="", unit=unit, q=_lit(m, "n", s), q2=_lit(m, "d", s), verb="have",
                     ago=bool(m.get("ago"))),)
    return (Fact("hold", owner="", unit=unit, q=_lit(m, "n", s), verb="have"),)


def _price_each(m: Match, s: Sentence) -> tuple[Fact, ...]:
    unit = _unit(m)
    per = m.get("per")
    if per and unit_of(per) != unit.split(" of ")[0].split()[-1]:
        raise InjectionRefused("unit_mismatch", f"price per {per!r} for {unit!r}")
    # a price a buyer paid ('the store buys pens for $2 each') binds that buyer only; a price a
    # seller asks ('Tom sells pens for $2 each') is never what that seller pays
    verb = lx.BUY.get(m.get("v") or "") or lx.SELL.get(m.get("v") or "") or ""
    return (Fact("price", owner=m.get("o"), unit=unit, q=_lit(m, "p", s), verb=verb),)


def _q_total(m: Match, s: Sentence) -> tuple[Fact, ...]:
    if m.get("pred"):
        return _q_part(m, s)
    if m.get("u2"):  # "how many noodles and pirates are there": both totals, summed
        return (Fact("q_total", unit=_unit(m) + "|" + _unit(m, "u2"), verb="have"),)
    return (Fact("q_total", unit=_unit(m), verb="have"),)


def _q_cost(m: Match, s: Sentence) -> tuple[Fact, ...]:
    return (Fact("q_money_verb", owner=m.get("o"), unit=lx.MONEY_UNIT, verb="spend"),)


_COUNT_LEMMA = {**lx.BASE_FORMS, **lx.GAIN, **lx.LOSE, **lx.ACT}
_SURFACE_LEMMA = {**lx.BASE_FORMS, **lx.GAIN, **lx.LOSE, **lx.ACT, "spent": "spend", "paid": "spend",
                  "spends": "spend", "pays": "spend", "earned": "earn", "made": "earn",
                  "earns": "earn", "makes": "earn", "saved": "save", "saves": "save",
                  "raised": "raise", "raises": "raise"}


def _activity(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "He read 20 pages": an event of the verb, not a holding.
    return (Fact("act", owner=m.get("o"), unit=_unit(m), q=_lit(m, "n", s), verb=lx.ACT[m.get("v")]),)


def _rate_span(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "She works 5 hours a day (5 days a week)": rates of time spent per calendar unit. The verb
    # is kept ("sleeps 8 hours a day" is not time spent ironing or earning; the rate chain checks it).
    verb = lx.WORK.get(m.get("v")) or lx.ACT.get(m.get("v")) or "work"
    if m.get("one"):
        # session 14 (`rate`): 'walks for an hour every day' is 1 hour a day; the time spent must
        # be a shorter unit than its period ('for a day every day', 'for an hour an hour' refuse)
        t, t2 = lx.TIME_UNITS[m.get("t")], lx.TIME_UNITS[m.get("t2")]
        if lx.TIME_ORDER.index(t) >= lx.TIME_ORDER.index(t2):
            raise InjectionRefused("unit_mismatch", "time spent per period is not shorter than the period")
        q = Ref(const=Fraction(1))
    else:
        q = _lit(m, "r", s)
    out = [Fact("rate", owner=m.get("o"), unit=lx.TIME_UNITS[m.get("t")],
                unit2=lx.TIME_UNITS[m.get("t2")], q=q, verb=verb)]
    if m.get("r2"):
        if lx.TIME_UNITS[m.get("t3")] != lx.TIME_UNITS[m.get("t2")]:
            raise InjectionRefused("unit_mismatch", "the second rate must count the first rate's period")
        out.append(Fact("rate", owner=m.get("o"), unit=lx.TIME_UNITS[m.get("t3")],
                        unit2=lx.TIME_UNITS[m.get("t4")], q=_lit(m, "r2", s), verb=verb))
    return tuple(out)


def _part_of_stated(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "She spent 1/4 of her $40" / "gives Tom a third of his 33 flowers": the holding, then the part
    money = bool(m.get("m"))
    unit = lx.MONEY_UNIT if money else _unit(m)
    v = m.get("v")
    lemma = {**lx.LOSE, **lx.SPEND_MONEY, **lx.GIVE}.get(v, v)
    return (Fact("hold", owner=m.get("o"), unit=unit, q=_lit(m, "m" if money else "n", s), verb="have"),
            Fact("loss_part", owner=m.get("o"), other=m.get("o2"), unit=unit, q=_lit(m, "k", s), verb=lemma))


def _one_unit(m: Match, *keys: str) -> str:
    """The unit named by any of the slots; two slots naming different units refuse."""
    units = {unit_of(m.get(k)) for k in keys if m.get(k)}
    if len(units) > 1:
        raise InjectionRefused("unit_mismatch", f"comparison of {sorted(units)}")
    return units.pop() if units else ""


def _compare_affine(m: Match, s: Sentence) -> tuple[Fact, ...]:
    key = "k" if m.get("k") else "kn"
    age = m.get("dir") in ("older", "younger") or bool(m.get("agec"))  # 'agec': compared with an age phrase
    sign = 1 if m.get("dir") in ("more", "older", "plus") else -1
    other = m.get("o2") or m.get("o2b") or m.get("o2c")
    if m.get("kind"):  # session 22 (`cmp22`): '... as Tanya has red erasers' (see _named_kind)
        unit, unit2 = _named_kind(m)
        return (Fact("relate_affine", owner=m.get("o"), other=other, unit=unit, unit2=unit2, q=_lit(m, "n", s),
                     q2=_lit(m, key, s), sign=sign, verb=_relation_verb(m)),)
    if m.get("mon"):  # session 22 (`cmp22`): '$20 more than twice as much money as Darwin'
        return (Fact("relate_affine", owner=m.get("o"), other=other, unit=lx.MONEY_UNIT, q=_lit(m, "n", s),
                     q2=_lit(m, key, s), sign=sign, verb=_relation_verb(m, True)),)
    unit = AGE_UNIT if age else _one_unit(m, "u", "u2", "u3", "u4")  # u4: a capitalised noun ('Oreos')
    if not age:
        other, unit = _possessed_referent(other, unit)  # session 22 (`cmp22`)
    return (Fact("relate_affine", owner=m.get("o"), other=other, unit=unit, q=_lit(m, "n", s),
                 q2=_lit(m, key, s), sign=sign, verb=_relation_verb(m)),)


def _named_kind(m: Match) -> tuple[str, str]:
    """Session 22 (`cmp22`): 'as many erasers as Tanya has red erasers' compares the owner's noun
    with one kind of the referent's noun: the kind is the noun with one modifier word ('red
    eraser', the unit a part 'half of them are red' names). The referent's noun must be the
    owner's ('as many erasers as Tanya has red pens' refuses); the owner's noun stays whole."""
    unit, base = _unit(m, "u"), _unit(m, "u2")
    if not unit or base != unit:
        raise InjectionRefused("unit_mismatch", f"{unit!r} compared with a kind of {base!r}")
    return unit, f"{m.get('kind')} {unit}"


# Session 19 (compare): the base day of an event compared with another owner's one event of its
# verb (reader._event_referents puts that event in `base`, as _day_referents does for days)
OTHER_EVENT = "=other"
OTHER_EVENT_FAR = "=other:far"  # ... compared as a distance: the referent's noun is a unit of distance


def _compare_event(m: Match, s: Sentence) -> tuple[Fact, ...]:
    """Session 19 (compare): 'Xavier ran 3 times as many miles as Katie' is Xavier's event of
    running, its amount k x (or N more / fewer than, or N more / fewer than k x) Katie's one
    event of running: an `act` fact whose `other` names the referent and `base_day` marks the
    referent as another owner's event (reader._event_referents). 'farther' / 'as far as' compare
    distances: the noun must be a unit of distance (the referent's, when none is said)."""
    verb = lx.ACT[m.get("v")]
    if m.get("v2") and m.get("v2") != "did" and lx.ACT.get(m.get("v2")) != verb:
        # session 22 (`cmp22`): 'than twice the number of squares that Mike bought' compares with
        # another verb's event than the owner's
        raise InjectionRefused("unrecognized_sentence", f"{m.get('v2')!r} closes a comparison of {verb!r}")
    unit = _one_unit(m, "u", "u2") if (m.get("u") or m.get("u2")) else ""
    if (m.get("far") or m.get("dir") in ("farther", "further")) and unit and unit not in lx.DISTANCE_UNITS:
        raise InjectionRefused("unit_mismatch", f"{unit!r} compared as a distance")
    key = "k" if m.get("k") else "kn"
    far = bool(m.get("far")) or m.get("dir") in ("farther", "further")
    base = dict(owner=m.get("o"), other=m.get("o2") or ELIDED, unit=unit, verb=verb, base_day=OTHER_EVENT_FAR if far else OTHER_EVENT)
    if m.get("dir"):
        sign = "add" if m.get("dir") in ("more", "farther", "further") else "sub"
        if m.get(key):
            return (Fact("act", q=_lit(m, "n", s), q2=_lit(m, key, s), base_op="affine_" + sign, **base),)
        return (Fact("act", q=_lit(m, "n", s), base_op=sign, **base),)
    return (Fact("act", q=_lit(m, key, s), base_op="mult", **base),)


def _age_shift(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "In 5 years, Tom will be 20" -> now = 20 - 5; "5 years ago, Tom was 20" -> now = 20 + 5.
    sign = -1 if m.get("ago") else 1
    d = _lit(m, "d", s) if m.get("d") else Ref(const=Fraction(1))  # 'a year ago'
    return (Fact("hold_shift", owner=m.get("o"), unit=AGE_UNIT, q=_lit(m, "n", s), q2=d,
                 sign=sign, verb="have"),)


def _q_age_shift(m: Match, s: Sentence) -> tuple[Fact, ...]:
    owner = m.get("o") or m.get("o2") or m.get("o3")
    if m.get("next"):
        return (Fact("q_shift", owner=owner, unit=AGE_UNIT, q=Ref(const=Fraction(1)), sign=1),)
    if m.get("ago") == "a":  # session 19 (`qforms`): 'a year ago'
        return (Fact("q_shift", owner=owner, unit=AGE_UNIT, q=Ref(const=Fraction(1)), sign=-1),)
    return (Fact("q_shift", owner=owner, unit=AGE_UNIT, q=_lit(m, "d", s), sign=-1 if m.get("ago") else 1),)


def _q_age_when(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # B's age at the time A is (or was) N: B now + (N - A now); sign -1 asks a past time
    owner = m.get("o") or m.get("o2")
    if owner == m.get("o3"):
        raise InjectionRefused("ambiguous_reference", "an age asked at a time of the same person")
    if m.get("refl") and {"herself": "she", "himself": "he"}[m.get("refl")] != m.get("o3"):
        raise InjectionRefused("ambiguous_reference", f"'{m.get('refl')}' after {m.get('o3')!r}")
    return (Fact("q_when", owner=owner, other=m.get("o3"), unit=AGE_UNIT, q=_lit(m, "n", s),
                 sign=-1 if m.get("past") else 1),)


def _q_age_until(m: Match, s: Sentence) -> tuple[Fact, ...]:
    """Session 23 (`age23`): 'in how many years will A be N' (sign 0: t = N - A) and 'in how many
    years will A be k times as old as B' (sign 1: A + t = k (B + t)). The same person on both
    sides refuses; solver refuses a span that is not positive and k = 1."""
    owner = m.get("o") or m.get("o1")
    if m.get("n"):
        return (Fact("q_until", owner=owner, unit=AGE_UNIT, q=_lit(m, "n", s), sign=0),)
    key = "k" if m.get("k") else "kn"
    other = m.get("o2") or m.get("o2b") or m.get("o2c") or {"his": "him", "her": "her"}.get(m.get("o2p"), "")
    if other == owner:
        raise InjectionRefused("ambiguous_reference", "an age compared with itself")
    return (Fact("q_until", owner=owner, other=other, unit=AGE_UNIT, q=_lit(m, key, s), sign=1),)


def _container_hold(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # the containers are a kind of their own, named by their content literal, so that two
    # kinds ('4 bags with 20 apples and 6 bags with 25') never share one content
    outer = f"#{m.get('m')} " + _unit(m, "outer")
    if m.get("outer2") and _unit(m, "outer2") != _unit(m, "outer"):  # '5 classes and 20 students per room'
        raise InjectionRefused("unrecognized_sentence", "per-item noun is not the container")
    # 'three trays with 20 gingerbreads in total' (was read as 20 in each tray, 60): a total word
    # after the contents (the template's closing {FILL} takes 'in total / in all / altogether') or
    # 'a total of' before them says the count is of all the containers together, not of each
    # (session 17, red6); what each holds is then unknown
    after = re.search(rf"<n{m.get('m')}>(?P<rest>(?:(?! and ).)*)", m.shape)
    if re.search(r"\ba total of\b", m.shape) or (
            after and re.search(r"\b(?:in total|in all|altogether|total|combined|together|all together)\b", after.group("rest"))):
        raise InjectionRefused("ambiguous_reading", "contents said of all the containers together")
    # session 18 (`modal`): '5 boxes that can hold 12 eggs' states what each box can take, not what
    # it holds (was read as 60 eggs held): a capacity (reader._capacity_reading)
    cap = re.search(rf"\bthat can (hold|seat|fit) <n{m.get('m')}>", m.shape)
    return (Fact("capacity", unit=outer, unit2=_unit(m, "inner"), q=_lit(m, "m", s), verb=cap.group(1)) if cap else
            Fact("container", unit=outer, unit2=_unit(m, "inner"), q=_lit(m, "m", s)),
            Fact("gain" if m.get("v") in lx.GAIN else "hold", owner=m.get("o"), unit=outer,
                 q=_lit(m, "n", s), verb=_lemma(lx.GAIN, m.get("v")) if m.get("v") in lx.GAIN else "have"))


def _capacity(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # session 18 (`modal`): 'each bus can carry 30 students' -- what one container can take (a
    # capacity: the verb's lemma rides in `verb`), read only by a capacity question of the same
    # verb, container and content (reader._capacity_reading). 'he can fit 12 cans in a row': the
    # row's capacity; the person stays in play as a mention (resolved like any pronoun).
    fact = Fact("capacity", other=m.get("o"), unit=_unit(m, "outer"), unit2=_unit(m, "inner"), q=_lit(m, "n", s),
                verb=CAP_VERBS[m.get("cv")])  # `other`: the person whose ability it is, if one is named
    return (fact, Fact("mention", owner=m.get("o"))) if m.get("o") else (fact,)


def _q_capacity(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # session 18 (`modal`): 'how many students can the buses carry' / 'how many eggs can Tom fit in
    # his boxes': a q_total over every counted container (as Q_TOTAL_ALL), with the verb's lemma and
    # the asker (the subject, else a possessive 'his') kept until reader._capacity_reading checks them
    head = m.get("outer").split()[-1]
    if stem_word(head) == head:
        # 'how many eggs can he fit in the box' asks of one box (or of a noun whose plural is the
        # same, 'the sheep'): the question is of every container only in the plural
        raise InjectionRefused("ambiguous_reading", f"capacity asked of {head!r}, not of every container")
    q = Fact("q_total", owner=m.get("o") or m.get("poss"), unit=_unit(m), verb=CAP_VERBS[m.get("cv")],
             activity=_unit(m, "outer"))
    # a possessive after a subject ('can Tom fit in his boxes') is resolved as a mention of the
    # question sentence, which the reader requires to be the subject ('can he fit in her boxes')
    return (q, Fact("mention", owner=m.get("poss"))) if m.get("o") and m.get("poss") else (q,)


def _transfer_part(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # session 22 (`frac22`): 'gives half of his money to ...' (`mon`) is a part of the money
    _bare_quarter(m, s)
    unit = lx.MONEY_UNIT if m.get("mon") else _unit(m) or _unit(m, "u2")
    return (Fact("loss_part", owner=m.get("o"), other=m.get("o2"), unit=unit, q=_lit(m, "k", s),
                 verb=_lemma(_GIVING, m.get("v"))),)


def _age_shift_compare(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "In d years, A will be k times as old as B (is now)": A + d = k * (B + d) or k * B;
    # "d years ago, A was k times as old as B (is now)": A - d = k * (B - d) or k * B.
    key = "k" if m.get("k") else "kn"
    other = next(m.get(g) for g in ("o2", "o3", "o4", "o5") if m.get(g))
    now = any(m.get(g) for g in ("now", "now2", "now3", "now4", "now5"))
    # session 23 (`age23`): 'last year' / 'next year' shift by one year (no literal)
    d = _lit(m, "d", s) if m.get("d") else Ref(const=Fraction(1))
    return (Fact("relate_shift", owner=m.get("o"), other=other, unit=AGE_UNIT, q=d,
                 q2=_lit(m, key, s), sign=0 if now else 1, verb="have", ago=bool(m.get("ago"))),)


def _money_spend_part(m: Match, s: Sentence) -> tuple[Fact, ...]:
    _left_pronoun_agrees(m)
    return (Fact("loss_part", owner=m.get("o"), unit=lx.MONEY_UNIT, q=_lit(m, "k", s),
                 verb=_lemma(lx.SPEND_MONEY, m.get("v"))),)


def _owners_each(m: Match, s: Sentence) -> tuple[Fact, ...]:
    names = [w for w in m.get("olist").replace(",", " ").split() if w.startswith("@")]
    v = m.get("v")
    kind, lemma = ("gain", lx.GAIN[v]) if v in lx.GAIN else ("hold", "have")
    if v in lx.EACH_GROUP_USE:  # session 22 (`sub22`): 'Tom and Ann each ate 3 cookies'
        kind, lemma = "loss", lx.EACH_GROUP_USE[v]
    # one literal stated once for each owner: a distributed constant count
    lit = _lit(m, "n", s)
    return tuple(Fact(kind, owner=n, unit=_unit(m), q=lit, verb=lemma) for n in names)


def _compare_pct(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # session 18 (lead): the comparison keeps its verb, as _compare_add does ('Kayla made 50 % more
    # free-throws than DeShawn' compares two makings), and a percent with no noun ('made 50 % more
    # than DeShawn') takes the noun in play (reader._complete_relations)
    return (Fact("relate_pct", owner=m.get("o"), other=m.get("o2"), unit=_unit(m), q=_lit(m, "p", s),
                 sign=1 if m.get("dir") == "more" else -1, verb=_relation_verb(m)),)


def _compare_units(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # the relation links two nouns of the same owner: unit (new) against unit2 (base)
    out = []
    # session 13 (lead): 'James buys 10 shirts and half as many pants' are two purchases (spent
    # at the items' prices); other verbs keep stating two holdings as before
    # session 15 (`same`): any verb of getting keeps its verb: 'Frank picked 20 apples and twice as
    # many pears' is a picking of apples (read as 'Frank picked 20 apples' alone is) and a picking
    # of pears compared with it, so 'how many pears did Frank pick' asks the relation
    # (reader._verb_total_as_holding); possession ('has', 'owns') states two holdings as before
    verb = lx.GAIN.get(m.get("v") or "", "have")
    if m.get("n") and verb != "have":
        out.append(Fact("gain", owner=m.get("o"), unit=_unit(m, "u2"), q=_lit(m, "n", s), verb=verb))
    elif m.get("n"):
        out.append(Fact("hold", owner=m.get("o"), unit=_unit(m, "u2"), q=_lit(m, "n", s), verb="have"))
    sign = 1 if m.get("dir") == "more" else -1
    scale = "k" if m.get("k") else "kn" if m.get("kn") else ""
    if (m.get("n") and m.get("n2") and not scale and not m.get("p") and m.get("dir") == "more"
            and verb not in ("have", "buy")):
        # session 15 (`red2`): 'Frank picked 20 apples and 3 more pears' with a verb of getting
        # (widened by `same`) reads as well as 'and then 3 more (fruits), pears' (3 pears) as 3
        # more pears than apples (23): with no 'than' the additive 'more' of a second event is
        # as likely, so refuse; 'and 3 fewer pears', 'twice as many pears' are comparisons only,
        # and the older possession and purchase forms ('has', 'buys') keep their reading
        raise InjectionRefused("ambiguous_reading", "'and N more U' after a verb of getting: added or compared")
    if m.get("p"):  # '60 % more hawks than crows': hawks = crows + crows * 60 %
        out.append(Fact("relate_pct", owner=m.get("o"), other=m.get("o"), unit=_unit(m), unit2=_unit(m, "u2"),
                        q=_lit(m, "p", s), sign=sign, verb=verb))
    elif m.get("n2") and scale:  # '5 less than half as many coconut trees as mango trees'
        out.append(Fact("relate_affine", owner=m.get("o"), other=m.get("o"), unit=_unit(m), unit2=_unit(m, "u2"),
                        q=_lit(m, "n2", s), q2=_lit(m, scale, s), sign=sign, verb=verb))
    elif m.get("n2"):
        out.append(Fact("relate_add", owner=m.get("o"), other=m.get("o"), unit=_unit(m), unit2=_unit(m, "u2"),
                        q=_lit(m, "n2", s), sign=sign, verb=verb))
    else:
        key = "k" if m.get("k") else "kn"
        out.append(Fact("relate_mult", owner=m.get("o"), other=m.get("o"), unit=_unit(m), unit2=_unit(m, "u2"),
                        q=_lit(m, key, s), verb=verb))
    if out[-1].unit == out[-1].unit2:
        raise InjectionRefused("unit_mismatch", "comparison of a noun with itself")
    if (" of " in out[-1].unit) != (" of " in out[-1].unit2):
        # session 15 (`red2`): 'Frank picked 20 pounds / bags of apples and twice as many pears'
        # counts pounds or bags on one side and pears on the other: 40 pears, or 40 pounds /
        # bags of pears? (was 40 pears in the possession, purchase and scene forms alike); a
        # measure or container phrase compares only with another one ('20 bags of apples and
        # twice as many bags of pears')
        raise InjectionRefused("unit_mismatch", "a measure or container phrase compared with a bare noun")
    measures = lx.MEASURE_UNITS | lx.WEIGHT_UNITS | lx.DISTANCE_UNITS | frozenset(lx.TIME_UNITS.values())
    if (out[-1].unit.split()[0] in measures) != (out[-1].unit2.split()[0] in measures):
        # 'The tank holds 20 gallons and twice as many fish': a measure is no count (was 40 fish)
        raise InjectionRefused("unit_mismatch", "a measure compared with a count")
    return tuple(out)


# session 16 (`ratio`): the hidden referent of a ratio of two literals. 'Betty has 3 red beads for
# every 2 blue beads' says that her beads come in G sets of 3 red and 2 blue: red = 3 x G and
# blue = 2 x G, two ordinary relate_mult facts of one owner against a holding of sets that no
# sentence states and no question can name (the '~' never survives segmentation). Both readings
# then solve it as any chain of relations with an unknown referent (A: inverse then forward,
# B: the equations), so the factor N/M is never a computed literal and the metamorphic gate
# perturbs N and M separately. The sets count items, so a fractional G refuses (plausibility).
RATIO_SET = "ratio~"


def ratio_set_unit(unit: str, unit2: str) -> str:
    """The unit key of the sets of a ratio of `unit` to `unit2` (one token, never a text noun)."""
    return (RATIO_SET + unit + "~" + unit2).replace(" ", "_")


def _ratio_every(m: Match, s: Sentence) -> tuple[Fact, ...]:
    u, u2 = _unit(m), _unit(m, "u2")
    if not u or not u2 or u == u2:
        raise InjectionRefused("unit_mismatch", "a ratio of a noun with itself")
    measures = lx.MEASURE_UNITS | lx.WEIGHT_UNITS | lx.DISTANCE_UNITS | frozenset(lx.TIME_UNITS.values()) \
        | {"pair", "dozen", "set", "pack", "box", "bag"}
    if any(w in measures for v in (u, u2) for w in v.split()):
        # '18 grams of protein for every 2 scoops', '6 shirts for every pair of pants': a
        # measure or a group on either side is a concentration or a count of groups, not a
        # ratio of two counts of items (decision: refuse)
        raise InjectionRefused("unit_mismatch", "a ratio with a measure or a group noun")
    tp = m.get("tp")
    if tp:
        # 'for every 2 blue beads that she has': the pronoun must be the subject itself; a
        # pronoun of another gender, or one the subject cannot be, names another owner
        o = m.get("o")
        same = o == tp or (tp in gender.PRONOUN_GENDER and gender.entity_gender(o.replace("@", "")) == gender.PRONOUN_GENDER[tp]
                           and o.startswith("@") and " " not in o)
        if not same:
            raise InjectionRefused("ambiguous_reference", "whose are the second noun's items")
    owner = m.get("o")
    group = ratio_set_unit(u, u2)
    return (Fact("relate_mult", owner=owner, other=owner, unit=u, unit2=group, q=_lit(m, "kn", s), verb="have"),
            Fact("relate_mult", owner=owner, other=owner, unit=u2, unit2=group, q=_lit(m, "kd", s), verb="have"))


def _ratio_split(m: Match, s: Sentence) -> tuple[Fact, ...]:
    """'36 marbles are divided between Mario and Manny in the ratio 4:5': each listed owner
    holds her part of the whole's sets (Mario = 4 x G, Manny = 5 x G, both relate_mult to the
    one holding of sets), and the listed holdings add up to the whole (sum_all over exactly
    them, category ratio_split: solved where it is stated, solver.ForwardReading._ratio_split
    and EquationReading). Only proper names, each listed once, one part per name; the whole is
    a count of items (a measure, money or a group noun refuses)."""
    names = _owner_list(m)
    parts = [m.get(k) for k in ("r1", "r2", "r3") if m.get(k)]
    if len(names) != len(parts) or len(set(names)) != len(names) \
            or not all(re.fullmatch(r"@[a-z][\w\-]*", n) for n in names):
        # 'between Tom and his sister in the ratio 2:3:4', 'between them': whose part is which?
        raise InjectionRefused("ambiguous_reference", "a ratio's parts are not one per named owner")
    u = _unit(m)
    measures = lx.MEASURE_UNITS | lx.WEIGHT_UNITS | lx.DISTANCE_UNITS | frozenset(lx.TIME_UNITS.values()) \
        | {"pair", "dozen", "set", "pack", "box", "bag", "sum", "amount", "number", "money"}
    if not u or any(w in measures for w in u.split()):
        raise InjectionRefused("unit_mismatch", "a ratio split of a measure or a group")
    group = ratio_set_unit("split", u)
    out = [Fact("relate_mult", owner=n, other=names[0], unit=u, unit2=group, q=_lit(m, k, s), verb="have")
           for n, k in zip(names, ("r1", "r2", "r3"))]
    out.append(Fact("sum_all", owner="", other="|".join(names), unit=u, q=_lit(m, "n", s), verb="have"))
    return tuple(out)


def _tender(m: Match, s: Sentence) -> tuple[Fact, ...]:
    return (Fact("tender", owner=m.get("o"), unit=lx.MONEY_UNIT, q=_lit(m, "n", s), verb="tender"),)


def _want(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # a planned purchase: its cost is what the owner needs (count x price when both are stated)
    q2 = _lit(m, "n", s) if m.get("n") else None
    return (Fact("want", owner=m.get("o"), unit=lx.MONEY_UNIT, unit2=_unit(m), q=_lit(m, "p", s),
                 q2=q2, verb="want"),)


# 'each' of the giving ('to each of his 4 friends', 'each of his 4 friends', '3 pens each')
_EACH_OF_GIVING = re.compile(r"\beach of (?:the|his|her|their) <[a-z]\d+>|<[a-z]\d+> (?:[\w\-]+ ){1,3}each\b(?! (?:day|week|month|year|hour|minute|morning|night|time)s?\b)")


def _transfer_each(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "gives 3 pens to each of his 4 friends": the giver loses 3 x 4 pens
    # Session 17 (`red8`): 'He gives his 3 friends 2 apples.' (no 'each') was read as 2 apples to
    # each friend (6 given); it may as well be 2 apples given to the friends together. The
    # template's 'each of' and closing 'each' were both optional; without either it refuses.
    if not _EACH_OF_GIVING.search(s.shape):
        raise InjectionRefused("ambiguous_reading", "a gift to a counted group without 'each': to each or in all?")
    v = m.get("v")
    return (Fact("loss", owner=m.get("o"), unit=_unit(m), q=_lit(m, "n", s), q2=_lit(m, "m", s),
                 verb=_lemma({**_GIVING, **lx.LOSE}, v)),)


# session 22 (`sub22`): what a spread over a counted group may not be spread over: a period ('5
# stamps each on 4 days' is a schedule) or a measure
_EACH_SPREAD_NOT = _EACH_GROUP_NOT_MEMBERS


def _each_spread(m: Match, s: Sentence) -> tuple[Fact, ...]:
    """Session 22 (`sub22`): 'He used 5 stamps each on 4 pages', 'She gave 3 pens each to 4
    friends', 'He used 5 stamps on each of 4 pages' -- the doer loses q x count (the reading of
    TRANSFER_EACH's 'gives 3 pens to each of his 4 friends'). Refuses: a count that is no whole
    number of two or more, a period or measure as the group ('each on 4 days'), a group of the
    amount's own kind ('5 stamps each on 4 stamps'), giving 'to' a group that is no plural noun."""
    members = m.get("u2")
    head = members.split(" of ")[0].split()[-1]  # 'pages of her journal': the pages
    if head in _EACH_SPREAD_NOT or stem_word(head) in _EACH_SPREAD_NOT or stem_word(head) == head:
        raise InjectionRefused("ambiguous_reading", f"{members!r} is no counted group to spread over")
    if _unit(m, "u2") == _unit(m, "u"):
        raise InjectionRefused("ambiguous_reading", "a spread over things of the amount's own kind")
    count = next(tok.value for gi, tok in s.literals if gi == int(m.get("m")))
    if count != int(count) or count < 2:
        raise InjectionRefused("ambiguous_reading", "a group count that is no whole number of two or more")
    v = m.get("v")
    lemma = lx.GIVE.get(v) or lx.EACH_SPREAD_USE[v]
    if lemma in ("give", "send", "lend") and m.get("prep") != "to":
        raise InjectionRefused("ambiguous_reading", f"'{v} ... each {m.get('prep')}': given to whom?")
    return (Fact("loss", owner=m.get("o"), unit=_unit(m), q=_lit(m, "n", s), q2=_lit(m, "m", s), verb=lemma),)


_EL_SPLIT = re.compile(r" , and | , | and ")


def _each_listed(m: Match, s: Sentence) -> tuple[Fact, ...]:
    """Session 22 (`sub22`): 'She gave Tom and Bob 3 pens each', 'She gave her brother and
    sister 5 pens each', 'He gave 2 pens each to Ann , Bob , and Cal' -- one transfer of q to
    every listed recipient; 'Tom and Bob each gave Ann 3 pens' -- one transfer of q from every
    listed giver. A bare noun after 'his / her X and' is his / hers too; a bare noun first, a
    name or noun listed twice, or the giver among the recipients refuses."""
    lemma = _lemma(_GIVING, m.get("v"))
    if m.get("glist"):
        givers = [g for g in _EL_SPLIT.split(m.get("glist")) if g]
        if len(set(givers)) != len(givers) or m.get("o2") in givers:
            raise InjectionRefused("ambiguous_reading", "a giver listed twice or among the recipients")
        return tuple(Fact("transfer", owner=g, other=m.get("o2"), unit=_unit(m), q=_lit(m, "n", s), verb=lemma)
                     for g in givers)
    items = [r for r in _EL_SPLIT.split(m.get("rlist")) if r]
    out, poss = [], ""
    for r in items:
        words = r.split()
        if words[0] in ("his", "her"):
            poss = words[0]
        elif not r.startswith("@"):
            if not poss or stem_word(r) not in _PERSON_NOUNS and r not in _PERSON_NOUNS:
                raise InjectionRefused("ambiguous_reading", f"recipient {r!r}: whose?")
            r = f"{poss} {r}"
        out.append(r)
    if len(set(out)) != len(out) or m.get("o") in out:
        raise InjectionRefused("ambiguous_reading", "a recipient listed twice or the giver among them")
    if any(r.split()[-1] != stem_word(r.split()[-1]) for r in out if not r.startswith("@")):
        raise InjectionRefused("ambiguous_reading", "a plural recipient: how many are given?")
    return tuple(Fact("transfer", owner=m.get("o"), other=r, unit=_unit(m), q=_lit(m, "n", s), verb=lemma) for r in out)


def _part_each(m: Match, s: Sentence) -> tuple[Fact, ...]:
    """Session 22 (`sub22`): 'Half of them have 5 pens each' -- a part of the whole (the reading
    of 'Half of them are girls') labelled by the literal of its amount ('sub<i>', a unit no
    question names), and a content of that part's members (unit filled by
    reader._part_each_contents once the part's whole is known). 'the rest / the other half /
    the remaining kids have 3 pens each' is the rest of the whole. Refuses: the amount of the
    members' own kind ('5 of the boxes hold 2 boxes each'), a part with no whole count."""
    content = _unit(m, "cu")
    c = _lit(m, "c", s)
    pred = f"sub{c.lit}"
    # unit: the label, until the part's whole is known; verb: the getting verb of an event of the
    # part ('bought 3 apples each'), '' for possession
    gv = m.get("gv")
    box = Fact("container", unit=pred, unit2=content, q=c, verb=lx.EACH_GROUP_GET[gv] if gv else "")
    if m.get("rest"):
        base = _unit(m, "u") or _unit(m, "u5")
        if base and content == base:
            raise InjectionRefused("ambiguous_reading", "a part whose members hold their own kind")
        if m.get("half"):
            # 'the other half': a second half of the whole, only after one half of it
            # (reader._part_each_contents checks both are halves)
            return (Fact("part", owner="", unit=base, unit2="pred:" + pred, q=_lit(m, "h", s), sign=1, verb="have",
                         activity="other half"), box)
        return (Fact("part_rest", owner="", unit=base, unit2="pred:" + pred, verb="have"), box)
    base = _unit(m) or _unit(m, "u2") or _unit(m, "u3")
    if base and content == base:
        raise InjectionRefused("ambiguous_reading", "a part whose members hold their own kind")
    owner = m.get("po") or (next((w for w in ("his", "her", "their") if f" {w} " in f" {m.shape} "), "") if m.get("u2") else "")
    q = _lit(m, "k", s) if m.get("k") else _lit(m, "n", s)
    return (Fact("part", owner=owner, unit=base, unit2="pred:" + pred, q=q, sign=1 if m.get("k") else 0, verb="have"), box)


def _gain_span(m: Match, s: Sentence) -> tuple[Fact, ...]:
    t2 = m.get("t2") or m.get("t2s")
    if m.get("one"):
        # session 14 (`rate`): 'each month for a year' holds 12 periods; only the exact calendar
        # factors of lx.CALENDAR_FACTORS convert (a month of days, a year of weeks refuse)
        factor = lx.CALENDAR_FACTORS.get((lx.TIME_UNITS[m.get("t1")], lx.TIME_UNITS[t2]))
        if factor is None:
            raise InjectionRefused("unit_mismatch", "no exact count of the rate's periods in the span")
        if any(w in lx.SCHEDULE_WORDS for w in s.shape.split()):
            # 'every day for a week at school / except Sundays': the count of periods is exact
            # only when nothing in the sentence names a schedule that may leave periods out
            raise InjectionRefused("ambiguous_reading", "a schedule word beside a span of periods")
        span = Ref(const=factor)
    elif lx.TIME_UNITS[m.get("t1")] != lx.TIME_UNITS[t2]:
        raise InjectionRefused("unit_mismatch", "rate period and span differ")
    else:
        span = _lit(m, "m", s)
    v = m.get("v")
    if not m.get("u"):  # money: 'saved $5 each week for 6 weeks' (session 14)
        kind, lemma = ("gain", lx.EARN_MONEY[v]) if v in lx.EARN_MONEY else ("loss", lx.SPEND_MONEY[v])
        return (Fact(kind, owner=m.get("o"), unit=lx.MONEY_UNIT, q=_lit(m, "n", s), q2=span, verb=lemma),)
    if v in lx.GAIN:
        kind, lemma = "gain", lx.GAIN[v]
    elif v in lx.LOSE:
        kind, lemma = "loss", lx.LOSE[v]
    else:
        kind, lemma = "act", lx.ACT[v]
    return (Fact(kind, owner=m.get("o"), unit=_unit(m), q=_lit(m, "n", s), q2=span, verb=lemma),)


_DIM_WORDS = frozenset("long tall wide deep high away heavy".split())


def _measure(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "The drive is 50 miles long": the owner's extent, a holding in that unit
    words = m.get("u").split()
    if len(words) > 1 and words[-1] in _DIM_WORDS:
        words = words[:-1]
    return (Fact("hold", owner=m.get("o"), unit=unit_of(" ".join(words)), q=_lit(m, "n", s), verb="have"),)


def _sell_all(m: Match, s: Sentence) -> tuple[Fact, ...]:
    unit = _unit(m) or _unit(m, "u2")
    per = m.get("per")
    if per and unit and unit_of(per) != unit.split(" of ")[0].split()[-1]:
        raise InjectionRefused("unit_mismatch", f"price per {per!r} for {unit!r}")
    return (Fact("sell_all", owner=m.get("o"), unit=unit, q=_lit(m, "p", s), verb="sell"),)


def _rate_can(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "Rick can iron 4 shirts an hour" / "... 20 shirts in 5 hours" (rate = 20 / 5 per hour)
    q2 = _lit(m, "d", s) if m.get("d") else None
    return (Fact("rate", owner=m.get("o"), unit=_unit(m), unit2=lx.TIME_UNITS[m.get("t")],
                 q=_lit(m, "r", s), q2=q2, verb=m.get("v")),)


def _hold_final(m: Match, s: Sentence) -> tuple[Fact, ...]:
    unit = lx.MONEY_UNIT if m.get("m") else _unit(m)
    return (Fact("hold_final", owner=m.get("o"), unit=unit, q=_lit(m, "m" if m.get("m") else "n", s),
                 verb="have"),)


def _q_start(m: Match, s: Sentence) -> tuple[Fact, ...]:
    unit = _unit(m) or lx.MONEY_UNIT
    return (Fact("q_start", owner=m.get("o"), unit=unit, verb="have"),)


_MORE_WORDS = frozenset("taller heavier longer older wider deeper higher farther further bigger larger more".split())


def _compare_dim(m: Match, s: Sentence) -> tuple[Fact, ...]:
    unit = _unit(m)
    if unit in ("year", "years"):
        unit = AGE_UNIT
    return (Fact("relate_add", owner=m.get("o"), other=m.get("o2"), unit=unit, q=_lit(m, "n", s),
                 sign=1 if m.get("dir") in _MORE_WORDS else -1, verb="have"),)


def _partition(m: Match, s: Sentence) -> tuple[Fact, ...]:
    base = _unit(m) or _unit(m, "u2") or _unit(m, "u3")
    owner = m.get("po") or ("her" if m.get("u2") and " her " in m.shape else "")
    if m.get("u2") and not owner:
        owner = next(w for w in ("his", "her", "their") if f" {w} " in f" {m.shape} ")
    q = _lit(m, "k", s) if m.get("k") else _lit(m, "n", s)
    if m.get("n2"):  # session 22 (`cmp22`): '5 more than half the cows are black' (k x whole +- N)
        return (Fact("part", owner=owner, unit=base, unit2="pred:" + m.get("pred"), q=q, q2=_lit(m, "n2", s),
                     ago=m.get("dir") != "more", sign=1, verb="have"),)
    return (Fact("part", owner=owner, unit=base, unit2="pred:" + m.get("pred"), q=q,
                 sign=1 if m.get("k") else 0, verb="have"),)


def _partition_next(m: Match, s: Sentence) -> tuple[Fact, ...]:
    """'1/3 of the remaining are yellow': a part (sign NEXT_PART) of the whole less its parts so far;
    a count of the remaining ('5 of the remaining are yellow') is a count part like any other."""
    q = _lit(m, "k", s) if m.get("k") else _lit(m, "n", s)
    unit = _unit(m) or _unit(m, "u2") or _unit(m, "u3")
    return (Fact("part", owner="", unit=unit, unit2="pred:" + m.get("pred"), q=q,
                 sign=NEXT_PART if m.get("k") else 0, verb="have"),)


def _partition_rest(m: Match, s: Sentence) -> tuple[Fact, ...]:
    return (Fact("part_rest", owner="", unit=_unit(m), unit2="pred:" + m.get("pred"), verb="have"),)


def _part_kind_of(kind: str, base: str) -> bool:
    """Whether a kind named by a plural predicate ('are girls') may be a part of the noun asked
    ('how many students'): the noun itself, one of its modified kinds, a side of a two-way split
    of it (`lexicon.COMPLEMENT_BASES`) or a member of its category. 'How many kites are girls'
    names a part of no kite: the asked noun would be dropped from the query."""
    if kind == base or base.endswith(" " + kind) or kind.endswith(" " + base):
        return True
    head = base.split()[-1]
    if head in (lx.COMPLEMENT_BASES.get(kind.split()[-1]) or ()):
        return True
    return lx.category_member(kind, base) is True


def _q_part(m: Match, s: Sentence) -> tuple[Fact, ...]:
    base = _unit(m)
    if m.category == Category.Q_PART_NOT:
        return (Fact("q_total", unit=complement_unit(m.get("pred"), base), verb="have"),)
    unit = part_unit(m.get("pred"), base)
    if not unit.endswith(" " + base) and not unit.startswith(base + " ") and not _part_kind_of(unit, base):
        raise InjectionRefused("unit_mismatch", f"part {unit!r} asked of {base!r}")
    return (Fact("q_total", unit=unit, verb="have"),)


def _spend_on(m: Match, s: Sentence) -> tuple[Fact, ...]:
    lot = ""
    if "bare" in dict(m.slots):  # 'bought apples for $2': $2 each or for all of them?
        head = _unit(m).split(" of ")[0].split()[-1]
        if head in lx.SAME_PLURAL:
            raise InjectionRefused("ambiguous_reading", f"a plural bought for an amount: {m.get('u')!r}")
        if m.get("u").split(" of ")[0].split()[-1] != head:
            # session 15 (`price`): a plural with no count bought for one amount ('he gets onion
            # rings for $2') is read as the amount paid for all of them, like 'some onion rings
            # for $2': with no count there is nothing a price each could multiply. Marked 'lot':
            # reader._plural_lots refuses it when anything else in the text names the noun (a
            # count of it, a price of it, a question about it) or the buyer is a group, since
            # then '$2 each' is a reading too
            lot = "lot"
    return (Fact("spend_on", owner=m.get("o"), unit=lx.MONEY_UNIT, unit2=_unit(m), q=_lit(m, "n", s),
                 verb="spend", activity=lot),)


def _purchase_rel(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # session 12 (`spend`): 'a briefcase for five times the price (of the pen)': one item (sign 1)
    # or a mass payment ('juice for two times the price of the bread', sign 0) priced k x the
    # payment for an earlier purchase (unit2; empty: reader._relative_prices names it)
    if "bare" in dict(m.slots):  # 'bought apples for twice the price': each or all?
        head = _unit(m).split(" of ")[0].split()[-1]
        if head in lx.SAME_PLURAL or m.get("u").split(" of ")[0].split()[-1] != head:
            raise InjectionRefused("ambiguous_reading", f"a plural bought for an amount: {m.get('u')!r}")
    if m.get("u2") and unit_of(m.get("u2")) != m.get("u2"):  # 'the price of the pens': each or all?
        raise InjectionRefused("ambiguous_reading", f"the price of a plural: {m.get('u2')!r}")
    key = "k" if m.get("k") else "kn"
    one = bool(m.get("one"))
    return (Fact("buy_rel", owner=m.get("o"), unit=_unit(m), unit2=_unit(m, "u2"), q=_lit(m, key, s),
                 q2=Ref(const=Fraction(1)) if one else None, sign=1 if one else 0, verb="buy"),)


def _price_rel(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # session 12 (`spend`): price(u) = k x price(u2); 'the same as 4 lollipops': k = 4 (a count of
    # u2). 'as much as the pants' (a plural referent: each or all?) refuses
    if m.get("n"):
        return (Fact("price_rel", unit=_unit(m), unit2=_unit(m, "u2"), q=_lit(m, "n", s)),)
    if unit_of(m.get("u2")) != m.get("u2"):
        raise InjectionRefused("ambiguous_reading", f"as much as a plural: {m.get('u2')!r}")
    key = "k" if m.get("k") else "kn"
    return (Fact("price_rel", unit=_unit(m), unit2=_unit(m, "u2"), q=_lit(m, key, s)),)


def _q_spend_on(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "how much did he pay for everything / all the shopping / his purchases": all of his payments
    if m.get("u") in lx.ALL_PURCHASES:
        return (Fact("q_money_verb", owner=m.get("o"), unit=lx.MONEY_UNIT, verb="spend"),)
    return (Fact("q_spend_on", owner=m.get("o"), unit=lx.MONEY_UNIT, unit2=_unit(m), verb="spend"),)


def _want_count(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "needs 50 stamps" (a target for the holding) / "needs to sell 12 rolls" (a target for the
    # sales made so far)
    wv = m.get("wv") or m.get("wv2")
    verb = "want" if wv in (None, "", "have") else "want:" + lx.BASE_FORMS.get(wv, wv)
    return (Fact("want_count", owner=m.get("o"), unit=_unit(m), q=_lit(m, "n", s), verb=verb),)


def _q_need_count(m: Match, s: Sentence) -> tuple[Fact, ...]:
    return (Fact("q_need_count", owner=m.get("o"), unit=_unit(m), verb="want"),)


def _price_lot(m: Match, s: Sentence) -> tuple[Fact, ...]:
    return (Fact("price", unit=_unit(m), q=_lit(m, "p", s), q2=_lit(m, "n", s)),)


def _price_the(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "The brownie cost $3": one named item's price; a plural noun ('the shoes cost $50')
    # could be a total or a unit price and refuses
    if m.get("u").split()[-1].endswith("s"):
        raise InjectionRefused("ambiguous_reading", "price of a plural noun")
    return _price(m, s)


def _buy_one(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "Sam bought a brownie": one item (an implicit constant, never perturbed)
    return (Fact("gain", owner=m.get("o"), unit=_unit(m), q=Ref(const=Fraction(1)), verb="buy"),)


def _q_diff_verb(m: Match, s: Sentence) -> tuple[Fact, ...]:
    verb = _MONEY_QUERY_LEMMA[_SURFACE_LEMMA.get(m.get("v"), m.get("v"))]
    return (Fact("q_diff_verb", owner=m.get("o"), other=m.get("o2"), unit=lx.MONEY_UNIT, verb=verb),)


def verb_key(word: str) -> str:
    """A crude stem shared by a past form and its base form: baked/bake -> bak, carried/carry -> carry."""
    w = re.sub(r"ied$", "y", word)
    w = re.sub(r"(?:ed|es|s|e)$", "", w)
    if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "aeiouls":
        w = w[:-1]
    return "~" + w


def _activity_any(m: Match, s: Sentence) -> tuple[Fact, ...]:
    return (Fact("act", owner=m.get("o"), unit=_unit(m), q=_lit(m, "n", s), verb=verb_key(m.get("v"))),)


def _q_verb_any(m: Match, s: Sentence) -> tuple[Fact, ...]:
    if m.get("v") in lx.BASE_FORMS:
        raise InjectionRefused("unrecognized_question", "a lexicon verb is read by its own template")
    return (Fact("q_verb_total", owner=m.get("o"), unit=_unit(m), verb=verb_key(m.get("v"))),)


def _q_need_total(m: Match, s: Sentence) -> tuple[Fact, ...]:
    return (Fact("q_need_total", owner=m.get("o"), unit=_unit(m), verb="need"),)


def _tender_bills(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "she had two $10 bills": the money handed over is count x face value
    q2 = _lit(m, "c", s) if m.get("c") else None
    return (Fact("tender", owner=m.get("o"), unit=lx.MONEY_UNIT, q=_lit(m, "n", s), q2=q2, verb="tender"),)


def _discount(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # percent off (sign 1) or an amount off (sign 0) of what the owner has just paid
    pct = bool(m.get("p"))
    return (Fact("discount", owner=m.get("o"), unit=lx.MONEY_UNIT, q=_lit(m, "p" if pct else "m", s),
                 sign=1 if pct else 0, verb="discount"),)


def _price_they(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "They cost $3 each": the noun is left empty; the reader names the one noun bought
    if m.get("per"):
        raise InjectionRefused("ambiguous_reading", "a pronoun price per measure")
    return (Fact("price", unit="", q=_lit(m, "p", s), verb="price_they"),)


def _q_diff_spend_on(m: Match, s: Sentence) -> tuple[Fact, ...]:
    a, b = _unit(m), _unit(m, "u2")
    if a == b:
        raise InjectionRefused("unrecognized_question", "difference of an item with itself")
    return (Fact("q_diff_spend_on", owner=m.get("o"), unit=lx.MONEY_UNIT, unit2=f"{a}|{b}", verb="spend"),)


def _q_diff_day(m: Match, s: Sentence) -> tuple[Fact, ...]:
    """Session 16 (`whole`): 'how many more apples did he pick on tuesday than on monday': the
    owner's events of the verb and noun under label l1 minus those under l2 (the labels'
    names, 'tuesday|monday', in unit2). Money questions ask spending or earning."""
    from .reader import day_label_name  # the reader owns the closed set of labels
    a, b = day_label_name(m.get("l1")), day_label_name(m.get("l2"))
    if not a or not b or a == b:
        raise InjectionRefused("unrecognized_question", "difference of a label with itself")
    if m.get("pv"):  # session 19 (`qforms`): the passive names no doer (reader._passive_doer)
        from .recognizers import PARTICIPLE_BASE
        return (Fact("q_diff_day", owner="", unit=_unit(m), unit2=f"{a}|{b}", verb=lx.BASE_FORMS[PARTICIPLE_BASE[m.get("pv")]]),)
    if m.get("u"):
        return (Fact("q_diff_day", owner=m.get("o"), unit=_unit(m), unit2=f"{a}|{b}", verb=lx.BASE_FORMS[m.get("v")]),)
    return (Fact("q_diff_day", owner=m.get("o"), unit=lx.MONEY_UNIT, unit2=f"{a}|{b}", verb=_MONEY_QUERY_LEMMA[m.get("v")]),)


_SUBJECT_OF = {"him": "he", "her": "she"}


def _q_time_to(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "how long will it take him to write 3 books that are 400 pages each": the amount (3 x 400
    # pages) over the owner's rate; the unit is the asked one, or the rate's when 'how long'
    asked = m.get("tq") or m.get("tq2")
    if m.get("tq") and m.get("tq2") and m.get("tq") != m.get("tq2"):
        raise InjectionRefused("unit_mismatch", "two asked time units")
    verb = lx.GERUNDS[m.get("vg")] if m.get("vg") else lx.BASE_FORMS.get(m.get("v"), m.get("v"))
    q2 = _lit(m, "n2", s) if m.get("n2") else None
    item = _unit(m, "u2") if q2 is not None else _unit(m)
    owner = m.get("o")
    return (Fact("q_time_to", owner=_SUBJECT_OF.get(owner, owner), unit=lx.TIME_UNITS[asked] if asked else "",
                 unit2=item, q=_lit(m, "n", s), q2=q2, verb=verb),)


def _q_rate_far(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "how far will he go in 15 minutes": a rate total whose unit (a distance) the reader fills
    # from the owner's one distance rate
    q = Ref(const=Fraction(1)) if m.get("one") else _lit(m, "d", s)
    v = m.get("v")
    return (Fact("q_rate_total", owner=m.get("o"), unit="", unit2=lx.TIME_UNITS[m.get("t")], q=q,
                 verb="far:" + lx.BASE_FORMS.get(v, v)),)


def _q_speed(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "what is his speed in kilometers per hour" (session 14, `ques`): the distance covered in one
    # unit of time; the reader fills the verb from the owner's one distance rate and refuses a
    # rate stated in another unit of length (reader._complete_rate_query)
    owner = m.get("o") or m.get("o2") or m.get("o3")
    return (Fact("q_rate_total", owner=owner, unit=unit_of(m.get("u")), unit2=lx.TIME_UNITS[m.get("t")],
                 q=Ref(const=Fraction(1)), verb="far:go"),)


def _spend_total(m: Match, s: Sentence) -> tuple[Fact, ...]:
    return (Fact("spend_total", owner=m.get("o"), unit=lx.MONEY_UNIT, q=_lit(m, "n", s), verb="spend"),)


def _purchase_joint(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # two kinds bought for one total: two purchases without a price, then the total paid
    a, b = _unit(m), _unit(m, "u2")
    if a == b:
        raise InjectionRefused("ambiguous_reading", "one noun bought twice for one total")
    return (Fact("gain", owner=m.get("o"), unit=a, q=_lit(m, "n", s), verb="buy"),
            Fact("gain", owner=m.get("o"), unit=b, q=_lit(m, "n2", s), verb="buy"),
            Fact("spend_total", owner=m.get("o"), unit=lx.MONEY_UNIT, q=_lit(m, "m", s), verb="spend"))


def _rate_at(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "Carl types at a speed of 50 words per minute": a rate of the activity, like "types 50 words a minute"
    return (Fact("rate", owner=m.get("o"), unit=_unit(m), unit2=lx.TIME_UNITS[m.get("t")],
                 q=_lit(m, "r", s), verb=lx.verb_lemma(m.get("v"))),)


def _span_at(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "drove for 8 hours at 45 miles per hour": 8 x 45 miles driven; the span must be counted in
    # the rate's own time unit (no conversion is read into the event)
    if lx.TIME_UNITS[m.get("t2")] != lx.TIME_UNITS[m.get("t")]:
        raise InjectionRefused("unit_mismatch", "span and rate period differ")
    return (Fact("act", owner=m.get("o"), unit=_unit(m), q=_lit(m, "r", s), q2=_lit(m, "d", s),
                 verb=lx.verb_lemma(m.get("v"))),)


def _q_diff_act(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # counts done by one owner minus by the other, in the asked unit and verb
    return (Fact("q_diff_verb", owner=m.get("o"), other=m.get("o2"), unit=_unit(m),
                 verb=lx.BASE_FORMS[m.get("v")]),)


def _rate_daily(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "every morning" happens once a day: the rate is per day
    return (Fact("rate", owner=m.get("o"), unit=_unit(m), unit2="day", q=_lit(m, "r", s),
                 verb=lx.verb_lemma(m.get("v"))),)


def _discount_item(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # the item's price paid is (1 - p) (sign 1, "p off" / "p less than") or p (sign 0, "p of")
    # of its original price; a purchase with a stated payment also states that payment
    key = "p" if m.get("p") else "p2"
    mark = Fact("discount_item", owner=m.get("o"), unit=lx.MONEY_UNIT, unit2=_unit(m), q=_lit(m, key, s),
                sign=0 if m.get("of") else 1, verb="discount")
    if not m.get("o"):  # "the shoes were marked 75% off": the buyer is found by the reader
        return (mark,)
    bought = Fact("gain", owner=m.get("o"), unit=_unit(m), q=Ref(const=Fraction(1)), verb="buy")
    if m.get("n"):
        return (bought, Fact("loss", owner=m.get("o"), unit=lx.MONEY_UNIT, q=_lit(m, "n", s), verb="spend"), mark)
    return (bought, mark)


def _q_original(m: Match, s: Sentence) -> tuple[Fact, ...]:
    return (Fact("q_original", owner="", unit=lx.MONEY_UNIT, unit2=_unit(m), verb="price"),)


def _rate_takes(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # "it takes him 15 minutes to rake 3 bags": 3 bags per 15 minutes; "a space marine": 1 per d
    owner = m.get("o")
    q = Ref(const=Fraction(1)) if m.get("one") else _lit(m, "r", s)
    return (Fact("rate", owner=_SUBJECT_OF.get(owner, owner), unit=_unit(m), unit2=lx.TIME_UNITS[m.get("t")],
                 q=q, q2=_lit(m, "d", s), verb=lx.BASE_FORMS.get(m.get("v"), m.get("v"))),)


def _rate_each(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # a per-member rate: the reader turns it into the rate of the one owner of the members
    return (Fact("rate_each", other=_unit(m, "outer"), unit=_unit(m), unit2=lx.TIME_UNITS[m.get("t")],
                 q=_lit(m, "r", s), verb=lx.verb_lemma(m.get("v"))),)


def _tax(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # a percent of what the owner has just paid, paid on top (a discount with the other sign)
    return (Fact("discount", owner=m.get("o"), unit=lx.MONEY_UNIT, q=_lit(m, "p", s), sign=2, verb="tax"),)


def _q_rate_diff(m: Match, s: Sentence) -> tuple[Fact, ...]:
    q = Ref(const=Fraction(1)) if m.get("one") else _lit(m, "d", s)
    return (Fact("q_rate_diff", owner=m.get("o"), other=m.get("o2") or "", unit=_unit(m),
                 unit2=lx.TIME_UNITS[m.get("t")], q=q, verb=lx.BASE_FORMS[m.get("v")]),)


def _q_simple(kind: str):
    return lambda m, s: (Fact(kind, owner=m.get("o"), unit=lx.MONEY_UNIT, verb=kind),)


# ---- Session 19 (lead): time spent at an activity (recognizers, same heading). A span spent is
# an event of the verb SPEND_TIME whose unit is the activity before the time unit ('reading
# book minute'), so the one machinery of event totals adds them: 'how many minutes does she spend
# (in total)' takes every activity as a kind of 'minute' (solver.kinds_done), 'how many minutes
# does she spend reading a book' the activity as said (determiners and possessives dropped, so
# 'on his homework' and 'on the homework' agree); one activity asked beside others leaves those
# unused, and the completeness gate refuses. Spans in two time units are never added here (no
# conversion of kinds): the other unit's spans are unused and refuse. 'How much time / how long'
# names no unit; reader._time_spent_query completes it. Time 'wasted' is time spent; a question of
# time 'wasted' is not read (which of the spans were a waste is a judgement).
SPEND_TIME = lx.SPEND_TIME
# words dropped from an activity's key; 'of' too, so that the unit has no 'of' phrase ('on the
# rest of his chores' -> 'on rest chores'), which would make it no kind of its time unit
_ACTIVITY_DROP = frozenset({"a", "an", "the", "his", "her", "their", "its", "my", "our", "your", "'s", "of"})


def activity_key(phrase: str) -> str:
    """'reading a book' -> 'read book', 'on his homework' -> 'on homework': determiners and
    possessives dropped, and a gerund the lexicon knows as its lemma, so that 'spent 20 minutes
    jogging' and 'jogged for 20 minutes' name one activity (an unknown gerund stays as it is)."""
    words = [w for w in phrase.split() if w not in _ACTIVITY_DROP]
    if words and words[0].endswith("ing"):
        words[0] = lx.verb_lemma(words[0])
    return " ".join(words)


def _time_spent(m: Match, s: Sentence) -> tuple[Fact, ...]:
    act = activity_key(m.get("act")) if m.get("act") else lx.verb_lemma(m.get("v"))
    unit = f"{act} {lx.TIME_UNITS[m.get('t')]}"
    return (Fact("act", owner=m.get("o"), unit=unit, q=_lit(m, "d", s), verb=SPEND_TIME),)


# A compared span waits for its referent (reader._time_spent_relations): its unit2 holds the
# marker, the operation and the referent ('<that>': the span just before; else an activity).
SPENT_REL = "~time"
SPENT_THAT = "<that>"


def _time_spent_rel(m: Match, s: Sentence) -> tuple[Fact, ...]:
    act = activity_key(m.get("act"))
    ref = activity_key(m.get("ref")) if m.get("ref") else SPENT_THAT
    if m.get("dir"):
        op, q, unit = ("add" if m.get("dir") == "more" else "sub"), _lit(m, "d", s), f"{act} {lx.TIME_UNITS[m.get('t')]}"
    else:
        op, q, unit = "mult", _lit(m, "kn" if m.get("kn") else "k", s), f"{act} ?"
    return (Fact("act", owner=m.get("o"), unit=unit, unit2=f"{SPENT_REL}:{op}:{ref}", q=q, verb=SPEND_TIME),)


def _q_time_spent(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # '~jog': the activity asked by its verb ('how many hours did she jog'), reader._time_spent_query
    act = "~" + m.get("vb") if m.get("vb") else "" if m.get("all") else activity_key(m.get("act") or "")
    owner = "they" if m.get("they") else m.get("o")
    # the unit is completed by reader._time_spent_query: the asked time unit (none for 'how much
    # time / how long') and the activity asked ('*': every activity)
    tu = "" if m.get("much") else lx.TIME_UNITS[m.get("t")]
    return (Fact("q_verb_total", owner=owner, unit=tu, verb=SPEND_TIME, activity=act or "*"),)


def _spent_rate_activity(m: Match) -> str:
    # 'spends 2 hours a day reading a book' -> 'read book'; 'watches TV for 4 hours' -> 'watch tv',
    # the key session 19's spans and questions give the same activity ('spent 20 minutes watching TV')
    if m.get("vb"):
        vb = m.get("vb")
        return " ".join(w for w in (lx.RATE_TIME_FORMS.get(vb, vb), activity_key(m.get("obj") or "")) if w)
    return activity_key(m.get("act"))


def _rate_time_spent(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # session 20 (`rate20`): time spent at an activity per period, a rate of session 19's unit
    period = lx.TIME_UNITS[m.get("t2")] if m.get("t2") else "day"  # 'every morning': once a day
    t = lx.TIME_UNITS[m.get("t")]
    if period in lx.TIME_ORDER and lx.TIME_ORDER.index(t) >= lx.TIME_ORDER.index(period):
        raise InjectionRefused("unit_mismatch", "time spent per period is not shorter than the period")
    return (Fact("rate", owner=m.get("o"), unit=f"{_spent_rate_activity(m)} {t}", unit2=period,
                 q=_lit(m, "r", s), verb=SPEND_TIME),)


def _q_rate_time_spent(m: Match, s: Sentence) -> tuple[Fact, ...]:
    # 'how many hours does she spend reading in 5 days': the rate question of that unit
    q = Ref(const=Fraction(1)) if m.get("one") else _lit(m, "d", s)
    return (Fact("q_rate_total", owner=m.get("o"), unit=f"{_spent_rate_activity(m)} {lx.TIME_UNITS[m.get('t')]}",
                 unit2=lx.TIME_UNITS[m.get("tq")], q=q, verb=SPEND_TIME),)


Injector = Callable[[Match, Sentence], tuple[Fact, ...]]

# Serving table: the categories whose injectors ship in the frozen serving lane.
SERVING_INJECTORS: dict[Category, Injector] = {
    Category.TIME_SPENT: _time_spent,  # session 19 (lead)
    Category.Q_TIME_SPENT: _q_time_spent,  # session 19 (lead)
    Category.TIME_SPENT_REL: _time_spent_rel,  # session 19 (lead)
    Category.RATE_TIME_SPENT: _rate_time_spent,  # session 20 (`rate20`)
    Category.Q_RATE_TIME_SPENT: _q_rate_time_spent,  # session 20 (`rate20`)
    Category.INERT: _inert,
    Category.GROUP_SCENE: _group_scene,  # session 20 (`group`)
    Category.EACH_GROUP: _each_group,  # session 21 (`each21`)
    Category.EACH_MEMBER: _each_member,  # session 21 (`each21`)
    Category.EACH_SPREAD: _each_spread,  # session 22 (`sub22`)
    Category.EACH_LISTED: _each_listed,  # session 22 (`sub22`)
    Category.PART_EACH: _part_each,  # session 22 (`sub22`)
    Category.HOLDING: _holding,
    Category.THERE_BE: _there_be,
    Category.MONEY_HOLDING: _money_holding,
    Category.GAIN: _gain,
    Category.LOSS: _loss,
    Category.LOSS_ALL: _loss_all,
    Category.TRANSFER_REST: _transfer_rest,  # session 22 (`frac22`)
    Category.SCALE: _scale,
    Category.TRANSFER: _transfer,
    Category.MONEY_GAIN: _money_gain,
    Category.MONEY_SPEND: _money_spend,
    Category.MONEY_TRANSFER: _money_transfer,
    Category.COMPARE_ADD: _compare_add,
    Category.COMPARE_MULT: _compare_mult,
    Category.PURCHASE_EACH: lambda m, s: _purchase(m, s, True, 1),
    Category.PURCHASE_TOTAL: lambda m, s: _purchase(m, s, False, 1),
    Category.SALE_EACH: lambda m, s: _purchase(m, s, True, -1),
    Category.PRICE: _price,
    Category.Q_HOLDING: _q_holding,
    Category.Q_MONEY_HOLDING: _q_money_holding,
    Category.Q_VERB_TOTAL: _q_verb_total,
    Category.Q_MONEY_VERB: _q_money_verb,
    Category.Q_SUM_OWNERS: _q_sum,
    Category.Q_DIFFERENCE: _q_difference,
    Category.LOSS_PART: _loss_part,
    Category.CONTAINER: _container,
    Category.CONTAINER_TO: _container_to,
    Category.Q_TOTAL_ALL: _q_total_all,
    Category.CAPACITY: _capacity,  # session 18 (`modal`)
    Category.Q_CAPACITY: _q_capacity,
    Category.AGE: _age,
    Category.AGE_COMPARE_ADD: _age_compare_add,
    Category.AGE_COMPARE_MULT: _age_compare_mult,
    Category.Q_AGE: _q_age,
    # promoted from the sealed lane (tune split wrong = 0, confusers wrong = 0)
    Category.RATE_MONEY: _rate_money,
    Category.RATE_COUNT: _rate_count,
    Category.WORK_SPAN: _work_span,
    Category.Q_RATE_TOTAL: _q_rate_total,
    Category.THERE_BE_ALL: _there_be_all,
    Category.INERT_DESC: _inert,
    Category.PRICE_EACH: _price_each,
    Category.Q_TOTAL: _q_total,
    Category.Q_COST: _q_cost,
    Category.ACTIVITY: _activity,
    Category.PRICE_SELL: _price_each,
    Category.RATE_SPAN: _rate_span,
    Category.COMPARE_AFFINE: _compare_affine,
    Category.AGE_SHIFT: _age_shift,
    Category.Q_AGE_SHIFT: _q_age_shift,
    Category.Q_AGE_WHEN: _q_age_when,
    Category.Q_AGE_UNTIL: _q_age_until,
    Category.AGE_COMPARE_PCT: _age_compare_pct,
    Category.CONTAINER_HOLD: _container_hold,
    Category.TRANSFER_PART: _transfer_part,
    Category.AGE_SHIFT_COMPARE: _age_shift_compare,
    Category.MONEY_SPEND_PART: _money_spend_part,
    Category.OWNERS_EACH: _owners_each,
    Category.INERT_ANY: _inert,
    Category.COMPARE_PCT: _compare_pct,
    Category.COMPARE_UNITS: _compare_units,
    Category.TENDER: _tender,
    Category.WANT: _want,
    Category.TRANSFER_EACH: _transfer_each,
    Category.GAIN_SPAN: _gain_span,
    Category.Q_CHANGE: _q_simple("q_change"),
    Category.Q_NEED: _q_simple("q_need"),
    Category.Q_PROFIT: _q_simple("q_profit"),
    Category.MEASURE: _measure,
    Category.SELL_ALL: _sell_all,
    Category.RATE_CAN: _rate_can,
    Category.Q_DIFF_UNITS: _q_diff_units,
    Category.Q_PRICE: _q_price,
    Category.HOLD_FINAL: _hold_final,
    Category.Q_START: _q_start,
    Category.COMPARE_DIM: _compare_dim,
    Category.PART_OF_STATED: _part_of_stated,
    Category.PARTITION: _partition,
    Category.PARTITION_REST: _partition_rest,
    Category.PART_BARE: _partition,
    Category.PART_COUNT: _partition,  # session 21 (`pct`): a count part ('4 flowers are red'), sign 0
    Category.Q_REMAIN: _q_remain,
    Category.CONTAINER_CUT: _container,
    Category.HOLD_SOME: _hold_some,
    Category.Q_PART_NOT: _q_part,
    Category.SPEND_ON: _spend_on,
    Category.Q_SPEND_ON: _q_spend_on,
    Category.PURCHASE_REL: _purchase_rel,
    Category.PRICE_REL: _price_rel,
    Category.WANT_COUNT: _want_count,
    Category.Q_NEED_COUNT: _q_need_count,
    # promoted at the end of session 2 (tune wrong = 0, confusers wrong = 0)
    Category.INERT_HAS: _inert,
    Category.PRICE_LOT: _price_lot,
    Category.Q_NEED_TOTAL: _q_need_total,
    Category.PRICE_THE: _price_the,
    Category.CONTAINER_EACH: _container,
    Category.BUY_ONE: _buy_one,
    Category.Q_DIFF_VERB: _q_diff_verb,
    Category.ACTIVITY_ANY: _activity_any,
    Category.Q_VERB_ANY: _q_verb_any,
    # promoted in session 4 (money; tune wrong = 0, confusers wrong = 0 in the sealed lane)
    Category.TENDER_BILLS: _tender_bills,
    Category.DISCOUNT: _discount,
    Category.PRICE_THEY: _price_they,
    Category.Q_DIFF_SPEND_ON: _q_diff_spend_on,
    Category.Q_DIFF_DAY: _q_diff_day,  # session 16 (`whole`)
    # promoted in session 4 (rates): tune wrong = 0, confusers wrong = 0 in the sealed lane
    Category.Q_TIME_TO: _q_time_to,
    Category.Q_RATE_FAR: _q_rate_far,
    Category.SPEND_TOTAL: _spend_total,
    Category.PURCHASE_JOINT: _purchase_joint,
    Category.RATE_AT: _rate_at,
    Category.SPAN_AT: _span_at,
    Category.Q_DIFF_ACT: _q_diff_act,
    Category.RATE_SPAN_ACT: _rate_span,
    Category.RATIO_EACH: _compare_units,
    Category.RATIO_EVERY: _ratio_every,  # session 16 (`ratio`)
    Category.RATIO_SPLIT: _ratio_split,  # session 16 (`ratio`)
    Category.RATE_DAILY: _rate_daily,
    Category.DISCOUNT_ITEM: _discount_item,
    Category.Q_ORIGINAL: _q_original,
    Category.RATE_TAKES: _rate_takes,
    Category.RATE_EACH: _rate_each,
    Category.DISCOUNT_ON: _discount,
    Category.TAX: _tax,
    Category.Q_RATE_DIFF: _q_rate_diff,
    Category.SUM_STATED: _sum_stated,
    # promoted in session 6 (descriptions; tune wrong = 0, confusers wrong = 0 in the sealed lane)
    Category.INERT_PROG: _inert_prog,
    # promoted in session 7 (averages over a group; tune wrong = 0, confusers wrong = 0 sealed)
    Category.Q_AVERAGE: _q_average,
    # promoted in session 11 (parts of what earlier parts leave; tune wrong = 0, confusers wrong = 0 sealed)
    Category.PARTITION_NEXT: _partition_next,
    # session 16 (helper sumref): comparisons with a sum of listed owners (reader._sum_referents)
    Category.COMPARE_SUM: _compare_sum,
    Category.Q_DIFF_SUM: _q_diff_sum,
    Category.COMPARE_MEASURE: _compare_measure,
    Category.COMPARE_EVENT: _compare_event,  # session 19 (compare)
}

# Categories under development (sealed lane only until promoted).
_DEVELOPING: dict[Category, Injector] = {
    # session 14 (`ques`): speed questions, developed sealed
    Category.Q_SPEED: _q_speed,
}

# Sealed table: categories under development, eligible only with sealed=True (ADR-0186).
SEALED_INJECTORS: dict[Category, Injector] = dict(_DEVELOPING)


def inject_from_match(match: Match, sentence: Sentence, *, sealed: bool = False) -> tuple[Fact, ...]:
    """Facts for one match; sealed=True also consults the sealed table. Refuses unknown categories."""
    injector = SERVING_INJECTORS.get(match.category)
    if injector is None and sealed:
        injector = SEALED_INJECTORS.get(match.category)
    if injector is None:
        reason = "sealed_category" if match.category in SEALED_INJECTORS else "unrecognized_sentence"
        raise InjectionRefused(reason, f"no injector for {match.category.value}")
    facts = injector(match, sentence)
    return tuple(f.__class__(**{**f.__dict__, "sentence": sentence.index,
                                "category": match.category.value}) for f in facts)
