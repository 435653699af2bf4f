"""/api/admin/dashboard: the figures of inserted leads and audience rows, on SQLite and PostgreSQL."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import delete, insert
from sqlalchemy.engine import Engine

from bibliotheque.audience.models import AudienceCount
from bibliotheque.forms.schemas import LeadCreate
from bibliotheque.leads.store import LeadStore
from bibliotheque.settings.server import LeadSettings
from tests.admin.conftest import sign_in
from tests.leads.factory import lead_payload

PERIOD = {"since": "2026-11-01", "until": "2026-11-07"}
TOOL = "/fr/tool/indice-maturite"
MODAL = {"form_kind": "modal", "trigger": "exit", "tool_slug": None, "tool_answers": None}
MODAL |= {"tool_score": None, "page_path": "/en/article/x", "lang": "en"}
INLINE = {"form_kind": "inline-end", "tool_slug": None, "tool_answers": None, "tool_score": None}
INLINE |= {"page_path": "/fr/article/y"}


def _at(day: int, hour: int = 9, minute: int = 0) -> dt.datetime:
    return dt.datetime(2026, 11, 1, hour, minute, tzinfo=dt.UTC) + dt.timedelta(days=day - 1)


@pytest.fixture
def figures(engine: Engine, database_url: str) -> None:
    store = LeadStore(engine, LeadSettings(database_url=database_url))
    leads: list[tuple[dt.datetime, dict[str, Any]]] = [
        (_at(2), {}),
        (_at(2, 23, 59), {}),
        (_at(2), MODAL),
        (_at(4, 0, 0), INLINE),
        (_at(0, 23, 59), INLINE),  # 31 October: before the period
        (_at(8, 0, 0), MODAL),  # 8 November: after it
    ]
    for n, (when, fields) in enumerate(leads):
        store.add(LeadCreate.model_validate(lead_payload(n, **fields)), now=when)
    rows = [
        (2, TOOL, "fr", "page_view", "", 10),
        (3, "/en/tool/indice-maturite", "en", "page_view", "", 5),
        (2, "/en/article/x", "en", "page_view", "", 4),
        (4, "/fr/article/y", "fr", "page_view", "", 8),
        (2, TOOL, "fr", "tool_started", "indice-maturite", 6),
        (3, TOOL, "fr", "tool_finished", "indice-maturite", 3),
        (2, "/en/article/x", "en", "modal_opened", "exit", 2),
        (5, "/fr/article/y", "fr", "cta_clicked", "trial", 7),
        (5, "/fr/article/y", "fr", "cta_clicked", "webinar", 1),
        (8, TOOL, "fr", "page_view", "", 100),  # after the period
    ]
    with engine.begin() as connection:
        connection.execute(delete(AudienceCount))
        connection.execute(
            insert(AudienceCount),
            [
                {"day": _at(d).date(), "path": p, "lang": lang, "event": e, "detail": detail, "count": c}
                for d, p, lang, e, detail, c in rows
            ],
        )


def _get(client: TestClient, **params: str) -> Any:
    response = client.get("/api/admin/dashboard", params=PERIOD | params)
    assert response.status_code == 200, response.text
    assert response.headers["cache-control"] == "no-store"
    return response.json()


@pytest.mark.usefixtures("figures", "account")
def test_both_languages(make_client: Callable[..., TestClient]) -> None:
    client = make_client()
    sign_in(client)
    body = _get(client)
    assert body["days"] == [f"2026-11-0{d}" for d in range(1, 8)]
    assert body["views_per_day"] == [0, 14, 5, 8, 0, 0, 0]
    assert body["leads_per_day"] == [
        {"form": "inline-end", "counts": [0, 0, 0, 1, 0, 0, 0]},
        {"form": "modal", "counts": [0, 1, 0, 0, 0, 0, 0]},
        {"form": "tool", "counts": [0, 2, 0, 0, 0, 0, 0]},
    ]
    assert (body["leads_total"], body["views_total"]) == (4, 27)
    assert body["top_pages"] == [
        {"path": TOOL, "views": 10, "leads": 2, "rate": 0.2},
        {"path": "/fr/article/y", "views": 8, "leads": 1, "rate": 0.125},
        {"path": "/en/article/x", "views": 4, "leads": 1, "rate": 0.25},
        {"path": "/en/tool/indice-maturite", "views": 5, "leads": 0, "rate": 0.0},
    ]
    assert body["tools"] == [
        {"tool": "indice-maturite", "views": 15, "started": 6, "finished": 3, "leads": 2}
    ]
    assert body["triggers"] == [{"trigger": "exit", "opened": 2, "leads": 1}]
    assert body["ctas"] == [
        {"cta": "trial", "clicks": 7},
        {"cta": "audit", "clicks": 0},
        {"cta": "consulting", "clicks": 0},
        {"cta": "webinar", "clicks": 1},
    ]


@pytest.mark.usefixtures("figures", "account")
def test_one_language(make_client: Callable[..., TestClient]) -> None:
    client = make_client()
    sign_in(client)
    body = _get(client, lang="en")
    assert body["lang"] == "en"
    assert body["views_per_day"] == [0, 4, 5, 0, 0, 0, 0]
    assert body["leads_per_day"] == [{"form": "modal", "counts": [0, 1, 0, 0, 0, 0, 0]}]
    assert [p["path"] for p in body["top_pages"]] == ["/en/article/x", "/en/tool/indice-maturite"]
    assert body["tools"] == [{"tool": "indice-maturite", "views": 5, "started": 0, "finished": 0, "leads": 0}]
    assert body["ctas"] == [{"cta": c, "clicks": 0} for c in ("trial", "audit", "consulting")]


@pytest.mark.usefixtures("account")
def test_an_empty_period_is_all_zeros(make_client: Callable[..., TestClient]) -> None:
    client = make_client()
    sign_in(client)
    body = _get(client, since="2026-02-27", until="2026-03-01")
    assert body["days"] == ["2026-02-27", "2026-02-28", "2026-03-01"]
    assert body["views_per_day"] == [0, 0, 0]
    assert body["leads_per_day"] == body["top_pages"] == body["tools"] == body["triggers"] == []


@pytest.mark.usefixtures("account")
def test_the_period_defaults_to_30_days_and_is_checked(make_client: Callable[..., TestClient]) -> None:
    client = make_client()
    sign_in(client)
    body = client.get("/api/admin/dashboard").json()
    assert len(body["days"]) == 30 and body["until"] == dt.datetime.now(dt.UTC).date().isoformat()
    for since, until in (("2026-11-02", "2026-11-01"), ("2025-01-01", "2026-01-02")):
        refused = client.get("/api/admin/dashboard", params={"since": since, "until": until})
        assert refused.status_code == 400 and refused.json()["code"] == "bad_period"
    assert client.get("/api/admin/dashboard", params={"lang": "de"}).status_code == 422


def test_signed_out_is_refused_uncached(make_client: Callable[..., TestClient]) -> None:
    response = make_client().get("/api/admin/dashboard", params=PERIOD)
    assert response.status_code == 401
    assert response.headers["cache-control"] == "no-store"
    assert response.json()["code"] == "signed_out"


ATTACK_ROWS = 30_250  # rows of invented tool slugs an attack stored in 20 s (issue 37)


@pytest.mark.usefixtures("account")
def test_every_list_stays_bounded_whatever_the_table_holds(
    make_client: Callable[..., TestClient], engine: Engine
) -> None:
    day = _at(3).date()
    junk = [
        {"day": day, "path": TOOL, "lang": "fr", "event": "tool_started", "detail": f"junk-{n}", "count": 1}
        for n in range(ATTACK_ROWS)
    ]
    junk += [
        {
            "day": day,
            "path": f"/fr/article/a{n}",
            "lang": "fr",
            "event": "page_view",
            "detail": "",
            "count": n,
        }
        for n in range(1, 101)
    ]
    junk += [
        {"day": day, "path": TOOL, "lang": "fr", "event": event, "detail": f"junk-{n}", "count": 1}
        for n in range(50)
        for event in ("modal_opened", "cta_clicked")
    ]
    with engine.begin() as connection:
        connection.execute(delete(AudienceCount))
        connection.execute(insert(AudienceCount), junk)
    client = make_client()
    sign_in(client)
    response = client.get("/api/admin/dashboard", params=PERIOD)
    body = response.json()
    assert len(response.content) < 20_000  # the attack's rows made it 2.1 MB
    assert [len(body[name]) for name in ("top_pages", "tools", "triggers", "ctas")] == [20, 20, 20, 20]
    # The largest first, the rest counted.
    assert body["top_pages"][0]["path"] == "/fr/article/a100"
    assert body["tools"][0] == {"tool": "junk-0", "views": 0, "started": 1, "finished": 0, "leads": 0}
    assert body["ctas"][:3] == [{"cta": c, "clicks": 0} for c in ("trial", "audit", "consulting")]
    assert body["left_out"] == {
        "top_pages": 100 - 20,
        "tools": ATTACK_ROWS - 20,
        "triggers": 50 - 20,
        "ctas": 53 - 20,
    }
