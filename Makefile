# Each target creates or reuses .venv and installs what it needs from pyproject.toml.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP_TEST := $(VENV)/.stamp-test
STAMP_BENCH := $(VENV)/.stamp-bench

.PHONY: demo test bench clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip

# The test environment includes the bench extra: the benchmark harness's smoke test runs the
# peer libraries (kingdon, clifford) too.
$(STAMP_TEST): pyproject.toml | $(PY)
	$(PY) -m pip install -q -e '.[test,bench]'
	touch $@

$(STAMP_BENCH): pyproject.toml | $(PY)
	$(PY) -m pip install -q -e '.[test,bench]'
	touch $@

demo: $(STAMP_TEST)
	$(PY) -m engine.cli demo
	$(PY) -m engine.cli math-lane --lane serving --split measure --out build/demo/gsm8k_serving_measure.json

# Two workers: CI has two cores (the suite is about 11 minutes on one of them). Every test is
# independent of order and process; the adversarial suite is split in 8 shards so the two balance.
test: $(STAMP_TEST)
	$(PY) -m pytest -n 2 tests

bench: $(STAMP_BENCH)
	$(PY) -m bench.run --out bench/results

clean:
	rm -rf $(VENV) build *.egg-info
