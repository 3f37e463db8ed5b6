"""Two independent readings of the fact graph: a forward state simulation and an equation builder."""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, replace
from fractions import Fraction

from . import lexicon as lx
from .graph import NEXT_PART, Fact, Ref, complement_unit, part_unit, stem_word
from .tolerances import CONTINUOUS_UNITS


class ReadingFailed(Exception):
    """A reading cannot produce a value; carries a reason code."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail


@dataclass(frozen=True)
class Step:
    """One program step: op over earlier steps (or a literal / constant), with its unit."""

    op: str
    args: tuple[int, ...]
    unit: str
    lit: int = -1
    const: Fraction | None = None


@dataclass(frozen=True)
class Program:
    """A straight-line program; the last step is the answer."""

    steps: tuple[Step, ...]

    def render(self) -> tuple[str, ...]:
        """Human-readable lines 'S3 = mul(L0, S2) : dollar'."""
        lines = []
        for i, s in enumerate(self.steps):
            if s.op == "lit":
                rhs = f"L{s.lit}"
            elif s.op == "const":
                rhs = f"C({s.const})"
            else:
                rhs = f"{s.op}(" + ", ".join(f"S{a}" for a in s.args) + ")"
            lines.append(f"S{i} = {rhs} : {s.unit}")
        return tuple(lines)

    def structure_hash(self) -> str:
        """SHA-256 of the program structure (ops, literal slots, units), not of the values."""
        blob = json.dumps(list(self.render()), separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()[:16]

    def literals(self) -> frozenset[int]:
        """Literal indexes the program consumes."""
        return frozenset(s.lit for s in self.steps if s.op == "lit")

    def evaluate(self, values: dict[int, Fraction]) -> Fraction:
        """Evaluate the program on the given literal values."""
        out: list[Fraction] = []
        for s in self.steps:
            out.append(_apply(s, out, values))
        return out[-1]


def _apply(s: Step, vals: list[Fraction], lits: dict[int, Fraction]) -> Fraction:
    a = [vals[i] for i in s.args]
    if s.op == "lit":
        return lits[s.lit]
    if s.op == "const":
        return s.const
    if s.op == "pct":
        return a[0] / 100
    if s.op == "add":
        return a[0] + a[1]
    if s.op == "sum":
        return sum(a, Fraction(0))
    if s.op == "sub":
        return a[0] - a[1]
    if s.op == "mul":
        return a[0] * a[1]
    if s.op == "div":
        if a[1] == 0:
            raise ReadingFailed("implausible", "division by zero")
        return a[0] / a[1]
    raise ValueError(f"_apply(s): unknown op {s.op!r}")


def is_subtype(held: str, asked: str) -> bool:
    """'blue shirt' is a kind of 'shirt': the held unit is the asked unit with leading modifiers."""
    return bool(asked) and held.endswith(" " + asked) and " of " not in held and not lx.changes_kind(held)


def kind_in_container(held: str, target: str) -> bool:
    """'box of lemon biscuit' is a kind of 'box of biscuit' (session 12): one container, and the
    contents a kind of the target's contents ('lemon biscuit' of 'biscuit')."""
    h, _, hin = held.partition(" of ")
    t, _, tin = target.partition(" of ")
    return bool(hin and tin) and h == t and is_subtype(hin, tin)  # is_subtype: 'teddy bears' are no bears


def is_category(unit: str) -> bool:
    """'fruit', 'pieces of fruit', 'animal': a closed category of `lexicon.CATEGORIES`."""
    return lx.CATEGORY_ALIAS.get(unit, unit) in lx.CATEGORIES


def in_category(unit: str, category: str) -> bool | None:
    """Whether a held or counted unit counts toward a category asked (`lexicon.category_member`:
    None when in doubt); money, time and measures ('dollar', 'year') are members of none."""
    if unit in CONTINUOUS_UNITS:
        return False
    return lx.category_member(unit, category)


def distinct_members(units) -> bool:
    """Members of a category may be summed only when no two name one member noun ('red apples'
    and 'big apples' may overlap; 'apples' and 'oranges' never do)."""
    stems = [u.split()[-1] for u in units]
    return len(set(stems)) == len(stems)


def item_of(held: str, asked: str) -> bool:
    """Money spent on 'cartons of ice cream' or 'blue shirts' is spent on 'ice cream' / 'shirts'."""
    return held == asked or is_subtype(held, asked) or held.endswith(" of " + asked)


def served_as(held: str, asked: str) -> bool:
    """'ice cream cone' is 'ice cream' served in a cone: the asked noun followed by one serving
    head (lexicon.SERVING_HEADS) and nothing else."""
    if " of " in held or not held.startswith(asked + " "):
        return False
    return held[len(asked) + 1:] in lx.SERVING_HEADS


def spent_on(bought: list[str], asked: str) -> set[str]:
    """The purchased nouns that money spent on `asked` was spent on. Session 12 (`spend`): the
    nouns named by `item_of`; else the nouns that serve it (`served_as`: 'ice cream cones' for
    'ice cream'). A text with both ('2 candy bars' and '3 bags of candy' beside 'candy') or a
    serving noun beside its bare head refuses: which purchases does the question group?"""
    plain = {u for u in bought if item_of(u, asked)}
    served = {u for u in bought if served_as(u, asked)}
    if plain and served:
        raise ReadingFailed("ambiguous_reading", f"spent on {asked!r}: {sorted(plain | served)}")
    return plain or served


# Facts of a static inventory (nothing changes over time): the only texts where a stated whole
# ('56 animals total') constrains the holdings of its kinds.
STATIC_KINDS = frozenset({"hold", "hold_shift", "relate_add", "relate_mult", "relate_affine",
                          "relate_pct", "relate_shift", "part", "part_rest", "mention"})


# Facts that state a whole of a static inventory: held outright ('100 students in the class') or
# through a comparison ('the Biology class has half as many students as the Physics class').
WHOLE_FACTS = frozenset({"hold", "hold_shift", "relate_add", "relate_mult", "relate_affine", "relate_pct"})


def complement_pair(units, whole: str) -> bool:
    """'girl' and 'boy' of 'student': the two sides of a closed two-way split whose base
    (`lexicon.COMPLEMENT_BASES`, by head noun) is the whole, so together they are all of it."""
    if len(units) != 2:
        return False
    a, b = units
    bases = lx.COMPLEMENT_BASES.get(a)
    return lx.COMPLEMENT_PAIRS.get(a) == b and bases is not None and whole.split()[-1] in bases


def ratio_sets(unit: str) -> bool:
    """Session 16 (`ratio`): the hidden sets of a ratio ('3 red beads for every 2 blue beads',
    injectors.RATIO_SET) are the referent of its two relations, never a holding counted toward
    a whole, a two-way split or a category."""
    return unit.startswith("ratio~")


def whole_kinds(owner: str, unit: str, keys) -> list[tuple[str, str]] | None:
    """The owner's holdings that are kinds of `unit` ('pig', 'cow' of 'animal'; 'red ball' of
    'ball'; 'girl', 'boy' of 'student'), when they are two or more and everything else the owner
    holds; else None."""
    # session 16 (`ratio`): the sets of a ratio ('3 red beads for every 2 blue beads') are no
    # holding of the owner's, only the referent of the two relations (injectors.RATIO_SET)
    mine = sorted(k for k in keys if k[0] == owner and k[1] not in (unit, lx.MONEY_UNIT)
                  and not ratio_sets(k[1]))
    if complement_pair([u for _, u in mine], unit):
        return mine
    if len(mine) < 2 or any(" not " in u or not (is_subtype(u, unit) or in_category(u, unit))
                            for _, u in mine):
        return None
    if any(is_subtype(u, v) for _, u in mine for _, v in mine):  # 'red ball' and 'big red ball'
        return None
    return mine


# the kinds of a comparison fact (reading A, reading B and `category_referents` read them alike)
def shift_ops(f: Fact) -> tuple[str, str]:
    """The operations of a relate_shift fact's time shift for the programs of reading A: an age
    grows by d to the shifted time and goes back by d to the present ('sub' / 'add' for a
    relation that held d years ago)."""
    return ("sub", "add") if f.ago else ("add", "sub")


_RELATIONS = frozenset({"relate_add", "relate_mult", "relate_affine", "relate_shift", "relate_pct"})


def money_in_text(facts: list[Fact], query: Fact) -> bool:
    """True when money is asked or any fact states money or a price."""
    return query.unit == lx.MONEY_UNIT or any(
        f.kind in ("price", "price_rel", "buy", "sell", "spend_on", "tender") or lx.MONEY_UNIT in (f.unit, f.unit2)
        for f in facts)


def relative_purchase(f: Fact, money: bool) -> bool:
    """Session 13 (lead): 'He buys 10 shirts and half as many pants' is a purchase of the pants,
    spent at their price, when the text has money in it; without money a related amount stays a
    holding as before (its count does not depend on when it was bought)."""
    return money and f.verb == "buy" and f.unit != lx.MONEY_UNIT and f.kind in _RELATIONS


def category_referents(facts: list[Fact]) -> list[tuple[str, str]]:
    """Holdings of a closed category that a comparison refers to ('Cara's cat catches five times
    as many animals as Martha's cat') and no fact states: in a static inventory they are the
    sum of the members held (`whole_kinds`)."""
    stated = {(f.owner, f.unit) for f in facts}
    keys = [(f.other, f.unit2 or f.unit) for f in facts if f.kind in _RELATIONS and is_category(f.unit2 or f.unit)
            and "|" not in f.other]  # session 16 (sumref): a sum's parts are each stated, never wholes of kinds
    return sorted({k for k in keys if k not in stated})


# questions whose answer is an amount of money: an unpriced purchase leaves them open
_MONEY_QUERIES = frozenset({"q_money_verb", "q_change", "q_need", "q_profit", "q_diff_verb", "q_cost"})


def kinds_done(units: list[str], unit: str) -> set[str]:
    """The units of events that count toward 'how many <unit> did X <verb>': the unit itself;
    else its kinds ('sugar cookies' for 'cookies'); else, for a closed category ('fruits'),
    the counted units that are distinct members of it (`in_category`). A unit done together with
    its kinds, or a hypernym over an unlisted item, is ambiguous and counts nothing; a counted
    unit positively outside the category ('carrots' for 'fruits') is left out."""
    counted = {u for u in units if u and u != lx.MONEY_UNIT}
    kinds = {u for u in counted if is_subtype(u, unit)}
    if unit in counted:
        if kinds:
            raise ReadingFailed("ambiguous_reference", f"{unit!r} and its kinds {sorted(kinds)} both done")
        return {unit}
    if kinds:
        return kinds
    if not is_category(unit):
        return set()
    verdicts = {u: in_category(u, unit) for u in counted}
    members = {u for u, v in verdicts.items() if v}
    if None in verdicts.values() or not distinct_members(members):
        return set()
    return members


def count_unit(unit: str) -> bool:
    """A unit of discrete items (apples, cans of cat food), not money, time or a measure: only
    such counts of two different nouns may be compared ('how many more apples than pears')."""
    return bool(unit) and unit.split(" of ")[0].split()[-1] not in CONTINUOUS_UNITS


def container_of(unit: str, containers: dict) -> str:
    """The container a unit of events names: the container itself ('tray'), or a container
    with its own contents spelled out ('box of apples' when each box holds apples, 'pack of red
    balls' when each pack holds balls: red balls are balls); else ''."""
    if unit in containers:
        return unit
    head, _, inner = unit.partition(" of ")
    if not inner or head not in containers:
        return ""
    contents, item = containers[head][0], item_head(inner)
    if inner in lx.COLOURS:  # 'packages of blue' when each package holds beads: blue beads
        item = f"{inner} {contents}"
    # 'If there are 128 ounces in a gallon': a gallon of milk holds 128 ounces of milk
    return head if item == contents or is_subtype(item, contents) or contents in lx.MEASURE_UNITS else ""


def fills(event_unit: str, containers: dict, unit: str, *, kinds: bool = False) -> bool:
    """Whether a container named by an event unit holds the asked unit: its contents are the
    unit ('trays' of gingerbreads), or the unit is its contents of the event's item ('cans of
    cat food' in 'packages of cat food' that each contain cans). With `kinds` (a question's
    count, never a change), contents that are a kind of the unit count too ('packs of white
    t-shirts' hold t-shirts)."""
    c = container_of(event_unit, containers)
    if not c:
        return False
    inner = containers[c][0]
    _, _, item = event_unit.partition(" of ")
    if c != event_unit and inner in lx.MEASURE_UNITS:  # ounces of milk, never bare ounces
        return bool(item) and unit == f"{inner} of {item}"
    return inner == unit or bool(item) and unit == f"{inner} of {item}" or kinds and is_subtype(inner, unit)


def piece_container(unit: str, containers) -> str:
    """Session 13 (`sets`): the container whose pieces a unit names: 'piece of pizza' when each
    pizza was cut into pieces, or bare 'slice' when exactly one container holds slices; else ''.
    Contents that are a measure ('ounce' of a gallon) are no pieces."""
    head, _, rest = unit.partition(" of ")
    if rest:
        c = rest if rest in containers else item_head(rest)
        ok = c in containers and containers[c][0] == head
        return c if ok and head not in lx.MEASURE_UNITS else ""
    pre, _, last = unit.rpartition(" ")
    if pre in containers and containers[pre][0] == last:  # 'pizza slice'
        return pre if last not in lx.MEASURE_UNITS else ""
    hits = [c for c in containers if containers[c][0] == unit]
    return hits[0] if len(hits) == 1 and unit not in lx.MEASURE_UNITS else ""


def names_piece(unit: str, asked: str, whole: str, containers) -> bool:
    """Whether a unit counted or priced names the asked piece or the whole's contents ('slice',
    'slice of pizza', 'pizza slice') or the whole itself: a piece price from a lot of wholes needs
    the pieces and the wholes otherwise unpriced and the pieces never bought, sold or eaten."""
    contents = containers[whole][0]
    names = {asked, contents, f"{contents} of {whole}", f"{whole} {contents}"}
    return unit in names or unit.partition(" of ")[0] in (contents, f"{whole} {contents}") \
        or (" of " not in unit and item_head(unit) == item_head(contents))


def filled(owner: str, units, containers: dict, unit: str, *, kinds: bool = False) -> list[str]:
    """The owner's held units whose containers hold the asked unit ('box' or 'box of apples'
    for 'apple', 'gallon of milk' for 'ounce of milk' when a gallon holds 128 ounces)."""
    return sorted(u for (o, u) in units if o == owner and fills(u, containers, unit, kinds=kinds))


def measure_conversion(held: str, asked: str) -> Fraction | None:
    """Factor turning an amount in `held` into `asked` ('inch' -> 'foot': 1/12, 'gallon of
    milk' -> 'quart of milk': 4), only within one system of lx.MEASURE_SIZES; else None."""
    hh, _, hrest = held.partition(" of ")
    ah, _, arest = asked.partition(" of ")
    if hh == ah or hrest != arest or hh not in lx.MEASURE_SIZES or ah not in lx.MEASURE_SIZES:
        return None
    (hsys, hsize), (asys, asize) = lx.MEASURE_SIZES[hh], lx.MEASURE_SIZES[ah]
    return hsize / asize if hsys == asys else None


def _dimension(unit: str) -> str:
    head, _, rest = unit.partition(" of ")
    if head in lx.MEASURE_SIZES:
        return lx.MEASURE_SIZES[head][0].split()[-1] + rest
    return "weight" + rest if head in ("ounce", "pound", "ton") else ""


def converted_source(units, asked: str) -> tuple[str, Fraction] | None:
    """'How tall is he in feet?' of a height held in inches: the one held unit of the asked
    measure's dimension, with its licensed factor; None when the owner holds none that converts.
    Two held amounts of that dimension (inches and centimeters: which is the height?) refuse."""
    hits = [(u, f) for u in units if (f := measure_conversion(u, asked)) is not None]
    if not hits:
        return None
    dim = _dimension(asked)
    if len(hits) > 1 or any(u != hits[0][0] and _dimension(u) == dim for u in units):
        raise ReadingFailed("ambiguous_reading", f"two amounts convert to {asked!r}")
    return hits[0]


def converted_done(units, unit: str, done: set[str]) -> dict[str, Fraction]:
    """Session 13 (`rate`): 'Lionel walked 4 miles. Esther walked 975 yards. How many feet did
    they walk?' -- events counted in other units of the asked measure's system (lx.MEASURE_SIZES:
    exact definitions only, never across systems) count toward the asked unit, each times its
    exact factor. Only when the asked unit is such a measure and nothing else counts toward it
    (no kinds or category members); returns {event unit: factor} for the converted units."""
    if unit.partition(" of ")[0] not in lx.MEASURE_SIZES or not done <= {unit}:
        return {}
    return {u: f for u in set(units) if u != unit and (f := measure_conversion(u, unit)) is not None}


# Things a person owns that hold items for the person ('Leif's apple tree has 14 apples'): the
# closed list of stores (lexicon.STORE_PLACES) and the plants that bear what they hold.
_BEARING_PLANTS = frozenset({"tree", "trees", "bush", "bushes", "plant", "plants", "vine", "vines"})


def owned_places(owner: str, unit: str, keys, events) -> list[tuple[str, str]]:
    """Session 13 (lead): 'Leif's apple tree has 14 apples and his orange tree has 2 dozen
    oranges. How many more oranges does he have than apples?': a person's holding that nobody
    states is what the person's own places or plants hold, when every holder of the noun is
    such a place of that person and the person changes the noun in no event (`keys`: the
    readings' holdings; `events`: (owner, verb, unit, amount)). Another holder of the noun, a
    kind of it, or a place that is a person ('Tom's sister') refuses, as before."""
    def own_place(holder: str) -> bool:  # "leif's orange tree": a place or plant of the owner
        head = holder.removeprefix(owner + "'s ").split()[-1:] if holder.startswith(owner + "'s ") else []
        return bool(head) and (head[0] in lx.STORE_PLACES or head[0] in _BEARING_PLANTS)

    holders = [k for k in keys if k[1] == unit or is_subtype(k[1], unit) or is_subtype(unit, k[1])]
    mine = [k for k in holders if k[1] == unit and own_place(k[0])]
    if not mine or len(mine) != len(holders):
        return []
    if any(o == owner and (u == unit or is_subtype(u, unit)) for (o, v, u, n) in events):
        return []
    return sorted(mine)


TAX = 2  # sign of a 'discount' fact that adds a percent of the payments (a tax)


def they_are(doers: set[str], entities) -> bool:
    """Whether 'they' of a money question names exactly these doers: two or more, every entity
    of the text among them, and none of them a plural group ('Tom's parents', 'the kids'), which
    'they' could name alone."""
    return len(doers) >= 2 and doers == set(entities) and all(
        stem_word(o.split()[-1]) == o.split()[-1] for o in doers)


def group_size(q: Fact, owners, values: dict) -> None:
    """A question that names its group with a count ('the two men') is answered only when the
    owners it sums over are exactly that many."""
    if q.group is not None and len(set(owners)) != values[q.group.lit]:
        raise ReadingFailed("ambiguous_reference", f"a group of {values[q.group.lit]} over {sorted(set(owners))}")


def item_head(unit: str) -> str:
    words = unit.split(" of ")[-1].split()
    return " ".join(words[:-1] + [stem_word(words[-1])]) if words else ""


def same_item(a: str, b: str) -> bool:
    """'pair of shoes', 'shoes' and 'shoe' name one item; 'blue shirt' is a 'shirt'."""
    ha, hb = item_head(a), item_head(b)
    return bool(ha) and (ha == hb or ha.endswith(" " + hb) or hb.endswith(" " + ha))


def names_item(rated: str, item: str) -> bool:
    """A rate of 'bags of leaves' is a rate of the 'bags' a question counts."""
    return rated == item or rated.startswith(item + " of ")


def conversion(src: str, dst: str) -> Fraction | None:
    """Factor turning an amount in time unit src into dst, only for licensed pairs."""
    if src == dst:
        return Fraction(1)
    if (src, dst) in lx.LICENSED_CONVERSIONS or (dst, src) in lx.LICENSED_CONVERSIONS:
        return lx.TIME_IN_SECONDS[src] / lx.TIME_IN_SECONDS[dst]
    return None


_UNKNOWN = -1


