"""An edit to one article's text prerenders again only the pages it changes, and leaves dist/ as a
clean build of the edited content would (issue 20, point 3).

Slow: two whole web builds of the minimal content (about a minute each on the shared machine).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from bibliotheque.built_site import MANIFEST
from bibliotheque.pipeline.build import build_site
from tests.factory import write_minimal_content


def _without_times(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_times(v) for k, v in value.items() if k != "mtime_ns"}
    if isinstance(value, list):
        return [_without_times(v) for v in value]
    return value


def _files(root: Path) -> dict[str, bytes]:
    """Every file's bytes; the manifest's without the times its file table records (each build
    writes its files at its own time; ETags, sizes and encodings must be the same)."""
    files = {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}
    manifest = json.loads(files[MANIFEST])
    files[MANIFEST] = json.dumps(_without_times(manifest), sort_keys=True).encode()
    return files


@pytest.mark.timeout(900)
def test_an_edited_article_prerenders_its_pages_alone_and_gives_the_clean_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Otherwise the bundles carry the time of their build (web/build-constants.ts).
    monkeypatch.setenv("BIBLIOTHEQUE_RELEASE", "2026-11-27T00:00Z")
    content = write_minimal_content(tmp_path / "content")
    dist, generated, web_build = tmp_path / "dist", tmp_path / "generated", tmp_path / "web-build"
    first = build_site(content, dist, generated=generated, web_build=web_build)
    assert first.prerendered == first.pages
    untouched = web_build / "client" / "en" / "article" / "article-un" / "index.html"
    before = untouched.stat().st_mtime_ns
    # dist/ links the web build's output; delivering a page there never writes into the web build.
    assert '<link rel="stylesheet"' in untouched.read_text(encoding="utf-8")
    assert "<style>" in (dist / "en" / "article" / "article-un" / "index.html").read_text(encoding="utf-8")

    article = content / "articles" / "01-article-un.yaml"
    data = yaml.safe_load(article.read_text(encoding="utf-8"))
    data["problem"]["fr"] += " Une phrase de plus, dans le texte de l’article."
    article.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    again = build_site(content, dist, generated=generated, web_build=web_build)
    assert 0 < again.prerendered < again.pages // 10
    assert untouched.stat().st_mtime_ns == before
    assert "Une phrase de plus" in (dist / "fr" / "article" / "article-un" / "index.html").read_text()

    clean = tmp_path / "clean"
    build_site(content, clean / "dist", generated=clean / "generated", web_build=clean / "web-build")
    incremental, expected = _files(dist), _files(clean / "dist")
    assert sorted(incremental) == sorted(expected)
    assert [name for name in expected if incremental[name] != expected[name]] == []
