"""What the team's e-mail calls each form and trigger, and which forms get a visitor confirmation.

Keyed by the API's enums (`forms.schemas`): a kind added there without its entry here stops the
import (`exhaustive.keyed_by`), and the confirmation decision is a `match` that mypy checks for
exhaustiveness (`assert_never`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal, assert_never

from bibliotheque.exhaustive import keyed_by
from bibliotheque.forms.schemas import FormKind, Trigger
from bibliotheque.langs import Lang

FORM_LABELS: Mapping[str, Mapping[str, str]] = keyed_by(
    Lang,
    {
        "fr": keyed_by(
            FormKind,
            {
                "inline-middle": "formulaire au milieu de l’article",
                "inline-end": "formulaire en fin d’article",
                "modal": "fenêtre de diagnostic",
                "ai-modal": "fenêtre de diagnostic (article IA)",
                "tool": "outil",
                "share": "partage",
                "resource": "ressource à télécharger",
            },
            "FORM_LABELS['fr']",
        ),
        "en": keyed_by(
            FormKind,
            {
                "inline-middle": "form in the middle of the article",
                "inline-end": "form at the end of the article",
                "modal": "assessment pop-up",
                "ai-modal": "assessment pop-up (AI article)",
                "tool": "tool",
                "share": "share",
                "resource": "resource download",
            },
            "FORM_LABELS['en']",
        ),
    },
    "FORM_LABELS",
)

TRIGGER_LABELS: Mapping[str, Mapping[str, str]] = keyed_by(
    Lang,
    {
        "fr": keyed_by(
            Trigger,
            {
                "time": "temps passé",
                "scroll": "défilement",
                "exit": "intention de sortie",
                "keyword": "clic sur un mot-clé",
            },
            "TRIGGER_LABELS['fr']",
        ),
        "en": keyed_by(
            Trigger,
            {"time": "time on page", "scroll": "scroll", "exit": "exit intent", "keyword": "keyword click"},
            "TRIGGER_LABELS['en']",
        ),
    },
    "TRIGGER_LABELS",
)

# What a visitor who left an address asked for, and so what the confirmation says.
ConfirmationKind = Literal["audit", "request", "tool", "download"]


def confirmation_for(kind: FormKind) -> ConfirmationKind | None:
    """The confirmation a visitor gets for a lead of this form, or None (the site sends no
    marketing: a share asked for nothing)."""
    match kind:
        case "inline-middle" | "inline-end":
            return "audit"
        case "modal" | "ai-modal":
            return "request"
        case "tool":
            return "tool"
        case "resource":
            return "download"
        case "share":
            return None
        case _:
            assert_never(kind)
