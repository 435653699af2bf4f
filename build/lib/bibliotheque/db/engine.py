"""The database: an engine configured for durability, and its migrations (`migrations/`).

SQLite (the default) runs in WAL mode with `synchronous=FULL`: a commit is on disk before the API
answers 201, and readers (exports) never block the writer. PostgreSQL is reached through psycopg 3.
"""

from __future__ import annotations

import math
import weakref
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import SQLAlchemyError

from bibliotheque.db.sqlite_files import SqliteFiles
from bibliotheque.settings.server import LeadSettings

_FILES: weakref.WeakKeyDictionary[Engine, SqliteFiles] = weakref.WeakKeyDictionary()

POOL_SIZE = 10
MAX_OVERFLOW = 10
# Any constant: serialises migrations of replicas starting together against one PostgreSQL.
_MIGRATION_LOCK = 0x6C656164


def make_engine(settings: LeadSettings) -> Engine:
    """An engine for the settings' database. Nothing is opened until the first connection."""
    # hide_parameters: SQL errors would otherwise carry the e-mail address into logs.
    pool = {"pool_size": POOL_SIZE, "max_overflow": MAX_OVERFLOW, "pool_timeout": settings.db_pool_timeout}
    if not settings.is_sqlite:
        # Server-side limits; a hung server (no answer at all) is bounded by the API's own wait.
        options = (
            f"-c statement_timeout={round(settings.db_statement_timeout * 1000)} "
            f"-c lock_timeout={round(settings.db_lock_timeout * 1000)}"
        )
        connect_args = {"connect_timeout": max(1, math.ceil(settings.db_connect_timeout)), "options": options}
        return create_engine(
            settings.database_url, hide_parameters=True, pool_pre_ping=True, connect_args=connect_args, **pool
        )
    busy_timeout_ms = round(settings.db_lock_timeout * 1000)
    engine = create_engine(
        settings.database_url,
        hide_parameters=True,
        connect_args={"timeout": settings.db_lock_timeout},
        **pool,
    )
    synchronous = settings.sqlite_synchronous
    path = sqlite_path(settings)

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection: Any, _record: Any) -> None:
        # Let SQLAlchemy, not the sqlite3 module, say when transactions begin (below): otherwise
        # DDL would run outside any transaction and a failed migration could be half applied.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA synchronous={synchronous}")
        cursor.execute(f"PRAGMA busy_timeout={busy_timeout_ms}")
        cursor.close()

    if path is not None:
        _FILES[engine] = files = SqliteFiles(path)
        files.install(engine)

    @event.listens_for(engine, "begin")
    def _begin(connection: Connection) -> None:
        # Deferred: readers (exports) never hold the write lock; every write transaction of this
        # package starts with its write, so it waits for the lock instead of failing on a stale read.
        connection.exec_driver_sql("BEGIN")

    return engine


def sqlite_files(engine: Engine) -> SqliteFiles | None:
    """The checks of a SQLite engine's files (sqlite_files.py), None for PostgreSQL."""
    return _FILES.get(engine)


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
    config.set_main_option("script_location", "bibliotheque.db:migrations")
    try:
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
        with engine.begin() as connection:
            if connection.dialect.name == "postgresql":
                connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _MIGRATION_LOCK})
            config.attributes["connection"] = connection
            command.upgrade(config, "head")
    except (OSError, SQLAlchemyError) as exc:
        url = make_url(settings.database_url).render_as_string(hide_password=True)
        reason = getattr(exc, "orig", None) or exc
        raise DatabaseUnavailable(f"cannot open the lead database {url}: {reason}") from exc
