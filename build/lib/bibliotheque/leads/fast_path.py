"""`POST /api/leads` answered in front of FastAPI: the request path of the one endpoint that is hot.

FastAPI's middleware stack, routing, dependency solving and response wrappers cost more CPU than
storing the lead (issue 20). Here a valid lead takes the short way: the body read under the same
limit (413), parsed and validated as FastAPI's route does it (`json.loads`, then the same
`LeadCreate` model), then `LeadIntake.answer`: the same rate limit, honeypot, group commit, log
line and answers as the route. Anything that is not a valid JSON lead (a 422 to write, another
content type, a body FastAPI cannot decode) is handed to FastAPI's route with its body, which
answers it exactly as before and counts it against the invalid-body limit: its refusals have one
implementation. The route stays for everything else too, the OpenAPI document included.
"""

from __future__ import annotations

import json

from fastapi import FastAPI
from starlette.responses import PlainTextResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from bibliotheque.forms.schemas import LeadCreate
from bibliotheque.http.body_limit import read_body, replaying
from bibliotheque.leads.intake import LeadIntake

ENDPOINT = "/api/leads"


def _json_content(scope: Scope) -> bool:
    """The body is announced as JSON (`application/json`, any parameters): the one form a client of
    the API sends. Other forms FastAPI reads as JSON too (`+json`) go to its route."""
    for name, value in scope["headers"]:
        if name == b"content-type":
            return bool(value.split(b";", 1)[0].strip().lower() == b"application/json")
    return False


def valid_lead(scope: Scope, body: bytes) -> LeadCreate | None:
    """The lead, when FastAPI's route would accept this body; else None (the route says why)."""
    if not _json_content(scope):
        return None
    try:
        return LeadCreate.model_validate(json.loads(body))
    except Exception:  # invalid JSON, not UTF-8, too deep, invalid fields: the route's 422
        return None


class LeadFastPath:
    def __init__(self, intake: LeadIntake, max_body_bytes: int) -> None:
        self.intake = intake
        self.max_body_bytes = max_body_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send, route: ASGIApp) -> None:
        body = await read_body(scope, receive, send, self.max_body_bytes)
        if body is None:  # refused (413) or the client went away
            return
        lead = valid_lead(scope, body)
        if lead is None:
            await route(scope, replaying(body, receive), send)
            return
        try:
            response = await self.intake.answer(lead, scope)
        except Exception:
            # As FastAPI's ServerErrorMiddleware: a plain 500, then the error for the server's log.
            await PlainTextResponse("Internal Server Error", status_code=500)(scope, receive, send)
            raise
        await response(scope, receive, send)


class LeadsFirstAPI(FastAPI):
    """FastAPI, except that `POST /api/leads` goes to `lead_path` first once `include_leads` has set it."""

    lead_path: LeadFastPath | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        lead_path = self.lead_path
        if (
            lead_path is not None
            and scope["type"] == "http"
            and scope["path"] == ENDPOINT
            and scope["method"] == "POST"
        ):
            await lead_path(scope, receive, send, super().__call__)
            return
        await super().__call__(scope, receive, send)