# --------------------------------------------------------------------------- reading A
class ForwardReading:
    """Reading A: simulate the owners' holdings forward through the facts, in text order."""

    name = "forward_state"

    def __init__(self, literal_values: dict[int, Fraction], *, strict: bool = True) -> None:
        self.values = literal_values
        self.strict = strict
        self.steps: list[Step] = []
        self.vals: list[Fraction] = []
        self.state: dict[tuple[str, str], int] = {}
        self.versions: dict[tuple[str, str], int] = {}
        self.events: list[tuple[str, str, str, int]] = []
        self.prices: dict[str, int] = {}
        self.containers: dict[str, tuple[str, int]] = {}
        self.rates: list[tuple[str, str, str, int, str]] = []
        self.spans: list[tuple[str, str, int]] = []
        self.entities: list[str] = []
        self.pending: list[Fact] = []
        self.snapshot_refs: set[tuple[str, str]] = set()
        self.event_refs: list[tuple[tuple[str, str], str]] = []  # (referent, verb) of compared events
        self.base_amounts: dict[Fact, int] = {}  # an event's amount node, for events compared with it (`days`)
        self.first_try = False  # True while a fact is applied in its own turn (not from `pending`)
        self.contained_refs: list[tuple[str, str]] = []  # referents counted inside containers
        self.tenders: list[tuple[str, int]] = []
        self.lots: list[tuple[str, int, int]] = []
        self.deltas: dict[tuple[str, str], list[tuple[int, int]]] = {}
        self.starts: dict[tuple[str, str], int] = {}
        self.parts: dict[tuple[str, str], list[int]] = {}
        self.item_spend: list[tuple[str, str, int]] = []
        self.want_counts: dict[tuple[str, str], int] = {}
        self.want_verbs: dict[tuple[str, str], str] = {}
        self.wants: list[tuple[str, int]] = []
        self.sums: list[Fact] = []
        self.part_keys: set[tuple[str, str]] = set()  # holdings that are parts of another
        self.event_sentence: list[int] = []
        self.unpriced: dict[tuple[str, str], list[int]] = {}
        self.derived: dict[str, int] = {}
        # holdings first set by a receipt with no stated start ('Tom gives Ann 2 apples'): the
        # amount received stands for the holding of that owner alone (GSM8K's convention for
        # 'his mother gave him $74 to go to the store'), never inside a sum, average or
        # difference over owners, where the unstated start is exactly what is missing
        self.presumed: set[tuple[str, str]] = set()
        self.item_discounts: list[Fact] = []
        self.materialized: set[tuple[str, str]] = set()  # holdings counted out of their containers
        # a list of parts of one whole ('spent 1/4 of the money on lunch and 1/2 of the money on
        # a DVD'): the whole before its first part and the holding its last part left
        self.part_whole: dict[tuple[str, str], tuple[int, int]] = {}
        # holdings stated with no amount ('Aaron has some brothers'), for a comparison solved for them
        self.some_keys: set[tuple[str, str]] = set()
        # Session 19 (red13): holdings first set by a gain with no stated start ('Sue buys 4
        # cards'), with the gain's verb: see `_relate`
        self.gain_started: dict[tuple[str, str], str] = {}

    def _emit(self, op: str, args: tuple[int, ...], unit: str, lit: int = -1, const=None) -> int:
        st = Step(op, args, unit, lit, const)
        self.steps.append(st)
        self.vals.append(_apply(st, self.vals, self.values))
        return len(self.steps) - 1

    def ref(self, r: Ref, unit: str) -> int:
        """Node for an operand; percents become a ratio through 'pct'."""
        if r.lit >= 0:
            node = self._emit("lit", (), "percent" if r.percent else unit, lit=r.lit)
            return self._emit("pct", (node,), "ratio") if r.percent else node
        return self._emit("const", (), unit, const=r.const)

    def _binary(self, op: str, a: int, b: int, unit: str) -> int:
        if op in ("add", "sub") and self.steps[a].unit != self.steps[b].unit:
            raise ReadingFailed("unit_mismatch", f"{op} of {self.steps[a].unit} and {self.steps[b].unit}")
        return self._emit(op, (a, b), unit)

    def _set(self, key: tuple[str, str], node: int) -> None:
        self.state[key] = node
        self.versions[key] = self.versions.get(key, 0) + 1

    def _current(self, key: tuple[str, str]) -> int | None:
        node = self.state.get(key)
        if node == _UNKNOWN:
            raise ReadingFailed("unknown_quantity", f"holding {key} is not known")
        return node

    def run(self, facts: list[Fact], query: Fact) -> Program:
        """Apply all facts, answer the query, and return the program of the answer."""
        self.money = money_in_text(facts, query)
        for f in facts:
            if f.kind == "price":
                if f.unit in self.prices:
                    raise ReadingFailed("ambiguous_reading", f"two prices for {f.unit}")
                node = self.ref(f.q, f"dollar/{f.unit}")
                if f.q2 is not None:  # "5 strawberries cost $8": $8 / 5 each
                    node = self._emit("div", (node, self.ref(f.q2, "ratio")), f"dollar/{f.unit}")
                self.prices[f.unit] = node
            elif f.kind == "container":
                if f.unit in self.containers:
                    raise ReadingFailed("ambiguous_reading", f"two contents for {f.unit}")
                node = self.ref(f.q, f"{f.unit2}/{f.unit}")
                if f.q2 is not None:  # nested containers: (bags per box) x (balloons per bag)
                    node = self._emit("mul", (node, self.ref(f.q2, "ratio")), f"{f.unit2}/{f.unit}")
                self.containers[f.unit] = (f.unit2, node)
        rel = [f for f in facts if f.kind == "price_rel"]
        while rel:  # 'a notebook costs 3 times as much as a pen': k x the pen's price, in any order
            ready = [f for f in rel if f.unit2 in self.prices]
            if not ready:
                raise ReadingFailed("unknown_quantity", f"relative prices without a stated price: {[f.unit for f in rel]}")
            for f in ready:
                if f.unit in self.prices:
                    raise ReadingFailed("ambiguous_reading", f"two prices for {f.unit}")
                self.prices[f.unit] = self._emit("mul", (self.prices[f.unit2], self.ref(f.q, "ratio")), f"dollar/{f.unit}")
                rel.remove(f)
        for f in facts:
            before = len(self.events)
            old_events = {id(e) for e in self.events} if query.kind in ("q_diff_day", "q_days_total") else None
            self._apply_fact(f)
            if old_events is not None:
                self._tag_days(old_events, before, f.day)
            self._retry_pending()
            if old_events is not None:  # events of relations applied late: of no one fact's label
                self._tag_days({id(e) for e in self.events if self._event_day(e) is not None}, len(self.events), "?")
            self.event_sentence += [f.sentence] * (len(self.events) - before)
        for s in self.sums:
            self._sum_of(s)
        if self.pending:
            raise ReadingFailed("unknown_quantity", "relation to an unknown holding")
        for key in self.contained_refs:  # 'Bobby has 2 pizzas and 3 pies': the pies' slices too?
            if {u for (o, u) in self.state if o == key[0] and u != lx.MONEY_UNIT} \
                    != set(filled(key[0], self.state, self.containers, key[1])) | {key[1]}:
                raise ReadingFailed("unknown_quantity", f"{key[0]} holds more than the containers counted")
        for key in self.snapshot_refs:
            if self.versions.get(key, 0) != 1:
                raise ReadingFailed("ambiguous_reading", f"relation snapshot of changing {key}")
        for key, verb in self.event_refs:
            if len([e for e in self.events if (e[0], e[2]) == key and e[1] == verb]) != 1:
                raise ReadingFailed("ambiguous_reading", f"relation to {key}, who did {verb!r} twice")
        answer = self._answer(query)
        return self._program(answer)

    # Session 16 (`whole`): each event's label (Fact.day of the fact that made it), for the
    # difference across labels (q_diff_day). The list keeps every tagged event alive, so an
    # identity is never reused; an event that replaced others (a total paid after a tax) or that
    # a relation made later carries '?', and an untagged event has no label (None).
    def _tag_days(self, old: set[int], before: int, day: str) -> None:
        if not hasattr(self, "event_days"):
            self.event_days: list[tuple[tuple, str]] = []
        kept = sum(1 for e in self.events if id(e) in old)
        label = day if kept == before else "?"
        self.event_days += [(e, label) for e in self.events if id(e) not in old]

    def _event_day(self, e: tuple) -> str | None:
        return next((d for x, d in getattr(self, "event_days", []) if x is e), None)

    def _diff_day(self, q: Fact) -> int:
        """'how many more apples did he pick on tuesday than on monday': the sum of the owner's
        events of that verb and noun under the first label minus under the second; every such
        event must carry exactly one label (an unlabelled one may be of either day)."""
        if not q.owner or q.owner == "they" or "|" in q.owner:
            raise ReadingFailed("ambiguous_reference", "a difference across labels of no one owner")
        mine = [e for e in self.events if e[0] == q.owner and e[1] == q.verb and e[2] == q.unit]
        days = [self._event_day(e) for e in mine]
        if any(d in (None, "", "?") for d in days):
            raise ReadingFailed("ambiguous_reading", f"an event of {q.owner} with no one label")
        kinds = {label_class(d) for d in days} | {label_class(x) for x in q.unit2.split("|")}
        if len(kinds) != 1 or "" in kinds:  # labels of two kinds may overlap
            raise ReadingFailed("ambiguous_reading", f"labels of kinds {sorted(kinds)}")
        sides = [[e[3] for e, d in zip(mine, days) if d == side] for side in q.unit2.split("|")]
        if len(sides) != 2 or not all(sides):
            raise ReadingFailed("unknown_quantity", "no event under one of the labels")
        return self._binary("sub", self._sum_events(sides[0], q.unit), self._sum_events(sides[1], q.unit), q.unit)

    def _days_total(self, q: Fact) -> int:
        """'how many boxes did she sell over the two days': every event of the owner's verb and
        noun, when each carries one weekday label and the labels are exactly N days."""
        if not q.owner or q.owner == "they" or "|" in q.owner:
            raise ReadingFailed("ambiguous_reference", "a span of days of no one owner")
        mine = [e for e in self.events if e[0] == q.owner and e[1] == q.verb and e[2] == q.unit]
        days = [self._event_day(e) for e in mine]
        if not mine or not span_days(days):
            raise ReadingFailed("ambiguous_reading", "an event with no one weekday label")
        if q.unit2:  # session 23 (`week23`): the named days' events only, each day told
            named = q.unit2.split("|")
            if any(d not in days for d in named):
                raise ReadingFailed("unknown_quantity", "a named day with no event")
            return self._sum_events([e[3] for e, d in zip(mine, days) if d in named], q.unit)
        if len(set(days)) != self.values[q.q.lit]:
            raise ReadingFailed("ambiguous_reading", f"{len(set(days))} days labelled, {self.values[q.q.lit]} asked")
        return self._sum_events([e[3] for e in mine], q.unit)

    def _apply_fact(self, f: Fact) -> None:
        k = f.kind
        if f.owner and f.owner not in self.entities:
            self.entities.append(f.owner)
        for o in (f.other.split("|") if f.kind in _RELATIONS else [f.other]):
            # session 16 (sumref): a comparison with a sum lists its referents ('@jake|@ann'):
            # each one is an entity, the list itself is none
            if o and o not in self.entities and o != "they":
                self.entities.append(o)
        if k in ("price", "container", "mention", "price_rel"):
            return
        if k == "sum_of":
            self.sums.append(f)
            return
        if k == "sum_all" and f.category == "ratio_split":  # session 16 (`ratio`): solved where stated
            self._ratio_split(f)
            return
        if k == "sum_all":  # a total over three or more related holdings: the affine reading's
            raise ReadingFailed("unknown_quantity", "a sum over related holdings")
        if k == "hold_compound":  # session 16 (`whole`): '6 feet , 3 inches' is 6 x 12 + 3 inches
            key = (f.owner, f.unit)
            if key in self.state:
                raise ReadingFailed("ambiguous_reading", f"{key} stated twice")
            per = self._emit("const", (), "ratio", const=lx.MEASURE_SIZES[f.unit2][1] / lx.MEASURE_SIZES[f.unit][1])
            big = self._emit("mul", (self.ref(f.q, f.unit2), per), f.unit)
            self._set(key, self._binary("add", big, self.ref(f.q2, f.unit), f.unit))
            return
        if k == "hold_some":  # an unstated amount: known only if the text later pins it down
            if (f.owner, f.unit) in self.state:
                raise ReadingFailed("ambiguous_reading", f"{(f.owner, f.unit)} stated twice")
            self.state[(f.owner, f.unit)] = _UNKNOWN
            self.some_keys.add((f.owner, f.unit))
            return
        if k == "hold" and f.verb == "have_if" and self.state.get((f.owner, f.unit)) == _UNKNOWN \
                and self.deltas.get((f.owner, f.unit)):
            # "... If she had 170 sticks, how many ...": the condition states the starting amount
            key = (f.owner, f.unit)
            node = self.ref(f.q, f.unit)
            for sign, d in self.deltas.pop(key):
                if sign == 0:
                    node = self._emit("mul", (node, d), f.unit)
                    continue
                node = self._binary("add" if sign > 0 else "sub", node, d, f.unit)
                if self.strict and self.vals[node] < 0:
                    raise ReadingFailed("implausible", f"{key} becomes negative")
            self._set(key, node)
            return
        if k == "hold_final":  # "she has 20 left": the start is that minus what changed
            key = (f.owner, f.unit or self._only_unit(f.owner))
            final = self.ref(f.q, key[1])
            if self.state.get(key) == _UNKNOWN and self.deltas.get(key):
                node = final
                for sign, d in reversed(self.deltas.pop(key)):
                    if sign == 0:
                        node = self._emit("div", (node, d), key[1])
                        continue
                    node = self._binary("sub" if sign > 0 else "add", node, d, key[1])
                    if self.strict and self.vals[node] < 0:
                        raise ReadingFailed("implausible", f"{key} start is negative")
                self.starts[key] = node
            elif key in self.state:
                raise ReadingFailed("ambiguous_reading", f"{key} stated twice")
            self._set(key, final)
            return
        if k in ("loss_all", "loss_part", "scale"):
            # a part of items held only in containers ('40% of the pens' after '20 boxes of
            # pens , 5 pens in each box') is a part of their count: count them first
            self._materialize((f.owner, f.unit or self._only_unit(f.owner)))
        if k in ("hold", "hold_shift"):
            key = (f.owner, f.unit)
            if key in self.state:
                raise ReadingFailed("ambiguous_reading", f"{key} stated twice")
            node = self.ref(f.q, f.unit)
            if k == "hold_shift":  # "in 5 years she will be 20": now = 20 - 5
                node = self._binary("sub" if f.sign > 0 else "add", node, self.ref(f.q2, f.unit), f.unit)
            self._set(key, node)
        elif k == "gain":
            self._gain(f.owner, f.unit, self._amount(f, f.unit), f.verb, explicit_more=f.sign == 2)
        elif k == "loss":
            unit = f.unit or self._only_unit(f.owner)
            self._loss(f.owner, unit, self._amount(f, unit), f.verb)
        elif k == "sell_all":
            unit = f.unit or self._only_unit(f.owner)
            count = self._need((f.owner, unit))
            money = self._emit("mul", (count, self.ref(f.q, f"dollar/{unit}")), lx.MONEY_UNIT)
            self._loss(f.owner, unit, count, "sell", priced=False)
            self._gain(f.owner, lx.MONEY_UNIT, money, "earn", explicit_more=False)
        elif k == "tender":
            self.tenders.append((f.owner, self._amount(f, lx.MONEY_UNIT)))
        elif k == "discount":
            self._discount(f)
        elif k == "spend_total":
            self._spend_total(f)
        elif k == "open_price":
            self._open_price(f)
        elif k == "discount_item":
            self.item_discounts.append(f)
        elif k == "want":
            self.wants.append((f.owner, self._amount(f, lx.MONEY_UNIT)))
        elif k == "transfer":
            unit = f.unit or self._only_unit(f.owner)
            node = self._amount(f, unit)
            self._loss(f.owner, unit, node, f.verb)
            self._gain(f.other, unit, node, "receive", explicit_more=False)
        elif k == "loss_all":
            unit = f.unit or self._only_unit(f.owner)
            cur = self._need((f.owner, unit))
            self.events.append((f.owner, f.verb, unit, cur))
            self._set((f.owner, unit), self._binary("sub", cur, cur, unit))
            if f.other:  # session 22 (`frac22`): 'gave the rest to Bob'
                self._gain(f.other, unit, cur, "receive", explicit_more=False)
        elif k == "loss_part_stated":
            # 'spent 35% of her allowance. If she spent $14': the whole is the amount over the
            # share (reader._stated_part), then the amount is taken from it
            key = (f.owner, f.unit)
            if key in self.state:
                raise ReadingFailed("ambiguous_reading", f"{key} stated twice")
            amount = self.ref(f.q2, f.unit)
            whole = self._emit("div", (amount, self.ref(f.q, "ratio")), f.unit)
            if self.strict and (self.vals[whole] * 100).denominator != 1:
                raise ReadingFailed("implausible", f"a whole of {self.vals[whole]}")
            self._set(key, whole)
            self.events.append((f.owner, f.verb, f.unit, amount))
            self._set(key, self._binary("sub", whole, amount, f.unit))
        elif k == "loss_part" and f.of_whole:
            # a later part of one list of parts: of the whole held before the list's first part,
            # only while nothing but the list's parts changed that holding
            unit = f.unit or self._only_unit(f.owner)
            key = (f.owner, unit)
            whole, last = self.part_whole.get(key, (None, None))
            if whole is None or self.state.get(key) != last:
                raise ReadingFailed("ambiguous_reading", f"{key}: a part of a whole that changed")
            cur = self.state[key]
            part = self._emit("mul", (whole, self.ref(f.q, "ratio")), unit)
            self.events.append((f.owner, f.verb, unit, part))
            self._set(key, self._binary("sub", cur, part, unit))
            if self.strict and self.vals[self.state[key]] < 0:
                raise ReadingFailed("implausible", f"{key}: parts exceed the whole")
            self.part_whole[key] = (whole, self.state[key])
            if f.other:
                self._gain(f.other, unit, part, "receive", explicit_more=False)
        elif k == "loss_part" and self.state.get((f.owner, f.unit or self._only_unit(f.owner)), _UNKNOWN) == _UNKNOWN \
                and not f.other:
            # a part of a holding not yet known: remember the kept share for a later final amount
            key = (f.owner, f.unit or self._only_unit(f.owner))
            one = self._emit("const", (), "ratio", const=Fraction(1))
            keep = self._binary("sub", one, self.ref(f.q, "ratio"), "ratio")
            self.state[key] = _UNKNOWN
            self.deltas.setdefault(key, []).append((0, keep))
        elif k == "loss_part":
            unit = f.unit or self._only_unit(f.owner)
            cur = self._need((f.owner, unit))
            part = self._emit("mul", (cur, self.ref(f.q, "ratio")), unit)
            self.events.append((f.owner, f.verb, unit, part))
            self._set((f.owner, unit), self._binary("sub", cur, part, unit))
            self.part_whole[(f.owner, unit)] = (cur, self.state[(f.owner, unit)])
            if f.other:
                self._gain(f.other, unit, part, "receive", explicit_more=False)
        elif k == "scale":
            unit = f.unit or self._only_unit(f.owner)
            cur = self._need((f.owner, unit))
            self._set((f.owner, unit), self._emit("mul", (cur, self.ref(f.q, "ratio")), unit))
        elif k in _RELATIONS:
            self.first_try = True
            related = self._relate(f)
            self.first_try = False
            if not related:
                if relative_purchase(f, self.money):
                    # a purchase relative to an amount not yet known is bought once that amount
                    # is: its money would be spent out of the text's order, so with money in the
                    # text it refuses (session 13, lead); counts alone do not depend on order
                    raise ReadingFailed("unknown_quantity", f"a purchase of {f.unit!r} relative to an unknown amount")
                self.pending.append(f)
        elif k in ("buy", "sell"):
            count = self.ref(f.q, f.unit)
            price = self.ref(f.q2, f"dollar/{f.unit}" if f.sign else lx.MONEY_UNIT)
            money = self._emit("mul", (count, price), lx.MONEY_UNIT) if f.sign else price
            if not f.sign:
                self.lots.append((f.unit, count, money))
            if k == "buy":
                self.item_spend.append((f.owner, f.unit, money))
                self._gain(f.owner, f.unit, count, "buy", explicit_more=False, priced=False)
                self._loss(f.owner, lx.MONEY_UNIT, money, "spend")
            else:
                self._loss(f.owner, f.unit, count, "sell", soft=True, priced=False)
                self._gain(f.owner, lx.MONEY_UNIT, money, "earn", explicit_more=False)
        elif k in ("part", "part_rest"):
            self._part(f)
        elif k == "want_count":
            if (f.owner, f.unit) in self.want_counts:
                raise ReadingFailed("ambiguous_reading", "two targets")
            self.want_counts[(f.owner, f.unit)] = self.ref(f.q, f.unit)
            self.want_verbs[(f.owner, f.unit)] = f.verb
        elif k == "buy_rel":  # k x what was paid for an earlier purchase (reader._relative_prices)
            paid = [n for (o, u, n) in self.item_spend if o == f.owner and u == f.unit2]
            if len(paid) != 1:
                raise ReadingFailed("ambiguous_reference", f"the price of {f.unit2!r}")
            money = self._emit("mul", (paid[0], self.ref(f.q, "ratio")), lx.MONEY_UNIT)
            self.item_spend.append((f.owner, f.unit, money))
            if f.sign:
                self._gain(f.owner, f.unit, self.ref(f.q2, f.unit), "buy", explicit_more=False, priced=False)
            self._loss(f.owner, lx.MONEY_UNIT, money, "spend")
        elif k == "spend_on":
            if any(o == f.owner and (same_item(u, f.unit2)) for (o, u, n) in self.item_spend):
                # "bought 2 sodas for $4 each ... spent $8 on the sodas": a restatement or a
                # second payment? refused either way
                raise ReadingFailed("ambiguous_reading", f"two payments for {f.unit2!r}")
            node = self.ref(f.q, lx.MONEY_UNIT)
            self.item_spend.append((f.owner, f.unit2, node))
            self._loss(f.owner, lx.MONEY_UNIT, node, "spend")
        elif k == "act":
            self.events.append((f.owner, f.verb, f.unit, self._amount(f, f.unit)))
        elif k == "rate":
            node = self.ref(f.q, f"{f.unit}/{f.unit2}")
            if f.q2 is not None:  # "20 pages in 2 hours": the rate is 20 / 2 per hour; sign 2:
                # "52 cows, each gives 5 liters a day": the owner's rate is 5 x 52 per day
                node = self._emit("mul" if f.sign == 2 else "div", (node, self.ref(f.q2, "ratio")),
                                  f"{f.unit}/{f.unit2}")
            self.rates.append((f.owner, f.unit, f.unit2, node, f.verb))
        elif k == "span":
            self.spans.append((f.owner, f.unit, self.ref(f.q, f.unit)))
        else:
            raise ReadingFailed("ambiguous_reading", f"fact kind {k} unsupported")

    def _discount(self, f: Fact) -> None:
        """'He gets a 20% discount' / 'pays 10% tax on everything': what the owner paid in this
        sentence or the one before becomes one payment less the amount off (plus the tax); the
        money held gets the amount off back (pays the tax)."""
        mine = [i for i, (o, v, u, n) in enumerate(self.events) if o == f.owner and v == "spend" and u == lx.MONEY_UNIT]
        if not mine or len({self.event_sentence[i] for i in mine}) != 1:
            # one purchase sentence (the discount's own, or an earlier one): payments stated
            # apart ('a hat on Monday , toys on Tuesday') may not all be discounted
            raise ReadingFailed("unknown_quantity", "a discount needs the payments of one sentence")
        total = self._sum_events([self.events[i][3] for i in mine], lx.MONEY_UNIT)
        off = self._emit("mul", (total, self.ref(f.q, "ratio")), lx.MONEY_UNIT) if f.sign else self.ref(f.q, lx.MONEY_UNIT)
        paid = self._binary("add" if f.sign == TAX else "sub", total, off, lx.MONEY_UNIT)
        if self.strict and self.vals[paid] < 0:
            raise ReadingFailed("implausible", "a discount larger than the price")
        keep = [i for i in range(len(self.events)) if i not in mine]
        self.events = [self.events[i] for i in keep] + [(f.owner, "spend", lx.MONEY_UNIT, paid)]
        self.event_sentence = [self.event_sentence[i] for i in keep] + [f.sentence]
        items = {u for (o, u, n) in self.item_spend if o == f.owner}
        self.item_spend = [e for e in self.item_spend if e[0] != f.owner]
        if len(items) == 1:  # one kind of item bought: all that was paid was paid for it
            self.item_spend.append((f.owner, items.pop(), paid))
        if f.sign == TAX:
            self._loss(f.owner, lx.MONEY_UNIT, off, "tax")
        else:
            self._gain(f.owner, lx.MONEY_UNIT, off, "refund", explicit_more=False)
        self.events.pop()  # the amount back (the tax) is not an event of any asked verb

    def _only_spends(self, owner: str) -> bool:
        """The owner's money changed only by payments (no earnings, gifts or transfers)."""
        return all(v == "spend" for (o, v, u, n) in self.events if o == owner and u == lx.MONEY_UNIT)

    def _only_buyer(self, mark: Fact, item: str) -> str:
        """The one owner who bought the item, and bought nothing else."""
        buyers = sorted({o for (o, v, u, n) in self.events if v == "buy" and same_item(u, item)})
        if len(buyers) != 1 or (mark.owner and mark.owner != buyers[0]):
            raise ReadingFailed("ambiguous_reference", f"buyers of {item!r}: {buyers}")
        if len({u for (o, v, u, n) in self.events if o == buyers[0] and v == "buy"}) != 1:
            raise ReadingFailed("ambiguous_reading", "payments for more than the discounted item")
        return buyers[0]

    def _spend_total(self, f: Fact) -> None:
        """'He spent a total of $28': the total less what the owner paid so far is the cost of
        the items bought without a price; with one such item, that also names its unit price."""
        mine = [n for (o, v, u, n) in self.events if o == f.owner and v == "spend" and u == lx.MONEY_UNIT]
        open_items = sorted(u for (o, u) in self.unpriced if o == f.owner)
        rest = self.ref(f.q, lx.MONEY_UNIT)
        if mine:
            if not open_items:
                raise ReadingFailed("ambiguous_reading", "a total restated beside its payments")
            rest = self._binary("sub", rest, self._sum_events(mine, lx.MONEY_UNIT), lx.MONEY_UNIT)
            if self.strict and self.vals[rest] <= 0:
                raise ReadingFailed("implausible", "a total below the payments")
        if len(open_items) == 1:
            unit = open_items[0]
            counts = self.unpriced.pop((f.owner, unit))
            count = counts[0] if len(counts) == 1 else self._emit("sum", tuple(counts), unit)
            if unit in self.derived:
                raise ReadingFailed("ambiguous_reading", f"two totals name the price of {unit}")
            self.derived[unit] = self._emit("div", (rest, count), f"dollar/{unit}")
            self.item_spend.append((f.owner, unit, rest))
        self._loss(f.owner, lx.MONEY_UNIT, rest, "spend")

    def _open_price(self, f: Fact) -> None:
        """Session 13 (inv, reader._open_price): what the owner's money was before the one purchase
        without a price, less what is left ('then he had $65 left') or less the change ('gets $14
        in change' after a tender), is what that purchase cost; over its count, its unit price."""
        key = (f.owner, lx.MONEY_UNIT)
        open_items = sorted(u for (o, u) in self.unpriced if o == f.owner)
        if len(open_items) != 1:
            raise ReadingFailed("unknown_quantity", f"open prices: {open_items}")
        after = self.ref(f.q, lx.MONEY_UNIT)
        if f.verb == "left":
            before = self._need(key)
        else:
            tender = [n for (o, n) in self.tenders if o == f.owner]
            if len(tender) != 1:  # (the reader checked that the owner holds no money stated)
                raise ReadingFailed("unknown_quantity", "change needs one tender")
            before = tender[0]
            paid = self._money_events(f.owner, ("spend",))
            if paid:
                before = self._binary("sub", before, self._sum_events(paid, lx.MONEY_UNIT), lx.MONEY_UNIT)
        if any(o == f.owner and u == lx.MONEY_UNIT and v != "spend" for (o, v, u, n) in self.events):
            raise ReadingFailed("ambiguous_reading", "money moved by more than payments")
        rest = self._binary("sub", before, after, lx.MONEY_UNIT)
        if self.strict and self.vals[rest] <= 0:
            raise ReadingFailed("implausible", "nothing left to pay the open price")
        unit = open_items[0]
        counts = self.unpriced.pop((f.owner, unit))
        count = counts[0] if len(counts) == 1 else self._emit("sum", tuple(counts), unit)
        if unit in self.derived:
            raise ReadingFailed("ambiguous_reading", f"two totals name the price of {unit}")
        price = self._emit("div", (rest, count), f"dollar/{unit}")
        if self.strict and (self.vals[price] * 100).denominator != 1:
            raise ReadingFailed("implausible", f"a unit price of {self.vals[price]}")
        self.derived[unit] = price
        self.item_spend.append((f.owner, unit, rest))
        if f.verb == "left":
            self._loss(f.owner, lx.MONEY_UNIT, rest, "spend")
        else:
            self.events.append((f.owner, "spend", lx.MONEY_UNIT, rest))

    def _part(self, f: Fact) -> None:
        """'1/4 of them are red': the part and what is not in it become holdings of the owner;
        'the rest are green' is the base minus every stated part."""
        pred = f.unit2.split(":", 1)[1]
        base_key = (f.owner, f.unit)
        base = self._need(base_key)
        if f.kind == "part":
            whole = base
            if f.sign == NEXT_PART:  # '1/3 of the remaining': of the whole less its parts so far
                taken = self.parts.get(base_key, [])
                if not taken:
                    raise ReadingFailed("unknown_quantity", "'the remaining' without a stated part")
                whole = self._binary("sub", base, taken[0] if len(taken) == 1 else
                                     self._emit("sum", tuple(taken), f.unit), f.unit)
            sub = self._emit("mul", (whole, self.ref(f.q, "ratio")), f.unit) if f.sign else self.ref(f.q, f.unit)
            if f.q2 is not None and f.sign:  # session 22 (`cmp22`): '5 more (fewer) than half the cows'
                sub = self._binary("sub" if f.ago else "add", sub, self.ref(f.q2, f.unit), f.unit)
                if self.strict and self.vals[sub] < 0:
                    raise ReadingFailed("implausible", "a part below zero")
            if self.strict and self.vals[sub] > self.vals[whole]:
                raise ReadingFailed("implausible", "a part larger than the whole")
            self.parts.setdefault(base_key, []).append(sub)
            # what is not in a part of a part has no reading of its own: 'how many cows are not
            # pregnant' after 'half of the females are pregnant' counts the males too; nor has
            # what is not in a part of the remaining (it holds the earlier parts too)
            # (session 12: a closed two-way state, `lx.STATE_COMPLEMENTS`, splits any whole: the men
            # not standing are men, 'how many men are not standing / seated')
            if (base_key not in self.part_keys or pred in lx.STATE_COMPLEMENTS) and f.sign != NEXT_PART:
                self._new_holding((f.owner, complement_unit(pred, f.unit)), self._binary("sub", base, sub, f.unit))
        else:
            # every stated part and every kind held outright ('Half are blue. There are 6 red
            # marbles. The rest are orange.', 'He has 12 white marbles, 6 blue marbles, and the rest')
            parts = self.parts.get(base_key, []) + [
                self._need(k) for k in sorted(self.state) if k[0] == f.owner and is_subtype(k[1], f.unit)
                and " not " not in k[1] and k not in self.part_keys]
            if not parts:
                raise ReadingFailed("unknown_quantity", "'the rest' without a stated part")
            taken = parts[0] if len(parts) == 1 else self._emit("sum", tuple(parts), f.unit)
            sub = self._binary("sub", base, taken, f.unit)
            if self.strict and self.vals[sub] < 0:
                raise ReadingFailed("implausible", "the rest is negative")
        self._new_holding((f.owner, part_unit(pred, f.unit)), sub)

    def _new_holding(self, key: tuple[str, str], node: int) -> None:
        if key in self.state:
            raise ReadingFailed("ambiguous_reading", f"{key} stated twice")
        self.part_keys.add(key)
        self._set(key, self._emit("sum", (node,), key[1]))  # counted in the part's own unit

    def _amount(self, f: Fact, unit: str) -> int:
        """The amount of a change: q, or q x q2 when the clause states a count per item/period."""
        if f.base is not None:
            # session 15 (`days`): 'twice as many as he did on monday' -- the referent event's
            # amount (computed when it was applied) times k, or plus / minus N
            base = self.base_amounts.get(f.base)
            if base is None:
                raise ReadingFailed("unknown_quantity", "a compared event before its referent")
            for b in f.bases[1:]:  # session 16 (sumref): a sum of days, each referent event added
                if b not in self.base_amounts:
                    raise ReadingFailed("unknown_quantity", "a compared event before its referent")
                base = self._binary("add", base, self.base_amounts[b], unit)
            if f.base_op == "mult":
                node = self._emit("mul", (base, self.ref(f.q, "ratio")), unit)
            elif f.base_op.startswith("affine_"):
                # session 19 (compare): 'N more / fewer than k times as many as the referent did'
                scaled = self._emit("mul", (base, self.ref(f.q2, "ratio")), unit)
                node = self._binary("add" if f.base_op == "affine_add" else "sub", scaled, self.ref(f.q, unit), unit)
                if self.vals[node] < 0:
                    raise ReadingFailed("implausible", "a compared event below zero")
            elif f.base_op.startswith("pct_"):
                # session 22 (`day22`): '50% fewer than the day before' -- the referent, plus or
                # minus that percent of it
                part = self._emit("mul", (base, self.ref(f.q, "ratio")), unit)
                node = self._binary("add" if f.base_op == "pct_add" else "sub", base, part, unit)
                if self.vals[node] < 0:
                    raise ReadingFailed("implausible", "a compared event below zero")
            else:
                # session 19 (lead): '28 more minutes writing than outlining' -- the N is of the
                # referent's kind (the spans of two activities are kinds of one time unit)
                n_unit = self.steps[base].unit if f.verb == lx.SPEND_TIME else unit
                node = self._binary("add" if f.base_op == "add" else "sub", base, self.ref(f.q, n_unit), unit)
                if self.vals[node] < 0:
                    raise ReadingFailed("implausible", "a compared event below zero")
            self.base_amounts[f] = node
            return node
        node = self.ref(f.q, unit)
        if f.q2 is not None:
            node = self._emit("mul", (node, self.ref(f.q2, "ratio")), unit)
        self.base_amounts[f] = node
        return node

    def _money_events(self, owner: str, verbs: tuple[str, ...]) -> list[int]:
        return [n for (o, v, u, n) in self.events if o == owner and v in verbs and u == lx.MONEY_UNIT]

    def _only_unit(self, owner: str) -> str:
        units = sorted({u for (o, u) in self.state if o == owner and u != lx.MONEY_UNIT})
        if len(units) != 1:
            raise ReadingFailed("ambiguous_reference", f"elided noun for {owner}: {units}")
        return units[0]

    def _need(self, key: tuple[str, str]) -> int:
        cur = self._current(key)
        if cur is None:
            raise ReadingFailed("unknown_quantity", f"{key} changes before it is known")
        return cur

    def _materialize(self, key: tuple[str, str]) -> None:
        """A change to items held only inside containers ('3 boxes with 10 pencils each; he
        gives away 6 pencils') first turns the containers into a count of those items."""
        if key in self.state:
            return
        via = [(key[0], u) for u in filled(key[0], self.state, self.containers, key[1])]
        if via:
            nodes = [self._emit("mul", (self._need(k), self.containers[container_of(k[1], self.containers)][1]), key[1])
                     for k in via]
            self._set(key, nodes[0] if len(nodes) == 1 else self._emit("sum", tuple(nodes), key[1]))
            self.materialized.add(key)

    def _gain(self, owner: str, unit: str, node: int, verb: str, *, explicit_more: bool,
              priced: bool = True) -> None:
        key = (owner, unit)
        self._materialize(key)
        self.events.append((owner, verb, unit, node))
        cur = self.state.get(key)
        if explicit_more and cur is None and self._elided_comparison(owner, unit):
            # 'Ann earned $60 . Tom earned $20 more': more than Ann (80), or $20 on top of an
            # unstated amount? Either reading is a guess
            raise ReadingFailed("ambiguous_reading", f"{owner} {verb} 'more' {unit}: than whom?")
        if verb in lx.MEASURE_CHANGE_VERBS and unit in lx.MEASURE_UNITS | lx.DISTANCE_UNITS:
            # 'Tom grows 10 cm': a change of a measure, never the measure itself
            explicit_more = True
        if cur is None and not explicit_more and verb == "receive":
            self.presumed.add(key)
        if cur == _UNKNOWN:
            self.deltas.setdefault(key, []).append((1, node))
        elif cur is not None:
            self._set(key, self._binary("add", cur, node, unit))
        elif explicit_more:
            self.state[key] = _UNKNOWN
            self.deltas.setdefault(key, []).append((1, node))
        else:
            self._set(key, node)
            self.gain_started[key] = verb
        if priced and verb == "buy" and unit in self.prices:
            cost = self._emit("mul", (node, self.prices[unit]), lx.MONEY_UNIT)
            self.item_spend.append((owner, unit, cost))
            self._loss(owner, lx.MONEY_UNIT, cost, "spend")
        elif priced and verb == "buy":  # bought, price not stated: a later total may name it
            self.unpriced.setdefault((owner, unit), []).append(node)

    def _elided_comparison(self, owner: str, unit: str) -> bool:
        """True when `owner` has done nothing with `unit` before (the event just appended aside)
        while another owner has: a bare 'more' may then compare with that other owner."""
        earlier = self.events[:-1]
        if any(o == owner and u == unit for (o, v, u, n) in earlier):
            return False
        return any(o != owner and u == unit for (o, v, u, n) in earlier) \
            or any(o != owner and u == unit for (o, u) in self.state)

    def _loss(self, owner: str, unit: str, node: int, verb: str, soft: bool = False,
              priced: bool = True) -> None:
        key = (owner, unit)
        self._materialize(key)
        self.events.append((owner, verb, unit, node))
        if priced and verb == "sell" and unit in self.prices:  # sold at a stated unit price
            money = self._emit("mul", (node, self.prices[unit]), lx.MONEY_UNIT)
            self._gain(owner, lx.MONEY_UNIT, money, "earn", explicit_more=False)
        cur = self.state.get(key)
        if cur is None or cur == _UNKNOWN:
            self.state[key] = _UNKNOWN
            self.deltas.setdefault(key, []).append((-1, node))
        else:
            new = self._binary("sub", cur, node, unit)
            if self.strict and self.vals[new] < 0:
                raise ReadingFailed("implausible", f"{key} becomes negative")
            self._set(key, new)

    def _sum_referent(self, f: Fact) -> int | None:
        """Session 16 (sumref): the referent of 'half as many as Jake and Clementine combined' is
        the sum of the listed owners' holdings, each known now (else the relation waits, like
        any relation to an unknown holding; it is never solved backwards for the parts). Each
        part is a snapshot: a later change to any of them refuses (snapshot_refs)."""
        unit = f.unit2 or f.unit
        nodes = []
        for o in f.other.split("|"):
            key = (o, unit)
            if key not in self.state:
                self._referent_contents(key)
            if self.state.get(key, _UNKNOWN) == _UNKNOWN:
                return None
            nodes.append(self._current(key))
        node = nodes[0]
        for n in nodes[1:]:
            node = self._binary("add", node, n, unit)
        self.snapshot_refs.update((o, unit) for o in f.other.split("|"))
        return node

    def _relate(self, f: Fact) -> bool:
        okey = (f.other, f.unit2 or f.unit)
        key = (f.owner, f.unit)
        if "|" in f.other:  # session 16 (sumref): a sum of listed referents, never inverted
            other = self._sum_referent(f)
            if other is None:
                return False
        else:
            if okey not in self.state:
                self._referent_contents(okey)
            if okey not in self.state and key in self.state and self.state[key] != _UNKNOWN:
                self._compared_before_gain(f, key)
                return self._relate_inverse(f, okey, key)
            if okey in self.some_keys and self.state.get(okey) == _UNKNOWN and not self.deltas.get(okey) \
                    and not any((e[0], e[2]) == okey for e in self.events) \
                    and key in self.state and self.state[key] != _UNKNOWN:
                # session 16 (`inverse`): 'Aaron has some brothers. Bennett has 6 brothers. The
                # number of Bennett 's brothers is two less than twice the number of Aaron 's
                # brothers': a referent said to hold some amount, unchanged since, is pinned down
                # by the comparison as one stated with none (reading B: a free variable, the same)
                del self.state[okey]
                return self._relate_inverse(f, okey, key)
            if okey not in self.state:
                return False
            self._compared_before_gain(f, okey)
            other = self._current(okey)
        if f.kind == "relate_add":
            node = self._binary("add" if f.sign > 0 else "sub", other, self.ref(f.q, okey[1]), f.unit)
        elif f.kind == "relate_affine":
            scaled = self._emit("mul", (other, self.ref(f.q2, "ratio")), f.unit)
            node = self._binary("add" if f.sign > 0 else "sub", scaled, self.ref(f.q, f.unit), f.unit)
        elif f.kind == "relate_pct":  # owner = other ± other·p%
            part = self._emit("mul", (other, self.ref(f.q, okey[1])), okey[1])  # in the referent's noun
            node = self._binary("add" if f.sign > 0 else "sub", other, part, f.unit)
        elif f.kind == "relate_shift":  # owner ± d = k * (other ± d·sign): + d years from now, - d ago
            d = self.ref(f.q, f.unit)
            grow, back = shift_ops(f)
            then = self._binary(grow, other, d, f.unit) if f.sign else other
            node = self._binary(back, self._emit("mul", (then, self.ref(f.q2, "ratio")), f.unit), d, f.unit)
        else:
            node = self._emit("mul", (other, self.ref(f.q, "ratio")), f.unit)
        key = (f.owner, f.unit)
        if key in self.state:
            raise ReadingFailed("ambiguous_reading", f"{key} stated twice")
        if relative_purchase(f, self.money):
            # 'He buys 10 shirts and half as many pants': the related amount is a purchase, spent
            # at the items' price like any other (reading B: the same)
            self._gain(f.owner, f.unit, node, "buy", explicit_more=False)
        else:
            self._set(key, node)
        if "|" in f.other:  # the parts were marked as snapshots by _sum_referent
            return True
        done = [e for e in self.events if (e[0], e[2]) == okey]
        if self.first_try and f.verb not in ("", "have") and self.versions.get(okey, 0) == 1 \
                and len(done) == 1 and done[0][1] == f.verb:
            # session 13 (lead): 'Frank picked 36 apples. Susan picked 3 times as many apples as
            # Frank. ... Frank sold a third of his': an event relative to the referent's one event
            # of the same verb compares the two events, whatever the referent does later with
            # its holding; a second event of that verb by the referent refuses (which picking?)
            self.event_refs.append((okey, f.verb))
        else:
            self.snapshot_refs.add(okey)
        return True

    def _compared_before_gain(self, f: Fact, key: tuple[str, str]) -> None:
        """Session 19 (red13): 'Tim has 3 times as many cards as Sue. If Sue buys 4 cards, how
        many cards does Tim have?' (was 12; also 'Sue buys 4 cards.' as a sentence, and the
        inverse 'If Tim buys 12 cards, how many cards does Sue have?' 4). The comparison is
        stated before either holding is known (it waited in `pending`), and the holding that
        resolves it was then set only by a gain with no stated start. The comparison holds at
        its own time, before the gain, when that owner held an unstated amount. A gain told
        first ('Sue buys 4 cards. Tim has 3 times as many cards as Sue.') is GSM8K's convention
        for the holding and is read; so is an event compared with its own verb ('Pia bought 50
        more goats than Quin. If Quin bought 100 goats', the two purchases)."""
        if not self.first_try and key in self.gain_started and self.gain_started[key] != f.verb:
            raise ReadingFailed("unknown_quantity", f"{key}: compared before a gain with no stated start set it")

    def _referent_contents(self, okey: tuple[str, str]) -> None:
        """'Kaplan has 1/4 as many slices as Bobby. Bobby has 2 pizzas. Each pizza has 6 slices.':
        a referent that holds the compared items only inside containers, and holds nothing else,
        counts them (containers x contents); the containers are a snapshot too, so a later change
        to them refuses (reading B: `EquationReading._referent_contents`)."""
        via = filled(okey[0], self.state, self.containers, okey[1])
        held = {u for (o, u) in self.state if o == okey[0] and u != lx.MONEY_UNIT}
        if via and held == set(via):
            self._materialize(okey)
            self.contained_refs.append(okey)
            self.snapshot_refs.update((okey[0], u) for u in via)

    def _relate_inverse(self, f: Fact, okey: tuple[str, str], key: tuple[str, str]) -> bool:
        """The related holding is known and the referent is not: solve the relation for it.
        Session 16 (`inverse`): the solved amount is in the referent's noun (okey[1]): 'Tom has
        twice as many pens as pencils. He has 10 pens.' gives 10 / 2 pencils, not pens (the units
        gate refused it, the division keeping the pens' unit); for two owners of one noun both are
        the same. The difference of 'N more pens than pencils' is counted in the related noun, as
        forward (`_relate`), and the whole / non-negative check is of the referent's noun."""
        if relative_purchase(f, self.money):
            return False  # a purchase relative to an amount held before it is bought: never read
        mine = self._current(key)
        ref_unit = okey[1]
        if f.kind == "relate_add":
            node = self._binary("sub" if f.sign > 0 else "add", mine, self.ref(f.q, f.unit), ref_unit)
        elif f.kind == "relate_affine":
            base = self._binary("sub" if f.sign > 0 else "add", mine, self.ref(f.q, f.unit), f.unit)
            node = self._emit("div", (base, self.ref(f.q2, "ratio")), ref_unit)
        elif f.kind == "relate_pct":
            one = self._emit("const", (), "ratio", const=Fraction(1))
            factor = self._binary("add" if f.sign > 0 else "sub", one, self.ref(f.q, "ratio"), "ratio")
            node = self._emit("div", (mine, factor), ref_unit)
        elif f.kind == "relate_shift":
            d = self.ref(f.q, f.unit)
            grow, back = shift_ops(f)
            then = self._emit("div", (self._binary(grow, mine, d, f.unit), self.ref(f.q2, "ratio")), f.unit)
            node = self._binary(back, then, d, f.unit) if f.sign else then
        else:
            # session 16 (`ratio`): a ratio's sets are labelled as such; 2.5 sets of '4 red for
            # every 6 blue' are fine, only the items counted from them must be whole
            node = self._emit("div", (mine, self.ref(f.q, "ratio")), ref_unit)
        if self.strict and (self.vals[node] < 0 or (self.vals[node].denominator != 1
                                                     and ref_unit not in CONTINUOUS_UNITS and not ratio_sets(okey[1]))):
            raise ReadingFailed("implausible", f"inverse relation gives {self.vals[node]} {ref_unit}")
        self._set(okey, node)
        self.snapshot_refs.add(key)
        return True

    def _sum_of(self, s: Fact) -> None:
        """Two holdings known only by their comparison and their sum: solve the comparison
        owner = k * other + c for the referent, other = (total - c) / (k + 1)."""
        rel = [f for f in self.pending if (f.owner, f.unit) == (s.owner, s.unit)
               and (f.other, f.unit2 or f.unit) == (s.other, s.unit2)]
        if len(rel) != 1 or (s.owner, s.unit) in self.state or (s.other, s.unit2) in self.state:
            raise ReadingFailed("unknown_quantity", "sum of holdings without one open comparison")
        f = rel[0]
        total = self.ref(s.q, s.unit)
        if s.scale is not None:  # 'three times the sum of ... is 60' (sumref): the sum is 60 / 3
            total = self._emit("div", (total, self.ref(s.scale, "ratio")), s.unit)
        if s.q2 is not None:  # a sum at another time: each of the two ages was shifted by d
            two = self._emit("const", (), "ratio", const=Fraction(2))
            grow, back = shift_ops(s)
            total = self._binary(back, total, self._emit("mul", (self.ref(s.q2, s.unit), two), s.unit), s.unit)
        one = self._emit("const", (), "ratio", const=Fraction(1))
        if f.kind == "relate_add":
            num = self._binary("sub" if f.sign > 0 else "add", total, self.ref(f.q, s.unit), s.unit)
            den = self._binary("add", one, self._emit("const", (), "ratio", const=Fraction(1)), "ratio")
        elif f.kind == "relate_affine":
            num = self._binary("sub" if f.sign > 0 else "add", total, self.ref(f.q, s.unit), s.unit)
            den = self._binary("add", self.ref(f.q2, "ratio"), one, "ratio")
        else:
            num = total
            den = self._binary("add", self.ref(f.q, "ratio"), one, "ratio")
        other = self._emit("div", (num, den), s.unit2)
        mine = self._emit("sub", (total, other), s.unit)  # the two sides of one total
        for node in (other, mine):
            if self.strict and (self.vals[node] < 0 or (self.vals[node].denominator != 1
                                                         and s.unit not in CONTINUOUS_UNITS)):
                raise ReadingFailed("implausible", f"sum split gives {self.vals[node]} {s.unit}")
        self._set((s.other, s.unit2), other)
        self._set((s.owner, s.unit), mine)
        self.pending.remove(f)
        self._retry_pending()

    def _ratio_split(self, s: Fact) -> None:
        """Session 16 (`ratio`): '36 marbles are divided between Mario and Manny in the ratio
        4:5': the listed owners' holdings are pending multiples of one unknown holding of sets
        (injectors._ratio_split); the sets are the whole over the sum of the parts, and then
        every share follows from its relation. Solved at the sentence that states it, so that
        later events change the shares as any holding. A share already held (the relation read
        inverse) or any other relation to the sets refuses."""
        keys = [(o, s.unit) for o in s.other.split("|")]
        rels = [p for p in self.pending if p.kind == "relate_mult" and (p.owner, p.unit) in keys
                and p.unit2.startswith("ratio~")]
        refs = {(p.other, p.unit2) for p in rels}
        if sorted((p.owner, p.unit) for p in rels) != sorted(keys) or len(refs) != 1 \
                or any(k in self.state for k in keys) or next(iter(refs)) in self.state:
            raise ReadingFailed("ambiguous_reading", "a ratio split of holdings already known")
        gkey = refs.pop()
        parts = [self.ref(p.q, "ratio") for p in sorted(rels, key=lambda p: keys.index((p.owner, p.unit)))]
        den = self._emit("sum", tuple(parts), "ratio")
        sets = self._emit("div", (self.ref(s.q, s.unit), den), gkey[1])
        if self.strict and self.vals[sets] < 0:  # the shares counted from the sets must be whole (gates)
            raise ReadingFailed("implausible", f"a ratio split gives {self.vals[sets]} sets")
        self._set(gkey, sets)
        self._retry_pending()
        if any(p in self.pending for p in rels):
            raise ReadingFailed("unknown_quantity", "a share of a ratio split left open")

    def _retry_pending(self) -> None:
        progress = True
        while progress and self.pending:
            progress = False
            for f in list(self.pending):
                if self._relate(f):
                    self.pending.remove(f)
                    progress = True

    def _stated_starts(self, owners: list[str], unit: str) -> None:
        """Refuse a sum, average or difference over owners when one of them holds only what
        another gave her, with no stated start (see `presumed`)."""
        for (o, u) in sorted(self.presumed):
            if o in owners and (u == unit or is_subtype(u, unit)):
                raise ReadingFailed("unknown_quantity", f"{o}'s {u} before receiving is not stated")

    def _side_sum(self, owners: list[str], unit: str) -> int:
        """The holding of one owner, or the sum of the holdings of listed owners (sumref)."""
        node = self._holding(owners[0], unit)
        for o in owners[1:]:
            node = self._binary("add", node, self._holding(o, unit), unit)
        return node

    def _holding(self, owner: str, unit: str) -> int:
        key = (owner, unit)
        subs = sorted(k for k in self.state if k[0] == owner and is_subtype(k[1], unit))
        boxed = filled(owner, self.state, self.containers, unit, kinds=True)
        if (key in self.state or subs) and boxed and key not in self.materialized:  # '3 red balls and 2 boxes of blue balls'
            raise ReadingFailed("ambiguous_reading", f"{unit!r} held loose and in containers {boxed}")
        if key in self.state:
            if subs:
                raise ReadingFailed("ambiguous_reference", f"{unit!r} and its kinds {subs} both held")
            if is_category(unit) and self._members_held(owner, unit):  # 'has 9 fruits ... 4 apples'
                raise ReadingFailed("ambiguous_reference", f"{unit!r} and members of it both held")
            return self._need(key)
        if subs:
            return self._emit("sum", tuple(self._need(k) for k in subs), unit)
        if any(u == unit or is_subtype(u, unit) for (o, v, u, n) in self.events if o == owner):
            raise ReadingFailed("ambiguous_reading", f"{unit!r} changed outside its containers")
        via = [(owner, u) for u in boxed]
        per = [self.containers[container_of(k[1], self.containers)][1] for k in via]
        if len(via) == 1:
            return self._emit("mul", (self._need(via[0]), per[0]), unit)
        if len(via) > 1:  # several kinds of container ('4 bags with 20 apples, 6 bags with 25')
            return self._emit("sum", tuple(self._emit("mul", (self._need(k), p), unit)
                                           for k, p in zip(via, per)), unit)
        source = converted_source([u for (o, u) in self.state if o == owner], unit)
        if source is not None:  # 'how tall is he in feet' of a height in inches
            factor = self._emit("const", (), "ratio", const=source[1])
            return self._emit("mul", (self._need((owner, source[0])), factor), unit)
        held = sorted(k for k in self.state if k[0] == owner and k[1] != lx.MONEY_UNIT and not ratio_sets(k[1]))
        if complement_pair([k[1] for k in held], unit):  # 'how many students': the boys and the girls
            return self._emit("sum", tuple(self._need(k) for k in held), unit)
        members = self._members_held(owner, unit) if is_category(unit) else []
        if members:  # "how many fruits": her apples and oranges, when nothing else may be fruit
            return self._emit("sum", tuple(self._need(k) for k in members), unit)
        places = owned_places(owner, unit, list(self.state), self.events)
        if places:  # what her garden and her trees hold (reading B: the same)
            return self._need(places[0]) if len(places) == 1 else self._emit("sum", tuple(self._need(k) for k in places), unit)
        raise ReadingFailed("unknown_quantity", f"nobody states {unit!r} for {owner!r}")

    def _members_held(self, owner: str, category: str) -> list[tuple[str, str]]:
        """The owner's holdings that are members of a closed category; refuses when another
        holding of hers may or may not be one ('tomatoes', 'sea horses', 'widgets' beside
        'fruits'), or two members may overlap ('red apples', 'big apples')."""
        held = sorted(k for k in self.state if k[0] == owner and k[1] != category and not ratio_sets(k[1]))
        verdicts = {k: in_category(k[1], category) for k in held}
        doubt = sorted(k[1] for k, v in verdicts.items() if v is None)
        if doubt:
            raise ReadingFailed("unknown_quantity", f"{doubt} may or may not be {category!r}")
        members = [k for k in held if verdicts[k]]
        if not distinct_members(k[1] for k in members):
            raise ReadingFailed("ambiguous_reference", f"overlapping members of {category!r}")
        return members

    def _answer(self, q: Fact) -> int:
        if q.unit == lx.MONEY_UNIT or q.kind in _MONEY_QUERIES:
            # 'bought a jumper for $10 , a hat , and heels for $20': what the hat cost is not stated
            open_items = sorted(u for (o, u) in self.unpriced
                                if (o in q.owner.split("|") or q.owner in ("", "they"))
                                # the original price asked is the one price left open on purpose
                                and not (q.kind == "q_original" and same_item(u, q.unit2)))
            if open_items:
                raise ReadingFailed("unknown_quantity", f"bought without a price: {open_items}")
        if q.kind == "q_holding":
            return self._holding(q.owner, q.unit)
        if q.kind == "q_difference":
            # session 16 (sumref): one side may be a list of owners ('than Jesus and Linden
            # combined'): the sum of their holdings as they stand at the question
            sides = [o.split("|") for o in (q.owner, q.other)]
            self._stated_starts([o for side in sides for o in side], q.unit)
            a, b = (self._side_sum(side, q.unit) for side in sides)
            if not q.sign and self.vals[a] < self.vals[b]:  # 'the difference between': no order
                a, b = b, a
            return self._binary("sub", a, b, q.unit)
        if q.kind in ("q_sum", "q_average"):
            owners = [q.owner, *q.other.split("|")] if q.other != "they" else list(self.entities)
            if len(owners) < 2 or len(set(owners)) != len(owners):
                raise ReadingFailed("ambiguous_reference", "sum needs two or more owners")
            group_size(q, owners, self.values)
            self._stated_starts(owners, q.unit)
            nodes = [self._holding(o, q.unit) for o in owners]
            if q.q is not None:  # 'the sum of their ages in 3 years': each age shifted first
                nodes = [self._binary("add" if q.sign > 0 else "sub", n, self.ref(q.q, q.unit), q.unit) for n in nodes]
            total = self._emit("sum", tuple(nodes), q.unit)
            if q.kind == "q_sum":
                return total
            # the average: the sum over the owners divided by their number
            return self._emit("div", (total, self._emit("const", (), "ratio", const=Fraction(len(owners)))), q.unit)
        if q.kind == "q_pct_part":  # session 21 (`pct`): a stated part over its stated whole, in percent
            keys = [(q.owner, q.part), (q.owner, q.unit2)]
            if any(k not in self.state for k in keys):
                raise ReadingFailed("unknown_quantity", f"a percent of {keys} not both held")
            part, whole = (self._need(k) for k in keys)
            if self.vals[whole] <= 0 or (self.strict and self.vals[part] > self.vals[whole]):
                # (a perturbed re-read, not strict, may scale the part past its whole)
                raise ReadingFailed("implausible", "a part over 100 percent of its whole")
            share = self._emit("div", (part, whole), "ratio")
            return self._emit("mul", (share, self._emit("const", (), "percent/ratio", const=Fraction(100))), "percent")
        if q.kind == "q_pct_ratio":  # session 23 (`pctq23`): a holding over the total, or a change over a holding
            hundred = self._emit("const", (), "percent/ratio", const=Fraction(100))
            mine = self._answer(Fact("q_holding", owner=q.owner, unit=q.part if q.verb == "kinds" else q.unit2,
                                     verb="have"))
            if q.verb == "kinds":  # one kind over the owner's holding of the noun, summed over its kinds
                base = self._answer(Fact("q_holding", owner=q.owner, unit=q.unit2, verb="have"))
                top = mine
            elif q.verb == "share":
                base = self._answer(Fact("q_total", unit=q.unit2))
                top = mine
            else:
                base = self._answer(Fact("q_holding", owner=q.other, unit=q.unit2, verb="have"))
                top = self._binary("sub", mine, base, q.unit2) if q.verb == "more" else \
                    self._binary("sub", base, mine, q.unit2)
            if self.vals[base] <= 0 or (self.strict and (self.vals[top] <= 0 or self.vals[top] > self.vals[base]
                                                          and q.verb != "more")):
                # a share over its whole, a 'more' that is none, a 'fewer' over 100 %
                raise ReadingFailed("implausible", "a percent share or change out of range")
            return self._emit("mul", (self._emit("div", (top, base), "ratio"), hundred), "percent")
        if q.kind == "q_percent_of":  # one doer's share of what everyone did, in percent
            doers = {o for (o, v, u, n) in self.events if v == q.verb and o}
            if doers != set(self.entities):  # 'Bob bought 100 apples': a share of which apples?
                raise ReadingFailed("ambiguous_reference", f"a share among {sorted(doers)} of {sorted(self.entities)}")
            part = self._answer(Fact("q_verb_total", owner=q.owner, unit=q.unit2, verb=q.verb))
            whole = self._answer(Fact("q_verb_total", owner="they", unit=q.unit2, verb=q.verb))
            share = self._emit("div", (part, whole), "ratio")
            return self._emit("mul", (share, self._emit("const", (), "percent/ratio", const=Fraction(100))), "percent")
        if q.kind == "q_share":  # a holding (or the scene total) over the number of recipients
            whole = self._holding(q.owner, q.unit) if q.owner else self._total(q.unit)
            return self._emit("div", (whole, self.ref(q.q, "ratio")), q.unit)
        if q.kind == "q_verb_total":
            who = set(q.owner.split("|"))
            mine = [(o, u, n) for (o, v, u, n) in self.events if v == q.verb
                    and (o in who or (q.owner == "they" and o))]
            unit = q.unit
            if not unit:
                units = {u for (o, u, n) in mine}
                if len(units) != 1:
                    raise ReadingFailed("ambiguous_reference", f"elided noun: {sorted(units)}")
                unit = units.pop()
            done = kinds_done([u for (o, u, n) in mine], unit)
            conv = converted_done([u for (o, u, n) in mine], unit, done)
            done = done | set(conv)
            if q.owner == "they":
                group_size(q, {o for (o, u, n) in mine if u in done}, self.values)
            if len(who) > 1 and {o for (o, u, n) in mine if u in done} != who:
                raise ReadingFailed("unknown_quantity", "an owner of the list did nothing")
            if q.owner == "they" and len({o for (o, u, n) in mine if u in done}) < 2:
                raise ReadingFailed("ambiguous_reference", "'they' needs two or more doers")
            if not done:  # 'bakes 4 trays with 25 gingerbreads in each tray': containers done
                return self._sum_events(self._done_in_containers(mine, unit), unit)
            if any(fills(u, self.containers, unit, kinds=True) for (o, u, n) in mine):
                raise ReadingFailed("ambiguous_reading", f"{unit!r} done loose and in containers")
            nodes = [self._emit("mul", (n, self._emit("const", (), f"{unit}/{u}", const=conv[u])), unit)
                     if u in conv else n for (o, u, n) in mine if u in done]
            # a converted amount must be a whole number of the asked unit ('100 feet' is no
            # whole number of yards): the decision keeps the whole-number checks of the answer
            if conv and any(self.vals[n].denominator != 1 for n in nodes):
                raise ReadingFailed("implausible", f"an amount converted to {unit!r} is not whole")
            return self._sum_events(nodes, unit)
        if q.kind == "q_total":
            if "|" in q.unit:
                return self._emit("sum", tuple(self._total(u) for u in q.unit.split("|")), q.unit)
            return self._total(q.unit)
        if q.kind == "q_change":  # tendered money minus everything spent
            tender = [n for (o, n) in self.tenders if o == q.owner]
            spent = self._money_events(q.owner, ("spend",))
            if not tender and spent and self._only_spends(q.owner):
                # "how much change does she get back if she has $3000": the money held pays
                return self._holding(q.owner, lx.MONEY_UNIT)
            if len(tender) != 1 or not spent:
                raise ReadingFailed("unknown_quantity", "change needs one tender and a spending")
            return self._binary("sub", tender[0], self._sum_events(spent, lx.MONEY_UNIT), lx.MONEY_UNIT)
        if q.kind == "q_need":  # the cost of what is wanted minus the money held
            wants = [n for (o, n) in self.wants if o == q.owner]
            if not wants:
                raise ReadingFailed("unknown_quantity", "nothing wanted")
            cost = self._sum_events(wants, lx.MONEY_UNIT)
            return self._binary("sub", cost, self._holding(q.owner, lx.MONEY_UNIT), lx.MONEY_UNIT)
        if q.kind == "q_profit":  # money earned minus money spent
            earned = self._money_events(q.owner, ("earn",))
            spent = self._money_events(q.owner, ("spend",))
            if not earned or not spent:
                raise ReadingFailed("unknown_quantity", "profit needs earnings and costs")
            return self._binary("sub", self._sum_events(earned, lx.MONEY_UNIT),
                                self._sum_events(spent, lx.MONEY_UNIT), lx.MONEY_UNIT)
        if q.kind == "q_diff_day":  # session 16 (`whole`)
            return self._diff_day(q)
        if q.kind == "q_days_total":  # session 16 (`whole`)
            return self._days_total(q)
        if q.kind == "q_diff_verb":  # money earned (miles driven, ...) by one minus by the other
            sides = []
            for who in (q.owner, q.other):  # session 16 (sumref): a listed side sums its members
                totals = []
                for one in who.split("|"):
                    done = [n for (o, v, u, n) in self.events if o == one and v == q.verb and u == q.unit]
                    if not done:
                        raise ReadingFailed("unknown_quantity", "difference of undone actions")
                    totals.append(self._sum_events(done, q.unit))
                node = totals[0]
                for t in totals[1:]:
                    node = self._binary("add", node, t, q.unit)
                sides.append(node)
            return self._binary("sub", sides[0], sides[1], q.unit)
        if q.kind == "q_need_total":  # per-item requirements times the items: never a holding
            if any(k == (q.owner, q.unit) or (k[0] == q.owner and is_subtype(k[1], q.unit)) for k in self.state):
                raise ReadingFailed("ambiguous_reading", "needed and held")
            via = [(o, u) for (o, u) in self.state if (o == q.owner or not q.owner) and u in self.containers
                   and self.containers[u][0] == q.unit]
            if not via:
                raise ReadingFailed("unknown_quantity", "no per-item requirement")
            nodes = [self._emit("mul", (self._need(k), self.containers[k[1]][1]), q.unit) for k in sorted(via)]
            return nodes[0] if len(nodes) == 1 else self._emit("sum", tuple(nodes), q.unit)
        if q.kind == "q_need_count":  # the stated target minus what is held
            wants = [k for k in self.want_counts if k[0] == q.owner and (k[1] == q.unit or is_subtype(k[1], q.unit))]
            if len(wants) != 1:
                raise ReadingFailed("unknown_quantity", "no single stated target")
            want = self._emit("sum", (self.want_counts[wants[0]],), q.unit)
            verb = self.want_verbs[wants[0]]
            if verb.startswith("want:"):  # progress is what was done so far ('sold 3 rolls')
                done = [n for (o, v, u, n) in self.events if o == q.owner and v == verb[5:]
                        and (u == wants[0][1] or wants[0][1].startswith(u + " of ") or is_subtype(u, q.unit)
                             or kind_in_container(u, wants[0][1]))]
                if not done:
                    raise ReadingFailed("unknown_quantity", "nothing done toward the target")
                total = done[0] if len(done) == 1 else self._emit("sum", tuple(done), q.unit)
                total = self._emit("sum", (total,), q.unit)
                return self._binary("sub", want, total, q.unit)
            return self._binary("sub", want, self._holding(q.owner, q.unit), q.unit)
        if q.kind == "q_spend_on":  # money spent on one kind of item
            nodes = [n for (o, u, n) in self.item_spend if o == q.owner and (u == q.unit2 or is_subtype(u, q.unit2))]
            served = [n for (o, u, n) in self.item_spend if o == q.owner and served_as(u, q.unit2)]
            if nodes and served:
                raise ReadingFailed("ambiguous_reading", f"spent on {q.unit2!r} and on servings of it")
            return self._sum_events(nodes or served, lx.MONEY_UNIT)
        if q.kind == "q_original":  # what was paid over the share of the original price paid
            marks = self.item_discounts
            if len(marks) != 1 or not same_item(marks[0].unit2, q.unit2):
                raise ReadingFailed("unknown_quantity", "no single discounted item")
            owner = self._only_buyer(marks[0], q.unit2)
            paid = self._sum_events(self._money_events(owner, ("spend",)), lx.MONEY_UNIT)
            share = self.ref(marks[0].q, "ratio")
            if marks[0].sign:
                share = self._binary("sub", self._emit("const", (), "ratio", const=Fraction(1)), share, "ratio")
            return self._emit("div", (paid, share), lx.MONEY_UNIT)
        if q.kind == "q_diff_spend_on":  # money spent on one item minus on another
            bought = [u for (o, u, n) in self.item_spend if o == q.owner]
            on = [spent_on(bought, x) for x in q.unit2.split("|")]
            if on[0] & on[1]:
                raise ReadingFailed("ambiguous_reading", f"one purchase on both sides: {sorted(on[0] & on[1])}")
            a, b = (self._sum_events([n for (o, u, n) in self.item_spend if o == q.owner and u in x],
                                     lx.MONEY_UNIT) for x in on)
            return self._binary("sub", a, b, lx.MONEY_UNIT)
        if q.kind == "q_start":
            if (q.owner, q.unit) not in self.starts:
                raise ReadingFailed("unknown_quantity", "no starting amount follows from the text")
            return self.starts[(q.owner, q.unit)]
        if q.kind == "q_diff_units":  # counts of two nouns: both become counts of the asked one
            if not q.owner:  # two scene totals: one scene, held by one and the same owner
                scenes = {u: {o for (o, h) in self.state if h == u or is_subtype(h, u)} for u in (q.unit, q.unit2)}
                if any(len(v) != 1 for v in scenes.values()) or scenes[q.unit] != scenes[q.unit2]:
                    raise ReadingFailed("ambiguous_reading", f"two nouns held in different scenes: {scenes}")
            a, b = (self._emit("sum", (self._count_of(q, u),), q.unit) for u in (q.unit, q.unit2))
            return self._binary("sub", a, b, q.unit)
        if q.kind == "q_price":  # unit price from a lot bought or sold for a total
            if q.unit2 in self.prices:
                return self.prices[q.unit2]
            if q.unit2 in self.derived:
                return self._emit("sum", (self.derived[q.unit2],), lx.MONEY_UNIT)
            lots = [(c, m) for (u, c, m) in self.lots if u == q.unit2]
            whole = piece_container(q.unit2, self.containers) if not lots else ""
            if whole and not any(names_piece(u, q.unit2, whole, self.containers) for (o, v, u, n) in self.events) \
                    and not any(names_piece(u, q.unit2, whole, self.containers)
                                or container_of(u, self.containers) == whole for u in self.prices):
                # 'bought four pizzas for $80. Each pizza was cut into 5 pieces.': the price of a
                # piece is the lot's price per pizza over the pieces of one pizza (session 13)
                lots = [(c, m) for (u, c, m) in self.lots if container_of(u, self.containers) == whole]
                if len(lots) == 1:
                    each = self._emit("div", (lots[0][1], lots[0][0]), lx.MONEY_UNIT)
                    return self._emit("div", (each, self.containers[whole][1]), lx.MONEY_UNIT)
            if len(lots) != 1:
                raise ReadingFailed("unknown_quantity", f"no single lot of {q.unit2!r}")
            return self._emit("div", (lots[0][1], lots[0][0]), lx.MONEY_UNIT)
        if q.kind == "q_shift":  # "how old will she be in 5 years"
            now = self._holding(q.owner, q.unit)
            return self._binary("add" if q.sign > 0 else "sub", now, self.ref(q.q, q.unit), q.unit)
        if q.kind == "q_when":  # "how old will B be when A is N": B + (N - A), a span of time
            if q.owner == q.other:
                raise ReadingFailed("ambiguous_reference", "an age asked at a time of the same person")
            at, now = self.ref(q.q, q.unit), self._holding(q.other, q.unit)
            # the span runs forward to a future 'when' and back from a past one; no span (A is N
            # now) or one against the tense asks no other time, and refuses
            span = self._binary("sub", at, now, q.unit) if q.sign > 0 else self._binary("sub", now, at, q.unit)
            if self.vals[span] <= 0:
                raise ReadingFailed("implausible", f"'when' at no later/earlier time: span {self.vals[span]}")
            return self._binary("add" if q.sign > 0 else "sub", self._holding(q.owner, q.unit), span, q.unit)
        if q.kind == "q_until":  # session 23 (`age23`): years until an age (t = N - A) or a ratio
            if q.other == q.owner:
                raise ReadingFailed("ambiguous_reference", "an age compared with itself")
            now = self._holding(q.owner, q.unit)
            if q.sign == 0:
                span = self._binary("sub", self.ref(q.q, q.unit), now, q.unit)
            else:  # A + t = k (B + t): t = (A - k B) / (k - 1)
                k = self.ref(q.q, "ratio")
                if self.vals[k] == 1:
                    raise ReadingFailed("ambiguous_reading", "'1 times as old' names no time")
                kb = self._emit("mul", (self._holding(q.other, q.unit), k), q.unit)
                den = self._binary("sub", k, self._emit("const", (), "ratio", const=Fraction(1)), "ratio")
                span = self._emit("div", (self._binary("sub", now, kb, q.unit), den), q.unit)
            if self.vals[span] <= 0:
                raise ReadingFailed("implausible", f"years until: no later time (span {self.vals[span]})")
            return span
        if q.kind == "q_money_verb":
            if not q.owner:
                doers = {o for (o, v, u, n) in self.events if v == q.verb and u == lx.MONEY_UNIT}
                if not doers and q.verb == "spend":
                    # session 13 (lead): 'James buys 10 shirts ... The shirts cost $6 each. How
                    # much did everything cost?': purchases priced after they were made spend no
                    # money yet; their one buyer is who spent, when nobody sold or paid anything
                    if not any(v in ("sell", "pay", "earn") for (o, v, u, n) in self.events):
                        doers = {o for (o, v, u, n) in self.events if v == "buy" and o}
                if len(doers) != 1:
                    raise ReadingFailed("ambiguous_reference", f"who does {q.verb}: {sorted(doers)}")
                q = Fact(q.kind, owner=doers.pop(), unit=q.unit, verb=q.verb)
            if q.owner == "they" or "|" in q.owner:  # money done by a list of owners or by 'they'
                return self._owners_money(q)
            nodes = [n for (o, v, u, n) in self.events
                     if o == q.owner and v == q.verb and u == lx.MONEY_UNIT]
            if nodes:
                return self._sum_events(nodes, lx.MONEY_UNIT)
            return self._rate_times_span(q)
        if q.kind == "q_rate_total" and "|" in q.owner:  # a named group: each member's own chain, summed
            return self._emit("sum", tuple(self._rate_chain(replace(q, owner=o)) for o in q.owner.split("|")), q.unit)
        if q.kind == "q_rate_total":
            return self._rate_chain(q)
        if q.kind == "q_time_to":
            return self._time_to(q)
        if q.kind == "q_rate_diff":  # one owner's rate total minus the other's, same duration
            # each side's rate must be of the asked verb ('Micah types ... Isaiah reads ...')
            mine = self._rate_chain(Fact("q_rate_total", owner=q.owner, unit=q.unit, unit2=q.unit2, q=q.q, verb=q.verb))
            theirs = self._rate_chain(Fact("q_rate_total", owner=q.other, unit=q.unit, unit2=q.unit2, q=q.q, verb=q.verb))
            return self._binary("sub", mine, theirs, q.unit)
        raise ReadingFailed("unrecognized_question", f"query kind {q.kind}")

    def _owners_money(self, q: Fact) -> int:
        """Money earned (spent, ...) by every listed owner together, or by 'they': two or more
        doers, each listed owner among them; no rate fallback (whose span would it be?)."""
        mine = [(o, n) for (o, v, u, n) in self.events if v == q.verb and u == lx.MONEY_UNIT and o]
        doers = {o for (o, n) in mine}
        who = doers if q.owner == "they" else set(q.owner.split("|"))
        if len(who) < 2 or not who <= doers:
            raise ReadingFailed("unknown_quantity", f"not every owner did {q.verb}: {sorted(who)}")
        if q.owner == "they" and not they_are(doers, self.entities):
            raise ReadingFailed("ambiguous_reference", "'they' needs every entity as a doer")
        if q.owner == "they":
            group_size(q, doers, self.values)
        return self._sum_events([n for (o, n) in mine if o in who], lx.MONEY_UNIT)

    def _count_of(self, q: Fact, unit: str) -> int:
        """One side of a difference of two nouns: held by the owner, done by the owner with the
        asked verb, or (no owner) the scene total; only discrete items are compared."""
        if not count_unit(q.unit) or not count_unit(q.unit2):
            raise ReadingFailed("unit_mismatch", f"{q.unit!r} against {q.unit2!r}")
        if not q.owner:
            return self._total(unit)
        if q.verb == "have":
            return self._holding(q.owner, unit)
        return self._answer(Fact("q_verb_total", owner=q.owner, unit=unit, verb=q.verb))

    def _done_in_containers(self, mine: list[tuple], unit: str) -> list[int]:
        """Events of containers whose contents are the asked unit, each count x per container
        (containers of other contents are not counted)."""
        held = [(u, n) for (o, u, n) in mine if fills(u, self.containers, unit, kinds=True)]
        return [self._emit("mul", (n, self.containers[container_of(u, self.containers)][1]), unit)
                for (u, n) in held]

    def _time_to(self, q: Fact) -> int:
        """Time to finish an amount: amount / rate, the amount counted in the rated item (one
        container step: pages of 450 words at a rate of words), then converted to the asked
        time unit when the pair is licensed."""
        amount = self.ref(q.q, q.unit2)
        if q.q2 is not None:  # "3 books that are 400 pages each"
            amount = self._emit("mul", (amount, self.ref(q.q2, "ratio")), q.unit2)
        mine = [r for r in self.rates if r[0] == q.owner and lx.verb_lemma(r[4]) == q.verb]
        rates = [r for r in mine if names_item(r[1], q.unit2)]
        if not rates and q.unit2 in self.containers:
            inner, per = self.containers[q.unit2]
            rates = [r for r in mine if names_item(r[1], inner)]
            amount = self._emit("mul", (amount, per), inner)
        if len(rates) != 1:
            raise ReadingFailed("unknown_quantity", f"no single rate for {q.unit2!r}")
        _, unit, per_time, rnode, _ = rates[0]
        node = self._emit("div", (amount, rnode), per_time)
        if per_time == q.unit:
            return node
        factor = conversion(per_time, q.unit)
        if factor is None:
            raise ReadingFailed("unit_mismatch", f"cannot convert {per_time} to {q.unit}")
        return self._emit("mul", (node, self._emit("const", (), f"{q.unit}/{per_time}", const=factor)), q.unit)

    def _total(self, unit: str) -> int:
        """All holdings of a unit (or its kinds, or via containers) over every owner; only for
        a static inventory (no gain or loss of that unit anywhere in the text)."""
        if any(u == unit or is_subtype(u, unit) for (o, v, u, n) in self.events):
            raise ReadingFailed("ambiguous_reading", f"total of {unit!r} that changes")
        if any(fills(u, self.containers, unit, kinds=True) for (o, v, u, n) in self.events):
            # 'There are 5 boxes of balloons. Each box contains 12 balloons. Tom bought 2 boxes.':
            # two of those boxes, or two more? (session 13, `sets`; older code answered 84)
            raise ReadingFailed("ambiguous_reading", f"total of {unit!r} whose containers change")
        owners = sorted({o for (o, u) in self.state if u == unit or is_subtype(u, unit)})
        if not owners:
            owners = sorted({o for (o, u) in self.state if u in self.containers
                             and self.containers[u][0] == unit})
        if not owners and is_category(unit):  # "how many pieces of fruit are in the basket"
            if any(in_category(u, unit) is not False for (o, v, u, n) in self.events):
                raise ReadingFailed("ambiguous_reading", f"total of {unit!r} that may change")
            verdicts = {k: in_category(k[1], unit) for k in self.state}
            if None in verdicts.values():  # a scene total: everything held anywhere is in scope
                raise ReadingFailed("unknown_quantity", f"a holding may or may not be {unit!r}")
            owners = sorted({k[0] for k, v in verdicts.items() if v})
        if not owners:
            raise ReadingFailed("unknown_quantity", f"nobody holds {unit!r}")
        nodes = [self._holding(o, unit) for o in owners]
        return self._emit("sum", tuple(nodes), unit)

    def _sum_events(self, nodes: list[int], unit: str) -> int:
        if not nodes:
            raise ReadingFailed("unknown_quantity", f"no event of the asked kind for {unit}")
        return nodes[0] if len(nodes) == 1 else self._emit("sum", tuple(nodes), unit)

    def _rate_times_span(self, q: Fact) -> int:
        rates = [r for r in self.rates if r[0] == q.owner and r[1] == q.unit]
        spans = [s for s in self.spans if s[0] == q.owner]
        # session 23 (`week23`): several spans of one unit are one time worked, their sum
        # ('worked 4 hours on Monday and 5 hours on Tuesday'); reader._wage_spans guards them
        if len(rates) != 1 or not spans or len({s[1] for s in spans}) != 1:
            raise ReadingFailed("unknown_quantity", "money verb without events or one rate and span")
        _, _, den, rnode, _ = rates[0]
        sunit = spans[0][1]
        snode = self._sum_events([s[2] for s in spans], sunit)
        return self._scaled(rnode, snode, sunit, den, q.unit)

    def _scaled(self, rnode: int, dnode: int, dunit: str, den: str, unit: str) -> int:
        factor = conversion(dunit, den)
        if factor is None:
            raise ReadingFailed("unit_mismatch", f"cannot convert {dunit} to {den}")
        if factor != 1:
            c = self._emit("const", (), f"{den}/{dunit}", const=factor)
            dnode = self._emit("mul", (dnode, c), den)
        return self._emit("mul", (rnode, dnode), unit)

    def _rate_chain(self, q: Fact) -> int:
        """Chain the owner's stated rates from the asked unit down to the duration's unit
        ($/hour, hours/day, days/week, 3 weeks); a calendar conversion only closes the chain
        when no stated rate continues it."""
        mine = [r for r in self.rates if r[0] == q.owner]
        dnode = self.ref(q.q, q.unit2)
        first = [r for r in mine if r[1] == q.unit]
        if len(first) == 1 and q.unit not in lx.TIME_IN_SECONDS and not done_at_rate(q.verb, first[0][4]):
            raise ReadingFailed("unit_mismatch", f"asked {q.verb!r} of a rate of {first[0][4]!r}")
        return self._chain(mine, q.unit, q.unit2, dnode, set())

    def _chain(self, mine: list, unit: str, dunit: str, dnode: int, seen: set, verb: str = "") -> int:
        first = [r for r in mine if r[1] == unit]
        if len(first) != 1 or unit in seen:
            raise ReadingFailed("unknown_quantity", f"no single rate of {unit}")
        _, _, den, rnode, rverb = first[0]
        if verb and unit in lx.TIME_IN_SECONDS and not _spent_on(rverb, verb):
            # '4 shirts an hour' then 'sleeps 8 hours a day': that time is not spent ironing
            raise ReadingFailed("unit_mismatch", f"time spent {rverb!r} is not time spent {verb!r}")
        verb = verb or rverb
        if den == dunit:
            return self._emit("mul", (rnode, dnode), unit)
        if any(r[1] == den for r in mine):
            inner = self._chain(mine, den, dunit, dnode, seen | {unit}, verb)
            return self._emit("mul", (rnode, inner), unit)
        # "50 words per minute, 4 hours per day": the next stated rate counts the period in a
        # unit that converts (licensed pairs only) to this rate's period
        linked = sorted({r[1] for r in mine if r[1] != unit and r[1] not in seen
                         and r[1] in lx.TIME_IN_SECONDS and conversion(r[1], den) is not None})
        if len(linked) == 1:
            inner = self._chain(mine, linked[0], dunit, dnode, seen | {unit}, verb)
            factor = self._emit("const", (), f"{den}/{linked[0]}", const=conversion(linked[0], den))
            return self._emit("mul", (rnode, self._emit("mul", (inner, factor), den)), unit)
        if conversion(dunit, den) is not None:
            return self._scaled(rnode, dnode, dunit, den, unit)
        raise ReadingFailed("unit_mismatch", f"no rate links {den} to {dunit}")

    def _program(self, answer: int) -> Program:
        keep: set[int] = set()
        stack = [answer]
        while stack:
            n = stack.pop()
            if n in keep:
                continue
            keep.add(n)
            stack.extend(self.steps[n].args)
        order = sorted(keep)
        remap = {old: new for new, old in enumerate(order)}
        steps = tuple(Step(s.op, tuple(remap[a] for a in s.args), s.unit, s.lit, s.const)
                      for s in (self.steps[i] for i in order))
        return Program(steps)


