"""Submissions per client: in this process's memory (bounded), or in a shared `limits` storage.

Two limiters count each client: its submissions that pass validation (`LEADS_RATE_LIMITS`) and,
separately, its invalid bodies (`LEADS_INVALID_RATE_LIMITS`, higher), so a visitor correcting a
typo never loses a submission while a flood of bad bodies is still stopped.

`memory://` (one process): sliding-window counters, two per rate and client, so a client costs
the same whatever it sends; a client's entry expires once its longest window has passed without a
hit, and at most `LEADS_RATE_LIMIT_MAX_CLIENTS` clients are tracked: past that the least recently
seen is forgotten first. Measured: ~0.3 KB per tracked client (tests/http/test_rate_limit.py).
`redis://…` (several processes): `limits`' moving window in that storage, shared by all.
"""

from __future__ import annotations

import math
import threading
import time
from collections import OrderedDict

from limits import RateLimitItem
from limits.storage import storage_from_string
from limits.strategies import MovingWindowRateLimiter
from starlette.concurrency import run_in_threadpool

from bibliotheque.http.client_address import rate_limit_key
from bibliotheque.settings.server import LeadSettings


class BoundedCounters:
    """Sliding-window counters (the previous window's count, weighted by how much of it still
    overlaps the last `window` seconds, plus the current window's) for at most `max_clients`."""

    def __init__(self, rates: list[tuple[int, float]], max_clients: int) -> None:
        self.rates = rates
        self.longest = max(window for _, window in rates)
        self.max_clients = max_clients
        # key → [last hit, then per rate: window start, count in it, count in the one before]
        self.clients: OrderedDict[str, list[float]] = OrderedDict()
        self._lock = threading.Lock()

    def hit(self, key: str, now: float | None = None) -> int | None:
        now = time.monotonic() if now is None else now
        with self._lock:
            self._expire(now)
            state = self.clients.get(key)
            if state is None:
                state = [now] + [0.0] * (3 * len(self.rates))
                self.clients[key] = state
                while len(self.clients) > self.max_clients:
                    self.clients.popitem(last=False)
            else:
                self.clients.move_to_end(key)
            state[0] = now
            wait = 0.0
            for n, (amount, window) in enumerate(self.rates):
                i = 1 + 3 * n
                start = now - now % window
                if state[i] != start:  # a new window: the current one becomes the previous
                    state[i + 2] = state[i + 1] if start - state[i] == window else 0.0
                    state[i], state[i + 1] = start, 0.0
                # The estimate can keep a client out a little past one window: never announced.
                wait = max(
                    wait, min(window, self._wait(amount, window, start, state[i + 1], state[i + 2], now))
                )
            if wait > 0:
                return max(1, math.ceil(wait))
            for n in range(len(self.rates)):
                state[2 + 3 * n] += 1
            return None

    @staticmethod
    def _wait(amount: int, window: float, start: float, current: float, previous: float, now: float) -> float:
        """Seconds until one more hit fits (0: it fits now)."""
        elapsed = (now - start) / window
        if previous * (1 - elapsed) + current + 1 <= amount:
            return 0.0
        if current + 1 > amount:  # not in this window: in the next one, `current` is the previous
            return start + window - now + window * max(0.0, 1 - (amount - 1) / current)
        return start + window * (1 - (amount - 1 - current) / previous) - now

    def _expire(self, now: float) -> None:
        """Forgets clients whose last hit is older than the longest window (oldest first)."""
        for _ in range(4):  # amortised: a few per hit keeps up with any arrival rate
            oldest = next(iter(self.clients.values()), None)
            if oldest is None or now - oldest[0] < self.longest:
                return
            self.clients.popitem(last=False)


class ClientRateLimiter:
    """Every configured rate applies to each client; a request over any of them is refused."""

    def __init__(
        self,
        items: list[RateLimitItem],
        storage_uri: str,
        max_clients: int = 100_000,
        namespace: str = "leads",
    ) -> None:
        self.items = items
        self.namespace = namespace
        self.in_memory = storage_uri.startswith("memory://")
        if self.in_memory:
            self.counters = BoundedCounters([(i.amount, float(i.get_expiry())) for i in items], max_clients)
        else:
            self.limiter = MovingWindowRateLimiter(storage_from_string(storage_uri))

    @classmethod
    def from_settings(cls, settings: LeadSettings) -> ClientRateLimiter:
        """Submissions that pass validation: stored, repeated, or dropped as a robot's."""
        return cls(settings.rate_limit_items, settings.rate_limit_storage, settings.rate_limit_max_clients)

    @classmethod
    def for_invalid_bodies(cls, settings: LeadSettings) -> ClientRateLimiter:
        """Bodies refused with 422, counted apart (their own counters, their own storage keys)."""
        return cls(
            settings.invalid_rate_limit_items,
            settings.rate_limit_storage,
            settings.rate_limit_max_clients,
            namespace="leads-invalid",
        )

    async def check(self, client: str) -> int | None:
        """`hit` from the event loop: in-memory counters answer in microseconds, while a Redis
        round trip must not block the loop."""
        if self.in_memory:
            return self.hit(client)
        return await run_in_threadpool(self.hit, client)

    def hit(self, client: str) -> int | None:
        """Counts one request of `client`; returns the seconds to wait if it is over a limit, else None."""
        key = rate_limit_key(client)
        if self.in_memory:
            return self.counters.hit(key)
        exceeded = [item for item in self.items if not self.limiter.hit(item, self.namespace, key)]
        if not exceeded:
            return None
        now = time.time()
        reset = max(self.limiter.get_window_stats(item, self.namespace, key).reset_time for item in exceeded)
        return max(1, math.ceil(reset - now))
