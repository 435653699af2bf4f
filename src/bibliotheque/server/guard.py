"""uvicorn's HTTP protocols, guarded against one client taking the server down (issue 22).

- a request head (request line and headers) larger than `max_header_bytes`, or with more than
  `max_headers` headers, is refused with 431 as soon as the limit is crossed, before the parser has
  buffered more than one read past it (httptools would otherwise buffer any size; h11 has its own
  buffer limit, which is set to the same value and answered with 431 too);
- a head not complete `header_timeout` seconds after its first byte (or after the connection
  opened) gets 408 and the connection is closed; so is a body not complete after `body_timeout`;
  after a response the fast lane wrote (`fast_lane.py`), an idle connection is closed after
  uvicorn's keep-alive timeout (uvicorn's own timer does it after the application's responses);
- at most `max_connections` connections are open: at the limit, the oldest connection that is not
  running a request (idle, or still sending its head) is closed to make room, else the new one is
  refused; a log line says so (at most every 10 s).
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass
from typing import Any, ClassVar

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

log = logging.getLogger("bibliotheque.server")

_LOG_EVERY = 10.0


@dataclass(frozen=True)
class Limits:
    max_header_bytes: int = 32 * 1024
    max_headers: int = 100
    header_timeout: float = 10.0
    body_timeout: float = 30.0
    max_connections: int = 1024


def _plain_response(status: bytes, text: str) -> bytes:
    body = text.encode()
    return (
        b"HTTP/1.1 " + status + b"\r\ncontent-type: text/plain; charset=utf-8\r\n"
        b"content-length: " + str(len(body)).encode() + b"\r\nconnection: close\r\n"
        b"cache-control: no-store\r\nx-content-type-options: nosniff\r\n\r\n" + body
    )


TOO_LARGE = _plain_response(b"431 Request Header Fields Too Large", "Request header fields too large.\n")
TIMEOUT = _plain_response(b"408 Request Timeout", "Request not received in time.\n")


class Connections:
    """The open connections of this process, oldest first, and the cap on their number."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.open: dict[Any, None] = {}
        self._logged = 0.0
        self.evicted = 0
        self.refused = 0

    def admit(self, protocol: Any) -> bool:
        """Registers `protocol`; False when it must be closed (the cap is reached, no room made)."""
        if len(self.open) >= self.limit:
            victim = next((p for p in self.open if p.guard_idle()), None)
            if victim is None:
                self.refused += 1
                self._say("refused a new connection: every open one is running a request")
                return False
            self.evicted += 1
            self._say("closed the oldest connection still sending its request or idle")
            self.leave(victim)
            victim.transport.close()
        self.open[protocol] = None
        return True

    def leave(self, protocol: Any) -> None:
        self.open.pop(protocol, None)

    def _say(self, what: str) -> None:
        now = time.monotonic()
        if now - self._logged >= _LOG_EVERY:
            self._logged = now
            log.warning(
                "connection limit reached (SERVE_MAX_CONNECTIONS=%d): %s (%d closed, %d refused so far)",
                self.limit,
                what,
                self.evicted,
                self.refused,
            )


