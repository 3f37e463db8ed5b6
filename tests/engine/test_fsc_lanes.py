"""SPEC §8 lanes beyond v2: v1 boundary, phase 2 observation, phase 4 threshold
characterization, stratified families, and ``cga lane``.

Each lane is run once per session (``fresh``); the tests compare the committed files with it
byte for byte and check the reports' numbers against their definitions and against direct
engine calls.
"""
from __future__ import annotations

import json
import shutil

import numpy as np
import pytest

from cga_jax import host as H
from engine.admissibility import DEFAULT_MARGIN, AdmissibilityRegion
from engine.errors import ExhaustionReason, InnerLoopExhaustion
from engine.walk import generate
from evals.forward_semantic_control import _lanes as L
from evals.forward_semantic_control import families, lanes, phase2, phase4, v1_runner


@pytest.fixture(scope="module")
def fresh(vocab):
    """name -> {path: text} of a fresh run of every lane (in dependency order)."""
    return {name: lanes.outputs(name, vocab=vocab) for name in lanes.LANE_NAMES}


def _report(fresh, name):
    return json.loads(list(fresh[name].values())[-1])


@pytest.fixture(scope="module")
def fam_cases():
    return families.load_cases()


# ------------------------------------------------------------------ byte reproducibility
@pytest.mark.parametrize("name", lanes.LANE_NAMES)
def test_committed_files_equal_a_fresh_run_byte_for_byte(fresh, name):
    files = fresh[name]
    assert files, name
    for path, text in files.items():
        assert path.is_file(), f"{path} is not committed (run: cga lane {name})"
        assert path.read_text(encoding="utf-8") == text, f"{path} differs (run: cga lane {name})"
        assert text.endswith("\n") and "NaN" not in text and "Infinity" not in text


def test_reports_are_canonical_json(fresh):
    for name in lanes.LANE_NAMES:
        for path, text in fresh[name].items():
            if path.suffix == ".json":
                assert L.report_json(json.loads(text)) == text
            else:
                rows = [json.loads(x) for x in text.splitlines()]
                assert L.cases_jsonl(rows) == text


# ------------------------------------------------------------------------------- v1 lane
def test_v1_chains_are_grounded_and_surfaces_recorded(vocab):
    cases = v1_runner.load_cases()
    assert [c["chain"] for c in cases] == [list(ch) for ch, _, _ in v1_runner.V1_CHAINS]
    for c in cases:
        for t in c["admissible_tokens"] + [c["relation_blade_token"]]:
            assert t in vocab, t
        assert c["admissible_tokens"] == c["chain"] + c["distractors"]
        assert c["max_tokens"] == len(c["chain"]) - 1
        assert c["admissibility_threshold"] > 0.0
        # the threshold admits every successor (its defining rule)
        assert min(c["successor_blade_scores"].values()) >= c["admissibility_threshold"] or \
            c["admissibility_threshold"] == 10.0 ** -v1_runner.THRESHOLD_DECIMALS
    sym = [c for c in cases if c["chain"][0] == "symbol"][0]
    assert sym["distractors"] == ["image", "light"]


def test_v1_rows_match_direct_walks(fresh, vocab):
    rep = _report(fresh, "v1")
    assert rep["relation_surface_map"] == {c["relation"]: c["relation_blade_token"]
                                           for c in v1_runner.load_cases()}
    for case, row in zip(v1_runner.load_cases(), rep["rows"]):
        region = AdmissibilityRegion.from_tokens(vocab, case["admissible_tokens"],
                                                 blade_token=case["relation_blade_token"])
        res = generate(vocab, case["seed_token"], max_tokens=case["max_tokens"], region=region,
                       admissibility_threshold=case["admissibility_threshold"])
        assert row["tokens"] == list(res.tokens)
        assert [v[1] for v in row["blade_verdicts"]] == [
            s.verdict["score"] >= case["admissibility_threshold"] for s in res.steps]
        assert row["stays_on_chain"] == all(t in case["chain"] for t in res.tokens)
        assert row["follows_chain"] == (list(res.tokens) == case["chain"][1:])
        assert row["rerun_hash_equal"] is True and len(row["trace_hash"]) == 64
    s = rep["summary"]
    assert s["follows_chain"] == sum(r["follows_chain"] for r in rep["rows"])


