"""The `leads` table, as SQLAlchemy 2 models. Schema changes go through `migrations/`."""

from __future__ import annotations

import datetime as dt
import uuid
from typing import Any

from sqlalchemy import JSON, DateTime, Integer, MetaData, String, Uuid
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column
from sqlalchemy.types import TypeDecorator


class UTCDateTime(TypeDecorator[dt.datetime]):
    """Aware UTC datetimes on every database (SQLite stores them without an offset)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: dt.datetime | None, dialect: Dialect) -> dt.datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime: leads store aware UTC times")
        utc = value.astimezone(dt.UTC)
        return utc.replace(tzinfo=None) if dialect.name == "sqlite" else utc

    def process_result_value(self, value: dt.datetime | None, dialect: Dialect) -> dt.datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=dt.UTC) if value.tzinfo is None else value.astimezone(dt.UTC)


class Base(DeclarativeBase):
    # Named constraints, so that migrations can refer to them on every database.
    metadata = MetaData(
        naming_convention={
            "ix": "ix_%(table_name)s_%(column_0_N_name)s",
            "uq": "uq_%(table_name)s_%(column_0_N_name)s",
            "pk": "pk_%(table_name)s",
        }
    )


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
