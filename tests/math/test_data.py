"""Data loading, typed errors naming the line, and the deterministic split."""
from fractions import Fraction

import pytest

from engine.math.data import default_data_path, load_problems, parse_gold, select, split_of, tune_part_of
from engine.math.errors import DataFileError


def test_malformed_jsonl_line_is_named(tmp_path):
    p = tmp_path / "bad.jsonl"
    p.write_text('{"question": "q?", "answer": "x\\n#### 3"}\n{not json}\n', encoding="utf-8")
    with pytest.raises(DataFileError) as e:
        load_problems(p)
    assert e.value.line == 2 and "bad.jsonl" in str(e.value) and "line 2" in str(e.value)


@pytest.mark.parametrize("line", ['[1, 2]', '{"question": 3, "answer": "#### 1"}',
                                  '{"question": "q", "answer": "no final line"}'])
def test_wrong_shapes_are_typed_errors(tmp_path, line):
    p = tmp_path / "d.jsonl"
    p.write_text(line + "\n", encoding="utf-8")
    with pytest.raises(DataFileError):
        load_problems(p)


def test_missing_file_is_a_typed_error(tmp_path):
    with pytest.raises(DataFileError):
        load_problems(tmp_path / "nope.jsonl")


def test_gold_parses_commas_and_negatives():
    assert parse_gold("a\n#### 1,200") == 1200 and parse_gold("#### -3.5") == Fraction(-7, 2)


def test_split_is_deterministic_and_about_80_20():
    problems = load_problems(default_data_path())
    assert len(problems) == 7473
    tune, measure = select(problems, "tune"), select(problems, "measure")
    assert len(tune) + len(measure) == len(problems)
    assert 0.77 < len(tune) / len(problems) < 0.83
    assert not {p.id for p in tune} & {p.id for p in measure}
    assert all(split_of(p.question) == "measure" for p in measure)


def test_fit_and_check_partition_tune():
    # session 14: tune cut in two by a hash of the id; measure problems are in neither part
    problems = load_problems(default_data_path())
    tune, fit, check = select(problems, "tune"), select(problems, "fit"), select(problems, "check")
    assert sorted(p.id for p in fit + check) == sorted(p.id for p in tune)
    assert not {p.id for p in fit} & {p.id for p in check}
    assert 0.22 < len(check) / len(tune) < 0.28
    assert all(tune_part_of(p.id) == "check" for p in check)
    assert select(problems, "check") == check  # deterministic
