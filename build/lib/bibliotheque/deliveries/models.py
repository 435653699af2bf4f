"""The outbox: one `deliveries` row per lead and destination, and the attempts made for it.

The tables share the leads' metadata (one Alembic history, `bibliotheque.db:migrations`).
"""

from __future__ import annotations

import datetime as dt
import uuid
from typing import Any, Literal

from sqlalchemy import JSON, ForeignKey, Index, Integer, String, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from bibliotheque.db.base import Base, UTCDateTime

Status = Literal["pending", "delivered", "failed"]
STATUSES: tuple[Status, ...] = ("pending", "delivered", "failed")


class Delivery(Base):
    """One lead to one destination (`email:team`, `email:visitor`, `webhook:<name>`)."""

    __tablename__ = "deliveries"
    __table_args__ = (Index("ix_deliveries_status_next_attempt_at", "status", "next_attempt_at"),)

    # Also the webhook-id and the e-mail's Message-ID: stable across retries.
    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True)
    lead_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("leads.id", ondelete="CASCADE", name="fk_deliveries_lead_id_leads"), index=True
    )
    destination: Mapped[str] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(16))
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime)
    # Start of the current retry window (creation, or the last `deliveries retry`).
    window_start: Mapped[dt.datetime] = mapped_column(UTCDateTime)
    # Due time; while a worker holds the row, the end of its lease.
    next_attempt_at: Mapped[dt.datetime] = mapped_column(UTCDateTime)
    claim: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    last_attempt_at: Mapped[dt.datetime | None] = mapped_column(UTCDateTime)
    last_error: Mapped[str | None] = mapped_column(String(300))
    delivered_at: Mapped[dt.datetime | None] = mapped_column(UTCDateTime)
    # The lead as delivered (its address included): cleared once delivered, erased with the lead.
    payload: Mapped[dict[str, Any] | None] = mapped_column(JSON)


class DeliveryAttempt(Base):
    """One try: when, how it ended, the receiver's status code, an error without personal data."""

    __tablename__ = "delivery_attempts"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    delivery_id: Mapped[uuid.UUID] = mapped_column(
        Uuid,
        ForeignKey("deliveries.id", ondelete="CASCADE", name="fk_delivery_attempts_delivery_id_deliveries"),
        index=True,
    )
    at: Mapped[dt.datetime] = mapped_column(UTCDateTime)
    outcome: Mapped[str] = mapped_column(String(16))
    status_code: Mapped[int | None] = mapped_column(Integer)
    error: Mapped[str | None] = mapped_column(String(300))
    duration_ms: Mapped[int] = mapped_column(Integer)
