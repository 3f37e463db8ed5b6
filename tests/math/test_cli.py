"""The console commands: math and math-lane."""
import json
import subprocess
import sys

from engine.math.cli import main


def test_math_prints_answer_and_program(capsys):
    assert main(["math", "Tom has 5 apples. He eats 2 apples. How many apples does Tom have left?"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("answer: 3 (apple)") and "sub(" in out


def test_math_json_prints_refusal_with_reason(capsys):
    assert main(["math", "--json", "no question here."]) == 0
    obj = json.loads(capsys.readouterr().out)
    assert obj["verdict"] == "refused" and obj["reason"] == "no_question"


def test_bad_arguments_give_one_line_and_nonzero_exit():
    p = subprocess.run([sys.executable, "-m", "engine.math.cli", "math-lane", "--lane", "bogus"],
                       capture_output=True, text=True)
    assert p.returncode != 0 and len(p.stderr.strip().splitlines()) == 1


def test_lane_with_malformed_data_names_the_line(tmp_path, capsys):
    bad = tmp_path / "d.jsonl"
    bad.write_text('{"question": "q?", "answer": "#### 1"}\n\n{oops\n', encoding="utf-8")
    assert main(["math-lane", "--data", str(bad), "--split", "all", "--out", str(tmp_path / "r.json")]) == 2
    assert "line 3" in capsys.readouterr().err


def test_closed_stdout_pipe_ends_quietly():
    # `cga math ... | head -0`: the reader is gone before the answer is printed
    import os
    for module in ("engine.math.cli", "engine.cli"):
        r, w = os.pipe()
        os.close(r)
        p = subprocess.run([sys.executable, "-m", module, "math", "Tom has 5 apples. How many apples does Tom have?"],
                           stdout=w, stderr=subprocess.PIPE, text=True)
        os.close(w)
        assert p.returncode == 1, (module, p.stderr)
        assert "Traceback" not in p.stderr, (module, p.stderr)


def test_lane_over_another_split_needs_out(capsys):
    # the default report path is the committed measure report; a tune run must not overwrite it
    for argv in (["math-lane", "--split", "tune"], ["math-lane", "--split", "check", "--lane", "sealed"],
                 ["math-lane", "--data", "x.jsonl"]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert "math-lane(--out)" in err and err.count("\n") == 1


def test_cga_lane_over_another_split_needs_out():
    # the same guard through the `cga` console script
    p = subprocess.run([sys.executable, "-m", "engine.cli", "math-lane", "--split", "fit"],
                       capture_output=True, text=True)
    assert p.returncode == 2 and "math-lane(--out)" in p.stderr
    assert len(p.stderr.strip().splitlines()) == 1
