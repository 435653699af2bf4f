"""How many password checks run at once, and how many may wait for one (issue 37, point 3).

Each Argon2 check holds 64 MiB while it runs, so only `slots` run at once. A sign-in that finds
them all taken waits its turn (at most `wait` seconds, with at most `slots * WAITERS_PER_SLOT`
others): two people of the owner's team signing in at the same second both get in. Past that
queue, or past the wait, the answer is 503 with `Retry-After`, before anything is allocated.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

WAITERS_PER_SLOT = 4


class ChecksBusy(Exception):
    """Every check slot is taken and the queue is full or the wait ran out."""


class CheckSlots:
    def __init__(self, slots: int, wait: float) -> None:
        self.slots = max(1, slots)
        self.wait = wait
        self._free = asyncio.Semaphore(self.slots)
        self._waiting = 0

    def full(self) -> bool:
        """Whether a new sign-in would be refused at once (every slot taken, the queue full)."""
        return self._free.locked() and self._waiting >= self.slots * WAITERS_PER_SLOT

    @asynccontextmanager
    async def slot(self) -> AsyncIterator[None]:
        if self.full():
            raise ChecksBusy
        self._waiting += 1
        try:
            await asyncio.wait_for(self._free.acquire(), self.wait)
        except TimeoutError:
            raise ChecksBusy from None
        finally:
            self._waiting -= 1
        try:
            yield
        finally:
            self._free.release()
