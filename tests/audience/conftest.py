"""An audience endpoint on a small FastAPI app, with its counters in reach."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import Engine, select

from bibliotheque.audience.api import Audience, include_audience
from bibliotheque.audience.events import KnownPages
from bibliotheque.audience.models import AudienceCount
from bibliotheque.audience.settings import AudienceSettings
from bibliotheque.leads.store import LeadStore
from bibliotheque.settings.server import LeadSettings

PAGES = KnownPages(
    frozenset({"/fr", "/en", "/fr/article/un", "/fr/tool/indice-maturite", "/fr/tool/marge"}),
    ("fr", "en"),
    frozenset({"indice-maturite", "marge"}),
)
BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"


@dataclass
class Endpoint:
    client: TestClient
    audience: Audience
    store: LeadStore

    def send(self, body: dict[str, Any] | str, **headers: str) -> int:
        content = body if isinstance(body, str) else __import__("json").dumps(body)
        sent = {"content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER, **headers}
        return self.client.post("/api/events", content=content, headers=sent).status_code


def stored(engine: Engine) -> dict[tuple[str, str, str, str], int]:
    """(path, lang, event, detail) → count, every day together."""
    table = AudienceCount.__table__
    with engine.connect() as connection:
        rows = connection.execute(
            select(table.c.path, table.c.lang, table.c.event, table.c.detail, table.c.count)
        )
        out: dict[tuple[str, str, str, str], int] = {}
        for path, lang, event, detail, count in rows:
            out[(path, lang, event, detail)] = out.get((path, lang, event, detail), 0) + count
        return out


def make_endpoint(database_url: str, **audience: Any) -> Endpoint:
    leads = LeadSettings(database_url=database_url)
    store = LeadStore.open(leads)
    api = FastAPI()
    settings = AudienceSettings(**{"flush_seconds": 3600, **audience})
    found = include_audience(api, store, PAGES, settings, leads)
    return Endpoint(TestClient(api), found, store)


@pytest.fixture
def endpoint(tmp_path: Path) -> Iterator[Endpoint]:
    made = make_endpoint(f"sqlite:///{tmp_path / 'leads.sqlite3'}")
    yield made
    made.store.close()
