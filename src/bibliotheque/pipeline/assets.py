"""Precompressed variants (brotli, gzip) of every text file of dist/.

Levels by kind (server/compression.py, where they are measured): the hashed, immutable files
(`IMMUTABLE_PREFIXES`) at `IMMUTABLE`, every other text file — pages and their `.data`, ~90 MB
rewritten by content edits — at `PAGES`.

Variants are kept in a cache keyed by the file's content and the level, so a rebuild compresses
only what changed; what is not in the cache is compressed by a pool of processes, one a core.
"""

from __future__ import annotations

import hashlib
import os
import shutil
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from bibliotheque.pipeline.cores import cpu_count
from bibliotheque.server.compression import IMMUTABLE, PAGES, Levels
from bibliotheque.server.site_files import IMMUTABLE_PREFIXES

COMPRESSIBLE = {".html", ".js", ".css", ".json", ".xml", ".txt", ".svg", ".data", ".map", ".csv"}
ENCODINGS = (".br", ".gz")
SMALLEST = 256  # bytes: below, a variant saves less than its headers cost


def levels_for(relative: str) -> Levels:
    """The levels of the file at `relative` (a path inside dist/, e.g. `assets/x-1a2b.js`)."""
    return IMMUTABLE if ("/" + relative).startswith(IMMUTABLE_PREFIXES) else PAGES


@dataclass(frozen=True)
class _File:
    path: Path
    levels: Levels
    digest: str
    size: int

    def entry(self, cache: Path, suffix: str) -> Path:
        return cache / self.digest[:2] / (self.digest + self.levels.tag(suffix))


def _fill(file: _File, cache: Path) -> None:
    """Compresses `file` into its missing cache entries (in a worker process)."""
    raw = file.path.read_bytes()
    for suffix in ENCODINGS:
        entry = file.entry(cache, suffix)
        if not entry.exists():
            entry.parent.mkdir(parents=True, exist_ok=True)
            partial = entry.with_name(f"{entry.name}.{os.getpid()}.partial")
            partial.write_bytes(file.levels.encode(raw, suffix))
            partial.replace(entry)


def precompress_tree(root: Path, cache: Path, digests: dict[Path, str] | None = None) -> int:
    """Write `.br` and `.gz` beside each compressible file of `root` when smaller; returns how many files.

    Variants come from `cache`, made there when missing; entries no file needed any more are removed.
    `digests`, when given, receives the SHA-256 of each file read (the manifest's ETags).
    """
    files: list[_File] = []
    for path in sorted(root.rglob("*")):
        if path.suffix in COMPRESSIBLE and path.is_file():
            raw = path.read_bytes()
            if len(raw) >= SMALLEST:
                levels = levels_for(path.relative_to(root).as_posix())
                files.append(_File(path, levels, hashlib.sha256(raw).hexdigest(), len(raw)))
                if digests is not None:
                    digests[path] = files[-1].digest
    missing = [f for f in files if not all(f.entry(cache, s).exists() for s in ENCODINGS)]
    if missing:
        workers = min(cpu_count(), len(missing))
        # Largest first, so that no worker is left with a big file at the end.
        missing.sort(key=lambda f: f.size, reverse=True)
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for _ in pool.map(_fill, missing, [cache] * len(missing)):
                pass
    used: set[Path] = set()
    for file in files:
        for suffix in ENCODINGS:
            entry = file.entry(cache, suffix)
            used.add(entry)
            if entry.stat().st_size < file.size:
                shutil.copyfile(entry, file.path.with_name(file.path.name + suffix))
    _forget_unused(cache, used)
    return len(files)


def _forget_unused(cache: Path, used: set[Path]) -> None:
    if not cache.exists():
        return
    for entry in cache.rglob("*"):
        if entry.is_file() and entry not in used:
            entry.unlink()
    for folder in cache.iterdir():
        if folder.is_dir() and not any(folder.iterdir()):
            shutil.rmtree(folder)
