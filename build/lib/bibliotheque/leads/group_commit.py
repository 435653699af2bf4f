"""Group commit: one writer thread stores, in one transaction, every lead that arrived meanwhile.

With `synchronous=FULL` each SQLite commit waits for an fsync (~3 ms on this disk), and with one
transaction per lead the requests queue on the write lock. Here requests put their lead in a queue
and wait; the writer takes everything queued, writes each lead (and its outbox deliveries) in one
transaction, commits once, and only then answers each request: durability is unchanged (nothing
is acknowledged before its commit), one fsync serves many leads. While a commit runs, the next
batch gathers. PostgreSQL gets the same: one WAL flush per batch.

A batch that fails is retried lead by lead, each in its own transaction, so that one bad lead
cannot fail its neighbours. Like `DatabaseGate`, the wait is bounded: a request gets its 503 at
its deadline, a lead that waited past it is dropped before it is written, and the queue is bounded.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.exc import DataError, IntegrityError

from bibliotheque.forms.schemas import LeadCreate
from bibliotheque.leads.gate import DatabaseTimeout
from bibliotheque.leads.store import LeadStore, Stored

MAX_BATCH = 500


@dataclass
class _Pending:
    row: dict[str, Any]
    deadline: float
    future: asyncio.Future[Stored]
    loop: asyncio.AbstractEventLoop
    result: Stored | None = None
    error: BaseException | None = field(default=None)


def _settle(batch: list[_Pending]) -> None:
    """On the event loop: each waiting request gets its answer (one wake-up for the whole batch)."""
    for item in batch:
        if item.future.done():  # its request gave up (deadline) or went away
            continue
        if item.error is not None:
            item.future.set_exception(item.error)
        elif item.result is not None:
            item.future.set_result(item.result)
        else:  # never: the writer sets a result or an error before settling
            item.future.set_exception(RuntimeError("a lead was settled without a result"))


class GroupCommitter:
    """`await committer.add(lead)`: the lead is committed (or found) when this returns."""

    def __init__(
        self,
        store: LeadStore,
        timeout: float,
        queue: int = 5000,
        before: Callable[[], None] | None = None,
        after: Callable[[], None] | None = None,
    ) -> None:
        self.store = store
        self.timeout = timeout
        self.limit = queue
        # Called in the writer before each batch (file checks, migration on first use).
        self.before = before
        # Called in the writer after each batch is answered, before the next one is taken
        # (SQLite's WAL upkeep, `checkpoint.py`): never on a batch's way to its answers.
        self.after = after
        self._queue: deque[_Pending] = deque()
        self._ready = threading.Condition()
        self._closed = False
        self._thread: threading.Thread | None = None
        self.batches = 0  # counters, for tests and benchmarks
        self.leads = 0

    async def add(self, lead: LeadCreate) -> Stored:
        row, _key = self.store.prepare(lead)
        loop = asyncio.get_running_loop()
        item = _Pending(row, time.monotonic() + self.timeout, loop.create_future(), loop)
        with self._ready:
            if self._closed:
                raise DatabaseTimeout("the lead writer is stopped")
            if len(self._queue) >= self.limit:
                raise DatabaseTimeout(f"{len(self._queue)} leads already waiting for the database")
            self._queue.append(item)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="leads-writer", daemon=True)
                self._thread.start()
            self._ready.notify()
        # The deadline as a timer on the lead's own future (cheaper than wait_for and shield): the
        # writer then finds it done and leaves it, as it leaves one whose request went away.
        deadline = loop.call_later(self.timeout, self._expire, item.future)
        try:
            return await item.future
        finally:
            deadline.cancel()

    def _expire(self, future: asyncio.Future[Stored]) -> None:
        if not future.done():
            future.set_exception(DatabaseTimeout(f"no answer from the database within {self.timeout:g} s"))

    def close(self) -> None:
        with self._ready:
            self._closed = True
            self._ready.notify()

    # ---- the writer thread ---------------------------------------------------------------------

    def _take(self) -> list[_Pending] | None:
        with self._ready:
            while not self._queue and not self._closed:
                self._ready.wait()
            if not self._queue:
                return None
            count = min(len(self._queue), MAX_BATCH)
            return [self._queue.popleft() for _ in range(count)]

    def _run(self) -> None:
        while (taken := self._take()) is not None:
            now = time.monotonic()
            batch: list[_Pending] = []
            late: list[_Pending] = []
            for item in taken:
                (late if now > item.deadline else batch).append(item)
            for item in late:
                item.error = DatabaseTimeout("waited for the database past the deadline")
            try:
                if batch:
                    self._commit(batch)
            finally:
                self._answer(taken)
            if self.after is not None:
                self.after()

    def _commit(self, batch: list[_Pending]) -> None:
        try:
            if self.before is not None:
                self.before()
            with self.store.engine.begin() as connection:
                results = self.store.write_many(connection, [item.row for item in batch])
        except (IntegrityError, DataError, RuntimeError) as exc:  # a lead at fault, perhaps
            if len(batch) == 1:
                batch[0].error = exc
                return
            for item in batch:  # one at a time: only the lead at fault fails
                self._commit([item])
            return
        except Exception as exc:  # the database itself (down, hung, locked): every lead waits
            for item in batch:
                item.error = exc
            return
        # Committed: only now are the answers true.
        for item, stored in zip(batch, results, strict=True):
            item.result = stored
        self.batches += 1
        self.leads += len(batch)

    def _answer(self, taken: list[_Pending]) -> None:
        by_loop: dict[asyncio.AbstractEventLoop, list[_Pending]] = {}
        for item in taken:
            by_loop.setdefault(item.loop, []).append(item)
        for loop, items in by_loop.items():
            with contextlib.suppress(RuntimeError):  # that loop is closed: nobody is waiting
                loop.call_soon_threadsafe(_settle, items)
