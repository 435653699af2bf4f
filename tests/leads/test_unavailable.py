"""The site never depends on the lead database (issue 22, point 2), against the real server.

PostgreSQL down at start, PostgreSQL hung (SIGSTOP), a SQLite file that is not a database: pages
answer 200 throughout, `/api/leads` answers 503 with Retry-After within its timeout, and leads are
stored again as soon as the database is back, without a restart.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import httpx2 as httpx
import pytest

from tests.leads.conftest import NO_LIMIT
from tests.leads.factory import lead_payload
from tests.leads.live_server import LiveServer
from tests.leads.postgres import TemporaryPostgres, find_bindir
from tests.server.tiny_site import write_tiny_site


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_tiny_site(tmp_path_factory.mktemp("tiny") / "dist")


@pytest.fixture
def postgres() -> Iterator[TemporaryPostgres]:
    """A server of its own (not started): these tests stop and freeze it."""
    bindir = find_bindir()
    if bindir is None:
        pytest.skip("PostgreSQL server binaries (initdb, pg_ctl) not found: apt-get install postgresql")
    server = TemporaryPostgres(bindir)
    yield server
    if server.data.exists():
        for pid in _processes(server):
            os.kill(pid, signal.SIGCONT)
        server.stop()


def _processes(server: TemporaryPostgres) -> list[int]:
    """The postmaster and its children (backends, checkpointer, …)."""
    postmaster = int((server.data / "postmaster.pid").read_text().split()[0])
    children = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == postmaster:
                children.append(int(entry.name))
    return [postmaster, *children]


def _site_is_up(server: LiveServer) -> None:
    for path in ("/fr", "/fr/article/un", "/api/health"):
        response = httpx.get(server.url + path, timeout=2)
        assert response.status_code == 200, (path, server.log())


def _lead(server: LiveServer, n: int) -> httpx.Response:
    return httpx.post(f"{server.url}/api/leads", json=lead_payload(n), timeout=30)


def _unavailable(response: httpx.Response) -> None:
    assert response.status_code == 503, response.text
    assert int(response.headers["retry-after"]) > 0
    assert response.json()["code"] == "unavailable"


def test_postgresql_down_at_start_then_up(dist: Path, tmp_path: Path, postgres: TemporaryPostgres) -> None:
    env = {"DATABASE_URL": postgres.url(), "LEADS_RATE_LIMITS": NO_LIMIT, "LEADS_DB_CONNECT_TIMEOUT": "2"}
    with LiveServer(dist, tmp_path, env) as server:
        _site_is_up(server)
        _unavailable(_lead(server, 1))
        _unavailable(httpx.get(f"{server.url}/api/ready", timeout=10))
        _site_is_up(server)
        postgres.start()
        response = _lead(server, 2)
        assert response.status_code == 201, server.log()
        assert httpx.get(f"{server.url}/api/ready", timeout=10).json() == {"status": "ready"}
        assert "lead database unavailable" in server.log()


def test_a_hung_postgresql_gives_503_within_the_timeout(
    dist: Path, tmp_path: Path, postgres: TemporaryPostgres
) -> None:
    postgres.start()
    env = {
        "DATABASE_URL": postgres.url(),
        "LEADS_RATE_LIMITS": NO_LIMIT,
        "LEADS_DB_STATEMENT_TIMEOUT": "2",
        "LEADS_READY_TIMEOUT": "1",
    }
    with LiveServer(dist, tmp_path, env) as server:
        assert _lead(server, 1).status_code == 201
        frozen = _processes(postgres)
        for pid in frozen:
            os.kill(pid, signal.SIGSTOP)
        try:
            started = time.monotonic()
            _unavailable(_lead(server, 2))
            waited = time.monotonic() - started
            assert 1.5 < waited < 3.5, waited
            started = time.monotonic()
            _unavailable(httpx.get(f"{server.url}/api/ready", timeout=10))
            assert time.monotonic() - started < 2
            _site_is_up(server)
        finally:
            for pid in frozen:
                os.kill(pid, signal.SIGCONT)
        deadline = time.monotonic() + 20
        while (response := _lead(server, 3)).status_code == 503 and time.monotonic() < deadline:
            time.sleep(0.2)
        assert response.status_code in (200, 201), server.log()


def test_a_broken_sqlite_file_then_a_good_one(dist: Path, tmp_path: Path) -> None:
    path = tmp_path / "leads.sqlite3"
    path.write_bytes(b"this is not a database\n" * 500)
    env = {"DATABASE_URL": f"sqlite:///{path}", "LEADS_RATE_LIMITS": NO_LIMIT}
    with LiveServer(dist, tmp_path, env) as server:
        _site_is_up(server)
        _unavailable(_lead(server, 1))
        path.unlink()
        assert _lead(server, 2).status_code == 201, server.log()
        _site_is_up(server)


def test_an_unusable_wal_index_is_an_error_not_a_crash(dist: Path, tmp_path: Path) -> None:
    path = tmp_path / "leads.sqlite3"
    env = {"DATABASE_URL": f"sqlite:///{path}", "LEADS_RATE_LIMITS": NO_LIMIT}
    with LiveServer(dist, tmp_path, env) as server:
        assert _lead(server, 1).status_code == 201
    assert not path.with_name("leads.sqlite3-shm").exists()
    path.with_name("leads.sqlite3-shm").mkdir()
    with LiveServer(dist, tmp_path, env) as server:
        _unavailable(_lead(server, 2))
        _site_is_up(server)
        assert server.process is not None and server.process.poll() is None
    path.with_name("leads.sqlite3-shm").rmdir()
    with sqlite3.connect(path) as connection:
        assert connection.execute("SELECT count(*) FROM leads").fetchone() == (1,)


def test_a_wal_index_truncated_under_the_server_is_an_error_not_a_sigbus(dist: Path, tmp_path: Path) -> None:
    path = tmp_path / "leads.sqlite3"
    env = {"DATABASE_URL": f"sqlite:///{path}", "LEADS_RATE_LIMITS": NO_LIMIT}
    with LiveServer(dist, tmp_path, env) as server:
        assert _lead(server, 1).status_code == 201
        os.truncate(path.with_name("leads.sqlite3-shm"), 0)
        _unavailable(_lead(server, 2))
        _unavailable(httpx.get(f"{server.url}/api/ready", timeout=10))
        _site_is_up(server)
        assert server.process is not None and server.process.poll() is None
        assert "was truncated under the server" in server.log()
