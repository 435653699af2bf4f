"""`bibliotheque serve --workers 2` (issue 20, point 5), as real processes: two Granian workers on
one port, pages and leads through them, a killed worker replaced, SIGTERM stopping every process."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx2 as httpx
import pytest

from tests.leads.factory import lead_payload
from tests.leads.live_server import LiveServer
from tests.server.tiny_site import write_tiny_site


def workers_of(parent: int) -> set[int]:
    """The parent's worker processes (a multiprocessing resource tracker, if any, is left out)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            command = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        if ppid == parent and b"resource_tracker" not in command:
            found.add(int(entry.name))
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def wait_until(check: Callable[[], bool], timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.05)
    return False


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LiveServer]:
    dist = write_tiny_site(tmp_path / "dist")
    env = {"DATABASE_URL": f"sqlite:///{tmp_path / 'leads.sqlite3'}", "LEADS_RATE_LIMITS": "1000/minute"}
    with LiveServer(dist, tmp_path, env, args=("--workers", "2")) as live:
        assert live.process is not None
        parent = live.process.pid
        assert wait_until(lambda: len(workers_of(parent)) == 2, 30), live.log()
        yield live


def test_two_workers_serve_pages_and_store_leads(server: LiveServer) -> None:
    assert server.process is not None
    assert len(workers_of(server.process.pid)) == 2
    with httpx.Client(base_url=server.url, timeout=10) as client:
        for _ in range(20):  # new connections: the kernel hands them to either worker
            page = httpx.get(server.url + "/fr/article/un", timeout=10)
            assert page.status_code == 200 and b"Article un" in page.content
        response = client.post("/api/leads", json=lead_payload(1))
        assert response.status_code == 201, response.text


def test_a_killed_worker_is_replaced(server: LiveServer) -> None:
    assert server.process is not None
    parent = server.process.pid
    before = workers_of(parent)
    victim = min(before)
    os.kill(victim, 9)
    assert wait_until(lambda: len(workers_of(parent)) == 2 and victim not in workers_of(parent), 20), (
        server.log()
    )
    assert wait_until(lambda: "Unexpected exit from worker" in server.log(), 5), server.log()
    # Each worker listens on its own SO_REUSEPORT socket (Granian on Linux): a connection the kernel
    # had queued for the dying one, or sent while the new one binds, can be refused; the next is served.
    assert wait_until(lambda: _served(server.url + "/fr"), 5)
    assert server.process.poll() is None


def _served(url: str) -> bool:
    try:
        return httpx.get(url, timeout=10).status_code == 200
    except httpx.TransportError:
        return False


def test_sigterm_stops_the_parent_and_every_worker(server: LiveServer) -> None:
    assert server.process is not None
    children = workers_of(server.process.pid)
    started = time.monotonic()
    server.process.terminate()
    assert server.process.wait(timeout=10) == 0
    assert wait_until(lambda: not any(alive(pid) for pid in children), 5), children
    assert time.monotonic() - started < 8
    with pytest.raises(httpx.TransportError):
        httpx.get(server.url + "/fr", timeout=2)
