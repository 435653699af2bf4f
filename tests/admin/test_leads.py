"""/api/admin/leads…: the table, a lead, the CSV export and erasure, as a signed-in owner sees them."""

from __future__ import annotations

import csv
import datetime as dt
import io
import uuid
from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, insert, select
from sqlalchemy.engine import Engine

from bibliotheque.admin.models import AdminAudit
from bibliotheque.deliveries.models import Delivery
from bibliotheque.forms.schemas import LeadCreate
from bibliotheque.leads.models import Lead
from bibliotheque.leads.store import LeadStore
from bibliotheque.settings.server import LeadSettings
from tests.admin.conftest import ORIGIN, sign_in
from tests.leads.factory import lead_payload

DAY = dt.datetime(2026, 11, 2, 9, 30, tzinfo=dt.UTC)


def _store(engine: Engine, database_url: str, n: int, day: int, **fields: object) -> uuid.UUID:
    lead = LeadCreate.model_validate(lead_payload(n, **fields))
    store = LeadStore(engine, LeadSettings(database_url=database_url))
    return store.add(lead, now=DAY + dt.timedelta(days=day)).id


def _delivery(engine: Engine, lead_id: uuid.UUID, destination: str, status: str) -> None:
    now = dt.datetime.now(dt.UTC)
    with engine.begin() as connection:
        connection.execute(
            insert(Delivery).values(
                id=uuid.uuid4(),
                lead_id=lead_id,
                destination=destination,
                status=status,
                created_at=now,
                window_start=now,
                next_attempt_at=now,
                attempts=1,
                last_error="HTTP 503" if status != "delivered" else None,
            )
        )


@pytest.fixture
def leads(engine: Engine, database_url: str) -> dict[str, uuid.UUID]:
    ids = {
        "tool": _store(engine, database_url, 1, 0),
        "modal": _store(
            engine,
            database_url,
            2,
            1,
            form_kind="modal",
            trigger="exit",
            page_path="/en/article/x",
            lang="en",
            tool_slug=None,
            tool_answers=None,
            tool_score=None,
            category_slug=None,
        ),
        "formula": _store(
            engine, database_url, 3, 2, email="=cmd|calc@entreprise.example", utm_source="-2+3"
        ),
        "other": _store(engine, database_url, 4, 3, email="Paul.Durand@Autre.example"),
        "other-again": _store(engine, database_url, 5, 4, email="paul.durand@autre.example", tool_score=80),
    }
    _delivery(engine, ids["tool"], "email:team", "delivered")
    _delivery(engine, ids["modal"], "email:team", "delivered")
    _delivery(engine, ids["modal"], "webhook:crm", "failed")
    _delivery(engine, ids["formula"], "webhook:crm", "pending")
    return ids


def _signed_in(make_client: Callable[..., TestClient], account: str) -> tuple[TestClient, str]:
    client = make_client()
    return client, str(sign_in(client).json()["csrf_token"])


def test_the_table_filters_searches_sorts_and_pages(
    make_client: Callable[..., TestClient], account: str, leads: dict[str, uuid.UUID]
) -> None:
    client, _ = _signed_in(make_client, account)
    everything = client.get("/api/admin/leads").json()
    assert everything["total"] == 5
    assert [row["id"] for row in everything["items"]][:2] == [str(leads["other-again"]), str(leads["other"])]
    statuses = {row["id"]: row["delivery_status"] for row in everything["items"]}
    assert statuses[str(leads["tool"])] == "delivered"
    assert statuses[str(leads["modal"])] == "failed"
    assert statuses[str(leads["formula"])] == "pending"
    assert statuses[str(leads["other"])] is None

    modal = client.get("/api/admin/leads", params={"form": "modal"}).json()
    assert [row["trigger"] for row in modal["items"]] == ["exit"] and modal["total"] == 1
    assert client.get("/api/admin/leads", params={"lang": "en"}).json()["total"] == 1
    assert client.get("/api/admin/leads", params={"page_path": "/en/article/x"}).json()["total"] == 1
    days = client.get("/api/admin/leads", params={"since": "2026-11-03", "until": "2026-11-04"}).json()
    assert sorted(row["email"] for row in days["items"]) == [
        "=cmd|calc@entreprise.example",
        "claire.martin+2@entreprise.example",
    ]
    assert client.get("/api/admin/leads", params={"q": "DURAND@"}).json()["total"] == 2
    assert client.get("/api/admin/leads", params={"q": "%"}).json()["total"] == 0

    by_score = client.get("/api/admin/leads", params={"sort": "tool_score", "order": "desc"}).json()["items"]
    assert [row["tool_score"] for row in by_score] == [80, 64, 64, 64, None]
    second = client.get(
        "/api/admin/leads", params={"sort": "created_at", "order": "asc", "per_page": 2, "page": 2}
    ).json()
    assert second["total"] == 5 and [row["id"] for row in second["items"]] == [
        str(leads["formula"]),
        str(leads["other"]),
    ]
    assert client.get("/api/admin/leads", params={"sort": "password"}).status_code == 422

    facets = client.get("/api/admin/leads/facets").json()
    assert facets == {
        "forms": ["modal", "tool"],
        "pages": ["/en/article/x", "/fr/tool/indice-maturite"],
        "langs": ["en", "fr"],
    }


