"""`POST /api/client-errors` (the crash screen's report) and `GET /api/admin/client-errors`.

A report is at most the API's body limit (413 past it), each field is bounded (422), a client
sends at most `RATES` reports (429 with Retry-After), and the report is scrubbed (`scrub`) before
it is stored and logged: no query string, no e-mail-like string, no address or user agent kept.
"""

import logging
from typing import Annotated

from fastapi import APIRouter, Depends, FastAPI, Query, Request, Response
from pydantic import BaseModel, ConfigDict, Field
from starlette.concurrency import run_in_threadpool

from bibliotheque.admin.guard import Guard
from bibliotheque.admin.sessions import Session
from bibliotheque.client_errors.scrub import scrub_report
from bibliotheque.client_errors.store import ClientErrorList, add_report, reports_page
from bibliotheque.db.access import Database
from bibliotheque.http.client_address import client_address, rate_limit_key
from bibliotheque.http.problems import Problem, ProblemCode, problem_response
from bibliotheque.http.rate_limit import BoundedCounters
from bibliotheque.settings.server import LeadSettings

log = logging.getLogger("bibliotheque.client_errors")

# (reports, seconds) per client: a crash loop or a script cannot fill the table.
RATES: list[tuple[int, float]] = [(5, 60.0), (30, 3600.0)]
MAX_CLIENTS = 10_000


class ClientErrorReport(BaseModel):
    """What the crash screen sends. Longer fields are refused; stored ones are cut shorter."""

    model_config = ConfigDict(extra="forbid")

    message: str = Field(min_length=1, max_length=2000, description="The error's message.")
    stack: str = Field(default="", max_length=12000, description="The error's stack, if any.")
    page: str = Field(min_length=1, max_length=2048, description="Path of the page that failed.")
    release: str = Field(default="", max_length=200, description="The build the browser runs.")


class TooManyReports(Exception):
    def __init__(self, retry_after: int) -> None:
        self.retry_after = retry_after


def client_errors_router(database: Database, settings: LeadSettings, guard: Guard) -> APIRouter:
    counters = BoundedCounters(RATES, MAX_CLIENTS)
    router = APIRouter()

    def within_rate(request: Request) -> None:
        client = rate_limit_key(client_address(request.scope, settings.trusted_proxies))
        retry_after = counters.hit(client)
        if retry_after is not None:
            raise TooManyReports(retry_after)

    @router.post(
        "/api/client-errors",
        status_code=204,
        summary="Report a rendering error of the site (the crash screen sends it)",
        tags=["client-errors"],
        dependencies=[Depends(within_rate)],
        responses={
            413: {"model": Problem, "description": "The body is larger than the limit."},
            422: {"description": "A field is missing or too long."},
            429: {"model": Problem, "description": "Too many reports from this client."},
        },
    )
    async def report(body: ClientErrorReport) -> Response:
        # Scrubbing is linear and bounded (a 12 kB stack in ~1 ms); still, off the event loop.
        def save() -> tuple[int, dict[str, str]]:
            scrubbed = scrub_report(body.message, body.stack, body.page, body.release)
            database.ready_to_write()
            return add_report(database.engine, scrubbed), scrubbed

        report_id, scrubbed = await run_in_threadpool(save)
        log.warning(
            "client error %s on %s (release %s): %s",
            report_id,
            scrubbed["page"],
            scrubbed["release"] or "?",
            scrubbed["message"][:200],
        )
        return Response(status_code=204)

    @router.get(
        "/api/admin/client-errors",
        summary="The rendering errors reported by visitors' browsers, the newest first, paged",
        tags=["admin"],
    )
    async def reports(
        _session: Annotated[Session, Depends(guard.session)],
        page: Annotated[int, Query(ge=1, le=5000)] = 1,
        per_page: Annotated[int, Query(ge=1, le=200)] = 50,
    ) -> ClientErrorList:
        def read() -> ClientErrorList:
            database.ensure_migrated()
            return reports_page(database.engine, page, per_page)

        return await run_in_threadpool(read)

    return router


def include_client_errors(api: FastAPI, database: Database, settings: LeadSettings, guard: Guard) -> None:
    """Adds the report endpoint and the owner's list to the API."""

    async def too_many(_request: Request, exc: Exception) -> Response:
        assert isinstance(exc, TooManyReports)
        problem = Problem(
            code=ProblemCode.RATE_LIMITED, message="Too many reports.", retry_after=exc.retry_after
        )
        return problem_response(problem, 429, {"Retry-After": str(exc.retry_after)})

    api.add_exception_handler(TooManyReports, too_many)
    api.include_router(client_errors_router(database, settings, guard))
