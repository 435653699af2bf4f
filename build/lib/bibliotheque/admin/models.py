"""The admin's tables: accounts, server-side sessions and the audit log (same metadata as leads)."""

from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import JSON, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from bibliotheque.db.base import Base, UTCDateTime


class AdminUser(Base):
    """A member of the owner's team. Visitors never have an account."""

    __tablename__ = "admin_users"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    # Lower case: one account per address, whatever the case it is typed in.
    email: Mapped[str] = mapped_column(String(320), unique=True)
    # Argon2id, in the PHC string format (parameters and salt included).
    password_hash: Mapped[str] = mapped_column(String(200))
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime)
    password_changed_at: Mapped[dt.datetime] = mapped_column(UTCDateTime)


class AdminSession(Base):
    """A signed-in browser. The cookie holds a random token; only its SHA-256 is stored."""

    __tablename__ = "admin_sessions"

    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    user_id: Mapped[int] = mapped_column(
        Integer,
        ForeignKey("admin_users.id", ondelete="CASCADE", name="fk_admin_sessions_user_id_admin_users"),
        index=True,
    )
    # Sent back in X-CSRF-Token with every state-changing request of this session.
    csrf_token: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime)
    last_seen_at: Mapped[dt.datetime] = mapped_column(UTCDateTime)
    expires_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, index=True)


class AdminAudit(Base):
    """One admin action: who (the account's address at the time), what, when, on what."""

    __tablename__ = "admin_audit"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    at: Mapped[dt.datetime] = mapped_column(UTCDateTime, index=True)
    actor: Mapped[str] = mapped_column(String(320))
    action: Mapped[str] = mapped_column(String(64))
    # What the action was applied to; never a visitor's address in clear (erasures store a mask).
    detail: Mapped[dict[str, Any] | None] = mapped_column(JSON)
