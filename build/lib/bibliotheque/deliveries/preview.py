"""Sample messages for `bibliotheque deliveries preview`: what the team and a visitor receive."""

from __future__ import annotations

import datetime as dt
import uuid
from pathlib import Path
from typing import Any

from bibliotheque.deliveries.identity import SenderIdentity
from bibliotheque.deliveries.labels import confirmation_for
from bibliotheque.deliveries.messages import confirmation_message, team_message
from bibliotheque.deliveries.payload import lead_payload
from bibliotheque.exhaustive import keyed_by
from bibliotheque.forms.schemas import FormKind

# The page a sample lead of each form comes from: (page family, slug). A resource lead comes from
# the resources page and names the resource it asked for.
SAMPLE_PAGES = keyed_by(
    FormKind,
    {
        "inline-middle": ("article", "entreprise-depend-du-dirigeant"),
        "inline-end": ("article", "entreprise-depend-du-dirigeant"),
        "modal": ("article", "entreprise-depend-du-dirigeant"),
        "ai-modal": ("ai-article", "ia-generative-pme"),
        "tool": ("tool", "indice-maturite-organisationnelle"),
        "share": ("article", "entreprise-depend-du-dirigeant"),
        "resource": ("resources", "guide-delegation-dirigeant"),
    },
    "SAMPLE_PAGES",
)


def sample_lead(form: FormKind, lang: str, base_url: str) -> dict[str, Any]:
    family, slug = SAMPLE_PAGES[form]
    row: dict[str, Any] = {
        "created_at": dt.datetime(2026, 11, 23, 9, 30, tzinfo=dt.UTC),
        "email": "claire.martin@entreprise.example",
        "form_kind": form,
        "trigger": "scroll" if form in ("modal", "ai-modal") else None,
        "page_path": f"/{lang}/{family}/{slug}",
        "lang": lang,
        "category_slug": "management-pilotage",
        "utm_source": "newsletter",
        "utm_campaign": "automne",
    }
    if form == "tool":
        row |= {
            "tool_slug": slug,
            "tool_score": 64,
            "tool_answers": {"absence-deux-semaines": 2, "decisions-courantes": 3},
        }
    elif form == "resource":
        row |= {"page_path": f"/{lang}/resources", "resource_slug": slug}
    elif family in ("article", "ai-article"):
        row["article_slug"] = slug
    return lead_payload(uuid.UUID(int=1), row, base_url)


def write_preview(identity: SenderIdentity, form: FormKind, lang: str, out: Path, sender: str) -> list[Path]:
    """Writes `team.eml`/`.html` (the team's message in `lang`) and, for forms that get one,
    `confirmation.eml`/`.html` (the visitor's, in `lang`). Returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    lead = sample_lead(form, lang, identity.base_url)
    messages = {
        "team": team_message(
            uuid.UUID(int=2),
            lead,
            identity,
            sender=sender,
            to=["equipe@bibliotheque-pme.example"],
            lang=lang,
            lead_url="https://bibliotheque-pme.example/admin/leads/{id}",
        )
    }
    if confirmation_for(form) is not None:
        messages["confirmation"] = confirmation_message(uuid.UUID(int=3), lead, identity, sender=sender)
    written = []
    for name, message in messages.items():
        eml = out / f"{name}.eml"
        eml.write_bytes(message.as_bytes())
        html_part = message.get_body(preferencelist=("html",))
        assert html_part is not None
        html = out / f"{name}.html"
        html.write_text(html_part.get_content(), encoding="utf-8")
        written += [eml, html]
    return written
