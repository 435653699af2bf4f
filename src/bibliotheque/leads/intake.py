"""What becomes of a submission that passed validation: the client's rate, the honeypot, the group
commit, the log line and the answer (`LeadIntake`), and the answers to its refusals (429, 503).

One place for both ways a lead comes in: FastAPI's route (`api.py`) and the plain ASGI path in
front of it (`fast_path.py`).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence

from sqlalchemy.exc import DBAPIError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from starlette.responses import JSONResponse
from starlette.types import Scope

from bibliotheque.built_site import FileDownload
from bibliotheque.db.engine import DatabaseUnavailable
from bibliotheque.forms.schemas import LeadCreate, LeadIgnored, LeadPublic
from bibliotheque.http.client_address import client_address
from bibliotheque.http.problems import Problem, ProblemCode, problem_response
from bibliotheque.http.rate_limit import ClientRateLimiter
from bibliotheque.leads.checkpoint import WalCheckpointer
from bibliotheque.leads.group_commit import GroupCommitter
from bibliotheque.leads.store import LeadStore, masked_email
from bibliotheque.settings.server import LeadSettings

log = logging.getLogger("bibliotheque.leads")

UNAVAILABLE_RETRY_AFTER = 5
UNAVAILABLE_ERRORS: tuple[type[Exception], ...] = (DBAPIError, PoolTimeout, DatabaseUnavailable)


class RateLimited(Exception):
    def __init__(self, retry_after: int) -> None:
        self.retry_after = retry_after


def rate_limited_response(exc: RateLimited) -> JSONResponse:
    problem = Problem(
        code=ProblemCode.RATE_LIMITED, message="Too many submissions.", retry_after=exc.retry_after
    )
    return problem_response(problem, 429, {"Retry-After": str(exc.retry_after)})


def unavailable_response(exc: Exception) -> JSONResponse:
    # hide_parameters on the engine: the message names the statement, never the values.
    log.error("lead database unavailable: %s", str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
    problem = Problem(
        code=ProblemCode.UNAVAILABLE,
        message="The database is unavailable.",
        retry_after=UNAVAILABLE_RETRY_AFTER,
    )
    return problem_response(problem, 503, {"Retry-After": str(UNAVAILABLE_RETRY_AFTER)})


class LeadIntake:
    """What becomes of a body that is a valid lead, whichever way it came in (FastAPI's route, or
    `fast_path.py` in front of it): the client's rate, the honeypot, the group commit, the log line
    and the answer."""

    def __init__(
        self,
        store: LeadStore,
        settings: LeadSettings,
        gated_downloads: Mapping[str, Mapping[str, Sequence[FileDownload]]] | None = None,
    ) -> None:
        # The files of the resources given against an e-mail, by slug then language (the built
        # site's manifest): a `resource` lead's answer gives them, and nothing else does.
        self.gated_downloads = gated_downloads or {}
        self.trusted_proxies = settings.trusted_proxies
        # SQLite: WAL checkpoints beside the writer, not inside its commits.
        self.checkpointer = WalCheckpointer(store) if settings.is_sqlite else None
        self.committer = GroupCommitter(
            store,
            settings.db_statement_timeout,
            before=store.ready_to_write,
            after=self.checkpointer.between_batches if self.checkpointer else None,
        )
        self.accepted = ClientRateLimiter.from_settings(settings)
        self.invalid = ClientRateLimiter.for_invalid_bodies(settings)

    def close(self) -> None:
        self.committer.close()
        if self.checkpointer is not None:
            self.checkpointer.close()

    async def within(self, limiter: ClientRateLimiter, scope: Scope) -> None:
        retry_after = await limiter.check(client_address(scope, self.trusted_proxies))
        if retry_after is not None:
            raise RateLimited(retry_after)

    async def submit(self, lead: LeadCreate, scope: Scope) -> JSONResponse:
        """201 or 200 once the lead is committed (or found), 202 for a robot's; raises
        `RateLimited` and the database's errors (`UNAVAILABLE_ERRORS`)."""
        await self.within(self.accepted, scope)
        if lead.is_bot:
            log.info("lead dropped: honeypot filled (%s on %s)", lead.form_kind, lead.page_path)
            return JSONResponse(LeadIgnored().model_dump(), status_code=202)

        # One writer thread commits the leads that arrived meanwhile in one transaction (group
        # commit); this returns once this lead's transaction is committed.
        stored = await self.committer.add(lead)
        log.info(
            "lead %s %s: %s on %s, %s",
            stored.id,
            "stored" if stored.created else "repeated",
            lead.form_kind,
            lead.page_path,
            masked_email(lead.email),
        )
        public = LeadPublic(id=stored.id, created=stored.created, downloads=self._downloads(lead))
        return JSONResponse(public.model_dump(mode="json"), status_code=201 if stored.created else 200)

    def _downloads(self, lead: LeadCreate) -> list[FileDownload]:
        if lead.form_kind != "resource" or not lead.resource_slug:
            return []
        return list(self.gated_downloads.get(lead.resource_slug, {}).get(lead.lang, ()))

    async def answer(self, lead: LeadCreate, scope: Scope) -> JSONResponse:
        """`submit`'s answer, its refusals answered as the API's exception handlers answer them."""
        try:
            return await self.submit(lead, scope)
        except RateLimited as exc:
            return rate_limited_response(exc)
        except UNAVAILABLE_ERRORS as exc:
            return unavailable_response(exc)
