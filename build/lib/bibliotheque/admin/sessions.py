"""Server-side sessions: a random token in the cookie, its SHA-256 in `admin_sessions`.

A session ends at its expiry (ADMIN_SESSION_HOURS after sign-in) or after ADMIN_IDLE_MINUTES
without a request, at sign-out, and when its account's password changes. Each sign-in makes a new
token (and ends the one the browser sent, if any): a token planted before sign-in is worthless.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import secrets
from dataclasses import dataclass

from sqlalchemy import delete, insert, select, update
from sqlalchemy.engine import Engine

from bibliotheque.admin.models import AdminSession, AdminUser
from bibliotheque.admin.settings import AdminSettings

# last_seen_at is written at most this often: a page of the dashboard makes several requests.
_TOUCH_EVERY = dt.timedelta(seconds=60)


@dataclass(frozen=True)
class Session:
    user_id: int
    email: str
    csrf_token: str
    expires_at: dt.datetime


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class SessionStore:
    def __init__(self, engine: Engine, settings: AdminSettings) -> None:
        self.engine = engine
        self.lifetime = dt.timedelta(hours=settings.session_hours)
        self.idle = dt.timedelta(minutes=settings.idle_minutes)

    def create(
        self, user_id: int, replaces: str | None = None, now: dt.datetime | None = None
    ) -> tuple[str, Session]:
        """A new session; returns the cookie's token (never stored) and the session."""
        now = now or dt.datetime.now(dt.UTC)
        token = secrets.token_urlsafe(32)
        csrf = secrets.token_urlsafe(32)
        with self.engine.begin() as connection:
            if replaces:
                connection.execute(
                    delete(AdminSession).where(AdminSession.token_hash == token_hash(replaces))
                )
            # Sessions of anyone that are over: swept here, sign-ins are rare.
            connection.execute(
                delete(AdminSession).where(
                    (AdminSession.expires_at <= now) | (AdminSession.last_seen_at <= now - self.idle)
                )
            )
            connection.execute(
                insert(AdminSession).values(
                    token_hash=token_hash(token),
                    user_id=user_id,
                    csrf_token=csrf,
                    created_at=now,
                    last_seen_at=now,
                    expires_at=now + self.lifetime,
                )
            )
            email = connection.execute(select(AdminUser.email).where(AdminUser.id == user_id)).scalar_one()
        return token, Session(user_id, email, csrf, now + self.lifetime)

    def find(self, token: str, now: dt.datetime | None = None) -> Session | None:
        """The live session of a token (its idle clock restarted), else None."""
        now = now or dt.datetime.now(dt.UTC)
        key = token_hash(token)
        with self.engine.connect() as connection:
            row = connection.execute(
                select(
                    AdminSession.user_id,
                    AdminUser.email,
                    AdminSession.csrf_token,
                    AdminSession.expires_at,
                    AdminSession.last_seen_at,
                )
                .join(AdminUser, AdminUser.id == AdminSession.user_id)
                .where(AdminSession.token_hash == key)
            ).one_or_none()
        if row is None or row.expires_at <= now or row.last_seen_at <= now - self.idle:
            return None
        if now - row.last_seen_at >= _TOUCH_EVERY:
            with self.engine.begin() as connection:
                connection.execute(
                    update(AdminSession).where(AdminSession.token_hash == key).values(last_seen_at=now)
                )
        return Session(row.user_id, row.email, row.csrf_token, row.expires_at)

    def revoke(self, token: str) -> None:
        with self.engine.begin() as connection:
            connection.execute(delete(AdminSession).where(AdminSession.token_hash == token_hash(token)))