_POSSESSION_LEMMAS = frozenset(lx.HAVE.values())
_GAIN_LEMMAS = frozenset(lx.GAIN.values())
_PAID_WORK = lx.PAID_WORK


def done_at_rate(asked: str, rate_verb: str) -> bool:
    """Whether a question asked with the verb `asked` is answered by a rate stated with
    `rate_verb`: the same verb ('cracks 20 peanuts in 15 seconds ... how many could she eat' is
    another activity, for every verb, not only those of the lexicon: red-team rtr), or a holding
    asked of a rate of getting or making ('eats 2 apples a day ... how many will he have' is not:
    what is held is not what is eaten, red-team qq)."""
    lemma = lx.verb_lemma(rate_verb)
    if asked in _POSSESSION_LEMMAS:
        return lemma in _GAIN_LEMMAS
    return not asked or asked == lemma


def _spent_on(span_verb: str, rate_verb: str) -> bool:
    """Whether time stated as spent `span_verb`-ing (per day, per week) is time spent at a rate
    of `rate_verb`: the same activity, plain 'work', or paid work for an earning rate."""
    return span_verb in ("work", rate_verb) or (rate_verb == "earn" and span_verb in _PAID_WORK)


# --------------------------------------------------------------------------- reading B
Lin = dict  # variable name -> coefficient; "" is the constant term


