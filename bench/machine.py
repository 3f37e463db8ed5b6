"""Machine and software description recorded with every benchmark run."""
from __future__ import annotations

import os
import platform
import sys
import time
from importlib import metadata

import numpy as np

__all__ = ["machine_info", "machine_mem_bytes", "loadavg"]

_PACKAGES = ("jax", "jaxlib", "numpy", "kingdon", "clifford", "numba", "llvmlite", "sympy")


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def _mem_total_bytes() -> int | None:
    try:
        with open("/proc/meminfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("MemTotal:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return None


def _read(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8") as f:
            return f.read().strip()
    except OSError:
        return None


def loadavg() -> list[float] | None:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return None


def _version(name: str) -> str | None:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def _write_bandwidth(nbytes: int) -> dict:
    """numpy write speed into fresh pages vs. pages already touched.

    On this VM the first touch of freshly mapped memory (page faults + zeroing) is far slower
    than writing warm memory; every benchmark that returns a new large array pays it.
    """
    n = nbytes // 8
    t0 = time.perf_counter()
    a = np.empty(n)
    a.fill(1.0)
    fresh = time.perf_counter() - t0
    t0 = time.perf_counter()
    a.fill(2.0)
    warm = time.perf_counter() - t0
    del a
    return {
        "bytes": nbytes,
        "fresh_pages_write_GBps": nbytes / fresh / 1e9,
        "warm_pages_write_GBps": nbytes / warm / 1e9,
    }


def machine_info(quick: bool) -> dict:
    import jax

    try:
        affinity = len(os.sched_getaffinity(0))
    except AttributeError:
        affinity = None
    return {
        "platform": platform.platform(),
        "machine": platform.machine(),
        "python": sys.version.split()[0],
        "cpu_model": _cpu_model(),
        "cpu_count": os.cpu_count(),
        "cpu_affinity_count": affinity,
        "mem_total_bytes": _mem_total_bytes(),
        "transparent_hugepage": _read("/sys/kernel/mm/transparent_hugepage/enabled"),
        "versions": {name: _version(name) for name in _PACKAGES},
        "jax_backend": jax.default_backend(),
        "jax_devices": [f"{d.platform}:{d.id} ({d.device_kind})" for d in jax.devices()],
        "jax_enable_x64": bool(jax.config.jax_enable_x64),
        "xla_flags": os.environ.get("XLA_FLAGS", ""),
        "memory_write": _write_bandwidth((32 if quick else 256) * 2**20),
    }


def machine_mem_bytes() -> int | None:
    return _mem_total_bytes()
