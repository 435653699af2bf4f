"""Argon2id password hashes (argon2-cffi, RFC 9106 low-memory profile)."""

from __future__ import annotations

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from argon2.profiles import RFC_9106_LOW_MEMORY

MIN_LENGTH = 12
MAX_LENGTH = 1024

_hasher = PasswordHasher.from_parameters(RFC_9106_LOW_MEMORY)
# What one check or hash holds while it runs (RFC 9106's low-memory profile: 64 MiB).
MEMORY_MIB = RFC_9106_LOW_MEMORY.memory_cost // 1024
# Verified against when the account does not exist: a sign-in takes as long either way.
_DUMMY = _hasher.hash("not a password of anyone")


class WeakPassword(ValueError):
    pass


def check_strength(password: str) -> None:
    if len(password) < MIN_LENGTH:
        raise WeakPassword(f"a password has at least {MIN_LENGTH} characters")
    if len(password) > MAX_LENGTH:
        raise WeakPassword(f"a password has at most {MAX_LENGTH} characters")


def hash_password(password: str) -> str:
    check_strength(password)
    return _hasher.hash(password)


def verify_password(password_hash: str | None, password: str) -> bool:
    """Whether the password matches; with no hash (unknown account), spends the same time, False."""
    if len(password) > MAX_LENGTH:
        return False
    try:
        return _hasher.verify(password_hash or _DUMMY, password) and password_hash is not None
    except (VerificationError, InvalidHashError):
        return False


def needs_rehash(password_hash: str) -> bool:
    return _hasher.check_needs_rehash(password_hash)
