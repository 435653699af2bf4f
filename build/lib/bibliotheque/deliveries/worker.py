"""The delivery worker: claims due deliveries, sends them, records each attempt.

It runs in a thread of its own — inside `bibliotheque serve` (started and stopped with the
server) or as `bibliotheque deliveries run` — so a slow destination never holds the event loop
or the thread pool that stores leads. Several workers may run against one database.
"""

from __future__ import annotations

import contextlib
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
    """Each destination (the team, the visitor, each webhook) is a lane of its own with
    `concurrency` sends at most in flight: a lane is refilled as its sends end, never waiting for
    another, so a slow webhook does not hold the team's e-mails (no round barrier)."""

    def __init__(
        self, engine: Engine, settings: DeliverySettings, identity: SenderIdentity | None = None
    ) -> None:
        self.store = OutboxStore(engine, settings)
        self.settings = settings
        if identity is None and settings.sends_email:
            identity = load_identity(settings.content_dir)
        self.sender = Sender(settings, identity)
        self.stopping = threading.Event()
        self.wake = threading.Event()
        self.thread: threading.Thread | None = None
        # The configured destinations, and one more lane for those no longer configured.
        self.lanes: tuple[str, ...] = (TEAM, VISITOR, *self.sender.webhooks)
        self.in_flight: dict[Future[str], tuple[str | None, Claimed]] = {}
        self.lock = threading.Lock()
        self.pool = ThreadPoolExecutor(
            settings.concurrency * (len(self.lanes) + 1), thread_name_prefix="delivery"
        )

    # ---- sends -------------------------------------------------------------------------------

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

    def _done(self, future: Future[str]) -> None:
        with self.lock:
            self.in_flight.pop(future, None)
        if not future.cancelled() and future.exception() is not None:
            log.error("delivery send failed: %r", future.exception())
        self.wake.set()

    def _free(self, lane: str | None) -> int:
        with self.lock:
            busy = sum(1 for owner, _ in self.in_flight.values() if owner == lane)
        return self.settings.concurrency - busy

    def fill(self) -> int:
        """Claims, for each lane with room, what is due for it and starts sending; returns how
        many were started. Does not wait for any send."""
        started = 0
        for lane in (*self.lanes, None):
            room = self._free(lane)
            if room <= 0 or self.stopping.is_set():
                continue
            if lane is None:
                claimed = self.store.claim(room, besides=self.lanes)
            else:
                claimed = self.store.claim(room, only=lane)
            for item in claimed:
                future = self.pool.submit(self._deliver, item)
                with self.lock:
                    self.in_flight[future] = (lane, item)
                future.add_done_callback(self._done)
            started += len(claimed)
        return started

    def run_once(self) -> int:
        """One fill, then waits for the sends it started (tests and `deliveries run --once`)."""
        started = self.fill()
        with self.lock:
            futures = list(self.in_flight)
        for future in futures:
            future.result()
        return started

    # ---- the loop ----------------------------------------------------------------------------

    def run(self) -> None:
        """Until `stop()`: rounds back to back while there is work, else one poll interval apart."""
        down = False
        while not self.stopping.is_set():
            try:
                tried = self.fill()
                if down:
                    log.info("delivery worker: the database answers again")
                down = False
            except SQLAlchemyError as exc:  # down, or not migrated yet: try again, say it once
                if not down:
                    log.warning("delivery worker: database error (%s), retrying", type(exc).__name__)
                down = True
                tried = 0
            if not tried:
                # Woken early when a send ends (its lane has room again) or on stop().
                self.wake.wait(self.settings.poll_seconds)
                self.wake.clear()

    def start(self) -> DeliveryWorker:
        self.thread = threading.Thread(target=self.run, name="delivery-worker", daemon=True)
        self.thread.start()
        return self

    def stop(self, timeout: float = 10) -> None:
        """Stops claiming; waits for sends in flight (at most `timeout`), releases what was not sent."""
        self.stopping.set()
        self.wake.set()
        if self.thread is not None:
            self.thread.join(timeout)
        deadline = time.monotonic() + timeout
        with self.lock:
            pending = dict(self.in_flight)
        unsent = [item for future, (_, item) in pending.items() if future.cancel()]
        # A send still running at the deadline keeps its lease: it is tried again when that ends.
        for future in pending:
            if not future.cancelled():
                with contextlib.suppress(Exception):
                    future.result(max(0.0, deadline - time.monotonic()))
        self.store.release(unsent)
        self.pool.shutdown(wait=False, cancel_futures=True)
        self.sender.close()
