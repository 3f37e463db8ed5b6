"""Mine the first-name gender table of the reader (engine/math/name_genders.json) from the tune
split only.

A tune problem votes when it names exactly one person and uses pronouns of one gender only
('Tom has 5 apples. He eats 2.' votes male for tom). A name is kept when at least
NAME_GENDER_MIN_VOTES problems vote for its gender and NAME_GENDER_AGREEMENT of its votes agree (a problem whose pronoun points to an unnamed sister is
noise, 'John' gets 138 male and 2 female votes). Deterministic: the same data gives the same
file, byte for byte; a test re-mines and compares.

    python -m evals.gsm8k.name_genders [--data PATH] [--out PATH] [--check]
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict

from engine.math.data import default_data_path, load_problems, select
from engine.math.gender import FEMALE, MALE, PRONOUN_GENDER, TABLE_PATH
from engine.math.lanes import write_report
from engine.math.segment import normalize_text, segment
from engine.math.tolerances import NAME_GENDER_AGREEMENT, NAME_GENDER_MIN_VOTES


def mine(problems) -> dict[str, list[str]]:
    """{MALE: sorted names, FEMALE: sorted names} voted by the given problems."""
    votes: dict[str, Counter] = defaultdict(Counter)
    for p in problems:
        words = [w for s in segment(normalize_text(p.question)) for w in s.shape.split()]
        names = {w[1:] for w in words if re.fullmatch(r"@[a-z][\w\-]*", w)}
        genders = {PRONOUN_GENDER[w] for w in words if w in PRONOUN_GENDER}
        if len(names) == 1 and len(genders) == 1:
            votes[names.pop()][genders.pop()] += 1
    table: dict[str, list[str]] = {MALE: [], FEMALE: []}
    for name, c in sorted(votes.items()):
        gender, n = c.most_common(1)[0]
        if n >= NAME_GENDER_MIN_VOTES and n >= NAME_GENDER_AGREEMENT * sum(c.values()):
            table[gender].append(name)
    return table


def main(argv: list[str]) -> int:
    """Write (or with --check compare) the mined table; exit 1 when --check finds a difference."""
    ap = argparse.ArgumentParser(prog="python -m evals.gsm8k.name_genders")
    ap.add_argument("--data", default=None, help="GSM8K-format JSONL (default: the shared train file)")
    ap.add_argument("--out", default=str(TABLE_PATH))
    ap.add_argument("--check", action="store_true", help="compare with the committed table instead of writing")
    args = ap.parse_args(argv)
    table = mine(select(load_problems(args.data or default_data_path()), "tune"))
    if args.check:
        committed = json.loads(TABLE_PATH.read_text(encoding="utf-8"))
        if committed != table:
            print("name_genders.json differs from a fresh mining of the tune split", file=sys.stderr)
            return 1
        print(f"name_genders.json matches: {len(table[MALE])} male, {len(table[FEMALE])} female")
        return 0
    write_report(table, args.out)
    print(f"wrote {args.out}: {len(table[MALE])} male, {len(table[FEMALE])} female names")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
