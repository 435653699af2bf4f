"""The two limits of `POST /api/leads` (issue 23): invalid bodies never spend the budget of
submissions, and have their own, higher limit that stops floods of them."""

from __future__ import annotations

from collections.abc import Callable

from fastapi.testclient import TestClient

from bibliotheque.settings.server import LeadSettings
from tests.leads.factory import lead_payload

URL = "/api/leads"
DEFAULTS = {name: LeadSettings.model_fields[name].default for name in ("rate_limits", "invalid_rate_limits")}


def invalid(client: TestClient, n: int) -> int:
    """A submission refused by validation, varied: a wrong address, no form, a body not JSON."""
    if n % 3 == 0:
        return client.post(URL, json=lead_payload(n, email="claire.martin-entreprise.example")).status_code
    if n % 3 == 1:
        return client.post(URL, json=lead_payload(n, form_kind=None)).status_code
    return client.post(URL, content=b"{not json", headers={"content-type": "application/json"}).status_code


def test_with_the_defaults_ten_invalid_then_valid_ones_are_limited_at_ten(
    make_client: Callable[..., TestClient],
) -> None:
    assert DEFAULTS == {"rate_limits": "10/minute;100/hour", "invalid_rate_limits": "60/minute"}
    client = make_client(**DEFAULTS)
    assert [invalid(client, n) for n in range(10)] == [422] * 10
    statuses = [client.post(URL, json=lead_payload(n)).status_code for n in range(11)]
    assert statuses == [201] * 10 + [429]
    # Over the submissions' limit, a wrong address is still told what is wrong.
    assert invalid(client, 0) == 422


def test_a_flood_of_invalid_bodies_gets_429_with_retry_after(make_client: Callable[..., TestClient]) -> None:
    client = make_client(**DEFAULTS)
    assert [invalid(client, n) for n in range(60)] == [422] * 60
    refused = client.post(URL, json=lead_payload(1, email="pas-une-adresse"))
    assert refused.status_code == 429
    assert 1 <= int(refused.headers["retry-after"]) <= 60
    assert refused.json() == {
        "code": "rate_limited",
        "message": "Too many submissions.",
        "retry_after": int(refused.headers["retry-after"]),
    }
    assert invalid(client, 2) == 429  # not JSON at all: the same
    # A valid submission is judged by its own limit, and other clients are not concerned.
    assert client.post(URL, json=lead_payload(1)).status_code == 201
    neighbour = TestClient(client.app, client=("198.51.100.20", 40000))
    assert invalid(neighbour, 0) == 422


def test_a_robots_dropped_submission_counts_as_an_accepted_one(
    make_client: Callable[..., TestClient],
) -> None:
    client = make_client(rate_limits="2/minute")
    robot = [client.post(URL, json=lead_payload(n, website="https://spam.example")) for n in range(2)]
    assert [r.status_code for r in robot] == [202, 202]
    # A robot sees what a person would: the limit, then 429.
    assert client.post(URL, json=lead_payload(3)).status_code == 429
