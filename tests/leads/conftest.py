"""Lead tests run on SQLite and on a real PostgreSQL server that the session starts itself
(`database_url`, tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bibliotheque.leads.store import LeadStore
from bibliotheque.server.app import create_api
from bibliotheque.settings.server import LeadSettings, get_settings

# Tests that do not care about the limit must never meet it.
NO_LIMIT = "100000/minute"


@pytest.fixture(autouse=True)
def _settings_from_a_clean_environment(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for name in (
        "DATABASE_URL",
        "LEADS_DATABASE_URL",
        "LEADS_TRUSTED_PROXIES",
        "LEADS_RATE_LIMITS",
        "LEADS_INVALID_RATE_LIMITS",
    ):
        monkeypatch.delenv(name, raising=False)
    get_settings.cache_clear()
    yield
    get_settings.cache_clear()


def settings_for(database_url: str, **overrides: Any) -> LeadSettings:
    return LeadSettings(database_url=database_url, **{"rate_limits": NO_LIMIT, **overrides})


@pytest.fixture
def make_client(database_url: str) -> Iterator[Callable[..., TestClient]]:
    """`make_client(client=(address, port), **settings)`: the API on a migrated database."""
    clients: list[TestClient] = []

    def make(client: tuple[str, int] = ("203.0.113.10", 50000), **overrides: Any) -> TestClient:
        settings = settings_for(database_url, **overrides)
        store = LeadStore.open(settings)
        store.migrate()
        store.close()
        test_client = TestClient(create_api(settings), client=client)
        test_client.__enter__()
        clients.append(test_client)
        return test_client

    yield make
    for test_client in clients:
        test_client.__exit__(None, None, None)


@pytest.fixture
def client(make_client: Callable[..., TestClient]) -> TestClient:
    return make_client()
