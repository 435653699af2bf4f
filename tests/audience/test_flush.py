"""Counts reach the database whatever happens to it, and several processes add up."""

from __future__ import annotations

import datetime as dt
import logging
import time
from pathlib import Path

import httpx2 as httpx
import pytest
from sqlalchemy import create_engine

from bibliotheque.audience.counters import Key
from bibliotheque.leads.store import LeadStore
from bibliotheque.settings.server import LeadSettings
from tests.audience.conftest import BROWSER, make_endpoint, stored
from tests.leads.live_server import LiveServer
from tests.leads.postgres import TemporaryPostgres
from tests.server.tiny_site import write_tiny_site

VIEW = {"event": "page_view", "path": "/fr/article/un", "lang": "fr"}


def test_a_database_away_keeps_the_counts_until_it_is_back(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the database's folder should be")
    endpoint = make_endpoint(f"sqlite:///{blocker / 'leads.sqlite3'}")
    assert endpoint.send(VIEW) == 204  # the endpoint never waits for the database
    with caplog.at_level(logging.WARNING, "bibliotheque.audience"):
        assert not endpoint.audience.flusher.flush()
    assert "1 counters kept in memory" in caplog.text
    assert endpoint.send(VIEW) == 204
    blocker.unlink()  # the folder can be made: the database is back
    assert endpoint.audience.flusher.flush()
    assert stored(endpoint.store.engine) == {("/fr/article/un", "fr", "page_view", ""): 2}
    endpoint.store.close()


def test_memory_is_bounded_while_the_database_is_away(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("")
    endpoint = make_endpoint(f"sqlite:///{blocker / 'leads.sqlite3'}", max_pending=100)
    counters = endpoint.audience.counters
    counters.max_pending = 2
    for event, detail in [("page_view", ""), ("modal_opened", "time"), ("modal_opened", "exit")]:
        counters.add(_key(event, detail))
    assert not endpoint.audience.flusher.flush()
    counters.give_back({_key("cta_clicked", "audit"): 4, _key("page_view", ""): 2})
    assert counters.counts == {_key("page_view", ""): 3, _key("modal_opened", "time"): 1}
    assert counters.dropped == 5
    blocker.unlink()
    with caplog.at_level(logging.WARNING, "bibliotheque.audience"):
        assert endpoint.audience.flusher.flush()
    assert "5 events dropped" in caplog.text
    endpoint.store.close()


def _key(event: str, detail: str) -> Key:
    return Key(dt.date(2026, 11, 23), "/fr", "fr", event, detail)


def test_two_processes_add_up_on_postgresql(postgres: TemporaryPostgres) -> None:
    url = postgres.create_database()
    first, second = make_endpoint(url), make_endpoint(url)
    for _ in range(3):
        first.send(VIEW)
    second.send(VIEW)
    second.send({"event": "cta_clicked", "path": "/en", "lang": "en", "detail": "consulting"})
    assert first.audience.flusher.flush() and second.audience.flusher.flush()
    second.send(VIEW)
    assert second.audience.flusher.flush()
    assert stored(first.store.engine) == {
        ("/fr/article/un", "fr", "page_view", ""): 5,
        ("/en", "en", "cta_clicked", "consulting"): 1,
    }
    first.store.close()
    second.store.close()


def test_two_served_processes_on_one_database_add_up(tmp_path: Path, postgres: TemporaryPostgres) -> None:
    """`bibliotheque serve` twice: one flushes every 0.2 s, the other only when it stops (SIGTERM)."""
    dist = write_tiny_site(tmp_path / "dist")
    url = postgres.create_database()
    base = {"DATABASE_URL": url, "LEADS_RATE_LIMITS": "1000/minute"}
    quick = LiveServer(dist, tmp_path, {**base, "AUDIENCE_FLUSH_SECONDS": "0.2"}).start()
    slow = LiveServer(dist, tmp_path, {**base, "AUDIENCE_FLUSH_SECONDS": "3600"}).start()
    engine = create_engine(LeadSettings(database_url=url).database_url)
    try:
        headers = {"content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER}
        for server, times in ((quick, 3), (slow, 2)):
            for _ in range(times):
                response = httpx.post(f"{server.url}/api/events", json=VIEW, headers=headers)
                assert response.status_code == 204, response.text
        deadline = time.monotonic() + 10
        while stored(engine).get(("/fr/article/un", "fr", "page_view", "")) != 3:
            assert time.monotonic() < deadline, f"quick flush not seen: {stored(engine)}"
            time.sleep(0.05)
        slow.stop()  # its counts are written at shutdown
        assert stored(engine) == {("/fr/article/un", "fr", "page_view", ""): 5}, slow.log()
    finally:
        quick.stop()
        slow.stop()
        engine.dispose()


def test_the_store_migrates_before_the_first_flush(tmp_path: Path) -> None:
    """A fresh database (no tables yet) gets its schema from the flush itself."""
    url = f"sqlite:///{tmp_path / 'fresh.sqlite3'}"
    endpoint = make_endpoint(url)
    endpoint.send(VIEW)
    assert endpoint.audience.flusher.flush()
    store = LeadStore.open(LeadSettings(database_url=url))
    assert stored(store.engine) == {("/fr/article/un", "fr", "page_view", ""): 1}
    store.close()
    endpoint.store.close()


ATTACK_ROWS = 30_250  # distinct counters an attack made in 20 s (issue 37)


def test_a_day_holds_at_most_max_rows_per_event(database_url: str, caplog: pytest.LogCaptureFixture) -> None:
    """Were an unknown detail ever let through, the attack's rows would stop at the cap."""
    endpoint = make_endpoint(database_url, max_rows_per_day=1000)
    counters, flusher = endpoint.audience.counters, endpoint.audience.flusher
    day = dt.date(2026, 11, 28)
    for n in range(ATTACK_ROWS):
        counters.add(Key(day, "/fr", "fr", "tool_started", f"junk-{n}"), 1 + (n == 7))
    counters.add(Key(day, "/fr", "fr", "page_view", ""))  # another event: its own cap
    with caplog.at_level(logging.WARNING, "bibliotheque.audience"):
        assert flusher.flush()
    assert f"{ATTACK_ROWS - 1000} events not counted" in caplog.text
    rows = stored(endpoint.store.engine)
    assert len([key for key in rows if key[2] == "tool_started"]) == 1000
    assert rows[("/fr", "fr", "tool_started", "junk-7")] == 2  # the most counted got in first
    assert rows[("/fr", "fr", "page_view", "")] == 1
    # A full day: its rows still count, new ones are left out; the next day starts empty.
    kept = next(key for key in rows if key[2] == "tool_started" and key[3] != "junk-7")
    counters.add(Key(day, *kept))
    counters.add(Key(day, "/fr", "fr", "tool_started", "junk-new"))
    counters.add(Key(day + dt.timedelta(days=1), "/fr", "fr", "tool_started", "junk-new"))
    assert flusher.flush()
    after = stored(endpoint.store.engine)
    assert after[kept] == rows[kept] + 1
    assert after[("/fr", "fr", "tool_started", "junk-new")] == 1  # the next day's only
    assert len([key for key in after if key[2] == "tool_started"]) == 1001
    endpoint.store.close()
