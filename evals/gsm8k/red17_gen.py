"""Session 22 (`red17`): near-miss generator for session 21's percent shares and count parts
(`pct`), distributive `each` (`each21`) and rates (`rate21`: habit verbs, spans told in clock
units, wages with gerunds or `at work`).

Every family is a base text whose value is worked out by hand, and perturbations, each with the
value a careful reader gives ('refuse' where the text is ambiguous or impossible). A value expect
accepts a refusal too (as the adversarial suite reads it); `refuse` accepts only a refusal. Names
vary over three pairs (gender kept for pronouns). PROBES are hand-written minimal pairs of the
same constructions (other owners, tenses, two holdings, parts of two dimensions, two groups,
changes of the members, periods that do not convert, impossible spans, other work).

Run: PYTHONPATH=. python -m evals.gsm8k.red17_gen  (prints the verdicts that differ)."""
from __future__ import annotations

from evals.gsm8k.nearmiss import PAIRS, R, run, unique_cases

# (plural noun, {dimension: kinds}) for the parts families; kinds of one dimension exclude each other
_WHOLES = [
    ("apples", {"colour": ["red", "green", "yellow"], "size": ["big", "small"], "condition": ["rotten"], "taste": ["sour"]}),
    ("dogs", {"colour": ["brown", "black", "white"], "age": ["puppies"], "size": ["big"]}),
    ("cars", {"colour": ["red", "blue", "silver"], "age": ["new", "old"], "condition": ["damaged"]}),
    ("marbles", {"colour": ["blue", "green", "pink"], "size": ["large", "tiny"], "condition": ["cracked"]}),
]


def _cap(w):
    return w[0].upper() + w[1:]


def _parts(a, b, pa, pb):
    """Count parts ('6 apples are red'), 'of them' parts and 'the rest'; percent shares."""
    out = []
    k = "parts"
    for noun, dims in _WHOLES:
        c1, c2, c3 = dims["colour"]
        others = [(d, ks[0]) for d, ks in dims.items() if d != "colour"]
        for lead in (f"{a} has 20 {noun}.", f"There are 20 {noun}."):
            poss = f"{a}'s {noun}" if lead.startswith(a) else f"the {noun}"
            # one dimension: the rest is what the parts leave
            for form in (f"6 {noun} are {c1}. 4 {noun} are {c2}. The rest are {c3}.",
                         f"6 of them are {c1}. 4 of them are {c2}. The rest are {c3}.",
                         f"6 of them are {c1}, 4 are {c2}, and the rest are {c3}."):
                out += [(k + "/one-dim", f"{lead} {form} How many {noun} are {c3}?", "10"),
                        (k + "/one-dim-pct", f"{lead} {form} What percent of the {noun} are {c3}?", "50"),
                        (k + "/one-dim-pct", f"{lead} {form} What percent of the {noun} are {c1}?", "30"),
                        (k + "/other-kind", f"{lead} {form} How many {noun} are striped?", R),
                        (k + "/other-owner", f"{lead} {form} What percent of {b}'s {noun} are {c1}?", R)]
            # two dimensions: the parts may overlap, the rest is no difference
            for dim, kind in others:
                for form in (f"6 {noun} are {c1}. 4 {noun} are {kind}. The rest are {c2}.",
                             f"6 {noun} are {kind}. 4 {noun} are {c1}. The rest are {c2}.",
                             f"6 of them are {kind}. 4 of them are {c1}. The rest are {c2}.",
                             f"6 of them are {c1}, 4 are {kind}, and the rest are {c2}."):
                    out += [(k + "/two-dim", f"{lead} {form} How many {noun} are {c2}?", R),
                            (k + "/two-dim-pct", f"{lead} {form} What percent of the {noun} are {c2}?", R)]
                out += [(k + "/two-dim-one-part", f"{lead} 6 {noun} are {kind}. The rest are {c1}. How many {noun} are {c1}?", R),
                        (k + "/two-dim-one-part", f"{lead} 6 of them are {kind}. The rest are {c1}. What percent of the {noun} are {c1}?", R),
                        (k + "/stated-part-pct", f"{lead} 6 {noun} are {kind}. 4 {noun} are {c1}. What percent of the {noun} are {kind}?", "30")]
            # changes, second wholes, tenses
            out += [(k + "/change-after", f"{lead} 6 {noun} are {c1}. The rest are {c2}. 5 {noun} are sold. How many {noun} are {c2}?", R),
                    (k + "/second-whole", f"{lead} {b} has 10 {noun}. 6 {noun} are {c1}. What percent of the {noun} are {c1}?", R),
                    (k + "/over-whole", f"{lead} 26 {noun} are {c1}. What percent of the {noun} are {c1}?", R),
                    (k + "/non-whole-pct", f"{lead.replace('20', '30')} 7 {noun} are {c1}. What percent of the {noun} are {c1}?", R),
                    (k + "/negated", f"{lead} 6 {noun} are not {c1}. What percent of the {noun} are {c1}?", R),
                    (k + "/modal", f"{lead} 6 {noun} could be {c1}. What percent of the {noun} are {c1}?", R)]
    # persons: sex, height, attendance, lateness
    for lead in ("There are 30 students in the class.", f"{a} has 30 students."):
        out += [(k + "/persons", f"{lead} 12 students are girls. The rest are boys. How many students are boys?", "18"),
                (k + "/persons-pct", f"{lead} 12 students are girls. The rest are boys. What percent of the students are boys?", "60"),
                (k + "/persons-two-dim", f"{lead} 12 students are tall. 6 students are girls. The rest are boys. How many students are boys?", R),
                (k + "/persons-two-dim", f"{lead} 12 students are girls. 6 students are absent. The rest are boys. How many students are boys?", R),
                (k + "/persons-two-dim", f"{lead} 3 students are absent. 2 students are late. The rest are present. How many students are present?", R),
                (k + "/persons-two-dim-pct", f"{lead} 12 students are girls. 6 students are absent. The rest are boys. What percent of the students are boys?", R),
                (k + "/attendance", f"{lead} 6 students are absent. The rest are present. How many students are present?", "24"),
                (k + "/attendance-pct", f"{lead} 6 students are absent. The rest are present. What percent of the students are present?", "80")]
    return out


def _attributes(a, b, pa, pb):
    """Parts told by an attribute of the members ('have red hair'): kinds of one attribute
    exclude each other, kinds of two attributes ('red hair', 'blue eyes') may overlap."""
    out = []
    k = "attributes"
    for noun, verb, (t1, t2) in (("students", "have", ("hair", "eyes")), ("kids", "wear", ("shirts", "hats")),
                                 ("cars", "have", ("doors", "roofs")), ("girls", "have", ("hair", "bows"))):
        for lead in (f"There are 20 {noun}.", f"{a} has 20 {noun}."):
            one = f"6 of them {verb} red {t1}. 4 of them {verb} blonde {t1}. The rest {verb} brown {t1}." if t1 == "hair" \
                else f"6 of them {verb} red {t1}. 4 of them {verb} blue {t1}. The rest {verb} green {t1}."
            last = "brown" if t1 == "hair" else "green"
            out += [(k + "/one-attribute", f"{lead} {one} How many {noun} {verb} {last} {t1}?", "10"),
                    (k + "/one-attribute-pct", f"{lead} {one} What percent of the {noun} {verb} {last} {t1}?", "50"),
                    (k + "/two-attributes", f"{lead} 6 of them {verb} red {t1}. 4 of them {verb} blue {t2}. The rest {verb} {last} {t1}. How many {noun} {verb} {last} {t1}?", R),
                    (k + "/two-attributes-pct", f"{lead} 6 of them {verb} red {t1}. 4 of them {verb} blue {t2}. The rest {verb} {last} {t1}. What percent of the {noun} {verb} {last} {t1}?", R),
                    (k + "/two-attributes", f"{lead} 6 of them {verb} long {t1}. 4 of them {verb} red {t1}. The rest {verb} short {t1}. How many {noun} {verb} short {t1}?", R)]
    return out


_BOXES = [("boxes", "pens"), ("jars", "cookies"), ("bags", "marbles")]


def _each(a, b, pa, pb):
    """Distributive each over a counted group: its members only."""
    out = []
    k = "each"
    for c, x in _BOXES:
        base = f"{a}'s 4 {c} each hold 6 {x}."
        q = f"How many {x} does {a} have?"
        out += [(k + "/base", f"{base} {q}", "24"),
                (k + "/big", f"{a}'s 4 big {c} each hold 6 {x}. {q}", "24"),
                (k + "/empty", f"{a}'s 4 empty {c} each hold 6 {x}. {q}", R),
                (k + "/empty", f"Each of the 4 empty {c} holds 6 {x}. How many {x} are there?", R),
                (k + "/empty", f"4 empty {c} each hold 6 {x}. How many {x} are there?", R),
                (k + "/empty", f"There are 4 empty {c}. Each of them holds 6 {x}. How many {x} are there?", R),
                (k + "/capacity", f"{a}'s 4 {c} can each hold 6 {x}. {q}", R),
                (k + "/capacity", f"{a}'s 4 {c} each hold up to 6 {x}. {q}", R),
                (k + "/members-bought", f"{base} {_cap(pa)} buys 2 {c}. {q}", R),
                (k + "/members-bought", f"{base} {_cap(pa)} buys 2 more {c}. {q}", R),
                (k + "/members-given", f"{base} {b} gives {'him' if pa == 'he' else 'her'} 2 {c}. {q}", R),
                (k + "/members-found", f"{base} {_cap(pa)} finds 3 {c}. {q}", R),
                (k + "/members-sold", f"{base} {_cap(pa)} sells 2 {c}. {q}", "12"),
                (k + "/count-asked", f"{base} How many {c} does {a} have?", "4"),
                (k + "/other-owner", f"{base} How many {x} does {b} have?", R),
                (k + "/two-groups", f"{base} {b}'s 3 {c} each hold 2 {x}. {q}", "24"),
                (k + "/two-groups", f"{base} {b}'s 3 {c} each hold 2 {x}. How many {x} does {b} have?", "6"),
                (k + "/second-holding", f"{base} {_cap(pa)} has 3 {x} in {'his' if pa == 'he' else 'her'} pocket. {q}", "27"),
                (k + "/of-group", f"Each of {a}'s 4 {c} holds 6 {x}. {_cap(pa)} buys 2 {c}. {q}", R)]
    for g, x in (("friends", "apples"), ("sons", "fish"), ("brothers", "shells")):
        v, vq = {"apples": ("bought", "buy"), "fish": ("caught", "catch"), "shells": ("found", "find")}[x]
        out += [(k + "/event", f"{a}'s 3 {g} each {v} 4 {x}. How many {x} did {a}'s {g} {vq}?", "12"),
                (k + "/event-owner", f"{a}'s 3 {g} each {v} 4 {x}. How many {x} did {a} {vq}?", R),
                (k + "/event-more", f"{a}'s 3 {g} each {v} 4 {x}. 2 more {g} came. How many {x} did {a}'s {g} {vq}?", R),
                (k + "/event-two", f"{a}'s 3 {g} each {v} 4 {x}. {b}'s 2 {g} each {v} 5 {x}. How many {x} did {b}'s {g} {vq}?", "10")]
    return out


def _spans(a, b, pa, pb):
    """A span told in clock units of a named period is at most that period long."""
    out = []
    k = "clock-span"
    p = pb  # b's pronoun
    for n, period, want in ((40, "week", "600"), (168, "week", "2520"), (169, "week", R), (200, "week", R),
                            (8, "day", "120"), (24, "day", "360"), (25, "day", R), (30, "day", R),
                            (6, "shift", "90"), (26, "shift", R), (12, "night", "180"), (30, "night", R),
                            (50, "workweek", "750"), (170, "workweek", R), (10, "workday", "150"), (36, "workday", R)):
        art = "an" if str(n)[0] == "8" or n in (18,) else "a"
        out += [(k + "/wage", f"{b} earns $15 per hour. How much does {p} earn in {art} {n}-hour {period}?", want),
                (k + "/wage-ger", f"{b} makes $15 an hour tutoring. How much does {p} make in {art} {n}-hour {period}?", want)]
    for n, period, want in ((30, "shift", "15/2"), (1440, "day", "360"), (1500, "day", R), (2000, "week", "500")):
        out += [(k + "/wage-min", f"{b} earns $15 per hour. How much does {p} earn in a {n}-minute {period}?", want)]
    for n, want in ((8, "80"), (24, "240"), (30, R)):
        art = "an" if n == 8 else "a"
        out += [(k + "/count", f"{a} reads 10 pages an hour. How many pages does {pa} read in {art} {n}-hour day?", want)]
    return out


def _at_work(a, b, pa, pb):
    """A wage 'at work' pays for that work, not for another paid activity."""
    out = []
    k = "at-work"
    for tail in ("at work", f"at {'his' if pb == 'he' else 'her'} job"):
        base = f"{b} makes $20 per hour {tail}."
        for span, want in (("works for 5 hours", "100"), ("babysits for 5 hours", R), ("tutors for 5 hours", R),
                           ("coaches for 5 hours", R), ("works for 5 hours at home", R)):
            out += [(k + "/span", f"{base} {_cap(pb)} {span}. How much does {pb} make?", want)]
        out += [(k + "/clock", f"{base} How much does {pb} make in a 30-hour week?", "600")]
    return out