def _lc(value: Fraction) -> Lin:
    return {"": value}


def _ladd(a: Lin, b: Lin, sb: int = 1) -> Lin:
    out = dict(a)
    for k, v in b.items():
        out[k] = out.get(k, Fraction(0)) + sb * v
    return {k: v for k, v in out.items() if v != 0 or k == ""}


# the labels a span of days counts (session 16, `whole`)
# the days of the week in order (session 23, `week23`: a range 'from monday to wednesday' runs through it)
WEEK_ORDER = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKDAYS = frozenset(WEEK_ORDER)



def label_class(label: str) -> str:
    """The kind of a day or time label (session 16, `whole`): labels of one kind never overlap
    ('monday' / 'tuesday'); of two kinds they may ('monday' and 'lunch', 'morning' and 'breakfast',
    'today' and 'monday'), so a difference compares labels of one kind only."""
    if label in _WEEKDAYS:
        return "weekday"
    if label in ("today", "yesterday"):
        return "relative"
    if label in ("morning", "afternoon", "evening"):
        return "part"
    if label in ("breakfast", "lunch", "dinner"):
        return "meal"
    if label.startswith(("last ", "this ")):
        return "period"
    words = label.split()  # session 22 (`day22`): 'first day', 'second week'
    if len(words) == 2 and words[0] in ORDINAL_WORDS and words[1] in ("day", "week", "month", "year"):
        return "ordinal " + words[1]
    return ""


