"""The outbox: deliveries written with their lead, claimed by workers, their attempts recorded.

Claiming is one statement, `UPDATE … WHERE id IN (SELECT … LIMIT n) RETURNING`: on PostgreSQL the
inner select takes `FOR UPDATE SKIP LOCKED`, so concurrent workers never claim the same row; on
SQLite writes are serialised, so the statement is atomic. A claimed row's `next_attempt_at` moves
to the end of a lease: if its worker dies, the row is due again when the lease is over.
"""

from __future__ import annotations

import datetime as dt
import random
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    ColumnElement,
    Connection,
    Engine,
    and_,
    bindparam,
    delete,
    func,
    insert,
    select,
    update,
)

from bibliotheque.deliveries.labels import confirmation_for
from bibliotheque.deliveries.models import Delivery, DeliveryAttempt
from bibliotheque.deliveries.outcome import Outcome
from bibliotheque.deliveries.payload import lead_payload
from bibliotheque.deliveries.settings import DeliverySettings
from bibliotheque.forms.schemas import FormKind

DELIVERIES = Delivery.metadata.tables["deliveries"]
ATTEMPTS = DeliveryAttempt.metadata.tables["delivery_attempts"]
TEAM = "email:team"
VISITOR = "email:visitor"


@dataclass(frozen=True)
class Claimed:
    id: uuid.UUID
    lead_id: uuid.UUID
    destination: str
    attempts: int
    window_start: dt.datetime
    claim: uuid.UUID
    payload: dict[str, Any]


def destinations(settings: DeliverySettings, form_kind: FormKind) -> list[str]:
    """Where a lead of this form goes, given the settings."""
    names: list[str] = []
    if settings.sends_email and settings.team_to:
        names.append(TEAM)
    if settings.sends_email and settings.visitor_confirmation and confirmation_for(form_kind) is not None:
        names.append(VISITOR)
    names += [f"webhook:{hook.name}" for hook in settings.webhooks]
    return names


def retry_delay(settings: DeliverySettings, attempts: int, rng: random.Random) -> float:
    """Exponential backoff with jitter: base × 2^(attempts−1), capped, then 50–100 % of it."""
    delay = min(settings.retry_max_seconds, settings.retry_base_seconds * 2 ** min(attempts - 1, 30))
    return float(delay * rng.uniform(0.5, 1.0))


class Outbox:
    """Given to `LeadStore`: writes a lead's deliveries in the transaction that stores it."""

    def __init__(self, settings: DeliverySettings, base_url: str) -> None:
        self.settings = settings
        self.base_url = base_url

    # ---- written with the lead ---------------------------------------------------------------

    def enqueue(
        self, connection: Connection, lead_id: uuid.UUID, row: dict[str, Any], now: dt.datetime
    ) -> int:
        """Inside the lead's transaction: one pending row per destination. Returns how many."""
        names = destinations(self.settings, row["form_kind"])
        if not names:
            return 0
        payload = lead_payload(lead_id, row, self.base_url)
        connection.execute(
            insert(DELIVERIES),
            [
                {
                    "id": uuid.uuid4(),
                    "lead_id": lead_id,
                    "destination": name,
                    "status": "pending",
                    "created_at": now,
                    "window_start": now,
                    "next_attempt_at": now,
                    "attempts": 0,
                    "payload": payload,
                }
                for name in names
            ],
        )
        return len(names)


