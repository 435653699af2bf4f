"""The admin's leads routes: the table, a lead's detail, the CSV export, erasure, the audit log.

Every route needs a signed-in session; the export, a detail view and an erasure are audited.
"""

import datetime as dt
import io
import uuid
from collections.abc import Mapping, Sequence
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import Response
from sqlalchemy.engine import Engine
from starlette.concurrency import run_in_threadpool

from bibliotheque.admin import audit
from bibliotheque.admin.guard import AdminRefused, Guard
from bibliotheque.admin.leads_query import LeadFilter, SortKey, export_rows, facets, lead_detail, list_leads
from bibliotheque.admin.schemas import AuditEntry, Erased, Erasure, LeadDetail, LeadFacets, LeadList, LeadRow
from bibliotheque.admin.sessions import Session
from bibliotheque.content.models.tools import Tool
from bibliotheque.forms.schemas import FormKind
from bibliotheque.leads.export import write_export
from bibliotheque.leads.models import EXPORT_COLUMNS
from bibliotheque.leads.store import LeadStore, masked_email
from bibliotheque.settings.server import LeadSettings
from bibliotheque.tools.figure_format import range_value


def _filter(
    form: str | None = None,
    page_path: str | None = None,
    lang: str | None = None,
    since: dt.date | None = None,
    until: dt.date | None = None,
    q: Annotated[str | None, Query(max_length=320, description="Part of the e-mail address.")] = None,
) -> LeadFilter:
    return LeadFilter(form=form, page=page_path, lang=lang, since=since, until=until, email=q)


def answer_texts(
    tools: Sequence[Tool], slug: str | None, answers: dict[str, Any] | None
) -> list[dict[str, Any]]:
    """A tool lead's answers as each question and the chosen option's text (a select's answer is
    its 1-based position, a range's the value), in French and English; answers the tool no longer
    has are left to the raw `tool_answers`."""
    tool = next((t for t in tools if t.slug == slug), None)
    if tool is None or not answers:
        return []
    texts: list[dict[str, Any]] = []
    for question in tool.questions:
        given = answers.get(question.id)
        if isinstance(given, bool) or not isinstance(given, int | float):
            continue
        if question.type == "select":
            if not (isinstance(given, int) and 1 <= given <= len(question.options)):
                continue
            option = question.options[given - 1]
            answer = {lang: option.get(lang) for lang in ("fr", "en")}
        else:
            answer = {lang: range_value(lang, question, float(given)) for lang in ("fr", "en")}
        texts.append(
            {
                "question_id": question.id,
                "question": {lang: question.question.get(lang) for lang in ("fr", "en")},
                "answer": answer,
            }
        )
    return texts


# The form kinds in the admin's words (web/src/features/admin/texts.ts, form_*): the owner's CSV
# names them as the dashboard and the leads table do. One entry per kind: a kind added to
# FormKind without its words fails mypy here.
FORM_NAMES: dict[str, dict[FormKind, str]] = {
    "fr": {
        "inline-middle": "Encart (milieu)",
        "inline-end": "Encart (fin)",
        "modal": "Fenêtre",
        "ai-modal": "Fenêtre IA",
        "tool": "Outil",
        "share": "Partage",
        "resource": "Ressource",
    },
    "en": {
        "inline-middle": "Inline (middle)",
        "inline-end": "Inline (end)",
        "modal": "Pop-up",
        "ai-modal": "AI pop-up",
        "tool": "Tool",
        "share": "Share",
        "resource": "Resource",
    },
}
# The admin's CSV: each form's name after `form_kind`, which stays as the machine's column.
CSV_COLUMNS = tuple(
    column for name in EXPORT_COLUMNS for column in ((name, "form_name") if name == "form_kind" else (name,))
)


def admin_lang(accept_language: str | None) -> str:
    """The admin's language as its screens choose it: English when the browser prefers it, else French."""
    first = (accept_language or "").split(",")[0].strip().lower()
    return "en" if first.startswith("en") else "fr"


def _audit(engine: Engine, session: Session, action: str, detail: dict[str, Any]) -> None:
    with engine.begin() as connection:
        audit.record(connection, session.email, action, detail)


def _described(where: LeadFilter) -> dict[str, Any]:
    """The filter as the audit log keeps it (a searched address part is masked)."""
    detail = {k: str(v) for k, v in vars(where).items() if v is not None and k != "email"}
    if where.email:
        detail["email"] = "***"
    return detail


