"""The `leads` table, as a SQLAlchemy 2 model. Schema changes go through `db/migrations/`."""

from __future__ import annotations

import datetime as dt
import uuid
from typing import Any

from sqlalchemy import JSON, Integer, String, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from bibliotheque.db.base import Base, UTCDateTime


class Lead(Base):
    """One e-mail address left in one form, with where and why it was left."""

    __tablename__ = "leads"

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True)
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, index=True)
    email: Mapped[str] = mapped_column(String(320))
    # The address in lower case (Python's, which SQLite's lower() is not): erasure looks it up.
    email_lower: Mapped[str] = mapped_column(String(320), index=True)
    form_kind: Mapped[str] = mapped_column(String(16), index=True)
    trigger: Mapped[str | None] = mapped_column(String(64))
    page_path: Mapped[str] = mapped_column(String(512))
    lang: Mapped[str] = mapped_column(String(2))
    article_slug: Mapped[str | None] = mapped_column(String(80))
    category_slug: Mapped[str | None] = mapped_column(String(80))
    sector_slug: Mapped[str | None] = mapped_column(String(80))
    guide_slug: Mapped[str | None] = mapped_column(String(80))
    tool_slug: Mapped[str | None] = mapped_column(String(80))
    tool_answers: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    tool_score: Mapped[int | None] = mapped_column(Integer)
    resource_slug: Mapped[str | None] = mapped_column(String(80))
    utm_source: Mapped[str | None] = mapped_column(String(200))
    utm_medium: Mapped[str | None] = mapped_column(String(200))
    utm_campaign: Mapped[str | None] = mapped_column(String(200))
    utm_term: Mapped[str | None] = mapped_column(String(200))
    utm_content: Mapped[str | None] = mapped_column(String(200))
    # sha256 of the submission; cleared once the idempotency window is over so that the same
    # submission later makes a new lead. Unique: two racing requests cannot both insert.
    idempotency_key: Mapped[str | None] = mapped_column(String(64), unique=True)


# Columns in export order (the CSV header), shared by `export` and the tests.
EXPORT_COLUMNS: tuple[str, ...] = tuple(
    c.name for c in Lead.__table__.columns if c.name not in ("email_lower", "idempotency_key")
)
