"""The transfer figures count what the reader reads, per split, in aggregate only."""
from fractions import Fraction

from engine.math.data import Problem
from evals.gsm8k.transfer import UNREAD_CAP, split_figures

_READ = "Tom has 15 apples. He eats 4 apples. How many apples does Tom have left?"
_UNREAD = "Tom has 15 apples. The zorp glimmers quietly 7 times beyond 3 frabjous hills. How many apples does Tom have?"


def test_counts_sentences_and_fully_read_verdicts():
    figs = split_figures([Problem("1", _READ, Fraction(11)), Problem("2", _UNREAD, Fraction(15))])
    assert figs["problems"] == 2
    assert figs["sentences"] == 6
    assert figs["sentences_read"] == 5
    assert figs["problems_by_unread"]["0"] == 1 and figs["problems_by_unread"]["1"] == 1
    assert figs["fully_read_verdicts"] == {"answered": 1}
    assert set(figs["problems_by_unread"]) == {"0", "1", "2", f"{UNREAD_CAP}+"}


def test_empty_split_has_zero_rate():
    figs = split_figures([])
    assert figs["sentence_read_rate"] == 0.0 and figs["fully_read_verdicts"] == {}


def test_imperative_question_is_read_as_the_reader_reads_it():
    # no '?': the reader takes the imperative last sentence as the question, so must transfer
    text = "Tom has 15 apples. He eats 4 apples. Calculate the number of apples Tom has left."
    figs = split_figures([Problem("1", text, Fraction(11))])
    assert figs["sentences"] == 3
    assert figs["problems_by_unread"]["0"] == 1


def test_main_reports_tune_its_two_parts_and_measure(tmp_path):
    import json
    from evals.gsm8k.transfer import main
    data = tmp_path / "d.jsonl"
    data.write_text("".join(json.dumps({"question": _READ.replace("15", str(n)), "answer": f"#### {n - 4}"}) + "\n"
                            for n in range(10, 40)), encoding="utf-8")
    out = tmp_path / "t.json"
    assert main(["--data", str(data), "--out", str(out)]) == 0
    rep = json.loads(out.read_text(encoding="utf-8"))
    assert list(rep) == ["check", "fit", "measure", "tune"] or set(rep) == {"check", "fit", "measure", "tune"}
    assert rep["fit"]["problems"] + rep["check"]["problems"] == rep["tune"]["problems"]
    assert rep["tune"]["problems"] + rep["measure"]["problems"] == 30
