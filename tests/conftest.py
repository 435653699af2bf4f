"""Shared fixtures: a minimal content tree, a site built from it once per session, and the lead
database of each kind (SQLite, the session's PostgreSQL server)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import psycopg
import pytest

from bibliotheque.leads.store import LeadStore
from bibliotheque.paths import WEB
from bibliotheque.pipeline.build import BuildReport, build_site
from bibliotheque.settings.server import LeadSettings
from tests.factory import write_minimal_content
from tests.leads.postgres import TemporaryPostgres, find_bindir


@pytest.fixture
def content(tmp_path: Path) -> Path:
    return write_minimal_content(tmp_path / "content")


@dataclass
class BuiltSite:
    content: Path
    dist: Path
    generated: Path
    report: BuildReport
    web_build: Path


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> BuiltSite:
    """The minimal tree, built through the real pipeline (web build and prerender included)."""
    root = tmp_path_factory.mktemp("site")
    content = write_minimal_content(root / "content")
    generated = root / "generated"
    # The web build's server bundle must sit under web/ to resolve its node_modules; one folder per
    # pytest-xdist worker, each of which builds its own session site.
    web_build = WEB / "build" / f"pytest-{os.environ.get('PYTEST_XDIST_WORKER', 'main')}"
    report = build_site(content, root / "dist", generated=generated, web_build=web_build)
    return BuiltSite(content, root / "dist", generated, report, web_build)


@pytest.fixture(scope="session")
def postgres() -> Iterator[TemporaryPostgres]:
    """One PostgreSQL server for the session (lead and delivery tests make their databases in it)."""
    bindir = find_bindir()
    if bindir is None:
        pytest.skip("PostgreSQL server binaries (initdb, pg_ctl) not found: apt-get install postgresql")
    server = TemporaryPostgres(bindir)
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def postgres_database(postgres: TemporaryPostgres) -> str:
    """One migrated PostgreSQL database for the session; `database_url` empties it for each test."""
    url = postgres.create_database()
    store = LeadStore.open(LeadSettings(database_url=url))
    store.migrate()
    store.close()
    return url


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A lead database without rows, of each kind: a new SQLite file (not yet migrated), or the
    session's migrated PostgreSQL database with every table emptied."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'leads.sqlite3'}"
    url: str = request.getfixturevalue("postgres_database")
    with psycopg.connect(url.replace("+psycopg", ""), autocommit=True) as connection:
        tables = [
            row[0]
            for row in connection.execute(
                "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'alembic_version'"
            )
        ]
        connection.execute(f"TRUNCATE {', '.join(tables)} CASCADE")
    return url
