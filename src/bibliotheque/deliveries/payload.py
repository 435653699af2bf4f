"""What a delivery carries: the lead as plain JSON values, and the webhook body built from it.

The webhook body's JSON Schema is `docs/webhooks/lead.created.schema.json`, generated from
`WebhookBody` (`bibliotheque deliveries schema`); a test keeps the file equal to the model.
"""

from __future__ import annotations

import datetime as dt
import json
import uuid
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from bibliotheque.exhaustive import values_of
from bibliotheque.forms.schemas import FormKind, Trigger
from bibliotheque.langs import Lang


class LeadData(BaseModel):
    """The lead as stored (the columns of `bibliotheque leads export`)."""

    model_config = ConfigDict(extra="forbid")

    id: uuid.UUID = Field(description="The lead's identifier (the same in every delivery of this lead).")
    created_at: dt.datetime = Field(description="When the lead was stored (UTC).")
    email: str = Field(description="The visitor's address.", json_schema_extra={"format": "idn-email"})
    form_kind: FormKind = Field(description="Which form was used.")
    # Not the enum: deliveries stored before the API closed its list of triggers may hold others.
    trigger: str | None = Field(description=f"What opened a modal: {', '.join(values_of(Trigger))}.")
    page_path: str = Field(description="Path of the page the form was on.")
    page_url: str = Field(description="Absolute address of that page.")
    lang: Lang = Field(description="Language of the page (and of the visitor's confirmation).")
    article_slug: str | None
    category_slug: str | None
    sector_slug: str | None
    guide_slug: str | None
    tool_slug: str | None
    tool_answers: dict[str, int | float | str] | None = Field(description="A tool's answers by question id.")
    tool_score: int | None = Field(description="A tool's score, 0–100.")
    # A default: deliveries stored before the field existed are still sent.
    resource_slug: str | None = Field(
        default=None, description="The resource whose file was asked for (form `resource`)."
    )
    utm_source: str | None
    utm_medium: str | None
    utm_campaign: str | None
    utm_term: str | None
    utm_content: str | None


class WebhookBody(BaseModel):
    """The body of every webhook (Standard Webhooks: `type`, `timestamp`, `data`).

    Headers: `webhook-id` (the same on every retry: drop duplicates with it), `webhook-timestamp`
    and `webhook-signature` (`v1,` + HMAC-SHA256, verify with the `standardwebhooks` library).
    """

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={"$id": "https://bibliotheque-pme.example/schemas/lead.created.json"},
    )

    type: Literal["lead.created"] = Field(description="The event: a visitor left an address in a form.")
    timestamp: dt.datetime = Field(description="When the event happened (the lead's creation, UTC).")
    data: LeadData


def lead_payload(lead_id: uuid.UUID, row: dict[str, Any], base_url: str) -> dict[str, Any]:
    """The stored lead (a row as `LeadStore.add` inserts it) as the JSON a delivery keeps."""
    created: dt.datetime = row["created_at"]
    data = LeadData(
        id=lead_id,
        created_at=created,
        page_url=base_url.rstrip("/") + row["page_path"],
        **{
            name: row.get(name)
            for name in LeadData.model_fields
            if name not in ("id", "created_at", "page_url")
        },
    )
    return data.model_dump(mode="json")


def webhook_body(payload: dict[str, Any]) -> str:
    """The exact bytes signed and sent: the same for every attempt of a delivery."""
    body = WebhookBody(type="lead.created", timestamp=payload["created_at"], data=LeadData(**payload))
    return json.dumps(body.model_dump(mode="json"), ensure_ascii=False, separators=(",", ":"))


def webhook_schema() -> str:
    schema = {"$schema": "https://json-schema.org/draft/2020-12/schema", **WebhookBody.model_json_schema()}
    return json.dumps(schema, ensure_ascii=False, indent=2) + "\n"
