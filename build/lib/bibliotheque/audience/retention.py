"""How long the counters are kept: `audience_retention_months` of content/site.yaml (CNIL: at most
25 months for audience measurement exempt from consent), applied by `bibliotheque leads purge`."""

from __future__ import annotations

import calendar
import datetime as dt

from sqlalchemy import Engine, delete

from bibliotheque.audience.models import AudienceCount


def months_before(day: dt.date, months: int) -> dt.date:
    """The same day `months` earlier (the month's last day when it has fewer days)."""
    index = day.year * 12 + day.month - 1 - months
    year, month = divmod(index, 12)
    return dt.date(year, month + 1, min(day.day, calendar.monthrange(year, month + 1)[1]))


def purge_counts(engine: Engine, months: int, today: dt.date | None = None) -> tuple[int, dt.date]:
    """Deletes the counters of days before the cut-off; returns how many rows and the cut-off."""
    cutoff = months_before(today or dt.datetime.now(dt.UTC).date(), months)
    with engine.begin() as connection:
        result = connection.execute(delete(AudienceCount).where(AudienceCount.day < cutoff))
    return int(result.rowcount), cutoff
