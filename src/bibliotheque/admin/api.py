"""The admin API under /api/admin: sign-in, sign-out, the current session.

Admin routes are mounted by `include_admin`; each answers `Cache-Control: no-store` and
`X-Robots-Tag: noindex` (`guard.NoStore`), and every refusal is an `AdminProblem`.
"""

import logging
from collections.abc import Mapping, Sequence
from typing import Annotated, Any

from fastapi import APIRouter, Depends, FastAPI, Request, Response
from fastapi.responses import JSONResponse
from sqlalchemy.engine import Engine
from starlette.concurrency import run_in_threadpool

from bibliotheque.admin import audit
from bibliotheque.admin.accounts import authenticate, lookup_email
from bibliotheque.admin.check_slots import ChecksBusy, CheckSlots
from bibliotheque.admin.dashboard_api import dashboard_router
from bibliotheque.admin.guard import AdminRefused, Guard, NoStore
from bibliotheque.admin.leads_api import leads_router
from bibliotheque.admin.login_limit import LoginLimiter
from bibliotheque.admin.passwords import MEMORY_MIB
from bibliotheque.admin.schemas import AdminProblem, Credentials, SessionPublic
from bibliotheque.admin.sessions import Session, SessionStore
from bibliotheque.admin.settings import AdminSettings, get_admin_settings
from bibliotheque.content.models.tools import Tool
from bibliotheque.http.client_address import client_address
from bibliotheque.settings.server import LeadSettings

log = logging.getLogger("bibliotheque.admin")

REFUSALS: dict[int | str, dict[str, Any]] = {
    401: {"model": AdminProblem, "description": "Not signed in, or wrong address or password."},
    403: {"model": AdminProblem, "description": "Cross-origin request, or missing CSRF token."},
    429: {"model": AdminProblem, "description": "Too many sign-in attempts."},
    503: {"model": AdminProblem, "description": "Every password check is busy: retry in a second."},
}


def _set_cookie(response: Response, settings: AdminSettings, token: str, max_age: int) -> None:
    response.set_cookie(
        settings.cookie_name,
        token,
        max_age=max_age,
        path="/",
        secure=settings.secure_cookie,
        httponly=True,
        samesite="strict",
    )


def _public(session: Session) -> SessionPublic:
    return SessionPublic(email=session.email, csrf_token=session.csrf_token, expires_at=session.expires_at)


def _busy() -> AdminRefused:
    log.warning("admin sign-in refused: every password check is busy")
    return AdminRefused(503, "rate_limited", "Every password check is busy.", 1)


def admin_router(
    engine: Engine, settings: AdminSettings, leads: LeadSettings, guard: Guard, sessions: SessionStore
) -> APIRouter:
    limiter = LoginLimiter(settings.address_limits, settings.account_limits, leads.rate_limit_storage)
    # Each check holds 64 MiB: at most this many at once (issue 37: 50 sign-ins took 2.7 GB).
    checks = CheckSlots(settings.sign_in_memory_mib // MEMORY_MIB, settings.sign_in_wait_seconds)
    router = APIRouter(prefix="/api/admin", tags=["admin"], responses=REFUSALS)

    @router.post(
        "/login", summary="Sign in; sets the session cookie", dependencies=[Depends(guard.check_origin)]
    )
    async def login(credentials: Credentials, request: Request, response: Response) -> SessionPublic:
        address = client_address(request.scope, leads.trusted_proxies)
        account = lookup_email(credentials.email)
        if checks.full():  # refused before anything is counted or allocated
            raise _busy()
        retry_after = limiter.hit(address, account)
        if retry_after is not None:
            log.warning("admin sign-in refused: too many attempts")
            raise AdminRefused(429, "rate_limited", "Too many sign-in attempts.", retry_after)
        try:
            async with checks.slot():
                user = await run_in_threadpool(authenticate, engine, credentials.email, credentials.password)
        except ChecksBusy:
            raise _busy() from None
        if user is None:
            log.warning("admin sign-in failed")
            raise AdminRefused(401, "invalid_credentials", "Wrong e-mail address or password.")
        old = request.cookies.get(settings.cookie_name)

        def start() -> tuple[str, Session]:
            token, session = sessions.create(user.id, replaces=old)
            with engine.begin() as connection:
                audit.record(connection, user.email, "session.sign_in")
            return token, session

        token, session = await run_in_threadpool(start)
        _set_cookie(response, settings, token, int(sessions.lifetime.total_seconds()))
        return _public(session)

    @router.get("/session", summary="The signed-in account and its CSRF token")
    async def current(session: Annotated[Session, Depends(guard.session)]) -> SessionPublic:
        return _public(session)

    @router.post("/logout", status_code=204, summary="Sign out: the session ends on the server")
    async def logout(request: Request, session: Annotated[Session, Depends(guard.session)]) -> Response:
        token = request.cookies[settings.cookie_name]

        def end() -> None:
            sessions.revoke(token)
            with engine.begin() as connection:
                audit.record(connection, session.email, "session.sign_out")

        await run_in_threadpool(end)
        response = Response(status_code=204)
        response.delete_cookie(
            settings.cookie_name, path="/", secure=settings.secure_cookie, httponly=True, samesite="strict"
        )
        return response

    return router


async def _refused(_request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, AdminRefused)
    problem = AdminProblem(code=exc.code, message=exc.message, retry_after=exc.retry_after)
    headers = {"Retry-After": str(exc.retry_after)} if exc.retry_after else None
    return JSONResponse(problem.model_dump(mode="json"), status_code=exc.status, headers=headers)


def include_admin(
    api: FastAPI,
    engine: Engine,
    leads: LeadSettings,
    settings: AdminSettings | None = None,
    lead_retention_years: int | None = None,
    tools: Sequence[Tool] = (),
    resource_titles: Mapping[str, Mapping[str, str]] | None = None,
) -> Guard:
    """Adds the admin API to the app; returns its guard (for the routes of later parts).

    `lead_retention_years`: the built site's (`_site.json`), shown with the leads."""
    settings = settings or get_admin_settings()
    sessions = SessionStore(engine, settings)
    guard = Guard(sessions, settings)
    api.add_middleware(NoStore)
    api.add_exception_handler(AdminRefused, _refused)
    api.include_router(admin_router(engine, settings, leads, guard, sessions))
    api.include_router(leads_router(engine, leads, guard, lead_retention_years, tools, resource_titles or {}))
    api.include_router(dashboard_router(engine, guard))
    return guard
