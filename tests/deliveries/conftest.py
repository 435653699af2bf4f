"""Delivery tests: real SMTP (aiosmtpd) and HTTP receivers on loopback ports, SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from bibliotheque.deliveries.outbox import Outbox, OutboxStore
from bibliotheque.deliveries.settings import DeliverySettings, WebhookTarget, get_delivery_settings
from bibliotheque.deliveries.worker import DeliveryWorker
from bibliotheque.leads.store import LeadStore
from tests.deliveries.receivers import SECRET, SmtpReceiver, WebhookReceiver
from tests.leads.conftest import settings_for

CONTENT = Path(__file__).resolve().parents[2] / "content"
TEAM = "equipe@bibliotheque-pme.example"
SENDER = "Bibliothèque PME <leads@bibliotheque-pme.example>"
# Fast retries, for tests that wait for them.
FAST = {
    "retry_base_seconds": 0.05,
    "retry_max_seconds": 0.2,
    "poll_seconds": 0.05,
    "lease_seconds": 5,
    "webhook_timeout_seconds": 2,
}


@pytest.fixture(autouse=True)
def _clean_environment(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    import os

    for name in list(os.environ):
        if name.startswith("DELIVERY_") or name in ("DATABASE_URL", "LEADS_DATABASE_URL"):
            monkeypatch.delenv(name)
    get_delivery_settings.cache_clear()
    yield
    get_delivery_settings.cache_clear()


@pytest.fixture
def smtp() -> Iterator[SmtpReceiver]:
    receiver = SmtpReceiver().start()
    yield receiver
    receiver.stop()


@pytest.fixture
def hooks() -> Iterator[Callable[..., WebhookReceiver]]:
    started: list[WebhookReceiver] = []

    def make(**options: Any) -> WebhookReceiver:
        receiver = WebhookReceiver(**options).start()
        started.append(receiver)
        return receiver

    yield make
    for receiver in started:
        receiver.stop()


def delivery_settings(
    smtp: SmtpReceiver | None = None, hooks: tuple[WebhookReceiver, ...] = (), **overrides: Any
) -> DeliverySettings:
    values: dict[str, Any] = {"content_dir": CONTENT, "allow_http_webhooks": True, **FAST}
    if smtp is not None:
        values |= {
            "smtp_host": "127.0.0.1",
            "smtp_port": smtp.port,
            "smtp_security": "none",
            "from_address": SENDER,
            "team_to": (TEAM,),
        }
    values["webhooks"] = tuple(
        WebhookTarget(name=f"hook{n}", url=receiver.url, secret=SECRET) for n, receiver in enumerate(hooks)
    )
    return DeliverySettings(**(values | overrides))


class Harness:
    """A lead store writing to the outbox, and workers on the same database."""

    def __init__(self, database_url: str, settings: DeliverySettings) -> None:
        self.settings = settings
        self.leads = LeadStore.open(
            settings_for(database_url), Outbox(settings, "https://bibliotheque-pme.example")
        )
        self.leads.migrate()
        self.outbox = OutboxStore(self.leads.engine, settings)
        self.workers: list[DeliveryWorker] = []

    def worker(self) -> DeliveryWorker:
        worker = DeliveryWorker(self.leads.engine, self.settings)
        self.workers.append(worker)
        return worker

    def close(self) -> None:
        for worker in self.workers:
            worker.stop()
        self.leads.close()


@pytest.fixture
def harness(database_url: str) -> Iterator[Callable[[DeliverySettings], Harness]]:
    made: list[Harness] = []

    def make(settings: DeliverySettings) -> Harness:
        made.append(Harness(database_url, settings))
        return made[-1]

    yield make
    for item in made:
        item.close()
