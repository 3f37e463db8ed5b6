"""Tune-only analysis: which sentence shapes block full reading, and how many problems each unlocks.

Only the tune split is ever listed (the measure split is looked at in aggregate only).
    python -m evals.gsm8k.analyze [--top 40] [--ops 2] [--families] [--show SHAPE_SUBSTRING]
"""
from __future__ import annotations

import argparse
import re
import sys
from collections import Counter, defaultdict

from engine.math.data import default_data_path, load_problems, select
from engine.math.reader import _Refuse, _sentence_facts
from engine.math.segment import normalize_text, segment

_OPS_RE = re.compile(r"<<[^>]*>>")


def n_ops(answer_text: str) -> int:
    """Number of <<a op b = c>> calculator annotations in a gold solution."""
    return len(_OPS_RE.findall(answer_text))


def coarse_shape(shape: str) -> str:
    """Normalise a sentence shape: literals -> <n>/<$>/<k>, names -> @P."""
    s = re.sub(r"<n\d+>", "<n>", shape)
    s = re.sub(r"<m\d+>", "<$>", s)
    s = re.sub(r"<[xfp]\d+>", "<k>", s)
    s = re.sub(r"@[a-z][\w\-]*", "@P", s)
    return s


def coarser_shape(shape: str) -> str:
    """A shape family: content words (not structure words of the lexicon) collapse to X, so
    that 'has <n> red apples' and 'has <n> blue cars' count as one family."""
    from engine.math import lexicon as lx
    keep = (lx.STOP_WORDS | set(lx.HAVE) | set(lx.GAIN) | set(lx.LOSE) | set(lx.GIVE) | set(lx.ACT)
            | set(lx.WORK) | set(lx.TIME_UNITS) | {",", "'s"})
    out: list[str] = []
    for t in coarse_shape(shape).split():
        if t.startswith(("<", "@")) or t in keep:
            out.append(t)
        elif not out or out[-1] != "X":
            out.append("X")
    return " ".join(out)


def unread(text: str, sealed: bool = True) -> list[tuple[str, str]]:
    """(coarse shape, reason) of each sentence the reader cannot turn into facts."""
    out = []
    for s in segment(normalize_text(text)):
        try:
            _sentence_facts(s, sealed=sealed)
        except _Refuse as r:
            if r.refusal.reason.value in ("unrecognized_sentence", "unrecognized_question"):
                out.append((coarse_shape(s.shape), r.refusal.reason.value))
    return out


def main(argv: list[str]) -> int:
    """Print shape counts and one-shape-away problem counts for the tune split."""
    ap = argparse.ArgumentParser(prog="python -m evals.gsm8k.analyze")
    ap.add_argument("--top", type=int, default=40)
    ap.add_argument("--ops", type=int, default=99, help="only problems with <= this many gold ops")
    ap.add_argument("--families", action="store_true",
                    help="group shapes into families (content words -> X)")
    ap.add_argument("--show", default=None, help="print tune sentences whose shape contains this")
    args = ap.parse_args(argv)
    import json
    raw = [json.loads(l) for l in open(default_data_path(), encoding="utf-8") if l.strip()]
    answers = {r["question"]: r["answer"] for r in raw}
    tune = select(load_problems(default_data_path()), "tune")
    shapes = Counter()
    one_away = Counter()
    n_unread = Counter()
    ops_hist = Counter()
    for p in tune:
        k = n_ops(answers[p.question])
        ops_hist[k] += 1
        if k > args.ops:
            continue
        bad = unread(p.question)
        if args.families:
            bad = [(coarser_shape(sh), why) for sh, why in bad]
        n_unread[len(bad)] += 1
        for sh, _ in bad:
            shapes[sh] += 1
            if args.show and args.show in sh:
                print(f"{p.id}: {sh}")
        if len(bad) == 1:
            one_away[bad[0][0]] += 1
    print("gold ops histogram:", dict(sorted(ops_hist.items())))
    print("problems by number of unread sentences:", dict(sorted(n_unread.items())))
    print(f"\n== top {args.top} shapes that are the ONLY unread sentence of a problem")
    for sh, c in one_away.most_common(args.top):
        print(f"{c:5d}  {sh}")
    print(f"\n== top {args.top} unread shapes overall")
    for sh, c in shapes.most_common(args.top):
        print(f"{c:5d}  {sh}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
