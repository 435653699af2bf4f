"""`bibliotheque serve` with destinations: the worker runs in the server, survives a SIGKILL, and
never slows `POST /api/leads`."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path

import httpx2 as httpx
import pytest

from bibliotheque.built_site import SiteManifest
from tests.deliveries.conftest import CONTENT
from tests.deliveries.receivers import SECRET, WebhookReceiver, wait_for
from tests.leads.factory import lead_payload
from tests.leads.live_server import LiveServer
from tests.leads.load import fire

LEADS = 500


@pytest.fixture
def tiny_dist(tmp_path: Path) -> Path:
    """A built site with no page: enough for the server (the API is what is tested)."""
    dist = tmp_path / "dist"
    dist.mkdir()
    SiteManifest(
        families=[], redirects={}, script_hashes={}, langs=["fr", "en"], lead_retention_years=3
    ).write(dist)
    return dist


def _env(database: Path, receiver: WebhookReceiver | None, **extra: str) -> dict[str, str]:
    env = {
        "DATABASE_URL": f"sqlite:///{database}",
        "LEADS_RATE_LIMITS": "100000/minute",
        "DELIVERY_CONTENT_DIR": str(CONTENT),
        "DELIVERY_ALLOW_HTTP_WEBHOOKS": "true",
        "DELIVERY_POLL_SECONDS": "0.1",
        "DELIVERY_RETRY_BASE_SECONDS": "0.1",
        "DELIVERY_RETRY_MAX_SECONDS": "0.5",
        **extra,
    }
    if receiver is not None:
        env["DELIVERY_WEBHOOKS"] = json.dumps([{"name": "crm", "url": receiver.url, "secret": SECRET}])
    return env


def test_a_sigkill_during_delivery_of_500_leads_delivers_every_one_after_restart(
    tiny_dist: Path, tmp_path: Path, hooks: Callable[..., WebhookReceiver]
) -> None:
    receiver = hooks(delay=0.02)
    env = _env(
        tmp_path / "leads.sqlite3", receiver, DELIVERY_LEASE_SECONDS="3", DELIVERY_WEBHOOK_TIMEOUT_SECONDS="2"
    )
    server = LiveServer(tiny_dist, tmp_path, env).start()
    try:
        outcomes = fire(server.url, [(n, lead_payload(n)) for n in range(LEADS)], clients=10)
        acknowledged = {o.lead_id for o in outcomes if o.status == 201}
        assert len(acknowledged) == LEADS
        wait_for(lambda: len(receiver.accepted()) >= 50, what="deliveries to be under way")
        server.kill()
    finally:
        server.stop()
    at_kill = len({r.json()["data"]["id"] for r in receiver.accepted()})
    assert at_kill < LEADS, "everything was delivered before the kill: the test proves nothing"
    with LiveServer(tiny_dist, tmp_path, env) as restarted:
        wait_for(
            lambda: {r.json()["data"]["id"] for r in receiver.accepted()} >= acknowledged,
            timeout=120,
            what="every lead at the receiver",
        )
        log = restarted.log()
    delivered = [r.json()["data"]["id"] for r in receiver.accepted()]
    assert set(delivered) == acknowledged and all(r.verified for r in receiver.received)
    print(f"delivered {at_kill} before the SIGKILL; {len(delivered) - LEADS} duplicate(s) after the restart")
    assert "claire.martin" not in log and SECRET not in log


def test_post_never_waits_for_a_destination_that_takes_5_seconds(
    tiny_dist: Path, tmp_path: Path, hooks: Callable[..., WebhookReceiver]
) -> None:
    receiver = hooks(delay=5)
    env = _env(tmp_path / "leads.sqlite3", receiver, DELIVERY_WEBHOOK_TIMEOUT_SECONDS="10")
    with LiveServer(tiny_dist, tmp_path, env) as server, httpx.Client(base_url=server.url) as http:
        latencies = []
        for n in range(20):
            started = time.perf_counter()
            response = http.post("/api/leads", json=lead_payload(n))
            latencies.append(time.perf_counter() - started)
            assert response.status_code == 201
        wait_for(lambda: len(receiver.received) >= 1, timeout=15, what="a first slow delivery")
    assert max(latencies) < 1.0, latencies


def test_without_destinations_the_server_says_so_once(tiny_dist: Path, tmp_path: Path) -> None:
    with LiveServer(tiny_dist, tmp_path, _env(tmp_path / "leads.sqlite3", None)) as server:
        httpx.post(f"{server.url}/api/leads", json=lead_payload())
        log = server.log()
    assert log.count("no delivery destination configured") == 1, log
