"""An ASGI middleware that refuses request bodies over a size with 413.

Both the announced size (`Content-Length`) and the bytes actually received are checked: a chunked
body has no length, and the API must never buffer more than the limit.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from bibliotheque.http.problems import Problem, ProblemCode, problem_bytes

Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[MutableMapping[str, Any], Receive, Send], Awaitable[None]]

_WITH_BODY = frozenset({"POST", "PUT", "PATCH"})


async def read_body(
    scope: MutableMapping[str, Any], receive: Receive, send: Send, max_bytes: int
) -> bytes | None:
    """The whole request body, or None when it was refused (413 sent) or the client went away."""
    for name, value in scope["headers"]:
        if name == b"content-length" and (not value.isdigit() or int(value) > max_bytes):
            await refuse_too_large(send, max_bytes)
            return None
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return None
        body: bytes = message.get("body", b"")
        size += len(body)
        if size > max_bytes:
            await refuse_too_large(send, max_bytes)
            return None
        chunks.append(body)
        if not message.get("more_body", False):
            return chunks[0] if len(chunks) == 1 else b"".join(chunks)


def replaying(body: bytes, receive: Receive) -> Receive:
    """`receive` giving `body` (already read) first, then whatever the client sends next."""
    replayed = False

    async def replay() -> Message:
        nonlocal replayed
        if replayed:
            return await receive()
        replayed = True
        return {"type": "http.request", "body": body, "more_body": False}

    return replay


async def refuse_too_large(send: Send, max_bytes: int) -> None:
    body = problem_bytes(
        Problem(code=ProblemCode.BODY_TOO_LARGE, message=f"The body is larger than {max_bytes} bytes.")
    )
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
        # The rest of the body is not read: the connection cannot carry another request.
        (b"connection", b"close"),
    ]
    await send({"type": "http.response.start", "status": 413, "headers": headers})
    await send({"type": "http.response.body", "body": body})


class BodySizeLimit:
    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: MutableMapping[str, Any], receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] not in _WITH_BODY:
            await self.app(scope, receive, send)
            return
        body = await read_body(scope, receive, send, self.max_bytes)
        if body is not None:
            await self.app(scope, replaying(body, receive), send)
