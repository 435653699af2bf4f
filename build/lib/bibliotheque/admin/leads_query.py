"""The leads table of /admin/leads: filters, e-mail search, sorting and pages, done in SQL.

A lead's delivery status sums up its outbox rows: `failed` if any failed, else `pending` if any is
waiting, else `delivered`; none (no destination configured) is null.
"""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Literal

from sqlalchemy import case, func, literal, select
from sqlalchemy.engine import Engine

from bibliotheque.deliveries.models import Delivery
from bibliotheque.leads.models import EXPORT_COLUMNS, Lead

SortKey = Literal["created_at", "form_kind", "page_path", "lang", "email", "tool_score"]
SORTABLE: dict[str, Any] = {
    "created_at": Lead.created_at,
    "form_kind": Lead.form_kind,
    "page_path": Lead.page_path,
    "lang": Lead.lang,
    "email": Lead.email_lower,
    "tool_score": Lead.tool_score,
}


@dataclass(frozen=True)
class LeadFilter:
    form: str | None = None
    page: str | None = None
    lang: str | None = None
    since: dt.date | None = None
    until: dt.date | None = None
    email: str | None = None

    def where(self) -> list[Any]:
        """SQL conditions; `until` is inclusive (the whole day, UTC)."""
        conditions: list[Any] = []
        if self.form:
            conditions.append(Lead.form_kind == self.form)
        if self.page:
            conditions.append(Lead.page_path == self.page)
        if self.lang:
            conditions.append(Lead.lang == self.lang)
        if self.since:
            conditions.append(Lead.created_at >= _midnight(self.since))
        if self.until:
            conditions.append(Lead.created_at < _midnight(self.until + dt.timedelta(days=1)))
        if self.email:
            needle = self.email.strip().lower().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
            conditions.append(Lead.email_lower.like(f"%{needle}%", escape="\\"))
        return conditions


def _midnight(day: dt.date) -> dt.datetime:
    return dt.datetime(day.year, day.month, day.day, tzinfo=dt.UTC)


def _delivery_status() -> Any:
    """A correlated subquery: the lead's summed-up delivery status, or null."""
    failed = func.sum(case((Delivery.status == "failed", 1), else_=0))
    pending = func.sum(case((Delivery.status == "pending", 1), else_=0))
    summary = case(
        (func.count(Delivery.id) == 0, literal(None)),
        (failed > 0, literal("failed")),
        (pending > 0, literal("pending")),
        else_=literal("delivered"),
    )
    return select(summary).where(Delivery.lead_id == Lead.id).scalar_subquery().label("delivery_status")


LIST_COLUMNS = (
    Lead.id,
    Lead.created_at,
    Lead.form_kind,
    Lead.page_path,
    Lead.trigger,
    Lead.email,
    Lead.lang,
    Lead.tool_slug,
    Lead.tool_score,
    Lead.utm_source,
)


@dataclass(frozen=True)
class LeadPage:
    total: int
    rows: list[dict[str, Any]]


def list_leads(
    engine: Engine,
    where: LeadFilter,
    sort: SortKey = "created_at",
    descending: bool = True,
    page: int = 1,
    per_page: int = 50,
) -> LeadPage:
    column = SORTABLE[sort]
    order = [column.desc() if descending else column.asc(), Lead.id.desc() if descending else Lead.id.asc()]
    if sort == "tool_score":  # leads without a score last, either way
        order.insert(0, column.is_(None))
    query = (
        select(*LIST_COLUMNS, _delivery_status())
        .where(*where.where())
        .order_by(*order)
        .limit(per_page)
        .offset((page - 1) * per_page)
    )
    with engine.connect() as connection:
        total = connection.execute(select(func.count()).select_from(Lead).where(*where.where())).scalar_one()
        rows = [dict(row._mapping) for row in connection.execute(query)]
    return LeadPage(int(total), rows)


def facets(engine: Engine) -> dict[str, list[str]]:
    """The values the filters offer: forms, pages and languages that have leads."""
    with engine.connect() as connection:

        def distinct(column: Any) -> list[str]:
            return [str(v) for v in connection.execute(select(column).distinct().order_by(column)).scalars()]

        return {
            "forms": distinct(Lead.form_kind),
            "pages": distinct(Lead.page_path),
            "langs": distinct(Lead.lang),
        }


def lead_detail(engine: Engine, lead_id: uuid.UUID) -> dict[str, Any] | None:
    """Every field of a lead (its tool answers too) and its deliveries with their attempts."""
    with engine.connect() as connection:
        lead = connection.execute(
            select(*[Lead.__table__.c[name] for name in EXPORT_COLUMNS]).where(Lead.id == lead_id)
        ).one_or_none()
        if lead is None:
            return None
        deliveries = [
            dict(row._mapping)
            for row in connection.execute(
                select(
                    Delivery.id,
                    Delivery.destination,
                    Delivery.status,
                    Delivery.attempts,
                    Delivery.last_attempt_at,
                    Delivery.last_error,
                    Delivery.delivered_at,
                    Delivery.next_attempt_at,
                )
                .where(Delivery.lead_id == lead_id)
                .order_by(Delivery.destination)
            )
        ]
    return {**dict(lead._mapping), "deliveries": deliveries}


def export_rows(engine: Engine, where: LeadFilter) -> Iterator[dict[str, Any]]:
    """The filtered leads, oldest first, in the CLI export's columns."""
    columns = [Lead.__table__.c[name] for name in EXPORT_COLUMNS]
    query = select(*columns).where(*where.where()).order_by(Lead.created_at, Lead.id)
    with engine.connect() as connection:
        for row in connection.execution_options(yield_per=500).execute(query):
            yield dict(row._mapping)
