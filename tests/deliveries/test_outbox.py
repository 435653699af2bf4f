"""The outbox rows: written with their lead, claimed once, erased with it; the webhook contract."""

from __future__ import annotations

import datetime as dt
import json
import random
import threading
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import jsonschema
import pytest
from sqlalchemy import func, select, text

from bibliotheque.cli import main
from bibliotheque.deliveries.outbox import ATTEMPTS, DELIVERIES, OutboxStore, destinations, retry_delay
from bibliotheque.deliveries.payload import webhook_body, webhook_schema
from bibliotheque.deliveries.settings import DeliverySettings
from bibliotheque.forms.schemas import LeadCreate
from tests.deliveries.conftest import Harness, delivery_settings
from tests.deliveries.receivers import SmtpReceiver, WebhookReceiver
from tests.leads.factory import lead_payload

SCHEMA_FILE = Path(__file__).resolve().parents[2] / "docs" / "webhooks" / "lead.created.schema.json"
MakeHarness = Callable[..., Harness]


def _count(h: Harness, table: object = DELIVERIES) -> int:
    with h.leads.engine.connect() as connection:
        return int(connection.execute(select(func.count()).select_from(table)).scalar_one())  # type: ignore[arg-type]


def test_destinations_follow_the_settings_and_the_form(smtp: SmtpReceiver) -> None:
    both = delivery_settings(smtp)
    assert destinations(both, "tool") == ["email:team", "email:visitor"]
    assert destinations(both, "share") == ["email:team"]
    assert destinations(delivery_settings(smtp, visitor_confirmation=False), "modal") == ["email:team"]
    assert destinations(DeliverySettings(), "tool") == []


def test_deliveries_are_written_in_the_leads_transaction_and_repeats_add_none(
    harness: MakeHarness, smtp: SmtpReceiver, hooks: Callable[..., WebhookReceiver]
) -> None:
    h = harness(delivery_settings(smtp, hooks=(hooks(), hooks())))
    lead = LeadCreate.model_validate(lead_payload())
    first = h.leads.add(lead)
    again = h.leads.add(lead)  # an identical submission: the same lead, no new delivery
    assert again.id == first.id and not again.created
    rows = h.outbox.rows()
    assert sorted(r["destination"] for r in rows) == [
        "email:team",
        "email:visitor",
        "webhook:hook0",
        "webhook:hook1",
    ]
    assert {r["lead_id"] for r in rows} == {first.id} and {r["status"] for r in rows} == {"pending"}


def test_a_failing_enqueue_rolls_the_lead_back(
    harness: MakeHarness, hooks: Callable[..., WebhookReceiver]
) -> None:
    h = harness(delivery_settings(hooks=(hooks(),)))
    with h.leads.engine.begin() as connection:  # the deliveries table is gone: the insert fails
        connection.execute(text("ALTER TABLE deliveries RENAME TO deliveries_away"))
    with pytest.raises(Exception, match="deliveries"):
        h.leads.add(LeadCreate.model_validate(lead_payload()))
    with h.leads.engine.begin() as connection:
        connection.execute(text("ALTER TABLE deliveries_away RENAME TO deliveries"))
        assert connection.execute(text("SELECT count(*) FROM leads")).scalar_one() == 0


