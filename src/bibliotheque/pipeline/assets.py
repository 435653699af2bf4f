"""Precompressed variants (brotli, gzip) of every text file of dist/.

Brotli at its highest quality is most of a build's CPU time, so the variants are kept in a cache
keyed by the file's content: a rebuild compresses only what changed.
"""

from __future__ import annotations

import gzip
import hashlib
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import brotli

COMPRESSIBLE = {".html", ".js", ".css", ".json", ".xml", ".txt", ".svg", ".data", ".map", ".csv"}
ENCODINGS = (".br", ".gz")


def _encode(raw: bytes, suffix: str) -> bytes:
    return (
        brotli.compress(raw, quality=11) if suffix == ".br" else gzip.compress(raw, compresslevel=9, mtime=0)
    )


def _compress(path: Path, cache: Path | None) -> set[Path]:
    """Writes the variants of `path` that are smaller than it; returns the cache entries used."""
    raw = path.read_bytes()
    if len(raw) < 256:
        return set()
    digest = hashlib.sha256(raw).hexdigest()
    used: set[Path] = set()
    for suffix in ENCODINGS:
        entry = cache / digest[:2] / (digest + suffix) if cache else None
        if entry is not None and entry.exists():
            encoded = entry.read_bytes()
        else:
            encoded = _encode(raw, suffix)
            if entry is not None:
                entry.parent.mkdir(parents=True, exist_ok=True)
                entry.write_bytes(encoded)
        if entry is not None:
            used.add(entry)
        if len(encoded) < len(raw):
            path.with_name(path.name + suffix).write_bytes(encoded)
    return used


def precompress_tree(root: Path, cache: Path | None = None) -> int:
    """Write `.br` and `.gz` beside each compressible file; returns how many files.

    With `cache`, variants are reused by content, and entries no file needed any more are removed.
    """
    files = [p for p in root.rglob("*") if p.is_file() and p.suffix in COMPRESSIBLE]
    with ThreadPoolExecutor() as pool:
        used = set().union(*pool.map(lambda path: _compress(path, cache), files))
    if cache is not None and cache.exists():
        for entry in cache.rglob("*"):
            if entry.is_file() and entry not in used:
                entry.unlink()
        for folder in cache.iterdir():
            if folder.is_dir() and not any(folder.iterdir()):
                shutil.rmtree(folder)
    return len(files)
