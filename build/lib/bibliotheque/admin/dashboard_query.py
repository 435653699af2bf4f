"""The dashboard's figures, aggregated in SQL (SQLite and PostgreSQL) from `leads` and `audience_counts`.

A period is a range of UTC days, both ends included; a language narrows both tables, none means both.
Each query groups in the database; Python only lays the groups out on the period's days and merges
the per-name groups of the two tables (a tool's views, starts, finishes and leads; a trigger's).
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from dataclasses import dataclass
from typing import Any, TypeVar

from sqlalchemy import Date, Integer, cast, func, literal, select, union_all
from sqlalchemy.engine import Connection, Engine

from bibliotheque.admin.dashboard_schemas import (
    CtaClicks,
    Dashboard,
    DashboardLang,
    FormSeries,
    LeftOut,
    PageConversion,
    ToolFunnel,
    TriggerConversion,
)
from bibliotheque.audience.models import AudienceCount
from bibliotheque.leads.models import Lead

_Row = TypeVar("_Row")
TOP = 20  # rows a list shows at most; the others are counted (`Dashboard.left_out`)
CTAS = ("trial", "audit", "consulting")
TOOL_PATH = "/%/tool/%"


@dataclass(frozen=True)
class Period:
    since: dt.date
    until: dt.date
    lang: DashboardLang | None = None

    @property
    def days(self) -> list[dt.date]:
        return [self.since + dt.timedelta(days=n) for n in range((self.until - self.since).days + 1)]

    def leads(self) -> list[Any]:
        start = dt.datetime.combine(self.since, dt.time(), tzinfo=dt.UTC)
        end = dt.datetime.combine(self.until + dt.timedelta(days=1), dt.time(), tzinfo=dt.UTC)
        conditions: list[Any] = [Lead.created_at >= start, Lead.created_at < end]
        return conditions + ([Lead.lang == self.lang] if self.lang else [])

    def audience(self, *events: str) -> list[Any]:
        conditions: list[Any] = [AudienceCount.day >= self.since, AudienceCount.day <= self.until]
        conditions.append(AudienceCount.event.in_(events))
        return conditions + ([AudienceCount.lang == self.lang] if self.lang else [])


def _lead_day(dialect: str) -> Any:
    """A lead's UTC day, in SQL."""
    if dialect == "postgresql":
        return cast(func.timezone("UTC", Lead.created_at), Date)
    return func.date(Lead.created_at)  # SQLite keeps UTC times as text: 'YYYY-MM-DD HH:MM:SS…'


def _as_date(value: Any) -> dt.date:
    return value if isinstance(value, dt.date) else dt.date.fromisoformat(str(value))


def _counted(connection: Connection, query: Any) -> dict[Any, int]:
    """{key: count} from a query selecting (key, count)."""
    return {key: int(count) for key, count in connection.execute(query)}


def _series(connection: Connection, period: Period) -> tuple[list[int], list[FormSeries]]:
    index = {day: n for n, day in enumerate(period.days)}
    views = [0] * len(index)
    query = (
        select(AudienceCount.day, func.sum(AudienceCount.count))
        .where(*period.audience("page_view"))
        .group_by(AudienceCount.day)
    )
    for day, count in connection.execute(query):
        views[index[_as_date(day)]] = int(count)
    day = _lead_day(connection.dialect.name).label("day")
    forms: dict[str, list[int]] = {}
    by_form = select(day, Lead.form_kind, func.count()).where(*period.leads()).group_by(day, Lead.form_kind)
    for lead_day, form, count in connection.execute(by_form):
        forms.setdefault(form, [0] * len(index))[index[_as_date(lead_day)]] = int(count)
    return views, [FormSeries(form=form, counts=forms[form]) for form in sorted(forms)]


