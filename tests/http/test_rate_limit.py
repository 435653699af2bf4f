"""The in-memory rate limiter's memory is bounded: entries expire, and a hard cap evicts."""

from __future__ import annotations

import tracemalloc

from bibliotheque.http.rate_limit import BoundedCounters, ClientRateLimiter
from bibliotheque.settings.server import LeadSettings

# The bound stated in the README and settings: ~0.36 KB per tracked client, measured here.
BYTES_PER_CLIENT_BOUND = 500


def _address(n: int) -> str:
    return f"10.{n >> 16 & 255}.{n >> 8 & 255}.{n & 255}"


def test_100000_distinct_clients_stay_within_the_bound_and_the_cap_holds() -> None:
    settings = LeadSettings(rate_limits="10/minute;100/hour", rate_limit_max_clients=100_000)
    limiter = ClientRateLimiter.from_settings(settings)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for n in range(100_000):
            assert limiter.hit(_address(n)) is None
        after_100k = tracemalloc.get_traced_memory()[0] - before
        for n in range(100_000, 150_000):
            limiter.hit(_address(n))
        after_150k = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    print(f"100,000 clients: {after_100k / 1e6:.1f} MB; 150,000: {after_150k / 1e6:.1f} MB")
    assert after_100k < 100_000 * BYTES_PER_CLIENT_BOUND
    assert len(limiter.counters.clients) == 100_000  # the least recently seen were forgotten
    assert after_150k < 100_000 * BYTES_PER_CLIENT_BOUND * 1.2


def test_entries_expire_with_their_longest_window() -> None:
    counters = BoundedCounters([(3, 60.0), (10, 3600.0)], max_clients=1000)
    for n in range(100):
        counters.hit(f"client-{n}", now=1_000.0)
    assert len(counters.clients) == 100
    for n in range(30):  # each hit forgets a few expired clients
        counters.hit(f"late-{n}", now=1_000.0 + 3600 + n)
    assert len(counters.clients) == 30


def test_the_limits_still_hold() -> None:
    counters = BoundedCounters([(3, 60.0)], max_clients=10)
    start = 6_000.0  # the start of a window
    assert [counters.hit("a", now=start + i) for i in range(3)] == [None, None, None]
    wait = counters.hit("a", now=start + 3)
    assert wait is not None and 1 <= wait <= 60
    assert counters.hit("b", now=start + 3) is None  # another client is not concerned
    # One window later, the previous window's hits still weigh, then fade.
    assert counters.hit("a", now=start + 61) is not None
    assert counters.hit("a", now=start + 60 + 45) is None
