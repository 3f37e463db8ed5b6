"""Reading A for static systems in one unknown: every holding is an affine expression a*x + b.

The forward simulation (`solver.ForwardReading`) waits for a relation's referent to be stated.
Some texts never state it and pin it down instead through a second statement about something
derived from it: 'twice as many pigs as cows, 4 more cows than goats ... 56 animals total',
'24 more blue marbles than red, 5 times as many blue as red', 'twice as many red as blue, the
rest are green ... 11 blue'. This reading walks the same facts in text order, but keeps each
holding as a*x + b over the one holding that was needed before it was known (x), and solves
for x at the one statement that constrains it. It is still a forward, straight-line program
(x = (b2 - b1) / (a1 - a2), then a*x + b), independent of reading B's Gaussian elimination.

It refuses whenever the reading is not unique: a second unknown, a second constraint on x,
a zero coefficient, anything that changes a holding over time (gains, losses, transfers).
"""
from __future__ import annotations

from fractions import Fraction

from .graph import NEXT_PART, Fact, complement_unit, part_unit
from .solver import (ratio_sets, STATIC_KINDS, WHOLE_FACTS, ForwardReading, Program, ReadingFailed, category_referents,
                     shift_ops, whole_kinds)
from .tolerances import CONTINUOUS_UNITS

Expr = tuple  # ("x",) | ("n", node) | ("add"|"sub", Expr, Expr) | ("mul"|"div", Expr, node)
X: Expr = ("x",)


def _has_x(e: Expr) -> bool:
    return e[0] == "x" or (e[0] != "n" and any(_has_x(a) for a in e[1:] if isinstance(a, tuple)))


