"""The fast lane: plain GETs and HEADs of the site's files answered below ASGI (issue 20, point 5).

Most requests a content site receives are a plain `GET` of one of its files. Through ASGI each one
builds a scope, starts a task, runs the application and sends two messages that uvicorn turns
into bytes; the bytes are the same every time. Here the httptools protocol (already guarded,
`guard.py`) answers such a request itself, as soon as it is complete, by writing the response the
application would have sent: the status line, uvicorn's default headers (the date), the file's
precomputed headers for the encoding `SiteFile.pick` chooses, and its body.

Only requests whose answer depends on nothing but the path and `Accept-Encoding` take the lane:
`GET`/`HEAD` over HTTP/1.1 with keep-alive, a path that is exactly a file the router answers
with 200 (no query string, no escapes), and none of the headers that change the answer or the
exchange (conditionals, ranges, a body, `Expect`, an upgrade, a proxy's `X-Forwarded-Proto`).
Anything else, and any request while an earlier one on the connection is still going through
ASGI (pipelining keeps its order) or while the client is not reading (flow control), goes the
usual way. `SERVE_FAST_LANE=false` turns the lane off (the tests compare both, byte for byte).
"""

from __future__ import annotations

import logging
from typing import Any, ClassVar

from uvicorn.protocols.http.httptools_impl import STATUS_LINE

from bibliotheque.server.app import SiteApp
from bibliotheque.server.guard import GuardedHttpTools
from bibliotheque.server.routing import Found
from bibliotheque.server.security import HSTS
from bibliotheque.server.site_files import SiteFile, Variant

# Headers after which the answer, or the exchange, is not the plain file: those requests go to ASGI.
_ASGI_HEADERS = frozenset(
    {
        b"if-none-match",
        b"if-match",
        b"if-modified-since",
        b"if-unmodified-since",
        b"if-range",
        b"range",
        b"content-length",
        b"transfer-encoding",
        b"expect",
        b"upgrade",
        b"x-forwarded-proto",
    }
)


def _header_block(headers: list[tuple[bytes, bytes]]) -> bytes:
    """Headers as uvicorn writes them (names lowercased), and the blank line that ends the head."""
    return b"".join(name.lower() + b": " + value + b"\r\n" for name, value in headers) + b"\r\n"


class FastLane:
    """What the lane answers: every file the router serves with 200, by its exact request target."""

    def __init__(self, app: SiteApp) -> None:
        router = app.router
        self.files: dict[bytes, SiteFile] = {}
        for path in router.site.files:
            outcome = router.resolve(path)
            if isinstance(outcome, Found) and outcome.status == 200 and path.isascii() and "%" not in path:
                self.files[path.encode("ascii")] = outcome.file
        # HSTS on every response when the site is always reached over HTTPS (SiteApp._https).
        self.extra = [HSTS] if app.always_https else []
        self._heads: dict[int, bytes] = {}
        self._defaults: Any = None
        self._status = b""

    def head(self, variant: Variant) -> bytes:
        """The variant's headers and the blank line, as the application's response writes them."""
        block = self._heads.get(id(variant))
        if block is None:
            block = self._heads[id(variant)] = _header_block(variant.headers + self.extra)
        return block

    def status(self, default_headers: list[tuple[bytes, bytes]]) -> bytes:
        """`200 OK` and uvicorn's default headers (the date, renewed every second by the server)."""
        if default_headers is not self._defaults:
            self._defaults = default_headers
            self._status = STATUS_LINE[200] + b"".join(
                name.lower() + b": " + value + b"\r\n" for name, value in default_headers
            )
        return self._status


class FastLaneHttpTools(GuardedHttpTools):
    """The guarded httptools protocol with the lane in front (`fast_lane_protocol`)."""

    lane: ClassVar[FastLane]

    def connection_made(self, transport: Any) -> None:
        super().connection_made(transport)
        # uvicorn logs each request when its access log is on: those go through ASGI.
        access = self.access_log and self.access_logger.isEnabledFor(logging.INFO)
        self.lane_open = not access and self.limit_concurrency is None
        self.lane_file: SiteFile | None = None

    def on_message_begin(self) -> None:
        # uvicorn builds the request's ASGI scope here: only a request the lane leaves needs it.
        self.guard_begin()
        self.url = b""
        self.headers = []
        self.expect_100_continue = False

    def on_headers_complete(self) -> None:
        if not self.g_reject and self.lane_open:
            self.lane_file = self._lane_match()
            if self.lane_file is not None:
                return  # answered when the message is complete (it has no body)
        url, headers, expect = self.url, self.headers, self.expect_100_continue
        super().on_message_begin()  # the scope, as uvicorn builds it
        self.url = url
        self.headers.extend(headers)  # the scope's list
        self.expect_100_continue = expect
        super().on_headers_complete()

    def _lane_match(self) -> SiteFile | None:
        file = self.lane.files.get(self.url)
        if file is None or self.scheme != "http":
            return None
        parser = self.parser
        method = parser.get_method()
        if method not in (b"GET", b"HEAD") or parser.get_http_version() != "1.1":
            return None
        if not parser.should_keep_alive() or parser.should_upgrade():
            return None
        cycle = self.cycle
        if (cycle is not None and not cycle.response_complete) or self.pipeline or self.flow.write_paused:
            return None
        accept = b""
        for name, value in self.headers:
            if name in _ASGI_HEADERS:
                return None
            if name == b"accept-encoding":
                accept = value  # the last one, as the application reads it
        self.lane_accept = accept
        self.lane_head = method == b"HEAD"
        return file

    def on_message_complete(self) -> None:
        file = self.lane_file
        if file is None:
            super().on_message_complete()
            return
        self.lane_file = None
        variant = file.pick(self.lane_accept.decode("latin-1"))
        lane = self.lane
        status = lane.status(self.server_state.default_headers)
        if self.lane_head:
            self.transport.writelines((status, lane.head(variant)))
        else:
            self.transport.writelines((status, lane.head(variant), variant.body))
        self.lane_done()

    def lane_done(self) -> None:
        """The response is written: the connection is idle, as after any response."""
        self.server_state.total_requests += 1
        self.guard_answered(self.timeout_keep_alive)


def fast_lane_protocol(base: type[Any], app: SiteApp) -> type[Any]:
    """`base` (the guarded httptools protocol) with the lane in front, for `app`'s site."""
    return type(base.__name__, (FastLaneHttpTools, base), {"lane": FastLane(app)})
