"""Benchmarks for cga_jax (``make bench`` / ``python -m bench.run``).

Sections: ``scoring`` (score vs. a memory-bandwidth reference, the walk-step primitive),
``products`` (batched geometric product and fixed-versor sandwich vs. kingdon, clifford and a
dense-einsum baseline), ``compile`` (first-call compile time of every public op) and ``walk``
(``engine.bench_walk.run`` when that module exists). Results go to ``<out>/bench.json``.
"""
