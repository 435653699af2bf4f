"""`GET /{lang}/industries?ca=…` without JavaScript: the catalogue filtered by the server (issue 23)."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from bibliotheque.server import filter_pages
from bibliotheque.server.app import SiteApp, create_app
from bibliotheque.server.filter_pages import filtered
from bibliotheque.server.settings import ServerSettings
from bibliotheque.settings.server import LeadSettings
from tests.server.tiny_site import write_tiny_site

# The markup of web/src/shared/filter-links.tsx, as React prerenders it.
PAGE = (
    '<!doctype html><html lang="fr"><head><link rel="canonical" href="https://x.example/fr/industries"/>'
    "</head><body>"
    '<nav aria-label="Filtrer" data-filter-param="ca"><ul>'
    '<li><a href="/fr/industries" aria-current="true" data-filter-option="" class="f">Tous</a></li>'
    '<li><a href="/fr/industries?ca=small" data-filter-option="small" class="f">Petites</a></li>'
    '<li><a href="/fr/industries?ca=big" data-filter-option="big" class="f">Grandes</a></li>'
    "</ul></nav>"
    '<p aria-live="polite" class="c">3 secteurs</p>'
    '<p data-filter-count="" class="c">3 secteurs</p>'
    '<p data-filter-count="small" hidden="" class="c">2 secteurs</p>'
    '<p data-filter-count="big" hidden="" class="c">1 secteur</p>'
    '<ul><li class="card" data-filter-values="small">BTP</li>'
    '<li class="card" data-filter-values="small big">Commerce</li>'
    '<li class="card" data-filter-values="">Artisans</li></ul>'
    '<section id="resources" data-filter-values="big"><h2>Ressources</h2></section>'
    "</body></html>"
)


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> SiteApp:
    dist = write_tiny_site(tmp_path_factory.mktemp("tiny") / "dist")
    (dist / "fr" / "industries").mkdir(parents=True)
    (dist / "fr" / "industries" / "index.html").write_text(PAGE, encoding="utf-8")
    tmp = tmp_path_factory.mktemp("db")
    return create_app(dist, LeadSettings(database_url=f"sqlite:///{tmp / 'l.sqlite3'}"), ServerSettings())


@pytest.fixture(scope="module")
def client(app: SiteApp) -> TestClient:
    return TestClient(app, follow_redirects=False)


def shown(body: str) -> list[str]:
    """The text of what is not hidden: cards, counts, sections' headings."""
    tags = re.findall(r"<(li|p|section)\b([^>]*)>(?:<h2>)?([^<]*)", body)
    return [text for _, attributes, text in tags if "hidden" not in attributes and text]


def test_a_filter_link_shows_only_its_items_with_its_count_and_current_link(client: TestClient) -> None:
    response = client.get("/fr/industries", params={"ca": "small"}, headers={"accept-encoding": "identity"})
    assert response.status_code == 200
    assert response.headers["cache-control"] == "no-cache"
    assert "script-src" in response.headers["content-security-policy"]
    assert int(response.headers["content-length"]) == len(response.content)
    body = response.text
    assert shown(body) == ["3 secteurs", "2 secteurs", "BTP", "Commerce"]
    assert re.findall(r'<a [^>]*aria-current="true"[^>]*>([^<]*)', body) == ["Petites"]
    assert 'rel="canonical" href="https://x.example/fr/industries"' in body
    # The text and structure are the prerendered page's: only attributes changed (hydration keeps them).
    assert re.sub(r' (hidden=""|aria-current="true")', "", body) == re.sub(
        r' (hidden=""|aria-current="true")', "", PAGE
    )

    big = client.get("/fr/industries/?ca=big").text
    assert shown(big) == ["3 secteurs", "1 secteur", "Commerce", "Ressources"]
    head = client.head("/fr/industries?ca=big")
    assert head.status_code == 200 and head.content == b""


def test_an_unknown_or_missing_value_is_the_prerendered_page(client: TestClient) -> None:
    for query in ("", "?ca=nope", "?ca=", "?other=small"):
        response = client.get("/fr/industries" + query)
        assert response.status_code == 200
        assert "etag" in response.headers  # the file itself
        assert shown(response.text) == [
            "3 secteurs",
            "3 secteurs",
            "BTP",
            "Commerce",
            "Artisans",
            "Ressources",
        ]
    # A page without a filter ignores the query.
    assert "etag" in client.get("/fr?ca=small").headers


def test_attributes_are_set_from_scratch_whatever_the_page_held() -> None:
    assert filtered(filtered(PAGE, "big"), "small") == filtered(PAGE, "small")


def test_a_filtered_page_is_made_once_then_served_compressed_from_memory(
    app: SiteApp, client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[str] = []

    def counted(html: str, value: str) -> str:
        made.append(value)
        return filtered(html, value)

    monkeypatch.setattr(filter_pages, "filtered", counted)
    app.filter_pages.made.clear()
    plain = client.get("/fr/industries?ca=big", headers={"accept-encoding": "identity"})
    assert made == ["big"]
    br = client.get("/fr/industries?ca=big", headers={"accept-encoding": "gzip, deflate, br"})
    gz = client.get("/fr/industries/?ca=big&utm_source=x", headers={"accept-encoding": "gzip"})
    assert made == ["big"]  # the second and third requests: from the cache
    assert "content-encoding" not in plain.headers and shown(plain.text)[1] == "1 secteur"
    assert br.headers["content-encoding"] == "br" and gz.headers["content-encoding"] == "gzip"
    assert br.content == gz.content == plain.content  # decoded by the client: the same page
    for response in (plain, br, gz):
        assert response.headers["vary"] == "accept-encoding"
        assert response.headers["etag"] == plain.headers["etag"]
        assert "script-src" in response.headers["content-security-policy"]
    again = client.get("/fr/industries?ca=big", headers={"if-none-match": plain.headers["etag"]})
    assert again.status_code == 304 and again.content == b""
    other = client.get("/fr/industries?ca=small", headers={"if-none-match": plain.headers["etag"]})
    assert other.status_code == 200 and other.headers["etag"] != plain.headers["etag"]


def test_bogus_queries_make_no_cache_entry(app: SiteApp, client: TestClient) -> None:
    app.filter_pages.made.clear()
    for n in range(2000):
        query = ("ca=bogus-{n}", "x{n}=small", "ca=small&n={n}", "ca={n}&ca=big")[n % 4].format(n=n)
        assert client.get(f"/fr/industries?{query}").status_code == 200
    # The one valid value sent (`small`, with other parameters) is one entry; nothing else is kept.
    assert set(app.filter_pages.made) == {("/fr/industries", "small")}
