"""The lead database: an engine configured for durability, and its migrations.

SQLite (the default) runs in WAL mode with `synchronous=FULL`: a commit is on disk before the API
answers 201, and readers (exports) never block the writer. PostgreSQL is reached through psycopg 3.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import OperationalError

from bibliotheque.leads.settings import LeadSettings

SQLITE_BUSY_TIMEOUT_MS = 30_000
# Any constant: serialises migrations of replicas starting together against one PostgreSQL.
_MIGRATION_LOCK = 0x6C656164


def make_engine(settings: LeadSettings) -> Engine:
    """An engine for the settings' database. Nothing is opened until the first connection."""
    # hide_parameters: SQL errors would otherwise carry the e-mail address into logs.
    if not settings.is_sqlite:
        return create_engine(
            settings.database_url, hide_parameters=True, pool_pre_ping=True, pool_size=10, max_overflow=10
        )
    engine = create_engine(
        settings.database_url,
        hide_parameters=True,
        pool_size=10,
        max_overflow=10,
        connect_args={"timeout": SQLITE_BUSY_TIMEOUT_MS / 1000},
    )
    synchronous = settings.sqlite_synchronous

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection: Any, _record: Any) -> None:
        # Let SQLAlchemy, not the sqlite3 module, say when transactions begin (below): otherwise
        # DDL would run outside any transaction and a failed migration could be half applied.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA synchronous={synchronous}")
        cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(connection: Connection) -> None:
        # Deferred: readers (exports) never hold the write lock; every write transaction of this
        # package starts with its write, so it waits for the lock instead of failing on a stale read.
        connection.exec_driver_sql("BEGIN")

    return engine


def sqlite_path(settings: LeadSettings) -> Path | None:
    """The database file of a SQLite URL (relative to the working directory), else None."""
    if not settings.is_sqlite:
        return None
    database = make_url(settings.database_url).database
    return Path(database) if database else None


class DatabaseUnavailable(RuntimeError):
    """The lead database cannot be opened (the message names it, without its password)."""


def migrate(engine: Engine, settings: LeadSettings) -> None:
    """Bring the database to the newest schema (creating the SQLite file and its folder if needed)."""
    path = sqlite_path(settings)
    config = Config()
    config.set_main_option("script_location", "bibliotheque.leads:migrations")
    try:
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
        with engine.begin() as connection:
            if connection.dialect.name == "postgresql":
                connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _MIGRATION_LOCK})
            config.attributes["connection"] = connection
            command.upgrade(config, "head")
    except (OSError, OperationalError) as exc:
        url = make_url(settings.database_url).render_as_string(hide_password=True)
        reason = getattr(exc, "orig", None) or exc
        raise DatabaseUnavailable(f"cannot open the lead database {url}: {reason}") from exc
