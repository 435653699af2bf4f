"""What an event may say: a known event name, a known page, its language, a detail fit for the event.

A tool's events name a tool of the built site (`KnownPages.tools`, from `dist/_site.json`) and come
from that tool's page: any other slug is refused, so the counters hold at most one row a day per
tool, language and event (issue 37: 30,250 rows of invented slugs in 20 s).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from pydantic_core import ErrorDetails

from bibliotheque.audience.models import EVENTS, EventName
from bibliotheque.forms.schemas import Trigger
from bibliotheque.langs import LANGS
from bibliotheque.routes import href

# The conversion modal's triggers: the leads' `Trigger`, their one definition.
MODAL_TRIGGERS = frozenset(get_args(Trigger))
# The outbound calls to action (the campaigns of web/src/shared/outbound.ts).
CALLS_TO_ACTION = frozenset({"trial", "audit", "consulting"})
_MAX_SLUG = 64


class InvalidEvent(ValueError):
    """The event is refused; the message says why."""


@dataclass(frozen=True)
class Event:
    event: str
    path: str
    lang: str
    detail: str


@dataclass(frozen=True)
class KnownPages:
    """The site's page paths (`/fr/article/x`, no trailing slash), its languages and its tools' slugs."""

    paths: frozenset[str]
    langs: tuple[str, ...]
    tools: frozenset[str] = frozenset()


class EventBody(BaseModel):
    """What `POST /api/events` reads: one JSON object (`navigator.sendBeacon` sends it as text).

    The endpoint's OpenAPI schema, hence the web app's type, is this model's; what depends on the
    site (its pages, the detail each event allows) is checked by `parse_event`.
    """

    model_config = ConfigDict(strict=True)

    event: EventName
    path: str = Field(max_length=512)
    lang: str = Field(max_length=2, json_schema_extra={"enum": list(LANGS)})
    detail: str = Field("", max_length=_MAX_SLUG)


def _message(error: ErrorDetails) -> str:
    if not error["loc"]:
        return "the body must be a JSON object"
    name = error["loc"][0]
    if name == "event" and error["type"] == "literal_error":
        return f"unknown event {error['input']!r}: one of {', '.join(EVENTS)}"
    return f"`{name}`: {error['msg']}"


def _detail(event: str, detail: str, path: str, lang: str, pages: KnownPages) -> str:
    if event in ("page_view", "form_shown"):
        if detail:
            raise InvalidEvent(f"`detail` must be empty for {event}")
    elif event == "modal_opened":
        if detail not in MODAL_TRIGGERS:
            raise InvalidEvent(f"`detail` of modal_opened must be one of {sorted(MODAL_TRIGGERS)}")
    elif event == "cta_clicked":
        if detail not in CALLS_TO_ACTION:
            raise InvalidEvent(f"`detail` of cta_clicked must be one of {sorted(CALLS_TO_ACTION)}")
    elif detail not in pages.tools:
        raise InvalidEvent(f"`detail` of {event} must be the slug of one of the site's tools")
    elif path != href(lang, "tool", detail):
        raise InvalidEvent(f"the tool {detail!r} is not on the page {path!r}")
    return detail


def parse_event(raw: bytes, pages: KnownPages) -> Event:
    """The event a body describes (`EventBody`), or InvalidEvent."""
    try:
        body = EventBody.model_validate_json(raw)
    except ValidationError as exc:
        raise InvalidEvent(_message(exc.errors()[0])) from None
    if body.lang not in pages.langs:
        raise InvalidEvent(f"unknown language {body.lang!r}: one of {', '.join(pages.langs)}")
    path = body.path.rstrip("/") or body.path
    if path not in pages.paths:
        raise InvalidEvent(f"unknown page {path!r}")
    if path != f"/{body.lang}" and not path.startswith(f"/{body.lang}/"):
        raise InvalidEvent(f"the page {path!r} is not in {body.lang!r}")
    return Event(body.event, path, body.lang, _detail(body.event, body.detail, path, body.lang, pages))