class _Guard(asyncio.Protocol):
    """What both protocols share: the connection's life (admission to the cap, timers, the
    refusal). Placed before uvicorn's protocol in the bases, so `super()` here is that protocol.
    Hooks for what each parser needs around a read: `guard_before_read`, `guard_after_read`."""

    limits: ClassVar[Limits]
    registry: ClassVar[Connections]
    transport: asyncio.Transport
    loop: asyncio.AbstractEventLoop
    g_phase: str
    g_deadline: float | None
    g_timer: asyncio.TimerHandle | None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.guard_setup()
        super().connection_made(transport)
        self.guard_open()

    def connection_lost(self, exc: Exception | None) -> None:
        self.registry.leave(self)
        self.guard_cancel()
        if self.g_timer is not None:
            self.g_timer.cancel()
            self.g_timer = None
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self.g_phase == "idle":
            self.g_phase = "head"
            self.guard_arm(self.limits.header_timeout)
        heads = self.g_heads
        self.guard_before_read(data)
        super().data_received(data)
        self.guard_after_read(data, heads)

    def guard_before_read(self, data: bytes) -> None:
        """Before the parser sees `data`."""

    def guard_after_read(self, data: bytes, heads: int) -> None:
        """After the parser has seen `data` (and called its callbacks); `heads`: `g_heads` before."""

    def guard_setup(self) -> None:
        self.g_bytes = 0
        self.g_count = 0
        self.g_heads = 0  # request heads completed on this connection
        self.g_reject = False
        # idle (between requests), head (reading one), body, busy (the app running)
        self.g_phase = "head"
        # One timer per connection, moved lazily: `g_deadline` is when the current phase ends
        # (None: never); the timer fires at `g_timer_at` and, if the deadline has moved later
        # meanwhile, waits again for the rest. Arming, cancelling or moving the deadline costs
        # no timer of the event loop on the way of each request.
        self.g_deadline = None
        self.g_timer = None
        self.g_timer_at = 0.0

    def guard_idle(self) -> bool:
        return self.g_phase in ("idle", "head")

    def guard_open(self) -> bool:
        if not self.registry.admit(self):
            self.transport.close()
            return False
        self.guard_arm(self.limits.header_timeout)
        return True

    def guard_arm(self, seconds: float) -> None:
        """The current phase ends, at the latest, `seconds` from now."""
        deadline = self.loop.time() + seconds
        self.g_deadline = deadline
        if self.g_timer is None or self.g_timer_at > deadline:
            if self.g_timer is not None:
                self.g_timer.cancel()
            self.g_timer = self.loop.call_later(seconds, self.guard_fire)
            self.g_timer_at = deadline

    def guard_cancel(self) -> None:
        self.g_deadline = None

    def guard_fire(self) -> None:
        self.g_timer = None
        if self.g_deadline is None:
            return
        left = self.g_deadline - self.loop.time()
        if left > 0:
            self.g_timer = self.loop.call_later(left, self.guard_fire)
            self.g_timer_at = self.g_deadline
            return
        self.g_deadline = None
        self.guard_expired()

    def guard_expired(self) -> None:
        if self.transport.is_closing():
            return
        if self.g_phase == "head":
            self.transport.write(TIMEOUT)
        self.transport.close()

    def guard_count(self, size: int, headers: int = 0) -> None:
        self.g_bytes += size
        self.g_count += headers
        if self.g_bytes > self.limits.max_header_bytes or self.g_count > self.limits.max_headers:
            self.g_reject = True

    def guard_refuse(self) -> None:
        self.guard_cancel()
        if not self.transport.is_closing():
            self.transport.write(TOO_LARGE)
            self.transport.close()

    def guard_head_done(self) -> None:
        self.g_bytes = 0
        self.g_count = 0
        self.g_heads += 1
        self.g_phase = "body"
        self.guard_arm(self.limits.body_timeout)

    def guard_body_done(self) -> None:
        self.g_phase = "busy"
        self.guard_cancel()

    def guard_response_done(self) -> None:
        self.g_phase = "idle"  # uvicorn's keep-alive timer runs until the next byte

    def guard_answered(self, keep_alive: float) -> None:
        """A request was answered without the application (`fast_lane.py`): its head and body are
        done, and the connection is idle for at most `keep_alive` seconds (uvicorn's timer is not
        armed on this path)."""
        self.g_bytes = 0
        self.g_count = 0
        self.g_heads += 1
        self.g_phase = "idle"
        self.guard_arm(keep_alive)


class GuardedHttpTools(_Guard, HttpToolsProtocol):
    def guard_after_read(self, data: bytes, heads: int) -> None:
        if self.g_phase == "head" and heads == self.g_heads and not self.g_reject:
            # The head is still incomplete and none ended in this read: all of it was head (the
            # parser holds it). A head begun after another in the same read is counted from the
            # next read on: its callbacks count what the parser has passed on.
            self.guard_count(len(data))
        if self.g_reject:
            self.guard_refuse()

    def on_message_begin(self) -> None:
        self.guard_begin()
        super().on_message_begin()

    def guard_begin(self) -> None:
        if self.g_phase == "idle":  # a request begins in the read that ended the one before
            self.g_phase = "head"
            self.guard_arm(self.limits.header_timeout)

    def on_url(self, url: bytes) -> None:
        self.guard_count(len(url))
        super().on_url(url)

    def on_header(self, name: bytes, value: bytes) -> None:
        self.guard_count(len(name) + len(value) + 4, 1)
        if not self.g_reject:
            super().on_header(name, value)

    def on_headers_complete(self) -> None:
        if self.g_reject:
            return  # no request reaches the application
        self.guard_head_done()
        super().on_headers_complete()

    def on_body(self, body: bytes) -> None:
        if not self.g_reject:
            super().on_body(body)

    def on_message_complete(self) -> None:
        if self.g_reject:
            return
        self.guard_body_done()
        super().on_message_complete()

    def on_response_complete(self) -> None:
        self.guard_response_done()
        super().on_response_complete()


class GuardedH11(_Guard, H11Protocol):
    def guard_before_read(self, data: bytes) -> None:
        if self.conn.their_state is h11.IDLE:
            self.g_bytes += len(data)  # h11 holds the head until it is complete

    def guard_after_read(self, data: bytes, heads: int) -> None:
        state = self.conn.their_state
        if state is h11.SEND_BODY and self.g_phase == "head":
            self.guard_head_done()
        elif state in (h11.DONE, h11.MUST_CLOSE, h11.CLOSED) and self.g_phase != "busy":
            self.guard_body_done()

    def send_400_response(self, msg: str) -> None:
        # h11 refuses a head over its buffer limit (set to max_header_bytes): that is a 431.
        if self.g_phase == "head" and self.g_bytes >= self.limits.max_header_bytes:
            self.guard_refuse()
            return
        super().send_400_response(msg)

    def on_response_complete(self) -> None:
        self.guard_response_done()
        super().on_response_complete()


def guarded_protocol(http: str, limits: Limits) -> type[asyncio.Protocol]:
    """The protocol class to give uvicorn (`http=`): httptools (the default) or h11."""
    base: type[Any] = GuardedHttpTools if http == "httptools" else GuardedH11
    return type(base.__name__, (base,), {"limits": limits, "registry": Connections(limits.max_connections)})
