"""Every form kind of the API, in both languages, reaches the team, the webhook and (when the form
asked for something) the visitor: real SMTP server and webhook receiver. A kind added to
`FormKind` without its label, confirmation decision or sample fails here (and at import)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bibliotheque.deliveries.labels import FORM_LABELS, confirmation_for
from bibliotheque.exhaustive import values_of
from bibliotheque.forms.schemas import FormKind, LeadCreate
from tests.deliveries.conftest import TEAM, Harness, delivery_settings
from tests.deliveries.receivers import SmtpReceiver, WebhookReceiver, wait_for
from tests.leads.factory import lead_payload

KINDS: tuple[FormKind, ...] = values_of(FormKind)
RESOURCE = ("guide-delegation-dirigeant", "Guide de la délégation pour dirigeants de TPE et PME")


def _lead(n: int, kind: FormKind, lang: str) -> LeadCreate:
    fields: dict[str, Any] = {"form_kind": kind, "lang": lang, "page_path": f"/{lang}/article/x"}
    if kind != "tool":
        fields |= {"tool_slug": None, "tool_answers": None, "tool_score": None}
    if kind in ("modal", "ai-modal"):
        fields["trigger"] = "keyword"
    if kind == "resource":
        fields |= {"page_path": f"/{lang}/resources", "resource_slug": RESOURCE[0]}
    return LeadCreate.model_validate(lead_payload(n, **fields))


def _text(message: Any) -> str:
    return str(message.get_body(preferencelist=("plain",)).get_content())


def test_every_form_kind_reaches_the_team_the_webhook_and_the_visitor_who_asked(
    harness: Callable[..., Harness], smtp: SmtpReceiver, hooks: Callable[..., WebhookReceiver]
) -> None:
    hook = hooks()
    h = harness(delivery_settings(smtp, (hook,), team_lang="fr"))
    cases = [(kind, lang) for kind in KINDS for lang in ("fr", "en")]
    stored = {n: h.leads.add(_lead(n, kind, lang)).id for n, (kind, lang) in enumerate(cases)}
    confirmed = [n for n, (kind, _) in enumerate(cases) if confirmation_for(kind) is not None]
    h.worker().start()
    wait_for(lambda: {row["status"] for row in h.outbox.rows()} == {"delivered"}, what="every delivery")
    assert len(hook.accepted()) == len(cases) and len(smtp.messages) == len(cases) + len(confirmed)

    team = {_text(m).split("Identifiant du contact")[0]: m for m in smtp.to(TEAM)}
    for n, (kind, lang) in enumerate(cases):
        address = f"claire.martin+{n}@entreprise.example"
        (team_message,) = [m for text, m in team.items() if address in text]
        assert f"Formulaire\u00a0: {FORM_LABELS['fr'][kind]}" in _text(team_message), kind
        assert str(stored[n]) in _text(team_message)
        visitor = smtp.to(address)
        assert len(visitor) == (n in confirmed), (kind, lang)
        (body,) = [r.json() for r in hook.accepted() if r.json()["data"]["id"] == str(stored[n])]
        assert body["data"]["form_kind"] == kind and body["data"]["lang"] == lang

    # The resource lead: the team reads which resource, the webhook carries it, the visitor gets
    # the title and where to find the file again, in their language.
    for n, (kind, lang) in enumerate(cases):
        if kind != "resource":
            continue
        address = f"claire.martin+{n}@entreprise.example"
        (team_message,) = [m for text, m in team.items() if address in text]
        assert f"Ressource\u00a0: {RESOURCE[1]}" in _text(team_message)
        assert RESOURCE[1] in str(team_message["Subject"])
        (body,) = [r.json() for r in hook.accepted() if r.json()["data"]["id"] == str(stored[n])]
        assert body["data"]["resource_slug"] == RESOURCE[0]
        (confirmation,) = smtp.to(address)
        url = f"https://bibliotheque-pme.example/{lang}/resources#{RESOURCE[0]}"
        assert url in _text(confirmation)
        expected = "Votre ressource" if lang == "fr" else "Your resource"
        assert str(confirmation["Subject"]).startswith(expected)
        assert f'<html lang="{lang}">' in str(confirmation.get_body(preferencelist=("html",)).get_content())  # type: ignore[union-attr]
