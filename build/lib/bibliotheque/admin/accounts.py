"""The owner's team's accounts: added, removed, listed and reset from the CLI; checked at sign-in.

Changing a password ends every session of the account; removing an account ends them too
(the sessions' foreign key cascades).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

from email_validator import EmailNotValidError
from sqlalchemy import delete, insert, select, update
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import InstrumentedAttribute

from bibliotheque.admin import audit
from bibliotheque.admin.models import AdminSession, AdminUser
from bibliotheque.admin.passwords import hash_password, needs_rehash, verify_password
from bibliotheque.forms.schemas import email_address


class AccountError(ValueError):
    """A command on accounts that cannot be done (the message says why)."""


@dataclass(frozen=True)
class Account:
    id: int
    email: str
    created_at: dt.datetime
    password_changed_at: dt.datetime


def account_email(email: str) -> str:
    """The form accounts are stored and looked up in; a clear error for what is no address."""
    try:
        return email_address(email.strip()).lower()
    except EmailNotValidError as exc:
        raise AccountError(f"not an e-mail address: {email!r} ({exc})") from None


def lookup_email(email: str) -> str:
    """As `account_email`, but never failing: sign-in compares, it does not report."""
    try:
        return account_email(email)
    except AccountError:
        return email.strip().lower()


def _columns() -> tuple[InstrumentedAttribute[Any], ...]:
    return (AdminUser.id, AdminUser.email, AdminUser.created_at, AdminUser.password_changed_at)


def add_user(engine: Engine, email: str, password: str, actor: str = audit.CLI_ACTOR) -> Account:
    address = account_email(email)
    hashed = hash_password(password)
    now = dt.datetime.now(dt.UTC)
    try:
        with engine.begin() as connection:
            user_id = connection.execute(
                insert(AdminUser)
                .values(email=address, password_hash=hashed, created_at=now, password_changed_at=now)
                .returning(AdminUser.id)
            ).scalar_one()
            audit.record(connection, actor, "user.add", {"email": address}, now)
    except IntegrityError:
        raise AccountError(f"an account already exists for {address}") from None
    return Account(user_id, address, now, now)


def remove_user(engine: Engine, email: str, actor: str = audit.CLI_ACTOR) -> None:
    address = account_email(email)
    with engine.begin() as connection:
        user_id = connection.execute(select(AdminUser.id).where(AdminUser.email == address)).scalar()
        if user_id is None:
            raise AccountError(f"no account for {address}")
        connection.execute(delete(AdminSession).where(AdminSession.user_id == user_id))
        connection.execute(delete(AdminUser).where(AdminUser.id == user_id))
        audit.record(connection, actor, "user.remove", {"email": address})


def list_users(engine: Engine) -> list[Account]:
    with engine.connect() as connection:
        rows = connection.execute(select(*_columns()).order_by(AdminUser.email))
        return [Account(*row) for row in rows]


def set_password(engine: Engine, email: str, password: str, actor: str = audit.CLI_ACTOR) -> int:
    """A new password; every session of the account ends. Returns how many sessions ended."""
    address = account_email(email)
    hashed = hash_password(password)
    now = dt.datetime.now(dt.UTC)
    with engine.begin() as connection:
        user_id = connection.execute(select(AdminUser.id).where(AdminUser.email == address)).scalar()
        if user_id is None:
            raise AccountError(f"no account for {address}")
        connection.execute(
            update(AdminUser)
            .where(AdminUser.id == user_id)
            .values(password_hash=hashed, password_changed_at=now)
        )
        ended = connection.execute(delete(AdminSession).where(AdminSession.user_id == user_id)).rowcount
        audit.record(
            connection, actor, "user.reset_password", {"email": address, "sessions_ended": ended}, now
        )
    return int(ended)


def authenticate(engine: Engine, email: str, password: str) -> Account | None:
    """The account if the password is right; None for a wrong password and an unknown address alike."""
    address = lookup_email(email)
    with engine.connect() as connection:
        row = connection.execute(
            select(*_columns(), AdminUser.password_hash).where(AdminUser.email == address)
        ).one_or_none()
    if not verify_password(row.password_hash if row else None, password) or row is None:
        return None
    if needs_rehash(row.password_hash):
        with engine.begin() as connection:
            connection.execute(
                update(AdminUser).where(AdminUser.id == row.id).values(password_hash=hash_password(password))
            )
    return Account(row.id, row.email, row.created_at, row.password_changed_at)
