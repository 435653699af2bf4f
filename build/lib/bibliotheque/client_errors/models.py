"""The `client_errors` table, in the leads' metadata: what failed, where, in which release.

No visitor data: no address, no user agent, no identifier; the page is a path without its query
string, and e-mail-like strings are replaced before anything is stored (`scrub`).
"""

from __future__ import annotations

import datetime as dt

from sqlalchemy import Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from bibliotheque.db.base import Base, UTCDateTime

MESSAGE_CHARS = 500
STACK_CHARS = 8000
PAGE_CHARS = 512
RELEASE_CHARS = 64


class ClientError(Base):
    """One report of the crash screen."""

    __tablename__ = "client_errors"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    received_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, index=True)
    message: Mapped[str] = mapped_column(String(MESSAGE_CHARS))
    stack: Mapped[str] = mapped_column(Text)
    page: Mapped[str] = mapped_column(String(PAGE_CHARS))
    release: Mapped[str] = mapped_column(String(RELEASE_CHARS))
