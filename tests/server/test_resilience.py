"""`bibliotheque serve` on its own against one abusive client (issue 22, point 1), over real TCP.

A 1 MB header, a flood of headers, 1,000 slow connections: the abuser is refused or dropped, and a
normal client keeps getting pages quickly all along.
"""

from __future__ import annotations

import contextlib
import socket
import statistics
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx2 as httpx
import pytest

from tests.leads.live_server import LiveServer
from tests.server.tiny_site import write_tiny_site


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_tiny_site(tmp_path_factory.mktemp("tiny") / "dist")


@pytest.fixture(params=["httptools", "h11"])
def server(request: pytest.FixtureRequest, dist: Path, tmp_path: Path) -> Iterator[LiveServer]:
    env = {
        "DATABASE_URL": f"sqlite:///{tmp_path / 'leads.sqlite3'}",
        "SERVE_HTTP": request.param,
        "SERVE_HEADER_TIMEOUT": "3",
        "SERVE_MAX_CONNECTIONS": "500",
    }
    with LiveServer(dist, tmp_path, env) as live:
        yield live


def _status_of(port: int, head: bytes, timeout: float = 10) -> tuple[str, float]:
    """Sends `head` (from another thread, as a client that does not wait); the status line read back."""
    started = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:

        def send() -> None:
            with contextlib.suppress(OSError):  # the server closes the connection once it refuses it
                sock.sendall(head)

        sender = threading.Thread(target=send, daemon=True)
        sender.start()
        reply = b""
        while b"\r\n" not in reply:
            chunk = sock.recv(4096)
            if not chunk:
                break
            reply += chunk
        elapsed = time.monotonic() - started
    return reply.split(b"\r\n", 1)[0].decode(), elapsed


def normal_requests(url: str, count: int) -> list[float]:
    """`count` page requests back to back over one keep-alive connection: their latencies (s)."""
    latencies = []
    with httpx.Client(base_url=url, timeout=30) as client:
        for _ in range(count):
            started = time.monotonic()
            assert client.get("/fr/article/un").status_code == 200
            latencies.append(time.monotonic() - started)
    return latencies


def p99(latencies: list[float]) -> float:
    return statistics.quantiles(latencies, n=100)[98]


def test_a_1mb_header_gets_431_at_once_and_a_normal_client_stays_fast(server: LiveServer) -> None:
    head = b"GET /fr HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 1_000_000 + b"\r\n\r\n"
    results: list[tuple[str, float]] = []
    stop = threading.Event()

    def attack() -> None:
        while not stop.is_set():
            results.append(_status_of(server.port, head))

    attacker = threading.Thread(target=attack, daemon=True)
    attacker.start()
    try:
        while not results:
            time.sleep(0.01)
        latencies = normal_requests(server.url, 30)
    finally:
        stop.set()
        attacker.join(30)
    assert {status for status, _ in results} == {"HTTP/1.1 431 Request Header Fields Too Large"}
    slowest = max(elapsed for _, elapsed in results)
    print(
        f"{len(results)} × 431, slowest {slowest * 1000:.0f} ms; normal client p99 {p99(latencies) * 1000:.0f} ms"
    )
    assert slowest < 0.5
    assert max(latencies) < 1.0


def test_too_many_headers_get_431(server: LiveServer) -> None:
    head = b"GET /fr HTTP/1.1\r\nHost: x\r\n" + b"".join(b"X-%d: 1\r\n" % n for n in range(200)) + b"\r\n"
    assert _status_of(server.port, head)[0] == "HTTP/1.1 431 Request Header Fields Too Large"
    assert httpx.get(f"{server.url}/fr").status_code == 200


def test_1000_slow_connections_do_not_take_pages_down(server: LiveServer) -> None:
    slow: list[socket.socket] = []
    try:
        for _ in range(1000):
            sock = socket.create_connection(("127.0.0.1", server.port), timeout=10)
            sock.sendall(b"GET /fr HTTP/1.1\r\nHost: x\r\nX-Slow: ")  # and never more
            slow.append(sock)
        latencies = normal_requests(server.url, 50)
        print(f"normal client during 1,000 slow connections: p99 {p99(latencies) * 1000:.0f} ms")
        assert p99(latencies) < 1.0
        assert "connection limit reached (SERVE_MAX_CONNECTIONS=500)" in server.log()
        # The header timeout: a slow head still open after it gets 408.
        last = slow[-1]
        last.settimeout(10)
        assert last.recv(100).startswith(b"HTTP/1.1 408 Request Timeout")
    finally:
        for sock in slow:
            sock.close()
