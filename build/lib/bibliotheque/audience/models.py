"""The audience counters, in the leads' metadata. Counters only: no visitor, address or identifier."""

from __future__ import annotations

import datetime as dt
from typing import Literal, get_args

from sqlalchemy import Date, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from bibliotheque.db.base import Base

# The events the client may report (`POST /api/events`); any other name is refused.
EventName = Literal[
    "page_view",
    "form_shown",
    "modal_opened",
    "tool_started",
    "tool_finished",
    "cta_clicked",
]
EVENTS: tuple[str, ...] = get_args(EventName)


class AudienceCount(Base):
    """How many times `event` happened on `path` in `lang` on `day` (UTC).

    `detail` narrows the event where the dashboard needs it: the modal's trigger, the tool's slug,
    the call to action (trial, audit, consulting); it is "" when the event has none.
    Several server processes add their in-memory counts to the same row (an upsert), so they add up.
    """

    __tablename__ = "audience_counts"

    day: Mapped[dt.date] = mapped_column(Date, primary_key=True)
    path: Mapped[str] = mapped_column(String(512), primary_key=True)
    lang: Mapped[str] = mapped_column(String(2), primary_key=True)
    event: Mapped[str] = mapped_column(String(32), primary_key=True)
    detail: Mapped[str] = mapped_column(String(64), primary_key=True, default="")
    count: Mapped[int] = mapped_column(Integer)