def test_leads_delete_and_purge_erase_deliveries_and_attempts(
    harness: MakeHarness,
    hooks: Callable[..., WebhookReceiver],
    database_url: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    h = harness(delivery_settings(hooks=(hooks(statuses=[500] * 3),)))
    old = dt.datetime.now(dt.UTC) - dt.timedelta(days=4 * 366)
    h.leads.add(LeadCreate.model_validate(lead_payload(1)), now=old)
    h.leads.add(LeadCreate.model_validate(lead_payload(2)))
    h.leads.add(LeadCreate.model_validate(lead_payload(3)))
    worker = h.worker()
    worker.run_once()  # one attempt each (500): attempts are recorded
    assert _count(h) == 3 and _count(h, ATTEMPTS) == 3
    assert (
        main(
            [
                "leads",
                "--database-url",
                database_url,
                "delete",
                "--email",
                "CLAIRE.martin+2@entreprise.example",
            ]
        )
        == 0
    )
    assert _count(h) == 2 and _count(h, ATTEMPTS) == 2
    assert main(["leads", "--database-url", database_url, "purge"]) == 0
    assert _count(h) == 1 and _count(h, ATTEMPTS) == 1
    with h.leads.engine.connect() as connection:
        payloads = [row.payload for row in connection.execute(select(DELIVERIES.c.payload))]
    assert [p["email"] for p in payloads] == ["claire.martin+3@entreprise.example"]
    capsys.readouterr()


def test_the_backoff_doubles_with_jitter_and_is_capped() -> None:
    settings = DeliverySettings(retry_base_seconds=30, retry_max_seconds=3600)
    rng = random.Random(7)
    for attempts, full in [(1, 30), (2, 60), (3, 120), (8, 3600), (40, 3600)]:
        delays = [retry_delay(settings, attempts, rng) for _ in range(200)]
        assert full / 2 <= min(delays) and max(delays) <= full
        assert max(delays) - min(delays) > full / 4  # jittered, not one value


def test_postgresql_workers_never_claim_the_same_delivery(
    hooks: Callable[..., WebhookReceiver], database_url: str
) -> None:
    if not database_url.startswith("postgresql"):
        pytest.skip("SKIP LOCKED is PostgreSQL's; SQLite serialises writers")
    h = Harness(database_url, delivery_settings(hooks=(hooks(),)))
    try:
        for n in range(300):
            h.leads.add(LeadCreate.model_validate(lead_payload(n)))
        stores = [OutboxStore(h.leads.engine, h.settings) for _ in range(2)]
        claimed: list[list[str]] = [[], []]
        start = threading.Barrier(2)

        def claim_all(index: int) -> None:
            start.wait()
            while batch := stores[index].claim(7):
                claimed[index] += [str(c.id) for c in batch]

        threads = [threading.Thread(target=claim_all, args=(i,)) for i in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        everything = claimed[0] + claimed[1]
        assert len(everything) == 300 and len(set(everything)) == 300
        assert claimed[0] and claimed[1]  # both took part
        assert Counter(len(c) > 0 for c in claimed) == {True: 2}
    finally:
        h.close()


def test_the_webhook_schema_file_is_the_models_and_validates_a_body() -> None:
    assert SCHEMA_FILE.read_text(encoding="utf-8") == webhook_schema(), "run: bibliotheque deliveries schema"
    payload = {
        "id": "7d3c4a52-52a4-4cf5-9d3e-2f6a2c8e4b1a",
        "created_at": "2026-11-23T09:30:00Z",
        "page_url": "https://bibliotheque-pme.example/fr/tool/x",
        **{k: v for k, v in lead_payload().items()},
    }
    for name in (
        "trigger",
        "article_slug",
        "sector_slug",
        "guide_slug",
        "utm_medium",
        "utm_term",
        "utm_content",
    ):
        payload.setdefault(name, None)
    body = json.loads(webhook_body(payload))
    jsonschema.validate(body, json.loads(SCHEMA_FILE.read_text()))
    body["data"]["form_kind"] = "newsletter"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(body, json.loads(SCHEMA_FILE.read_text()))


@pytest.mark.parametrize(("form", "lang"), [("tool", "en"), ("modal", "fr"), ("share", "fr")])
def test_preview_writes_eml_and_html(
    tmp_path: Path, form: str, lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "preview"
    assert main(["deliveries", "preview", "--form", form, "--lang", lang, "--out", str(out)]) == 0
    names = sorted(p.name for p in out.iterdir())
    expected = ["team.eml", "team.html"] + (
        [] if form == "share" else ["confirmation.eml", "confirmation.html"]
    )
    assert names == sorted(expected)
    html = (out / "team.html").read_text()
    assert html.startswith("<!doctype html>") and f'lang="{lang}"' in html
    if form == "modal":
        assert "sous 24\u00a0heures ouvrées" in (out / "confirmation.html").read_text()
    capsys.readouterr()
