"""RuntimeConfig, ChatRuntime and the console script: typed errors, exit codes, one-line
messages (SPEC §6–§7)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.admissibility import AdmissibilityRegion
from engine.cli import main
from engine.config import RuntimeConfig, load_config
from engine.errors import ConfigError
from engine.runtime import ChatRuntime

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def runtime():
    return ChatRuntime(RuntimeConfig())


@pytest.mark.parametrize("name", ["default", "margin", "inner_loop"])
def test_shipped_configs_load(name):
    cfg = load_config(REPO / "configs" / f"{name}.toml")
    assert cfg.pack == "en_cognition_v1"


@pytest.mark.parametrize("text,match", [
    ('max_tokens = 8\nsurprise = 1\n', r"cfg.toml:2: argument 'surprise' is not a RuntimeConfig key"),
    ('admissibility_mode = "fuzzy"\n', r"cfg.toml:1: argument 'admissibility_mode'"),
    ('admissibility_margin = -0.5\n', r"cfg.toml:1: argument 'admissibility_margin' must be >= 0"),
    ('admissibility_margin = nan\n', r"admissibility_margin' must be a finite number"),
    ('admissibility_threshold = "high"\n', r"admissibility_threshold' must be a finite number"),
    ('max_tokens = 0\n', r"max_tokens' must be an int"),
    ('max_tokens = true\n', r"max_tokens' must be an int"),
    ('inner_loop_admissibility = "yes"\n', r"inner_loop_admissibility' must be a bool"),
    ('stop_tokens = 3\n', r"stop_tokens"),
    ('max_tokens = = 3\n', r"cfg.toml:1: argument 'path' is malformed TOML"),
    ('[table]\nx = 1\n', r"table"),
])
def test_malformed_config_is_a_config_error_naming_file_and_line(tmp_path, text, match):
    p = tmp_path / "cfg.toml"
    p.write_text(text)
    with pytest.raises(ConfigError, match=match):
        load_config(p)


def test_missing_config_file(tmp_path):
    with pytest.raises(ConfigError, match="cannot be read"):
        load_config(tmp_path / "nope.toml")


def test_runtime_config_is_frozen_and_validated():
    cfg = RuntimeConfig()
    with pytest.raises(Exception):
        cfg.max_tokens = 3
    with pytest.raises(ConfigError, match="admissibility_margin"):
        cfg.replace(admissibility_margin=float("nan"))
    with pytest.raises(ConfigError, match="bogus"):
        cfg.replace(bogus=1)
    assert cfg.replace(admissibility_mode="margin").admissibility_mode == "margin"


def test_chat_returns_tokens_trace_and_hash(runtime):
    r = runtime.chat("What is the meaning of a symbol?")
    assert r.refusal is None and r.tokens and r.trace_hash
    assert r.prompt_tokens[-2:] == ("meaning", "symbol")
    again = runtime.chat("What is the meaning of a symbol?")
    assert (again.tokens, again.trace_hash) == (r.tokens, r.trace_hash)


def test_chat_refuses_instead_of_raising(runtime, vocab, cases):
    r = runtime.chat("blorp zzz")
    assert r.refusal is not None and r.refusal.reason == "empty_prompt" and "blorp" in r.unknown_tokens
    region = AdmissibilityRegion.from_tokens(runtime.vocab, ["the", "of"], label="stops-only")
    r = runtime.chat("truth and memory", region=region)
    assert r.refusal.reason == "empty_region" and r.refusal.region_label == "stops-only"
    assert r.trace_hash is None


def test_chat_forwards_the_admissibility_fields(cases):
    c = min(cases, key=lambda c: c["margin"])
    region_args = dict(blade_token=c["relation_blade_token"], label=c["id"])
    outcomes = {}
    for name, cfg in {
        "boundary": RuntimeConfig(max_tokens=1),
        "threshold": RuntimeConfig(max_tokens=1, inner_loop_admissibility=True,
                                   admissibility_threshold=c["admissibility_threshold"]),
        "margin": RuntimeConfig(max_tokens=1, admissibility_mode="margin"),
        "refuse": RuntimeConfig(max_tokens=1, admissibility_mode="margin",
                                admissibility_margin=round(c["margin"] + 0.1, 1)),
    }.items():
        rt = ChatRuntime(cfg)
        region = AdmissibilityRegion.from_tokens(rt.vocab, c["admissible_tokens"], **region_args)
        outcomes[name] = rt.chat(c["seed_token"], region=region)
    assert outcomes["boundary"].tokens == (c["forbidden_token"],)
    assert outcomes["threshold"].tokens == (c["expected_endpoint"],)
    assert outcomes["margin"].tokens == (c["expected_endpoint"],)
    ref = outcomes["refuse"].refusal
    assert ref.kind == "InnerLoopExhaustion" and ref.reason == "inner_loop_exhaustion"
    assert len(ref.rejected_attempts) == 2


def test_chat_rejects_non_text(runtime):
    with pytest.raises(ValueError, match="text"):
        runtime.chat(b"bytes")


# ------------------------------------------------------------------------------- CLI
def _run(capsys, *argv):
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def test_cli_walk_json(capsys):
    rc, out, err = _run(capsys, "walk", "tone", "--max-tokens", "3", "--json")
    assert rc == 0, err
    data = json.loads(out)
    assert len(data["tokens"]) == 3 and len(data["trace_hash"]) == 64


def test_cli_walk_margin_mode_with_region(capsys, cases):
    c = cases[0]
    rc, out, err = _run(capsys, "walk", c["seed_token"], "--allowed", ",".join(c["admissible_tokens"]),
                        "--blade", c["relation_blade_token"], "--admissibility-mode", "margin",
                        "--admissibility-margin", "0.4", "--max-tokens", "1", "--json")
    assert rc == 0, err
    assert json.loads(out)["tokens"] == [c["expected_endpoint"]]


def test_cli_threshold_flag(capsys, cases):
    c = cases[0]
    rc, out, _ = _run(capsys, "walk", c["seed_token"], "--allowed", ",".join(c["admissible_tokens"]),
                      "--blade", c["relation_blade_token"], "--inner-loop", "--threshold",
                      str(c["admissibility_threshold"]), "--max-tokens", "1")
    assert rc == 0 and out.split()[0] == c["expected_endpoint"]


def test_cli_refusal_exits_1_with_one_line(capsys, cases):
    c = cases[0]
    rc, out, err = _run(capsys, "walk", c["seed_token"], "--allowed", ",".join(c["admissible_tokens"]),
                        "--blade", c["relation_blade_token"], "--admissibility-mode", "margin",
                        "--admissibility-margin", "50", "--max-tokens", "1")
    assert rc == 1 and "refused" in err and err.count("\n") == 1 and out == ""
    rc, out, err = _run(capsys, "chat", "zzz qqq")
    assert rc == 1 and err.count("\n") == 1


@pytest.mark.parametrize("argv,needle", [
    (["walk", "glorbix"], "glorbix"),
    (["walk", "tone", "--admissibility-mode", "fuzzy"], "invalid choice"),
    (["walk", "tone", "--admissibility-margin", "-1"], "admissibility_margin"),
    (["walk", "tone", "--admissibility-margin", "nan"], "admissibility_margin"),
    (["walk", "tone", "--admissibility-margin", "abc"], "not a number"),
    (["walk", "tone", "--threshold", "inf"], "admissibility_threshold"),
    (["walk", "tone", "--max-tokens", "0"], "must be >= 1"),
    (["walk", "tone", "--allowed", ","], "token list"),
    (["walk", "tone", "--allowed", "truth,glorbix"], "glorbix"),
    (["walk", "tone", "--blade", "glorbix"], "glorbix"),
    (["walk", "tone", "--label", "x"], "--label"),
    (["walk", "tone", "--config", "/nonexistent.toml"], "cannot be read"),
    (["walk", "tone", "--pack", "/nonexistent"], "missing manifest.json"),
    (["walk"], "required"),
    (["frobnicate"], "invalid choice"),
    ([], "required"),
    (["walk", "tone", "--bogus-flag"], "unrecognized arguments"),
])
def test_cli_bad_arguments_exit_2_with_one_line(capsys, argv, needle):
    rc, out, err = _run(capsys, *argv)
    assert rc == 2, (argv, err)
    assert err.count("\n") == 1 and needle in err, err
    assert out == ""


def test_cli_bad_config_file_exits_2(tmp_path, capsys):
    p = tmp_path / "bad.toml"
    p.write_text("admissibility_mode = 'fuzzy'\n")
    rc, _, err = _run(capsys, "walk", "tone", "--config", str(p))
    assert rc == 2 and "bad.toml:1" in err and err.count("\n") == 1


def test_cli_help_exits_0(capsys):
    rc, out, _ = _run(capsys, "--help")
    assert rc == 0 and "walk" in out


def test_cli_demo_writes_report_and_table(tmp_path, capsys):
    out_path = tmp_path / "demo.json"
    rc, out, err = _run(capsys, "demo", "--out", str(out_path))
    assert rc == 0, err
    report = json.loads(out_path.read_text())
    assert report["all_passed"] and "trace_hash" in out and "margin_refusal" in out
    assert "summary: boundary" in out


def test_cli_mine_check_passes(capsys):
    rc, out, err = _run(capsys, "mine", "--check")
    assert rc == 0, err


def test_engine_import_is_light():
    code = "import sys, engine; assert 'jax' not in sys.modules, 'jax imported'; print(engine.__all__[0])"
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True,
                         env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"}, timeout=60)
    assert out.returncode == 0, out.stderr


def test_console_module_entry_point():
    out = subprocess.run([sys.executable, "-m", "engine.cli", "walk", "glorbix"], cwd=REPO,
                         capture_output=True, text=True, timeout=120,
                         env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin",
                              "JAX_PLATFORMS": "cpu"})
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and "glorbix" in out.stderr