PROBES = """
40	Madeline has 10 flowers. If 4 flowers are red, 2 flowers are white, and the rest are blue, what percentage of flowers are blue?
40	Tom has 10 apples. 4 apples are red. What percent of the apples are red?
refuse	Tom has 10 apples. Ann has 20 apples. 4 apples are red. What percent of the apples are red?
refuse	Tom has 10 apples. 4 apples are red. Ann has 20 apples. What percent of the apples are red?
refuse	Tom has 10 apples. 4 apples are red. What percent of Ann's apples are red?
40	Tom had 10 apples. 4 apples are red. What percent of the apples are red?
40	Tom has 10 apples. 4 of them are red. What percent of the apples are red?
refuse	Tom has 10 apples. 4 pears are red. What percent of the apples are red?
refuse	Tom has 10 apples. 14 apples are red. What percent of the apples are red?
refuse	Tom has 10 apples. He buys 5 more apples. 4 apples are red. What percent of the apples are red?
refuse	Tom has 10 apples. 4 apples are red. He buys 5 more apples. What percent of the apples are red?
refuse	Tom has 10 apples and 5 pears. 4 apples are red. What percent of the fruits are red?
40	Tom has 10 apples and 5 pears. 4 apples are red. What percent of the apples are red?
40	Tom has 10 apples. 4 apples were red. What percent of the apples are red?
40	Tom has 10 apples. 4 apples are red. What percent of the apples were red?
refuse	Tom has 10 apples. 4 apples are red. 3 apples are red. What percent of the apples are red?
refuse	Tom has 10 apples. 4 apples are red. What percent of the apples are green?
60	Tom has 10 apples. 4 apples are red. The rest are green. What percent of the apples are green?
refuse	Tom has 10 apples. 4 apples are red. 2 apples are big. What percent of the apples are green?
refuse	Tom has 10 apples. 4 apples are red. What percent of the apples are not red?
refuse	Tom has 8 apples. 3 apples are red. What percent of the apples are red?
refuse	Tom has 10 apples. 4 apples are red. What percent of the red apples are big?
20	Tom has 10 apples. 4 apples are red. 2 apples are big. What percent of the apples are big?
40	Tom has 10 apples. 4 apples are red. What percentage of his apples are red?
refuse	Tom has 10 apples. 4 apples are red. What percentage of her apples are red?
refuse	Tom has 10 apples. 4 apples are red. What percentage of their apples are red?
refuse	There are 10 apples in the basket. 4 apples are red. What percent of the apples are red?
refuse	Tom has 10 apples. 4 apples are red. 3 apples are green. What percent of the apples are red or green?
refuse	Tom has 10 apples. 4 apples are red. What percent of the apples are red now?
refuse	Tom has 10 apples. 4 apples are not red. What percent of the apples are red?
refuse	Tom has 10 apples. 4 apples could be red. What percent of the apples are red?
refuse	Tom has 10 apples. About 4 apples are red. What percent of the apples are red?
refuse	Tom has 10 apples. At least 4 apples are red. What percent of the apples are red?
refuse	Tom has 10 apples. 4 apples are rotten. He eats 2 apples. What percent of the apples are rotten?
refuse	Tom has 10 apples. He eats 2 apples. 4 apples are rotten. What percent of the apples are rotten?
refuse	Tom has 10 apples. 4 apples are red. He gives 4 apples to Ann. What percent of the apples are red?
refuse	Tom has 10 apples. Ann has 4 apples. 4 apples are red. What percent of Tom's apples are red?
refuse	Tom has 10 apples. 4 apples are red. Ann has 5 apples. 2 apples are red. What percent of Ann's apples are red?
40	Tom has 10 apples. 4 apples are red. What percent of all the apples are red?
refuse	Tom has 10 apples. 4 apples are red. What percent of the apples are red in total?
refuse	Tom has 10 apples. 40 apples are red. What percent of the apples are red?
100	Tom has 10 apples. 10 apples are red. What percent of the apples are red?
0	Tom has 10 apples. 0 apples are red. What percent of the apples are red?
0	Tom has 10 apples. No apples are red. What percent of the apples are red?
refuse	Tom has 10 apples. 4 apples are red. What percent of the apples does Tom eat?
refuse	Tom has 10 apples. 4 apples are red. What percent of the apples did Tom eat?
refuse	Tom has 10 apples. Tom ate 4 apples. What percent of the apples are red?
refuse	Tom has 10 apples. 4 apples are for Ann. What percent of the apples are for Ann?
refuse	Tom has 10 apples. 4 red apples are big. What percent of the apples are big?
refuse	Tom has 10 apples. 4 big apples are red. What percent of the apples are red?
refuse	Tom has 10 apples. 4 apples are red and 2 are big. What percent of the apples are big?
refuse	Tom has 10 apples. 4 apples are red, and 3 are big. What percent of the apples are big?
refuse	Tom has 12 red apples. 4 apples are big. What percent of the apples are big?
50	Tom has 10 apples. 4 apples are red. 1 apple is green. The rest are yellow. What percent of the apples are yellow?
37	There are 40 students in the class. 3 students are absent. How many students are present?
37	There are 40 students in the class. 3 students are absent. 2 students are late. How many students are present?
refuse	There are 40 students in the class. 3 students are absent. 2 more students are absent. How many students are present?
refuse	There are 40 students in the class. 3 students were absent yesterday. How many students are present?
refuse	There are 40 students in the class. 3 students are absent. How many students are present tomorrow?
refuse	There are 40 students in the class. 3 students are absent. 5 students join the class. How many students are present?
refuse	There are 40 students in the class. 5 students join the class. 3 students are absent. How many students are present?
refuse	There are 40 students in the class. There are 30 students in the gym. 3 students are absent. How many students are present?
refuse	There are 40 students in the class. 3 teachers are absent. How many students are present?
refuse	There are 40 students in the class. 3 students are absent. How many teachers are present?
refuse	Ms. Lee has 40 students. 3 students are absent. Mr. Cho has 20 students. How many students are present?
refuse	Ms. Lee has 40 students. Mr. Cho has 20 students. 3 students are absent. How many of Mr. Cho's students are present?
refuse	Ms. Lee has 40 students. 3 students are absent. How many of Mr. Cho's students are present?
6	Tom has 10 apples. 4 apples are red. The rest are green. How many apples are green?
refuse	Tom has 10 apples. 4 apples are red. The rest are green. How many apples are yellow?
refuse	Tom has 10 apples. 4 apples are red. How many apples are green?
4	Tom has 10 apples. 4 apples are red. How many apples are red?
6	Tom has 10 apples. 4 apples are red. How many apples are not red?
10	Tom has 10 apples. 4 apples are red. How many apples does Tom have?
refuse	Tom has 10 apples. 4 apples are red. How many red apples does Ann have?
4	Tom has 10 apples. 4 apples are red. How many red apples does Tom have?
refuse	Tom has 10 apples. 4 apples are red. How many pears are red?
refuse	Tom has 10 apples. 4 apples are red. He eats the red apples. How many apples are red?
6	Tom has 10 apples. 4 apples are red. He eats the red apples. How many apples does he have?
refuse	Tom has 10 apples. 4 apples are red. He eats 2 red apples. How many apples are red?
refuse	Tom has 10 apples. 12 apples are red. The rest are green. How many apples are green?
refuse	Tom has 10 apples. 4 apples are red. 8 apples are green. How many apples are green?
8	Tom has 10 apples. 4 apples are red. The rest are green or yellow. 2 apples are yellow. How many apples are green?
refuse	Tom has 10 apples. 4 apples are red. The rest are green. He buys 3 green apples. How many apples are green?
refuse	Tom has 10 apples. 4 apples are red. The rest are green. He buys 3 apples. How many apples are green?
refuse	Tom has 10 apples. Ann has 5 apples. 4 apples are red. The rest are green. How many apples are green?
refuse	Tom has 10 apples. 4 apples are red. The rest are green. Ann has 5 apples. How many apples are green?
refuse	Tom has 10 apples. 4 apples are red. The rest are green. Ann has 5 apples. How many green apples does Ann have?
6	Tom has 10 apples. 4 apples are red. The rest are green. How many green apples does Tom have?
refuse	Tom has 10 apples. 4 apples are red. The rest are green. How many green apples does Ann have?
refuse	Tom has 10 apples. 4 apples are red. The rest are green. How many green apples are there in the store?
refuse	Tom has 10 apples. 4 apples are red. The rest are green. How many apples were green last year?
refuse	Tom had 10 apples last year. 4 apples are red. The rest are green. How many apples are green?
refuse	Tom has 10 apples. 4 apples are red. Half of the rest are green. How many apples are yellow?
3	Tom has 10 apples. 4 apples are red. Half of the rest are green. The others are yellow. How many apples are yellow?
refuse	Tom has 10 apples. 4 apples are big. 3 apples are red. The rest are green. How many apples are green?
refuse	There are 20 cars in the lot. 5 cars are blue. The rest are red. 3 cars leave. How many cars are red?
refuse	There are 20 cars in the lot. 5 cars are blue. 3 cars leave. The rest are red. How many cars are red?
refuse	There are 20 cars in the lot. 5 cars are blue. The rest are red. How many cars are red in the garage?
15	There are 20 cars in the lot. 5 cars are blue. The rest are red. How many cars are red?
refuse	There are 20 cars in the lot. 5 trucks are blue. The rest are red. How many cars are red?
refuse	There are 20 cars in the lot. 5 cars are parked. The rest are red. How many cars are red?
refuse	There are 20 cars in the lot. 5 cars are 10 years old. The rest are new. How many cars are new?
refuse	There are 20 cars in the lot. 5 cars are his. The rest are red. How many cars are red?
refuse	There are 20 cars in the lot. 5 cars are Tom's. The rest are Ann's. How many cars are Ann's?
refuse	There are 20 cars in the lot. 5 cars are too old. The rest are new. How many cars are new?
refuse	There are 20 cars in the lot. 5 cars are very old. The rest are new. How many cars are new?
15	There are 20 cars in the lot. 5 cars are old. The rest are new. How many cars are new?
refuse	There are 20 cars in the lot. 5 cars are for sale. The rest are new. How many cars are new?
refuse	There are 20 cars in the lot. 5 cars are sold. The rest are new. How many cars are new?
refuse	There are 20 cars in the lot. 5 cars are not red. The rest are red. How many cars are red?
refuse	There are 20 cars in the lot. 5 cars are red too. The rest are blue. How many cars are blue?
refuse	There are 20 cars in the lot. 5 cars are also red. The rest are blue. How many cars are blue?
refuse	There are 20 cars in the lot. 5 cars are usually red. The rest are blue. How many cars are blue?
refuse	There are 20 cars in the lot. 5 cars are red each day. The rest are blue. How many cars are blue?
refuse	There are 20 cars in the lot. 5 cars are red or blue. The rest are green. How many cars are green?
refuse	There are 20 cars in the lot. 5 cars are red and blue. The rest are green. How many cars are green?
refuse	There are 20 cars in the lot. 5 cars are mostly red. The rest are green. How many cars are green?
refuse	There are 20 cars in the lot. 5 cars are red. 5 cars are red. The rest are green. How many cars are green?
refuse	There are 20 cars in the lot. 5 red cars are new. The rest are green. How many cars are green?
refuse	There are 20 cars in the lot. The 5 cars are red. The rest are green. How many cars are green?
refuse	There are 20 cars in the lot. 5 cars are red. The rest of the trucks are green. How many cars are green?
refuse	There are 20 cars in the lot. 5 cars are red. The rest are green. How many trucks are green?
refuse	There are 20 cars and 10 trucks in the lot. 5 cars are red. The rest are green. How many cars are green?
15	There are 20 cars in the lot. 5 cars are red. The other cars are green. How many cars are green?
refuse	There are 20 cars in the lot. 5 cars are red. Some cars are green. How many cars are green?
refuse	There are 20 cars in the lot. 5 cars are red. Some of the rest are green. How many cars are green?
refuse	There are 20 cars in the lot. 5 cars will be red. The rest are green. How many cars are green?
refuse	There are 20 cars in the lot. 5 cars might be red. The rest are green. How many cars are green?
refuse	There are 20 cars in the lot. Nearly 5 cars are red. The rest are green. How many cars are green?
refuse	There are 20 cars in the lot. Over 5 cars are red. The rest are green. How many cars are green?
refuse	There are 20 cars in the lot. Only 5 cars are red. The rest are green. How many cars are green?
refuse	There are 20 cars in the lot. 5.5 cars are red. The rest are green. How many cars are green?
refuse	There are 20 cars in the lot. 5 cars are red. The rest are green. How many cars are in the lot now?
refuse	Tom has 10 apples. 4 of them are big. 3 of them are red. The rest are green. How many apples are green?
refuse	Tom has 10 apples. 4 apples are small. 3 apples are red. The rest are green. What percent of the apples are green?
refuse	There are 20 cars in the lot. 5 cars are new. 5 cars are red. The rest are green. How many cars are green?
refuse	There are 20 dogs. 5 dogs are puppies. 5 dogs are brown. The rest are black. How many dogs are black?
refuse	There are 20 students. 5 students are tall. 6 students are girls. The rest are boys. How many students are boys?
9	There are 20 students. 5 students are boys. 6 students are girls. The rest are teachers. How many students are teachers?
24	Each of the 4 boxes holds 6 pens. How many pens are there?
24	Tom has 4 boxes. Each box holds 6 pens. How many pens does Tom have?
24	His 4 boxes each hold 6 pens. Tom is a boy. How many pens does Tom have?
15	5 friends each bought 3 apples. How many apples did they buy in all?
15	5 friends each bought 3 apples. How many apples did the friends buy?
refuse	5 friends each bought 3 apples. Tom bought 2 apples. How many apples did the friends buy?
17	5 friends each bought 3 apples. Tom bought 2 apples. How many apples did they buy in all?
refuse	5 friends each bought 3 apples. 2 friends each bought 4 pears. How many apples did they buy in all?
15	5 friends each bought 3 apples. 2 friends each bought 4 pears. How many apples did the friends buy?
refuse	5 friends each bought 3 apples. 2 of the friends each bought 4 more apples. How many apples did they buy in all?
refuse	5 friends each bought 3 apples. They ate 2 apples. How many apples did they buy in all?
refuse	5 friends each bought 3 apples. How many pears did they buy in all?
refuse	5 friends each bought 3 apples. How many apples did each friend buy in all?
3	5 friends each bought 3 apples. How many apples did each friend buy?
refuse	5 friends each bought 3 apples. How many apples will they buy?
refuse	5 friends each bought 3 apples. How many apples did they buy yesterday?
refuse	5 friends each will buy 3 apples. How many apples did they buy in all?
refuse	5 friends each bought 3 apples. How many apples did 2 friends buy?
6	5 friends each bought 3 apples. How many apples did 2 of the friends buy?
refuse	5 friends each bought 3 apples and 2 pears. How many apples did they buy?
refuse	5 friends each bought 3 apples for $2. How much did they spend?
refuse	5 friends each bought 3 apples. Each apple costs $2. How much did they spend?
30	5 friends each bought 3 apples. Each apple cost $2. How much did they spend in all?
refuse	5 friends each bought 3 bags of apples. How many apples did they buy?
refuse	5 friends each bought 3 bags of apples. Each bag has 4 apples. How many bags did they buy?
15	5 friends each bought 3 bags of apples. How many bags did they buy?
60	5 friends each bought 3 bags of apples. Each bag has 4 apples. How many apples did they buy?
refuse	Tom's 3 friends each have 2 apples. How many apples does Tom have?
6	Tom's 3 friends each have 2 apples. How many apples do Tom's friends have?
refuse	Tom's 3 friends each have 2 apples. Tom has 5 apples. How many apples do they have?
11	Tom's 3 friends each have 2 apples. Tom has 5 apples. How many apples do they have in all?
refuse	There are 30 students in the class. Each student brought 2 pencils. How many pencils did the teachers bring?
60	There are 30 students in the class. Each student brought 2 pencils. How many pencils did the students bring?
60	There are 30 students in the class. Each student brought 2 pencils. 5 students left. How many pencils did the students bring?
refuse	There are 30 students in the class. 5 students are absent. Each student brought 2 pencils. How many pencils did the students bring?
refuse	There are 30 students in the class. There are 20 students in the gym. Each student brought 2 pencils. How many pencils did the students bring?
refuse	There are 30 students and 2 teachers in the class. Each person brought 2 pencils. How many pencils did they bring?
62	There are 30 students and 2 teachers in the class. Each student brought 2 pencils. Each teacher brought 1 pencil. How many pencils did they bring?
refuse	There are 30 students in the class. Each student brought 2 pencils. Each teacher brought 3 pencils. How many pencils were brought?
refuse	There are 30 students in the class. Each student brought 2 pencils. How many pencils were there last week?
refuse	There are 30 students in the class. Each student will bring 2 pencils. How many pencils did the students bring?
refuse	There are 30 students in the class. Each student brought 2 pencils. Each student brought 3 pens. How many pencils did the students bring?
refuse	There are 30 students in the class. Each student brought 2 pencils or 3 pens. How many pencils did the students bring?
refuse	There are 30 students in the class. Each student brought 2 pencils a day. How many pencils did the students bring?
refuse	There are 30 students in the class. Each student brought at least 2 pencils. How many pencils did the students bring?
refuse	There are 30 students in the class. Each student brought 2 more pencils. How many pencils did the students bring?
refuse	There are 30 students in the class. Each student in the class brought 2 pencils. Each student in the gym brought 3 pencils. How many pencils did the students bring?
refuse	There are 30 students in the class. Half of the students are girls. Each girl brought 2 pencils. How many pencils did the students bring?
20	There are 30 students in the class. 10 students are girls. Each girl brought 2 pencils. How many pencils did the girls bring?
20	There are 30 students in the class. 10 students are girls. Each student brought 2 pencils. How many pencils did the girls bring?
refuse	There are 30 students in the class. Each girl brought 2 pencils. How many pencils did the girls bring?
refuse	There were 30 students in the class last year. Each student brings 2 pencils. How many pencils do the students bring?
refuse	There are 6 people. They each bought 5 tickets. Tom bought 3 tickets. How many tickets did they buy?
30	There are 6 people. They each bought 5 tickets. How many tickets did they buy?
refuse	There are 6 people. They each bought 5 tickets. How many tickets did Tom buy?
refuse	There are 6 people. They each bought 5 tickets. They each bought 2 more tickets. How many tickets did they buy?
refuse	There are 6 people and 4 dogs. They each bought 5 tickets. How many tickets did they buy?
refuse	There are 6 people. There are 4 dogs. They each have 5 toys. How many toys do they have?
refuse	There are 6 people. They each have 5 bags. How many bags does each person have in all?
30	There are 6 boxes. They hold 5 pens each. How many pens are there?
refuse	There are 6 boxes. They hold 5 pens each. 2 boxes are empty. How many pens are there?
refuse	There are 6 boxes. 2 boxes are empty. They hold 5 pens each. How many pens are there?
10	There are 6 boxes. They hold 5 pens each. How many pens are in 2 boxes?
27	There are 6 boxes. They hold 5 pens each. Tom takes 3 pens. How many pens are left in the boxes?
refuse	Tom has 4 boxes. Ann has 3 boxes. Each of the 4 boxes holds 6 pens. How many pens does Ann have?
24	Tom has 4 boxes. Ann has 3 boxes. Each of Tom's 4 boxes holds 6 pens. How many pens does Tom have?
refuse	His 4 boxes each hold 6 pens. Her 3 boxes each hold 2 pens. How many pens are there?
24	Tom's 4 boxes each hold 6 pens. Ann's 3 boxes each hold 2 pens. How many pens does Tom have?
30	Tom's 4 boxes each hold 6 pens. Ann's 3 boxes each hold 2 pens. How many pens do they have?
6	Tom's 4 boxes each hold 6 pens. Ann's 3 boxes each hold 2 pens. How many pens does Ann have?
refuse	Tom's 4 boxes each hold 6 pens. He buys 2 boxes. How many pens does Tom have?
12	Tom's 4 boxes each hold 6 pens. He gives away 2 boxes. How many pens does Tom have?
27	Tom's 4 boxes each hold 6 pens. He has 3 pens in his pocket. How many pens does Tom have?
19	Tom's 4 boxes each held 6 pens. He lost 5 pens. How many pens does Tom have?
refuse	Tom's 4 boxes each hold 6 pens. How many boxes does Ann have?
4	Tom's 4 boxes each hold 6 pens. How many boxes does Tom have?
6	Tom's 4 boxes each hold 6 pens. How many pens are in each box?
refuse	Tom's 4 boxes each hold up to 6 pens. How many pens does Tom have?
refuse	Tom's 4 boxes each can hold 6 pens. How many pens does Tom have?
refuse	Tom's 4 boxes can each hold 6 pens. How many pens does Tom have?
refuse	Tom's 4 boxes each hold 6 pens when full. How many pens does Tom have?
refuse	Tom's 4 empty boxes each hold 6 pens. How many pens does Tom have?
refuse	Tom's 4 boxes each hold 6 pens. 1 box is empty. How many pens does Tom have?
24	Tom's 4 boxes each hold 6 pens. 2 boxes are red. How many pens does Tom have?
refuse	Tom's 4 boxes each weigh 6 pounds. How many pounds does Tom have?
refuse	Tom's 4 boxes each cost $6. How many dollars does Tom have?
refuse	Tom's 4 boxes each cost $6. How much does Tom have?
24	Tom's 4 boxes each cost $6. How much did Tom pay for the boxes?
2	Tom's 4 sons each have 3 apples. Tom has 2 apples. How many apples does Tom have?
2	Tom has 2 apples. How many apples does Tom have?
14	Tom's 4 sons each have 3 apples. Tom has 2 apples. How many apples do they have in all?
12	Tom's 4 sons each caught 3 fish. Tom caught 2 fish. How many fish did Tom's sons catch?
refuse	Tom's 4 sons each caught 3 fish. Tom caught 2 fish. How many fish did they catch?
14	Tom's 4 sons each caught 3 fish. Tom caught 2 fish. How many fish did they catch in all?
refuse	Tom's 4 sons each caught 3 fish. How many fish did Tom catch?
refuse	Tom's 4 sons each caught 3 fish. How many fish did Ann's sons catch?
refuse	Tom's 4 sons each caught 3 fish. How many sons does Ann have?
4	Tom's 4 sons each caught 3 fish. How many sons does Tom have?
12	Tom's 4 sons each caught 3 fish. They released 5 fish. How many fish did they catch?
20	Tom's 4 sons each caught 3 fish yesterday. Today they each caught 2 fish. How many fish did they catch?
refuse	Tom's 4 sons each caught 3 fish. Ann's 2 sons each caught 5 fish. How many fish did they catch?
22	Tom's 4 sons each caught 3 fish. Ann's 2 sons each caught 5 fish. How many fish did they catch in all?
10	Tom's 4 sons each caught 3 fish. Ann's 2 sons each caught 5 fish. How many fish did Ann's sons catch?
refuse	Tom's 4 sons each caught 3 fish. 2 of his sons each caught 1 more fish. How many fish did they catch?
refuse	The 3 friends picked 4 apples each. The 2 friends picked 3 pears each. How many apples did they pick?
refuse	The 3 friends picked 4 apples each day. How many apples did they pick?
refuse	The 3 friends picked 4 apples each week for 2 weeks. How many apples did they pick?
refuse	5 friends each bought 3 apples each. How many apples did they buy?
refuse	5 friends each bought 3 apples every day. How many apples did they buy?
15	5 friends each bought 3 apples in 2 days. How many apples did they buy?
180	5 friends each bought 3 dozen apples. How many apples did they buy?
refuse	5 friends each bought 3 apples, 2 of which were red. How many apples did they buy?
refuse	5 friends each bought 3 apples. 2 friends each bought 3 apples. How many apples did they buy?
25	5 friends each bought 3 apples. Then they each bought 2 apples. How many apples did they buy?
refuse	5 friends each bought 3 apples. Then they bought 2 apples. How many apples did they buy?
refuse	5 friends each bought 3 apples. Then they bought 2 more apples. How many apples did they buy?
refuse	5 friends each bought 3 apples. 3 more friends joined them. How many apples did they buy?
15	5 friends each bought 3 apples. 2 friends left. How many apples did they buy?
refuse	5 friends each bought 3 apples. 2 friends left. How many apples do they have?
3	Sara's 2 brothers each caught 6 fish. Sara caught 3 fish. How many fish did Sara catch?
refuse	Sara's 2 brothers each caught 6 fish. How many fish did Sara's sisters catch?
12	Sara's 2 brothers each caught 6 fish. How many fish did her brothers catch?
refuse	Sara's 2 brothers each caught 6 fish. How many fish did his brothers catch?
6	Sara's 2 brothers each caught 6 fish. How many fish did the brothers catch each?
refuse	Each of the 3 friends picked 4 apples. Each of the 2 friends picked 3 apples. How many apples did the friends pick?
refuse	Each of the 3 friends picked 4 apples. How many apples did the 2 friends pick?
refuse	Each of the 3 friends picked 4 apples. How many apples did the 4 friends pick?
12	Each of the 3 friends picked 4 apples. How many apples did the three friends pick?
refuse	Each of the 3 friends picked 4 apples. How many apples did the two friends pick?
refuse	Each of the 3 friends picked 4 apples. How many apples did the friends eat?
refuse	Each of the 3 friends picked 4 apples. How many apples did the friends plant?
70	Tom plays 10 songs a day. How many songs does he play in a week?
refuse	Tom plays 10 songs a day. How many songs does he play in a month?
refuse	Tom plays 10 songs a day. How many songs does Ann play in a week?
refuse	Tom plays 10 songs a day. Ann plays 5 songs a day. How many songs does she play in a week?
35	Tom plays 10 songs a day. Ann plays 5 songs a day. How many songs does Ann play in a week?
105	Tom plays 10 songs a day. Ann plays 5 songs a day. How many songs do they play in a week?
refuse	Tom plays 10 songs a day. He plays 5 songs a day. How many songs does he play in a week?
105	Tom plays 10 songs a day. He also plays 5 songs a day. How many songs does he play in a week?
70	Tom plays 10 songs a day. He sings 5 songs a day. How many songs does he play in a week?
refuse	Tom plays 10 songs a day. How many songs does he sing in a week?
refuse	Tom plays 10 songs a day. How many games does he play in a week?
refuse	Tom played 10 songs a day. How many songs does he play in a week?
refuse	Tom played 10 songs a day last year. How many songs does he play in a week?
70	Tom plays 10 songs a day. How many songs did he play last week?
70	Tom plays 10 songs a day. How many songs would he play in a week?
70	Tom plays 10 songs a day. How many songs will he play in a week?
50	Tom plays 10 songs a day on weekdays. How many songs does he play in a week?
refuse	Tom plays 10 songs a day except Sundays. How many songs does he play in a week?
50	Tom plays 10 songs a day, 5 days a week. How many songs does he play in a week?
refuse	Tom plays 10 songs a day for 3 days. How many songs does he play in a week?
30	Tom plays 10 songs a day for 3 days. How many songs does he play?
refuse	Tom plays up to 10 songs a day. How many songs does he play in a week?
refuse	Tom plays about 10 songs a day. How many songs does he play in a week?
refuse	Tom plays at least 10 songs a day. How many songs does he play in a week?
refuse	Tom plays 10 songs a day at most. How many songs does he play in a week?
refuse	Tom plays 10 more songs a day. How many songs does he play in a week?
140	Tom plays 10 songs a day. How many songs does he play in 2 weeks?
140	Tom plays 10 songs a day. How many songs does he play in 14 days?
240	Tom plays 10 songs an hour. How many songs does he play in a day?
refuse	Tom plays 10 songs an hour. How many songs does he play in a week?
refuse	Tom plays 10 songs a day. How many songs does he play in an hour?
refuse	Tom plays 10 songs a week. How many songs does he play in a day?
520	Tom plays 10 songs a week. How many songs does he play in a year?
120	Tom plays 10 songs a month. How many songs does he play in a year?
refuse	Tom plays 10 songs a month. How many songs does he play in a week?
refuse	Tom plays 10 songs every 2 days. How many songs does he play in a week?
refuse	Tom plays 10 songs every other day. How many songs does he play in a week?
140	Tom plays 10 songs twice a day. How many songs does he play in a week?
70	Tom plays 10 songs a day. He has played 50 songs. How many songs does he play in a week?
refuse	Tom and Ann play 10 songs a day. How many songs does Tom play in a week?
70	Tom and Ann each play 10 songs a day. How many songs does Tom play in a week?
140	Tom and Ann each play 10 songs a day. How many songs do they play in a week?
140	Tom plays 10 songs a day. Ann plays twice as many songs a day. How many songs does Ann play in a week?
14	John takes 2 pills a day. How many pills does he take in a week?
16	John takes 2 pills a day. He has 30 pills. How many pills does he have after a week?
14	John takes 2 pills a day. How many pills does he need in a week?
refuse	John takes 2 pills a day. How many pills does he buy in a week?
730	John takes 2 pills a day. How many pills does he take in a year?
refuse	John takes 2 pills a day. How many pills does he take in a month?
60	John takes 2 pills a day. How many pills does he take in 30 days?
14	John takes 2 pills a day and 1 vitamin a day. How many pills does he take in a week?
refuse	John takes 2 pills a day. How many vitamins does he take in a week?
refuse	John takes 2 pills a day. How many pills does he take in a 40-hour week?
refuse	John takes 2 pills a day. How many pills does he take in an 8-hour day?
10	John takes 2 pills a day. How many pills does he take in a 5-day week?
refuse	John takes 2 pills a day for 5 days. How many pills does he take in a week?
refuse	John takes 2 pills a day. He takes 3 pills a day. How many pills does he take in a week?
35	John takes 2 pills a day. Ann takes 3 pills a day. How many pills do they take in a week?
12	John takes 2 pills a day. How many pills does he take in a week if he skips Sunday?
21	John takes 2 pills a day. How many pills does he take in a week if he takes 1 more pill a day?
refuse	John takes 2 hours a day. How many hours does he take in a week?
14	John takes 2 pills a day. How many pills will he take in a week?
refuse	John takes 2 pills a day. How many pills would he take in a week?
refuse	John took 2 pills a day. How many pills will he take in a week?
refuse	John used to take 2 pills a day. How many pills does he take in a week?
14	John now takes 2 pills a day. How many pills does he take in a week?
14	John takes 2 pills a day. His wife takes 1 pill a day. How many pills does he take in a week?
7	John takes 2 pills a day. His wife takes 1 pill a day. How many pills does his wife take in a week?
refuse	Nancy buys 2 coffees a day. How many coffees does she buy in a week?
refuse	Nancy buys 2 coffees a day. Each coffee costs $3. How much does she spend in a week?
6	Nancy buys 2 coffees a day. Each coffee costs $3. How much does she spend on coffee in a day?
2100	Tom burns 300 calories every day. How many calories does he burn in a week?
2100	Tom burns 300 calories every day. He eats 2000 calories every day. How many calories does he burn in a week?
refuse	Tom burns 300 calories every day. How many calories does he eat in a week?
refuse	Tom burns 300 calories every hour. How many calories does he burn in a week?
refuse	Tom burns 300 calories every hour he runs. How many calories does he burn in a week?
refuse	Tom burns 300 calories every day he runs. How many calories does he burn in a week?
900	Tom burns 300 calories every day he runs. He runs 3 days a week. How many calories does he burn in a week?
refuse	Tom burns 300 calories a day by running. How many calories does he burn in a week?
50	Linda makes $10 an hour babysitting. She babysits for 5 hours. How much does she make?
refuse	Linda makes $10 an hour babysitting. She tutors for 5 hours. How much does she make?
50	Linda makes $10 an hour babysitting. She works for 5 hours. How much does she make?
50	Linda makes $10 an hour babysitting. She spends 5 hours babysitting. How much does she make?
refuse	Linda makes $10 an hour babysitting. She spends 5 hours tutoring. How much does she make?
refuse	Linda makes $10 an hour babysitting. She spends 5 hours reading. How much does she make?
refuse	Linda makes $10 an hour babysitting. She babysits for 5 hours. How much does Ann make?
refuse	Linda makes $10 an hour babysitting. Ann babysits for 5 hours. How much does Ann make?
refuse	Linda makes $10 an hour babysitting. Ann babysits for 5 hours. How much does she make?
refuse	Linda made $10 an hour babysitting. She babysits for 5 hours. How much does she make?
50	Linda makes $10 an hour babysitting. She babysat for 5 hours. How much will she make?
50	Linda makes $10 an hour babysitting. She babysat for 5 hours last week. How much did she make last week?
50	Linda makes $10 an hour babysitting. She babysits for 5 hours. She spends $20. How much does she make?
30	Linda makes $10 an hour babysitting. She babysits for 5 hours. She spends $20. How much money does she have left?
refuse	Linda makes $10 an hour babysitting. She babysits for 5 hours. She has $20. How much does she make?
refuse	Linda makes $10 an hour babysitting. She babysits for 5 hours a week. How much does she make?
50	Linda makes $10 an hour babysitting. She babysits for 5 hours a week. How much does she make in a week?
refuse	Linda makes $10 an hour babysitting. She babysits for 5 hours a week. How much does she make in a month?
refuse	Linda makes $10 an hour babysitting. She babysits for 5 hours a day. How much does she make in a week?
refuse	Linda makes $10 an hour babysitting. She babysits for 5 days. How much does she make?
refuse	Linda makes $10 an hour babysitting. She babysits for 50 minutes. How much does she make?
15	Linda makes $10 an hour babysitting. She babysits for 90 minutes. How much does she make?
refuse	Linda makes $10 an hour babysitting and $15 an hour tutoring. She babysits for 5 hours. How much does she make?
refuse	Linda makes $10 an hour babysitting. She makes $15 an hour tutoring. She babysits for 5 hours. How much does she make?
50	Linda makes $10 an hour babysitting. She makes $15 an hour tutoring. She babysits for 5 hours. How much does she make babysitting?
refuse	Linda makes $10 an hour babysitting. She makes $15 an hour tutoring. She babysits for 5 hours. She tutors for 2 hours. How much does she make babysitting?
80	Linda makes $10 an hour babysitting. She makes $15 an hour tutoring. She babysits for 5 hours. She tutors for 2 hours. How much does she make?
refuse	Linda makes $10 an hour babysitting. She babysits for 5 hours. She tutors for 2 hours. How much does she make?
50	Linda makes $10 an hour babysitting her brother. She babysits for 5 hours. How much does she make?
refuse	Linda makes $10 an hour babysitting on weekends. She babysits for 5 hours. How much does she make?
refuse	Linda makes $10 an hour babysitting 3 kids. She babysits for 5 hours. How much does she make?
5	Linda makes $10 an hour babysitting. She babysits for 5 hours. How many hours does she babysit?
50	Linda makes $10 an hour babysitting. How much does she make in 5 hours?
50	Linda makes $10 an hour babysitting. How much does she make babysitting for 5 hours?
refuse	Linda makes $10 an hour babysitting. How much does she make tutoring for 5 hours?
refuse	Linda makes $10 an hour babysitting. How much does she make in 5 days?
refuse	Linda makes $10 an hour babysitting. How much does she make in a week?
400	Linda makes $10 an hour babysitting. How much does she make in a 40-hour week?
80	Linda makes $10 an hour babysitting. How much does she make in an 8-hour day?
600	Ann earns $15 per hour. How much does she earn in a 40-hour week?
refuse	Ann earns $15 per hour. How much does she earn in a 40-day week?
10	Ann earns $15 per hour. How much does she earn in a 40-minute week?
10	Ann earns $15 per hour. How much does she earn in a 40-minute shift?
refuse	Ann earns $15 per hour. How much does she earn in a 200-hour week?
refuse	Ann earns $15 per hour. How much does she earn in a 30-hour day?
refuse	Ann earns $15 per hour. How much does she earn in a 2-hour minute?
1200	Ann earns $15 per hour. How much does she earn in two 40-hour weeks?
600	Ann earns $15 per hour. How much does she earn in a 40-hour month?
135/2	Ann earns $15 per hour. How much does she earn in a 4.5-hour shift?
refuse	Ann earns $15 per hour. How much does Tom earn in a 40-hour week?
refuse	Ann earns $15 per hour. Tom earns $20 per hour. How much does she earn in a 40-hour week?
600	Ann earns $15 per hour. Tom earns $20 per hour. How much does Ann earn in a 40-hour week?
800	Ann earns $15 per hour. Tom earns $20 per hour. How much does Tom earn in a 40-hour week?
1400	Ann earns $15 per hour. Tom earns $20 per hour. How much do they earn in a 40-hour week?
600	Ann earns $15 per hour. She works 30 hours a week. How much does she earn in a 40-hour week?
680	Ann earns $15 per hour. She gets a $2 raise. How much does she earn in a 40-hour week?
600	Ann earned $15 per hour. How much does she earn in a 40-hour week?
600	Ann earns $15 per hour. How much did she earn in a 40-hour week?
600	Ann earns $15 per hour. How much would she earn in a 40-hour week?
refuse	Ann earns $15 per hour. How much does she spend in a 40-hour week?
refuse	Ann earns $15 per hour. How much does she save in a 40-hour week?
600	Ann earns $15 per hour. She spends $100 a week. How much does she earn in a 40-hour week?
500	Ann earns $15 per hour. She spends $100 a week. How much does she save in a 40-hour week?
refuse	Ann earns $15 per hour on weekdays. How much does she earn in a 40-hour week?
refuse	Ann earns $15 per hour on weekdays and $20 per hour on weekends. How much does she earn in a 40-hour week?
refuse	Ann earns $15 per hour. She works overtime. How much does she earn in a 40-hour week?
refuse	Ann earns $15 per hour after taxes. How much does she earn in a 40-hour week?
refuse	Ann earns $15 per hour before taxes. How much does she earn in a 40-hour week?
600	Janet makes $20 per hour at work. How much does she make in a 30-hour week?
refuse	Janet makes $20 per hour at work. How much does she make at home in a 30-hour week?
refuse	Janet makes $20 per hour at work. She babysits for 5 hours. How much does she make?
refuse	Janet makes $20 per hour at work. She works for 5 hours at home. How much does she make?
100	Janet makes $20 per hour at work. She works for 5 hours. How much does she make?
refuse	Janet makes $20 per hour at work. How much does she make in 5 hours at home?
5	Doris earns $20 per hour by babysitting. She needs $100. How many hours does she need to babysit?
refuse	Doris earns $20 per hour by babysitting. She needs $100. How many hours does she need to tutor?
5	Doris earns $20 per hour by babysitting. She needs $100. How many hours does she need to work?
refuse	Doris earns $20 per hour by babysitting. She needs $110. How many hours does she need to babysit?
refuse	Doris earns $20 per hour by babysitting. She needs $100. How many hours does Ann need to babysit?
3	Doris earns $20 per hour by babysitting. She has $40. She needs $100. How many hours does she need to babysit?
75	Ann earned $15 per hour. How much does she earn in 5 hours?
75	Ann earned $15 per hour. She works 5 hours. How much does she earn?
refuse	Linda made $10 an hour babysitting. How much does she make in 5 hours?
36	Tom has 4 boxes. Each box holds 6 pens. He buys 2 boxes. How many pens does Tom have?
refuse	Each of the 4 empty boxes holds 6 pens. How many pens are there?
refuse	4 empty jars each hold 6 liters. How many liters are there?
refuse	Tom's 4 new boxes each hold 6 pens. He buys 2 more boxes. How many pens does Tom have?
refuse	5 friends each bought 3 apples. 2 more friends came. How many apples did they buy in all?
refuse	There are 30 students in the class. Each student brought 2 pencils. 5 more students came. How many pencils did the students bring?
refuse	There are 6 people. They each bought 5 tickets. 2 more people came. How many tickets did they buy?
refuse	There are 6 boxes. They hold 5 pens each. Tom buys 2 boxes. How many pens are there?
refuse	Ann earns $15 per hour. How much does she earn in a 2000-minute day?
refuse	Ann earns $15 per hour. How much does she earn in a 25-hour shift?
360	Ann earns $15 per hour. How much does she earn in a 24-hour day?
2520	Ann earns $15 per hour. How much does she earn in a 168-hour week?
refuse	Tom reads 10 pages an hour. How many pages does he read in a 30-hour day?
80	Tom reads 10 pages an hour. How many pages does he read in an 8-hour day?
refuse	Janet makes $20 per hour at her job. She tutors for 5 hours. How much does she make?
24	Tom's 4 big boxes each hold 6 pens. How many pens does Tom have?
refuse	There are 4 empty boxes. Each box holds 6 pens. How many pens are there?
refuse	Tom has 4 empty jars. Each jar holds 6 cookies. How many cookies does Tom have?
refuse	Tom has 4 jars. Each empty jar holds 6 cookies. How many cookies does Tom have?
refuse	Tom's 4 boxes each hold 6 pens. Ann gives him 2 boxes. How many pens does Tom have?
refuse	Tom's 4 boxes each hold 6 pens. He finds 2 boxes. How many pens does Tom have?
refuse	There are 4 boxes. Each box holds 6 pens. 2 more boxes arrive. How many pens are there?
6	Tom has 10 apples. 4 apples are in the bag. How many apples are not in the bag?
6	Tom has 10 apples. 4 apples are in the bag. The rest are on the table. How many apples are on the table?
refuse	Tom has 10 apples. 4 apples are in the bag. The rest are red. How many apples are red?
refuse	Tom has 10 apples. 4 apples are from Ann. The rest are red. How many apples are red?
6	Tom has 10 apples. 4 apples are from Ann. The rest are from Ben. How many apples are from Ben?
refuse	Tom has 10 apples. 4 apples are from Ann. How many apples did Ann give Tom?
refuse	Tom has 10 apples. 4 apples are rotten. The rest are red. How many apples are red?
refuse	Tom has 10 apples. 4 apples are rotten. The rest are big. What percent of the apples are big?
refuse	Tom has 10 apples. 4 apples are red. The rest are big. What percent of the apples are big?
refuse	Tom has 10 apples. 4 apples are red. The rest are big. How many apples are big?
refuse	Tom has 10 apples. 4 apples are red. The rest are ripe. How many apples are ripe?
refuse	Tom has 10 apples. 4 apples are sour. The rest are red. How many apples are red?
40	Tom has 10 apples. 4 apples are sour. The rest are sweet. What percent of the apples are sour?
60	Tom has 10 apples. 4 apples are sour. The rest are sweet. What percent of the apples are sweet?
refuse	Tom has 10 apples. 4 apples are sour. 3 apples are red. The rest are sweet. How many apples are sweet?
refuse	Tom has 10 apples. 4 apples are red. 3 apples are sour. The rest are green. How many apples are green?
refuse	There are 30 students. 10 students are girls. 5 students are absent. The rest are boys. How many students are boys?
refuse	There are 30 students. 10 students are absent. 5 students are girls. How many students are present?
refuse	There are 30 students. 10 students are girls. 5 students are absent. How many students are present?
20	There are 30 students. 10 students are girls. 5 students are absent. How many students are boys?
refuse	There are 30 students. 10 students are girls. 5 students are tall. How many students are boys?
refuse	There are 30 students. 10 students are girls. 5 students are tall. What percent of the students are boys?
50	There are 30 students. 10 students are girls. 5 students are boys. 15 students are teachers. What percent of the students are teachers?
20	There are 30 students. 10 students are girls. How many students are boys?
refuse	There are 30 students. 10 students are girls. What percent of the students are boys?
25	Tom has 12 apples. 3 of them are red. What percent of the apples are red?
refuse	Tom has 12 apples. 3 of them are red. What percent of the apples are green?
refuse	Tom has 12 apples. Ann has 8 apples. 3 of them are red. What percent of the apples are red?
refuse	Tom has 12 apples. Ann has 8 apples. 3 of Ann's apples are red. What percent of Tom's apples are red?
25	Tom has 12 apples. Ann has 8 apples. 3 of Tom's apples are red. What percent of Tom's apples are red?
refuse	Tom has 12 apples. Ben has 8 apples. 3 of his apples are red. What percent of his apples are red?
refuse	Tom has 12 apples. 3 of them are red. He eats 2 red apples. What percent of the apples are red?
refuse	Tom has 12 apples. 3 of them are red. He buys 4 red apples. What percent of the apples are red?
refuse	Tom has 12 apples. 3 of them are red. He has 4 pears. What percent of the fruits are red?
25	Tom has 12 apples. 3 of them are red. He has 4 pears. What percent of the apples are red?
refuse	Tom has 12 apples. 1/4 of them are red. What percent of the apples are green?
75	Tom has 12 apples. 1/4 of them are red. The rest are green. What percent of the apples are green?
refuse	Tom has 12 apples. 1/4 of them are red. Half of the red apples are big. What percent of the apples are big?
50	Tom has 12 apples. 1/4 of them are red. Half of the red apples are big. What percent of the red apples are big?
25	Tom has 12 apples. 25% of them are red. What percent of the apples are red?
refuse	Tom has 12 apples. 25% of them are red. What percent of the apples are big?
refuse	Tom has 12 apples. 3 apples are red. What percent of the apples does he have?
refuse	Tom has 12 apples. 3 apples are red. What percent of the red apples are there?
refuse	Tom has 12 apples. 3 apples are red. What percent are red?
25	Tom has 12 apples. 3 apples are red. What percent of them are red?
refuse	Tom has 12 apples. 3 apples are red. What percent of the apples are red and big?
refuse	Tom has 12 apples. 3 apples are red. What percent of the apples were red last week?
refuse	Tom has 12 apples. 3 apples are red. What percent of the pears are red?
refuse	Tom has 12 apples. 3 apples are red. What percent of the fruits are red?
25	Tom has 12 apples. 3 apples are red. What percent of the fruit is red?
refuse	Tom has 12 apples and 4 pears. 3 apples are red. What percent of the fruit is red?
refuse	Tom has 12 apples. 3 apples are red. What percent of the apples will be red?
refuse	Tom has 12 apples. 3 apples are red. What percent of the apples could be red?
refuse	Tom has 12 apples. 3 apples are red. What percent of the apples are red or green?
refuse	Tom has 12 apples. 3 apples are red. What percent of the apples are mostly red?
refuse	Tom has 12 apples. 3 apples are red. What percent of the apples are red on the inside?
1/4	Tom has 12 apples. 3 apples are red. What fraction of the apples are red?
refuse	Tom has 12 apples. 3 apples are red. What percent of the apples are not red?
refuse	Tom has 12 apples. 3 apples are red. What percent of the apples are left?
refuse	Tom has 12 apples. 3 apples are red. What percent of the apples are red and shiny?
refuse	Tom has 12 apples. 3 apples are red. What percent of the apples are Ann's?
refuse	Tom has 12 apples. 3 apples are Ann's. What percent of the apples are Ann's?
refuse	Tom has 12 apples. 3 apples are for Ann. What percent of the apples are for Ann?
refuse	Tom has 12 apples. 3 apples are for sale. What percent of the apples are for sale?
refuse	Tom has 12 apples. 3 apples are on sale. What percent of the apples are on sale?
25	Tom has 12 apples. 3 apples are bad. 3 apples are red. What percent of the apples are red?
refuse	Tom has 12 apples. 3 apples are red. 3 apples are red. What percent of the apples are red?
refuse	Tom has 12 apples. 3 apples are red. 6 apples are red. What percent of the apples are red?
refuse	Tom has 12 apples. 3 apples are red. Ann has 3 red apples. What percent of the apples are red?
25	Tom has 12 apples. 3 apples are red. Ann has 3 red apples. What percent of Tom's apples are red?
refuse	Tom has 12 apples. 3 apples are red. He has 3 red pears. What percent of his fruits are red?
refuse	Tom has 12 apples. He has 3 red apples. What percent of the apples are red?
refuse	Tom has 12 apples. 3 apples are red. He has 4 red apples. What percent of the apples are red?
refuse	Tom has 12 apples. 3 apples are red and 3 apples are green. The rest are yellow. What percent of the apples are big?
50	Tom has 12 apples. 3 apples are red and 3 apples are green. The rest are yellow. What percent of the apples are yellow?
refuse	Tom has 12 apples. 3 apples are red and 3 apples are big. The rest are yellow. What percent of the apples are yellow?
refuse	Tom has 12 apples. 3 of them are red and 3 of them are big. The rest are yellow. What percent of the apples are yellow?
refuse	Tom has 12 apples. 3 of them are red and 3 of them are big. The rest are yellow. How many apples are yellow?
refuse	There are 12 dogs. 3 dogs are brown, 3 dogs are big, and the rest are black. How many dogs are black?
refuse	There are 12 dogs. 3 dogs are puppies, 3 dogs are brown, and the rest are black. How many dogs are black?
refuse	There are 12 dogs. 3 of the dogs are puppies and 3 of the dogs are brown. The rest are black. How many dogs are black?
refuse	There are 12 students. Half of them are girls. 3 of them are tall. The rest are boys. How many students are boys?
refuse	There are 12 students. Half of them are girls. One-third of them are tall. The rest are boys. How many students are boys?
refuse	There are 12 students. Half of them are tall. The rest are girls. How many students are girls?
refuse	There are 12 students. Half of them are tall. The rest are girls. What percent of the students are girls?
refuse	Ms. Lee has 30 students. Each student brought 2 pencils. How many pencils did Ms. Lee bring?
refuse	Ms. Lee has 30 students. Each student brought 2 pencils. How many pencils does Ms. Lee have?
60	Ms. Lee has 30 students. Each student brought 2 pencils. How many pencils did her students bring?
refuse	Ms. Lee has 30 students. Each student brought 2 pencils. How many pencils did his students bring?
refuse	Ms. Lee has 30 students. Mr. Cho has 20 students. Each student brought 2 pencils. How many pencils did the students bring?
refuse	Ms. Lee has 30 students. Each student brought 2 pencils. Mr. Cho has 20 students. How many pencils did the students bring?
refuse	There are 30 students in the class. Each student brought 2 pencils. How many pencils are in the class?
60	There are 30 students in the class. Each student brought 2 pencils. The teacher brought 5 pencils. How many pencils did the students bring?
65	There are 30 students in the class. Each student brought 2 pencils. The teacher brought 5 pencils. How many pencils were brought in all?
refuse	There are 30 students in the class. Each student brought 2 pencils. The teacher brought 5 pencils. How many pencils did they bring?
refuse	There are 30 students in the class. Each student lost 2 pencils. How many pencils did the students lose?
30	There are 30 students in the class. Each student brought 2 pencils. They each lost 1 pencil. How many pencils do they have?
60	There are 30 students in the class. Each student brought 2 pencils. Each student gave 1 pencil to the teacher. How many pencils did the students bring?
2	There are 30 students in the class. Each student brought 2 pencils. How many pencils did each student bring?
refuse	There are 30 students in the class. Every student brought 2 pencils to school. How many pencils did the students bring home?
refuse	There are 30 students in the class. Each student brought 2 pencils yesterday. How many pencils did the students bring today?
60	There are 30 students in the class. Each student brought 2 pencils yesterday. How many pencils did the students bring?
refuse	There are 30 students. Each boy brought 2 pencils. How many pencils did the boys bring?
refuse	There are 30 children. Each child received 3 candies. How many candies did the kids receive?
90	There are 30 children. Each child received 3 candies. How many candies did the children receive?
refuse	There are 30 children. Each child received 3 candies. How many candies did the children eat?
90	There are 30 children. Each child received 3 candies. How many candies are left?
refuse	There are 30 children and 5 adults. Each child received 3 candies. How many candies did they receive?
90	There are 30 children and 5 adults. Each child received 3 candies. How many candies did the children receive?
refuse	There are 30 children. 5 children left. Each child received 3 candies. How many candies did the children receive?
refuse	There are 30 children. Each child received 3 candies. Then 5 children left. How many candies did the children receive?
90	There are 30 children. Half of them are girls. Each child received 3 candies. How many candies did the children receive?
refuse	There are 30 children. Each child received 3 candies or 2 cookies. How many candies did the children receive?
refuse	There are 30 children. Each child received up to 3 candies. How many candies did the children receive?
refuse	There are 30 children. Each child may receive 3 candies. How many candies did the children receive?
refuse	There are 30 children. Each child should receive 3 candies. How many candies did the children receive?
refuse	There are 30 children. Each child received 3 candies per day. How many candies did the children receive?
90	There are 30 children. Each child received 3 candies from Ann. How many candies did Ann give?
refuse	There are 30 children. Each child received 3 candies from Ann. How many candies did Ben give?
10	There are 30 children. Each child received 3 candies from Ann. Ann had 100 candies. How many candies does Ann have left?
90	There are 6 people. They each bought 5 tickets. Each ticket costs $3. How much did they spend?
refuse	There are 6 people. They each bought 5 tickets for $3. How much did they spend?
5	There are 6 people. They each bought 5 tickets. How many tickets did each person buy?
30	There are 6 people in the room. They each bought 5 tickets. How many tickets did they buy?
30	There are 6 people. 2 of them are kids. They each bought 5 tickets. How many tickets did they buy?
refuse	There were 6 people. Now there are 8 people. They each bought 5 tickets. How many tickets did they buy?
30	There are 6 people. They each bought 5 tickets. They each bought 2 pens. How many tickets did they buy?
30	There are 6 people. They each bought 5 tickets. They each used 2 tickets. How many tickets did they buy?
30	There are 6 people. They each bought 5 tickets. How many tickets do they have?
30	There are 6 people. They each have 5 bags. How many bags are there?
42	There are 6 people. They each have 5 bags. They each buy 2 bags. How many bags do they have?
refuse	There are 6 people. They each have 5 bags. 2 people have 3 more bags. How many bags do they have?
refuse	There are 6 people. They each have 5 bags. Tom has 3 bags. How many bags do they have?
20	There are 6 people. They each have 5 bags. 2 people leave. How many bags do they have?
refuse	There are 6 people. They each have 5 bags. 2 more people come. How many bags do they have?
5	There are 6 people. They each have 5 bags. How many bags does each person have?
90	There are 6 people. They each have 5 bags. Each bag weighs 3 pounds. How many pounds do the bags weigh?
90	There are 6 people. They each have 5 bags. Each bag holds 3 books. How many books are there?
refuse	There are 6 boxes. They hold 5 pens each. 2 boxes hold 3 pens. How many pens are there?
30	There are 6 boxes. They hold 5 pens each. How many pens are in the boxes?
refuse	There are 6 boxes. They hold 5 pens each. How many pens are in each box?
refuse	There are 6 boxes. They hold 5 pens each. How many pens does Tom have?
refuse	There are 6 boxes. They hold up to 5 pens each. How many pens are there?
refuse	There are 6 boxes. They can hold 5 pens each. How many pens are there?
refuse	There are 6 empty boxes. They hold 5 pens each. How many pens are there?
30	There are 6 boxes on the shelf. They hold 5 pens each. How many pens are there?
27	There are 6 boxes. They held 5 pens each. Tom took 3 pens. How many pens are there?
30	There are 6 boxes. They held 5 pens each. How many pens are there now?
30	There are 6 boxes. They hold 5 pens each. They hold 2 pencils each. How many pens are there?
refuse	There are 6 boxes. They hold 5 pens each. They hold 2 pencils each. How many pens and pencils are there?
42	There are 6 boxes. They hold 5 pens each. They hold 2 pencils each. How many items are there?
refuse	Tom received 3 candies. How many candies are left?
refuse	Tom bought 5 apples. How many apples are left?
15	5 friends each bought 3 apples. How many apples are left?
9	Tom's 3 sons each received 3 candies. How many candies are left?
30	There are 6 people. They each bought 5 tickets. How many tickets are left?
refuse	Tom has 5 apples. How many apples are left?
refuse	There are 6 boxes. They hold 5 pens each. How many pens are left?
refuse	Tom bought 5 apples and Ann bought 3 apples. How many apples are left?
refuse	Tom bought 5 apples. Ann bought 3 apples. How many apples are left?
refuse	Tom picked 5 apples. Ann picked 3 apples. How many apples are left?
refuse	Tom and Ann each bought 3 apples. How many apples are left?
refuse	5 friends each bought 3 apples. How many apples are there?
8	Tom has 5 apples. He buys 3 apples. How many apples are left?
8	Tom bought 5 apples. He bought 3 more apples. How many apples are left?
refuse	5 friends each bought 3 apples. How many apples are there in all?
15	5 friends each bought 3 apples. How many apples remain?
35	Tom plays 10 songs a day. Ann plays 5 songs a day. How many more songs does Tom play in a week?
35	Tom plays 10 songs a day. Ann plays 5 songs a day. How many more songs does Tom play than Ann in a week?
refuse	Tom plays 10 songs a day. How many songs does he play in a week if he plays 2 more songs a day?
70	Tom plays 10 songs a day. How many songs has he played in a week?
70	Tom plays 10 songs a day. How many songs did he play in a week?
70	Tom plays 10 songs a day. How many songs does he play each week?
70	Tom plays 10 songs a day. How many songs does he play per week?
refuse	Tom plays 10 songs each day and 20 songs on Sunday. How many songs does he play in a week?
refuse	Tom plays 10 songs a day. On Sunday he plays 20 songs. How many songs does he play in a week?
refuse	Tom plays 10 songs a day. He rests on Sunday. How many songs does he play in a week?
refuse	Tom plays 10 songs a day. He does not play on Sunday. How many songs does he play in a week?
refuse	Tom plays 10 songs a day. He skips 2 days. How many songs does he play in a week?
refuse	Tom plays 10 songs a day. He played 5 songs today. How many songs does he play in a week?
refuse	Tom plays 10 songs a day at home. He plays 5 songs a day at school. How many songs does he play in a week?
refuse	Tom plays 10 songs a day at home. How many songs does he play in a week?
refuse	Tom plays 10 songs a day with Ann. How many songs does Ann play in a week?
refuse	Tom plays 10 songs a day with Ann. How many songs do they play in a week?
refuse	Tom plays 10 songs a day for Ann. How many songs does Ann play in a week?
refuse	Tom plays 10 long songs a day. How many short songs does he play in a week?
70	Tom plays 10 long songs a day. How many songs does he play in a week?
refuse	Tom plays 10 songs a day. How many songs does he play in a weekend?
refuse	Tom plays 10 songs a day. How many songs does he play in a school week?
refuse	Tom plays 10 songs a day. How many songs does he play in a work week?
refuse	Tom plays 10 songs a day. How many songs does he play in a fortnight?
refuse	Tom plays 10 songs a day. How many songs does he play in a leap year?
refuse	Tom plays 10 songs a day. How many songs does he play in half a week?
35	Tom plays 10 songs a day. How many songs does he play in 3.5 days?
refuse	Tom plays 10 songs a day. How many songs does he play in a day and a half?
0	Tom plays 10 songs a day. How many songs does he play in 0 days?
490	Tom plays 10 songs a day. How many songs does he play in 7 weeks?
refuse	Tom plays 10 songs a day. How many songs does he play in 12 hours?
20	Tom plays 10 songs a day. How many songs does he play in 48 hours?
refuse	Tom plays 10 songs a day. How many songs does he play in 2 months?
15	Tom plays 10 songs an hour. How many songs does he play in 90 minutes?
600	Tom plays 10 songs a minute. How many songs does he play in an hour?
refuse	Tom plays 10 songs a year. How many songs does he play in a month?
10	Tom plays 10 songs a year. How many songs does he play in 12 months?
240	Tom plays 10 songs a month. How many songs does he play in 2 years?
12	John takes 2 pills every 4 hours. How many pills does he take in a day?
14	John takes 2 pills every day. How many pills does he take in a week?
21	John takes 2 pills every morning and 1 pill every night. How many pills does he take in a week?
21	John takes 2 pills every morning. He takes 1 pill every night. How many pills does he take in a week?
14	John takes 2 pills every morning. How many pills does he take in a week?
15	John takes 2 pills a day. His bottle has 30 pills. How many days will the bottle last?
15	John takes 2 pills a day. How many days does it take him to take 30 pills?
refuse	John takes 2 pills a day. How many pills does he take in a week? He takes 3 pills a day.
refuse	John takes 2 buses a day. How many buses does he take in a week?
refuse	John takes 2 classes a day. How many classes does he take in a week?
14	John takes 2 photos a day. How many photos does he take in a week?
refuse	John takes 2 breaks a day. How many breaks does he take in a week?
14	John takes 2 showers a day. How many showers does he take in a week?
120	John takes 2 steps a second. How many steps does he take in a minute?
refuse	John takes 2 pills a day. How many pills do his kids take in a week?
42	John takes 2 pills a day. Each pill costs $3. How much does he spend on pills in a week?
14	John takes 2 pills a day. How many pills does he need for a week?
28	John takes 2 pills a day. How many pills will he take in 2 weeks?
14	John takes 2 pills a day. How many pills will he have taken in a week?
refuse	John takes 2 pills a day. How many pills does he take in a week and a day?
refuse	Nancy buys 2 coffees a day. How many coffees does she drink in a week?
refuse	Nancy drinks 2 coffees a day. How many coffees does she buy in a week?
1400	Nancy burns 200 calories a day. She eats 2000 calories a day. How many calories does she burn in a week?
refuse	Nancy burns 200 calories a day jogging. How many calories does she burn in a week?
400	Nancy burns 200 calories an hour jogging. She jogs 2 hours a day. How many calories does she burn in a day?
400	Nancy burns 200 calories an hour. She jogs 2 hours. How many calories does she burn?
refuse	Nancy burns 200 calories an hour. She sleeps 8 hours. How many calories does she burn?
refuse	Nancy burns 200 calories an hour. How many calories does she burn in a 8-hour day?
1600	Nancy burns 200 calories an hour. How many calories does she burn in an 8-hour day?
refuse	Nancy burns 200 calories an hour. How many calories does she burn in a 30-hour day?
refuse	Nancy burns 200 calories a day. How many calories does she burn in a 40-hour week?
156	Nancy plays 3 games a week. How many games does she play in a year?
156	Nancy plays 3 games a week. How many games does she play in 52 weeks?
6	Nancy plays 3 games a week. How many games does she play in 14 days?
refuse	Nancy plays 3 games a week. How many games does she win in a year?
1	Nancy plays 3 games a week. She wins 2 games a week. How many games does she lose in a week?
50	Tom has 10 red apples and 10 green apples. What percent of the apples are red?
refuse	Tom has 10 red apples and 10 green apples. What percent of the apples are big?
refuse	Tom has 10 red apples and 10 green apples. 5 apples are big. What percent of the apples are big?
25	Tom has 20 apples. 5 apples are big. What percent of the apples are big?
refuse	Tom has 20 apples. 25% of them are red. 5 apples are green. What percent of the apples are yellow?
50	Tom has 20 apples. 25% of them are red. 5 apples are green. The rest are yellow. What percent of the apples are yellow?
refuse	Tom has 20 apples. 25% of them are red. 5 apples are big. The rest are yellow. What percent of the apples are yellow?
refuse	4 flowers are red. 2 flowers are white. Madeline has 10 flowers. What percent of the flowers are red?
refuse	Madeline has 10 flowers. 4 flowers are red. 2 roses are white. The rest are blue. What percent of the flowers are blue?
refuse	Madeline has 10 flowers. 4 roses are red. The rest are blue. What percent of the flowers are blue?
60	Madeline has 10 flowers. 4 flowers are red roses. The rest are blue. What percent of the flowers are blue?
refuse	Madeline has 10 flowers. 4 flowers are red and 2 flowers are white. The rest are blue. What percent of the roses are blue?
refuse	Madeline has 10 flowers. 4 flowers are red, 2 flowers are white, and the rest are blue. What percent of the flowers are pink?
refuse	Madeline has 10 flowers. 4 flowers are red, 2 flowers are white, and the rest are blue. What percent of the flowers are red and white?
60	Madeline has 10 flowers. 4 flowers are red, 2 flowers are white, and the rest are blue. What percent of the flowers are not white?
refuse	Madeline has 10 flowers. 4 flowers are red, 2 flowers are tall, and the rest are blue. What percent of the flowers are blue?
refuse	Madeline has 10 flowers. 4 flowers are red, 2 flowers are wilted, and the rest are blue. What percent of the flowers are blue?
refuse	Madeline has 10 flowers. 4 flowers are red, 2 flowers are fake, and the rest are blue. What percent of the flowers are blue?
refuse	Madeline has 10 flowers. 4 flowers are red, 2 flowers are dead, and the rest are blue. What percent of the flowers are blue?
refuse	Madeline has 10 flowers. 4 flowers are red, 2 flowers are in a vase, and the rest are blue. What percent of the flowers are blue?
refuse	Madeline has 10 flowers. 4 flowers are red, 2 flowers are roses, and the rest are blue. What percent of the flowers are blue?
refuse	Madeline has 10 flowers. 4 flowers are red, 2 flowers are lilies, and the rest are tulips. What percent of the flowers are tulips?
40	Madeline has 10 flowers. 4 flowers are roses, 2 flowers are lilies, and the rest are tulips. What percent of the flowers are tulips?
refuse	Madeline has 10 flowers. 4 flowers are roses, 2 flowers are red, and the rest are tulips. What percent of the flowers are tulips?
refuse	Madeline has 10 flowers. 4 flowers are roses, 2 flowers are white, and the rest are red. What percent of the flowers are red?
refuse	There are 20 animals. 5 animals are cats. 3 animals are black. The rest are dogs. How many animals are dogs?
12	There are 20 animals. 5 animals are cats. 3 animals are birds. The rest are dogs. How many animals are dogs?
refuse	There are 20 cookies. 5 cookies are burnt. The rest are chocolate. How many cookies are chocolate?
refuse	There are 20 cookies. 5 cookies are chocolate. 5 cookies are broken. The rest are vanilla. How many cookies are vanilla?
refuse	There are 20 shirts. 5 shirts are blue. 5 shirts are cotton. The rest are red. How many shirts are red?
refuse	There are 20 shirts. 5 shirts are striped. 5 shirts are blue. The rest are red. How many shirts are red?
refuse	There are 20 shirts. 5 shirts are dirty. 5 shirts are blue. The rest are red. How many shirts are red?
refuse	There are 20 books. 5 books are new. 5 books are novels. The rest are comics. How many books are comics?
refuse	There are 20 books. 5 books are long. 5 books are novels. The rest are comics. How many books are comics?
refuse	There are 20 people. 5 people are men. 5 people are tall. The rest are women. How many people are women?
refuse	There are 20 people. 5 people are adults. 5 people are girls. The rest are boys. How many people are boys?
10	There are 20 people. 5 people are men. 5 people are women. The rest are children. How many people are children?
refuse	There are 20 people. 5 people are men. 5 people are teachers. The rest are women. How many people are women?
refuse	There are 20 people. 5 people are men. 5 people are doctors. The rest are women. How many people are women?
refuse	There are 20 people. 5 people are Americans. 5 people are men. The rest are women. How many people are women?
refuse	There are 20 birds. 5 birds are flying. The rest are blue. How many birds are blue?
refuse	There are 20 birds. 5 birds are parrots. 5 birds are green. The rest are crows. How many birds are crows?
refuse	There are 20 cars. 5 cars are electric. 5 cars are red. The rest are blue. How many cars are blue?
refuse	There are 20 cars. 5 cars are trucks. 5 cars are red. The rest are vans. How many cars are vans?
refuse	Tom has 4 boxes. Each of the 4 boxes holds 6 pens. Ann has 2 boxes. How many pens does Ann have?
refuse	Each of the 4 boxes holds 6 pens. There are 2 more boxes. How many pens are there?
refuse	Each of the 4 boxes holds 6 pens. Tom has 10 boxes. How many pens does Tom have?
refuse	Each of the 4 boxes holds 6 pens. Tom takes 2 pens. How many pens are there?
22	Each of the 4 boxes holds 6 pens. Tom takes 2 pens. How many pens are left?
refuse	The 12 croutons have 20 calories each. The salad has 100 calories. How many calories are in the croutons?
240	The 12 croutons have 20 calories each. How many calories are in the croutons?
refuse	The 12 croutons have 20 calories each. How many calories are there in the salad?
refuse	10 boxes each contain 50 pens. 3 boxes are empty. How many pens are there?
refuse	10 boxes each contain 50 pens. 3 of the boxes are empty. How many pens are there?
500	10 boxes each contain 50 pens. Half of the boxes are red. How many pens are there?
refuse	10 boxes each contain 50 pens. How many pens are in the red boxes?
refuse	10 boxes each contain 50 pens. How many pens are in 3 boxes?
refuse	10 boxes each contain 50 pens. How many pencils are there?
refuse	10 boxes each contain 50 pens and pencils. How many pens are there?
refuse	10 boxes each contain 50 pens or more. How many pens are there?
400	10 boxes each contained 50 pens. Tom sold 100 pens. How many pens are there?
600	10 boxes each contain 50 pens. 5 boxes each contain 20 pens. How many pens are there?
100	10 boxes each contain 50 pens. 5 of the boxes each contain 20 pencils. How many pencils are there?
refuse	10 boxes each contain 50 pens. 5 of the boxes each contain 20 pens. How many pens are there?
700	10 boxes each contain 50 pens. 10 bags each contain 20 pens. How many pens are there?
1000	10 boxes each contain 50 pens. Each pen costs $2. How much are the pens worth?
refuse	His 4 boxes each hold 6 pens. Her 3 boxes each hold 2 pens. How many pens does he have?
refuse	His 4 boxes each hold 6 pens. How many pens does she have?
refuse	Tom is a boy. His 4 boxes each hold 6 pens. How many pens does Ann have?
24	Tom is a boy. His 4 boxes each hold 6 pens. How many pens does Tom have?
refuse	Tom and Ben are brothers. His 4 boxes each hold 6 pens. How many pens does Tom have?
refuse	Tom has a sister. Her 4 boxes each hold 6 pens. How many pens does Tom have?
refuse	Tom has a sister, Ann. Her 4 boxes each hold 6 pens. How many pens does Ann have?
3	Tom's 4 sons each have 3 apples. How many apples does each son have?
refuse	Tom's 4 sons each have 3 apples. How many apples do Tom's daughters have?
22	Tom's 4 sons each have 3 apples. Tom's 2 daughters each have 5 apples. How many apples do Tom's children have?
refuse	Tom's 4 sons each have 3 apples. Tom's 2 daughters each have 5 apples. How many apples do they have?
8	Tom's 4 sons each have 3 apples. They each eat 1 apple. How many apples do they have?
11	Tom's 4 sons each have 3 apples. One son eats 1 apple. How many apples do they have?
20	Tom's 4 sons each have 3 apples. Tom gives each son 2 apples. How many apples do they have?
14	Tom's 4 sons each have 3 apples. Tom gives them 2 apples. How many apples do they have?
refuse	Tom's 4 sons each have 3 apples. Tom gives them 2 apples. How many apples does Tom have?
12	Tom's 4 sons each have 3 apples. How many apples do the sons have?
22	Tom's 4 sons each have 3 apples. Ann's 2 sons each have 5 apples. How many apples do the sons have?
23	5 friends each bought 3 apples. 4 friends each bought 2 apples. How many apples did the friends buy?
15	5 friends each bought 3 apples. Each of the 5 friends bought 2 pears. How many apples did the friends buy?
25	5 friends each bought 3 apples. Each of the 5 friends bought 2 pears. How many fruits did the friends buy?
25	5 friends each bought 3 apples. The 5 friends each bought 2 more apples. How many apples did the friends buy?
15	5 friends each bought 3 apples. The friends ate 4 apples. How many apples did the friends buy?
11	5 friends each bought 3 apples. The friends ate 4 apples. How many apples do the friends have?
11	5 friends each bought 3 apples. The friends ate 4 apples. How many apples are left?
4	5 friends each bought 3 apples. They gave 4 apples to Tom. How many apples does Tom have?
11	5 friends each bought 3 apples. They gave 4 apples to Tom. How many apples do they have?
6	5 friends each bought 3 apples. Each apple cost $2. How much did each friend spend?
refuse	5 friends each bought 3 apples at $2 each. How much did they spend?
5	5 friends each bought 3 apples. How many friends are there?
5	5 friends each bought 3 apples. How many friends bought apples?
15	5 friends each bought 3 apples. How many apples did 5 friends buy?
refuse	5 friends each bought 3 apples. How many apples did 6 friends buy?
refuse	5 friends each bought 3 apples. How many apples would 6 friends buy?
15	5 friends each bought 3 apples. How many apples did the five friends buy?
refuse	5 friends each bought 3 apples. How many apples did the six friends buy?
refuse	5 friends each bought 3 apples. How many apples did the 6 friends buy?
refuse	5 friends each bought 3 apples yesterday. How many apples did they buy today?
15	5 friends each bought 3 apples yesterday. How many apples did they buy yesterday?
15	5 friends each bought 3 apples on Monday. They each bought 2 apples on Tuesday. How many apples did they buy on Monday?
25	5 friends each bought 3 apples on Monday. They each bought 2 apples on Tuesday. How many apples did they buy?
10	5 friends each bought 3 apples on Monday. They each bought 2 apples on Tuesday. How many apples did they buy on Tuesday?
6	5 friends each bought 3 apples. 3 of them each bought 2 pears. How many pears did they buy?
refuse	Tom met Ben. He has 4 apples. How many apples does Tom have?
refuse	Tom met Ben. His 4 boxes each hold 6 pens. How many pens does Ben have?
refuse	Tom and Ben went to the store. His 4 sons each bought 3 apples. How many apples did his sons buy?
refuse	Tom met Ben. Her 4 sons each bought 3 apples. How many apples did Tom's sons buy?
refuse	Tom saw Ben at the park. His 4 boxes each hold 6 pens. How many pens does Tom have?
refuse	Tom visited Ben. His 3 dogs each have 2 bones. How many bones does Tom have?
refuse	Tom met Ann. Her 4 boxes each hold 6 pens. How many pens does Tom have?
24	Tom met Ann. Her 4 boxes each hold 6 pens. How many pens does Ann have?
24	Tom met Ann. His 4 boxes each hold 6 pens. How many pens does Tom have?
refuse	Linda makes $10 an hour babysitting. Her sister makes $8 an hour babysitting. She babysits for 5 hours. How much does she make?
refuse	Linda makes $10 an hour babysitting. Ann makes $8 an hour babysitting. She babysits for 5 hours. How much does she make?
40	Linda makes $10 an hour babysitting. Ann makes $8 an hour babysitting. Ann babysits for 5 hours. How much does Ann make?
refuse	Linda makes $10 an hour babysitting. Ann makes $8 an hour babysitting. Ann babysits for 5 hours. How much does Linda make?
refuse	Linda makes $10 an hour babysitting. Ann babysits with her for 5 hours. How much does Linda make?
refuse	Linda makes $10 an hour babysitting for Ann. Ann pays her for 5 hours. How much does Ann pay?
50	Linda makes $10 an hour babysitting for Ann. She babysits for 5 hours. How much does she make?
refuse	Linda makes $10 an hour babysitting for Ann. She babysits for Ben for 5 hours. How much does she make?
refuse	Linda makes $10 an hour babysitting. She babysits for 5 hours each day. How much does she make?
250	Linda makes $10 an hour babysitting. She babysits for 5 hours each day. How much does she make in 5 days?
refuse	Linda makes $10 an hour babysitting. She babysits for 5 hours each day. How much does she make in a week?
refuse	Linda makes $10 an hour babysitting. She babysits 2 kids for 5 hours. How much does she make?
50	Linda makes $10 an hour babysitting. She babysits for 5 hours on Monday and 3 hours on Tuesday. How much does she make on Monday?
80	Linda makes $10 an hour babysitting. She babysits for 5 hours on Monday and 3 hours on Tuesday. How much does she make?
50	Linda makes $10 an hour babysitting. She babysits for 5 hours. She pays $5 for the bus. How much does she make?
55	Linda makes $10 an hour babysitting. She babysits for 5 hours. She gets a $5 tip. How much does she make?
refuse	Linda makes $10 an hour babysitting. She babysits for 5 hours. She gets a $5 tip. How much does she make per hour?
10	Linda makes $10 an hour babysitting. She babysits for 5 hours. How much does she make per hour?
60	Linda makes $10 an hour babysitting. She babysits for 5 hours. How much would she make if she babysat for 6 hours?
30	Linda makes $10 an hour babysitting. She babysits for 5 hours. How much more does she need to buy a $80 bike?
8	Linda makes $10 an hour babysitting. She wants to buy a $80 bike. How many hours does she need to babysit?
9	Linda makes $10 an hour babysitting. She wants to buy a $85 bike. How many hours does she need to babysit?
5	Linda makes $10 an hour babysitting. She has $30. She wants to buy a $80 bike. How many hours does she need to babysit?
refuse	Linda makes $10 an hour babysitting. She wants to buy a $80 bike. How many hours does she need to tutor?
8	Linda makes $10 an hour babysitting. She wants to buy a $80 bike. How many hours does she need to work?
refuse	Linda makes $10 an hour babysitting. She wants to buy a $80 bike. How many hours does Ann need to babysit?
refuse	Linda makes $10 an hour babysitting. She wants to buy a $80 bike. How many days does she need to babysit?
refuse	Linda makes $10 a day babysitting. She wants to buy a $80 bike. How many hours does she need to babysit?
refuse	Linda makes $10 a day babysitting. How much does she make in a week?
50	Linda makes $10 a day babysitting. How much does she make in 5 days?
refuse	Linda makes $10 a day babysitting. How much does she make in a 40-hour week?
520	Linda makes $10 a week babysitting. How much does she make in a year?
40	Linda makes $10 a week babysitting. How much does she make in 4 weeks?
refuse	Linda makes $10 a week babysitting. How much does she make in a month?
600	Linda makes $10 a minute babysitting. How much does she make in an hour?
refuse	Linda made $10 an hour babysitting last year. She babysits for 5 hours. How much does she make?
refuse	Linda makes $10 an hour babysitting. Last year she made $8 an hour. She babysits for 5 hours. How much does she make?
refuse	Linda used to make $10 an hour babysitting. She babysits for 5 hours. How much does she make?
refuse	Linda will make $10 an hour babysitting. She babysits for 5 hours. How much does she make?
refuse	Linda could make $10 an hour babysitting. She babysits for 5 hours. How much does she make?
refuse	Linda wants to make $10 an hour babysitting. She babysits for 5 hours. How much does she make?
refuse	Linda hopes to make $10 an hour babysitting. She babysits for 5 hours. How much does she make?
refuse	Linda makes $10 an hour babysitting. She babysits for 5 hours. How much does she spend?
refuse	Linda makes $10 an hour babysitting. She babysits for 5 hours. How much does she save?
refuse	Linda makes $10 an hour babysitting. She babysits for 5 hours. How much does she have?
50	Linda makes $10 an hour babysitting. She babysits for 5 hours. How much money does she have now?
70	Linda makes $10 an hour babysitting. She has $20. She babysits for 5 hours. How much money does she have now?
80	Linda makes $10 an hour babysitting. She babysits for 5 hours. She babysits for 3 more hours. How much does she make?
refuse	Linda makes $10 an hour babysitting. She babysits for 5 hours. Ann babysits for 3 hours. How much does she make?
refuse	Linda makes $10 an hour babysitting. She babysits for 5 hours. She babysat for 3 hours yesterday. How much does she make?
50	Linda makes $10 an hour babysitting. She babysits for 5 hours a day. How much does she make in a day?
200	Linda makes $10 an hour babysitting. She babysits for 5 hours a day. How much does she make in 4 days?
refuse	Linda makes $10 an hour babysitting. She babysits for 30 hours a day. How much does she make in 4 days?
200	Linda makes $10 an hour babysitting. She babysits for 5 hours a week. How much does she make in 4 weeks?
2600	Linda makes $10 an hour babysitting. She babysits for 5 hours a week. How much does she make in a year?
refuse	Tom has 20 apples. 10 of them are big. Half of the big apples are red. What percent of the apples are red?
refuse	Tom has 20 apples. 10 of them are big. Half of the big apples are red. How many apples are red?
5	Tom has 20 apples. 10 of them are big. Half of the big apples are red. How many big apples are red?
refuse	Tom has 20 apples. 10 apples are big. Half of the big apples are red. What percent of the apples are red?
25	Tom has 20 apples. 10 apples are big. Half of the big apples are red. What percent of the apples are big and red?
refuse	There are 40 cows. Half of them are female. Half of the females are brown. What percent of the cows are brown?
refuse	There are 40 cows. 20 cows are female. Half of the females are brown. How many cows are brown?
10	There are 40 cows. 20 cows are female. Half of the females are brown. How many females are brown?
10	There are 40 cows. Half of them are female. 10 of the females are brown. How many female cows are brown?
refuse	There are 40 cows. Half of them are female. 10 of the females are brown. How many cows are brown?
refuse	There are 40 cows. Half of them are female. 10 of the females are brown. What percent of the cows are brown?
refuse	There are 40 cows. Half of them are female. 10 of the females are brown. The rest are black. How many cows are black?
refuse	Tom has 20 apples. 10 of them are big. The rest are small. Half of the big apples are red. How many apples are red?
10	Tom has 20 apples. 10 of them are big. The rest are small. Half of the big apples are red. How many apples are small?
refuse	Tom has 20 apples. 10 of them are red. 5 of the red apples are big. The rest are green. How many apples are green?
10	Tom has 20 apples. 10 of them are red. The rest are green. 5 of the red apples are big. How many apples are green?
refuse	Tom has 20 apples. 10 of them are red. The rest are green. 5 of the green apples are big. How many apples are big?
10	Tom has 20 apples. 10 of them are red. The rest are green. 5 apples are big. How many apples are green?
25	Tom has 20 apples. 10 of them are red. The rest are green. 5 apples are big. What percent of the apples are big?
refuse	Tom has 20 apples. 10 of them are red. The rest are green. 5 apples are big. How many apples are small?
180	There are 3 classes. There are 30 students in each class. Each student brought 2 pencils. How many pencils did the students bring?
refuse	There are 30 students in each class. Each student brought 2 pencils. How many pencils did the students bring?
180	There are 3 classes. Each class has 30 students. Each student brought 2 pencils. How many pencils did the students bring?
refuse	Each class has 30 students. Each student brought 2 pencils. How many pencils did the students bring?
180	There are 3 classes with 30 students each. Each student brought 2 pencils. How many pencils did the students bring?
180	3 classes each have 30 students. Each student brought 2 pencils. How many pencils did the students bring?
180	Each of the 3 classes has 30 students. Each student brought 2 pencils. How many pencils did the students bring?
180	The 3 classes have 30 students each. Each student brought 2 pencils. How many pencils did the students bring?
refuse	The 3 classes have 30 students each. Each student brought 2 pencils. How many pencils did the class bring?
60	The school has 30 students. Each student brought 2 pencils. How many pencils did the students bring?
refuse	The school has 30 students. Each student brought 2 pencils. How many pencils did the school bring?
60	Ms. Lee's class has 30 students. Each student brought 2 pencils. How many pencils did the students bring?
120	Tom has 4 boxes. Each box has 5 bags. Each bag holds 6 pens. How many pens does Tom have?
120	Tom's 4 boxes each hold 5 bags. Each bag holds 6 pens. How many pens does Tom have?
120	Tom's 4 boxes each hold 5 bags. The bags each hold 6 pens. How many pens does Tom have?
120	Tom's 4 boxes each hold 5 bags. The 20 bags each hold 6 pens. How many pens does Tom have?
refuse	Tom's 4 boxes each hold 5 bags. The 10 bags each hold 6 pens. How many pens does Tom have?
120	4 boxes each hold 5 bags. Each bag holds 6 pens. How many pens are there?
refuse	4 boxes each hold 5 bags. 3 bags each hold 6 pens. How many pens are there?
18	4 boxes each hold 5 bags. 3 bags each hold 6 pens. How many pens are there in those bags?
refuse	Tom has 4 boxes. Each box has 5 bags. Tom's 3 bags each hold 6 pens. How many pens does Tom have?
20	4 boxes each hold 5 bags. How many bags are there?
refuse	4 boxes each hold 5 bags. How many boxes are there in each bag?
18	Tom's 4 boxes each hold 5 bags. Ann takes 2 bags. How many bags does Tom have?
refuse	Tom plays 10 songs a day at the club on weekends. How many songs does he play in a week?
70	Tom plays 10 songs a day during the summer. How many songs does he play in a week?
refuse	Tom plays 10 songs a day in the summer. How many songs does he play in a week in the winter?
refuse	Tom plays 10 songs a day during school. How many songs does he play in a week?
refuse	Tom plays 10 songs a day at work. How many songs does he play in a week?
refuse	Tom plays 10 songs a day at school. How many songs does he play in a week?
refuse	Tom plays 10 songs a day at the office. How many songs does he play in a week?
refuse	Tom plays 10 songs a day at his job. How many songs does he play in a week?
refuse	Tom plays 10 songs a day when he is at work. How many songs does he play in a week?
refuse	Tom plays 10 songs a day when it rains. How many songs does he play in a week?
refuse	Tom plays 10 songs a day if it is sunny. How many songs does he play in a week?
refuse	Tom plays 10 songs a day until Friday. How many songs does he play in a week?
refuse	Tom plays 10 songs a day since Monday. How many songs does he play in a week?
refuse	Tom plays 10 songs a day this week. How many songs does he play in a week?
70	Tom plays 10 songs a day this week. How many songs does he play this week?
refuse	Tom plays 10 songs a day this week. How many songs will he play next week?
70	Tom plays 10 songs a day on average. How many songs does he play in a week?
refuse	Tom plays 10 songs a day most days. How many songs does he play in a week?
refuse	Tom plays 10 songs a day some days. How many songs does he play in a week?
refuse	Tom plays 10 songs a day for a week. How many songs does he play in 2 weeks?
refuse	Tom plays 10 songs a day with his band. How many songs does his band play in a week?
refuse	Tom plays 10 songs a day to his son. How many songs does his son hear in a week?
refuse	Tom plays 10 songs a day from his playlist. How many songs are in his playlist?
refuse	John takes 2 pills a day at work. How many pills does he take in a week?
refuse	John takes 2 pills a day during the week. How many pills does he take in a week?
refuse	John takes 2 pills a day on workdays. How many pills does he take in a week?
refuse	John takes 2 pills a day while he is sick. How many pills does he take in a week?
14	John takes 2 pills a day for his cold. How many pills does he take in a week?
6	John takes 2 pills a day for 3 days. How many pills does he take?
refuse	John takes 2 pills a day for a week. How many pills does he take in 2 weeks?
40	Madeline has 10 flowers. Four flowers are red. What percent of the flowers are red?
10	Madeline has 10 flowers. 1 flower is red. What percent of the flowers are red?
10	Madeline has 10 flowers. One flower is red. What percent of the flowers are red?
50	Madeline has 24 flowers. A dozen flowers are red. What percent of the flowers are red?
refuse	Madeline has 24 flowers. A dozen flowers are red. A dozen flowers are tall. The rest are white. How many flowers are white?
refuse	Madeline has 10 flowers in her garden. 4 flowers are red. What percent of the flowers in the vase are red?
40	Madeline has 10 flowers in her garden. 4 flowers are red. What percent of the flowers are red?
refuse	Madeline has 10 flowers in her garden and 5 flowers in a vase. 4 flowers are red. What percent of the flowers are red?
refuse	Madeline has 10 flowers. 4 of the flowers in the vase are red. What percent of the flowers are red?
refuse	Madeline has 10 flowers. 4 flowers in the vase are red. What percent of the flowers are red?
refuse	Madeline has 10 flowers. 4 flowers are red. 5 flowers are in a vase. What percent of the flowers in the vase are red?
refuse	Madeline has 10 flowers. She picks 4 more flowers. 4 flowers are red. What percent of the flowers are red?
refuse	Madeline picked 10 flowers. 4 flowers are red. What percent of the flowers are red?
40	Madeline picked 10 flowers. 4 flowers are red. What percent of the flowers she picked are red?
refuse	Madeline picked 10 flowers. Ann picked 5 flowers. 4 flowers are red. What percent of the flowers are red?
refuse	Madeline bought 10 flowers. She gave 3 flowers to Ann. 4 flowers are red. What percent of the flowers are red?
refuse	Madeline has 10 flowers. 4 flowers are red. She gives the red flowers to Ann. What percent of the flowers are red?
refuse	Madeline has 10 flowers. 4 flowers are red. What percent of the flowers are red after she gives 2 to Ann?
refuse	Madeline has 10 flowers. 4 flowers are red. If she buys 10 more red flowers, what percent of the flowers are red?
refuse	Madeline has 10 flowers. If 4 flowers are red, what percent of the flowers are white?
refuse	Madeline has 10 flowers. If 4 flowers are red and 2 flowers are tall, what percent of the flowers are short?
refuse	Madeline has 10 flowers. If 4 flowers are red, 2 flowers are tall, and the rest are blue, what percentage of flowers are blue?
refuse	Madeline has 10 flowers. If 4 flowers are red, 2 flowers are roses, and the rest are blue, what percentage of flowers are blue?
refuse	Madeline has 10 flowers. If 4 flowers are red, 2 flowers are wilted, and the rest are blue, what percentage of flowers are blue?
40	Madeline has 10 flowers. If 4 flowers are red, 2 flowers are pink, and the rest are blue, what percentage of flowers are blue?
refuse	Madeline has 10 flowers. If 4 flowers are red, 2 flowers are white, and the rest are blue, what percentage of flowers are big?
refuse	Madeline has 10 flowers. If 4 flowers are red, 2 flowers are white, and the rest are blue, what percentage of flowers are yellow?
refuse	Madeline has 10 flowers. If 4 flowers are red, 2 flowers are white, and the rest are blue, what percentage of roses are blue?
refuse	Madeline has 10 flowers. If 4 flowers are red, 2 flowers are white, and the rest are blue, what percentage of Ann's flowers are blue?
20	Madeline has 10 flowers. If 4 flowers are red, 2 flowers are white, and the rest are blue, what percentage of her flowers are white?
refuse	Madeline has 10 flowers. If 4 flowers are red, 2 flowers are white, and the rest are blue, what percentage of his flowers are white?
refuse	Madeline has 10 flowers. If 4 flowers are red, 12 flowers are white, and the rest are blue, what percentage of flowers are blue?
0	Madeline has 10 flowers. If 4 flowers are red, 6 flowers are white, and the rest are blue, what percentage of flowers are blue?
refuse	Madeline has 10 flowers. If 4 flowers are red, 3 flowers are white, and the rest are blue, what percentage of flowers were blue last year?
refuse	Madeline has 10 flowers. If 4 flowers are red, 3 flowers are white, and the rest are blue, what percentage of flowers will be blue?
37.5	Madeline has 8 flowers. If 3 flowers are red, 2 flowers are white, and the rest are blue, what percentage of flowers are blue?
refuse	Madeline has 10 flowers. If 4 flowers are red, 2 flowers are white, and the rest are blue or pink, what percentage of flowers are blue?
refuse	Madeline has 10 flowers. If 4 flowers are red, 2 flowers are white, and some are blue, what percentage of flowers are blue?
refuse	Madeline has 10 flowers. If 4 flowers are red, 2 flowers are white, and the others are blue, what percentage of flowers are pink?
40	Madeline has 10 flowers. If 4 flowers are red, 2 flowers are white, and the others are blue, what percentage of flowers are blue?
refuse	Madeline has 10 flowers. If 4 flowers are red, 2 flowers are white, and the others are tall, what percentage of flowers are tall?
20	Madeline has 10 flowers. If 4 flowers are red, 2 flowers are white, and half of the rest are blue, what percentage of flowers are blue?
refuse	Madeline has 10 flowers. If 4 flowers are red, 2 flowers are white, and half of the rest are big, what percentage of flowers are big?
140	Tom plays 10 songs a day. Ann plays twice as many songs a day as Tom. How many songs does Ann play in a week?
105	Tom plays 10 songs a day. Ann plays 5 more songs a day than Tom. How many songs does Ann play in a week?
refuse	Tom plays 10 songs a day. Ann plays 5 more songs a day than Tom. How many songs does Ben play in a week?
refuse	Tom's 3 sons each play 10 songs a day. How many songs does Tom play in a week?
210	Tom's 3 sons each play 10 songs a day. How many songs do Tom's sons play in a week?
70	Tom's 3 sons each play 10 songs a day. How many songs does each son play in a week?
30	Tom's 3 sons each play 10 songs a day. How many songs do they play in a day?
refuse	Tom's 3 sons each take 2 pills a day. How many pills does Tom take in a week?
42	Tom's 3 sons each take 2 pills a day. How many pills do they take in a week?
refuse	5 friends each play 10 songs a day. How many songs does each friend play in a week?
350	5 friends each play 10 songs a day. How many songs do they play in a week?
refuse	5 friends each played 10 songs. How many songs do they play in a week?
50	5 friends each played 10 songs. How many songs did they play?
refuse	Each of the 5 friends plays 10 songs a day. How many songs does Tom play in a week?
refuse	Tom and Ann each take 2 pills a day. How many pills does Ben take in a week?
28	Tom and Ann each take 2 pills a day. How many pills do they take in a week?
refuse	Tom and Ann take 2 pills a day. How many pills does Tom take in a week?
refuse	Tom and Ann take 2 pills a day. How many pills do they take in a week?
refuse	Tom and Ann together take 2 pills a day. How many pills does Tom take in a week?
14	Tom and Ann together take 2 pills a day. How many pills do they take in a week?
refuse	There are 4 dogs. Each dog eats 2 cups of food a day. How many cups of food does Tom eat in a week?
56	There are 4 dogs. Each dog eats 2 cups of food a day. How many cups of food do the dogs eat in a week?
refuse	Tom has 4 dogs. Each dog eats 2 cups of food a day. How many cups of food does Tom eat in a week?
56	Tom has 4 dogs. Each dog eats 2 cups of food a day. How many cups of food does Tom need in a week?
refuse	Tom has 4 dogs. His 2 puppies each eat 1 cup of food a day. How many cups of food do the dogs eat in a week?
refuse	Tom's 4 dogs each eat 2 cups of food a day. How many cups of food does Tom eat in a week?
56	Tom's 4 dogs each eat 2 cups of food a day. How many cups of food do his dogs eat in a week?
50	Tom has 4 boxes. Each box has 5 red pens and 5 blue pens. What percent of the pens are red?
refuse	Each of the 4 boxes holds 6 pens. 2 pens are red. What percent of the pens are red?
refuse	Tom's 4 boxes each hold 6 pens. 6 pens are red. What percent of the pens are red?
25	Tom's 4 boxes each hold 6 pens. 6 of the pens are red. What percent of the pens are red?
refuse	Tom's 4 boxes each hold 6 pens. 6 of the pens are red. 4 of the pens are big. The rest are blue. What percent of the pens are blue?
refuse	Tom has 24 pens. 6 of the pens are red. Half of them are big. What percent of the pens are big?
refuse	Tom has 24 pens. 6 pens are red. Half of the pens are big. The rest are blue. What percent of the pens are blue?
refuse	There are 30 students. 12 of them walk to school. 5 of them are girls. The rest ride the bus. How many students ride the bus?
18	There are 30 students. 12 of them walk to school. The rest ride the bus. How many students ride the bus?
refuse	There are 30 students. 12 of them walk to school. 6 of them ride bikes. The rest are girls. How many students are girls?
12	There are 30 students. 12 of them walk to school. 6 of them ride bikes. The rest ride the bus. How many students ride the bus?
refuse	There are 30 students. 12 of them are boys. 6 of them like art. The rest like music. How many students like music?
refuse	There are 30 students. 12 of them are red. 6 of them like art. The rest like music. How many students like music?
refuse	There are 30 students. 12 students walk to school. What percent of the students walk to school?
40	There are 30 students. 12 of the students walk to school. What percent of the students walk to school?
40	There are 30 students. 12 of the students walk to school. 6 of the students are girls. What percent of the students walk to school?
refuse	There are 30 students. 12 of the students walk to school. What percent of the students ride the bus?
60	There are 30 students. 12 of the students walk to school. What percent of the students do not walk to school?
40	Tom has 10 flowers. 4 flowers are dark red. 2 flowers are light blue. The rest are white. What percent of the flowers are white?
refuse	Tom has 10 flowers. 4 flowers are big and red. 2 flowers are blue. The rest are white. What percent of the flowers are white?
40	Tom has 10 flowers. 4 flowers are red and white. 2 flowers are blue. The rest are white. What percent of the flowers are white?
refuse	Tom has 10 flowers. 4 flowers are very big. 2 flowers are blue. The rest are white. What percent of the flowers are white?
40	Tom has 10 flowers. 4 flowers are very small. 2 flowers are big. The rest are medium. What percent of the flowers are medium?
refuse	Tom has 10 flowers. 4 flowers are bright red. 2 flowers are tall. The rest are white. How many flowers are white?
10	Tom reads 10 pages a day. How many pages does he read in an 8-hour day?
refuse	Tom reads 10 pages a week. How many pages does he read in a 40-hour week?
2400	Ann earns $1 per minute. How much does she earn in a 40-hour week?
144000	Ann earns $1 per second. How much does she earn in a 40-hour week?
600	Ann earns $15 per hour. She works 8 hours a day. How much does she earn in a 40-hour week?
400	Ann earns $15 per hour. Tom earns $10 per hour. How much does Tom earn in a 40-hour week?
680	Ann earns $15 per hour. How much does she earn in a 40-hour week if she gets a $2 raise?
refuse	Ann earns $15 per hour. How much does she earn in a 40-hour week after taxes?
600	Ann earns $15 per hour. How much does she earn in a 40-hour week in total?
refuse	Ann earns $15 per hour. How much does she earn in a 40-hour week and a 10-hour day?
refuse	Ann earns $15 per hour. How much does she earn in a 40-hour week and a half?
0	Ann earns $15 per hour. How much does she earn in a 0-hour week?
225/2	Ann earns $15 per hour. How much does she earn in a 7.5-hour day?
600	Ann earns $15 per hour. How much will she earn in a 40-hour week?
refuse	Ann earns $15 per hour. How much could she earn in a 40-hour week?
600	Ann earns $15 per hour. How many dollars does she earn in a 40-hour week?
600	Ann earns $15 per hour. How much does Ann make for a 40-hour week?
600	Ann earns $15 per hour. How much does Ann make during a 40-hour week?
600	Ann earns $15 per hour. How much does Ann get paid in a 40-hour week?
refuse	Ann earns $15 per hour. How much does Ann pay in a 40-hour week?
refuse	Ann earns $15 per hour. How much does Ann spend in a 40-hour week?
refuse	Ann pays $15 per hour for parking. How much does Ann earn in a 40-hour week?
600	Ann charges $15 per hour. How much does Ann earn in a 40-hour week?
600	Ann's boss pays her $15 per hour. How much does Ann earn in a 40-hour week?
refuse	Ann's boss pays her $15 per hour. How much does her boss earn in a 40-hour week?
600	Ann is paid $15 per hour. How much is Ann paid in a 40-hour week?
25/2	Ann gets paid $15 per hour. How much does Ann get paid in a 50-minute week?
1500	Tom types 50 words a minute. How many words does he type in a 30-minute shift?
refuse	Tom types 50 words a minute. How many words does he type in a 3000-minute day?
24000	Tom types 50 words a minute. How many words does he type in an 8-hour shift?
refuse	Tom types 50 words a minute. How many words does Ann type in an 8-hour shift?
refuse	Tom types 50 words a minute. How many pages does he type in an 8-hour shift?
10	Tom's 3 friends each have 2 apples. Tom gives his friends 4 apples. How many apples do Tom's friends have?
refuse	Tom's 3 friends each have 2 apples. Tom gives his friends 4 apples. How many apples does Tom have?
refuse	Tom's 3 friends each have 2 apples. Tom has 2 more friends. How many apples do Tom's friends have?
6	Tom's 3 friends each have 2 apples. Ann's 2 friends each have 3 apples. How many apples do Tom's friends have?
refuse	There are 6 people. They each have 5 bags. Tom gives them 3 bags. How many bags do they have?
refuse	There are 6 people. They each have 5 bags. 3 of the people have 2 more bags. How many bags do they have?
refuse	There are 6 people. They each have 5 bags. The bags each hold 2 shirts. Tom has 4 shirts. How many shirts are there?
refuse	There are 6 boxes. They hold 5 pens each. There are 2 more boxes. How many pens are there?
33	There are 6 boxes. They hold 5 pens each. There are 3 pens on the desk. How many pens are there?
10	There are 6 boxes. They hold 5 pens each. 2 boxes are red. How many pens are in the red boxes?
30	There are 6 boxes. 2 boxes are red. They hold 5 pens each. How many pens are there?
refuse	There are 6 boxes. 2 of the boxes are red. Each red box holds 5 pens. How many pens are there?
10	There are 6 boxes. 2 of the boxes are red. Each red box holds 5 pens. How many pens are in the red boxes?
refuse	There are 6 boxes. 2 boxes are red. The red boxes each hold 5 pens. How many pens are there?
refuse	There are 6 boxes. 2 boxes are red. The 2 red boxes each hold 5 pens. How many pens are there?
10	There are 6 boxes. 2 boxes are red. The 2 red boxes each hold 5 pens. How many pens are in the red boxes?
refuse	There are 6 boxes. The 2 red boxes each hold 5 pens. How many pens are there?
10	There are 6 boxes. The 2 red boxes each hold 5 pens. How many pens are in the red boxes?
refuse	There are 6 boxes. The 6 boxes each hold 5 pens. 2 boxes are empty. How many pens are there?
refuse	Tom has 6 boxes. His 2 red boxes each hold 5 pens. How many pens does Tom have?
30	Tom has 6 boxes. His 6 boxes each hold 5 pens. How many pens does Tom have?
refuse	Tom has 6 boxes. His 4 boxes each hold 5 pens. How many pens does Tom have?
refuse	Tom has 6 boxes. 4 of his boxes each hold 5 pens. How many pens does Tom have?
20	Tom has 2 bags. His 4 boxes each hold 5 pens. How many pens does Tom have?
26	Tom has 2 bags. His 4 boxes each hold 5 pens. Each bag holds 3 pens. How many pens does Tom have?
32	Tom's 4 boxes each hold 5 pens. Ann's 4 boxes each hold 3 pens. How many pens are in the boxes?
12	Tom's 4 boxes each hold 5 pens. Ann's 4 bags each hold 3 pens. How many pens are in the bags?
12	Tom's 4 boxes each hold 5 pens. Ann's 4 bags each hold 3 pens. How many pens does Ann have?
32	Tom's 4 boxes each hold 5 pens. Ann's 4 bags each hold 3 pens. How many pens do they have?
refuse	There are 20 students. 4 of them have red hair. 3 of them have blue eyes. The rest have brown hair. How many students have brown hair?
13	There are 20 students. 4 of them have red hair. 3 of them have blonde hair. The rest have brown hair. How many students have brown hair?
refuse	There are 20 students. 4 of them have red hair. 3 of them have blue eyes. The rest have brown hair. What percent of the students have brown hair?
refuse	There are 20 students. 4 of them have red shirts. 3 of them have blue hats. The rest have green shirts. How many students have green shirts?
refuse	There are 20 students. 4 of them wear red shirts. 3 of them wear blue hats. The rest wear green shirts. How many students wear green shirts?
refuse	There are 20 students. 4 of them have long hair. 3 of them have red hair. The rest have short hair. How many students have short hair?
refuse	There are 20 cars. 4 of them have red doors. 3 of them have blue roofs. The rest have green doors. How many cars have green doors?
refuse	Tom has 20 apples. 25% of them are red. 25% of them are big. The rest are green. How many apples are green?
10	Tom has 20 apples. 25% of them are red. 25% of them are yellow. The rest are green. How many apples are green?
refuse	There are 20 dogs. 1/4 of them are puppies. Half of them are brown. The rest are black. How many dogs are black?
5	There are 20 dogs. 1/4 of them are white. Half of them are brown. The rest are black. How many dogs are black?
refuse	There are 20 dogs. 1/4 of them are puppies, half are brown, and the rest are black. How many dogs are black?
refuse	Tom has 20 apples. 25% of them are red and the rest are big. How many apples are big?
refuse	Tom has 20 apples. 5 of them are rotten and the rest are red. What percent of the apples are red?
75	Tom has 20 apples. 5 of them are rotten and the rest are fresh. What percent of the apples are fresh?
refuse	There are 40 people at the party. 10 are men, 15 are women, and the rest are tall. How many people are tall?
refuse	There are 40 people at the party. 10 are men, 15 are tall, and the rest are women. How many people are women?
refuse	A farmer has 40 animals. 10 are cows, 15 are brown, and the rest are pigs. How many animals are pigs?
15	A farmer has 40 animals. 10 are cows, 15 are sheep, and the rest are pigs. How many animals are pigs?
"""


def probes():
    out = []
    for line in PROBES.strip().splitlines():
        e, t = line.split("\t", 1)
        out.append(("probe", t, e))
    return out


def cases():
    fams = []
    for a, b, pa, pb in PAIRS:
        fams += _parts(a, b, pa, pb) + _attributes(a, b, pa, pb) + _each(a, b, pa, pb) + _spans(a, b, pa, pb) + _at_work(a, b, pa, pb)
    return unique_cases(fams + probes())


def accepts(expect: str, got: str) -> bool:
    """A value expect accepts a refusal or that value; 'refuse' accepts only a refusal."""
    return got == expect or (got == "refuse" and expect != R) or got in expect.split("|")


def wrong(expect: str, got: str) -> bool:
    """An answer that is not the true value (a refusal is never wrong)."""
    return got != "refuse" and got not in expect.split("|")


if __name__ == "__main__":
    run(cases(), wrong, label="wrong", group=lambda k: k.split("/")[0] + "/" + k.split("/")[1] if "/" in k else k)
