"""The lead database: migrations give exactly the models' schema; SQLite is set up for durability."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import text

import bibliotheque.admin.models
import bibliotheque.audience.models
import bibliotheque.client_errors.models
import bibliotheque.deliveries.models
import bibliotheque.leads.models  # noqa: F401  (every feature's tables are in the same metadata)
from bibliotheque.db.base import Base
from bibliotheque.leads.store import LeadStore
from tests.leads.conftest import settings_for
from tests.leads.postgres import TemporaryPostgres


def _differences(store: LeadStore) -> list[object]:
    with store.engine.connect() as connection:
        return list(compare_metadata(MigrationContext.configure(connection), Base.metadata))


def test_migrations_build_the_models_schema_on_sqlite(tmp_path: Path) -> None:
    store = LeadStore.open(settings_for(f"sqlite:///{tmp_path / 'new' / 'leads.sqlite3'}"))
    store.migrate()
    store.migrate()  # a second start changes nothing
    assert _differences(store) == []
    store.close()


def test_migrations_build_the_models_schema_on_postgresql(postgres: TemporaryPostgres) -> None:
    store = LeadStore.open(settings_for(postgres.create_database()))
    store.migrate()
    store.migrate()
    assert _differences(store) == []
    with store.engine.connect() as connection:
        assert connection.execute(text("SELECT version_num FROM alembic_version")).scalar_one() == "0006"
    store.close()


def test_sqlite_runs_in_wal_mode_with_full_synchronous_commits(tmp_path: Path) -> None:
    path = tmp_path / "leads.sqlite3"
    store = LeadStore.open(settings_for(f"sqlite:///{path}", db_lock_timeout=2.5))
    store.migrate()
    with store.engine.connect() as connection:
        assert connection.execute(text("PRAGMA synchronous")).scalar_one() == 2  # FULL
        assert connection.execute(text("PRAGMA busy_timeout")).scalar_one() == 2_500  # LEADS_DB_LOCK_TIMEOUT
    store.close()
    with closing(sqlite3.connect(path)) as raw:  # WAL is a property of the file
        assert raw.execute("PRAGMA journal_mode").fetchone() == ("wal",)
