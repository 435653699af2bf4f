"""`POST /api/events`: what `navigator.sendBeacon` reports, added to in-memory counters (issue 19).

In order: `Sec-GPC: 1`, a known bot's User-Agent or the measurement turned off → 204, nothing
counted; a body over `AUDIENCE_MAX_BODY_BYTES` → 413; the client over its rate → 429; an unknown
event, page, language or detail → 422; else the counter of (UTC day, page, language, event,
detail) grows by one → 204. Any content type is read as JSON (`text/plain` spares the beacon a
CORS preflight). Nothing about the visitor is kept: no cookie is read or set, the address is
only hashed with a per-process key for the rate limit, and the User-Agent only checked.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any, Literal

from fastapi import APIRouter, FastAPI, Request, Response
from fastapi.responses import JSONResponse
from pydantic import BaseModel

from bibliotheque.audience.bots import is_bot
from bibliotheque.audience.counters import Counters, Flusher, Key
from bibliotheque.audience.events import EventBody, InvalidEvent, KnownPages, parse_event
from bibliotheque.audience.settings import AudienceSettings
from bibliotheque.db.access import Database
from bibliotheque.http.client_address import client_address, rate_limit_key
from bibliotheque.http.rate_limit import BoundedCounters
from bibliotheque.settings.server import LeadSettings


class EventProblem(BaseModel):
    code: Literal["invalid_event", "body_too_large", "rate_limited"]
    message: str


RESPONSES: dict[int | str, dict[str, Any]] = {
    204: {"description": "Counted, or deliberately not (Sec-GPC, a bot): the answer is the same."},
    413: {"model": EventProblem, "description": "The body is larger than AUDIENCE_MAX_BODY_BYTES."},
    422: {"model": EventProblem, "description": "Unknown event, page, language or detail."},
    429: {"model": EventProblem, "description": "Too many events from this client."},
}


def _problem(status: int, code: str, message: str) -> JSONResponse:
    return JSONResponse(EventProblem.model_validate({"code": code, "message": message}).model_dump(), status)


class Audience:
    """The counters of this process, what feeds them and what writes them."""

    def __init__(self, database: Database, pages: KnownPages, settings: AudienceSettings) -> None:
        self.pages = pages
        self.settings = settings
        self.counters = Counters(settings.max_pending)
        self.flusher = Flusher(
            self.counters,
            database.engine,
            settings.flush_seconds,
            before=database.ready_to_write,
            max_rows=settings.max_rows_per_day,
        )
        self.limiter = BoundedCounters(settings.rates, settings.rate_limit_max_clients)
        # The rate limiter's keys: a keyed hash, so not even this process's memory holds addresses.
        self._salt = os.urandom(16)

    def client_key(self, client: str) -> str:
        return hashlib.blake2b(rate_limit_key(client).encode(), key=self._salt, digest_size=12).hexdigest()


def _ignored(request: Request, audience: Audience) -> bool:
    headers = request.headers
    return (
        not audience.settings.enabled
        or headers.get("sec-gpc", "").strip() == "1"
        or is_bot(headers.get("user-agent", ""))
    )


def include_audience(
    api: FastAPI, database: Database, pages: KnownPages, settings: AudienceSettings, leads: LeadSettings
) -> Audience:
    """Adds `POST /api/events`; its counters are written every `flush_seconds` and at shutdown."""
    audience = Audience(database, pages, settings)

    @asynccontextmanager
    async def lifespan(_app: Any) -> AsyncIterator[None]:
        audience.flusher.start()
        yield
        audience.flusher.stop()

    router = APIRouter(lifespan=lifespan)

    @router.post(
        "/api/events",
        status_code=204,
        response_class=Response,
        responses=RESPONSES,
        summary="Count one audience event (cookieless, aggregate)",
        tags=["audience"],
        openapi_extra={
            "requestBody": {
                "required": True,
                "content": {
                    "text/plain": {"schema": {"type": "string", "description": "A JSON object"}},
                    "application/json": {"schema": EventBody.model_json_schema()},
                },
            }
        },
    )
    async def record(request: Request) -> Response:
        if _ignored(request, audience):
            return Response(status_code=204)
        raw = b""
        async for chunk in request.stream():
            raw += chunk
            if len(raw) > settings.max_body_bytes:
                return _problem(
                    413, "body_too_large", f"The body is larger than {settings.max_body_bytes} bytes."
                )
        client = client_address(request.scope, leads.trusted_proxies)
        if audience.limiter.hit(audience.client_key(client)) is not None:
            return _problem(429, "rate_limited", "Too many events.")
        try:
            event = parse_event(raw, pages)
        except InvalidEvent as exc:
            return _problem(422, "invalid_event", str(exc))
        day = dt.datetime.now(dt.UTC).date()
        audience.counters.add(Key(day, event.path, event.lang, event.event, event.detail))
        return Response(status_code=204)

    api.include_router(router)
    return audience
