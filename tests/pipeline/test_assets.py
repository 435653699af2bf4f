"""Precompressed variants: levels by kind, and their content-keyed cache."""

from __future__ import annotations

import gzip
import json
import os
import shutil
from pathlib import Path

import brotli

from bibliotheque.pipeline.assets import TreeFacts, finish_tree, levels_for, link_tree, precompress_tree
from bibliotheque.server.compression import IMMUTABLE, PAGES

TEXT = ("<p>Une page de la bibliothèque, assez longue pour valoir une compression.</p>\n" * 40).encode()
SCRIPT = b"".join(b"export const value%d = () => 'texte %d' + document.title;\n" % (n, n) for n in range(400))


def _tree(root: Path) -> None:
    (root / "fr").mkdir(parents=True)
    (root / "fr" / "index.html").write_bytes(TEXT)
    (root / "assets").mkdir()
    (root / "assets" / "app-1a2b3c.js").write_bytes(SCRIPT)
    (root / "tiny.css").write_text("a{}")
    (root / "font.woff2").write_bytes(TEXT)


def test_variants_decode_to_the_file_and_skip_small_or_binary_files(tmp_path: Path) -> None:
    site = tmp_path / "site"
    _tree(site)
    assert precompress_tree(site, tmp_path / "cache") == 2
    for name in ("fr/index.html", "assets/app-1a2b3c.js"):
        raw = (site / name).read_bytes()
        assert brotli.decompress((site / f"{name}.br").read_bytes()) == raw
        assert gzip.decompress((site / f"{name}.gz").read_bytes()) == raw
    assert not (site / "tiny.css.br").exists()
    assert not (site / "font.woff2.br").exists()


def test_hashed_assets_get_the_highest_levels_and_pages_the_faster_ones(tmp_path: Path) -> None:
    assert levels_for("assets/app-1a2b3c.js") == IMMUTABLE == levels_for("_admin/assets/main-9f.js")
    assert levels_for("fr/article/x/index.html") == PAGES == levels_for("fr/article/x.data")
    assert levels_for("search/fr.json") == PAGES
    site = tmp_path / "site"
    _tree(site)
    precompress_tree(site, tmp_path / "cache")
    assert (site / "assets/app-1a2b3c.js.br").read_bytes() == brotli.compress(SCRIPT, quality=11)
    assert (site / "fr/index.html.br").read_bytes() == brotli.compress(TEXT, quality=PAGES.brotli)
    assert (site / "fr/index.html.gz").read_bytes() == gzip.compress(TEXT, compresslevel=PAGES.gzip, mtime=0)


def test_a_rebuild_reuses_the_cache_and_forgets_what_no_file_needs(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    first, second = tmp_path / "first", tmp_path / "second"
    _tree(first)
    precompress_tree(first, cache)
    entries = sorted(p.name for p in cache.rglob("*") if p.is_file())
    assert len(entries) == 4  # .br and .gz of the page and of the script

    # A cached variant is used as it is: a marked entry shows up in the next build's output.
    marked = next(p for p in cache.rglob(f"*.gz{PAGES.gzip}"))
    marked.write_bytes(gzip.compress(TEXT, compresslevel=1))
    _tree(second)
    precompress_tree(second, cache)
    assert (second / "fr" / "index.html.gz").read_bytes() == marked.read_bytes()

    # Changed content: new entries, the old ones removed.
    (second / "fr" / "index.html").write_bytes(TEXT + b"<p>Nouveau paragraphe.</p>\n")
    precompress_tree(second, cache)
    after = sorted(p.name for p in cache.rglob("*") if p.is_file())
    assert len(after) == 4
    assert len(set(after) - set(entries)) == 2
    assert brotli.decompress((second / "fr" / "index.html.br").read_bytes()).endswith(
        b"Nouveau paragraphe.</p>\n"
    )


PAGE = (
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root-1a.css"/></head>'
    "<body><p>Une page livrée, assez longue pour valoir une compression.</p>"
    + "<p>Texte.</p>" * 40
    + "</body></html>"
)


def _built(root: Path) -> None:
    """A web build's output: a stylesheet and a page that links it."""
    (root / "assets").mkdir(parents=True)
    (root / "assets" / "root-1a.css").write_text("body{color:#111}")
    (root / "fr").mkdir()
    (root / "fr" / "index.html").write_text(PAGE)


def _pass(build: Path, dist: Path, cache: Path, memo: Path) -> TreeFacts:
    """What the build does: dist/ made again from the web build's output, then the last pass."""
    if dist.exists():
        shutil.rmtree(dist)
    link_tree(build, dist)
    return finish_tree(dist, cache, memo=memo)


def test_the_last_pass_leaves_the_web_build_it_links_as_it_was(tmp_path: Path) -> None:
    build, dist = tmp_path / "build", tmp_path / "dist"
    _built(build)
    _pass(build, dist, tmp_path / "cache", tmp_path / "memo.json")
    assert "<style>body{color:#111}</style>" in (dist / "fr" / "index.html").read_text()
    assert (build / "fr" / "index.html").read_text() == PAGE


def test_an_unchanged_file_is_finished_from_the_memo_and_a_changed_one_read_again(tmp_path: Path) -> None:
    build, dist, cache, memo = (
        tmp_path / "build",
        tmp_path / "dist",
        tmp_path / "cache",
        tmp_path / "memo.json",
    )
    _built(build)
    first = _pass(build, dist, cache, memo)
    delivered = (dist / "fr" / "index.html").read_bytes()

    # Same size and time as the last pass: trusted without being read (a different body of the
    # same length, its time put back, shows it).
    page = build / "fr" / "index.html"
    stat = page.stat()
    page.write_text(PAGE.replace("Texte.", "Autre."))
    os.utime(page, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    again = _pass(build, dist, cache, memo)
    assert (dist / "fr" / "index.html").read_bytes() == delivered
    assert brotli.decompress((dist / "fr" / "index.html.br").read_bytes()) == delivered
    assert again.digests == first.digests and again.style_hashes == first.style_hashes

    # A new time (as the prerender writes a page whose data changed): read, delivered, hashed again.
    os.utime(page, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    changed = _pass(build, dist, cache, memo)
    assert "Autre." in (dist / "fr" / "index.html").read_text()
    assert changed.digests[dist / "fr" / "index.html"] != first.digests[dist / "fr" / "index.html"]

    # A memo left by other code is forgotten: the same trick is seen through.
    page.write_text(PAGE)
    os.utime(page, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    memo.write_text(json.dumps({**json.loads(memo.read_text()), "code": "another"}))
    _pass(build, dist, cache, memo)
    assert "Autre." not in (dist / "fr" / "index.html").read_text()
