"""The worker against real receivers: signed webhooks, e-mails, retries, failure and retry by hand."""

from __future__ import annotations

import logging
import ssl
import time
from collections.abc import Callable
from pathlib import Path
from typing import Literal

import pytest
import trustme
from standardwebhooks import Webhook

from bibliotheque.cli import main
from bibliotheque.deliveries.outbox import Outbox
from bibliotheque.deliveries.worker import DeliveryWorker
from bibliotheque.forms.schemas import LeadCreate
from bibliotheque.leads.store import LeadStore
from tests.deliveries.conftest import TEAM, Harness, delivery_settings
from tests.deliveries.receivers import SECRET, SmtpReceiver, WebhookReceiver, wait_for
from tests.leads.conftest import settings_for
from tests.leads.factory import lead_payload

MakeHarness = Callable[..., Harness]


def _lead(n: int = 0, **overrides: object) -> LeadCreate:
    return LeadCreate.model_validate(lead_payload(n, **overrides))


def _statuses(harness: Harness) -> dict[str, str]:
    return {row["destination"]: row["status"] for row in harness.outbox.rows()}


def test_500_twice_then_200_is_one_webhook_id_three_times_and_one_lead(
    harness: MakeHarness, hooks: Callable[..., WebhookReceiver]
) -> None:
    receiver = hooks(statuses=[500, 500])
    h = harness(delivery_settings(hooks=(receiver,)))
    stored = h.leads.add(_lead())
    h.worker().start()
    wait_for(lambda: _statuses(h) == {"webhook:hook0": "delivered"}, what="the webhook to be delivered")
    assert [r.status for r in receiver.received] == [500, 500, 200]
    assert len({r.id for r in receiver.received}) == 1  # the same webhook-id each time
    assert all(r.verified for r in receiver.received)
    assert len({r.body for r in receiver.received}) == 1  # and the same body
    (accepted,) = receiver.accepted()
    body = Webhook(SECRET).verify(accepted.body, accepted.headers)
    assert body["type"] == "lead.created"
    assert (
        body["data"]["id"] == str(stored.id) and body["data"]["email"] == "claire.martin+0@entreprise.example"
    )
    assert body["data"]["page_url"] == "https://bibliotheque-pme.example/fr/tool/indice-maturite"
    (row,) = h.outbox.rows()
    assert row["attempts"] == 3
    assert [a["status_code"] for a in h.outbox.attempts(row["id"])] == [500, 500, 200]


