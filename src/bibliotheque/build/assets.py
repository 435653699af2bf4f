"""Precompressed variants (brotli, gzip) of every text file of dist/."""

from __future__ import annotations

import gzip
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import brotli

COMPRESSIBLE = {".html", ".js", ".css", ".json", ".xml", ".txt", ".svg", ".data", ".map", ".csv"}


def _compress(path: Path) -> None:
    raw = path.read_bytes()
    if len(raw) < 256:
        return
    br = brotli.compress(raw, quality=11)
    if len(br) < len(raw):
        path.with_name(path.name + ".br").write_bytes(br)
    gz = gzip.compress(raw, compresslevel=9, mtime=0)
    if len(gz) < len(raw):
        path.with_name(path.name + ".gz").write_bytes(gz)


def precompress_tree(root: Path) -> int:
    """Write `.br` and `.gz` beside each compressible file; returns how many files."""
    files = [p for p in root.rglob("*") if p.is_file() and p.suffix in COMPRESSIBLE]
    with ThreadPoolExecutor() as pool:
        list(pool.map(_compress, files))
    return len(files)
