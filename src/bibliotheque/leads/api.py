"""`POST /api/leads`: the one write endpoint of the site (DESIGN §6).

In order: the body is at most `max_body_bytes` (413, the connection closed), the body is a valid
lead (422), the client is within its rate (429), the honeypot is empty (else 202, nothing stored),
then the lead is committed (201) or found as an identical recent submission (200). Logs show masked
addresses only.

Two limits per client (issue 23): `LEADS_RATE_LIMITS` counts the submissions that pass validation
(stored, repeated, refused by that limit, and the robots' dropped ones: a robot sees the answers
and the limit a person would), so an address typed wrong and corrected costs nothing; invalid
bodies are counted apart by the higher `LEADS_INVALID_RATE_LIMITS`, past which they get the same
429 and `Retry-After` instead of their 422. The forms posted without JavaScript go through this
endpoint (`server/form_posts.py`): the same limits, counted once.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine
from contextlib import asynccontextmanager
from typing import Any

from fastapi import APIRouter, FastAPI, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.routing import APIRoute
from sqlalchemy.exc import DBAPIError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from starlette.exceptions import HTTPException as StarletteHTTPException

from bibliotheque.leads.body_limit import BodySizeLimit
from bibliotheque.leads.client_address import client_address
from bibliotheque.leads.database import MAX_OVERFLOW, POOL_SIZE, DatabaseUnavailable
from bibliotheque.leads.gate import DatabaseGate
from bibliotheque.leads.group_commit import GroupCommitter
from bibliotheque.leads.problems import http_problem_handler, problem_response, validation_problem_handler
from bibliotheque.leads.rate_limit import ClientRateLimiter
from bibliotheque.leads.schemas import (
    LeadCreate,
    LeadIgnored,
    LeadPublic,
    Problem,
    ProblemCode,
    ValidationProblem,
)
from bibliotheque.leads.settings import LeadSettings
from bibliotheque.leads.store import LeadStore, masked_email

log = logging.getLogger("bibliotheque.leads")

UNAVAILABLE_RETRY_AFTER = 5
_RETRY_AFTER_HEADER = {
    "Retry-After": {"description": "Seconds to wait before trying again.", "schema": {"type": "integer"}}
}
RESPONSES: dict[int | str, dict[str, Any]] = {
    201: {"description": "Stored (committed): the new lead."},
    200: {"model": LeadPublic, "description": "An identical submission was already stored: its lead."},
    202: {"model": LeadIgnored, "description": "Accepted and dropped (the anti-spam field was filled)."},
    413: {"model": Problem, "description": "The body is larger than the limit (LEADS_MAX_BODY_BYTES)."},
    422: {"model": ValidationProblem, "description": "Invalid fields, each with a stable code."},
    429: {
        "model": Problem,
        "description": "Too many submissions from this client.",
        "headers": _RETRY_AFTER_HEADER,
    },
    503: {"model": Problem, "description": "The database is unavailable.", "headers": _RETRY_AFTER_HEADER},
}


class RateLimited(Exception):
    def __init__(self, retry_after: int) -> None:
        self.retry_after = retry_after


def _counting_invalid_bodies(count: Callable[[Request], Awaitable[None]]) -> type[APIRoute]:
    """A route class whose requests refused by validation (422) are first given to `count`, which
    raises `RateLimited` past the invalid-body limit (FastAPI validates before the endpoint runs)."""

    class InvalidBodiesCounted(APIRoute):
        def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
            handler = super().get_route_handler()

            async def counted(request: Request) -> Response:
                try:
                    return await handler(request)
                except RequestValidationError:
                    await count(request)
                    raise

            return counted

    return InvalidBodiesCounted


def _lead_router(store: LeadStore, settings: LeadSettings) -> APIRouter:
    # As many database threads as pooled connections: a thread never waits for a connection.
    gate = DatabaseGate(POOL_SIZE + MAX_OVERFLOW, settings.db_statement_timeout)
    committer = GroupCommitter(store, settings.db_statement_timeout, before=store.ready_to_write)

    @asynccontextmanager
    async def lifespan(_app: Any) -> AsyncIterator[None]:
        yield
        committer.close()
        gate.close()
        store.close()

    accepted = ClientRateLimiter.from_settings(settings)
    invalid = ClientRateLimiter.for_invalid_bodies(settings)

    async def within(limiter: ClientRateLimiter, request: Request) -> None:
        retry_after = await limiter.check(client_address(request.scope, settings.trusted_proxies))
        if retry_after is not None:
            raise RateLimited(retry_after)

    async def count_invalid(request: Request) -> None:
        await within(invalid, request)

    # Of this router's routes, only POST /api/leads has a body that validation can refuse.
    router = APIRouter(lifespan=lifespan, route_class=_counting_invalid_bodies(count_invalid))

    @router.get(
        "/api/ready",
        summary="Readiness: the lead database answers",
        responses={503: {"model": Problem, "description": "The database is unavailable."}},
    )
    async def ready() -> dict[str, str]:
        await gate.run(store.ping, timeout=settings.ready_timeout)
        return {"status": "ready"}

    @router.post(
        "/api/leads",
        status_code=201,
        response_model=LeadPublic,
        responses=RESPONSES,
        summary="Store the e-mail address left in a form",
        description=(
            "Stores a lead durably before answering 201. The same submission repeated within "
            f"{settings.idempotency_minutes} minutes answers 200 with the first lead's id."
        ),
        tags=["leads"],
    )
    async def create_lead(
        lead: LeadCreate, request: Request, response: Response
    ) -> LeadPublic | JSONResponse:
        await within(accepted, request)
        if lead.is_bot:
            log.info("lead dropped: honeypot filled (%s on %s)", lead.form_kind, lead.page_path)
            return JSONResponse(LeadIgnored().model_dump(), status_code=202)

        # One writer thread commits the leads that arrived meanwhile in one transaction (group
        # commit); this returns once this lead's transaction is committed.
        stored = await committer.add(lead)
        if not stored.created:
            response.status_code = 200
        log.info(
            "lead %s %s: %s on %s, %s",
            stored.id,
            "stored" if stored.created else "repeated",
            lead.form_kind,
            lead.page_path,
            masked_email(lead.email),
        )
        return LeadPublic(id=stored.id, created=stored.created)

    return router


async def _rate_limited(_request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RateLimited)
    problem = Problem(
        code=ProblemCode.RATE_LIMITED, message="Too many submissions.", retry_after=exc.retry_after
    )
    return problem_response(problem, 429, {"Retry-After": str(exc.retry_after)})


async def _unavailable(_request: Request, exc: Exception) -> JSONResponse:
    # hide_parameters on the engine: the message names the statement, never the values.
    log.error("lead database unavailable: %s", str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
    problem = Problem(
        code=ProblemCode.UNAVAILABLE,
        message="The database is unavailable.",
        retry_after=UNAVAILABLE_RETRY_AFTER,
    )
    return problem_response(problem, 503, {"Retry-After": str(UNAVAILABLE_RETRY_AFTER)})


def include_leads(api: FastAPI, settings: LeadSettings, store: LeadStore | None = None) -> LeadStore:
    """Adds `POST /api/leads`, its body limit and its error responses to the API."""
    store = store or LeadStore.open(settings)
    api.add_middleware(BodySizeLimit, max_bytes=settings.max_body_bytes)
    api.add_exception_handler(RequestValidationError, validation_problem_handler)
    api.add_exception_handler(StarletteHTTPException, http_problem_handler)
    api.add_exception_handler(RateLimited, _rate_limited)
    # Unreachable, read-only, broken, hung or out of connections: 503 and Retry-After, never a 500.
    for error in (DBAPIError, PoolTimeout, DatabaseUnavailable):
        api.add_exception_handler(error, _unavailable)
    api.include_router(_lead_router(store, settings))
    return store
