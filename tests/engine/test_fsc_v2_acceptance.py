"""ADR-0024 / ADR-0026 acceptance evidence on the mined v2 mechanism-isolation cases."""
from __future__ import annotations

import json

import pytest

from engine.admissibility import DEFAULT_MARGIN, AdmissibilityRegion
from engine.errors import ExhaustionReason, InnerLoopExhaustion
from engine.mining import (
    CASES_PATH,
    DELTA_PATH,
    cases_jsonl,
    delta_json,
    derive_delta,
    mine_v2_cases,
)
from engine.walk import generate
from evals.forward_semantic_control.v2_runner import (
    CASE_FIELDS,
    DEFAULT_REPORT,
    load_cases,
    report_json,
    run_lane,
)


def _region(vocab, c):
    return AdmissibilityRegion.from_tokens(vocab, c["admissible_tokens"],
                                           blade_token=c["relation_blade_token"], label=c["id"],
                                           source="fsc_v2")


def _walk(vocab, c, **kw):
    return generate(vocab, c["seed_token"], max_tokens=1, region=_region(vocab, c),
                    admissibility_threshold=c["admissibility_threshold"], **kw)


def test_at_least_five_cases_in_the_spec_schema(cases):
    assert len(cases) >= 5
    for c in cases:
        assert set(CASE_FIELDS) <= set(c)
        assert c["expected_endpoint"] != c["forbidden_token"]
        assert c["second_score"] < c["admissibility_threshold"] <= c["top_score"]


def test_boundary_only_emits_the_forbidden_token(vocab, cases):
    for c in cases:
        res = _walk(vocab, c, inner_loop_admissibility=False)
        assert res.tokens == (c["forbidden_token"],), c["id"]
        assert res.steps[0].verdict["admitted"] is False  # recorded, not acted on


def test_threshold_mode_picks_expected_with_forbidden_rejected(vocab, cases):
    for c in cases:
        res = _walk(vocab, c, inner_loop_admissibility=True)
        assert res.tokens == (c["expected_endpoint"],), c["id"]
        assert c["forbidden_token"] in [a[1] for a in res.steps[0].rejected_attempts]


def test_margin_mode_admits_at_default_delta_with_forbidden_traced(vocab, cases):
    for c in cases:
        res = _walk(vocab, c, admissibility_mode="margin")  # default delta
        assert res.config["admissibility_margin"] == DEFAULT_MARGIN == 0.4
        assert res.tokens == (c["expected_endpoint"],), c["id"]
        step = res.steps[0]
        assert c["forbidden_token"] in [a[1] for a in step.rejected_attempts]
        assert step.verdict["margin"] == pytest.approx(c["margin"], abs=1e-9)


def test_refuses_with_the_whole_ranking_when_delta_exceeds_margin(vocab, cases):
    c = min(cases, key=lambda c: c["margin"])
    delta = round(c["margin"] + 0.1, 1)
    with pytest.raises(InnerLoopExhaustion) as ei:
        _walk(vocab, c, admissibility_mode="margin", admissibility_margin=delta)
    e = ei.value
    assert e.reason is ExhaustionReason.INNER_LOOP_EXHAUSTION and e.step_index == 0
    assert c["id"] in str(e)
    ranking = e.rejected_attempts
    assert [a[1] for a in ranking] == [c["expected_endpoint"], c["forbidden_token"]]
    assert ranking[0][2] - ranking[1][2] == pytest.approx(c["margin"], abs=1e-9)


def test_threshold_mode_unset_and_threshold_are_identical(vocab, cases):
    for c in cases:
        for flag in (False, True):
            a = _walk(vocab, c, inner_loop_admissibility=flag)
            b = _walk(vocab, c, inner_loop_admissibility=flag, admissibility_mode="threshold")
            assert (a.tokens, a.trace_hash) == (b.tokens, b.trace_hash)
    a = generate(vocab, "wisdom", max_tokens=5)
    b = generate(vocab, "wisdom", max_tokens=5, admissibility_mode="threshold")
    assert (a.tokens, a.trace_hash) == (b.tokens, b.trace_hash)


def test_flag_off_and_flag_on_without_rejection_hash_byte_identical(vocab, cases):
    for c in cases:
        # a threshold at or below both blade scores: the boundary pick is admitted
        low = c["second_score"] - 1.0
        off = generate(vocab, c["seed_token"], max_tokens=2, region=_region(vocab, c),
                       admissibility_threshold=low)
        on = generate(vocab, c["seed_token"], max_tokens=2, region=_region(vocab, c),
                      admissibility_threshold=low, inner_loop_admissibility=True)
        assert all(not s.rejected_attempts for s in on.steps)
        assert json.dumps(off.canonical_steps()) == json.dumps(on.canonical_steps())
        assert off.trace_hash == on.trace_hash
    # unconstrained walks too
    assert (generate(vocab, "tone", max_tokens=4).trace_hash
            == generate(vocab, "tone", max_tokens=4, inner_loop_admissibility=True).trace_hash)


def test_margin_mode_replay_stable_across_five_runs(vocab, cases):
    for c in cases[:2]:
        runs = {(r.tokens, json.dumps(r.canonical_steps(), sort_keys=True), r.trace_hash)
                for r in (_walk(vocab, c, admissibility_mode="margin") for _ in range(5))}
        assert len(runs) == 1


def test_committed_cases_equal_a_fresh_mine(pack):
    cases, record = mine_v2_cases(pack)
    assert CASES_PATH.read_text(encoding="utf-8") == cases_jsonl(cases)
    assert DELTA_PATH.read_text(encoding="utf-8") == delta_json(record)
    assert record["pack_sha256"] == pack.checksum
    assert record["derived_delta"] == derive_delta([c["margin"] for c in cases])
    assert record["derived_delta"] >= DEFAULT_MARGIN and record["default_admits_all"]


def test_derive_delta_follows_adr_0026():
    assert derive_delta([0.596, 0.456, 13.27, 3.37, 12.74]) == 0.4
    assert derive_delta([0.5, 0.9]) == 0.4  # strictly below the minimum
    assert derive_delta([0.931817832]) == 0.9


def test_committed_lane_report_is_byte_reproducible(vocab):
    report = run_lane(vocab=vocab)
    assert report["all_passed"]
    assert DEFAULT_REPORT.read_text(encoding="utf-8") == report_json(report)


def test_cases_file_errors_name_file_and_line(tmp_path):
    p = tmp_path / "cases.jsonl"
    good = CASES_PATH.read_text().splitlines()[0]
    p.write_text(good + "\n{not json}\n")
    from engine.errors import PackError

    with pytest.raises(PackError, match=r"cases.jsonl:2: malformed JSON"):
        load_cases(p)
    bad = json.loads(good)
    bad["surprise"] = 1
    p.write_text(json.dumps(bad) + "\n")
    with pytest.raises(PackError, match=r"cases.jsonl:1: unknown field 'surprise'"):
        load_cases(p)