class AffineReading(ForwardReading):
    """Reading A over a static inventory with one unknown holding."""

    name = "forward_affine"

    def run(self, facts: list[Fact], query: Fact) -> Program:
        odd = sorted({f.kind for f in facts} - STATIC_KINDS - {"sum_all"})
        if odd:
            raise ReadingFailed("unknown_quantity", f"not a static system: {odd}")
        self.aff: dict[tuple[str, str], Expr] = {}
        self.x_key: tuple[str, str] | None = None
        self.x: int | None = None
        self.aparts: dict[tuple[str, str], list[Expr]] = {}
        for f in facts:
            if f.kind != "sum_all":
                self._static(f)
        self._wholes(facts)
        for f in facts:
            if f.kind == "sum_all":
                self._sum_all(f)
        if self.x is None:
            raise ReadingFailed("unknown_quantity", "the unknown is not pinned down")
        for key, e in self.aff.items():
            node = self._emit("sum", (self._eval(e, key[1]),), key[1])  # counted in its own unit
            if self.strict and (self.vals[node] < 0 or (self.vals[node].denominator != 1
                                                         and key[1] not in CONTINUOUS_UNITS and not ratio_sets(key[1]))):
                raise ReadingFailed("implausible", f"{key} is {self.vals[node]}")
            self._set(key, node)
        return self._program(self._answer(query))

    # ------------------------------------------------------------------ expressions in x
    def _op(self, op: str, e: Expr, g, unit: str) -> Expr:
        """e op g (g an Expr for add/sub, a known node for mul/div); folded into one program
        node when nothing in it depends on the unknown."""
        if op in ("add", "sub"):
            if not _has_x(e) and not _has_x(g):
                return ("n", self._emit(op, (e[1], g[1]), unit))
            return (op, e, g)
        if not _has_x(e):
            return ("n", self._emit(op, (e[1], g), unit))
        return (op, e, g)

    def _get(self, key: tuple[str, str]) -> Expr | None:
        """A holding's expression; the first holding needed before it is known becomes x."""
        if key in self.aff:
            return self.aff[key]
        if self.x_key is not None:
            return None
        self.x_key = key
        self.aff[key] = X
        return X

    def _linear(self, e: Expr, unit: str) -> tuple[list, list]:
        """Signed terms of e = a*x + b: ([(coefficient node, sign)], [(constant node, sign)])."""
        if e[0] == "x":
            return [(self._emit("const", (), "ratio", const=Fraction(1)), 1)], []
        if e[0] == "n":
            return [], [(e[1], 1)]
        if e[0] in ("add", "sub"):
            a1, b1 = self._linear(e[1], unit)
            a2, b2 = self._linear(e[2], unit)
            s = 1 if e[0] == "add" else -1
            return a1 + [(n, s * g) for n, g in a2], b1 + [(n, s * g) for n, g in b2]
        a, b = self._linear(e[1], unit)
        return ([(self._emit(e[0], (n, e[2]), "ratio"), g) for n, g in a],
                [(self._emit(e[0], (n, e[2]), unit), g) for n, g in b])

    def _signed_sum(self, terms: list, unit: str, sign: int = 0) -> tuple[int, int] | None:
        """Sum of signed terms as (node, sign): positives minus negatives (sign 1) or negatives
        minus positives (sign -1); sign 0 lets the text choose when both kinds of term occur
        (the larger side first). None when there is no term."""
        p = self._sum([n for n, g in terms if g > 0], unit)
        n = self._sum([n for n, g in terms if g < 0], unit)
        if n is None:
            return None if p is None else (p, 1)
        if p is None:
            return n, -1
        if sign == 0:
            sign = 1 if self.vals[p] >= self.vals[n] else -1
        return (self._emit("sub", (p, n), unit), 1) if sign > 0 else (self._emit("sub", (n, p), unit), -1)

    def _sum(self, nodes: list[int], unit: str) -> int | None:
        if not nodes:
            return None
        return nodes[0] if len(nodes) == 1 else self._emit("sum", tuple(nodes), unit)

    def _equate(self, e: Expr, g: Expr, unit: str) -> None:
        """e == g: (a_e - a_g) x = b_g - b_e, solved once."""
        if self.x is not None:
            raise ReadingFailed("ambiguous_reading", "a second constraint on the unknown")
        ae, be = self._linear(e, unit)
        ag, bg = self._linear(g, unit)
        a = self._signed_sum(ae + [(n, -s) for n, s in ag], "ratio")
        if a is None or self.vals[a[0]] == 0:
            raise ReadingFailed("unknown_quantity", "the constraint does not involve the unknown")
        # the constant side takes the coefficient's orientation, so the program's shape does not
        # depend on the values (the metamorphic re-read must build the same steps)
        b = self._signed_sum(bg + [(n, -s) for n, s in be], unit, a[1])
        xunit = self.x_key[1]
        if b is None:
            self.x = self._emit("const", (), xunit, const=Fraction(0))
            return
        if self.strict and (b[1] != a[1] or self.vals[b[0]] < 0) and self.vals[b[0]] != 0:
            raise ReadingFailed("implausible", "the unknown is negative")
        self.x = self._emit("div", (b[0], a[0]), xunit)

    def _eval(self, e: Expr, unit: str) -> int:
        """The program node of e once x is known: the same operations in the same order."""
        if e[0] == "x":
            return self.x
        if e[0] == "n":
            return e[1]
        if e[0] in ("add", "sub"):
            return self._emit(e[0], (self._eval(e[1], unit), self._eval(e[2], unit)), unit)
        return self._emit(e[0], (self._eval(e[1], unit), e[2]), unit)

    def _state(self, key: tuple[str, str], e: Expr) -> None:
        """A holding stated or derived: new, or the one constraint on the unknown."""
        if key in self.aff:
            old = self.aff[key]
            if not _has_x(old) and not _has_x(e):
                raise ReadingFailed("ambiguous_reading", f"{key} stated twice")
            self._equate(old, e, key[1])
            return
        self.aff[key] = e

    # ------------------------------------------------------------------ facts
    def _static(self, f: Fact) -> None:
        k = f.kind
        if k == "mention":
            return
        key = (f.owner, f.unit)
        if k in ("hold", "hold_shift"):
            node = self.ref(f.q, f.unit)
            if k == "hold_shift":  # "in 5 years she will be 20": now = 20 - 5
                node = self._binary("sub" if f.sign > 0 else "add", node, self.ref(f.q2, f.unit), f.unit)
            self._state(key, ("n", node))
        elif k.startswith("relate"):
            self._relation(f)
        else:
            self._part(f)

    def _relation(self, f: Fact) -> None:
        if "|" in f.other:  # session 16 (sumref): a sum referent is the forward reading's alone
            raise ReadingFailed("unknown_quantity", "a relation to a sum in one unknown")
        okey, key = (f.other, f.unit2 or f.unit), (f.owner, f.unit)
        other = self.aff.get(okey)
        if other is None and key in self.aff:  # solve the relation for its referent
            self.aff[okey] = self._inverse(f, self.aff[key])
            return
        other = self._get(okey)
        if other is None:
            raise ReadingFailed("unknown_quantity", "a second unknown holding")
        self._state(key, self._forward(f, other))

    def _forward(self, f: Fact, other: Expr) -> Expr:
        """The related holding from its referent (the same steps as the forward reading)."""
        u = f.unit
        pm = "add" if f.sign > 0 else "sub"
        if f.kind == "relate_add":
            return self._op(pm, other, ("n", self.ref(f.q, u)), u)
        if f.kind == "relate_mult":
            return self._op("mul", other, self.ref(f.q, "ratio"), u)
        if f.kind == "relate_affine":
            return self._op(pm, self._op("mul", other, self.ref(f.q2, "ratio"), u), ("n", self.ref(f.q, u)), u)
        if f.kind == "relate_pct":
            return self._op("mul", other, self._pct_factor(f), u)
        d = ("n", self.ref(f.q, u))  # relate_shift: owner ± d = k * (other ± d·sign)
        grow, back = shift_ops(f)
        then = self._op(grow, other, d, u) if f.sign else other
        return self._op(back, self._op("mul", then, self.ref(f.q2, "ratio"), u), d, u)

    def _inverse(self, f: Fact, mine: Expr) -> Expr:
        """The referent from the related holding: the relation solved for it."""
        u = f.unit
        mp = "sub" if f.sign > 0 else "add"
        if f.kind == "relate_add":
            return self._op(mp, mine, ("n", self.ref(f.q, u)), u)
        if f.kind == "relate_mult":  # session 16 (`ratio`): a ratio's sets keep their own unit
            return self._op("div", mine, self.ref(f.q, "ratio"), f.unit2 if ratio_sets(f.unit2) else u)
        if f.kind == "relate_affine":
            return self._op("div", self._op(mp, mine, ("n", self.ref(f.q, u)), u), self.ref(f.q2, "ratio"), u)
        if f.kind == "relate_pct":
            return self._op("div", mine, self._pct_factor(f), u)
        d = ("n", self.ref(f.q, u))  # relate_shift
        grow, back = shift_ops(f)
        then = self._op("div", self._op(grow, mine, d, u), self.ref(f.q2, "ratio"), u)
        return self._op(back, then, d, u) if f.sign else then

    def _pct_factor(self, f: Fact) -> int:
        one = self._emit("const", (), "ratio", const=Fraction(1))
        return self._binary("add" if f.sign > 0 else "sub", one, self.ref(f.q, "ratio"), "ratio")

    def _part(self, f: Fact) -> None:
        """'1/4 of them are red' / 'the rest are green' over affine holdings."""
        pred = f.unit2.split(":", 1)[1]
        base_key = (f.owner, f.unit)
        base = self.aff.get(base_key)
        if base is None:
            raise ReadingFailed("unknown_quantity", "part of an unknown holding")
        if f.kind == "part":
            whole = base
            if f.sign == NEXT_PART:  # '1/3 of the remaining': of the whole less its parts so far
                if not self.aparts.get(base_key):
                    raise ReadingFailed("unknown_quantity", "'the remaining' without a stated part")
                for p in self.aparts[base_key]:
                    whole = self._op("sub", whole, p, f.unit)
            sub = self._op("mul", whole, self.ref(f.q, "ratio"), f.unit) if f.sign else ("n", self.ref(f.q, f.unit))
            if f.q2 is not None and f.sign:  # session 22 (`cmp22`): k x whole +- N
                sub = self._op("sub" if f.ago else "add", sub, ("n", self.ref(f.q2, f.unit)), f.unit)
            self.aparts.setdefault(base_key, []).append(sub)
            if f.sign != NEXT_PART:
                self._new((f.owner, complement_unit(pred, f.unit)), self._op("sub", base, sub, f.unit))
        else:
            parts = self.aparts.get(base_key, []) + [e for k, e in sorted(self.aff.items(), key=lambda kv: kv[0])
                                                     if k[0] == f.owner and k[1].endswith(" " + f.unit)
                                                     and " of " not in k[1] and " not " not in k[1]
                                                     and k not in self.part_keys]
            if not parts:
                raise ReadingFailed("unknown_quantity", "'the rest' without a stated part")
            taken = parts[0]
            for p in parts[1:]:
                taken = self._op("add", taken, p, f.unit)
            sub = self._op("sub", base, taken, f.unit)
        key = (f.owner, part_unit(pred, f.unit))
        if key in self.aff and _has_x(self.aff[key]) and key not in self.part_keys:
            # session 22 (`cmp22`): a part compared with before it is stated ('Rachel has 3 less
            # than half as many erasers as Tanya has red erasers . If Tanya has 20 erasers , and
            # half of them are red'): the relation gave the part as an expression in the unknown,
            # and the part now stated is the one constraint on it
            self.part_keys.add(key)
            self._equate(self.aff[key], sub, f.unit)
            return
        self._new(key, sub)

    def _new(self, key: tuple[str, str], e: Expr) -> None:
        if key in self.aff:
            raise ReadingFailed("ambiguous_reading", f"{key} stated twice")
        self.part_keys.add(key)
        self.aff[key] = e

    def _total_node(self, f: Fact) -> int:
        """The stated total of a sum; 'three times the sum ... is 60' (session 16, sumref): 60 / 3."""
        node = self.ref(f.q, f.unit)
        if f.scale is not None:
            node = self._emit("div", (node, self.ref(f.scale, "ratio")), f.unit)
        return node

    def _sum_all(self, f: Fact) -> None:
        """'If there are 27 guitars altogether': every owner's holding of the noun (the reader
        checked that the comparisons join exactly these owners) adds up to the total."""
        if f.other:  # a total that lists its owners (session 12): exactly those holdings
            keys = sorted((o, f.unit) for o in f.other.split("|"))
        else:
            keys = sorted(k for k in self.aff if k[1] == f.unit and k[0])
        if len(keys) < 2:
            raise ReadingFailed("unknown_quantity", f"a sum over fewer than two holdings of {f.unit}")
        if f.scale is not None and f.q2 is not None:
            raise ReadingFailed("unknown_quantity", "a scaled sum at another time")
        missing = [k for k in keys if k not in self.aff]
        if len(missing) > 1:
            raise ReadingFailed("unknown_quantity", "a sum over two unknown holdings")
        if missing and self.x is not None:
            # 'If Lydia has 60 ... how many does Donna have': the unknown is pinned already, so the
            # one owner never stated is the total less the others (the only reading left)
            if f.q2 is not None:
                raise ReadingFailed("unknown_quantity", "a shifted sum with an unstated holding")
            rest = self.aff[next(k for k in keys if k not in missing)]
            for k in keys:
                if k not in missing and self.aff[k] is not rest:
                    rest = self._op("add", rest, self.aff[k], f.unit)
            self._new(missing[0], self._op("sub", ("n", self._total_node(f)), rest, f.unit))
            return
        if missing and self._get(missing[0]) is None:
            raise ReadingFailed("unknown_quantity", "a second unknown holding")
        shift = f.q2 is not None  # a sum at another time ('in 3 years , the sum of their ages will be 41')
        ages = [self._op(shift_ops(f)[0], self.aff[k], ("n", self.ref(f.q2, f.unit)), f.unit) if shift else self.aff[k]
                for k in keys]
        summed = ages[0]
        for e in ages[1:]:
            summed = self._op("add", summed, e, f.unit)
        self._equate(summed, ("n", self._total_node(f)), f.unit)

    def _wholes(self, facts: list[Fact]) -> None:
        """'If the farmer has 56 animals total': a stated holding whose kinds (pigs, cows, goats)
        are every other thing the owner holds is their sum; so is a holding stated through a
        comparison ('the Biology class has half as many students as the Physics class')."""
        based = {(f.owner, f.unit) for f in facts if f.kind in ("part", "part_rest")}
        for f in facts:
            if f.kind not in WHOLE_FACTS or (f.owner, f.unit) in based:
                continue
            kinds = whole_kinds(f.owner, f.unit, list(self.aff))
            if kinds is None:
                continue
            summed = self.aff[kinds[0]]
            for k in kinds[1:]:
                summed = self._op("add", summed, self.aff[k], f.unit)
            self._equate(summed, self.aff[(f.owner, f.unit)], f.unit)
        for owner, unit in category_referents(facts):  # a compared category: the members summed
            kinds = whole_kinds(owner, unit, list(self.aff))
            if kinds is None or (owner, unit) not in self.aff:
                continue
            total = self.aff[kinds[0]]
            for k in kinds[1:]:
                total = self._op("add", total, self.aff[k], unit)
            self._equate(total, self.aff[(owner, unit)], unit)
