"""Counts in this process's memory, added to the database now and then (and at shutdown).

The write is an upsert that adds (`count = audience_counts.count + excluded.count`), on SQLite
and PostgreSQL alike, so several server processes add up. When the database is away, the counts
stay in memory (at most `max_pending` distinct counters) and are written at the next flush that
finds it; pages and `POST /api/events` never wait for it.
"""

from __future__ import annotations

import datetime as dt
import logging
import threading
from collections.abc import Callable
from typing import NamedTuple

from sqlalchemy import Engine
from sqlalchemy.dialects import postgresql, sqlite

from bibliotheque.audience.models import AudienceCount

log = logging.getLogger("bibliotheque.audience")
TABLE = AudienceCount.__table__


class Key(NamedTuple):
    day: dt.date
    path: str
    lang: str
    event: str
    detail: str


class Counters:
    """Thread-safe counts per key, bounded in distinct keys."""

    def __init__(self, max_pending: int) -> None:
        self.max_pending = max_pending
        self.counts: dict[Key, int] = {}
        self.dropped = 0
        self._lock = threading.Lock()

    def add(self, key: Key, amount: int = 1) -> None:
        with self._lock:
            if key in self.counts:
                self.counts[key] += amount
            elif len(self.counts) < self.max_pending:
                self.counts[key] = amount
            else:
                self.dropped += amount

    def take(self) -> dict[Key, int]:
        """Everything counted so far; the counters start again from nothing."""
        with self._lock:
            taken, self.counts = self.counts, {}
            return taken

    def take_dropped(self) -> int:
        """How many events were dropped at the memory bound since the last call."""
        with self._lock:
            dropped, self.dropped = self.dropped, 0
            return dropped

    def give_back(self, taken: dict[Key, int]) -> None:
        """Counts that could not be written, kept for the next flush."""
        for key, amount in taken.items():
            self.add(key, amount)


def add_counts(engine: Engine, taken: dict[Key, int]) -> None:
    """Adds the counts to the table in one transaction."""
    dialect = postgresql if engine.dialect.name == "postgresql" else sqlite
    insert = dialect.insert(TABLE)
    statement = insert.on_conflict_do_update(
        index_elements=[TABLE.c.day, TABLE.c.path, TABLE.c.lang, TABLE.c.event, TABLE.c.detail],
        set_={"count": TABLE.c.count + insert.excluded.count},
    )
    rows = [key._asdict() | {"count": amount} for key, amount in sorted(taken.items())]
    with engine.begin() as connection:
        connection.execute(statement, rows)


class Flusher:
    """A thread adding the counts to the database every `interval` seconds, and once at `stop`."""

    def __init__(
        self, counters: Counters, engine: Engine, interval: float, before: Callable[[], None] = lambda: None
    ) -> None:
        self.counters = counters
        self.engine = engine
        self.interval = interval
        self.before = before
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._flushing = threading.Lock()

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="audience-flush", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            self.flush()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=self.interval + 30)
            self._thread = None
        self.flush()

    def flush(self) -> bool:
        """Writes what was counted; on failure keeps it for the next time. True when written."""
        with self._flushing:
            taken = self.counters.take()
            if not taken:
                return True
            try:
                self.before()
                add_counts(self.engine, taken)
            except Exception as exc:  # any failure of the database: the counts wait for the next flush
                self.counters.give_back(taken)
                reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
                log.warning(
                    "audience counts not written (%s): %d counters kept in memory, next try in %g s",
                    reason,
                    len(taken),
                    self.interval,
                )
                return False
            dropped = self.counters.take_dropped()
            if dropped:
                log.warning("audience: %d events dropped while the database was away (memory bound)", dropped)
            return True
