"""The real server (`bibliotheque serve`, Granian on 127.0.0.1) under load, after a crash, and
against clients that lie about their address."""

from __future__ import annotations

import socket
import sqlite3
import time
from collections import Counter, defaultdict
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import httpx2 as httpx
import pytest

from tests.conftest import BuiltSite
from tests.leads.conftest import NO_LIMIT
from tests.leads.factory import exported, lead_payload
from tests.leads.live_server import LiveServer
from tests.leads.load import Job, Outcome, fire

LEADS = 2_000
CLIENTS = 50


def test_2000_leads_from_50_clients_are_each_stored_once(
    built: BuiltSite, database_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Every tenth lead is sent a second time right behind the first: two clients race with it.
    jobs: list[Job] = []
    for n in range(LEADS):
        jobs.append((n, lead_payload(n)))
        if n % 10 == 0:
            jobs.append((n, lead_payload(n)))
    # Correctness under load, not latency: a loaded CI machine must not turn slow commits into 503s.
    env = {
        "DATABASE_URL": database_url,
        "LEADS_RATE_LIMITS": "1000/minute",
        "LEADS_DB_STATEMENT_TIMEOUT": "120",
        "LEADS_DB_LOCK_TIMEOUT": "120",
    }
    with LiveServer(built.dist, tmp_path, env) as server:
        started = time.perf_counter()
        outcomes = fire(server.url, jobs, clients=CLIENTS)
        elapsed = time.perf_counter() - started
    assert Counter(o.status for o in outcomes) == {201: LEADS, 200: LEADS // 10}, server.log()
    ids_by_job: dict[int, set[str | None]] = defaultdict(set)
    for outcome in outcomes:
        ids_by_job[outcome.job].add(outcome.lead_id)
    assert all(len(ids) == 1 for ids in ids_by_job.values())
    rows = exported(capsys, database_url)
    assert len(rows) == LEADS
    assert {row["id"] for row in rows} == {o.lead_id for o in outcomes}
    email_of = {row["id"]: row["email"] for row in rows}
    assert all(email_of[o.lead_id or ""] == lead_payload(o.job)["email"] for o in outcomes)
    print(f"{len(jobs)} requests in {elapsed:.1f} s ({len(jobs) / elapsed:.0f}/s)")


def test_a_sigkill_in_the_middle_of_a_load_loses_no_acknowledged_lead(
    built: BuiltSite, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "leads.sqlite3"
    url = f"sqlite:///{path}"
    env = {"DATABASE_URL": url, "LEADS_RATE_LIMITS": NO_LIMIT}
    server = LiveServer(built.dist, tmp_path, env).start()
    acknowledged: dict[int, str] = {}

    def kill_at_500(outcome: Outcome) -> None:
        if outcome.status == 201 and outcome.lead_id:
            acknowledged[outcome.job] = outcome.lead_id
            if len(acknowledged) == 500:
                server.kill()

    try:
        outcomes = fire(server.url, [(n, lead_payload(n)) for n in range(3_000)], on_outcome=kill_at_500)
    finally:
        server.stop()
    assert server.process is not None and server.process.returncode == -9
    assert any(o.status is None for o in outcomes), "the load should have outlived the server"
    assert len(outcomes) < 3_000

    with LiveServer(built.dist, tmp_path, env) as restarted:
        assert httpx.post(f"{restarted.url}/api/leads", json=lead_payload(99_999)).status_code == 201
    rows = {row["id"]: row for row in exported(capsys, url)}
    missing = [job for job, lead_id in acknowledged.items() if lead_id not in rows]
    assert missing == []
    assert all(rows[lead_id]["email"] == lead_payload(job)["email"] for job, lead_id in acknowledged.items())
    with closing(sqlite3.connect(path)) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]


@pytest.fixture(scope="module")
def limited_server(built: BuiltSite, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """Five leads a minute per client, no trusted proxy."""
    workdir = tmp_path_factory.mktemp("limited")
    env = {"DATABASE_URL": f"sqlite:///{workdir / 'leads.sqlite3'}", "LEADS_RATE_LIMITS": "5/minute"}
    with LiveServer(built.dist, workdir, env) as server:
        yield server


def test_rotating_forwarding_headers_from_an_untrusted_peer_are_still_limited(
    limited_server: LiveServer,
) -> None:
    statuses = []
    for n in range(8):
        spoofed = f"198.51.100.{n}"
        headers = {"x-forwarded-for": spoofed, "x-real-ip": spoofed, "forwarded": f"for={spoofed}"}
        response = httpx.post(f"{limited_server.url}/api/leads", json=lead_payload(n), headers=headers)
        statuses.append(response.status_code)
    assert statuses == [201] * 5 + [429] * 3
    assert int(response.headers["retry-after"]) >= 1
    other = httpx.Client(transport=httpx.HTTPTransport(local_address="127.0.0.9"))
    with other:
        assert other.post(f"{limited_server.url}/api/leads", json=lead_payload(50)).status_code == 201


def test_the_server_log_shows_masked_addresses_only(limited_server: LiveServer) -> None:
    client = httpx.Client(transport=httpx.HTTPTransport(local_address="127.0.0.10"))
    with client:
        assert client.post(f"{limited_server.url}/api/leads", json=lead_payload(77)).status_code == 201
        assert client.post(f"{limited_server.url}/api/leads", json=lead_payload(77)).status_code == 200
        client.post(f"{limited_server.url}/api/leads", json=lead_payload(78, email="claire.martin@nope"))
    time.sleep(0.2)
    log = limited_server.log()
    assert "c***@entreprise.example" in log
    assert "claire.martin" not in log


def test_a_slow_endless_body_is_refused_once_it_passes_16_kb(limited_server: LiveServer) -> None:
    with socket.create_connection(("127.0.0.1", limited_server.port), timeout=10) as sock:
        sock.sendall(
            b"POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Transfer-Encoding: chunked\r\n\r\n"
        )
        for _ in range(17):  # 17 × 1 KB, and the body never ends
            sock.sendall(b"400\r\n" + b" " * 1024 + b"\r\n")
        answer = b""
        while chunk := sock.recv(4096):  # the server closes the connection after answering
            answer += chunk
    assert answer.startswith(b"HTTP/1.1 413 ")
    assert b"body_too_large" in answer
