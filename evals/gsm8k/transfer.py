"""Aggregate read-level figures per split, to see whether tune work transfers to measure.

Only counts are computed and printed (the measure split is never listed case by case):
sentences read, problems by number of unread sentences, and how the fully read problems end
(answered or the refusal reason). A construction that generalises moves the measure counts
in proportion to the tune counts (measure is a quarter of tune's size); one fitted to the
wording of tune problems moves tune alone.

    python -m evals.gsm8k.transfer [--data PATH] [--out PATH]
"""
from __future__ import annotations

import argparse
import sys
from collections import Counter

from engine.math.data import default_data_path, load_problems, select
from engine.math.lanes import write_report
from engine.math.reader import _Refuse, _sentence_facts, imperative_as_question, solve
from engine.math.refusal import Refusal
from engine.math.segment import normalize_text, segment

# problems with this many or more unread sentences are counted together
UNREAD_CAP = 3


def split_figures(problems) -> dict:
    """Counts for one split: sentences read, problems by unread sentences (capped), verdicts
    of the fully read problems (serving lane)."""
    n_sent = n_read = 0
    by_unread: Counter = Counter()
    verdicts: Counter = Counter()
    for p in problems:
        unread = 0
        # segmented as the reader segments: an imperative last sentence ('Calculate the age
        # of Justin currently.') is the question, read by the question templates
        for s in segment(imperative_as_question(normalize_text(p.question))):
            n_sent += 1
            try:
                _sentence_facts(s, sealed=False)
                n_read += 1
            except _Refuse:
                unread += 1
        by_unread[min(unread, UNREAD_CAP)] += 1
        if unread == 0:
            r = solve(p.question)
            verdicts["answered" if not isinstance(r, Refusal) else r.reason.value] += 1
    return {"problems": len(problems), "sentences": n_sent, "sentences_read": n_read,
            "sentence_read_rate": round(n_read / n_sent, 6) if n_sent else 0.0,
            "problems_by_unread": {f"{k}+" if k == UNREAD_CAP else str(k): by_unread[k]
                                   for k in range(UNREAD_CAP + 1)},
            "fully_read_verdicts": dict(sorted(verdicts.items()))}


def main(argv: list[str]) -> int:
    """Print (and optionally write) the aggregate figures of the tune split, its fit and check parts, and the measure split."""
    ap = argparse.ArgumentParser(prog="python -m evals.gsm8k.transfer")
    ap.add_argument("--data", default=None, help="GSM8K-format JSONL (default: the shared train file)")
    ap.add_argument("--out", default=None, help="write the figures as canonical JSON here")
    args = ap.parse_args(argv)
    problems = load_problems(args.data or default_data_path())
    # fit and check are the two parts of tune (session 14): a gain on fit that does not show on
    # check is a rule fitted to tune wording
    report = {split: split_figures(select(problems, split)) for split in ("tune", "fit", "check", "measure")}
    for split, f in report.items():
        print(f"{split}: problems={f['problems']} sentences_read={f['sentences_read']}/{f['sentences']} "
              f"({f['sentence_read_rate']:.3f}) by_unread={f['problems_by_unread']} "
              f"fully_read={f['fully_read_verdicts']}")
    if args.out:
        write_report(report, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
