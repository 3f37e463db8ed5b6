#!/usr/bin/env bash
# One prepared device check (run from the repo root on the GPU machine, $OUT set by the tool):
# FSC lane reports must reproduce byte-identically on the GPU, the engine tests must pass there,
# and the walk / first-call compile sections of the bench harness are measured there.
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl \
  && export PYTHONPATH=/tmp/site:$PWD || exit 1
export PYTHONUNBUFFERED=1
nvidia-smi -L > "$OUT/gpu.txt" 2>&1
python3 -c "import jax; print(jax.__version__, jax.devices())" >> "$OUT/gpu.txt" 2>&1
step() { local name=$1 limit=$2; shift 2; local t0=$SECONDS
  timeout "$limit" "$@" > "$OUT/$name.log" 2>&1; local rc=$?
  echo "$name rc=$rc wall=$((SECONDS - t0))s" | tee -a "$OUT/summary.txt"; }
step lanes 150 python3 -c "import sys; from engine.cli import main; sys.exit(main(['lane','all','--check']))"
step bench 150 python3 -m bench.run --only walk,compile --out "$OUT/bench"
step engine_tests 150 python3 -m pytest tests/engine -q -x -p no:cacheprovider
