"""Submissions per client, counted with `limits` (memory for one process, Redis for several)."""

from __future__ import annotations

import math
import time

from limits import RateLimitItem
from limits.storage import storage_from_string
from limits.strategies import MovingWindowRateLimiter

from bibliotheque.leads.client_address import rate_limit_key
from bibliotheque.leads.settings import LeadSettings

_NAMESPACE = "leads"


class ClientRateLimiter:
    """Every configured rate applies to each client; a request over any of them is refused."""

    def __init__(self, items: list[RateLimitItem], storage_uri: str) -> None:
        self.items = items
        self.limiter = MovingWindowRateLimiter(storage_from_string(storage_uri))
        self.in_memory = storage_uri.startswith("memory://")

    @classmethod
    def from_settings(cls, settings: LeadSettings) -> ClientRateLimiter:
        return cls(settings.rate_limit_items, settings.rate_limit_storage)

    def hit(self, client: str) -> int | None:
        """Counts one request of `client`; returns the seconds to wait if it is over a limit, else None."""
        key = rate_limit_key(client)
        exceeded = [item for item in self.items if not self.limiter.hit(item, _NAMESPACE, key)]
        if not exceeded:
            return None
        now = time.time()
        reset = max(self.limiter.get_window_stats(item, _NAMESPACE, key).reset_time for item in exceeded)
        return max(1, math.ceil(reset - now))
