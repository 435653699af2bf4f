"""What an event may say: a known event name, a known page, its language, a detail fit for the event."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from bibliotheque.audience.models import EVENTS

# The conversion modal's triggers (web/src/features/conversion/use-modal-triggers.ts).
MODAL_TRIGGERS = frozenset({"time", "scroll", "exit", "keyword"})
# The outbound calls to action (the campaigns of web/src/shared/outbound.ts).
CALLS_TO_ACTION = frozenset({"trial", "audit", "consulting"})
_SLUG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
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
    """The site's page paths (`/fr/article/x`, no trailing slash) and its languages."""

    paths: frozenset[str]
    langs: tuple[str, ...]


def _text(body: dict[str, object], name: str, limit: int) -> str:
    value = body.get(name, "")
    if not isinstance(value, str) or len(value) > limit:
        raise InvalidEvent(f"`{name}` must be a string of at most {limit} characters")
    return value


def _detail(event: str, detail: str) -> str:
    if event in ("page_view", "form_shown"):
        if detail:
            raise InvalidEvent(f"`detail` must be empty for {event}")
    elif event == "modal_opened":
        if detail not in MODAL_TRIGGERS:
            raise InvalidEvent(f"`detail` of modal_opened must be one of {sorted(MODAL_TRIGGERS)}")
    elif event == "cta_clicked":
        if detail not in CALLS_TO_ACTION:
            raise InvalidEvent(f"`detail` of cta_clicked must be one of {sorted(CALLS_TO_ACTION)}")
    elif not _SLUG.fullmatch(detail) or len(detail) > _MAX_SLUG:
        raise InvalidEvent(f"`detail` of {event} must be the tool's slug (a-z, 0-9, -)")
    return detail


def parse_event(raw: bytes, pages: KnownPages) -> Event:
    """The event a body describes (JSON: event, path, lang, detail), or InvalidEvent."""
    try:
        body = json.loads(raw)
    except (UnicodeDecodeError, ValueError):
        raise InvalidEvent("the body must be a JSON object") from None
    if not isinstance(body, dict):
        raise InvalidEvent("the body must be a JSON object")
    event = _text(body, "event", 32)
    if event not in EVENTS:
        raise InvalidEvent(f"unknown event {event!r}: one of {', '.join(EVENTS)}")
    lang = _text(body, "lang", 2)
    if lang not in pages.langs:
        raise InvalidEvent(f"unknown language {lang!r}: one of {', '.join(pages.langs)}")
    path = _text(body, "path", 512)
    path = path.rstrip("/") or path
    if path not in pages.paths:
        raise InvalidEvent(f"unknown page {path!r}")
    if path != f"/{lang}" and not path.startswith(f"/{lang}/"):
        raise InvalidEvent(f"the page {path!r} is not in {lang!r}")
    return Event(event, path, lang, _detail(event, _text(body, "detail", _MAX_SLUG)))
