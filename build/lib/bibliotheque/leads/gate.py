"""Database work off the event loop, each call bounded in time, the number of calls bounded too.

A hung database (a stopped PostgreSQL answers nothing, not even an error) must not hold lead
requests for the whole outage, nor pile up threads: every call gets a deadline (its 503 comes then,
whether or not the thread is still blocked), calls past the queue limit are refused at once, and a
call that waited in the queue past its deadline is dropped before it touches the database.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TypeVar

from bibliotheque.db.engine import DatabaseUnavailable

T = TypeVar("T")


class DatabaseTimeout(DatabaseUnavailable):
    """The database did not answer within the deadline (or too many calls are waiting for it)."""


class DatabaseGate:
    def __init__(self, workers: int, timeout: float, queue: int = 1000) -> None:
        self.timeout = timeout
        self.limit = workers + queue
        self._executor = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="leads-db")
        self._pending = 0
        self._lock = threading.Lock()

    async def run(self, call: Callable[[], T], timeout: float | None = None) -> T:
        """`call()` in a database thread; DatabaseTimeout when it takes longer than `timeout`."""
        timeout = self.timeout if timeout is None else timeout
        deadline = time.monotonic() + timeout
        with self._lock:
            if self._pending >= self.limit:
                raise DatabaseTimeout(f"{self._pending} database calls already waiting")
            self._pending += 1

        def bounded() -> T:
            if time.monotonic() > deadline:
                raise DatabaseTimeout("waited for a database thread past the deadline")
            return call()

        try:
            future: Future[T] = self._executor.submit(bounded)
        except RuntimeError:  # shut down
            self._done(None)
            raise DatabaseTimeout("the database threads are stopped") from None
        future.add_done_callback(self._done)
        waited = asyncio.wrap_future(future)
        waited.add_done_callback(lambda done: done.cancelled() or done.exception())
        try:
            return await asyncio.wait_for(asyncio.shield(waited), timeout)
        except TimeoutError:
            raise DatabaseTimeout(f"no answer from the database within {timeout:g} s") from None

    def _done(self, future: Future[T] | None) -> None:
        with self._lock:
            self._pending -= 1
        if future is not None and not future.cancelled():
            future.exception()  # retrieved: an abandoned call's error is not "never retrieved"

    def close(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)
