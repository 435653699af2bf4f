"""The audit log: every admin action, written in the transaction that does it."""

from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import Connection, insert, select
from sqlalchemy.engine import Engine

from bibliotheque.admin.models import AdminAudit

CLI_ACTOR = "cli"


def record(
    connection: Connection,
    actor: str,
    action: str,
    detail: dict[str, Any] | None = None,
    now: dt.datetime | None = None,
) -> None:
    connection.execute(
        insert(AdminAudit).values(
            at=now or dt.datetime.now(dt.UTC), actor=actor, action=action, detail=detail
        )
    )


def recent(engine: Engine, limit: int = 100) -> list[dict[str, Any]]:
    """The newest entries first."""
    query = select(AdminAudit).order_by(AdminAudit.at.desc(), AdminAudit.id.desc()).limit(limit)
    with engine.connect() as connection:
        return [
            dict(row._mapping) for row in connection.execute(query.with_only_columns(*AdminAudit.__table__.c))
        ]
