"""The last pass over dist/: pages delivered, every text file hashed and precompressed (brotli, gzip).

Levels by kind (server/compression.py, where they are measured): the hashed, immutable files
(`IMMUTABLE_PREFIXES`) at `IMMUTABLE`, every other text file — pages and their `.data`, ~90 MB
rewritten by content edits — at `PAGES`.

Each file is read once, by a pool of processes (one a core), which does everything the build needs
of it (issue 35: at 1,000 articles dist/ holds ~1.5 GB of pages and their data): a prerendered page
is rewritten as delivered (`page_loading.deliver_page`: scripts deferred, stylesheets and the
content icons it draws written in), then every file is hashed (its ETag in the manifest), an HTML
file's inline scripts and styles hashed for its Content-Security-Policy, and a text file's variants taken from a cache keyed by its
content and the level, compressed there when missing. A variant is put in place as a hard link to
its cache entry (entries are written once, whole, and never changed: a link is a copy that costs no
write), a copy when the cache is on another file system.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import threading
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from bibliotheque import built_site
from bibliotheque.built_site import script_hashes, style_hashes
from bibliotheque.pipeline import page_icons, page_loading
from bibliotheque.pipeline.cores import cpu_count
from bibliotheque.pipeline.page_icons import ContentIcons, sprite_digest
from bibliotheque.pipeline.page_loading import Stylesheets, deliver_page, is_site_page
from bibliotheque.server import compression
from bibliotheque.server.compression import IMMUTABLE, PAGES, Levels
from bibliotheque.server.site_files import IMMUTABLE_PREFIXES

COMPRESSIBLE = {".html", ".js", ".css", ".json", ".xml", ".txt", ".svg", ".data", ".map", ".csv"}
ENCODINGS = (".br", ".gz")
SMALLEST = 256  # bytes: below, a variant saves less than its headers cost
CHUNK = 8  # files a worker takes at a time (fewer round trips between the processes)
DELIVERED = ".page"  # the cache entry of a page's body as delivered
# The code whose output the memo stands for: when it changes, every file is read again.
CODE = hashlib.sha256(
    b"".join(Path(m.__file__ or "").read_bytes() for m in (built_site, page_loading, page_icons, compression))
    + Path(__file__).read_bytes()
).hexdigest()


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


def clear_folder(folder: Path) -> threading.Thread:
    """`folder` gone at once: moved aside (a rename), then deleted by the thread returned, which
    the caller joins when it is done (at 1,000 articles, deleting dist/ took ~1.5 s of the build).
    A folder left aside by a build that stopped is deleted first."""
    aside = folder.with_name(f".{folder.name}.removing")
    if aside.exists():
        shutil.rmtree(aside)
    if folder.exists():
        folder.rename(aside)
    remover = threading.Thread(target=shutil.rmtree, args=(aside, True), name=f"removing {folder}")
    remover.start()
    return remover


def link_tree(source: Path, target: Path) -> None:
    """`source` copied to `target` as hard links (`place`): the build's own output, which the last
    pass never writes into (a delivered page replaces its link)."""
    shutil.copytree(source, target, copy_function=lambda found, copy: place(Path(found), Path(copy)))


@dataclass
class Finished:
    """What the pass learnt of one file (`relative` inside dist/)."""

    relative: str
    digest: str  # SHA-256 of the body as written
    entries: list[Path] = field(default_factory=list)  # the cache entries of its variants
    scripts: list[str] = field(default_factory=list)  # CSP hashes of an HTML file's inline scripts
    styles: list[str] = field(default_factory=list)  # and of its inline styles
    source: tuple[int, int] = (0, 0)  # size and modification time (ns) of the file as found
    body: Path | None = None  # the cache entry DELIVERED, when the page was rewritten as delivered
    length: int = 0  # bytes of the body as written

    def record(self) -> list[object]:
        return [*self.source, self.digest, self.body is not None, self.length, self.scripts, self.styles]


def _stat(path: Path) -> tuple[int, int]:
    found = path.stat()
    return found.st_size, found.st_mtime_ns


def _recall(path: Path, relative: str, cache: Path, record: list[object]) -> Finished | None:
    """`path` finished from its memo `record` when the file is the one it describes and the cache
    still holds what it used; None otherwise."""
    size, mtime, digest, delivered, length, scripts, styles = record
    found = _stat(path)
    if found != (size, mtime):
        return None
    assert isinstance(digest, str) and isinstance(length, int)
    assert isinstance(scripts, list) and isinstance(styles, list)
    levels = levels_for(relative)
    variants = _variants(cache, digest, levels, length)
    body = _entry(cache, digest, levels, DELIVERED)
    if not all(entry.exists() for entry in [*variants.values(), *([body] if delivered else [])]):
        return None
    done = Finished(relative, digest, scripts=scripts, styles=styles, source=found, length=length)
    if delivered:
        place(body, path)
        done.body = body
    done.entries.extend(_place_variants(path, variants, length))
    return done


def _variants(cache: Path, digest: str, levels: Levels, length: int) -> dict[str, Path]:
    """The cache entry of each variant a body of `length` bytes gets, by suffix."""
    if length < SMALLEST:
        return {}
    return {suffix: _entry(cache, digest, levels, suffix) for suffix in ENCODINGS}


def _place_variants(path: Path, variants: dict[str, Path], length: int) -> list[Path]:
    """Each variant beside `path` when it is smaller than the body; returns the entries used."""
    for suffix, entry in variants.items():
        variant = path.with_name(path.name + suffix)
        if entry.stat().st_size < length:
            place(entry, variant)
        else:
            variant.unlink(missing_ok=True)
    return list(variants.values())


@dataclass
class TreeFacts:
    """What `finish_tree` learnt of a tree: by path, each body's SHA-256 (the manifest's ETags),
    and each HTML file's CSP hashes (by URL path of the file, `/fr/index.html`)."""

    digests: dict[Path, str] = field(default_factory=dict)
    script_hashes: dict[str, list[str]] = field(default_factory=dict)
    style_hashes: dict[str, list[str]] = field(default_factory=dict)
    compressed: int = 0  # files with variants (at least SMALLEST bytes)


