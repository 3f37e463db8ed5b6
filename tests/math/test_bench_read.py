"""evals.gsm8k.bench_read: the whole-file timing writes its JSON with wall and CPU seconds."""
import json

from evals.gsm8k import bench_read


def test_bench_read_writes_timing_json(tmp_path, capsys):
    data = tmp_path / "mini.jsonl"
    data.write_text("\n".join(json.dumps(r) for r in [
        {"question": "Tom has 5 apples. He buys 3 more apples. How many apples does Tom have?", "answer": "#### 8"},
        {"question": "Sam has some pens. How many pens does Sam have?", "answer": "#### 2"},
    ]) + "\n", encoding="utf-8")
    out = tmp_path / "bench.json"
    assert bench_read.main(["--data", str(data), "--out", str(out)]) == 0
    result = json.loads(out.read_text(encoding="utf-8"))
    assert result["problems"] == 2 and result["answered"] == 1
    assert result["cpu_seconds"] >= 0 and result["seconds"] >= 0 and result["target_seconds"] == 60
    assert capsys.readouterr().out == out.read_text(encoding="utf-8")