def _top_pages(connection: Connection, period: Period) -> tuple[list[PageConversion], int]:
    views = (
        select(
            AudienceCount.path.label("path"),
            func.sum(AudienceCount.count).label("views"),
            literal(0, Integer).label("leads"),
        )
        .where(*period.audience("page_view"))
        .group_by(AudienceCount.path)
    )
    leads = (
        select(Lead.page_path.label("path"), literal(0, Integer).label("views"), func.count().label("leads"))
        .where(*period.leads())
        .group_by(Lead.page_path)
    )
    both = union_all(views, leads).subquery()
    total_views, total_leads = func.sum(both.c.views), func.sum(both.c.leads)
    query = (
        select(both.c.path, total_views, total_leads)
        .group_by(both.c.path)
        .order_by(total_leads.desc(), total_views.desc(), both.c.path)
        .limit(TOP)
    )
    pages = [
        PageConversion(
            path=path, views=int(v), leads=int(n), rate=round(int(n) / int(v), 4) if int(v) else None
        )
        for path, v, n in connection.execute(query)
    ]
    paths = connection.execute(select(func.count(func.distinct(both.c.path)))).scalar_one()
    return pages, int(paths) - len(pages)


def _audience_by_detail(connection: Connection, period: Period, event: str) -> dict[str, int]:
    query = (
        select(AudienceCount.detail, func.sum(AudienceCount.count))
        .where(*period.audience(event))
        .group_by(AudienceCount.detail)
    )
    return _counted(connection, query)


def _tools(connection: Connection, period: Period) -> list[ToolFunnel]:
    page_views = _counted(
        connection,
        select(AudienceCount.path, func.sum(AudienceCount.count))
        .where(*period.audience("page_view"), AudienceCount.path.like(TOOL_PATH))
        .group_by(AudienceCount.path),
    )
    views: dict[str, int] = defaultdict(int)
    for path, count in page_views.items():
        parts = path.strip("/").split("/")
        if len(parts) == 3 and parts[1] == "tool":
            views[parts[2]] += count
    started = _audience_by_detail(connection, period, "tool_started")
    finished = _audience_by_detail(connection, period, "tool_finished")
    leads = _counted(
        connection,
        select(Lead.tool_slug, func.count())
        .where(*period.leads(), Lead.tool_slug.is_not(None))
        .group_by(Lead.tool_slug),
    )
    slugs = (set(views) | set(started) | set(finished) | set(leads)) - {""}
    funnels = [
        ToolFunnel(
            tool=slug,
            views=views.get(slug, 0),
            started=started.get(slug, 0),
            finished=finished.get(slug, 0),
            leads=leads.get(slug, 0),
        )
        for slug in slugs
    ]
    return sorted(funnels, key=lambda f: (-f.views, -f.started, -f.leads, f.tool))


def _triggers(connection: Connection, period: Period) -> list[TriggerConversion]:
    opened = _audience_by_detail(connection, period, "modal_opened")
    leads = _counted(
        connection,
        select(Lead.trigger, func.count())
        .where(*period.leads(), Lead.trigger.is_not(None))
        .group_by(Lead.trigger),
    )
    names = (set(opened) | set(leads)) - {""}
    rows = [TriggerConversion(trigger=n, opened=opened.get(n, 0), leads=leads.get(n, 0)) for n in names]
    return sorted(rows, key=lambda r: (-r.opened, -r.leads, r.trigger))


def _ctas(connection: Connection, period: Period) -> list[CtaClicks]:
    clicks = _audience_by_detail(connection, period, "cta_clicked")
    others = sorted(set(clicks) - set(CTAS) - {""}, key=lambda name: (-clicks[name], name))
    return [CtaClicks(cta=name, clicks=clicks.get(name, 0)) for name in (*CTAS, *others)]


def _first(rows: list[_Row]) -> tuple[list[_Row], int]:
    """The first `TOP` rows, and how many are left out."""
    return rows[:TOP], max(0, len(rows) - TOP)


def dashboard(engine: Engine, period: Period) -> Dashboard:
    with engine.connect() as connection:
        views, leads = _series(connection, period)
        top_pages, pages_out = _top_pages(connection, period)
        tools, tools_out = _first(_tools(connection, period))
        triggers, triggers_out = _first(_triggers(connection, period))
        ctas, ctas_out = _first(_ctas(connection, period))
        return Dashboard(
            since=period.since,
            until=period.until,
            lang=period.lang,
            days=period.days,
            views_per_day=views,
            leads_per_day=leads,
            views_total=sum(views),
            leads_total=sum(sum(series.counts) for series in leads),
            top_pages=top_pages,
            tools=tools,
            triggers=triggers,
            ctas=ctas,
            left_out=LeftOut(top_pages=pages_out, tools=tools_out, triggers=triggers_out, ctas=ctas_out),
        )
