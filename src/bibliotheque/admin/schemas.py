"""The admin API's JSON shapes (the web client's types are generated from them via OpenAPI)."""

from __future__ import annotations

import datetime as dt
import uuid
from typing import Any, Literal

from pydantic import BaseModel, Field

from bibliotheque.forms.schemas import FormKind

RefusalCode = Literal[
    "invalid_credentials", "rate_limited", "signed_out", "forbidden_origin", "csrf", "not_found", "bad_period"
]


class AdminProblem(BaseModel):
    """A refused admin request. Sign-in failures never say whether the address or the password was wrong."""

    code: RefusalCode
    message: str
    retry_after: int | None = Field(default=None, description="Seconds to wait (also in Retry-After).")


class Credentials(BaseModel):
    email: str = Field(max_length=320)
    password: str = Field(max_length=1024)


class SessionPublic(BaseModel):
    """Who is signed in, and the token to send in X-CSRF-Token with each state-changing request."""

    email: str
    csrf_token: str
    expires_at: dt.datetime


DeliveryStatus = Literal["pending", "delivered", "failed"]


class LeadRow(BaseModel):
    """One line of the leads table."""

    id: uuid.UUID
    created_at: dt.datetime
    form_kind: FormKind
    page_path: str
    trigger: str | None
    email: str
    lang: str
    tool_slug: str | None
    tool_score: int | None
    utm_source: str | None
    delivery_status: DeliveryStatus | None = Field(
        description="Summed up: failed, else pending, else delivered."
    )


class LeadList(BaseModel):
    total: int
    page: int
    per_page: int
    items: list[LeadRow]
    retention_years: int | None = Field(
        description="Years a lead is kept before `bibliotheque leads purge` deletes it: site.yaml "
        "`lead_retention_years` of the built site, the period the privacy policy states; "
        "null when the API runs without a built site."
    )


class LeadFacets(BaseModel):
    """The values the filters offer."""

    forms: list[str]
    pages: list[str]
    langs: list[str]


class DeliveryPublic(BaseModel):
    id: uuid.UUID
    destination: str
    status: DeliveryStatus
    attempts: int
    last_attempt_at: dt.datetime | None
    last_error: str | None
    delivered_at: dt.datetime | None
    next_attempt_at: dt.datetime


class AnswerText(BaseModel):
    """A tool answer as the visitor read it: the question and the chosen option (or the typed
    value), in each language of the admin."""

    question_id: str
    question: dict[str, str] = Field(description="The question, by language (fr, en).")
    answer: dict[str, str] = Field(description="The chosen option's text or the value, by language.")


class LeadDetail(BaseModel):
    """A lead with everything it was sent with, and its deliveries."""

    id: uuid.UUID
    created_at: dt.datetime
    email: str
    form_kind: FormKind
    trigger: str | None
    page_path: str
    lang: str
    article_slug: str | None
    category_slug: str | None
    sector_slug: str | None
    guide_slug: str | None
    tool_slug: str | None
    resource_slug: str | None = Field(description="The resource a `resource` lead asked for.")
    resource_title: dict[str, str] | None = Field(
        default=None, description="That resource's title by language (fr, en), when the site still has it."
    )
    tool_answers: dict[str, Any] | None
    answers: list[AnswerText] = Field(
        default_factory=list,
        description="`tool_answers` as questions and option texts (the built site's tool); raw ids stay in `tool_answers`.",
    )
    tool_score: int | None
    utm_source: str | None
    utm_medium: str | None
    utm_campaign: str | None
    utm_term: str | None
    utm_content: str | None
    deliveries: list[DeliveryPublic]


class Erasure(BaseModel):
    email: str = Field(min_length=3, max_length=320)


class Erased(BaseModel):
    deleted: int


class AuditEntry(BaseModel):
    id: int
    at: dt.datetime
    actor: str
    action: str
    detail: dict[str, Any] | None