class OutboxStore:
    """What workers and the `deliveries` commands do with the rows."""

    def __init__(self, engine: Engine, settings: DeliverySettings) -> None:
        self.engine = engine
        self.settings = settings
        self.rng = random.Random()

    def claim(
        self,
        limit: int,
        now: dt.datetime | None = None,
        *,
        only: str | None = None,
        besides: Sequence[str] = (),
    ) -> list[Claimed]:
        """Up to `limit` due deliveries, leased to the caller: of destination `only` if given,
        else of any destination not in `besides`."""
        now = now or dt.datetime.now(dt.UTC)
        token = uuid.uuid4()
        where = [DELIVERIES.c.status == "pending", DELIVERIES.c.next_attempt_at <= now]
        if only is not None:
            where.append(DELIVERIES.c.destination == only)
        elif besides:
            where.append(DELIVERIES.c.destination.not_in(besides))
        due = select(DELIVERIES.c.id).where(*where).order_by(DELIVERIES.c.next_attempt_at).limit(limit)
        if self.engine.dialect.name == "postgresql":
            due = due.with_for_update(skip_locked=True)
        lease_end = now + dt.timedelta(seconds=self.settings.lease_seconds)
        statement = (
            update(DELIVERIES)
            .where(DELIVERIES.c.id.in_(due.scalar_subquery()))
            .values(next_attempt_at=lease_end, claim=token)
            .returning(
                DELIVERIES.c.id,
                DELIVERIES.c.lead_id,
                DELIVERIES.c.destination,
                DELIVERIES.c.attempts,
                DELIVERIES.c.window_start,
                DELIVERIES.c.payload,
            )
        )
        with self.engine.begin() as connection:
            rows = connection.execute(statement).all()
        return [
            Claimed(r.id, r.lead_id, r.destination, r.attempts, r.window_start, token, r.payload)
            for r in rows
        ]

    def record(self, claimed: Claimed, outcome: Outcome, started: dt.datetime, duration_ms: int) -> str:
        """Stores the attempt and the row's new state; returns that state."""
        now = dt.datetime.now(dt.UTC)
        attempts = claimed.attempts + 1
        values: dict[str, Any] = {
            "attempts": attempts,
            "last_attempt_at": started,
            "last_error": outcome.error,
            "claim": None,
        }
        if outcome.result == "delivered":
            values |= {"status": "delivered", "delivered_at": now, "payload": None}
        else:
            retry_at = now + dt.timedelta(seconds=retry_delay(self.settings, attempts, self.rng))
            too_old = retry_at > claimed.window_start + dt.timedelta(hours=self.settings.max_age_hours)
            if outcome.result == "permanent" or too_old:
                values |= {"status": "failed"}
            else:
                values |= {"status": "pending", "next_attempt_at": retry_at}
        with self.engine.begin() as connection:
            # Only the holder of the claim writes (a worker whose lease ran out does not).
            updated = connection.execute(
                update(DELIVERIES)
                .where(DELIVERIES.c.id == claimed.id, DELIVERIES.c.claim == claimed.claim)
                .values(**values)
            ).rowcount
            if updated:
                connection.execute(
                    insert(ATTEMPTS).values(
                        delivery_id=claimed.id,
                        at=started,
                        outcome=outcome.result,
                        status_code=outcome.status_code,
                        error=outcome.error,
                        duration_ms=duration_ms,
                    )
                )
        return str(values["status"]) if updated else "lost-claim"

    def release(self, claimed: Sequence[Claimed]) -> None:
        """Claimed but never tried (shutdown): due again now."""
        if not claimed:
            return
        with self.engine.begin() as connection:
            connection.execute(
                update(DELIVERIES)
                .where(DELIVERIES.c.id == bindparam("rid"), DELIVERIES.c.claim == bindparam("token"))
                .values(next_attempt_at=dt.datetime.now(dt.UTC), claim=None),
                [{"rid": c.id, "token": c.claim} for c in claimed],
            )

    # ---- operations --------------------------------------------------------------------------

    def rows(self, status: str | None = None, limit: int = 100) -> list[dict[str, Any]]:
        columns = [c for c in DELIVERIES.c if c.name not in ("payload", "claim")]
        query = select(*columns).order_by(DELIVERIES.c.created_at.desc(), DELIVERIES.c.id).limit(limit)
        if status:
            query = query.where(DELIVERIES.c.status == status)
        with self.engine.connect() as connection:
            return [dict(r._mapping) for r in connection.execute(query)]

    def attempts(self, delivery_id: uuid.UUID) -> list[dict[str, Any]]:
        query = select(ATTEMPTS).where(ATTEMPTS.c.delivery_id == delivery_id).order_by(ATTEMPTS.c.id)
        with self.engine.connect() as connection:
            return [dict(r._mapping) for r in connection.execute(query)]

    def retry(self, ids: Sequence[uuid.UUID] = (), *, all_failed: bool = False) -> int:
        """Failed (or pending) rows due now, with a new retry window. Delivered rows stay."""
        now = dt.datetime.now(dt.UTC)
        where: list[ColumnElement[bool]] = [DELIVERIES.c.status.in_(("failed", "pending"))]
        if all_failed:
            where = [DELIVERIES.c.status == "failed"]
        else:
            where.append(DELIVERIES.c.id.in_(list(ids)))
        with self.engine.begin() as connection:
            result = connection.execute(
                update(DELIVERIES)
                .where(and_(*where))
                .values(status="pending", next_attempt_at=now, window_start=now, claim=None)
            )
        return int(result.rowcount)

    def stats(self) -> dict[str, Any]:
        count = func.count()
        with self.engine.connect() as connection:
            by = connection.execute(
                select(DELIVERIES.c.destination, DELIVERIES.c.status, count)
                .group_by(DELIVERIES.c.destination, DELIVERIES.c.status)
                .order_by(DELIVERIES.c.destination, DELIVERIES.c.status)
            ).all()
            oldest = connection.execute(
                select(func.min(DELIVERIES.c.created_at)).where(DELIVERIES.c.status == "pending")
            ).scalar_one()
        return {"by": [(d, s, int(n)) for d, s, n in by], "oldest_pending": oldest}


def delete_for_leads(connection: Connection, lead_ids: Any) -> int:
    """Erases the deliveries (payloads and attempts) of these leads, inside the caller's transaction.

    `lead_ids` is a list or a select of ids. The foreign keys cascade on PostgreSQL; SQLite does not
    enforce them, so the rows are deleted explicitly on both.
    """
    ids = select(DELIVERIES.c.id).where(DELIVERIES.c.lead_id.in_(lead_ids))
    connection.execute(delete(ATTEMPTS).where(ATTEMPTS.c.delivery_id.in_(ids)))
    return int(connection.execute(delete(DELIVERIES).where(DELIVERIES.c.lead_id.in_(lead_ids))).rowcount)
