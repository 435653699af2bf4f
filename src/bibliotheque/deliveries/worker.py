"""The delivery worker: claims due deliveries, sends them, records each attempt.

It runs in a thread of its own — inside `bibliotheque serve` (started and stopped with the
server) or as `bibliotheque deliveries run` — so a slow destination never holds the event loop
or the thread pool that stores leads. Several workers may run against one database.
"""

from __future__ import annotations

import datetime as dt
import logging
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor

from sqlalchemy import Engine
from sqlalchemy.exc import SQLAlchemyError

from bibliotheque.deliveries.identity import SenderIdentity, load_identity
from bibliotheque.deliveries.messages import confirmation_message, team_message
from bibliotheque.deliveries.outbox import TEAM, VISITOR, Claimed, OutboxStore
from bibliotheque.deliveries.outcome import Outcome
from bibliotheque.deliveries.payload import webhook_body
from bibliotheque.deliveries.settings import DeliverySettings
from bibliotheque.deliveries.smtp import send_message
from bibliotheque.deliveries.webhooks import send_webhook, webhook_client

# A child of the leads' logger: `bibliotheque serve` shows it. Never an address, never a secret.
log = logging.getLogger("bibliotheque.leads.deliveries")


class Sender:
    """Sends one claimed delivery to its destination."""

    def __init__(self, settings: DeliverySettings, identity: SenderIdentity | None) -> None:
        self.settings = settings
        self.identity = identity
        self.webhooks = {f"webhook:{hook.name}": hook for hook in settings.webhooks}
        self.client = webhook_client(settings.webhook_timeout_seconds)

    def send(self, claimed: Claimed) -> Outcome:
        settings = self.settings
        lead = claimed.payload
        if claimed.destination in self.webhooks:
            body = webhook_body(lead)
            return send_webhook(self.client, self.webhooks[claimed.destination], str(claimed.id), body)
        if claimed.destination in (TEAM, VISITOR) and settings.sends_email and self.identity is not None:
            assert settings.from_address is not None
            if claimed.destination == TEAM:
                message = team_message(
                    claimed.id,
                    lead,
                    self.identity,
                    sender=settings.from_address,
                    to=list(settings.team_to),
                    lang=settings.team_lang,
                    lead_url=settings.lead_url,
                )
            else:
                message = confirmation_message(claimed.id, lead, self.identity, sender=settings.from_address)
            return send_message(settings, message)
        # The settings changed since the lead was stored: kept visible, `deliveries retry` resends.
        return Outcome.failure("destination no longer configured", None, permanent=True)

    def close(self) -> None:
        self.client.close()


class DeliveryWorker:
    def __init__(
        self, engine: Engine, settings: DeliverySettings, identity: SenderIdentity | None = None
    ) -> None:
        self.store = OutboxStore(engine, settings)
        self.settings = settings
        if identity is None and settings.sends_email:
            identity = load_identity(settings.content_dir)
        self.sender = Sender(settings, identity)
        self.stopping = threading.Event()
        self.thread: threading.Thread | None = None
        self.pool = ThreadPoolExecutor(settings.concurrency, thread_name_prefix="delivery")

    # ---- one round ---------------------------------------------------------------------------

    def _deliver(self, claimed: Claimed) -> str:
        started = dt.datetime.now(dt.UTC)
        clock = time.monotonic()
        try:
            outcome = self.sender.send(claimed)
        except Exception as exc:  # a bug or a bad payload must not kill the worker
            log.exception("delivery %s to %s raised", claimed.id, claimed.destination)
            outcome = Outcome.failure(f"internal error ({type(exc).__name__})", None, permanent=False)
        duration = int((time.monotonic() - clock) * 1000)
        state = self.store.record(claimed, outcome, started, duration)
        log.info(
            "delivery %s of lead %s to %s: %s%s (attempt %d, %d ms)",
            claimed.id,
            claimed.lead_id,
            claimed.destination,
            state,
            f", {outcome.error}" if outcome.error else "",
            claimed.attempts + 1,
            duration,
        )
        return state

    def run_once(self) -> int:
        """Claims what is due (up to twice the concurrency), sends it; returns how many were tried."""
        claimed = self.store.claim(self.settings.concurrency * 2)
        futures: list[tuple[Claimed, Future[str]]] = [
            (c, self.pool.submit(self._deliver, c)) for c in claimed
        ]
        unsent: list[Claimed] = []
        for item, future in futures:
            if self.stopping.is_set() and future.cancel():
                unsent.append(item)
                continue
            future.result()
        self.store.release(unsent)
        return len(claimed) - len(unsent)

    # ---- the loop ----------------------------------------------------------------------------

    def run(self) -> None:
        """Until `stop()`: rounds back to back while there is work, else one poll interval apart."""
        down = False
        while not self.stopping.is_set():
            try:
                tried = self.run_once()
                if down:
                    log.info("delivery worker: the database answers again")
                down = False
            except SQLAlchemyError as exc:  # down, or not migrated yet: try again, say it once
                if not down:
                    log.warning("delivery worker: database error (%s), retrying", type(exc).__name__)
                down = True
                tried = 0
            if not tried:
                self.stopping.wait(self.settings.poll_seconds)

    def start(self) -> DeliveryWorker:
        self.thread = threading.Thread(target=self.run, name="delivery-worker", daemon=True)
        self.thread.start()
        return self

    def stop(self, timeout: float = 10) -> None:
        """Stops claiming; waits for sends in flight (at most `timeout`), releases what was not sent."""
        self.stopping.set()
        if self.thread is not None:
            self.thread.join(timeout)
        self.pool.shutdown(wait=False, cancel_futures=True)
        self.sender.close()
