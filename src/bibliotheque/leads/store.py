"""Reading and writing leads: idempotent insertion for the API, erasure and purge for the CLI.

An identical submission within the idempotency window is the same lead. The rule holds under
concurrency because the submission's hash sits in a unique column: of two racing inserts one wins,
the other finds the winner. Once the window is over, the key is cleared from the old row, so the
same submission later makes a new lead.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import logging
import sqlite3
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Protocol

from email_validator import EmailNotValidError, validate_email
from sqlalchemy import Connection, Engine, bindparam, delete, func, select, text, update
from sqlalchemy.dialects import postgresql, sqlite

from bibliotheque.db.base import Base
from bibliotheque.db.engine import (
    DatabaseUnavailable,
    make_engine,
    migrate,
    sqlite_files,
)
from bibliotheque.deliveries.outbox import delete_for_leads as delete_deliveries
from bibliotheque.forms.schemas import LeadCreate
from bibliotheque.leads.models import EXPORT_COLUMNS, Lead
from bibliotheque.settings.server import LeadSettings

_INSERT_ATTEMPTS = 5
_CHECKPOINT_ATTEMPTS = 5
_CHECKPOINT_PAUSE = 0.2  # seconds between two checkpoints after an erasure
_CHECKPOINT_WAIT_MS = 250  # what one of them waits for readers, lead writers held back meanwhile
log = logging.getLogger("bibliotheque.leads")


class LeadOutbox(Protocol):
    """Deliveries written in the transaction that stores a new lead (`bibliotheque.deliveries`)."""

    def enqueue(
        self, connection: Connection, lead_id: uuid.UUID, row: dict[str, Any], now: dt.datetime
    ) -> int: ...


@dataclass(frozen=True)
class Stored:
    id: uuid.UUID
    created: bool


@dataclass(frozen=True)
class LeadStats:
    total: int
    by_kind: list[tuple[str, int]]
    by_page: list[tuple[str, int]]
    by_day: list[tuple[dt.date, int]]


def idempotency_key(lead: LeadCreate) -> str:
    """Hash of everything the visitor sent (the address without regard to case)."""
    fields = lead.model_dump(mode="json", exclude={"website"})
    fields["email"] = fields["email"].lower()
    canonical = json.dumps(fields, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


def normalize_email(email: str) -> str:
    """The form in which addresses are stored, so that an erasure request finds them."""
    try:
        return validate_email(email.strip(), check_deliverability=False).normalized.lower()
    except EmailNotValidError:
        return email.strip().lower()


def masked_email(email: str) -> str:
    """`c***@entreprise.example`: enough to tell leads apart in logs, not enough to write to them."""
    local, _, domain = email.rpartition("@")
    return f"{local[:1]}***@{domain}"


def years_before(moment: dt.datetime, years: int) -> dt.datetime:
    try:
        return moment.replace(year=moment.year - years)
    except ValueError:  # 29 February
        return moment.replace(year=moment.year - years, day=28)


LEADS = Base.metadata.tables["leads"]


class LeadStore:
    def __init__(self, engine: Engine, settings: LeadSettings, outbox: LeadOutbox | None = None) -> None:
        self.engine = engine
        self.settings = settings
        self.outbox = outbox
        self.window = dt.timedelta(minutes=settings.idempotency_minutes)
        self._migrated = False
        self._migrating = threading.Lock()
        self._files = sqlite_files(engine)
        # Built once: SQLAlchemy then reuses their compiled form (building them per request cost
        # more than the insert itself).
        dialect = postgresql if engine.dialect.name == "postgresql" else sqlite
        key = LEADS.c.idempotency_key
        self._insert = (
            dialect.insert(LEADS).on_conflict_do_nothing(index_elements=[key]).returning(LEADS.c.id)
        )
        self._find = select(LEADS.c.id, LEADS.c.created_at).where(key == bindparam("key"))
        self._retire = (
            update(LEADS)
            .where(LEADS.c.id == bindparam("old_id"), key == bindparam("key"))
            .values(idempotency_key=None)
        )

    @classmethod
    def open(cls, settings: LeadSettings, outbox: LeadOutbox | None = None) -> LeadStore:
        """A store on the settings' database (no connection is made yet)."""
        return cls(make_engine(settings), settings, outbox)

    def migrate(self) -> None:
        migrate(self.engine, self.settings)
        self._migrated = True

    def check_files(self) -> None:
        """Raises DatabaseUnavailable for a SQLite file deleted under the server or a WAL index that
        would crash the process (SIGBUS): sqlite_files.py, which also checks every checkout."""
        if self._files is not None:
            try:
                self._files.check()
            except sqlite3.OperationalError as exc:
                raise DatabaseUnavailable(str(exc)) from exc

    def ensure_migrated(self) -> None:
        """Migrates once per process, when the database first answers (it may be down at start)."""
        if self._migrated:
            return
        with self._migrating:
            if not self._migrated:
                self.migrate()

    def ready_to_write(self) -> None:
        """Raises unless the database files are safe to use; migrates on first use."""
        self.check_files()
        self.ensure_migrated()

    def ping(self) -> None:
        """Raises unless the database is reachable, migrated and answering queries."""
        self.check_files()
        self.ensure_migrated()
        with self.engine.connect() as connection:
            connection.execute(text("SELECT 1")).scalar_one()

    def close(self) -> None:
        """Closes the pool's connections, unless the SQLite files changed under the server:
        closing a connection then reads a truncated WAL index (SIGBUS) or deletes the `-wal` and
        `-shm` files by name, which may be another database's now. The process is ending; the
        system reclaims them."""
        try:
            self.check_files()
        except DatabaseUnavailable as exc:
            log.warning("lead database left open at exit: %s", exc)
            return
        self.engine.dispose()

    def __enter__(self) -> LeadStore:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def prepare(self, lead: LeadCreate, now: dt.datetime | None = None) -> tuple[dict[str, Any], str]:
        """The row to insert for a submission and its idempotency key."""
        now = now or dt.datetime.now(dt.UTC)
        key = idempotency_key(lead)
        row = lead.model_dump(exclude={"website"}) | {
            "created_at": now,
            "email_lower": lead.email.lower(),
            "idempotency_key": key,
        }
        return row, key

    def write(self, connection: Connection, row: dict[str, Any]) -> Stored:
        """Inside a transaction: inserts the lead and its deliveries, or finds the identical recent one.

        Not durable until the caller commits; the answer must wait for that commit."""
        key, now = row["idempotency_key"], row["created_at"]
        for _ in range(_INSERT_ATTEMPTS):
            inserted = connection.execute(self._insert, {**row, "id": uuid.uuid4()}).scalar_one_or_none()
            if inserted is not None:
                if self.outbox is not None:
                    # The outbox: no lead is acknowledged without its deliveries.
                    self.outbox.enqueue(connection, inserted, row, now)
                return Stored(inserted, created=True)
            existing = connection.execute(self._find, {"key": key}).one_or_none()
            if existing is None:
                continue  # the holder of the key was erased meanwhile
            if existing.created_at > now - self.window:
                return Stored(existing.id, created=False)
            connection.execute(self._retire, {"old_id": existing.id, "key": key})
        raise RuntimeError("could not store the lead: its idempotency key kept changing hands")

    def write_many(self, connection: Connection, rows: list[dict[str, Any]]) -> list[Stored]:
        """`write` for each row, in order: the new submissions inserted by one statement (a group
        commit's batch); a row whose key is taken (repeated, even within the batch) then goes
        through `write`."""
        ids = [uuid.uuid4() for _ in rows]
        inserted = set(
            connection.execute(self._insert, [{**row, "id": id_} for row, id_ in zip(rows, ids, strict=True)])
            .scalars()
            .all()
        )
        stored: list[Stored] = []
        for row, id_ in zip(rows, ids, strict=True):
            if id_ not in inserted:
                stored.append(self.write(connection, row))
                continue
            if self.outbox is not None:
                self.outbox.enqueue(connection, id_, row, row["created_at"])
            stored.append(Stored(id_, created=True))
        return stored

    def add(self, lead: LeadCreate, now: dt.datetime | None = None) -> Stored:
        """Stores the lead (committed when this returns), or finds the identical recent one."""
        row, _key = self.prepare(lead, now)
        with self.engine.begin() as connection:
            stored = self.write(connection, row)
        # Only here, after the commit, is the answer known to be durable.
        return stored

    def rows(self, since: dt.datetime | None = None) -> Iterator[dict[str, Any]]:
        """Every lead (created at or after `since`), oldest first, as plain values."""
        columns = [Lead.__table__.c[name] for name in EXPORT_COLUMNS]
        query = select(*columns).order_by(Lead.created_at, Lead.id)
        if since is not None:
            query = query.where(Lead.created_at >= since)
        with self.engine.connect() as connection:
            for row in connection.execution_options(yield_per=500).execute(query):
                yield dict(row._mapping)

    def delete_email(self, email: str) -> int:
        """Erases every lead of an address (GDPR), whatever the case of its letters, from the
        database's files too: on SQLite the freed bytes are zeroed and the WAL, which still holds
        the rows as they were, is copied and emptied (`erase_journal`)."""
        matching = Lead.email_lower == normalize_email(email)
        with self.engine.begin() as connection:
            self._zero_freed_bytes(connection)
            delete_deliveries(connection, select(Lead.id).where(matching))
            result = connection.execute(delete(Lead).where(matching))
        self.erase_journal()
        return int(result.rowcount)

    def _zero_freed_bytes(self, connection: Connection) -> None:
        """SQLite keeps a deleted row's bytes in the page's free space unless told otherwise."""
        if self.engine.dialect.name == "sqlite":
            connection.exec_driver_sql("PRAGMA secure_delete=ON")

    def erase_journal(self, attempts: int = _CHECKPOINT_ATTEMPTS) -> bool:
        """SQLite: a TRUNCATE checkpoint, so that erased rows do not stay in the `-wal` file until
        the next one. A reader in the middle of a transaction (the server answering) can keep it
        from finishing: it is tried again, then logged. True when the WAL is empty (or no SQLite)."""
        if self.engine.dialect.name != "sqlite":
            return True
        for attempt in range(attempts):
            with self.engine.connect() as connection:
                # A TRUNCATE checkpoint holds new writers back while it waits for readers: briefly.
                connection.exec_driver_sql(f"PRAGMA busy_timeout={_CHECKPOINT_WAIT_MS}")
                try:
                    busy, _frames, _copied = connection.exec_driver_sql(
                        "PRAGMA wal_checkpoint(TRUNCATE)"
                    ).one()
                finally:
                    connection.exec_driver_sql(
                        f"PRAGMA busy_timeout={round(self.settings.db_lock_timeout * 1000)}"
                    )
            if not busy:
                return True
            if attempt + 1 < attempts:
                time.sleep(_CHECKPOINT_PAUSE)
        log.warning(
            "erased leads may stay in the SQLite -wal file until the next checkpoint: "
            "a reader kept %d TRUNCATE checkpoints from finishing",
            attempts,
        )
        return False

    def purge(self, years: int, now: dt.datetime | None = None) -> tuple[int, dt.datetime]:
        """Deletes leads older than `years` (the retention period); returns how many and the cut-off."""
        cutoff = years_before(now or dt.datetime.now(dt.UTC), years)
        with self.engine.begin() as connection:
            self._zero_freed_bytes(connection)
            delete_deliveries(connection, select(Lead.id).where(Lead.created_at < cutoff))
            result = connection.execute(delete(Lead).where(Lead.created_at < cutoff))
        self.erase_journal()
        return int(result.rowcount), cutoff

    def stats(self, since: dt.datetime | None = None) -> LeadStats:
        """Counts by form kind, by page and by day (UTC)."""
        day: Any = func.date(Lead.created_at)
        if self.engine.dialect.name == "postgresql":
            day = func.date(func.timezone("UTC", Lead.created_at))
        where = [Lead.created_at >= since] if since is not None else []
        count = func.count()
        with self.engine.connect() as connection:

            def grouped(column: Any) -> list[tuple[Any, int]]:
                query = select(column, count).where(*where).group_by(column).order_by(count.desc(), column)
                return [(value, int(n)) for value, n in connection.execute(query)]

            total = connection.execute(select(count).select_from(Lead).where(*where)).scalar_one()
            by_kind = grouped(Lead.form_kind)
            by_page = grouped(Lead.page_path)
            by_day = [
                (dt.date.fromisoformat(str(value)), n)
                for value, n in connection.execute(
                    select(day, count).where(*where).group_by(day).order_by(day)
                )
            ]
        return LeadStats(int(total), by_kind, by_page, by_day)
