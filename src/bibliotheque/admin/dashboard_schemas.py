"""The dashboard's JSON shape (GET /api/admin/dashboard); the web client's types come from it via OpenAPI."""

from __future__ import annotations

import datetime as dt

from pydantic import BaseModel, Field

from bibliotheque.langs import Lang

DashboardLang = Lang  # the site's languages (langs.py)


class FormSeries(BaseModel):
    """Leads of one form kind, one count per day of `Dashboard.days`."""

    form: str
    counts: list[int]


class PageConversion(BaseModel):
    """A page's views and leads over the period; `rate` is leads ÷ views (null without views)."""

    path: str
    views: int
    leads: int
    rate: float | None


class ToolFunnel(BaseModel):
    """A tool's funnel: its page viewed → started → finished → an e-mail left (a lead of that tool)."""

    tool: str
    views: int
    started: int
    finished: int
    leads: int


class TriggerConversion(BaseModel):
    """A modal's trigger: how many times it opened, and the leads left through it."""

    trigger: str
    opened: int
    leads: int


class CtaClicks(BaseModel):
    """Outbound clicks on a call to action (trial, audit, consulting, …)."""

    cta: str
    clicks: int


class LeftOut(BaseModel):
    """How many more rows each list had than it shows (each shows at most 20, the largest first)."""

    top_pages: int = 0
    tools: int = 0
    triggers: int = 0
    ctas: int = 0


class Dashboard(BaseModel):
    """The owner's figures for a period (UTC days, both ends included) and a language (null: both).

    Day series are aligned with `days`: a day without data is a 0, never missing.
    """

    since: dt.date
    until: dt.date
    lang: DashboardLang | None
    days: list[dt.date]
    views_per_day: list[int] = Field(description="page_view events per day.")
    leads_per_day: list[FormSeries] = Field(description="One series per form kind with leads in the period.")
    leads_total: int
    views_total: int
    top_pages: list[PageConversion] = Field(
        description="At most 20 pages with views or leads: most leads first, then most views."
    )
    tools: list[ToolFunnel] = Field(
        description="At most 20 tools: most views first, then starts, then leads."
    )
    triggers: list[TriggerConversion] = Field(description="At most 20 triggers: most opened first.")
    ctas: list[CtaClicks] = Field(
        description="trial, audit and consulting always; other names when clicked, most clicked first, 20 in all."
    )
    left_out: LeftOut = Field(description="Rows beyond the 20 of each list: counted, not listed.")
