"""GET /api/admin/dashboard: the owner's figures for a period and a language (a signed-in session)."""

import datetime as dt
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query
from sqlalchemy.engine import Engine
from starlette.concurrency import run_in_threadpool

from bibliotheque.admin.dashboard_query import Period, dashboard
from bibliotheque.admin.dashboard_schemas import Dashboard, DashboardLang
from bibliotheque.admin.guard import AdminRefused, Guard
from bibliotheque.admin.schemas import AdminProblem
from bibliotheque.admin.sessions import Session

MAX_DAYS = 366
DEFAULT_DAYS = 30
BAD_PERIOD: dict[int | str, dict[str, Any]] = {
    400: {"model": AdminProblem, "description": "`since` after `until`, or a period over 366 days."}
}


def dashboard_router(engine: Engine, guard: Guard) -> APIRouter:
    router = APIRouter(prefix="/api/admin", tags=["admin"])

    @router.get(
        "/dashboard", summary="Leads, views, conversion, funnels, triggers, clicks", responses=BAD_PERIOD
    )
    async def figures(
        _session: Annotated[Session, Depends(guard.session)],
        since: Annotated[
            dt.date | None, Query(description="First UTC day (default: 29 days before `until`).")
        ] = None,
        until: Annotated[
            dt.date | None, Query(description="Last UTC day, included (default: today).")
        ] = None,
        lang: Annotated[DashboardLang | None, Query(description="One language; none: both.")] = None,
    ) -> Dashboard:
        last = until or dt.datetime.now(dt.UTC).date()
        first = since or last - dt.timedelta(days=DEFAULT_DAYS - 1)
        if first > last or (last - first).days >= MAX_DAYS:
            raise AdminRefused(
                400, "bad_period", f"The period must run forward, over {MAX_DAYS} days at most."
            )
        return await run_in_threadpool(dashboard, engine, Period(first, last, lang))

    return router
