"""Smoke test of the benchmark harness: ``--quick`` runs end to end and writes the JSON schema.

No timing assertions: this checks the harness, not the machine.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _env():
    env = dict(os.environ)
    env.pop("XLA_FLAGS", None)  # tests/conftest.py forces 4 host devices; the bench runs as is
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _run(*args, timeout=120):
    return subprocess.run([sys.executable, "-m", "bench.run", *args], cwd=ROOT, env=_env(),
                          capture_output=True, text=True, timeout=timeout)


def _rate(entry):
    assert entry["median_s"] > 0 and entry["min_s"] <= entry["median_s"] <= entry["max_s"]
    assert entry["reps"] >= 1 and entry["items_per_s"] > 0
    return entry


def test_quick_run_writes_schema(tmp_path):
    # walk is engine.bench_walk's own benchmark (no quick mode); its guard is tested below.
    # No wall-clock assertion: speed lives in `make bench`, never in a timed unit test (the
    # harness's own timeout in _run bounds a hang).
    proc = _run("--quick", "--only", "scoring,products,compile", "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr[-3000:]
    text = (tmp_path / "bench.json").read_text()
    report = json.loads(text)
    assert text == json.dumps(report, sort_keys=True, indent=2) + "\n"  # canonical

    assert report["quick"] is True and report["sections"] == ["scoring", "products", "compile"]
    m = report["machine"]
    for key in ("platform", "cpu_model", "cpu_count", "jax_backend", "jax_devices"):
        assert m[key], key
    for pkg in ("jax", "jaxlib", "numpy", "kingdon", "clifford", "numba"):
        assert m["versions"][pkg], pkg

    sc = report["scoring"]
    for key in map(str, sc["sizes"]):
        r = sc["results"][key]
        for case in ("score", "reference_sum", "walk_step"):
            assert _rate(r[case])["GBps"] > 0
        assert r["ratio_score_vs_reference"] > 0

    pr = report["products"]
    assert pr["checks_passed"] is True and pr["checks"]
    assert {c["peer"] for c in pr["checks"]} >= {"kingdon", "einsum_dense", "clifford_dense_prange"}
    for op in ("geometric_product", "sandwich"):
        for key in map(str, pr["sizes"]):
            r = pr[op][key]
            assert {"kingdon", "einsum_dense"} <= set(r["cases"])
            for entry in r["cases"].values():
                _rate(entry)
            assert r["ratio_ours_vs_fastest_peer"] > 0 and r["ratio_ours_vs_fastest_peer_from_min"] > 0
    assert pr["sandwich"][str(pr["sizes"][0])]["ratio_ours_vs_kingdon"] > 0
    assert isinstance(pr["skipped"], list)

    co = report["compile"]
    assert co["ops"] and all(o["first_call_s"] > 0 for o in co["ops"].values())
    assert co["max_first_call_s"] == max(o["first_call_s"] for o in co["ops"].values())

    targets = report["targets"]
    assert set(targets) == {"scoring_ratio_vs_bandwidth_N1e6", "geometric_product_vs_fastest_peer_N1e5",
                            "sandwich_vs_kingdon_N1e5", "compile_every_op_first_call_s"}
    for t in targets.values():
        assert set(t) >= {"value", "target", "met"}
        assert t["met"] is None  # --quick never claims a target
    assert isinstance(report["skipped"], list)
    assert "targets:" in proc.stdout


@pytest.mark.parametrize("args", [["--only", "scoring,nope"], ["--only", ""], ["--bogus"], ["--quick", "extra"]])
def test_bad_arguments_one_line_exit_2(args, tmp_path):
    proc = _run(*args, "--out", str(tmp_path), timeout=60)
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and "error" in proc.stderr
    assert not (tmp_path / "bench.json").exists()


def test_help():
    proc = _run("--help", timeout=60)
    assert proc.returncode == 0 and "--quick" in proc.stdout and "--only" in proc.stdout


def test_walk_guard_only_tolerates_a_missing_module(monkeypatch, tmp_path):
    from bench import walk

    monkeypatch.setattr(walk, "_MODULE", "engine.no_such_bench_module")
    result = walk.run_walk(str(tmp_path))
    assert result["skipped"] is True and "no_such_bench_module" in result["reason"]


def test_console_script_forwards_to_the_harness():
    from engine.cli import main

    assert main(["bench", "--help"]) == 0
    assert main(["bench", "--only", "nonsense"]) == 2


def test_console_script_names_a_missing_harness(monkeypatch, capsys):
    import importlib

    from engine.cli import main

    real = importlib.import_module

    def fake(name, *a, **k):
        if name == "bench.run":
            raise ModuleNotFoundError("No module named 'bench'", name="bench")
        return real(name, *a, **k)

    monkeypatch.setattr(importlib, "import_module", fake)
    assert main(["bench"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("cga bench:")
