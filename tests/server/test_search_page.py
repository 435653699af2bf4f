"""`GET /{lang}/search?q=`: the prerendered search page with the server's results (issue 23)."""

from __future__ import annotations

import gzip
import html
import json
import re

import brotli
import pytest
from fastapi.testclient import TestClient

from bibliotheque.built_site import SEARCH_ENTRIES, ResultKind, SearchEntry
from bibliotheque.server.app import create_app
from bibliotheque.server.search_page import matches
from bibliotheque.server.settings import ServerSettings
from bibliotheque.settings.server import LeadSettings
from bibliotheque.text.fold import fold
from tests.server.tiny_site import write_tiny_site

CLASSES = {
    k: k + "-class"
    for k in ("summary", "hint", "list", "link", "head", "title", "badge", "description", "nav", "pageLink")
}
STRINGS = {
    "hint": "Saisissez au moins {count} caractères.",
    "no_result": "Aucun résultat pour « {query} »",
    "no_result_hint": "Essayez avec d’autres mots-clés",
    "count.one": "{count} résultat",
    "count.other": "{count} résultats",
    "range": "Résultats {from} à {to} sur {total}",
    "next": "Résultats suivants",
    "previous": "Résultats précédents",
    "pages": "Pages de résultats",
    "results": "Résultats de la recherche",
    **{f"type.{k}": k.upper() for k in ("article", "ai-article", "category", "industry")},
}


def entry(kind: ResultKind, slug: str, title: str) -> SearchEntry:
    return SearchEntry(
        type=kind, url=f"/fr/{kind}/{slug}", title=title, description=f"{title} <en détail>", text=fold(title)
    )


# Index order is not kind order: the server sorts kinds as the browser does, stably.
ENTRIES = [
    entry("industry", "btp", "BTP et trésorerie"),
    *(entry("article", f"a{i}", f"Trésorerie n° {i}") for i in range(1, 10)),
    entry("category", "finance", "Finance & trésorerie"),
    entry("ai-article", "ia", "L’IA et la Trésorerie"),
]


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> TestClient:
    dist = write_tiny_site(tmp_path_factory.mktemp("tiny") / "dist")
    config = {
        "index": "/search/fr.abc.json",
        "min_chars": 3,
        "per_page": 8,
        "strings": STRINGS,
        "classes": CLASSES,
    }
    page = (
        '<!doctype html><html lang="fr"><title>Recherche</title><script>window.x=1</script>'
        '<form><input type="search" name="q" data-search-query="" value=""/></form>'
        f'<div data-search="{html.escape(json.dumps(config))}"><!--search-results--></div></html>'
    )
    (dist / "fr" / "search").mkdir(parents=True)
    (dist / "fr" / "search" / "index.html").write_text(page, encoding="utf-8")
    (dist / "search").mkdir()
    (dist / "search" / "fr.abc.json").write_bytes(SEARCH_ENTRIES.dump_json(ENTRIES))
    tmp = tmp_path_factory.mktemp("db")
    app = create_app(dist, LeadSettings(database_url=f"sqlite:///{tmp / 'l.sqlite3'}"), ServerSettings())
    return TestClient(app, follow_redirects=False)


def titles(body: str) -> list[str]:
    return [html.unescape(t) for t in re.findall(r"<span class=\"title-class\">([^<]*)</span>", body)]


def test_results_in_the_browsers_order_a_page_at_a_time_with_next_and_previous(client: TestClient) -> None:
    response = client.get(
        "/fr/search", params={"q": "  TRESORERIE "}, headers={"accept-encoding": "identity"}
    )
    assert response.status_code == 200
    assert response.headers["x-robots-tag"] == "noindex"
    assert response.headers["cache-control"] == "no-cache"
    assert "etag" not in response.headers
    assert "script-src" in response.headers["content-security-policy"]
    body = response.text
    assert int(response.headers["content-length"]) == len(response.content)
    assert titles(body) == [f"Trésorerie n° {i}" for i in range(1, 9)]
    assert "Résultats 1 à 8 sur 12" in body
    assert 'value="  TRESORERIE " data-search-query=""' in body
    assert "&lt;en détail&gt;" in body and "<en détail>" not in body  # escaped
    assert '<a rel="next" href="/fr/search?q=++TRESORERIE+&amp;page=2"' in body
    assert 'rel="prev"' not in body

    second = client.get("/fr/search", params={"q": "  TRESORERIE ", "page": "2"}).text
    assert titles(second) == [
        "Trésorerie n° 9",
        "L’IA et la Trésorerie",
        "Finance & trésorerie",
        "BTP et trésorerie",
    ]
    assert "Résultats 9 à 12 sur 12" in second
    assert 'rel="prev" href="/fr/search?q=++TRESORERIE+"' in second and 'rel="next"' not in second
    # A page past the end shows the last one.
    assert titles(client.get("/fr/search?q=tresorerie&page=99").text) == titles(second)


@pytest.mark.parametrize(
    ("accept", "encoding"), [("br, gzip", "br"), ("gzip", "gzip"), ("br;q=0, gzip;q=0", None), ("", None)]
)
def test_the_results_page_is_compressed_as_the_client_accepts(
    client: TestClient, accept: str, encoding: str | None
) -> None:
    plain = client.get("/fr/search?q=tresorerie", headers={"accept-encoding": "identity"}).content
    with client.stream("GET", "/fr/search?q=tresorerie", headers={"accept-encoding": accept}) as response:
        sent = b"".join(response.iter_raw())
        assert response.headers.get("content-encoding") == encoding
        assert response.headers["vary"] == "accept-encoding"
        assert int(response.headers["content-length"]) == len(sent)
    decoded = {"br": brotli.decompress, "gzip": gzip.decompress, None: bytes}[encoding](sent)
    assert decoded == plain
    if encoding:
        assert len(sent) < len(plain) / 2
    head = client.head("/fr/search?q=tresorerie", headers={"accept-encoding": accept})
    assert head.content == b"" and head.headers.get("content-encoding") == encoding


def test_counts_no_results_and_short_queries(client: TestClient) -> None:
    one = client.get("/fr/search?q=btp").text
    assert titles(one) == ["BTP et trésorerie"] and "1 résultat<" in one and "<nav" not in one
    none = client.get("/fr/search?q=zz%3Cz").text
    assert "Aucun résultat pour « zz&lt;z »" in none and "Essayez avec" in none
    short = client.get("/fr/search?q=%20ab%20").text
    assert "Saisissez au moins 3 caractères." in short and titles(short) == []
    # Without a query the prerendered page itself (with its ETag).
    plain = client.get("/fr/search")
    assert "etag" in plain.headers and "<!--search-results-->" in plain.text
    head = client.head("/fr/search?q=btp")
    assert head.status_code == 200 and head.content == b""


def test_matching_is_the_browsers_fold_of_a_substring() -> None:
    assert [e.url for e in matches(ENTRIES, "l'ia", 3)] == ["/fr/ai-article/ia"]  # apostrophes straightened
    assert matches(ENTRIES, "ab", 3) == []
    assert len(matches(ENTRIES, "Tresorerie", 3)) == 12