def test_a_receiver_down_for_the_whole_window_fails_then_retry_sends_it(
    harness: MakeHarness,
    hooks: Callable[..., WebhookReceiver],
    database_url: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    receiver = hooks(statuses=[503] * 1000)
    h = harness(delivery_settings(hooks=(receiver,), max_age_hours=1 / 3600))  # a one-second window
    h.leads.add(_lead())
    worker = h.worker().start()
    wait_for(lambda: _statuses(h) == {"webhook:hook0": "failed"}, what="the delivery to fail")
    # At load 14 one attempt may take the whole second: retries within a window are the test above's.
    assert len(receiver.received) >= 1 and receiver.accepted() == []
    (row,) = h.outbox.rows("failed")
    assert row["last_error"] == "HTTP 503"
    assert main(["deliveries", "--database-url", database_url, "list", "--status", "failed"]) == 0
    assert str(row["id"]) in capsys.readouterr().out

    receiver.statuses.clear()  # the receiver is back
    assert main(["deliveries", "--database-url", database_url, "retry", "--failed"]) == 0
    assert "1 delivery due again now" in capsys.readouterr().out
    wait_for(lambda: _statuses(h) == {"webhook:hook0": "delivered"}, what="the retried delivery")
    assert len(receiver.accepted()) == 1
    worker.stop()
    assert main(["deliveries", "--database-url", database_url, "stats"]) == 0
    assert "webhook:hook0" in capsys.readouterr().out


@pytest.mark.parametrize("status", [400, 404, 410])
def test_a_4xx_is_a_permanent_failure_at_once_and_retry_by_id_resends_it(
    harness: MakeHarness,
    hooks: Callable[..., WebhookReceiver],
    status: int,
    database_url: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    receiver = hooks(statuses=[status])
    h = harness(delivery_settings(hooks=(receiver,)))
    h.leads.add(_lead())
    h.worker().start()
    wait_for(lambda: _statuses(h) == {"webhook:hook0": "failed"}, what="a permanent failure")
    assert len(receiver.received) == 1
    (row,) = h.outbox.rows()
    assert main(["deliveries", "--database-url", database_url, "retry", str(row["id"])]) == 0
    wait_for(lambda: _statuses(h) == {"webhook:hook0": "delivered"}, what="the resend")
    assert [r.status for r in receiver.received] == [status, 200]
    capsys.readouterr()


@pytest.mark.parametrize("status", [408, 429, 302])
def test_408_429_and_redirects_are_retried(
    harness: MakeHarness, hooks: Callable[..., WebhookReceiver], status: int
) -> None:
    receiver = hooks(statuses=[status])
    h = harness(delivery_settings(hooks=(receiver,)))
    h.leads.add(_lead())
    h.worker().start()
    wait_for(lambda: _statuses(h) == {"webhook:hook0": "delivered"}, what="the retry")
    assert [r.status for r in receiver.received] == [status, 200]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_team_and_the_visitor_get_their_emails_in_their_languages(
    harness: MakeHarness, smtp: SmtpReceiver, lang: str
) -> None:
    h = harness(delivery_settings(smtp, team_lang=lang))
    stored = h.leads.add(
        _lead(
            page_path=f"/{lang}/tool/indice-maturite-organisationnelle",
            lang=lang,
            tool_slug="indice-maturite-organisationnelle",
            tool_answers={"decisions-courantes": 1, "inconnue": 7},
        )
    )
    h.worker().start()
    wait_for(
        lambda: set(_statuses(h).values()) == {"delivered"} and len(smtp.messages) == 2, what="two e-mails"
    )
    (team,) = smtp.to(TEAM)
    (visitor,) = smtp.to("claire.martin+0@entreprise.example")
    assert team["Reply-To"] == "claire.martin+0@entreprise.example"
    team_text = team.get_body(preferencelist=("plain",)).get_content()  # type: ignore[union-attr]
    assert "claire.martin+0@entreprise.example" in team_text and str(stored.id) in team_text
    assert "64 / 100" in team_text and "utm_campaign" in team_text and "inconnue" in team_text
    # The tool's question and the chosen option in words (the form sends 1-based positions).
    if lang == "fr":
        expected = "Qui prend les décisions courantes (devis, planning, petits achats)\u00a0?\u00a0: Moi, systématiquement (1)"
    else:
        expected = "Who makes everyday decisions (quotes, scheduling, small purchases)?: Me, every time (1)"
    assert expected in team_text
    visitor_text = visitor.get_body(preferencelist=("plain",)).get_content()  # type: ignore[union-attr]
    visitor_html = visitor.get_body(preferencelist=("html",)).get_content()  # type: ignore[union-attr]
    assert "64 / 100" in visitor_text and f"/{lang}/tool/indice-maturite-organisationnelle" in visitor_text
    assert f'<html lang="{lang}">' in visitor_html
    assert f"https://bibliotheque-pme.example/{lang}/privacy" in visitor_text
    if lang == "fr":
        assert str(team["Subject"]).startswith("Nouveau contact")
        assert str(visitor["Subject"]).startswith("Votre résultat")
        assert "Vous recevez ce message une seule fois" in visitor_text
    else:
        assert str(team["Subject"]).startswith("New lead")
        assert str(visitor["Subject"]).startswith("Your result")
        assert "We are sending you this one message" in visitor_text
    # The same Message-ID on a resend: the delivery's id.
    assert visitor["Message-ID"].startswith("<") and visitor["Message-ID"] != team["Message-ID"]


def test_a_share_gets_no_confirmation_and_an_audit_request_gets_one(
    harness: MakeHarness, smtp: SmtpReceiver
) -> None:
    h = harness(delivery_settings(smtp))
    h.leads.add(_lead(1, form_kind="share", tool_slug=None, tool_answers=None, tool_score=None))
    h.leads.add(_lead(2, form_kind="inline-end", tool_slug=None, tool_answers=None, tool_score=None))
    h.worker().start()
    wait_for(lambda: len(smtp.messages) == 3, what="three e-mails")
    assert smtp.to("claire.martin+1@entreprise.example") == []
    (confirmation,) = smtp.to("claire.martin+2@entreprise.example")
    assert "audit" in str(confirmation["Subject"])
    assert len(smtp.to(TEAM)) == 2


def test_logs_name_no_address_and_no_secret(
    harness: MakeHarness,
    smtp: SmtpReceiver,
    hooks: Callable[..., WebhookReceiver],
    caplog: pytest.LogCaptureFixture,
) -> None:
    receiver = hooks(statuses=[500])
    h = harness(delivery_settings(smtp, hooks=(receiver,)))
    caplog.set_level(logging.INFO, logger="bibliotheque")
    h.leads.add(_lead())
    h.worker().start()
    wait_for(
        lambda: set(_statuses(h).values()) == {"delivered"} and len(receiver.received) == 2, what="deliveries"
    )
    h.close()
    logged = "\n".join(record.getMessage() for record in caplog.records)
    assert "delivered" in logged and "HTTP 500" in logged
    for secret in ("@entreprise.example", TEAM, SECRET, SECRET.removeprefix("whsec_")):
        assert secret not in logged


def test_a_worker_started_before_the_database_waits_for_it_and_says_so_once(
    tmp_path: Path, hooks: Callable[..., WebhookReceiver], caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="bibliotheque")
    receiver = hooks()
    settings = delivery_settings(hooks=(receiver,))
    store = LeadStore.open(
        settings_for(f"sqlite:///{tmp_path / 'leads.sqlite3'}"), Outbox(settings, "https://x.example")
    )
    worker = DeliveryWorker(store.engine, settings).start()  # no tables yet: every claim fails
    try:
        wait_for(lambda: "database error" in caplog.text, what="the worker to notice")
        time.sleep(0.3)  # several more polls
        store.migrate()
        store.add(_lead())
        wait_for(lambda: len(receiver.accepted()) == 1, what="the delivery once the database is there")
    finally:
        worker.stop()
        store.close()
    assert caplog.text.count("database error") == 1
    assert "the database answers again" in caplog.text


@pytest.mark.parametrize("security", ["starttls", "tls"])
def test_smtp_over_tls_with_login(
    harness: MakeHarness, tmp_path: Path, security: Literal["starttls", "tls"], database_url: str
) -> None:
    if database_url.startswith("postgresql"):
        pytest.skip("the SMTP transport does not depend on the database")
    authority = trustme.CA()
    server_context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    authority.issue_cert("127.0.0.1").configure_cert(server_context)
    authority.cert_pem.write_to_path(str(tmp_path / "ca.pem"))
    smtp = SmtpReceiver(tls=server_context, implicit=security == "tls", login=("leads", "s3cret")).start()
    try:
        settings = delivery_settings(
            smtp,
            smtp_security=security,
            smtp_username="leads",
            smtp_password="s3cret",
            smtp_ca_file=tmp_path / "ca.pem",
        )
        h = harness(settings)
        h.leads.add(_lead())
        worker = h.worker().start()
        wait_for(lambda: len(smtp.messages) == 2, what="two e-mails over TLS")
        assert smtp.logins == ["leads", "leads"]
        worker.stop()
        # A server whose certificate does not chain to the configured CA is not trusted: retried.
        other = harness(settings.model_copy(update={"smtp_ca_file": None}))
        other.leads.add(_lead(1))
        other.worker().run_once()
        failed = [r for r in other.outbox.rows() if r["last_error"]]
        assert failed and all("SSL" in r["last_error"] for r in failed), failed
    finally:
        smtp.stop()
