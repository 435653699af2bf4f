"""The e-mails, rendered from the Jinja2 templates in `templates/{fr,en}/` into MIME messages.

Each message is a subject, a plain-text part and an HTML alternative. `EmailMessage` writes every
header (encoded words, line lengths): nothing here is hand-built.
"""

from __future__ import annotations

import datetime as dt
import uuid
from email.message import EmailMessage
from email.utils import format_datetime, parseaddr
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

from bibliotheque.deliveries.identity import SenderIdentity
from bibliotheque.deliveries.labels import FORM_LABELS, TRIGGER_LABELS, confirmation_for

UTM_FIELDS = ("utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content")

_env = Environment(
    loader=PackageLoader("bibliotheque.deliveries", "templates"),
    autoescape=select_autoescape(enabled_extensions=("html",), default_for_string=False, default=False),
    undefined=StrictUndefined,
    keep_trailing_newline=True,
)


def _render(name: str, lang: str, context: dict[str, Any]) -> tuple[str, str, str]:
    subject = _env.get_template(f"{lang}/{name}.subject.txt").render(context).strip()
    text = _env.get_template(f"{lang}/{name}.txt").render(context)
    html = _env.get_template(f"{lang}/{name}.html").render({**context, "subject": subject})
    return subject, text, html


def _context(lead: dict[str, Any], identity: SenderIdentity, lang: str) -> dict[str, Any]:
    created = dt.datetime.fromisoformat(lead["created_at"])
    slug = lead.get("tool_slug")
    resource = lead.get("resource_slug")
    return {
        "lead": lead,
        "identity": identity,
        "lang": lang,
        "created": f"{created:%Y-%m-%d %H:%M}",
        "utm": [(name, lead[name]) for name in UTM_FIELDS if lead.get(name)],
        "tool_title": identity.tool_title(lead["lang"], slug) if slug else "",
        "tool_url": identity.tool_url(lead["lang"], slug) if slug else "",
        "resource_title": identity.resource_title(lead["lang"], resource) if resource else "",
        "resource_url": identity.resource_url(lead["lang"], resource) if resource else "",
        "privacy_url": identity.privacy_url(lang),
    }


def render_team(
    lead: dict[str, Any], identity: SenderIdentity, lang: str, lead_url: str | None
) -> tuple[str, str, str]:
    context = _context(lead, identity, lang)
    context["lead_url"] = lead_url.replace("{id}", lead["id"]) if lead_url else None
    context["answers"] = identity.answers(lang, lead.get("tool_slug"), lead.get("tool_answers"))
    context["form_label"] = FORM_LABELS[lang][lead["form_kind"]]
    trigger = lead.get("trigger")
    context["trigger_label"] = TRIGGER_LABELS[lang].get(trigger, trigger) if trigger else ""
    if lead.get("tool_slug"):
        context["tool_title"] = identity.tool_title(lang, lead["tool_slug"])
    if lead.get("resource_slug"):
        context["resource_title"] = identity.resource_title(lang, lead["resource_slug"])
    return _render("team", lang, context)


def render_confirmation(lead: dict[str, Any], identity: SenderIdentity) -> tuple[str, str, str]:
    """The visitor's confirmation; ValueError for a form that gets none (`confirmation_for`)."""
    lang = lead["lang"]
    kind = confirmation_for(lead["form_kind"])
    if kind is None:
        raise ValueError(f"form {lead['form_kind']!r} gets no confirmation")
    context = _context(lead, identity, lang) | {"kind": kind}
    return _render("confirmation", lang, context)


def _message(
    delivery_id: uuid.UUID, sender: str, to: list[str], rendered: tuple[str, str, str], lang: str
) -> EmailMessage:
    subject, text, html = rendered
    message = EmailMessage()
    message["Subject"] = subject
    message["From"] = sender
    message["To"] = to
    message["Date"] = format_datetime(dt.datetime.now(dt.UTC))
    domain = parseaddr(sender)[1].rpartition("@")[2] or "localhost"
    # Stable across retries: a mail system or a person can spot a duplicate.
    message["Message-ID"] = f"<{delivery_id}@{domain}>"
    message["Auto-Submitted"] = "auto-generated"
    message.set_content(text)
    message.add_alternative(html, subtype="html")
    message["Content-Language"] = lang
    return message


def team_message(
    delivery_id: uuid.UUID,
    lead: dict[str, Any],
    identity: SenderIdentity,
    *,
    sender: str,
    to: list[str],
    lang: str,
    lead_url: str | None,
) -> EmailMessage:
    message = _message(delivery_id, sender, to, render_team(lead, identity, lang, lead_url), lang)
    message["Reply-To"] = lead["email"]
    return message


def confirmation_message(
    delivery_id: uuid.UUID, lead: dict[str, Any], identity: SenderIdentity, *, sender: str
) -> EmailMessage:
    message = _message(
        delivery_id, sender, [lead["email"]], render_confirmation(lead, identity), lead["lang"]
    )
    message["Reply-To"] = identity.contact_email
    return message