# ------------------------------------------------------------------------------- phase 2
def test_null_control_equals_boundary_causal_attribution(fresh):
    rep = _report(fresh, "phase2")
    assert rep["corpus_size"] == len(rep["rows"]) > 0
    for row in rep["rows"]:
        b, n = row["boundary"], row["null_control"]
        assert n["tokens"] == b["tokens"], row["case_id"]
        assert n["trace_hash"] == b["trace_hash"] is not None, row["case_id"]
    assert rep["causal_attribution_valid"] is True
    assert rep["code_path_residual"] == "0.000000000"
    assert rep["blade_recording_inert"] is True
    assert all(r["blade_recording_inert"] for r in rep["rows"])


def test_null_control_direct_and_blade_is_what_diverts(vocab, cases):
    """Flag on + zero blade hashes exactly like flag off; the relation blade then diverts."""
    c = dict(cases[0], max_tokens=1)
    common = dict(max_tokens=1, admissibility_threshold=c["admissibility_threshold"])
    b = generate(vocab, c["seed_token"], region=L.region_of(vocab, c, "none", "t"),
                 inner_loop_admissibility=False, **common)
    n = generate(vocab, c["seed_token"], region=L.region_of(vocab, c, "zero", "t"),
                 inner_loop_admissibility=True, **common)
    t = generate(vocab, c["seed_token"], region=L.region_of(vocab, c, "relation", "t"),
                 inner_loop_admissibility=True, **common)
    assert n.tokens == b.tokens and n.trace_hash == b.trace_hash
    assert t.tokens != b.tokens  # mined v2 case: the blade, not the code path, diverts


def test_five_reruns_give_identical_hashes(vocab):
    corpus = phase2.build_corpus()
    picked = {}
    for c in corpus:
        picked.setdefault(c["source"], c)
    for c in picked.values():
        for cond in phase2.CONDITIONS:
            hs = {phase2._condition(vocab, c, cond)["replay_hash"] for _ in range(5)}
            assert len(hs) == 1, (c["id"], cond)


def test_phase2_rates_follow_their_definition(fresh):
    rep = _report(fresh, "phase2")
    assert phase2.EXHAUSTION_CEILING == 0.05
    assert rep["exhaustion_ceiling"] == "0.050000000"
    assert rep["hash_stability"] == "1.000000000"
    assert all(row[c]["hash_stable"] for row in rep["rows"] for c in phase2.CONDITIONS)
    benign = [r for r in rep["rows"] if r["source"] not in phase2.ADVERSARIAL_SOURCES]
    for scope, rows in (("all", rep["rows"]), ("benign", benign)):
        for cond in phase2.CONDITIONS:
            k = sum(r[cond]["exhausted"] for r in rows)
            e = rep["exhaustion"][scope][cond]
            assert (e["exhausted"], e["total"]) == (k, len(rows))
            assert e["within_ceiling"] == (k / len(rows) <= phase2.EXHAUSTION_CEILING)
    breaches = sorted(c for c, e in rep["exhaustion"]["benign"].items() if not e["within_ceiling"])
    assert rep["benign_ceiling_breaches"] == breaches
    # ungated conditions cannot exhaust; the adversarial family must under inner t>0
    for cond in ("boundary", "null_control"):
        assert rep["exhaustion"]["all"][cond]["exhausted"] == 0
    na = rep["exhaustion"]["by_source"]["family:no_admissible_path"]["inner_tpos"]
    assert na["exhausted"] == na["total"] > 0


# ------------------------------------------------------------------------------- phase 4
def test_phase4_separation_follows_its_definition(fresh):
    rep = _report(fresh, "phase4")
    per_case = {c["case_id"]: c for c in rep["cases"]}
    for name, tab in rep["by_subset"].items():
        ids = [c["case_id"] for c in rep["cases"]
               if name == "all" or c["source"] == name]
        assert tab["cases"] == len(ids) > 0
        seps = []
        for row in tab["rows"]:
            tau = float(row["threshold"])
            tp = sum(float(per_case[i]["expected_score"]) >= tau for i in ids)
            fp = sum(float(per_case[i]["forbidden_score"]) >= tau for i in ids)
            assert (row["tp"], row["fp"], row["n"]) == (tp, fp, len(ids)), (name, tau)
            assert float(row["tp_rate"]) == pytest.approx(tp / len(ids), abs=1e-9)
            assert float(row["fp_rate"]) == pytest.approx(fp / len(ids), abs=1e-9)
            sep = float(row["tp_rate"]) - float(row["fp_rate"])
            assert float(row["separation_quality"]) == pytest.approx(sep, abs=2e-9)
            seps.append(tp - fp)  # exact (integer) separation x n
        best = max(seps)  # the first threshold attaining the maximum is reported
        assert float(tab["best_separation_quality"]) == pytest.approx(best / len(ids), abs=1e-9)
        assert tab["best_threshold"] == tab["rows"][seps.index(best)]["threshold"]
        assert tab["geometry_supports_static_threshold"] == (
            best / len(ids) >= phase4.SEPARATION_GATE)
    assert phase4.SEPARATION_GATE == 0.8
    assert rep["best_separation_quality"] == rep["by_subset"]["all"]["best_separation_quality"]


