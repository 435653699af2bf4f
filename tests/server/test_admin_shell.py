"""The owner's view (decision 007): /admin* answers the client-only shell, kept out of every public page."""

from __future__ import annotations

import json

import pytest
from bench.admin_leak import leaks
from fastapi.testclient import TestClient

from bibliotheque.built_site import MANIFEST
from bibliotheque.server.app import create_app
from tests.conftest import BuiltSite


@pytest.fixture(scope="module")
def client(built: BuiltSite) -> TestClient:
    return TestClient(create_app(built.dist), follow_redirects=False)


@pytest.mark.parametrize("path", ["/admin", "/admin/", "/admin/login", "/admin/leads/3f2a"])
def test_admin_paths_answer_the_shell_uncached_and_unindexed(client: TestClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 200
    assert response.headers["content-type"] == "text/html; charset=utf-8"
    assert response.headers["cache-control"] == "no-store"
    assert response.headers["x-robots-tag"] == "noindex, nofollow"
    csp = response.headers["content-security-policy"]
    assert "script-src 'self';" in csp and "frame-ancestors 'none'" in csp
    assert '<div id="admin">' in response.text
    script = response.text.split('<script type="module" crossorigin src="')[1].split('"')[0]
    assert script.startswith("/_admin/assets/")
    asset = client.get(script)
    assert asset.status_code == 200
    assert asset.headers["cache-control"] == "public, max-age=31536000, immutable"


def test_no_public_file_refers_to_the_admin(built: BuiltSite) -> None:
    public = [
        path
        for path in built.dist.rglob("*")
        if path.is_file()
        and path.suffix in (".html", ".js", ".json", ".xml", ".txt", ".data")
        and "_admin" not in path.relative_to(built.dist).parts
        and path.name != MANIFEST  # the server's own (its file table lists the admin's files), never served
    ]
    assert len(public) > 20
    offenders = [str(path) for path in public if "_admin" in path.read_text(encoding="utf-8")]
    assert offenders == []
    assert (built.dist / "_admin" / "index.html").is_file()


def test_admin_is_in_neither_the_sitemap_nor_the_search_index(built: BuiltSite) -> None:
    sitemap = (built.dist / "sitemap.xml").read_text(encoding="utf-8")
    assert "/fr/" in sitemap and "/admin" not in sitemap
    indexes = [p for p in built.dist.rglob("*.json") if "search" in p.relative_to(built.dist).as_posix()]
    assert indexes
    for index in indexes:
        entries = json.loads(index.read_text(encoding="utf-8"))
        assert "/admin" not in json.dumps(entries)
    manifest = json.loads((built.dist / "_site.json").read_text(encoding="utf-8"))
    # Its file table lists every file of dist/, the admin's under _admin/; nothing else names it.
    files = manifest.pop("files")
    assert "admin" not in json.dumps(manifest)
    assert [name for name in files if "admin" in name] == [n for n in files if n.startswith("_admin/")]


def test_no_public_page_loads_admin_code(built: BuiltSite) -> None:
    """The weight benchmark's check (bench/admin_leak.py), on the test build: every public page."""
    assert leaks(built.dist) == []


def test_the_admin_is_a_production_build(built: BuiltSite) -> None:
    bundle = "".join(p.read_text(encoding="utf-8") for p in (built.dist / "_admin").rglob("*.js"))
    # React Router's development build warns, for instance, when no route matches; its production one does not.
    assert bundle and "No routes matched location" not in bundle