def test_the_list_says_how_long_leads_are_kept(make_client: Callable[..., TestClient], account: str) -> None:
    client = make_client(lead_retention_years=3)
    sign_in(client)
    assert client.get("/api/admin/leads").json()["retention_years"] == 3
    # An API without a built site does not know the period: it says so rather than guess.
    client = make_client()
    sign_in(client)
    assert client.get("/api/admin/leads").json()["retention_years"] is None


def test_a_lead_shows_its_answers_and_deliveries(
    make_client: Callable[..., TestClient], account: str, leads: dict[str, uuid.UUID], engine: Engine
) -> None:
    client, _ = _signed_in(make_client, account)
    detail = client.get(f"/api/admin/leads/{leads['modal']}").json()
    assert detail["trigger"] == "exit"
    assert [(d["destination"], d["status"], d["last_error"]) for d in detail["deliveries"]] == [
        ("email:team", "delivered", None),
        ("webhook:crm", "failed", "HTTP 503"),
    ]
    tool = client.get(f"/api/admin/leads/{leads['tool']}").json()
    assert tool["tool_answers"] == {"pilotage": 2, "outils": "tableur", "budget": 12.5}
    missing = client.get(f"/api/admin/leads/{uuid.uuid4()}")
    assert missing.status_code == 404 and missing.json()["code"] == "not_found"
    with engine.connect() as connection:
        views = connection.execute(select(func.count()).where(AdminAudit.action == "lead.view")).scalar_one()
    assert views == 2


def test_the_csv_export_follows_the_filter_and_neutralises_formulas(
    make_client: Callable[..., TestClient], account: str, leads: dict[str, uuid.UUID]
) -> None:
    client, _ = _signed_in(make_client, account)
    response = client.get("/api/admin/leads.csv", params={"q": "entreprise.example"})
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/csv")
    assert response.headers["content-disposition"].startswith('attachment; filename="leads-')
    assert response.headers["cache-control"] == "no-store"
    rows = list(csv.DictReader(io.StringIO(response.text)))
    assert len(rows) == 3
    formula = next(row for row in rows if "calc" in row["email"])
    assert formula["email"] == "'=cmd|calc@entreprise.example" and formula["utm_source"] == "'-2+3"


def test_erasure_removes_every_lead_of_the_address_and_is_audited(
    make_client: Callable[..., TestClient], account: str, leads: dict[str, uuid.UUID], engine: Engine
) -> None:
    client, csrf = _signed_in(make_client, account)
    headers = {"Origin": ORIGIN, "X-CSRF-Token": csrf}
    refused = client.post(
        "/api/admin/erasure", json={"email": "paul.durand@autre.example"}, headers={"Origin": ORIGIN}
    )
    assert refused.status_code == 403
    erased = client.post("/api/admin/erasure", json={"email": " PAUL.durand@autre.example"}, headers=headers)
    assert erased.json() == {"deleted": 2}
    with engine.connect() as connection:
        assert connection.execute(select(func.count()).select_from(Lead)).scalar_one() == 3
        entry = connection.execute(select(AdminAudit).where(AdminAudit.action == "leads.erase")).one()
    assert entry.actor == account and entry.detail == {"email": "p***@autre.example", "deleted": 2}
    log = client.get("/api/admin/audit").json()
    assert [e["action"] for e in log[:2]] == ["leads.erase", "session.sign_in"]


def test_every_route_needs_a_session(
    make_client: Callable[..., TestClient], leads: dict[str, uuid.UUID]
) -> None:
    client = make_client()
    for path in (
        "/api/admin/leads",
        "/api/admin/leads/facets",
        "/api/admin/leads.csv",
        f"/api/admin/leads/{leads['tool']}",
        "/api/admin/audit",
    ):
        response = client.get(path)
        assert response.status_code == 401, path
        assert response.headers["cache-control"] == "no-store"
    assert (
        client.post(
            "/api/admin/erasure", json={"email": "x@y.example"}, headers={"Origin": ORIGIN}
        ).status_code
        == 401
    )