def test_phase4_grid_contains_every_break_point(fresh):
    rep = _report(fresh, "phase4")
    grid = {r["threshold"] for r in rep["by_subset"]["all"]["rows"]}
    for c in rep["cases"]:
        assert c["expected_score"] in grid and c["forbidden_score"] in grid


def test_phase4_v2_agrees_with_the_miners_static_threshold_record(fresh):
    from engine.mining import DELTA_PATH

    rec = json.loads(DELTA_PATH.read_text())["static_threshold"]
    v2 = _report(fresh, "phase4")["by_subset"]["v2"]
    assert float(v2["best_separation_quality"]) == pytest.approx(rec["best_separation_quality"])
    assert v2["geometry_supports_static_threshold"] == rec["geometry_supports_static_threshold"]


def test_phase4_blade_norm_statistics(fresh, vocab):
    norms = _report(fresh, "phase4")["blade_norms"]
    selfs = []
    for rel, d in norms["relations"].items():
        B = vocab.host[vocab.index_of(rel)]
        assert float(d["self_score"]) == pytest.approx(float(H.cga_inner(B, B)), abs=1e-8)
        selfs.append(float(d["self_score"]))
    sp = norms["across_cases"]["blade_self_score"]
    assert float(sp["min"]) == pytest.approx(min(selfs), abs=1e-9)
    assert float(sp["max"]) == pytest.approx(max(selfs), abs=1e-9)


# ------------------------------------------------------------------------------ families
def _walk(vocab, c, **kw):
    return generate(vocab, c["seed_token"], max_tokens=c["max_tokens"],
                    region=L.region_of(vocab, c, "relation", "test"),
                    admissibility_threshold=c["admissibility_threshold"], **kw)


def test_every_family_is_mined(fam_cases):
    got = {c["family"] for c in fam_cases}
    assert got == set(families.FAMILIES)


def test_near_equal_refuses_in_margin_mode_with_the_whole_ranking(vocab, fam_cases):
    ne = [c for c in fam_cases if c["family"] == "near_equal"]
    for c in ne:
        assert 0.0 < c["margin"] < DEFAULT_MARGIN
        with pytest.raises(InnerLoopExhaustion) as ei:
            _walk(vocab, c, admissibility_mode="margin")
        exc = ei.value
        assert exc.reason is ExhaustionReason.INNER_LOOP_EXHAUSTION
        assert c["id"] in str(exc) and exc.region_label == c["id"]
        ranked = [a[1] for a in exc.rejected_attempts]
        assert sorted(ranked) == sorted(c["admissible_tokens"])
        scores = [a[2] for a in exc.rejected_attempts]
        assert scores == sorted(scores, reverse=True)
        # a δ at or below the margin admits the blade top (the refusal is the margin's doing)
        ok = _walk(vocab, c, admissibility_mode="margin",
                   admissibility_margin=np.floor(c["margin"] * 1e3) / 1e3)
        assert ok.tokens == (c["expected_endpoint"],)


def test_no_admissible_path_exhausts_naming_the_region(vocab, fam_cases):
    na = [c for c in fam_cases if c["family"] == "no_admissible_path"]
    for c in na:
        assert all(s < c["admissibility_threshold"] for s in c["blade_scores"].values())
        with pytest.raises(InnerLoopExhaustion) as ei:
            _walk(vocab, c, inner_loop_admissibility=True)
        exc = ei.value
        assert exc.reason is ExhaustionReason.INNER_LOOP_EXHAUSTION
        assert f"AdmissibilityRegion[{c['id']}]" in str(exc)
        assert {a[1] for a in exc.rejected_attempts} == set(c["admissible_tokens"])
        # boundary-only emits (flagged) instead
        b = _walk(vocab, c, inner_loop_admissibility=False)
        assert len(b.tokens) == 1 and b.steps[0].verdict["admitted"] is False


def test_near_forbidden_is_v2_shaped_with_the_smallest_margins(vocab, fam_cases, cases):
    nf = [c for c in fam_cases if c["family"] == "near_forbidden"]
    v2_min = min(c["margin"] for c in cases)
    for c in nf:
        bs = c["boundary_scores"]
        assert bs[c["forbidden_token"]] > bs[c["expected_endpoint"]]
        assert c["second_score"] < c["admissibility_threshold"] <= c["top_score"]
        assert 0.0 < c["margin"] <= v2_min
        t = _walk(vocab, c, inner_loop_admissibility=True)
        assert t.tokens == (c["expected_endpoint"],)


