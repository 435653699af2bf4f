"""/sitemap.xml, /robots.txt and /llms.txt: complete, and every address they give answers 200."""

from __future__ import annotations

import datetime as dt
import json
import re
import xml.etree.ElementTree as ET
from typing import Any
from urllib.parse import urlsplit

import pytest
from fastapi.testclient import TestClient

from bibliotheque.content.library import Library
from bibliotheque.content.loader import load_library
from bibliotheque.pipeline.payloads import Head
from bibliotheque.pipeline.sitemap import sitemap_files
from bibliotheque.routes import is_template
from bibliotheque.server.app import create_app
from tests.conftest import BuiltSite

NS = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9", "x": "http://www.w3.org/1999/xhtml"}


@pytest.fixture(scope="module")
def library(built: BuiltSite) -> Library:
    return load_library(built.content)[0]


@pytest.fixture(scope="module")
def client(built: BuiltSite) -> TestClient:
    return TestClient(create_app(built.dist), follow_redirects=False)


@pytest.fixture(scope="module")
def sitemap(built: BuiltSite) -> ET.Element:
    return ET.fromstring((built.dist / "sitemap.xml").read_bytes())


def test_sitemap_lists_every_page_once_per_language(
    built: BuiltSite, library: Library, sitemap: ET.Element
) -> None:
    base = library.site.urls.base
    routes = [
        r
        for r in json.loads((built.generated / "routes.json").read_text())
        if "__not-found" not in r and not is_template(r)
    ]
    locs = [u.findtext("s:loc", default="", namespaces=NS) for u in sitemap.findall("s:url", NS)]
    assert sorted(locs) == sorted(base + r for r in routes)
    assert len(set(locs)) == len(locs)


def test_sitemap_entries_carry_alternates_and_lastmod(
    library: Library, sitemap: ET.Element, built: BuiltSite
) -> None:
    base = library.site.urls.base
    for url in sitemap.findall("s:url", NS):
        loc = url.findtext("s:loc", namespaces=NS) or ""
        links = {x.get("hreflang"): x.get("href") for x in url.findall("x:link", NS)}
        assert set(links) == {"fr", "en", "x-default"}, loc
        path = loc.removeprefix(base)
        assert links[path.split("/")[1]] == loc
        assert links["x-default"] == links["fr"]
        lastmod = url.findtext("s:lastmod", namespaces=NS) or ""
        dt.date.fromisoformat(lastmod)
    article = library.article("article-un")
    entry = next(
        u
        for u in sitemap.findall("s:url", NS)
        if u.findtext("s:loc", namespaces=NS) == f"{base}/en/article/article-un"
    )
    # An article's lastmod is its newest date: published, or reviewed when it was checked later.
    newest = max(article.published_at, article.reviewed_at or article.published_at)
    assert article.reviewed_at and article.reviewed_at > article.published_at  # both dates matter
    assert entry.findtext("s:lastmod", namespaces=NS) == newest.isoformat()


def test_every_sitemap_url_answers_200(client: TestClient, sitemap: ET.Element) -> None:
    for url in sitemap.findall("s:url", NS):
        path = urlsplit(url.findtext("s:loc", namespaces=NS) or "").path
        response = client.get(path)
        assert response.status_code == 200, path
        assert response.headers["content-type"].startswith("text/html")


def test_robots_txt_points_at_the_sitemap(client: TestClient, library: Library) -> None:
    response = client.get("/robots.txt")
    assert response.status_code == 200
    assert response.headers["content-type"] == "text/plain; charset=utf-8"
    assert f"Sitemap: {library.site.urls.base}/sitemap.xml" in response.text.splitlines()
    assert "User-agent: *" in response.text


@pytest.mark.parametrize(
    ("path", "content_type"),
    [
        ("/sitemap.xml", "application/xml; charset=utf-8"),
        ("/rss.xml", "application/rss+xml; charset=utf-8"),
        ("/en/rss.xml", "application/rss+xml; charset=utf-8"),
        ("/feed.json", "application/feed+json; charset=utf-8"),
        ("/en/feed.json", "application/feed+json; charset=utf-8"),
        ("/llms.txt", "text/markdown; charset=utf-8"),
        ("/en/llms.txt", "text/markdown; charset=utf-8"),
        ("/og/fr/index.png", "image/png"),
    ],
)
def test_machine_readable_files_are_served_with_their_type(
    client: TestClient, path: str, content_type: str
) -> None:
    response = client.get(path)
    assert response.status_code == 200
    assert response.headers["content-type"] == content_type


@pytest.mark.parametrize(("lang", "path"), [("fr", "/llms.txt"), ("en", "/en/llms.txt")])
def test_llms_txt_lists_sections_and_articles(
    client: TestClient, library: Library, lang: str, path: str
) -> None:
    text = client.get(path).text
    lines = text.splitlines()
    assert lines[0] == f"# {library.site.brand.site_name.get(lang)}"
    assert sum(line.startswith("# ") for line in lines) == 1
    assert lines[2].startswith("> ")
    links = re.findall(r"^- \[([^\]]+)\]\((\S+)\)", text, flags=re.MULTILINE)
    names = {name for name, _ in links}
    assert {a.title.get(lang) for a in library.all_articles} <= names
    assert {s.title.get(lang) for s in library.sections} <= names
    assert {t.title.get(lang) for t in library.ai_themes} <= names
    assert {s.name.get(lang) for s in library.sectors} <= names
    for _, url in links:
        assert url.startswith(library.site.urls.base + "/"), url
        assert client.get(urlsplit(url).path).status_code == 200, url


def _head(url: str, updated: str) -> Head:
    fields: dict[str, Any] = {"url": url, "updated": updated, "alternates": [], "x_default": url}
    return Head.model_construct(**fields)


def test_sitemap_becomes_an_index_past_its_limit() -> None:
    """Issue 35: past `SITEMAP_URLS` pages, /sitemap.xml is an index of parts holding every page once."""
    base = "https://example.test"
    locs = [f"{base}/fr/article/a-{n}" for n in range(12)]
    fake = [_head(loc, f"2024-01-{1 + i % 28:02d}") for i, loc in enumerate(locs)]
    assert list(sitemap_files(fake, base, limit=len(locs))) == ["/sitemap.xml"]

    files = sitemap_files(fake, base, limit=5)
    index = ET.fromstring(files["/sitemap.xml"])
    assert index.tag == f"{{{NS['s']}}}sitemapindex"
    parts = [s.findtext("s:loc", namespaces=NS) for s in index.findall("s:sitemap", NS)]
    assert parts == [f"{base}/sitemap-{n}.xml" for n in range(1, len(files))]
    listed = []
    for path in list(files)[1:]:
        urlset = ET.fromstring(files[path])
        assert len(urlset.findall("s:url", NS)) <= 5
        listed += [u.findtext("s:loc", namespaces=NS) for u in urlset.findall("s:url", NS)]
    assert listed == locs
