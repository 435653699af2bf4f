"""Admin tests run on SQLite and on the session's PostgreSQL server, through the real API."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine
from sqlalchemy.engine import Engine

from bibliotheque.admin.accounts import add_user
from bibliotheque.admin.settings import get_admin_settings
from bibliotheque.leads.store import LeadStore
from bibliotheque.server.app import create_api
from bibliotheque.settings.server import LeadSettings, get_settings

ORIGIN = "https://testserver"
PASSWORD = "correct horse battery staple"
EMAIL = "associee@cabinet.example"


@pytest.fixture
def database_url(database_url: str) -> str:
    """The shared `database_url` (tests/conftest.py), migrated: without leads or accounts."""
    store = LeadStore.open(LeadSettings(database_url=database_url))
    store.migrate()
    store.close()
    return database_url


@pytest.fixture(autouse=True)
def _clean_environment(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for name in ("DATABASE_URL", "LEADS_DATABASE_URL", "LEADS_TRUSTED_PROXIES", "LEADS_RATE_LIMITS"):
        monkeypatch.delenv(name, raising=False)
    get_settings.cache_clear()
    get_admin_settings.cache_clear()
    yield
    get_settings.cache_clear()
    get_admin_settings.cache_clear()


@pytest.fixture
def engine(database_url: str) -> Iterator[Engine]:
    engine = create_engine(database_url)
    yield engine
    engine.dispose()


@pytest.fixture
def account(engine: Engine) -> str:
    add_user(engine, EMAIL, PASSWORD)
    return EMAIL


@pytest.fixture
def make_client(database_url: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., TestClient]]:
    """`make_client(address, **ADMIN_settings)`: the API over https://testserver, from that address
    (`lead_retention_years`: as a built site's manifest gives it)."""
    clients: list[TestClient] = []

    def make(
        address: str = "203.0.113.10",
        proxies: str = "",
        lead_retention_years: int | None = None,
        **admin: Any,
    ) -> TestClient:
        for key, value in admin.items():
            monkeypatch.setenv(f"ADMIN_{key.upper()}", str(value))
        get_admin_settings.cache_clear()
        settings = LeadSettings(database_url=database_url, trusted_proxies=proxies)
        api = create_api(settings, lead_retention_years=lead_retention_years)
        client = TestClient(api, base_url=ORIGIN, client=(address, 50000))
        client.__enter__()
        clients.append(client)
        return client

    yield make
    for client in clients:
        client.__exit__(None, None, None)


def sign_in(client: TestClient, email: str = EMAIL, password: str = PASSWORD, via: str | None = None) -> Any:
    """POST /api/admin/login from the site's origin (`via`: the address a trusted proxy forwards)."""
    headers = {"Origin": ORIGIN} | ({"X-Forwarded-For": via} if via else {})
    return client.post("/api/admin/login", json={"email": email, "password": password}, headers=headers)
