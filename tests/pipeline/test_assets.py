"""Precompressed variants and their content-keyed cache."""

from __future__ import annotations

import gzip
from pathlib import Path

import brotli

from bibliotheque.pipeline.assets import precompress_tree

TEXT = ("<p>Une page de la bibliothèque, assez longue pour valoir une compression.</p>\n" * 40).encode()


def _tree(root: Path) -> None:
    (root / "fr").mkdir(parents=True)
    (root / "fr" / "index.html").write_bytes(TEXT)
    (root / "tiny.css").write_text("a{}")
    (root / "font.woff2").write_bytes(TEXT)


def test_variants_decode_to_the_file_and_skip_small_or_binary_files(tmp_path: Path) -> None:
    _tree(tmp_path)
    assert precompress_tree(tmp_path) == 2
    page = tmp_path / "fr" / "index.html"
    assert brotli.decompress((tmp_path / "fr" / "index.html.br").read_bytes()) == page.read_bytes()
    assert gzip.decompress((tmp_path / "fr" / "index.html.gz").read_bytes()) == page.read_bytes()
    assert not (tmp_path / "tiny.css.br").exists()
    assert not (tmp_path / "font.woff2.br").exists()


def test_a_rebuild_reuses_the_cache_and_forgets_what_no_file_needs(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    first, second = tmp_path / "first", tmp_path / "second"
    _tree(first)
    precompress_tree(first, cache)
    entries = sorted(p.name for p in cache.rglob("*") if p.is_file())
    assert len(entries) == 2  # .br and .gz of the one page worth compressing

    # A cached variant is used as it is: a marked entry shows up in the next build's output.
    marked = next(p for p in cache.rglob("*.gz"))
    marked.write_bytes(gzip.compress(TEXT, compresslevel=1))
    _tree(second)
    precompress_tree(second, cache)
    assert (second / "fr" / "index.html.gz").read_bytes() == marked.read_bytes()

    # Changed content: new entries, the old ones removed.
    (second / "fr" / "index.html").write_bytes(TEXT + b"<p>Nouveau paragraphe.</p>\n")
    precompress_tree(second, cache)
    after = sorted(p.name for p in cache.rglob("*") if p.is_file())
    assert len(after) == 2
    assert set(after).isdisjoint(entries)
    assert brotli.decompress((second / "fr" / "index.html.br").read_bytes()).endswith(
        b"Nouveau paragraphe.</p>\n"
    )
