"""Sign-in attempts counted per client address and per account, each with its own limits.

Every attempt counts, right or wrong, before the password is checked: guessing is slowed whichever
address it comes from. A refusal does not say which limit was reached.
"""

from __future__ import annotations

import math
import time

from limits import RateLimitItem
from limits.storage import storage_from_string
from limits.strategies import MovingWindowRateLimiter

from bibliotheque.leads.client_address import rate_limit_key


class LoginLimiter:
    def __init__(
        self, per_address: list[RateLimitItem], per_account: list[RateLimitItem], storage: str
    ) -> None:
        self.per_address = per_address
        self.per_account = per_account
        self.limiter = MovingWindowRateLimiter(storage_from_string(storage))

    def hit(self, address: str, account: str) -> int | None:
        """Counts one attempt; the seconds to wait if over a limit, else None."""
        keys = [(item, "admin-login-address", rate_limit_key(address)) for item in self.per_address]
        keys += [(item, "admin-login-account", account) for item in self.per_account]
        # Every counter is hit, even past the first refusal: no limit can be probed alone.
        exceeded = [(item, ns, key) for item, ns, key in keys if not self.limiter.hit(item, ns, key)]
        if not exceeded:
            return None
        now = time.time()
        reset = max(self.limiter.get_window_stats(item, ns, key).reset_time for item, ns, key in exceeded)
        return max(1, math.ceil(reset - now))
