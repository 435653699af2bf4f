"""HTTP behaviour of the server (DESIGN §5), against the site built from the minimal tree."""

from __future__ import annotations

import gzip

import brotli
import pytest
from fastapi.testclient import TestClient

from bibliotheque.server.app import create_app
from tests.conftest import BuiltSite


@pytest.fixture(scope="module")
def client(built: BuiltSite) -> TestClient:
    return TestClient(create_app(built.dist), follow_redirects=False)


def test_root_redirects_to_french(client: TestClient) -> None:
    response = client.get("/")
    assert response.status_code == 302
    assert response.headers["location"] == "/fr"


@pytest.mark.parametrize(
    ("path", "location"),
    [("/de/article/x", "/fr"), ("/nowhere", "/fr"), ("/en/nowhere/at/all", "/en"), ("/fr/zzz", "/fr")],
)
def test_unknown_paths_redirect_once_to_a_language_home(client: TestClient, path: str, location: str) -> None:
    response = client.get(path)
    assert response.status_code == 302
    assert response.headers["location"] == location
    assert client.get(location).status_code == 200


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("/fr/article/nope", "Article non trouvé"),
        ("/en/article/nope", "Article not found"),
        ("/fr/ai-article/nope", "Article IA non trouvé"),
        ("/fr/category/nope", "Catégorie non trouvée"),
        ("/fr/cluster/nope", "Parcours non trouvé"),
        ("/fr/industry/nope", "Secteur non trouvé"),
        ("/fr/industry/btp-construction/nope", "Page non trouvée"),
        ("/fr/industry/nope/nope", "Page non trouvée"),
        ("/fr/tool/nope", "Outil non trouvé"),
        ("/fr/article/nope/", "Article non trouvé"),
    ],
)
def test_unknown_slugs_answer_404_with_the_family_screen(client: TestClient, path: str, text: str) -> None:
    response = client.get(path)
    assert response.status_code == 404
    assert text in response.text
    assert response.headers["cache-control"] == "no-store"


def test_unknown_slug_data_request_is_404_that_react_router_can_decode(client: TestClient) -> None:
    response = client.get("/fr/article/nope.data")
    assert response.status_code == 404
    assert response.headers["x-remix-response"] == "yes"


@pytest.mark.parametrize("path", ["/fr/article/article-un", "/fr/article/article-un/", "/fr", "/fr/"])
def test_pages_answer_200_with_or_without_trailing_slash(client: TestClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 200
    assert response.headers["content-type"] == "text/html; charset=utf-8"


@pytest.mark.parametrize("path", ["/fr/article/article-un", "/search/fr.json"])
def test_html_and_search_index_are_revalidated_and_assets_are_immutable(
    client: TestClient, built: BuiltSite, path: str
) -> None:
    page = client.get(path)
    assert page.status_code == 200
    assert page.headers["cache-control"] == "no-cache"
    etag = page.headers["etag"]
    again = client.get(path, headers={"if-none-match": etag})
    assert again.status_code == 304 and again.content == b""
    asset = next((built.dist / "assets").glob("*.js")).name
    response = client.get(f"/assets/{asset}")
    assert response.status_code == 200
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"


def test_precompressed_variants_are_served(client: TestClient) -> None:
    raw = client.get("/fr/article/article-un", headers={"accept-encoding": "identity"})
    assert "content-encoding" not in raw.headers
    br = client.get("/fr/article/article-un", headers={"accept-encoding": "gzip, br"})
    assert br.headers["content-encoding"] == "br"
    assert br.headers["vary"] == "accept-encoding"
    gz = client.get("/fr/article/article-un", headers={"accept-encoding": "gzip"})
    assert gz.headers["content-encoding"] == "gzip"
    # TestClient decodes bodies; compare to the raw bytes to prove the variants match.
    assert br.content == raw.content == gz.content
    # And the bytes on the wire are the variants themselves, not the page sent as is.
    for encoding, decompress in (("br", brotli.decompress), ("gzip", gzip.decompress)):
        with client.stream("GET", "/fr/article/article-un", headers={"accept-encoding": encoding}) as wire:
            sent = b"".join(wire.iter_raw())
        assert sent != raw.content
        assert decompress(sent) == raw.content


def test_security_headers_on_every_response(client: TestClient) -> None:
    for path in ("/fr/article/article-un", "/", "/fr/article/nope", "/api/health"):
        headers = client.get(path).headers
        if path == "/api/health":
            continue
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["referrer-policy"] == "strict-origin-when-cross-origin"
        assert headers["cross-origin-resource-policy"] == "same-origin"
        assert "camera=()" in headers["permissions-policy"]
        csp = headers["content-security-policy"]
        assert "unsafe-inline" not in csp and "frame-ancestors 'none'" in csp
    page_csp = client.get("/fr/article/article-un").headers["content-security-policy"]
    assert "script-src 'self' 'sha256-" in page_csp
    assert "style-src 'self' 'sha256-" in page_csp  # the stylesheet the build writes into the page
    assert "object-src 'none'" in page_csp and "base-uri 'none'" in page_csp


def test_hsts_only_behind_tls(built: BuiltSite) -> None:
    tls = TestClient(create_app(built.dist), base_url="https://testserver")
    assert "strict-transport-security" in tls.get("/fr").headers
    plain = TestClient(create_app(built.dist))
    assert "strict-transport-security" not in plain.get("/fr").headers


def test_demo_and_consulting_leave_with_utm(client: TestClient) -> None:
    demo = client.get("/en/demo")
    assert demo.status_code == 302
    assert demo.headers["location"].startswith(
        "https://app.piloteo.example/essai-gratuit?utm_source=bibliotheque-pme"
    )
    assert "utm_campaign=consulting" in client.get("/fr/consulting").headers["location"]


def test_head_and_methods(client: TestClient) -> None:
    head = client.head("/fr")
    assert head.status_code == 200 and head.content == b""
    assert client.post("/fr").status_code == 405


def test_health(client: TestClient) -> None:
    assert client.get("/api/health").json() == {"status": "ok"}
