"""`POST /api/leads` answered in front of FastAPI (`leads/fast_path.py`): the same answers as
FastAPI's route, byte for byte, and FastAPI's machinery left out for a valid lead."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from bibliotheque.leads.fast_path import LeadsFirstAPI
from bibliotheque.leads.intake import LeadIntake
from tests.leads.factory import lead_payload

URL = "/api/leads"
_UUID = re.compile(rb"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")

JSON = {"content-type": "application/json"}
# Bodies at the edges of what FastAPI reads as a lead: each must get the same answer both ways.
EDGES: list[tuple[str, dict[str, str], Callable[[int], bytes]]] = [
    ("valid", JSON, lambda n: json.dumps(lead_payload(n)).encode()),
    (
        "charset",
        {"content-type": "Application/JSON; charset=utf-8"},
        lambda n: json.dumps(lead_payload(n)).encode(),
    ),
    ("+json", {"content-type": "application/vnd.lead+json"}, lambda n: json.dumps(lead_payload(n)).encode()),
    ("text/plain", {"content-type": "text/plain"}, lambda n: json.dumps(lead_payload(n)).encode()),
    ("no type", {}, lambda n: json.dumps(lead_payload(n)).encode()),
    ("score 64.0", JSON, lambda n: json.dumps(lead_payload(n, tool_score=64.0)).encode()),
    ("score 64.5", JSON, lambda n: json.dumps(lead_payload(n, tool_score=64.5)).encode()),
    ("NaN answer", JSON, lambda n: json.dumps(lead_payload(n, tool_answers={"a": float("nan")})).encode()),
    ("duplicate key", JSON, lambda n: json.dumps(lead_payload(n))[:-1].encode() + b',"lang":"xx"}'),
    ("UTF-16", JSON, lambda n: json.dumps(lead_payload(n)).encode("utf-16")),
    (
        "not UTF-8",
        JSON,
        lambda n: json.dumps(lead_payload(n, utm_term="\udcff"))[:-1].encode() + b',"utm_content":"\xff"}',
    ),
    ("lone surrogate", JSON, lambda n: json.dumps(lead_payload(n, utm_term="\ud800")).encode()),
    ("empty", JSON, lambda n: b""),
    ("array", JSON, lambda n: b"[]"),
    ("invalid JSON", JSON, lambda n: b'{"email": '),
    ("deep", JSON, lambda n: b"[" * 5000 + b"]" * 5000),
    ("honeypot", JSON, lambda n: json.dumps(lead_payload(n, website="https://spam.example")).encode()),
]


def _answer(
    client: TestClient, headers: dict[str, str], body: bytes
) -> tuple[int, list[tuple[str, str]], bytes]:
    response = client.post(URL, content=body, headers=headers)
    return response.status_code, list(response.headers.multi_items()), _UUID.sub(b"<id>", response.content)


def _route_only(client: TestClient) -> TestClient:
    app = client.app
    assert isinstance(app, LeadsFirstAPI) and app.lead_path is not None
    app.lead_path = None  # every request through FastAPI's route, as before the fast path
    return client


@pytest.mark.parametrize("name, headers, body", EDGES, ids=[edge[0] for edge in EDGES])
def test_each_body_gets_the_routes_answer(
    make_client: Callable[..., TestClient], name: str, headers: dict[str, str], body: Callable[[int], bytes]
) -> None:
    fast, route = make_client(), _route_only(make_client())  # on one database: other visitors
    for n in (1, 1, 2):  # a new lead, the same again, another
        assert _answer(fast, headers, body(n)) == _answer(route, headers, body(100 + n)), name


def test_rate_limited_answers_are_the_routes(make_client: Callable[..., TestClient]) -> None:
    settings: dict[str, Any] = {"rate_limits": "2/minute", "invalid_rate_limits": "2/minute"}
    fast, route = make_client(**settings), _route_only(make_client(**settings))
    for n in range(4):
        assert _same_but_wait(
            _answer(fast, JSON, json.dumps(lead_payload(n)).encode()),
            _answer(route, JSON, json.dumps(lead_payload(100 + n)).encode()),
        )
    for _ in range(4):
        assert _same_but_wait(_answer(fast, JSON, b'{"email": "x"}'), _answer(route, JSON, b'{"email": "x"}'))


_RETRY = re.compile(rb'"retry_after":(\d+)')


def _same_but_wait(
    fast: tuple[int, list[tuple[str, str]], bytes], route: tuple[int, list[tuple[str, str]], bytes]
) -> bool:
    """The same answer, but for the seconds to wait: each client's window opened at its own first
    request, so a second may tick between the two (`Retry-After` 52 and 51)."""

    def waits(answer: tuple[int, list[tuple[str, str]], bytes]) -> list[int]:
        header = [int(value) for name, value in answer[1] if name == "retry-after"]
        return header + [int(m) for m in _RETRY.findall(answer[2])]

    def without_wait(answer: tuple[int, list[tuple[str, str]], bytes]) -> tuple[object, ...]:
        headers = [(name, "<s>" if name == "retry-after" else value) for name, value in answer[1]]
        return answer[0], headers, _RETRY.sub(b'"retry_after":<s>', answer[2])

    pairs = list(zip(waits(fast), waits(route), strict=True))
    return without_wait(fast) == without_wait(route) and all(abs(a - b) <= 1 for a, b in pairs)


def test_errors_of_the_store_are_answered_as_by_the_route(
    make_client: Callable[..., TestClient], monkeypatch: pytest.MonkeyPatch
) -> None:
    async def broken(self: LeadIntake, *args: Any) -> Any:
        raise RuntimeError("could not store the lead")

    monkeypatch.setattr(LeadIntake, "submit", broken)
    fast, route = make_client(), _route_only(make_client())
    answers = []
    for client in (fast, route):
        quiet = TestClient(client.app, raise_server_exceptions=False, client=("203.0.113.10", 50000))
        answers.append(_answer(quiet, JSON, json.dumps(lead_payload()).encode()))
    assert answers[0] == answers[1] and answers[0][0] == 500


def test_a_valid_lead_never_enters_fastapi(
    make_client: Callable[..., TestClient], monkeypatch: pytest.MonkeyPatch
) -> None:
    client = make_client()
    entered: list[str] = []
    through = FastAPI.__call__

    async def counted(self: FastAPI, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            entered.append(scope["path"])
        await through(self, scope, receive, send)

    monkeypatch.setattr(FastAPI, "__call__", counted)
    assert client.post(URL, json=lead_payload(1)).status_code == 201
    assert client.post(URL, json=lead_payload(1, website="x")).status_code == 202
    assert entered == []
    # What is not a valid lead is FastAPI's route's to answer, and so is every other path.
    assert client.post(URL, json={"email": "x"}).status_code == 422
    assert client.get("/api/health").status_code == 200
    assert entered == [URL, "/api/health"]
