"""The sign-in limiter: refused attempts never extend a lock, and it holds a bounded memory."""

from __future__ import annotations

from limits import parse_many

from bibliotheque.admin.login_limit import MAX_CLIENTS, LoginLimiter

OWNER = "associee@cabinet.example"


def _limiter() -> LoginLimiter:
    return LoginLimiter(parse_many("10/minute"), parse_many("3/minute"), "memory://")


def test_attempts_refused_by_a_lock_do_not_extend_it() -> None:
    limiter = _limiter()
    assert [limiter.hit("198.51.100.1", OWNER, now=t) for t in (0, 1, 2)] == [None] * 3
    # 25 more guesses during the lock: each is told to wait, none is counted.
    waits = [limiter.hit("198.51.100.1", OWNER, now=3 + t) for t in range(25)]
    assert all(wait is not None and wait >= 1 for wait in waits)
    # Once the window the three counted attempts fell in has passed, the address may try again.
    assert limiter.hit("198.51.100.1", OWNER, now=120) is None
    # Nor did those guesses use the address's own allowance for other accounts: 3 + 1 counted.
    assert [limiter.hit("198.51.100.1", f"autre{n}@x.example", now=121) for n in range(6)] == [None] * 6


def test_the_limiter_forgets_past_its_bound() -> None:
    limiter = _limiter()
    for n in range(MAX_CLIENTS * 2):
        limiter.hit(f"10.{n >> 16 & 255}.{n >> 8 & 255}.{n & 255}", f"a{n}@x.example", now=float(n % 50))
    assert limiter.tracked() <= 2 * MAX_CLIENTS
