"""The API's responses carry the site's security headers (DESIGN §5), whatever their status."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from bibliotheque.leads.store import LeadStore
from bibliotheque.server.app import create_app
from bibliotheque.server.settings import ServerSettings
from bibliotheque.settings.server import LeadSettings
from tests.conftest import BuiltSite

LEAD = {
    "email": "claire@entreprise.example",
    "form_kind": "inline-end",
    "page_path": "/fr/article/x",
    "lang": "fr",
}


@pytest.fixture
def client(built: BuiltSite, tmp_path: Path) -> TestClient:
    settings = LeadSettings(database_url=f"sqlite:///{tmp_path / 'leads.sqlite3'}", rate_limits="3/minute")
    store = LeadStore.open(settings)
    store.migrate()
    store.close()
    return TestClient(create_app(built.dist, settings))


def _assert_secure(headers: Mapping[str, str], *, csp: bool = True) -> None:
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["referrer-policy"] == "strict-origin-when-cross-origin"
    assert headers["cross-origin-resource-policy"] == "same-origin"
    assert headers["x-frame-options"] == "DENY"
    assert "camera=()" in headers["permissions-policy"]
    if csp:
        policy = headers["content-security-policy"]
        assert "default-src 'none'" in policy and "frame-ancestors 'none'" in policy


def test_every_api_status_has_the_security_headers(client: TestClient) -> None:
    responses = [
        client.get("/api/health"),
        client.get("/api/openapi.json"),
        client.post("/api/leads", json=LEAD),
        client.post("/api/leads", json=LEAD),
        client.post("/api/leads", json={**LEAD, "email": "a@b"}),  # not counted by the 3/minute limit
        client.post("/api/leads", json=LEAD),
        client.post("/api/leads", json=LEAD),
        client.get("/api/nowhere"),
        client.post("/api/leads", content=b"x" * 20_000, headers={"content-type": "application/json"}),
    ]
    statuses = [response.status_code for response in responses]
    assert statuses == [200, 200, 201, 200, 422, 200, 429, 404, 413]
    for response in responses:
        _assert_secure(response.headers)
        assert response.headers.get_list("x-content-type-options") == ["nosniff"]


def test_the_api_docs_page_keeps_its_scripts(built: BuiltSite, tmp_path: Path) -> None:
    settings = LeadSettings(database_url=f"sqlite:///{tmp_path / 'leads.sqlite3'}")
    client = TestClient(create_app(built.dist, settings, ServerSettings(api_docs=True)))
    docs = client.get("/api/docs")
    assert docs.status_code == 200
    _assert_secure(docs.headers, csp=False)
    assert "content-security-policy" not in docs.headers


def test_hsts_on_the_api_only_behind_tls(built: BuiltSite, tmp_path: Path) -> None:
    settings = LeadSettings(database_url=f"sqlite:///{tmp_path / 'leads.sqlite3'}")
    assert (
        "strict-transport-security"
        not in TestClient(create_app(built.dist, settings)).get("/api/health").headers
    )
    tls = TestClient(create_app(built.dist, settings), base_url="https://testserver")
    assert "strict-transport-security" in tls.get("/api/health").headers
