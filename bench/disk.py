"""The disk's own sync latency, the floor under every durable commit (issue 20: leads p99).

A lead is answered only once its transaction is synced to disk (SQLite `synchronous=FULL`, or
PostgreSQL's WAL flush), so a request can never be faster than one `fdatasync`, and when the disk
stalls a sync, every request of that batch and every one queued behind it waits. This measures
that floor as the lead writer meets it: `size` bytes written in place into a pre-sized file (as
SQLite rewrites its rewound WAL), then `fdatasync`, again and again for `seconds`, in the folder
that holds the database (the same file system).

`.venv/bin/python -m bench.disk [seconds]` prints the distribution for the bench's folder.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.benchlib import work_dir

SPAN = 4 * 1024 * 1024  # the file rewritten in a loop: a WAL of ~1,000 pages
BATCH_BYTES = 64 * 1024  # about what one group-commit batch of ~25 leads appends to the WAL


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def sync_latencies(folder: Path, seconds: float, size: int = BATCH_BYTES) -> list[float]:
    """Milliseconds of each `fdatasync` after writing `size` bytes in place."""
    block = os.urandom(size)
    handle, name = tempfile.mkstemp(prefix="fsync-", dir=folder)
    try:
        for offset in range(0, SPAN, 1024 * 1024):
            os.pwrite(handle, os.urandom(1024 * 1024), offset)
        os.fsync(handle)  # allocated and on disk: later syncs change no file size
        latencies: list[float] = []
        offset = 0
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            os.pwrite(handle, block, offset)
            started = time.perf_counter()
            os.fdatasync(handle)
            latencies.append((time.perf_counter() - started) * 1000)
            offset = offset + size if offset + 2 * size <= SPAN else 0
        return latencies
    finally:
        os.close(handle)
        os.unlink(name)


def sync_figures(folder: Path, seconds: float) -> dict[str, Any]:
    """p50/p90/p99/max (ms) and count of the syncs, with the load average after them."""
    latencies = sync_latencies(folder, seconds)
    return {
        "bytes": BATCH_BYTES,
        "syncs": len(latencies),
        "p50_ms": percentile(latencies, 0.50),
        "p90_ms": percentile(latencies, 0.90),
        "p99_ms": percentile(latencies, 0.99),
        "max_ms": max(latencies),
        "load_average": os.getloadavg()[0],
    }


def describe(figures: dict[str, Any]) -> str:
    return (
        f"p50 {figures['p50_ms']:.1f}, p90 {figures['p90_ms']:.1f}, p99 {figures['p99_ms']:.1f}, "
        f"max {figures['max_ms']:.0f} ms ({figures['syncs']} syncs of {figures['bytes'] // 1024} KiB)"
    )


if __name__ == "__main__":
    print(describe(sync_figures(work_dir(), float(sys.argv[1]) if len(sys.argv) > 1 else 5)))
