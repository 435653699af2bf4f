"""The last pass over dist/: pages delivered, every text file hashed and precompressed (brotli, gzip).

Levels by kind (server/compression.py, where they are measured): the hashed, immutable files
(`IMMUTABLE_PREFIXES`) at `IMMUTABLE`, every other text file — pages and their `.data`, ~90 MB
rewritten by content edits — at `PAGES`.

Each file is read once, by a pool of processes (one a core), which does everything the build needs
of it (issue 35: at 1,000 articles dist/ holds ~1.5 GB of pages and their data): a prerendered page
is rewritten as delivered (`page_loading.deliver_page`: scripts deferred, stylesheets inlined),
then every file is hashed (its ETag in the manifest), an HTML file's inline scripts and styles
hashed for its Content-Security-Policy, and a text file's variants taken from a cache keyed by its
content and the level, compressed there when missing. A variant is put in place as a hard link to
its cache entry (entries are written once, whole, and never changed: a link is a copy that costs no
write), a copy when the cache is on another file system.
"""

from __future__ import annotations

import hashlib
import os
import shutil
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from bibliotheque.built_site import script_hashes, style_hashes
from bibliotheque.pipeline.cores import cpu_count
from bibliotheque.pipeline.page_loading import Stylesheets, deliver_page, is_site_page
from bibliotheque.server.compression import IMMUTABLE, PAGES, Levels
from bibliotheque.server.site_files import IMMUTABLE_PREFIXES

COMPRESSIBLE = {".html", ".js", ".css", ".json", ".xml", ".txt", ".svg", ".data", ".map", ".csv"}
ENCODINGS = (".br", ".gz")
SMALLEST = 256  # bytes: below, a variant saves less than its headers cost
CHUNK = 8  # files a worker takes at a time (fewer round trips between the processes)


def levels_for(relative: str) -> Levels:
    """The levels of the file at `relative` (a path inside dist/, e.g. `assets/x-1a2b.js`)."""
    return IMMUTABLE if ("/" + relative).startswith(IMMUTABLE_PREFIXES) else PAGES


def _entry(cache: Path, digest: str, levels: Levels, suffix: str) -> Path:
    return cache / digest[:2] / (digest + levels.tag(suffix))


def place(source: Path, target: Path) -> None:
    """`target` made the same file as `source`: a hard link (same body, same modification time),
    a copy keeping the modification time when the two are on different file systems."""
    target.unlink(missing_ok=True)
    try:
        os.link(source, target)
    except OSError:
        shutil.copy2(source, target)


@dataclass
class Finished:
    """What the pass learnt of one file (`relative` inside dist/)."""

    relative: str
    digest: str  # SHA-256 of the body as written
    entries: list[Path] = field(default_factory=list)  # the cache entries it uses
    scripts: list[str] = field(default_factory=list)  # CSP hashes of an HTML file's inline scripts
    styles: list[str] = field(default_factory=list)  # and of its inline styles


@dataclass
class TreeFacts:
    """What `finish_tree` learnt of a tree: by path, each body's SHA-256 (the manifest's ETags),
    and each HTML file's CSP hashes (by URL path of the file, `/fr/index.html`)."""

    digests: dict[Path, str] = field(default_factory=dict)
    script_hashes: dict[str, list[str]] = field(default_factory=dict)
    style_hashes: dict[str, list[str]] = field(default_factory=dict)
    compressed: int = 0  # files with variants (at least SMALLEST bytes)


_stylesheets: dict[Path, Stylesheets] = {}  # per worker process, by tree


def _finish(path: Path, root: Path, cache: Path, deliver: bool) -> Finished:
    """Does to one file all `finish_tree` does (in a worker process)."""
    relative = path.relative_to(root).as_posix()
    raw = path.read_bytes()
    html: str | None = None
    if path.suffix == ".html":
        html = raw.decode("utf-8")
        if deliver and is_site_page(relative):
            reader = _stylesheets.setdefault(root, Stylesheets(root))
            written = deliver_page(html, reader)
            if written != html:
                html, raw = written, written.encode("utf-8")
                path.write_bytes(raw)
    done = Finished(relative, hashlib.sha256(raw).hexdigest())
    if html is not None:
        done.scripts, done.styles = script_hashes(html), style_hashes(html)
    if len(raw) >= SMALLEST:
        levels = levels_for(relative)
        for suffix in ENCODINGS:
            entry = _entry(cache, done.digest, levels, suffix)
            if not entry.exists():
                entry.parent.mkdir(parents=True, exist_ok=True)
                partial = entry.with_name(f"{entry.name}.{os.getpid()}.partial")
                partial.write_bytes(levels.encode(raw, suffix))
                partial.replace(entry)
            done.entries.append(entry)
            variant = path.with_name(path.name + suffix)
            if entry.stat().st_size < len(raw):
                place(entry, variant)
            else:
                variant.unlink(missing_ok=True)
    return done


def finish_tree(root: Path, cache: Path, *, deliver: bool = True) -> TreeFacts:
    """The last pass over `root` (see the module's doc): with `deliver`, every site page rewritten as
    delivered; `.br` and `.gz` beside each text file of at least SMALLEST bytes when smaller, from
    `cache` (made there when missing; entries no file needed any more are removed)."""
    files = [
        (path, path.stat().st_size)
        for path in root.rglob("*")
        if path.suffix in COMPRESSIBLE and path.is_file() and not path.name.endswith(ENCODINGS)
    ]
    # Largest first, so that no worker is left with a big file at the end.
    files.sort(key=lambda item: item[1], reverse=True)
    paths = [path for path, _ in files]
    facts = TreeFacts()
    used: set[Path] = set()
    if paths:
        workers = min(cpu_count(), len(paths))
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for done in pool.map(
                _finish,
                paths,
                [root] * len(paths),
                [cache] * len(paths),
                [deliver] * len(paths),
                chunksize=CHUNK,
            ):
                facts.digests[root / done.relative] = done.digest
                if done.entries:
                    facts.compressed += 1
                    used.update(done.entries)
                if done.relative.endswith(".html"):
                    key = "/" + done.relative
                    if done.scripts:
                        facts.script_hashes[key] = done.scripts
                    if done.styles:
                        facts.style_hashes[key] = done.styles
    _forget_unused(cache, used)
    # In path order, whatever order the workers finished in: the same manifest for the same files.
    facts.script_hashes = dict(sorted(facts.script_hashes.items()))
    facts.style_hashes = dict(sorted(facts.style_hashes.items()))
    return facts


def precompress_tree(root: Path, cache: Path, digests: dict[Path, str] | None = None) -> int:
    """`finish_tree` without delivering pages; returns how many files got variants.
    `digests`, when given, receives the SHA-256 of each file read (the manifest's ETags)."""
    facts = finish_tree(root, cache, deliver=False)
    if digests is not None:
        digests.update(facts.digests)
    return facts.compressed


def _forget_unused(cache: Path, used: set[Path]) -> None:
    if not cache.exists():
        return
    for entry in cache.rglob("*"):
        if entry.is_file() and entry not in used:
            entry.unlink()
    for folder in cache.iterdir():
        if folder.is_dir() and not any(folder.iterdir()):
            shutil.rmtree(folder)