_stylesheets: dict[Path, Stylesheets] = {}  # per worker process, by tree
_icons: dict[Path, ContentIcons] = {}  # likewise


def _write_entry(entry: Path, body: bytes) -> None:
    """A cache entry written whole (never seen half-written by another process), then never changed."""
    entry.parent.mkdir(parents=True, exist_ok=True)
    partial = entry.with_name(f"{entry.name}.{os.getpid()}.partial")
    partial.write_bytes(body)
    partial.replace(entry)


def _finish(path: Path, root: Path, cache: Path, deliver: bool, record: list[object] | None) -> Finished:
    """Does to one file all `finish_tree` does (in a worker process); `record`: the memo's."""
    relative = path.relative_to(root).as_posix()
    if record is not None and (recalled := _recall(path, relative, cache, record)) is not None:
        return recalled
    source = _stat(path)
    raw = path.read_bytes()
    html: str | None = None
    delivered = False
    if path.suffix == ".html":
        html = raw.decode("utf-8")
        if deliver and is_site_page(relative):
            reader = _stylesheets.setdefault(root, Stylesheets(root))
            icons = _icons.setdefault(root, ContentIcons(root))
            written = deliver_page(html, reader, icons())
            if written != html:
                html, raw, delivered = written, written.encode("utf-8"), True
    done = Finished(relative, hashlib.sha256(raw).hexdigest(), source=source, length=len(raw))
    levels = levels_for(relative)
    if delivered:
        # Kept in the cache, and put in place as a link to it: the file found may be a link to the
        # build's own output, which must not change.
        body = _entry(cache, done.digest, levels, DELIVERED)
        if not body.exists():
            _write_entry(body, raw)
        place(body, path)
        done.body = body
    if html is not None:
        done.scripts, done.styles = script_hashes(html), style_hashes(html)
    variants = _variants(cache, done.digest, levels, len(raw))
    for suffix, entry in variants.items():
        if not entry.exists():
            _write_entry(entry, levels.encode(raw, suffix))
    done.entries.extend(_place_variants(path, variants, len(raw)))
    return done


def _read_memo(memo: Path | None, deliver: bool, sprite: str) -> dict[str, list[object]]:
    if memo is None or not memo.exists():
        return {}
    try:
        kept = json.loads(memo.read_text(encoding="utf-8"))
    except ValueError:
        return {}
    if kept.get("code") != CODE or kept.get("deliver") != deliver or kept.get("sprite") != sprite:
        return {}
    files: dict[str, list[object]] = kept.get("files", {})
    return files


def finish_tree(root: Path, cache: Path, *, deliver: bool = True, memo: Path | None = None) -> TreeFacts:
    """The last pass over `root` (see the module's doc): with `deliver`, every site page rewritten as
    delivered; `.br` and `.gz` beside each text file of at least SMALLEST bytes when smaller, from
    `cache` (made there when missing; entries no file needed any more are removed). `memo`: where
    what was learnt of each file is kept for the next pass over the same tree."""
    files = [
        (path, path.stat().st_size)
        for path in root.rglob("*")
        if path.suffix in COMPRESSIBLE and path.is_file() and not path.name.endswith(ENCODINGS)
    ]
    # Largest first, so that no worker is left with a big file at the end.
    files.sort(key=lambda item: item[1], reverse=True)
    paths = [path for path, _ in files]
    # A page holds the symbols of the icons it draws: a new sprite makes every page stale.
    sprite = sprite_digest(root) if deliver else ""
    known = _read_memo(memo, deliver, sprite)
    records = [known.get(path.relative_to(root).as_posix()) for path in paths]
    learnt: dict[str, list[object]] = {}
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
                records,
                chunksize=CHUNK,
            ):
                learnt[done.relative] = done.record()
                facts.digests[root / done.relative] = done.digest
                if done.entries:
                    facts.compressed += 1
                    used.update(done.entries)
                if done.body is not None:
                    used.add(done.body)
                if done.relative.endswith(".html"):
                    key = "/" + done.relative
                    if done.scripts:
                        facts.script_hashes[key] = done.scripts
                    if done.styles:
                        facts.style_hashes[key] = done.styles
    _forget_unused(cache, used)
    if memo is not None:
        memo.parent.mkdir(parents=True, exist_ok=True)
        memo.write_text(
            json.dumps({"code": CODE, "deliver": deliver, "sprite": sprite, "files": learnt}),
            encoding="utf-8",
        )
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