# the ordinals of an ordinal period label, in order (session 22, `day22`; reader._day_before steps back)
ORDINAL_WORDS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh")


def span_days(labels) -> bool:
    """Whether day labels can be counted as days of a span ('over the two days'): every one a
    weekday, or (session 22, `day22`) every one an ordinal day ('first day'); parts of a day,
    meals or weeks are not days."""
    classes = {label_class(x) for x in labels}
    return bool(labels) and (classes == {"weekday"} or classes == {"ordinal day"})


def _lsum(terms) -> Lin:
    """The sum of linear forms (0 for none)."""
    total = _lc(Fraction(0))
    for t in terms:
        total = _ladd(total, t)
    return total


def _lmul(a: Lin, b: Lin) -> Lin:
    if set(a) <= {""}:
        return {k: v * a.get("", Fraction(0)) for k, v in b.items()}
    if set(b) <= {""}:
        return {k: v * b.get("", Fraction(0)) for k, v in a.items()}
    raise ReadingFailed("ambiguous_reading", "product of two unknowns")


class EquationReading:
    """Reading B: one linear equation per fact over versioned holding variables, solved at once."""

    name = "equations"

    def __init__(self, literal_values: dict[int, Fraction]) -> None:
        self.values = literal_values
        self.eqs: list[Lin] = []  # each Lin == 0
        self.cur: dict[tuple[str, str], str] = {}
        self.placeholder: set[str] = set()
        self.related: set[str] = set()
        self.contents: dict = {}
        self.materialized: set = set()  # holdings counted out of their containers
        self.tenders: list = []
        self.start: dict = {}
        self.eparts: dict = {}
        self.ederived: set = set()
        self.eitem: list = []
        self.ewant: dict = {}
        self.ewantv: dict = {}
        self.wants: list = []
        self.free: set[str] = set()
        self.count = 0
        self.events: list[tuple[str, str, str, Lin]] = []
        self.units: dict[str, str] = {}
        self.unpriced: dict = {}
        self.derived: dict = {}
        self.part_whole: dict = {}  # a list of parts of one whole: (whole, name its last part left)
        self.base_amts: dict = {}  # an event's amount, for events compared with it (session 15, `days`)

    def _val(self, r: Ref) -> Lin:
        v = self.values[r.lit] if r.lit >= 0 else r.const
        return _lc(v / 100 if r.percent else v)

    def _new(self, key: tuple[str, str]) -> str:
        self.count += 1
        name = f"{key[0]}|{key[1]}|{self.count}"
        self.cur[key] = name
        return name

    def _define(self, key: tuple[str, str], expr: Lin) -> None:
        old = self.cur.get(key)
        if old in self.placeholder:
            self.placeholder.discard(old)
            name = old
        else:
            name = self._new(key)
        self.eqs.append(_ladd({name: Fraction(1)}, expr, -1))

    def _get(self, key: tuple[str, str], *, create: bool) -> Lin | None:
        if key in self.cur:
            return {self.cur[key]: Fraction(1)}
        if not create:
            return None
        name = self._new(key)
        self.free.add(name)
        self.start.setdefault(key, name)
        return {name: Fraction(1)}

    def run(self, facts: list[Fact], query: Fact) -> Fraction:
        prices = {f.unit: (self._val(f.q) if f.q2 is None else _lc(self._val(f.q)[""] / self._val(f.q2)[""]))
                  for f in facts if f.kind == "price"}
        rel = [f for f in facts if f.kind == "price_rel"]
        for _ in range(len(rel)):
            for f in [f for f in rel if f.unit2 in prices and f.unit not in prices]:
                prices[f.unit] = _lmul(prices[f.unit2], self._val(f.q))
        if any(f.unit not in prices for f in rel) or len({f.unit for f in facts if f.kind in ("price", "price_rel")}) \
                != len([f for f in facts if f.kind in ("price", "price_rel")]):
            raise ReadingFailed("unknown_quantity", "relative prices")
        self.prices = prices
        self.facts = facts
        self.money = money_in_text(facts, query)
        contents = {f.unit: (f.unit2, self._val(f.q) if f.q2 is None else _lc(self._val(f.q)[""] * self._val(f.q2)[""]))
                    for f in facts if f.kind == "container"}
        self.contents = contents
        rates = [f for f in facts if f.kind == "rate"]
        spans = [f for f in facts if f.kind == "span"]
        owners: list[str] = []
        for f in facts:
            # session 16 (sumref): a comparison with a sum lists its referents; each is an owner
            for o in (f.owner, *(f.other.split("|") if f.kind in _RELATIONS else [f.other])):
                if o and o != "they" and o not in owners:
                    owners.append(o)
            if f.kind not in ("sum_of", "sum_all"):
                before = list(self.events)
                self._fact(f, prices)
                if query.kind in ("q_diff_day", "q_days_total"):  # session 16 (`whole`): the label of each event
                    self._label_events(before, f.day)
            elif f.kind == "sum_all" and f.category == "ratio_split":
                # session 16 (`ratio`): a ratio split holds of the shares as they are when it is
                # stated (later events change them), so its row is written in the text's order
                self.eqs.append(self._sum_all_row(f))
        self._referent_contents()
        for f in facts:
            if f.kind == "sum_all" and f.category == "ratio_split":
                continue
            if f.kind == "sum_of":  # the two holdings add up to the stated total
                a = self._get((f.owner, f.unit), create=True)
                b = self._get((f.other, f.unit2), create=True)
                self.eqs.append(_ladd(_ladd(a, b), self._shifted_total(f, 2), -1))
            elif f.kind == "sum_all":  # every holding of the noun (the reader checked whose) adds up to it
                self.eqs.append(self._sum_all_row(f))
        if all(f.kind in STATIC_KINDS for f in facts):
            self._whole_equations(facts)
        if query.kind == "q_pct_part":  # session 21 (`pct`): the ratio of two solved holdings
            keys = [(query.owner, query.part), (query.owner, query.unit2)]
            if any(k not in self.cur for k in keys):
                raise ReadingFailed("unknown_quantity", "a percent of holdings not both defined")
            part, whole = (self._solve({self.cur[k]: Fraction(1)}) for k in keys)
            if whole <= 0:  # (a part over its whole is refused by reading A, strict)
                raise ReadingFailed("implausible", "a percent of nothing")
            return 100 * part / whole
        if query.kind == "q_pct_ratio":  # session 23 (`pctq23`): two solved holdings (or the total), in percent
            def solved(f: Fact) -> Fraction:
                return self._solve(self._query(f, contents, rates, spans, owners))
            mine = solved(Fact("q_holding", owner=query.owner, unit=query.part if query.verb == "kinds" else query.unit2,
                               verb="have"))
            base = solved(Fact("q_total", unit=query.unit2) if query.verb == "share"
                          else Fact("q_holding", owner=query.owner if query.verb == "kinds" else query.other,
                                    unit=query.unit2, verb="have"))
            if base <= 0:
                raise ReadingFailed("implausible", "a percent of nothing")
            top = mine if query.verb in ("share", "kinds") else (mine - base if query.verb == "more" else base - mine)
            return 100 * top / base
        if query.kind == "q_percent_of":  # a ratio of two solved totals, never one linear form
            part, whole = (self._solve(self._query(Fact("q_verb_total", owner=o, unit=query.unit2, verb=query.verb),
                                                   contents, rates, spans, owners)) for o in (query.owner, "they"))
            if not whole:
                raise ReadingFailed("implausible", "a percent of nothing")
            return 100 * part / whole
        expr = self._query(query, contents, rates, spans, owners)
        if query.kind == "q_difference" and not query.sign:  # 'the difference between': no order
            return abs(self._solve(expr))
        return self._solve(expr)

    def _label_events(self, before: list, day: str) -> None:
        """Session 16 (`whole`): the events this fact added, with its label; when it also took
        events away (a total that replaces the payments) the new ones are of no one label ('?').
        `elabels` keeps the events themselves, so identities stay unique."""
        if not hasattr(self, "elabels"):
            self.elabels: list[tuple[tuple, str]] = []
        gone = any(not any(e is x for x in self.events) for e in before)
        self.elabels += [(e, "?" if gone else day) for e in self.events if not any(e is x for x in before)]

    def _diff_across_labels(self, q: Fact) -> Lin:
        """The owner's events of the verb and noun of the first label minus those of the second."""
        labels = q.unit2.split("|")
        if len(labels) != 2 or q.owner in ("", "they") or "|" in q.owner:
            raise ReadingFailed("ambiguous_reference", "labels of no one owner")
        terms: dict[str, list[Lin]] = {x: [] for x in labels}
        for e in self.events:
            if (e[0], e[1], e[2]) != (q.owner, q.verb, q.unit):
                continue
            label = next((d for x, d in getattr(self, "elabels", []) if x is e), "")
            if label in ("", "?") or label_class(label) != label_class(labels[0]) or not label_class(label):
                raise ReadingFailed("ambiguous_reading", "an event with no one label of the asked kind")
            if label in terms:
                terms[label].append(e[3])
        if not terms[labels[0]] or not terms[labels[1]]:
            raise ReadingFailed("unknown_quantity", "a label without events")
        return _ladd(_lsum(terms[labels[0]]), _lsum(terms[labels[1]]), -1)

    def _referent_contents(self) -> None:
        """A comparison's referent never stated itself but holding the compared items inside
        containers, and nothing else ('Bobby has 2 pizzas. Each pizza has 6 slices.'): one more
        equation, referent = containers x contents (reading A's `_referent_contents`)."""
        for key, name in sorted(self.cur.items()):
            outer = filled(key[0], self.cur, self.contents, key[1]) if name in self.placeholder else []
            held = {u for (o, u) in self.cur if o == key[0] and u != lx.MONEY_UNIT} - {key[1]}
            if outer and held == set(outer):
                self.placeholder.discard(name)
                row = {name: Fraction(1)}
                for u in outer:
                    per = self.contents[container_of(u, self.contents)][1]
                    row = _ladd(row, _lmul({self.cur[(key[0], u)]: Fraction(1)}, per), -1)
                self.eqs.append(row)

    def _shifted_total(self, f: Fact, n: int) -> Lin:
        """A stated sum of n ages as a sum of the ages now: the total less n shifts d ('in 3 years ,
        the sum of their ages will be 41'), plus n shifts for a sum d years ago."""
        if f.scale is not None:  # session 16 (sumref): the stated total is k times the sum
            k = self._val(f.scale)[""]
            if f.q2 is not None or not k:
                raise ReadingFailed("unknown_quantity", "a scaled sum at another time")
            return _lmul(self._val(f.q), _lc(1 / k))
        if f.q2 is None:
            return self._val(f.q)
        return _ladd(self._val(f.q), _lmul(self._val(f.q2), _lc(Fraction(n))), 1 if f.ago else -1)

    def _sum_all_row(self, f: Fact) -> Lin:
        """sum of every owner's holding of f.unit - total = 0 (at least two holdings)."""
        if f.other:  # a total that lists its owners (session 12): exactly those holdings
            keys = sorted((o, f.unit) for o in f.other.split("|"))
        else:
            keys = sorted(k for k in self.cur if k[1] == f.unit and k[0])
        if len(keys) < 2:
            raise ReadingFailed("unknown_quantity", f"a sum over fewer than two holdings of {f.unit}")
        row = _ladd({}, self._shifted_total(f, len(keys)), -1)
        for k in keys:
            row = _ladd(row, self._get(k, create=True))
        return row

    def _whole_equations(self, facts: list[Fact]) -> None:
        """In a static inventory, a stated whole ('56 animals total') whose kinds are all the
        owner holds is their sum: one more equation (parts and 'the rest' state it already)."""
        based = {(f.owner, f.unit) for f in facts if f.kind in ("part", "part_rest")}
        for f in facts:
            key = (f.owner, f.unit)
            if f.kind not in WHOLE_FACTS or key in based:
                continue
            kinds = whole_kinds(f.owner, f.unit, list(self.cur))
            if kinds is not None:
                row = {self.cur[key]: Fraction(1)}
                for k in kinds:
                    row = _ladd(row, {self.cur[k]: Fraction(1)}, -1)
                self.eqs.append(row)
        for key in category_referents(facts):  # 'twice as many animals as Martha's cat': her members
            kinds = whole_kinds(key[0], key[1], list(self.cur))
            if kinds is not None and key in self.cur:
                self.eqs.append(_lsum([{self.cur[key]: Fraction(1)}] + [{self.cur[k]: Fraction(-1)} for k in kinds]))

    def _define_new(self, key, expr: Lin) -> None:
        # session 22 (`cmp22`): a part a comparison named before it was stated ('half as many
        # erasers as Tanya has red erasers . If ... half of them are red') is a placeholder of the
        # reference, which the part now defines (as _define does); a part stated twice refuses
        if key in self.cur and self.cur[key] not in self.placeholder:
            raise ReadingFailed("ambiguous_reading", "stated twice")
        self._define(key, expr)

    def _amt(self, f: Fact) -> Lin:
        if f.base is not None:  # session 15 (`days`): k x, or N more / fewer than, the referent event
            if any(b not in self.base_amts for b in (f.base, *f.bases)):
                raise ReadingFailed("unknown_quantity", "a compared event before its referent")
            base = _lsum([self.base_amts[b] for b in (f.bases or (f.base,))])  # a sum of days (sumref)
            if f.base_op.startswith("affine_"):  # session 19 (compare): k x the referent, then N more / fewer
                out = _ladd(_lmul(base, self._val(f.q2)), self._val(f.q), 1 if f.base_op == "affine_add" else -1)
            elif f.base_op.startswith("pct_"):  # session 22 (`day22`): p % more / fewer than the referent
                out = _ladd(base, _lmul(base, self._val(f.q)), 1 if f.base_op == "pct_add" else -1)
            else:
                out = _lmul(base, self._val(f.q)) if f.base_op == "mult" else _ladd(base, self._val(f.q), 1 if f.base_op == "add" else -1)
        else:
            out = self._val(f.q) if f.q2 is None else _lmul(self._val(f.q), self._val(f.q2))
        self.base_amts[f] = out
        return out

    def _fact(self, f: Fact, prices: dict) -> None:
        k, key = f.kind, (f.owner, f.unit)
        if k == "hold_some":  # an unknown start: a free variable
            if key in self.cur:
                raise ReadingFailed("ambiguous_reading", "stated twice")
            self._get(key, create=True)
            return
        if k in ("tender", "want"):
            (self.tenders if k == "tender" else self.wants).append((f.owner, self._amt(f)))
            return
        if k == "discount":
            self._discount(f)
            return
        if k == "spend_total":
            self._spend_total(f)
            return
        if k == "open_price":
            self._open_price(f)
            return
        if k == "hold_final":
            unit = f.unit or self._only_unit(f.owner)
            key = (f.owner, unit)
            if key in self.cur and key not in self.start:
                raise ReadingFailed("ambiguous_reading", "stated twice")
            if key in self.cur:
                self.eqs.append(_ladd({self.cur[key]: Fraction(1)}, self._val(f.q), -1))
            else:
                self._define(key, self._val(f.q))
        elif k == "hold_compound":  # session 16 (`whole`): big part x units per big + small part
            if key in self.cur:
                raise ReadingFailed("ambiguous_reading", "stated twice")
            per = _lc(lx.MEASURE_SIZES[f.unit2][1] / lx.MEASURE_SIZES[f.unit][1])
            self._define(key, _ladd(_lmul(self._val(f.q), per), self._val(f.q2)))
        elif k == "hold" and f.verb == "have_if" and key in self.start and self.start[key] in self.free:
            self.free.discard(self.start[key])
            self.eqs.append(_ladd({self.start.pop(key): Fraction(1)}, self._val(f.q), -1))
        elif k in ("hold", "hold_shift"):
            # "in 5 years she will be 20": now = 20 - 5
            value = self._val(f.q) if k == "hold" else _ladd(self._val(f.q), self._val(f.q2), -f.sign)
            if key in self.cur and self.cur[key] in self.related:
                # known so far only through a relation: the statement is one more equation
                self.related.discard(self.cur[key])
                self.eqs.append(_ladd({self.cur[key]: Fraction(1)}, value, -1))
                return
            if key in self.cur and self.cur[key] not in self.placeholder:
                raise ReadingFailed("ambiguous_reading", "stated twice")
            self._define(key, value)
        elif k == "gain" and key in self.cur and self.cur[key] in self.related and f.sign != 2:
            # known so far only through a comparison: the stated gain is that same quantity
            self.related.discard(self.cur[key])
            self.events.append((f.owner, f.verb, f.unit, self._amt(f)))
            self.eqs.append(_ladd({self.cur[key]: Fraction(1)}, self._amt(f), -1))
        elif k == "gain":
            self._add(key, self._amt(f), f.verb, start_known=f.sign != 2)
            if f.verb == "buy" and f.unit in prices:
                self.eitem.append((f.owner, f.unit, _lmul(self._amt(f), prices[f.unit])))
                self._add((f.owner, lx.MONEY_UNIT), _lmul(self._amt(f), prices[f.unit]), "spend", sign=-1)
            elif f.verb == "buy":
                self.unpriced.setdefault(key, []).append(self._amt(f))
        elif k == "loss_part_stated":  # share x whole = amount; the whole less the amount is left
            key = (f.owner, f.unit)
            if key in self.cur:
                raise ReadingFailed("ambiguous_reading", "stated twice")
            whole = self._get(key, create=True)
            self.eqs.append(_ladd(_lmul(whole, self._val(f.q)), self._val(f.q2), -1))
            self.events.append((f.owner, f.verb, f.unit, self._val(f.q2)))
            self._define(key, _ladd(whole, self._val(f.q2), -1))
        elif k in ("loss", "transfer", "loss_all", "loss_part", "scale"):
            unit = f.unit or self._only_unit(f.owner)
            key = (f.owner, unit)
            if k == "loss":
                self._add(key, self._amt(f), f.verb, sign=-1)
                if f.verb == "sell" and unit in prices:
                    self._add((f.owner, lx.MONEY_UNIT), _lmul(self._amt(f), prices[unit]), "earn")
            elif k == "transfer":
                self._add(key, self._amt(f), f.verb, sign=-1)
                self._add((f.other, unit), self._amt(f), "receive")
            else:
                self._materialize(key)
                if k == "loss_part" and f.of_whole:
                    whole, last = self.part_whole.get(key, (None, None))
                    if whole is None or self.cur.get(key) != last:
                        raise ReadingFailed("ambiguous_reading", f"{key}: a part of a whole that changed")
                    part = _lmul(whole, self._val(f.q))
                    self.events.append((f.owner, f.verb, unit, part))
                    self._define(key, _ladd({last: Fraction(1)}, part, -1))
                    self.part_whole[key] = (whole, self.cur[key])
                    if f.other:
                        self._add((f.other, unit), part, "receive")
                    return
                cur = self._get(key, create=k == "loss_part" and not f.other)
                if cur is None:
                    raise ReadingFailed("unknown_quantity", "change of an unknown holding")
                if k == "loss_all":
                    self.events.append((f.owner, f.verb, unit, cur))
                    self._define(key, _lc(Fraction(0)))
                    if f.other:  # session 22 (`frac22`): 'gave the rest to Bob'
                        self._add((f.other, unit), cur, "receive")
                elif k == "loss_part":
                    part = _lmul(cur, self._val(f.q))
                    self.events.append((f.owner, f.verb, unit, part))
                    self._define(key, _ladd(cur, part, -1))
                    self.part_whole[key] = (cur, self.cur[key])
                    if f.other:
                        self._add((f.other, unit), part, "receive")
                else:
                    self._define(key, _lmul(cur, self._val(f.q)))
        elif k in _RELATIONS:
            other: Lin = _lc(Fraction(0))
            # session 16 (sumref): 'as many as Jake and Clementine combined' relates to the sum
            # of the listed holdings, each as it stands now (a placeholder when not yet stated,
            # pinned down later by its own facts, as for one referent)
            for o in f.other.split("|"):
                part = self._get((o, f.unit2 or f.unit), create=False)
                if part is None:
                    name = self._new((o, f.unit2 or f.unit))
                    self.placeholder.add(name)
                    part = {name: Fraction(1)}
                other = _ladd(other, part)
            if k == "relate_add":
                expr = _ladd(other, self._val(f.q), f.sign)
            elif k == "relate_affine":
                expr = _ladd(_lmul(other, self._val(f.q2)), self._val(f.q), f.sign)
            elif k == "relate_pct":
                expr = _lmul(other, _ladd(_lc(Fraction(1)), self._val(f.q), f.sign))
            elif k == "relate_shift":  # the shift e = ±d: owner + e = k * (other + e·sign)
                d, e = self._val(f.q), -1 if f.ago else 1
                then = _ladd(other, d, e) if f.sign else other
                expr = _ladd(_lmul(then, self._val(f.q2)), d, -e)
            else:
                expr = _lmul(other, self._val(f.q))
            if relative_purchase(f, self.money):
                # a purchase relative to another amount (ForwardReading._relate): bought into no
                # earlier holding, spent at the items' price
                if key in self.cur and self.cur[key] not in self.placeholder:
                    raise ReadingFailed("ambiguous_reading", f"{key} held before a relative purchase")
                self._add(key, expr, "buy")
                if f.unit in self.prices:
                    self.eitem.append((f.owner, f.unit, _lmul(expr, self.prices[f.unit])))
                    self._add((f.owner, lx.MONEY_UNIT), _lmul(expr, self.prices[f.unit]), "spend", sign=-1)
                else:
                    self.unpriced.setdefault(key, []).append(expr)
            elif key in self.cur and self.cur[key] not in self.placeholder:
                # the related holding is already known: the relation is one more equation
                self.eqs.append(_ladd({self.cur[key]: Fraction(1)}, expr, -1))
            else:
                self._define(key, expr)
                self.related.add(self.cur[key])
        elif k == "want_count":
            self.ewant[(f.owner, f.unit)] = self._val(f.q)
            self.ewantv[(f.owner, f.unit)] = f.verb
        elif k == "buy_rel":
            hits = [e for (o, u, e) in self.eitem if o == f.owner and u == f.unit2]
            if len(hits) != 1:
                raise ReadingFailed("ambiguous_reference", "relative price")
            total = _lmul(hits[0], self._val(f.q))
            self.eitem.append((f.owner, f.unit, total))
            if f.sign:
                self._add(key, self._val(f.q2), "buy")
            self._add((f.owner, lx.MONEY_UNIT), total, "spend", sign=-1)
        elif k == "spend_on":
            self.eitem.append((f.owner, f.unit2, self._val(f.q)))
            self._add((f.owner, lx.MONEY_UNIT), self._val(f.q), "spend", sign=-1)
        elif k in ("part", "part_rest"):
            pred = f.unit2.split(":", 1)[1]
            base = self._get(key, create=False)
            if base is None:
                raise ReadingFailed("unknown_quantity", "part of an unknown holding")
            if k == "part":
                whole = base
                if f.sign == NEXT_PART:  # of the whole less the parts stated so far
                    if not self.eparts.get(key):
                        raise ReadingFailed("unknown_quantity", "'the remaining' without a stated part")
                    for part in self.eparts[key]:
                        whole = _ladd(whole, part, -1)
                sub = _lmul(whole, self._val(f.q)) if f.sign else self._val(f.q)
                if f.q2 is not None and f.sign:  # session 22 (`cmp22`): k x whole +- N
                    sub = _ladd(sub, self._val(f.q2), -1 if f.ago else 1)
                self.eparts.setdefault(key, []).append(sub)
                if f.sign != NEXT_PART:
                    self._define_new((f.owner, complement_unit(pred, f.unit)), _ladd(base, sub, -1))
            else:
                taken = _lc(Fraction(0))
                for part in self.eparts.get(key, []):
                    taken = _ladd(taken, part)
                kinds = [k for k in sorted(self.cur) if k[0] == f.owner and k[1].endswith(" " + f.unit)
                         and " of " not in k[1] and " not " not in k[1] and k not in self.ederived]
                if not kinds and key not in self.eparts:
                    raise ReadingFailed("unknown_quantity", "rest without parts")
                for k in kinds:
                    taken = _ladd(taken, {self.cur[k]: Fraction(1)})
                sub = _ladd(base, taken, -1)
            self._define_new((f.owner, part_unit(pred, f.unit)), sub)
            self.ederived |= {(f.owner, part_unit(pred, f.unit)), (f.owner, complement_unit(pred, f.unit))}
            if any(v for v in sub if v):  # known only through an unknown: open to a later statement
                self.related.add(self.cur[(f.owner, part_unit(pred, f.unit))])
        elif k == "sell_all":
            unit = f.unit or self._only_unit(f.owner)
            cur = self._get((f.owner, unit), create=False)
            if cur is None:
                raise ReadingFailed("unknown_quantity", "sale of an unknown holding")
            self._add((f.owner, unit), cur, "sell", sign=-1)
            self._add((f.owner, lx.MONEY_UNIT), _lmul(cur, self._val(f.q)), "earn")
        elif k in ("buy", "sell"):
            total = _lmul(self._val(f.q), self._val(f.q2)) if f.sign else self._val(f.q2)
            if k == "buy":
                self.eitem.append((f.owner, f.unit, total))
                self._add(key, self._val(f.q), "buy")
                self._add((f.owner, lx.MONEY_UNIT), total, "spend", sign=-1)
            else:
                self._add(key, self._val(f.q), "sell", sign=-1)
                self._add((f.owner, lx.MONEY_UNIT), total, "earn")
        elif k == "act":
            self.events.append((f.owner, f.verb, f.unit, self._amt(f)))
        elif k in ("price", "container", "rate", "span", "mention", "discount_item", "price_rel"):
            return
        else:
            raise ReadingFailed("ambiguous_reading", f"fact kind {k} unsupported")

    def _discount(self, f: Fact) -> None:
        # the payments stated so far become one payment less the amount off, paid back
        mine = [e for e in self.events if e[0] == f.owner and e[1] == "spend" and e[2] == lx.MONEY_UNIT]
        if not mine:
            raise ReadingFailed("unknown_quantity", "discount without payments")
        total: Lin = _lc(Fraction(0))
        for e in mine:
            total = _ladd(total, e[3])
        off = _lmul(total, self._val(f.q)) if f.sign else self._val(f.q)
        sign = 1 if f.sign == TAX else -1
        self.events = [e for e in self.events if not any(e is x for x in mine)]
        items = {u for (o, u, e) in self.eitem if o == f.owner}
        self.eitem = [e for e in self.eitem if e[0] != f.owner]
        if len(items) == 1:
            self.eitem.append((f.owner, items.pop(), _ladd(total, off, sign)))
        self._add((f.owner, lx.MONEY_UNIT), off, "refund", sign=-sign)
        self.events = [e for e in self.events if e[1] != "refund"] + [(f.owner, "spend", lx.MONEY_UNIT, _ladd(total, off, sign))]

    def _spend_total(self, f: Fact) -> None:
        # the total is every payment: the payments so far plus count x an unknown unit price
        # of the one item bought without a price (a variable solved with the rest)
        paid: Lin = _lc(Fraction(0))
        mine = [e for (o, v, u, e) in self.events if o == f.owner and v == "spend" and u == lx.MONEY_UNIT]
        for e in mine:
            paid = _ladd(paid, e)
        open_items = sorted(u for (o, u) in self.unpriced if o == f.owner)
        if mine and not open_items:
            raise ReadingFailed("ambiguous_reading", "total restated")
        rest = _ladd(self._val(f.q), paid, -1)
        if len(open_items) == 1:
            unit = open_items[0]
            rest = self._open_item_cost(f.owner, unit)
            self.eqs.append(_ladd(_ladd(paid, rest), self._val(f.q), -1))
            self.eitem.append((f.owner, unit, rest))
        self._add((f.owner, lx.MONEY_UNIT), rest, "spend", sign=-1)

    def _open_item_cost(self, owner: str, unit: str) -> Lin:
        """Count x a new variable for the unit price of the one item `owner` bought without a
        price (its unpriced purchases are used up); a second open total of it refuses."""
        count: Lin = _lc(Fraction(0))
        for c in self.unpriced.pop((owner, unit)):
            count = _ladd(count, c)
        if unit in self.derived:
            raise ReadingFailed("ambiguous_reading", "two totals")
        price = {f"price|{unit}": Fraction(1)}
        self.derived[unit] = price
        return _lmul(count, price)

    def _open_price(self, f: Fact) -> None:
        # reader._open_price, in equations: a variable for the open unit price; the money before
        # less count x price is what is left ('left'), or the tender less every payment is the
        # change ('change')
        key = (f.owner, lx.MONEY_UNIT)
        open_items = sorted(u for (o, u) in self.unpriced if o == f.owner)
        if len(open_items) != 1:
            raise ReadingFailed("unknown_quantity", "open prices")
        unit = open_items[0]
        cost = self._open_item_cost(f.owner, unit)
        self.eitem.append((f.owner, unit, cost))
        if f.verb == "left":
            if key not in self.cur:
                raise ReadingFailed("unknown_quantity", "no money before the open price")
            self._add(key, cost, "spend", sign=-1)
            self.eqs.append(_ladd({self.cur[key]: Fraction(1)}, self._val(f.q), -1))
            return
        tender = [e for (o, e) in self.tenders if o == f.owner]
        if len(tender) != 1:
            raise ReadingFailed("unknown_quantity", "tender")
        spent: Lin = _lc(Fraction(0))
        for (o, v, u, e) in self.events:
            if o == f.owner and u == lx.MONEY_UNIT:
                spent = _ladd(spent, e)
        self.events.append((f.owner, "spend", lx.MONEY_UNIT, cost))
        self.eqs.append(_ladd(_ladd(tender[0], self._val(f.q), -1), _ladd(spent, cost), -1))

    def _only_unit(self, owner: str) -> str:
        units = sorted({u for (o, u) in self.cur if o == owner and u != lx.MONEY_UNIT})
        if len(units) != 1:
            raise ReadingFailed("ambiguous_reference", "elided noun")
        return units[0]

    def _materialize(self, key) -> None:
        """Items held only inside containers are counted (containers x contents) before a
        change to them; reading A's `_materialize`, in equations."""
        if key not in self.cur:
            outer = filled(key[0], self.cur, self.contents, key[1])
            if outer:
                total: Lin = _lc(Fraction(0))
                for u in outer:
                    per = self.contents[container_of(u, self.contents)][1]
                    total = _ladd(total, _lmul({self.cur[(key[0], u)]: Fraction(1)}, per))
                self._define(key, total)
                self.materialized.add(key)

    def _add(self, key, amount: Lin, verb: str, sign: int = 1, start_known: bool = True) -> None:
        if sign > 0 and start_known and self.cur.get(key) in self.placeholder:
            # referred to by a comparison, first stated here: the gain is the holding
            self.events.append((key[0], verb, key[1], amount))
            self._define(key, amount)
            return
        self._materialize(key)
        self.events.append((key[0], verb, key[1], amount))
        cur = self._get(key, create=not (sign > 0 and start_known))
        if cur is None:
            self._define(key, amount)
        else:
            self._define(key, _ladd(cur, amount, sign))

    def _query(self, q: Fact, contents, rates, spans, owners) -> Lin:
        if q.kind == "q_holding":
            return self._holding(q.owner, q.unit, contents)
        if q.kind == "q_difference":  # a side may list owners (session 16, sumref): their sum
            sides: list[Lin] = []
            for side in (q.owner, q.other):
                total: Lin = _lc(Fraction(0))
                for o in side.split("|"):
                    total = _ladd(total, self._holding(o, q.unit, contents))
                sides.append(total)
            return _ladd(sides[0], sides[1], -1)
        if q.kind in ("q_sum", "q_average"):
            who = [q.owner, *q.other.split("|")] if q.other != "they" else owners
            if len(who) < 2 or len(set(who)) != len(who):
                raise ReadingFailed("ambiguous_reference", "sum owners")
            group_size(q, who, self.values)
            total: Lin = _lc(Fraction(0))
            for o in who:
                total = _ladd(total, self._holding(o, q.unit, contents))
                if q.q is not None:  # every owner's holding shifted by the same span
                    total = _ladd(total, self._val(q.q), q.sign)
            return total if q.kind == "q_sum" else _lmul(total, _lc(Fraction(1, len(who))))
        if q.kind == "q_share":
            whole = self._holding(q.owner, q.unit, contents) if q.owner else self._total(q.unit, contents)
            return _lmul(whole, _lc(1 / self.values[q.q.lit]))
        if q.kind == "q_total":
            if "|" in q.unit:
                total: Lin = _lc(Fraction(0))
                for u in q.unit.split("|"):
                    total = _ladd(total, self._total(u, contents))
                return total
            return self._total(q.unit, contents)
        if q.kind == "q_shift":
            return _ladd(self._holding(q.owner, q.unit, contents), self._val(q.q), q.sign)
        if q.kind == "q_when":  # B + N - A, for a future and a past 'when' alike
            if q.owner == q.other:
                raise ReadingFailed("ambiguous_reference", "an age asked at a time of the same person")
            span = _ladd(self._val(q.q), self._holding(q.other, q.unit, contents), -1)
            return _ladd(self._holding(q.owner, q.unit, contents), span)
        if q.kind == "q_until":  # session 23 (`age23`): N - A, or (A - k B) / (k - 1)
            if q.other == q.owner:
                raise ReadingFailed("ambiguous_reference", "an age compared with itself")
            a = self._holding(q.owner, q.unit, contents)
            if q.sign == 0:
                return _ladd(self._val(q.q), a, -1)
            k = self._val(q.q)[""]
            if k == 1:
                raise ReadingFailed("ambiguous_reading", "'1 times as old' names no time")
            b = self._holding(q.other, q.unit, contents)
            return _lmul(_ladd(a, _lmul(b, _lc(k)), -1), _lc(1 / (k - 1)))
        if q.kind == "q_diff_day":  # session 16 (`whole`)
            return self._diff_across_labels(q)
        if q.kind == "q_days_total":  # session 16 (`whole`): the events of a counted span of days
            labels = []
            terms = []
            for e in self.events:
                if (e[0], e[1], e[2]) == (q.owner, q.verb, q.unit):
                    labels.append(next((d for x, d in getattr(self, "elabels", []) if x is e), ""))
                    terms.append(e[3])
            if q.unit2 and q.owner not in ("", "they") and terms and span_days(labels):
                # session 23 (`week23`): the named days' events only, each day told
                named = q.unit2.split("|")
                if any(d not in labels for d in named):
                    raise ReadingFailed("unknown_quantity", "a named day with no event")
                return _lsum([t for t, d in zip(terms, labels) if d in named])
            if q.unit2 or q.owner in ("", "they") or not terms or not span_days(labels) \
                    or Fraction(len(set(labels))) != self._val(q.q)[""]:
                raise ReadingFailed("ambiguous_reading", "the span's days are not the labelled days")
            return _lsum(terms)
        if q.kind == "q_diff_verb":
            def done(who):
                hits = [e for (o, v, u, e) in self.events if o == who and v == q.verb and u == q.unit]
                if not hits:
                    raise ReadingFailed("unknown_quantity", "undone")
                return _lsum(hits)

            def side(who):  # session 16 (sumref): a listed side is the sum of what each one did
                return _lsum([done(o) for o in who.split("|")])
            return _ladd(side(q.owner), side(q.other), -1)
        if q.kind == "q_need_total":
            if any(k[0] == q.owner and (k[1] == q.unit or k[1].endswith(" " + q.unit)) for k in self.cur):
                raise ReadingFailed("ambiguous_reading", "needed and held")
            via = sorted((o, u) for (o, u) in self.cur if (o == q.owner or not q.owner) and u in contents
                         and contents[u][0] == q.unit)
            if not via:
                raise ReadingFailed("unknown_quantity", "no requirement")
            total: Lin = _lc(Fraction(0))
            for k in via:
                total = _ladd(total, _lmul({self.cur[k]: Fraction(1)}, contents[k[1]][1]))
            return total
        if q.kind == "q_need_count":
            wants = [k for k in self.ewant if k[0] == q.owner and (k[1] == q.unit or (k[1].endswith(" " + q.unit) and " of " not in k[1]))]
            if len(wants) != 1:
                raise ReadingFailed("unknown_quantity", "no target")
            verb = self.ewantv[wants[0]]
            if verb.startswith("want:"):
                done = [e for (o, v, u, e) in self.events if o == q.owner and v == verb[5:]
                        and (u == wants[0][1] or wants[0][1].startswith(u + " of ")
                             or (u.endswith(" " + q.unit) and " of " not in u) or kind_in_container(u, wants[0][1]))]
                if not done:
                    raise ReadingFailed("unknown_quantity", "nothing done")
                return _ladd(self.ewant[wants[0]], _lsum(done), -1)
            return _ladd(self.ewant[wants[0]], self._holding(q.owner, q.unit, contents), -1)
        if q.kind == "q_spend_on":
            hits = [e for (o, u, e) in self.eitem if o == q.owner
                    and (u == q.unit2 or (u.endswith(" " + q.unit2) and " of " not in u))]
            served = [e for (o, u, e) in self.eitem if o == q.owner and served_as(u, q.unit2)]
            if hits and served:
                raise ReadingFailed("ambiguous_reading", "spent on an item and on servings of it")
            hits = hits or served
            if not hits:
                raise ReadingFailed("unknown_quantity", "nothing bought of that item")
            return _lsum(hits)
        if q.kind == "q_original":  # original x share paid = what was paid
            marks = [f for f in self.facts if f.kind == "discount_item"]
            if len(marks) != 1 or not same_item(marks[0].unit2, q.unit2):
                raise ReadingFailed("unknown_quantity", "discounted item")
            buyers = sorted({o for (o, v, u, e) in self.events if v == "buy" and same_item(u, q.unit2)})
            if len(buyers) != 1 or (marks[0].owner and marks[0].owner != buyers[0]) \
                    or len({u for (o, v, u, e) in self.events if o == buyers[0] and v == "buy"}) != 1:
                raise ReadingFailed("ambiguous_reference", "buyer")
            paid: Lin = _lc(Fraction(0))
            spends = [e for (o, v, u, e) in self.events if o == buyers[0] and v == "spend" and u == lx.MONEY_UNIT]
            if not spends:
                raise ReadingFailed("unknown_quantity", "nothing paid")
            for e in spends:
                paid = _ladd(paid, e)
            pct = self._val(marks[0].q)
            share = _ladd(_lc(Fraction(1)), pct, -1) if marks[0].sign else pct
            original = {f"original|{q.unit2}": Fraction(1)}
            self.eqs.append(_ladd(_lmul(original, share), paid, -1))
            return original
        if q.kind == "q_diff_spend_on":
            sides = []
            units = [u for (o, u, e) in self.eitem if o == q.owner]
            on = {x: spent_on(units, x) for x in q.unit2.split("|")}
            if len(on) != 2 or set.intersection(*on.values()):
                raise ReadingFailed("ambiguous_reading", "one purchase on both sides")
            for x in q.unit2.split("|"):
                hits = [e for (o, u, e) in self.eitem if o == q.owner and u in on[x]]
                if not hits:
                    raise ReadingFailed("unknown_quantity", "nothing bought of that item")
                side: Lin = _lc(Fraction(0))
                for e in hits:
                    side = _ladd(side, e)
                sides.append(side)
            return _ladd(sides[0], sides[1], -1)
        if q.kind == "q_start":
            if (q.owner, q.unit) not in self.start:
                raise ReadingFailed("unknown_quantity", "no start")
            return {self.start[(q.owner, q.unit)]: Fraction(1)}
        if q.kind == "q_diff_units":
            def side(unit: str) -> Lin:
                if not q.owner:
                    return self._total(unit, contents)
                if q.verb == "have":
                    return self._holding(q.owner, unit, contents)
                return self._query(Fact("q_verb_total", owner=q.owner, unit=unit, verb=q.verb),
                                   contents, rates, spans, owners)
            return _ladd(side(q.unit), side(q.unit2), -1)
        if q.kind == "q_price":
            if q.unit2 in self.prices:
                return self.prices[q.unit2]
            if q.unit2 in self.derived:
                return self.derived[q.unit2]
            lots = [f for f in self.facts if f.kind in ("buy", "sell") and not f.sign and f.unit == q.unit2]
            whole = piece_container(q.unit2, self.contents) if not lots else ""
            if whole and not any(f.kind != "container" and f.unit and names_piece(f.unit, q.unit2, whole, self.contents)
                                 for f in self.facts) \
                    and not any(container_of(u, self.contents) == whole for u in self.prices):
                pieces = [f for f in self.facts if f.kind in ("buy", "sell") and not f.sign
                          and container_of(f.unit, self.contents) == whole]
                per = self.contents[whole][1]
                if len(pieces) == 1 and set(per) == {""}:
                    return _lc(self._val(pieces[0].q2)[""] / self._val(pieces[0].q)[""] / per[""])
            if len(lots) != 1:
                raise ReadingFailed("unknown_quantity", "lot")
            return _lc(self._val(lots[0].q2)[""] / self._val(lots[0].q)[""])
        if q.kind in ("q_change", "q_need", "q_profit"):
            def total(items):
                out = _lc(Fraction(0))
                for e in items:
                    out = _ladd(out, e)
                return out
            money = [(o, v, e) for (o, v, u, e) in self.events if o == q.owner and u == lx.MONEY_UNIT]
            spent = total(e for (o, v, e) in money if v == "spend")
            if q.kind == "q_change":
                tender = [e for (o, e) in self.tenders if o == q.owner]
                if not tender and money and all(v == "spend" for (o, v, e) in money):
                    return self._holding(q.owner, lx.MONEY_UNIT, contents)  # the money held pays
                if len(tender) != 1:
                    raise ReadingFailed("unknown_quantity", "tender")
                return _ladd(tender[0], spent, -1)
            if q.kind == "q_need":
                return _ladd(total(e for (o, e) in self.wants if o == q.owner),
                             self._holding(q.owner, lx.MONEY_UNIT, contents), -1)
            return _ladd(total(e for (o, v, e) in money if v == "earn"), spent, -1)
        if q.kind in ("q_verb_total", "q_money_verb"):
            if not q.owner:
                who = sorted({o for (o, v, u, e) in self.events if v == q.verb and u == q.unit})
                if len(who) != 1:
                    raise ReadingFailed("ambiguous_reference", "no single doer")
                q = Fact(q.kind, owner=who[0], unit=q.unit, verb=q.verb)
            unit = q.unit
            who = set(q.owner.split("|"))
            mine = [(o, u, e) for (o, v, u, e) in self.events if v == q.verb
                    and (o in who or (q.owner == "they" and o))]
            if not unit and q.kind == "q_verb_total":
                units = sorted({u for (o, u, e) in mine})
                if len(units) != 1:
                    raise ReadingFailed("ambiguous_reference", "elided noun")
                unit = units[0]
            done = kinds_done([u for (o, u, e) in mine], unit) if q.kind == "q_verb_total" else {unit}
            conv = converted_done([u for (o, u, e) in mine], unit, done) if q.kind == "q_verb_total" else {}
            done = done | set(conv)
            if q.owner == "they" and len({o for (o, u, e) in mine if u in done}) < 2:
                raise ReadingFailed("ambiguous_reference", "'they' needs two or more doers")
            if q.owner == "they":
                group_size(q, {o for (o, u, e) in mine if u in done}, self.values)
            if q.owner == "they" and q.kind == "q_money_verb" and not they_are({o for (o, u, e) in mine if u in done}, owners):
                raise ReadingFailed("ambiguous_reference", "'they' needs every entity as a doer")
            if len(who) > 1 and {o for (o, u, e) in mine if u in done} != who:
                raise ReadingFailed("unknown_quantity", "an owner of the list did nothing")
            hits = [_lmul(e, _lc(conv[u])) if u in conv else e for (o, u, e) in mine if u in done]
            boxes = [(u, e) for (o, u, e) in mine if q.kind == "q_verb_total" and container_of(u, contents)]
            if done and any(fills(u, contents, unit, kinds=True) for (u, e) in boxes):
                raise ReadingFailed("ambiguous_reading", "done loose and in containers")
            if not done:  # containers of the unit done ('bakes 4 trays with 25 gingerbreads in each')
                hits = [_lmul(e, contents[container_of(u, contents)][1]) for (u, e) in boxes
                        if fills(u, contents, unit, kinds=True)]
            if hits:
                return _lsum(hits)
            if q.kind == "q_money_verb":
                return self._dimensional(q, rates, spans, None)
            raise ReadingFailed("unknown_quantity", "no events")
        if q.kind == "q_rate_total" and "|" in q.owner:  # a named group: the members' products, added
            return _lsum(self._dimensional(replace(q, owner=o), rates, spans, (q.q, q.unit2)) for o in q.owner.split("|"))
        if q.kind == "q_rate_total":
            return self._dimensional(q, rates, spans, (q.q, q.unit2))
        if q.kind == "q_time_to":
            return self._time_to(q, rates, contents)
        if q.kind == "q_rate_diff":
            def total(who: str) -> Lin:
                return self._dimensional(Fact("q_rate_total", owner=who, unit=q.unit, unit2=q.unit2, q=q.q, verb=q.verb),
                                         rates, spans, (q.q, q.unit2))
            return _ladd(total(q.owner), total(q.other), -1)
        raise ReadingFailed("unrecognized_question", q.kind)

    def _time_to(self, q: Fact, rates, contents) -> Lin:
        """amount [item] x (content per item) / (rate [item/time]) x seconds(time) / seconds(asked)."""
        amount = self._val(q.q)[""] * (self._val(q.q2)[""] if q.q2 is not None else 1)
        item = q.unit2
        mine = [r for r in rates if r.owner == q.owner and lx.verb_lemma(r.verb) == q.verb]
        if not any(names_item(r.unit, item) for r in mine) and item in contents:
            item, per = contents[item]
            amount *= per[""]
        hits = [r for r in mine if names_item(r.unit, item)]
        if len(hits) != 1:
            raise ReadingFailed("unknown_quantity", "no single rate")
        r = hits[0]
        per = self._val(r.q2)[""] if r.q2 is not None else Fraction(1)
        rate = self._val(r.q)[""] * per if r.sign == 2 else self._val(r.q)[""] / per
        if rate == 0:
            raise ReadingFailed("implausible", "zero rate")
        if r.unit2 != q.unit and conversion(r.unit2, q.unit) is None:
            raise ReadingFailed("unit_mismatch", f"unlicensed conversion {r.unit2}/{q.unit}")
        if r.unit2 not in lx.TIME_IN_SECONDS or q.unit not in lx.TIME_IN_SECONDS:
            if r.unit2 != q.unit:
                raise ReadingFailed("unit_mismatch", "not a time unit")
            return _lc(amount / rate)
        return _lc(amount / rate * lx.TIME_IN_SECONDS[r.unit2] / lx.TIME_IN_SECONDS[q.unit])

    def _total(self, unit: str, contents) -> Lin:
        def of_unit(u: str) -> bool:
            return u == unit or (u.endswith(" " + unit) and " of " not in u and not lx.changes_kind(u))
        if any(of_unit(u) for (o, v, u, e) in self.events):
            raise ReadingFailed("ambiguous_reading", "total of a changing unit")
        owners = sorted({o for (o, u) in self.cur if of_unit(u)})
        if not owners:
            owners = sorted({o for (o, u) in self.cur if u in contents and contents[u][0] == unit})
        if not owners and is_category(unit):  # every holding of the scene is in scope
            for (o, v, u, e) in self.events:
                if in_category(u, unit) is not False:
                    raise ReadingFailed("ambiguous_reading", "total of a category that may change")
            for (o, u) in self.cur:
                verdict = in_category(u, unit)
                if verdict is None:
                    raise ReadingFailed("unknown_quantity", "a holding may or may not be in the category")
                if verdict and o not in owners:
                    owners.append(o)
            owners.sort()
        if not owners:
            raise ReadingFailed("unknown_quantity", "nobody holds the unit")
        total: Lin = _lc(Fraction(0))
        for o in owners:
            total = _ladd(total, self._holding(o, unit, contents))
        return total

    def _holding(self, owner: str, unit: str, contents) -> Lin:
        key = (owner, unit)
        kinds = [k for k in self.cur if k[0] == owner and k[1].endswith(" " + unit) and " of " not in k[1]
                 and not lx.changes_kind(k[1])]
        if key in self.cur:
            if kinds:
                raise ReadingFailed("ambiguous_reference", "a unit and its kinds both held")
            if is_category(unit) and self._category_units(owner, unit):
                raise ReadingFailed("ambiguous_reference", "a category and its members both held")
            return {self.cur[key]: Fraction(1)}
        outer = filled(owner, self.cur, contents, unit, kinds=True)
        if outer and (key in self.cur or kinds) and key not in self.materialized:
            raise ReadingFailed("ambiguous_reading", "held loose and in containers")
        if kinds:
            total: Lin = _lc(Fraction(0))
            for k in kinds:
                total = _ladd(total, {self.cur[k]: Fraction(1)})
            return total
        if outer and any(o == owner and (u == unit or is_subtype(u, unit)) for (o, v, u, e) in self.events):
            raise ReadingFailed("ambiguous_reading", "changed outside its containers")
        if outer:
            total: Lin = _lc(Fraction(0))
            for u in outer:
                total = _ladd(total, _lmul({self.cur[(owner, u)]: Fraction(1)}, contents[container_of(u, contents)][1]))
            return total
        source = converted_source([u for (o, u) in self.cur if o == owner], unit)
        if source is not None:  # 'how tall is he in feet' of a height in inches
            return _lmul({self.cur[(owner, source[0])]: Fraction(1)}, _lc(source[1]))
        mine = sorted(u for (o, u) in self.cur if o == owner and u != lx.MONEY_UNIT and not ratio_sets(u))
        if complement_pair(mine, unit):  # the two sides of a closed two-way split of the unit
            return _lsum({self.cur[(owner, u)]: Fraction(1)} for u in mine)
        if is_category(unit):  # a closed category: the sum of its members held
            members = self._category_units(owner, unit)
            if members:
                return _lsum({self.cur[(owner, u)]: Fraction(1)} for u in members)
        places = owned_places(owner, unit, list(self.cur), self.events)
        if places:  # what the person's places and plants hold (ForwardReading._holding)
            return _lsum({self.cur[k]: Fraction(1)} for k in places)
        raise ReadingFailed("unknown_quantity", "holding not stated")

    def _category_units(self, owner: str, category: str) -> list[str]:
        """Units the owner holds that belong to the category: a holding in doubt refuses, one
        positively outside it is left out ('carrots' beside 'how many fruits')."""
        members: list[str] = []
        for (o, u) in sorted(self.cur):
            if o != owner or u == category or ratio_sets(u):
                continue
            verdict = in_category(u, category)
            if verdict is None:
                raise ReadingFailed("unknown_quantity", f"{u!r} may or may not be {category!r}")
            if verdict:
                members.append(u)
        if not distinct_members(members):
            raise ReadingFailed("ambiguous_reference", "overlapping members of a category")
        return members

    def _dimensional(self, q: Fact, rates, spans, duration) -> Lin:
        """Multiply every rate (and span) of the owner; the dimensions must reduce to the target."""
        mine = [r for r in rates if r.owner == q.owner]
        if q.unit not in lx.TIME_IN_SECONDS and q.kind == "q_rate_total" and any(
                r.unit == q.unit and not done_at_rate(q.verb, r.verb) for r in mine):
            raise ReadingFailed("unit_mismatch", f"asked {q.verb!r} of a rate of another verb")
        value, dims = Fraction(1), {}
        for r in mine:
            value *= self._val(r.q)[""]
            if r.q2 is not None:
                value = value * self._val(r.q2)[""] if r.sign == 2 else value / self._val(r.q2)[""]
            dims[r.unit] = dims.get(r.unit, 0) + 1
            dims[r.unit2] = dims.get(r.unit2, 0) - 1
        parts = [(s.q, s.unit) for s in spans if s.owner == q.owner] if duration is None else [duration]
        if len(parts) > 1 and len({unit for _, unit in parts}) == 1:
            # session 23 (`week23`): spans of one unit add up to the time worked (as
            # ForwardReading._rate_times_span); spans of two units still multiply and refuse
            value *= sum(self._val(ref)[""] for ref, _ in parts)
            dims[parts[0][1]] = dims.get(parts[0][1], 0) + 1
            parts = []
        for ref, unit in parts:
            value *= self._val(ref)[""]
            dims[unit] = dims.get(unit, 0) + 1
        if q.unit in lx.TIME_IN_SECONDS:  # asking for a time: the answer's own unit counts once
            dims[q.unit] = dims.get(q.unit, 0) - 1
        times = {u: e for u, e in dims.items() if u in lx.TIME_IN_SECONDS and e != 0}
        others = {u: e for u, e in dims.items() if u not in lx.TIME_IN_SECONDS and e != 0}
        target = {} if q.unit in lx.TIME_IN_SECONDS else {q.unit: 1}
        if others != target or not mine:
            raise ReadingFailed("unit_mismatch", f"dimensions {dims} do not give {q.unit}")
        # time units cancel within each class of licensed conversions (s/min/h and day/week):
        # hours per day times days is hours, but hours per month times weeks never converts
        for cls in lx.TIME_CLASSES:
            if sum(e for u, e in times.items() if u in cls) != 0:
                raise ReadingFailed("unit_mismatch", f"time dimensions {times} do not cancel")
        if any(not any(u in cls for cls in lx.TIME_CLASSES) for u in times):
            raise ReadingFailed("unit_mismatch", f"unlicensed time unit in {times}")
        for u, e in times.items():
            value *= lx.TIME_IN_SECONDS[u] ** e
        return _lc(value)

    def _solve(self, expr: Lin) -> Fraction:
        """Gaussian elimination over all equations; the query must be fully determined."""
        rows = [dict(e) for e in self.eqs]
        pivots: dict[str, dict] = {}
        for row in rows:
            for var, piv in pivots.items():
                if row.get(var):
                    row = _ladd(row, piv, -1) if False else _eliminate(row, piv, var)
            var = next((k for k in sorted(row) if k and row[k] != 0), None)
            if var is None:
                if row.get("", 0) != 0:
                    raise ReadingFailed("ambiguous_reading", "inconsistent equations")
                continue
            coef = row[var]
            row = {k: v / coef for k, v in row.items()}
            for other_var in list(pivots):
                if pivots[other_var].get(var):
                    pivots[other_var] = _eliminate(pivots[other_var], row, var)
            pivots[var] = row
        out = dict(expr)
        for var, piv in pivots.items():
            if out.get(var):
                out = _eliminate(out, piv, var)
        if any(k and v != 0 for k, v in out.items()):
            raise ReadingFailed("unknown_quantity", "query not determined by the equations")
        return out.get("", Fraction(0))


def _eliminate(row: dict, piv: dict, var: str) -> dict:
    """Remove var from row using pivot row piv (piv[var] == 1, piv == 0 form)."""
    c = row[var]
    out = dict(row)
    for k, v in piv.items():
        out[k] = out.get(k, Fraction(0)) - c * v
    return {k: v for k, v in out.items() if v != 0 or k == ""}
