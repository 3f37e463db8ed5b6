"""Lanes (ADR-0186): frozen serving report, sealed report, claims check, promotion rule."""
import json

from engine.math.cli import build_report, check_report, default_report_path
from engine.math.injectors import SEALED_INJECTORS, SERVING_INJECTORS
from engine.math.lanes import canonical_json, wrong_rate_upper95
from evals.gsm8k import confusers


def test_serving_report_rerun_is_byte_identical():
    fresh = canonical_json(build_report("serving", "measure", None, False))
    assert default_report_path("serving").read_text(encoding="utf-8") == fresh


def test_sealed_report_rerun_is_byte_identical():
    fresh = canonical_json(build_report("sealed", "measure", None, False))
    assert default_report_path("sealed").read_text(encoding="utf-8") == fresh


def test_reports_show_zero_wrong():
    for lane in ("serving", "sealed"):
        rep = json.loads(default_report_path(lane).read_text(encoding="utf-8"))
        assert rep["wrong"] == 0 and rep["n"] == rep["correct"] + rep["refused"] + rep["errata"]


def test_claims_check_fails_on_a_tampered_report(tmp_path):
    report = build_report("serving", "measure", None, False)
    good = tmp_path / "r.json"
    good.write_text(canonical_json(report), encoding="utf-8")
    assert check_report(report, good) == 0
    tampered = dict(report, correct=report["correct"] + 1)
    good.write_text(canonical_json(tampered), encoding="utf-8")
    assert check_report(report, good) == 1
    assert check_report(dict(report, wrong=1), tmp_path / "missing.json") == 1


def test_sealed_and_serving_tables_are_disjoint():
    assert not set(SERVING_INJECTORS) & set(SEALED_INJECTORS)


def test_confuser_suite_has_no_wrong_and_matches_committed_report():
    assert confusers.main(["--check"]) == 0


def test_wrong_rate_bound_is_rule_of_three_at_zero():
    assert abs(wrong_rate_upper95(0, 1000) - 3 / 1000) < 1e-4
    assert wrong_rate_upper95(1, 10) > wrong_rate_upper95(0, 10)


def test_confuser_suite_rejects_a_repeated_id(tmp_path):
    import pytest
    p = tmp_path / "c.jsonl"
    row = {"id": "x-a", "pair": "x", "text": "Tom has 3 apples. How many apples does Tom have?", "expect": "3"}
    p.write_text(json.dumps(row) + "\n" + json.dumps(row) + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"load_suite\(path=.*line 2 repeats id 'x-a'"):
        confusers.load_suite(p)
