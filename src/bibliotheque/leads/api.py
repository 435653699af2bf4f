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

from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine, Mapping, Sequence
from contextlib import asynccontextmanager
from typing import Any

from fastapi import APIRouter, FastAPI, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.routing import APIRoute
from starlette.exceptions import HTTPException as StarletteHTTPException

from bibliotheque.built_site import FileDownload
from bibliotheque.db.engine import MAX_OVERFLOW, POOL_SIZE
from bibliotheque.forms.schemas import LeadCreate, LeadIgnored, LeadPublic
from bibliotheque.http.body_limit import BodySizeLimit
from bibliotheque.http.problems import (
    Problem,
    ValidationProblem,
    http_problem_handler,
    validation_problem_handler,
)
from bibliotheque.leads.fast_path import ENDPOINT, LeadFastPath, LeadsFirstAPI
from bibliotheque.leads.gate import DatabaseGate
from bibliotheque.leads.intake import (
    UNAVAILABLE_ERRORS,
    LeadIntake,
    RateLimited,
    rate_limited_response,
    unavailable_response,
)
from bibliotheque.leads.store import LeadStore
from bibliotheque.settings.server import LeadSettings

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


async def _rate_limited(_request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RateLimited)
    return rate_limited_response(exc)


async def _unavailable(_request: Request, exc: Exception) -> JSONResponse:
    return unavailable_response(exc)


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


def _lead_router(store: LeadStore, settings: LeadSettings, intake: LeadIntake) -> APIRouter:
    # As many database threads as pooled connections: a thread never waits for a connection.
    gate = DatabaseGate(POOL_SIZE + MAX_OVERFLOW, settings.db_statement_timeout)

    @asynccontextmanager
    async def lifespan(_app: Any) -> AsyncIterator[None]:
        yield
        intake.close()
        gate.close()
        store.close()

    async def count_invalid(request: Request) -> None:
        await intake.within(intake.invalid, request.scope)

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
        ENDPOINT,
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
    async def create_lead(lead: LeadCreate, request: Request) -> LeadPublic | JSONResponse:
        # Valid bodies usually come through `fast_path.py` instead; its answers are these.
        return await intake.submit(lead, request.scope)

    return router


def include_leads(
    api: FastAPI,
    settings: LeadSettings,
    store: LeadStore | None = None,
    gated_downloads: Mapping[str, Mapping[str, Sequence[FileDownload]]] | None = None,
) -> LeadStore:
    """Adds `POST /api/leads`, its body limit and its error responses to the API. `gated_downloads`:
    the files of the resources given against an e-mail (the built site's), which a `resource`
    lead's answer gives."""
    store = store or LeadStore.open(settings)
    api.add_middleware(BodySizeLimit, max_bytes=settings.max_body_bytes)
    api.add_exception_handler(RequestValidationError, validation_problem_handler)
    api.add_exception_handler(StarletteHTTPException, http_problem_handler)
    api.add_exception_handler(RateLimited, _rate_limited)
    # Unreachable, read-only, broken, hung or out of connections: 503 and Retry-After, never a 500.
    for error in UNAVAILABLE_ERRORS:
        api.add_exception_handler(error, _unavailable)
    intake = LeadIntake(store, settings, gated_downloads)
    api.include_router(_lead_router(store, settings, intake))
    if isinstance(api, LeadsFirstAPI):
        api.lead_path = LeadFastPath(intake, settings.max_body_bytes)
    return store
