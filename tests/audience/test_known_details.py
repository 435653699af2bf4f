"""The real server counts tool events only for the built site's tools, from their pages (issue 37)."""

from __future__ import annotations

import json
import time
from collections import Counter
from pathlib import Path

import httpx2 as httpx
from sqlalchemy import create_engine

from tests.audience.conftest import BROWSER, stored
from tests.conftest import BuiltSite
from tests.leads.live_server import LiveServer

JUNK_EVENTS = 1_500  # an attack sent 30,250 in 20 s, each a new slug: each was a new row


def test_invented_tool_slugs_are_refused_and_make_no_row(built: BuiltSite, tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'leads.sqlite3'}"
    env = {"DATABASE_URL": url, "AUDIENCE_RATE_LIMITS": "100000/minute", "AUDIENCE_FLUSH_SECONDS": "0.1"}
    headers = {"content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER}
    page = {"path": "/fr/tool/outil-test", "lang": "fr"}
    with LiveServer(built.dist, tmp_path, env) as server, httpx.Client(base_url=server.url) as client:

        def send(event: str, detail: str, **where: str) -> int:
            body = json.dumps({"event": event, **page, **where, "detail": detail})
            return client.post("/api/events", content=body, headers=headers).status_code

        statuses = Counter(send("tool_started", f"outil-{n}") for n in range(JUNK_EVENTS))
        assert statuses == {422: JUNK_EVENTS}
        assert send("tool_finished", "outil-test", path="/fr") == 422  # a real tool, not its page
        assert send("tool_started", "outil-test") == 204
        assert send("tool_finished", "outil-test") == 204
        engine = create_engine(url)
        deadline = time.monotonic() + 10
        while len(stored(engine)) < 2:
            assert time.monotonic() < deadline, server.log()
            time.sleep(0.05)
        assert stored(engine) == {
            ("/fr/tool/outil-test", "fr", "tool_started", "outil-test"): 1,
            ("/fr/tool/outil-test", "fr", "tool_finished", "outil-test"): 1,
        }
        engine.dispose()
