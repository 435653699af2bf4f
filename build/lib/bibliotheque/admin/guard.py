"""What every admin request goes through: no-store headers, the Origin check, the session, CSRF.

State-changing requests (any method but GET and HEAD) must come from the site's own origin
(`Origin` equal to one of ADMIN_ORIGINS, or naming the request's own `Host`) and, once signed in,
carry the session's token in `X-CSRF-Token`. The cookie is `SameSite=Strict` as well: three locks.
"""

from __future__ import annotations

import hmac
from typing import Any
from urllib.parse import urlsplit

from fastapi import Request
from starlette.concurrency import run_in_threadpool

from bibliotheque.admin.sessions import Session, SessionStore
from bibliotheque.admin.settings import AdminSettings

ADMIN_PREFIXES = ("/api/admin", "/admin")
NO_STORE = [(b"cache-control", b"no-store"), (b"x-robots-tag", b"noindex, nofollow")]
SAFE_METHODS = frozenset({"GET", "HEAD"})


class AdminRefused(Exception):
    def __init__(self, status: int, code: str, message: str, retry_after: int | None = None) -> None:
        self.status = status
        self.code = code
        self.message = message
        self.retry_after = retry_after


def is_admin_path(path: str) -> bool:
    return any(path == prefix or path.startswith(prefix + "/") for prefix in ADMIN_PREFIXES)


class NoStore:
    """ASGI middleware: admin answers are never cached nor indexed (errors included)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http" or not is_admin_path(scope["path"]):
            await self.app(scope, receive, send)
            return

        async def send_no_store(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                kept = [(k, v) for k, v in message.get("headers", []) if k.lower() not in (b"cache-control",)]
                message = {**message, "headers": kept + NO_STORE}
            await send(message)

        await self.app(scope, receive, send_no_store)


def origin_allowed(request: Request, settings: AdminSettings) -> bool:
    origin = request.headers.get("origin")
    if not origin or origin == "null":
        return False
    if request.headers.get("sec-fetch-site", "same-origin") not in ("same-origin", "none"):
        return False
    if settings.origins:
        return origin.rstrip("/") in settings.origins
    host = request.headers.get("host")
    return host is not None and urlsplit(origin).netloc.lower() == host.lower()


class Guard:
    """FastAPI dependencies of the admin routes."""

    def __init__(self, sessions: SessionStore, settings: AdminSettings) -> None:
        self.sessions = sessions
        self.settings = settings

    def check_origin(self, request: Request) -> None:
        if request.method not in SAFE_METHODS and not origin_allowed(request, self.settings):
            raise AdminRefused(403, "forbidden_origin", "Cross-origin request refused.")

    async def session(self, request: Request) -> Session:
        """The signed-in session (state-changing requests: Origin and CSRF token checked too)."""
        self.check_origin(request)
        token = request.cookies.get(self.settings.cookie_name)
        found = await run_in_threadpool(self.sessions.find, token) if token else None
        if found is None:
            raise AdminRefused(401, "signed_out", "Not signed in, or the session has ended.")
        if request.method not in SAFE_METHODS:
            sent = request.headers.get("x-csrf-token", "")
            if not hmac.compare_digest(sent.encode(), found.csrf_token.encode()):
                raise AdminRefused(403, "csrf", "Missing or wrong CSRF token.")
        return found