def test_multi_step_carried_field_matters(vocab, fam_cases):
    ms = [c for c in fam_cases if c["family"] == "multi_step_carried_field"]
    S = H.cga_inner(vocab.host, vocab.host.T)
    for c in ms:
        assert 2 <= c["max_tokens"] <= 3
        res = generate(vocab, c["seed_token"], max_tokens=c["max_tokens"],
                       region=L.region_of(vocab, c, "none", "test"))
        assert list(res.tokens) == c["expected_tokens"]
        # memoryless re-derivation, independent of the miner: score from the node's versor
        pool = [vocab.index_of(t) for t in c["admissible_tokens"]]
        node, recent, ml = vocab.index_of(c["seed_token"]), [], []
        for tok in res.tokens:
            cand = [i for i in pool if i != node and i not in recent[-3:]]
            ml.append(vocab.words[max(cand, key=lambda i: (S[node, i], -i))])
            node = vocab.index_of(tok)
            recent.append(node)
        assert ml == c["memoryless_tokens"]
        assert ml[0] == res.tokens[0] and ml != list(res.tokens)


def test_heterogeneous_groups_mix_blade_norms(fam_cases, vocab):
    hr = [c for c in fam_cases if c["family"] == "heterogeneous_relations"]
    groups = {}
    for c in hr:
        groups.setdefault(c["group"], []).append(c)
    assert groups
    for g in groups.values():
        assert len(g) == 2 and g[0]["seed_token"] == g[1]["seed_token"]
        assert g[0]["relation_blade_token"] != g[1]["relation_blade_token"]
        assert g[0]["blade_self_score"] / g[1]["blade_self_score"] == pytest.approx(
            g[0]["self_score_ratio"], rel=1e-6)
        assert g[0]["self_score_ratio"] > 1.0


def test_family_report_pass_rates_match_rows(fresh):
    rep = _report(fresh, "families")
    for fam, e in rep["families"].items():
        for m in families.MODES:
            rows = [r for r in rep["rows"] if r["family"] == fam and r["mode"] == m]
            assert e["modes"][m]["passed"] == sum(r["passed"] for r in rows)
            assert e["modes"][m]["total"] == len(rows) == e["count"]
    fails = sorted(f for f, e in rep["families"].items()
                   if e["modes"]["margin"]["passed"] < e["count"])
    assert rep["single_delta_fails_on"] == fails
    # near-equal must refuse in margin mode: the rows say so and carry the ranking
    for r in rep["rows"]:
        if r["family"] == "near_equal" and r["mode"] == "margin":
            assert r["exhausted"] and r["label_in_message"] and len(r["rejected"]) >= 2


def test_families_mining_is_deterministic(vocab, fam_cases):
    assert families.mine_families(vocab=vocab) == fam_cases


# ------------------------------------------------------------------------------------ CLI
@pytest.mark.parametrize("argv", [["lane"], ["lane", "bogus"], ["lane", "all", "--out", "x.json"],
                                  ["lane", "v1", "--check", "--out", "x.json"],
                                  ["lane", "v1", "--frobnicate"]])
def test_cli_lane_bad_arguments_exit_2(argv, capsys):
    from engine.cli import main

    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err and len(err.splitlines()) == 1


def test_cli_lane_check_and_out(tmp_path, monkeypatch, capsys):
    from engine.cli import main

    assert main(["lane", "v1", "--check"]) == 0
    assert "match" in capsys.readouterr().out
    out = tmp_path / "v1.json"
    assert main(["lane", "v1", "--out", str(out), "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert out.read_text() == v1_runner.DEFAULT_REPORT.read_text()
    assert printed == json.loads(out.read_text())
    # a stale committed report makes --check exit 1
    cases, rep = tmp_path / "cases.jsonl", tmp_path / "report.json"
    shutil.copy(v1_runner.DEFAULT_CASES, cases)
    rep.write_text(v1_runner.DEFAULT_REPORT.read_text().replace('"follows_chain": true',
                                                                '"follows_chain": false', 1))
    monkeypatch.setattr(v1_runner, "DEFAULT_CASES", cases)
    monkeypatch.setattr(v1_runner, "DEFAULT_REPORT", rep)
    assert main(["lane", "v1", "--check"]) == 1
    assert "differ" in capsys.readouterr().err
