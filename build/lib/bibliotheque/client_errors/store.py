"""Storing and reading the crash screen's reports (the leads' database, table `client_errors`)."""

from __future__ import annotations

import datetime as dt

from pydantic import BaseModel, Field
from sqlalchemy import delete, func, insert, select
from sqlalchemy.engine import Engine

from bibliotheque.client_errors.models import ClientError

# The table never grows past this many reports: the oldest are dropped first.
KEEP = 5000


class StoredClientError(BaseModel):
    """A report as the owner reads it."""

    id: int
    received_at: dt.datetime = Field(description="When the server received it (UTC).")
    message: str
    stack: str
    page: str = Field(description="Path of the page, without query string.")
    release: str = Field(description="The build the browser was running.")


class ClientErrorList(BaseModel):
    """One page of the reports, the newest first."""

    total: int = Field(description="Reports kept in all (at most 5,000).")
    page: int
    per_page: int
    items: list[StoredClientError]


def add_report(engine: Engine, report: dict[str, str], now: dt.datetime | None = None) -> int:
    """Stores one scrubbed report; keeps the newest `KEEP` reports. Returns its id."""
    with engine.begin() as connection:
        row = {"received_at": now or dt.datetime.now(dt.UTC), **report}
        new_id = int(
            connection.execute(insert(ClientError).values(row).returning(ClientError.id)).scalar_one()
        )
        count = connection.execute(select(func.count()).select_from(ClientError)).scalar_one()
        if count > KEEP:
            oldest = select(ClientError.id).order_by(ClientError.id).limit(count - KEEP)
            connection.execute(delete(ClientError).where(ClientError.id.in_(oldest)))
        return new_id


def newest_reports(engine: Engine, limit: int = 50, offset: int = 0) -> list[StoredClientError]:
    """The newest reports first, from the `offset`-th."""
    columns = [getattr(ClientError, name) for name in StoredClientError.model_fields]
    query = select(*columns).order_by(ClientError.id.desc()).limit(limit).offset(offset)
    with engine.connect() as connection:
        return [StoredClientError.model_validate(dict(row._mapping)) for row in connection.execute(query)]


def reports_page(engine: Engine, page: int, per_page: int) -> ClientErrorList:
    """Page `page` (from 1) of the reports, `per_page` a page, the newest first."""
    with engine.connect() as connection:
        total = int(connection.execute(select(func.count()).select_from(ClientError)).scalar_one())
    items = newest_reports(engine, per_page, (page - 1) * per_page)
    return ClientErrorList(total=total, page=page, per_page=per_page, items=items)