def leads_router(
    engine: Engine,
    leads: LeadSettings,
    guard: Guard,
    lead_retention_years: int | None = None,
    tools: Sequence[Tool] = (),
    resource_titles: Mapping[str, Mapping[str, str]] | None = None,
) -> APIRouter:
    titles = resource_titles or {}
    router = APIRouter(prefix="/api/admin", tags=["admin"])
    SignedIn = Annotated[Session, Depends(guard.session)]
    Filtered = Annotated[LeadFilter, Depends(_filter)]

    @router.get("/leads", summary="The leads, filtered, sorted and paged")
    async def leads_table(
        _session: SignedIn,
        where: Filtered,
        sort: SortKey = "created_at",
        order: Literal["asc", "desc"] = "desc",
        page: Annotated[int, Query(ge=1, le=100_000)] = 1,
        per_page: Annotated[int, Query(ge=1, le=200)] = 50,
    ) -> LeadList:
        found = await run_in_threadpool(list_leads, engine, where, sort, order == "desc", page, per_page)
        items = [LeadRow.model_validate(row) for row in found.rows]
        return LeadList(
            total=found.total,
            page=page,
            per_page=per_page,
            items=items,
            retention_years=lead_retention_years,
        )

    @router.get("/leads/facets", summary="The forms, pages and languages the filters offer")
    async def lead_facets(_session: SignedIn) -> LeadFacets:
        return LeadFacets(**await run_in_threadpool(facets, engine))

    @router.get(
        "/leads.csv",
        summary="The filtered leads as CSV (formula starts neutralised, as `leads export`)",
        response_class=Response,
        responses={200: {"content": {"text/csv": {}}, "description": "CSV, one lead per line."}},
    )
    async def leads_csv(session: SignedIn, where: Filtered, request: Request) -> Response:
        names = FORM_NAMES[admin_lang(request.headers.get("accept-language"))]

        def export() -> tuple[str, int]:
            out = io.StringIO()
            rows = (
                {**row, "form_name": names.get(row["form_kind"], row["form_kind"])}
                for row in export_rows(engine, where)
            )
            count = write_export(rows, out, "csv", CSV_COLUMNS)
            _audit(engine, session, "leads.export", {"filter": _described(where), "count": count})
            return out.getvalue(), count

        text, _count = await run_in_threadpool(export)
        name = f"leads-{dt.datetime.now(dt.UTC):%Y-%m-%d}.csv"
        return Response(
            text.encode(),
            media_type="text/csv; charset=utf-8",
            headers={"Content-Disposition": f'attachment; filename="{name}"'},
        )

    @router.get("/leads/{lead_id}", summary="A lead, its answers and its deliveries")
    async def lead(lead_id: uuid.UUID, session: SignedIn) -> LeadDetail:
        def read() -> dict[str, Any] | None:
            found = lead_detail(engine, lead_id)
            if found is not None:
                found["resource_title"] = dict(titles.get(found.get("resource_slug") or "", {})) or None
                found["answers"] = answer_texts(tools, found.get("tool_slug"), found.get("tool_answers"))
                _audit(engine, session, "lead.view", {"lead_id": str(lead_id)})
            return found

        found = await run_in_threadpool(read)
        if found is None:
            raise AdminRefused(404, "not_found", "No such lead (erased, purged, or never stored).")
        return LeadDetail.model_validate(found)

    @router.post("/erasure", summary="Erase every lead of an address (GDPR request), as `leads delete`")
    async def erase(body: Erasure, session: SignedIn) -> Erased:
        def run() -> int:
            count = LeadStore(engine, leads).delete_email(body.email)
            _audit(
                engine,
                session,
                "leads.erase",
                {"email": masked_email(body.email.strip().lower()), "deleted": count},
            )
            return count

        return Erased(deleted=await run_in_threadpool(run))

    @router.get("/audit", summary="The newest admin actions")
    async def audit_log(
        _session: SignedIn, limit: Annotated[int, Query(ge=1, le=1000)] = 100
    ) -> list[AuditEntry]:
        rows = await run_in_threadpool(audit.recent, engine, limit)
        return [AuditEntry.model_validate(row) for row in rows]

    return router
