"""The fast lane (server/fast_lane.py) answers exactly what the application answers, byte for byte.

Two real servers on the same site, the lane on and off, get the same raw requests; their raw
responses must be equal but for the date. In-process, the lane is shown to be taken (the
application never called) for plain GETs and HEADs of files, and left for everything else.
"""

from __future__ import annotations

import asyncio
import re
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from uvicorn.config import Config
from uvicorn.server import ServerState

from bibliotheque.leads.settings import LeadSettings
from bibliotheque.server.app import SiteApp, create_app
from bibliotheque.server.fast_lane import fast_lane_protocol
from bibliotheque.server.guard import Limits, guarded_protocol
from bibliotheque.server.settings import ServerSettings
from tests.leads.live_server import LiveServer
from tests.server.tiny_site import write_tiny_site

FILES = ["/fr", "/en", "/fr/article/un", "/assets/app-1234.js"]
# Not files the router answers with 200 as they are: ASGI answers them, with or without the lane.
OTHERS = ["/", "/fr/article/un/", "/fr/article/nope", "/fr/article/__not-found.data", "/nope", "/fr?x=1",
          "/fr/article/%75n", "/api/health"]  # fmt: skip
ENCODINGS = [None, "gzip", "br", "gzip, deflate, br", "br;q=0, gzip", "identity", "*", "gzip;q=0, br;q=0"]
DATE = re.compile(rb"\r\ndate: [^\r]*\r\n")


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_tiny_site(tmp_path_factory.mktemp("tiny") / "dist")


@pytest.fixture(scope="module")
def servers(dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[LiveServer, LiveServer]]:
    work = tmp_path_factory.mktemp("servers")
    env = {"DATABASE_URL": f"sqlite:///{work / 'leads.sqlite3'}"}
    with (
        LiveServer(dist, work, {**env, "SERVE_FAST_LANE": "true"}) as lane,
        LiveServer(dist, work, {**env, "SERVE_FAST_LANE": "false"}) as asgi,
    ):
        yield lane, asgi


def request(method: str, path: str, *headers: str, version: str = "1.1") -> bytes:
    lines = [f"{method} {path} HTTP/{version}", "Host: 127.0.0.1", *headers]
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


