"""The weight benchmark's admin check: a public page whose first load reaches admin code is named."""

from __future__ import annotations

from pathlib import Path

from bench.admin_leak import leaks


def _site(dist: Path, chunk: str) -> None:
    (dist / "assets").mkdir(parents=True)
    (dist / "_admin" / "assets").mkdir(parents=True)
    (dist / "fr" / "article" / "x").mkdir(parents=True)
    page = '<html><head><link rel="modulepreload" href="/assets/entry.js"></head><body>Texte</body></html>'
    (dist / "fr" / "article" / "x" / "index.html").write_text(page, encoding="utf-8")
    (dist / "assets" / "entry.js").write_text('import "./chunk.js";', encoding="utf-8")
    (dist / "assets" / "chunk.js").write_text(chunk, encoding="utf-8")
    (dist / "_admin" / "assets" / "admin.js").write_text("export const a = 1;", encoding="utf-8")
    (dist / "_admin" / "index.html").write_text(
        '<script src="/_admin/assets/admin.js"></script>', encoding="utf-8"
    )


def test_a_clean_site_has_no_leak(tmp_path: Path) -> None:
    _site(tmp_path, "export const b = 2;")
    assert leaks(tmp_path) == []


def test_a_static_import_of_an_admin_chunk_is_a_leak(tmp_path: Path) -> None:
    _site(tmp_path, 'import "/_admin/assets/admin.js";')
    assert leaks(tmp_path) == [
        "/fr/article/x: /assets/chunk.js names /_admin/",
        "/fr/article/x: /_admin/assets/admin.js",
    ]


def test_a_lazy_import_of_admin_code_is_a_leak_too(tmp_path: Path) -> None:
    _site(tmp_path, 'const load = () => import("/_admin/assets/admin.js");')
    assert leaks(tmp_path) == ["/fr/article/x: /assets/chunk.js names /_admin/"]
