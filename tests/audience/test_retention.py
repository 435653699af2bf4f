"""The counters are kept `audience_retention_months` (site.yaml), then `leads purge` deletes them."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from bibliotheque.audience.counters import Key, add_counts
from bibliotheque.audience.retention import months_before, purge_counts
from bibliotheque.cli import main
from bibliotheque.leads.store import LeadStore
from bibliotheque.settings.server import LeadSettings
from tests.audience.conftest import stored


def test_months_before_keeps_the_day_or_the_months_last() -> None:
    assert months_before(dt.date(2026, 11, 23), 25) == dt.date(2024, 10, 23)
    assert months_before(dt.date(2026, 3, 31), 1) == dt.date(2026, 2, 28)
    assert months_before(dt.date(2026, 1, 15), 1) == dt.date(2025, 12, 15)


def test_purge_deletes_the_days_before_the_retention(tmp_path: Path) -> None:
    store = LeadStore.open(LeadSettings(database_url=f"sqlite:///{tmp_path / 'leads.sqlite3'}"))
    store.migrate()
    days = [dt.date(2024, 10, 22), dt.date(2024, 10, 23), dt.date(2026, 11, 23)]
    add_counts(store.engine, {Key(day, f"/fr/{day}", "fr", "page_view", ""): 2 for day in days})
    assert purge_counts(store.engine, 25, today=dt.date(2026, 11, 23)) == (1, dt.date(2024, 10, 23))
    assert set(stored(store.engine)) == {(f"/fr/{day}", "fr", "page_view", "") for day in days[1:]}
    store.close()


def test_leads_purge_applies_site_yaml(
    content: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = f"sqlite:///{tmp_path / 'leads.sqlite3'}"
    store = LeadStore.open(LeadSettings(database_url=url))
    store.migrate()
    today = dt.datetime.now(dt.UTC).date()
    add_counts(store.engine, {Key(today - dt.timedelta(days=40), "/fr", "fr", "page_view", ""): 1})
    add_counts(store.engine, {Key(today, "/en", "en", "page_view", ""): 1})
    site = content / "site.yaml"
    site.write_text(
        site.read_text("utf-8").replace("audience_retention_months: 25", "audience_retention_months: 1")
    )
    assert main(["--content", str(content), "leads", "--database-url", url, "purge"]) == 0
    assert "purged 1 audience counter(s)" in capsys.readouterr().out
    assert stored(store.engine) == {("/en", "en", "page_view", ""): 1}
    store.close()