def exchange(port: int, data: bytes, *more: bytes) -> bytes:
    """Sends `data` in one write on one connection (then each of `more`, 0.2 s apart); everything
    read until the server closes it."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(data)
        for then in more:
            time.sleep(0.2)
            sock.sendall(then)
        received = b""
        while chunk := sock.recv(65536):
            received += chunk
    return DATE.sub(b"\r\ndate: (now)\r\n", received)


def closing(path: str = "/fr") -> bytes:
    """A last request that makes the server close the connection once everything is answered."""
    return request("GET", path, "Connection: close")


def cases() -> list[bytes]:
    plain = [
        request(method, path, *([f"Accept-Encoding: {encoding}"] if encoding is not None else []))
        for method in ("GET", "HEAD")
        for path in FILES + OTHERS
        for encoding in ENCODINGS
    ]
    return [
        *plain,
        request("GET", "/fr/article/un", "Accept-Encoding: gzip", "Accept-Encoding: br"),
        request("GET", "/fr/article/un", "If-None-Match: *"),
        request("GET", "/fr/article/un", "Range: bytes=0-10"),
        request("GET", "/fr", "X-Forwarded-Proto: https"),
        request("POST", "/fr"),
        request("OPTIONS", "/fr"),
    ]


@pytest.mark.parametrize("data", cases(), ids=lambda data: data.split(b"\r\n")[0].decode()[:60])
def test_each_request_gets_the_same_bytes_with_and_without_the_lane(
    servers: tuple[LiveServer, LiveServer], data: bytes
) -> None:
    lane, asgi = servers
    ours = exchange(lane.port, data + closing())
    assert ours == exchange(asgi.port, data + closing())
    assert ours.startswith(b"HTTP/1.1 ")


def test_pipelined_requests_keep_their_order_through_both_paths(
    servers: tuple[LiveServer, LiveServer],
) -> None:
    lane, asgi = servers
    etag = re.search(rb"etag: ([^\r]*)", exchange(asgi.port, closing("/fr/article/un")))
    assert etag is not None
    burst = b"".join(
        [
            request("GET", "/fr/article/un", "Accept-Encoding: br"),  # lane
            request("GET", "/fr/article/un", f"If-None-Match: {etag.group(1).decode()}"),  # 304, ASGI
            request("GET", "/assets/app-1234.js", "Accept-Encoding: gzip"),  # lane, after an ASGI answer
            request("HEAD", "/fr/article/nope"),  # 404, ASGI
            request("HEAD", "/en"),  # lane
            request("GET", "/en", version="1.0"),  # HTTP/1.0: ASGI, which closes the connection
        ]
    )
    ours = exchange(lane.port, burst)
    assert ours == exchange(asgi.port, burst)
    statuses = re.findall(rb"HTTP/1.1 (\d{3})", ours)
    assert statuses == [b"200", b"304", b"200", b"404", b"200", b"200"]


def test_a_burst_larger_than_the_head_limit_is_not_taken_for_one_head(
    servers: tuple[LiveServer, LiveServer],
) -> None:
    lane, asgi = servers
    burst = request("HEAD", "/fr/article/un", "Accept-Encoding: gzip") * 500  # ~40 kB, over 32 kB
    ours = exchange(lane.port, burst, closing())
    assert ours == exchange(asgi.port, burst, closing())
    assert ours.count(b"HTTP/1.1 200 ") == 501


@pytest.fixture(scope="module")
def timed(dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    work = tmp_path_factory.mktemp("timed")
    env = {
        "DATABASE_URL": f"sqlite:///{work / 'leads.sqlite3'}",
        "SERVE_KEEPALIVE_TIMEOUT": "1",
        "SERVE_HEADER_TIMEOUT": "2",
    }
    with LiveServer(dist, work, env) as live:
        yield live


def _read_until_closed(sock: socket.socket) -> tuple[bytes, float]:
    """Everything the server sends until it closes the connection, and when it closed it."""
    received = b""
    while chunk := sock.recv(65536):
        received += chunk
    return received, time.monotonic()


def test_a_connection_idle_after_a_lane_answer_closes_after_the_keep_alive_timeout(timed: LiveServer) -> None:
    with socket.create_connection(("127.0.0.1", timed.port), timeout=10) as sock:
        sock.sendall(request("HEAD", "/fr"))
        started = time.monotonic()
        received, closed = _read_until_closed(sock)
    assert received.startswith(b"HTTP/1.1 200 ") and received.count(b"HTTP/1.1") == 1  # no 408
    assert 0.8 < closed - started < 4


def test_a_head_begun_after_a_lane_answer_gets_408_after_the_header_timeout(timed: LiveServer) -> None:
    with socket.create_connection(("127.0.0.1", timed.port), timeout=10) as sock:
        sock.sendall(request("HEAD", "/fr") + b"GET /en HTTP/1.1\r\nHost: x\r\n")
        started = time.monotonic()
        time.sleep(1.5)  # past the keep-alive timeout: a head is coming, the connection stays
        sock.sendall(b"X-Slow: 1\r\n")
        received, closed = _read_until_closed(sock)
    assert received.startswith(b"HTTP/1.1 200 ")
    assert b"\r\n\r\nHTTP/1.1 408 Request Timeout\r\n" in received
    assert 1.8 < closed - started < 5


class _Transport(asyncio.Transport):
    def __init__(self) -> None:
        super().__init__()
        self.data = b""

    def write(self, data: Any) -> None:
        self.data += bytes(data)

    def is_closing(self) -> bool:
        return False

    def close(self) -> None:
        pass

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        return {"peername": ("127.0.0.1", 50000), "sockname": ("127.0.0.1", 8000)}.get(name, default)


async def _answer(app: SiteApp, lane: bool, data: bytes) -> tuple[bytes, int]:
    """What the protocol writes for `data`, and how many times the application was called."""
    calls = 0

    async def counting(scope: Any, receive: Any, send: Any) -> None:
        nonlocal calls
        calls += 1
        await app(scope, receive, send)

    protocol_class: type[Any] = guarded_protocol("httptools", Limits())
    if lane:
        protocol_class = fast_lane_protocol(protocol_class, app)
    config = Config(counting, http=protocol_class, log_level="warning", server_header=False)
    state = ServerState()
    state.default_headers = [(b"date", b"Fri, 27 Nov 2026 02:00:00 GMT")]
    protocol = protocol_class(
        config=config, server_state=state, app_state={}, _loop=asyncio.get_running_loop()
    )
    transport = _Transport()
    protocol.connection_made(transport)
    protocol.data_received(data)
    for _ in range(20):  # let the application's task, if any, run to its end
        await asyncio.sleep(0)
    protocol.connection_lost(None)
    return transport.data, calls


@pytest.fixture(scope="module")
def app(dist: Path, tmp_path_factory: pytest.TempPathFactory) -> SiteApp:
    database = tmp_path_factory.mktemp("db") / "leads.sqlite3"
    return create_app(dist, LeadSettings(database_url=f"sqlite:///{database}"), ServerSettings())


@pytest.mark.parametrize(
    ("data", "taken"),
    [
        (request("GET", "/fr/article/un", "Accept-Encoding: gzip, br"), True),
        (request("HEAD", "/assets/app-1234.js"), True),
        (request("GET", "/fr/article/un", "If-None-Match: *"), False),
        (request("GET", "/fr/article/nope"), False),
        (request("GET", "/fr/article/un", "Connection: close"), False),
        (request("GET", "/fr", version="1.0"), False),
        (request("GET", "/fr?x=1"), False),
    ],
)
def test_the_lane_answers_plain_file_requests_without_the_application(
    app: SiteApp, data: bytes, taken: bool
) -> None:
    with_lane, calls = asyncio.run(_answer(app, True, data))
    without, asgi_calls = asyncio.run(_answer(app, False, data))
    assert with_lane == without
    assert with_lane.startswith(b"HTTP/1.1 ")
    assert asgi_calls == 1
    assert calls == (0 if taken else 1)
