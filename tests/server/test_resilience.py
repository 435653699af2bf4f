"""`bibliotheque serve` on its own against one abusive client (issue 22, point 1), over real TCP.

A 1 MB header, a flood of headers, 1,000 slow heads, 1,000 slow bodies: the abuser is refused or
dropped, and a normal client keeps getting pages quickly all along (Granian's options and the body
deadline, decision 014).
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


@pytest.fixture(scope="module")
def server(dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    tmp_path = tmp_path_factory.mktemp("server")
    env = {
        "DATABASE_URL": f"sqlite:///{tmp_path / 'leads.sqlite3'}",
        "SERVE_HEADER_TIMEOUT": "3",
        "SERVE_BODY_TIMEOUT": "3",
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


def test_a_32_kib_head_gets_431_within_100_ms(server: LiveServer) -> None:
    head = b"GET /fr HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 32 * 1024 + b"\r\n\r\n"
    status, elapsed = _status_of(server.port, head)
    assert status == "HTTP/1.1 431 Request Header Fields Too Large"
    assert elapsed < 0.1


def _hold(port: int, head: bytes, count: int) -> list[socket.socket]:
    held = []
    for _ in range(count):
        sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        sock.sendall(head)  # and never more
        held.append(sock)
    return held


def _closed_within(sock: socket.socket, seconds: float) -> bytes:
    """What the server sends before closing `sock`, which must happen within `seconds`."""
    sock.settimeout(seconds)
    reply = b""
    while chunk := sock.recv(4096):
        reply += chunk
    return reply


SLOW_HEAD = b"GET /fr HTTP/1.1\r\nHost: x\r\nX-Slow: "
SLOW_BODY = (
    b"POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"
)


@pytest.mark.parametrize("head", [SLOW_HEAD, SLOW_BODY], ids=["heads", "bodies"])
def test_1000_slow_connections_do_not_take_pages_down(server: LiveServer, head: bytes) -> None:
    slow = _hold(server.port, head, 1000)
    try:
        latencies = normal_requests(server.url, 50)
        print(f"normal client during 1,000 slow connections: p99 {p99(latencies) * 1000:.0f} ms")
        assert p99(latencies) < 0.1
        # The header timeout closes a slow head; the body deadline answers a slow body with 408.
        reply = _closed_within(slow[-1], 10)
        if head is SLOW_BODY:
            assert reply.startswith(b"HTTP/1.1 408 Request Timeout"), reply
    finally:
        for sock in slow:
            sock.close()
    assert normal_requests(server.url, 1)


def test_an_idle_keep_alive_connection_is_closed(server: LiveServer) -> None:
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        sock.sendall(b"GET /fr/article/un HTTP/1.1\r\nHost: x\r\n\r\n")
        assert sock.recv(100).startswith(b"HTTP/1.1 200")
        started = time.monotonic()
        _closed_within(sock, 10)
        assert time.monotonic() - started < 5
