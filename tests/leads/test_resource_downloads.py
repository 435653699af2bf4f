"""A resource given against an e-mail: no page names its files; the lead API's answer to its
`resource` lead does, in the lead's language, on both ways in (FastAPI's route and the fast path in
front of it), and for nothing else (issue 33, point 3)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bibliotheque.built_site import FileDownload
from bibliotheque.leads.fast_path import LeadsFirstAPI
from bibliotheque.leads.store import LeadStore
from bibliotheque.server.app import create_api
from tests.leads.conftest import settings_for
from tests.leads.factory import lead_payload

GUIDE = {
    lang: [
        FileDownload(url=f"/downloads/{lang}/guide-delegation.pdf", format="pdf", bytes=155652, pages=18),
        FileDownload(url="/downloads/guide-delegation.csv", format="csv", bytes=900, pages=None),
    ]
    for lang in ("fr", "en")
}


@pytest.fixture(params=["fast path", "route"])
def client(request: pytest.FixtureRequest, database_url: str) -> Iterator[TestClient]:
    settings = settings_for(database_url)
    store = LeadStore.open(settings)
    store.migrate()
    store.close()
    api = create_api(settings, gated_downloads={"guide-delegation": GUIDE})
    assert isinstance(api, LeadsFirstAPI) and api.lead_path is not None
    if request.param == "route":
        api.lead_path = None  # every request through FastAPI's route
    with TestClient(api, client=("203.0.113.10", 50000)) as test_client:
        yield test_client


def _resource(n: int, **overrides: Any) -> dict[str, Any]:
    fields: dict[str, Any] = {
        "form_kind": "resource",
        "page_path": f"/{overrides.get('lang', 'fr')}/resources",
        "resource_slug": "guide-delegation",
        "category_slug": None,
        "tool_slug": None,
        "tool_answers": None,
        "tool_score": None,
    }
    return lead_payload(n, **{**fields, **overrides})


def _files(lang: str) -> list[dict[str, Any]]:
    return [file.model_dump(mode="json") for file in GUIDE[lang]]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_gated_resource_lead_is_answered_with_its_files(client: TestClient, lang: str) -> None:
    first = client.post("/api/leads", json=_resource(1, lang=lang))
    assert first.status_code == 201
    assert first.json()["downloads"] == _files(lang)
    # The same address again (a second click, a reload): the same files.
    again = client.post("/api/leads", json=_resource(1, lang=lang))
    assert again.status_code == 200
    assert again.json()["downloads"] == _files(lang)


def test_nothing_else_is_answered_with_files(client: TestClient) -> None:
    assert client.post("/api/leads", json=lead_payload(2)).json()["downloads"] == []
    other = _resource(3, resource_slug="modele-tableau-de-bord")  # a free resource: its page links it
    assert client.post("/api/leads", json=other).json()["downloads"] == []
    # A robot (the honeypot filled) gets its usual answer and no file.
    robot = client.post("/api/leads", json=_resource(4, website="https://spam.example"))
    assert robot.status_code == 202
    assert "downloads" not in robot.json()
    # A refused address: no file either.
    refused = client.post("/api/leads", content=json.dumps(_resource(5, email="not-an-address")))
    assert refused.status_code == 422
    assert "/downloads/" not in refused.text
