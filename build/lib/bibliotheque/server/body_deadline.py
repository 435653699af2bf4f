"""A request body must arrive within `seconds` of its head (issue 36): an ASGI middleware.

Granian closes a connection whose head is slow (`http1_header_read_timeout`), but a body is read
by the application through ASGI `receive()`, for as long as the client takes. Without a deadline,
1,000 connections each sending `Content-Length: 1000` and one byte hold 1,000 requests open for
ever and, once the server's backpressure is reached, nothing else is served. Here the body's
`receive()` calls share one deadline, counted from the request's start: past it the application
stops waiting and the client gets 408 (the server then closes the connection, whose body was not
read to its end). Requests without a body (GET, HEAD) pass untouched, at no cost.
"""

from __future__ import annotations

import asyncio
import time

from starlette.types import ASGIApp, Message, Receive, Scope, Send

_TIMEOUT_HEADERS = [
    (b"content-type", b"text/plain; charset=utf-8"),
    (b"connection", b"close"),
    (b"cache-control", b"no-store"),
    (b"x-content-type-options", b"nosniff"),
]
_TIMEOUT_BODY = b"Request not received in time.\n"


class BodyTooSlow(BaseException):
    """The client did not send its body within the deadline. A BaseException, like a cancellation:
    the application's error handlers (which catch `Exception` and answer 500) let it through."""


def _has_body(scope: Scope) -> bool:
    for name, value in scope["headers"]:
        if name == b"content-length":
            return value.strip() not in (b"0", b"")
        if name == b"transfer-encoding":
            return True
    return False


class BodyDeadline:
    def __init__(self, app: ASGIApp, seconds: float) -> None:
        self.app = app
        self.seconds = seconds

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not _has_body(scope):
            await self.app(scope, receive, send)
            return
        deadline = time.monotonic() + self.seconds
        complete = False
        started = False

        async def timed_receive() -> Message:
            nonlocal complete
            if complete:
                return await receive()
            try:
                async with asyncio.timeout(max(0.0, deadline - time.monotonic())):
                    message = await receive()
            except TimeoutError:
                raise BodyTooSlow from None
            if message["type"] != "http.request" or not message.get("more_body", False):
                complete = True
            return message

        async def tracked_send(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, timed_receive, tracked_send)
        except* BodyTooSlow:
            if started:
                raise
            await send({"type": "http.response.start", "status": 408, "headers": _TIMEOUT_HEADERS})
            await send({"type": "http.response.body", "body": _TIMEOUT_BODY})
