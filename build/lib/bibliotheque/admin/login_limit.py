"""Sign-in attempts counted per client address and per account *from* that address (issue 37).

OWASP's credential-stuffing and lockout guidance: a lock must hold the source of the guesses, not
the account, or anyone can lock the owner out. So an address has its own allowance over every
account (`ADMIN_LOGIN_LIMITS_ADDRESS`), and each account has one per address
(`ADMIN_LOGIN_LIMITS_ACCOUNT`): guesses from one address never block the owner at another.
An attempt already refused is not counted (the pair's counter first, then the address's: a
refusal stops there), so hammering a lock never extends it.

`memory://` (one process): the leads' bounded sliding-window counters, at most `MAX_CLIENTS`
entries each, forgotten once their longest window has passed. Shared storage (`redis://…`):
`limits`' moving window, which does not count refused hits either.
"""

from __future__ import annotations

import math
import time

from limits import RateLimitItem
from limits.storage import storage_from_string
from limits.strategies import MovingWindowRateLimiter

from bibliotheque.http.client_address import rate_limit_key
from bibliotheque.http.rate_limit import BoundedCounters

MAX_CLIENTS = 10_000


class LoginLimiter:
    def __init__(
        self, per_address: list[RateLimitItem], per_account: list[RateLimitItem], storage: str
    ) -> None:
        self.limits = {"admin-login-account": per_account, "admin-login-address": per_address}
        self.in_memory = storage.startswith("memory://")
        if self.in_memory:
            self.counters = {
                name: BoundedCounters([(i.amount, float(i.get_expiry())) for i in items], MAX_CLIENTS)
                for name, items in self.limits.items()
            }
        else:
            self.limiter = MovingWindowRateLimiter(storage_from_string(storage))

    def hit(self, address: str, account: str, now: float | None = None) -> int | None:
        """Counts one attempt; the seconds to wait if over a limit (then nothing more is counted)."""
        source = rate_limit_key(address)
        keys = {"admin-login-account": f"{account}\n{source}", "admin-login-address": source}
        for name, key in keys.items():
            wait = self._hit(name, key, now)
            if wait is not None:
                return wait
        return None

    def _hit(self, name: str, key: str, now: float | None) -> int | None:
        if self.in_memory:
            return self.counters[name].hit(key, now)
        exceeded = [item for item in self.limits[name] if not self.limiter.hit(item, name, key)]
        if not exceeded:
            return None
        reset = max(self.limiter.get_window_stats(item, name, key).reset_time for item in exceeded)
        return max(1, math.ceil(reset - time.time()))

    def tracked(self) -> int:
        """Entries held in memory (0 with shared storage)."""
        return sum(len(c.clients) for c in self.counters.values()) if self.in_memory else 0
