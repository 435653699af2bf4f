"""Counts in this process's memory, added to the database now and then (and at shutdown).

The write is an upsert that adds (`count = audience_counts.count + excluded.count`), on SQLite
and PostgreSQL alike, so several server processes add up. When the database is away, the counts
stay in memory (at most `max_pending` distinct counters) and are written at the next flush that
finds it; pages and `POST /api/events` never wait for it.

A day holds at most `max_rows` rows per event (`AUDIENCE_MAX_ROWS_PER_DAY`): once an event's day
is full, its existing rows still grow but a new page or detail is not counted that day (logged).
Only known pages and details are accepted (events.py), so a day of real traffic stays far below;
the cap is what holds if that ever fails. Several processes each check before writing, so they can
pass it together by at most one flush's worth each.
"""

from __future__ import annotations

import datetime as dt
import logging
import threading
from collections import defaultdict
from collections.abc import Callable
from typing import NamedTuple

from sqlalchemy import Connection, Engine, func, select
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


def _within_cap(connection: Connection, taken: dict[Key, int], max_rows: int) -> tuple[dict[Key, int], int]:
    """The counts that fit in `max_rows` rows per day and event, and how many events do not."""
    groups: dict[tuple[dt.date, str], list[Key]] = defaultdict(list)
    for key in taken:
        groups[(key.day, key.event)].append(key)
    stored = {
        (day if isinstance(day, dt.date) else dt.date.fromisoformat(str(day)), event): int(rows)
        for day, event, rows in connection.execute(
            select(TABLE.c.day, TABLE.c.event, func.count())
            .where(TABLE.c.day.in_(sorted({day for day, _ in groups})))
            .group_by(TABLE.c.day, TABLE.c.event)
        )
    }
    kept: dict[Key, int] = {}
    left_out = 0
    for (day, event), keys in groups.items():
        rows = stored.get((day, event), 0)
        if rows + len(keys) <= max_rows:  # even if every key is new
            kept.update((key, taken[key]) for key in keys)
            continue
        columns = (TABLE.c.path, TABLE.c.lang, TABLE.c.detail)
        present = {
            tuple(row)
            for row in connection.execute(select(*columns).where(TABLE.c.day == day, TABLE.c.event == event))
        }
        room = max_rows - rows
        for key in sorted(keys, key=lambda k: -taken[k]):  # the most counted first
            if (key.path, key.lang, key.detail) in present:
                kept[key] = taken[key]
            elif room > 0:
                kept[key] = taken[key]
                room -= 1
            else:
                left_out += taken[key]
    return kept, left_out


def add_counts(engine: Engine, taken: dict[Key, int], max_rows: int | None = None) -> int:
    """Adds the counts to the table in one transaction, within `max_rows` rows per day and event;
    returns how many events were left out for that cap."""
    dialect = postgresql if engine.dialect.name == "postgresql" else sqlite
    insert = dialect.insert(TABLE)
    statement = insert.on_conflict_do_update(
        index_elements=[TABLE.c.day, TABLE.c.path, TABLE.c.lang, TABLE.c.event, TABLE.c.detail],
        set_={"count": TABLE.c.count + insert.excluded.count},
    )
    with engine.begin() as connection:
        left_out = 0
        if max_rows is not None:
            taken, left_out = _within_cap(connection, taken, max_rows)
        rows = [key._asdict() | {"count": amount} for key, amount in sorted(taken.items())]
        if rows:
            connection.execute(statement, rows)
    return left_out


class Flusher:
    """A thread adding the counts to the database every `interval` seconds, and once at `stop`."""

    def __init__(
        self,
        counters: Counters,
        engine: Engine,
        interval: float,
        before: Callable[[], None] = lambda: None,
        max_rows: int | None = None,
    ) -> None:
        self.counters = counters
        self.max_rows = max_rows
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
                over_cap = add_counts(self.engine, taken, self.max_rows)
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
            if over_cap:
                log.warning(
                    "audience: %d events not counted: their day already holds %d rows for their event",
                    over_cap,
                    self.max_rows,
                )
            dropped = self.counters.take_dropped()
            if dropped:
                log.warning("audience: %d events dropped while the database was away (memory bound)", dropped)
            return True
