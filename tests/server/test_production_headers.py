"""Headers and statuses that a production deployment relies on (issue 22, point 4)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jsonschema
import pytest
from fastapi.testclient import TestClient

from bibliotheque.forms.schemas import LeadCreate
from bibliotheque.server.app import create_app
from bibliotheque.server.settings import ServerSettings
from bibliotheque.settings.server import LeadSettings
from tests.server.tiny_site import write_tiny_site

HSTS = "strict-transport-security"


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_tiny_site(tmp_path_factory.mktemp("tiny") / "dist")


def make_client(dist: Path, tmp_path: Path, peer: str = "203.0.113.9", **server: Any) -> TestClient:
    leads = LeadSettings(database_url=f"sqlite:///{tmp_path / 'leads.sqlite3'}", trusted_proxies="127.0.0.1")
    app = create_app(dist, leads, ServerSettings(**server))
    return TestClient(app, client=(peer, 40000), follow_redirects=False)


@pytest.fixture
def client(dist: Path, tmp_path: Path) -> TestClient:
    return make_client(dist, tmp_path)


def test_hsts_when_a_trusted_proxy_says_https(dist: Path, tmp_path: Path) -> None:
    proxied = make_client(dist, tmp_path, peer="127.0.0.1")
    for path in ("/fr", "/", "/api/health"):
        assert proxied.get(path, headers={"x-forwarded-proto": "https"}).headers[HSTS].startswith("max-age=")
        assert HSTS not in proxied.get(path, headers={"x-forwarded-proto": "http"}).headers
    # Anyone else saying so is not believed.
    assert HSTS not in make_client(dist, tmp_path).get("/fr", headers={"x-forwarded-proto": "https"}).headers


def test_hsts_always_when_the_setting_says_https(dist: Path, tmp_path: Path) -> None:
    always = make_client(dist, tmp_path, https=True)
    assert HSTS in always.get("/fr").headers and HSTS in always.get("/api/health").headers


def test_api_docs_are_off_unless_asked_for(client: TestClient, dist: Path, tmp_path: Path) -> None:
    docs = client.get("/api/docs")
    assert docs.status_code == 404
    assert "default-src 'none'" in docs.headers["content-security-policy"]
    assert client.get("/redoc").status_code == 302  # the site's own rule, no ReDoc page
    assert client.get("/api/openapi.json").status_code == 200
    assert make_client(dist, tmp_path, api_docs=True).get("/api/docs").status_code == 200


def test_no_redirect_is_built_from_the_host_header(client: TestClient) -> None:
    for method in ("GET", "POST"):
        response = client.request(method, "/api/leads/", headers={"host": "evil.example"}, json={})
        assert response.status_code == 404
        assert "evil.example" not in response.headers.get("location", "")


@pytest.mark.parametrize(
    ("accept", "encoding"),
    [
        ("br;q=0, gzip", "gzip"),
        ("br;q=0", None),
        ("gzip;q=0.5, br;q=0.4", "gzip"),
        ("gzip, br", "br"),
        ("*", "br"),
        ("*;q=0, gzip", "gzip"),
        ("identity", None),
        ("br;q=0.1, identity;q=0.5", None),
        ("gzip;q=0, br;q=0, *;q=0", None),
        ("BR", "br"),
        ("x-gzip", "gzip"),
    ],
)
def test_accept_encoding_weights_are_honoured(client: TestClient, accept: str, encoding: str | None) -> None:
    response = client.get("/fr", headers={"accept-encoding": accept})
    assert response.status_code == 200
    assert response.headers.get("content-encoding") == encoding


@pytest.mark.parametrize("header", ["{etag}", "W/{etag}", '"other", {etag}', '"a",W/{etag} , "b"', "*"])
def test_if_none_match_weak_list_and_star(client: TestClient, header: str) -> None:
    etag = client.get("/fr").headers["etag"]
    response = client.get("/fr", headers={"if-none-match": header.format(etag=etag)})
    assert response.status_code == 304 and response.content == b""
    assert client.get("/fr", headers={"if-none-match": '"other"'}).status_code == 200


@pytest.mark.parametrize(
    "path", ["/fr/article/__not-found", "/fr/article/__not-found/", "/fr/article/__not-found.data"]
)
def test_not_found_pages_are_404_by_their_own_path(client: TestClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 404
    assert response.headers["cache-control"] == "no-store" and "etag" not in response.headers
    assert client.get("/fr/article/un").status_code == 200


def _api_accepts(email: str) -> bool:
    try:
        LeadCreate.model_validate({"email": email, "form_kind": "modal", "page_path": "/fr", "lang": "fr"})
    except ValueError:
        return False
    return True


def test_the_openapi_email_format_matches_the_validator(client: TestClient) -> None:
    schema = client.get("/api/openapi.json").json()["components"]["schemas"]["LeadCreate"]
    email = schema["properties"]["email"]
    validator = jsonschema.Draft202012Validator(email, format_checker=jsonschema.FormatChecker())
    for address in [
        "claire@entreprise.example",
        "é@exemple.fr",
        "x@y.test",
        "x@y.TEST",
        "x@localhost",
        "x@relais.onion",
        "x@a.local",
        "x@testing.fr",
        "x@nodot",
    ]:
        assert validator.is_valid(address) == _api_accepts(address), address
