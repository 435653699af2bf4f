"""`POST /api/leads`, status by status, on SQLite and PostgreSQL (DESIGN §6)."""

from __future__ import annotations

import logging
import re
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bibliotheque.forms.schemas import EMAIL_PATTERN
from bibliotheque.server.app import create_api
from bibliotheque.settings.server import LeadSettings
from tests.leads.factory import exported, lead_payload

URL = "/api/leads"


def test_a_lead_is_stored_and_answers_201(
    client: TestClient, database_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    response = client.post(URL, json=lead_payload(email="Claire.Martin@Entreprise.EXAMPLE"))
    assert response.status_code == 201
    body = response.json()
    assert body["created"] is True
    [row] = exported(capsys, database_url)
    assert row["id"] == str(uuid.UUID(body["id"]))
    # The domain is normalised, the local part kept as typed.
    assert row["email"] == "Claire.Martin@entreprise.example"
    assert row["form_kind"] == "tool" and row["page_path"] == "/fr/tool/indice-maturite"
    assert row["tool_answers"] == {"pilotage": 2, "outils": "tableur", "budget": 12.5}
    assert row["tool_score"] == 64 and row["utm_campaign"] == "audit" and row["lang"] == "fr"


def test_an_internationalised_address_is_accepted(
    client: TestClient, database_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert client.post(URL, json=lead_payload(email="hélène.garçon@exemple.fr")).status_code == 201
    assert exported(capsys, database_url)[0]["email"] == "hélène.garçon@exemple.fr"


def test_the_same_submission_again_is_the_same_lead(
    client: TestClient, database_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    first = client.post(URL, json=lead_payload())
    again = client.post(URL, json=lead_payload(email="CLAIRE.MARTIN+0@entreprise.example"))
    assert (first.status_code, again.status_code) == (201, 200)
    assert again.json() == {"id": first.json()["id"], "created": False, "downloads": []}
    elsewhere = client.post(URL, json=lead_payload(page_path="/en/tool/indice-maturite", lang="en"))
    assert elsewhere.status_code == 201 and elsewhere.json()["id"] != first.json()["id"]
    assert len(exported(capsys, database_url)) == 2


def test_a_filled_honeypot_answers_202_and_stores_nothing(
    client: TestClient, database_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    response = client.post(URL, json=lead_payload(website="https://spam.example"))
    assert response.status_code == 202
    assert response.json() == {"status": "accepted"}
    assert client.post(URL, json=lead_payload(website="  ")).status_code == 201  # blank: a person
    assert [row["email"] for row in exported(capsys, database_url)] == ["claire.martin+0@entreprise.example"]


def _big(size: int) -> bytes:
    return b'{"email": "a@b.example", "utm_term": "' + b"x" * size + b'"}'


def test_a_body_over_16_kb_answers_413_by_its_announced_length(client: TestClient) -> None:
    response = client.post(URL, content=_big(17_000), headers={"content-type": "application/json"})
    assert response.status_code == 413
    assert response.json()["code"] == "body_too_large"


def test_a_streamed_body_over_16_kb_answers_413(client: TestClient) -> None:
    def stream() -> Iterator[bytes]:
        for _ in range(64):  # 64 × 1 KB, no Content-Length (see test_live for a slow real stream)
            yield b" " * 1024

    response = client.post(URL, content=stream(), headers={"content-type": "application/json"})
    assert "content-length" not in response.request.headers
    assert response.status_code == 413
    assert client.post(URL, json=lead_payload()).status_code == 201


def test_a_body_just_under_the_limit_is_read(client: TestClient) -> None:
    response = client.post(URL, content=_big(16_000), headers={"content-type": "application/json"})
    assert response.status_code == 422  # read and validated, not refused for its size
    assert {e["field"] for e in response.json()["errors"]} >= {"utm_term", "form_kind"}


@pytest.mark.parametrize(
    ("change", "field", "code"),
    [
        ({"email": "claire.martin"}, "email", "email_invalid"),
        ({"email": "claire@entreprise"}, "email", "email_invalid"),
        ({"email": "c" * 65 + "@entreprise.example"}, "email", "email_local_too_long"),
        ({"email": "claire\x00@entreprise.example"}, "email", "control_characters"),
        ({"utm_source": "news\x00letter"}, "utm_source", "control_characters"),
        ({"utm_term": "a\nb"}, "utm_term", "control_characters"),
        ({"page_path": "/fr/\x00"}, "page_path", "control_characters"),
        ({"tool_answers": {"pilotage": "\x00"}}, "tool_answers.pilotage", "control_characters"),
        ({"utm_content": "\u202eevil"}, "utm_content", "control_characters"),
        ({"email": None}, "email", "required"),
        ({"form_kind": "popup"}, "form_kind", "invalid_choice"),
        ({"lang": "de"}, "lang", "invalid_choice"),
        ({"tool_score": 101}, "tool_score", "out_of_range"),
        ({"tool_score": "64"}, "tool_score", "invalid_type"),
        ({"tool_answers": {f"q{i}": i for i in range(51)}}, "tool_answers", "too_long"),
        ({"tool_answers": {"Pilotage Q1": 1}}, "tool_answers.Pilotage Q1", "invalid_format"),
        ({"tool_answers": {"pilotage": True}}, "tool_answers.pilotage", "invalid_type"),
        ({"tool_answers": {"pilotage": 1e300}}, "tool_answers.pilotage", "out_of_range"),
        ({"utm_campaign": "x" * 201}, "utm_campaign", "too_long"),
        ({"page_path": "fr/article"}, "page_path", "invalid_format"),
        ({"article_slug": "Mon Article"}, "article_slug", "invalid_format"),
        ({"favourite_colour": "blue"}, "favourite_colour", "unknown_field"),
    ],
)
def test_invalid_fields_answer_422_with_a_code_per_field(
    client: TestClient, change: dict[str, Any], field: str, code: str
) -> None:
    payload = {**lead_payload(), **change}
    response = client.post(URL, json={k: v for k, v in payload.items() if v is not None})
    assert response.status_code == 422
    body = response.json()
    assert body["code"] == "invalid_lead"
    assert [(e["field"], e["code"]) for e in body["errors"]] == [(field, code)]
    assert body["errors"][0]["message"]
    # The refused value is not echoed back.
    assert "\x00" not in response.text


# RFC 5321: 64 characters before the @ at most. The API and the pattern its schema publishes (hence
# the browser's generated types) answer alike on each address.
LOCAL_PARTS = [("c" * 64, True), ("c" * 65, False), ("é" * 64, True), ("é" * 65, False)]


@pytest.mark.parametrize(("local", "accepted"), LOCAL_PARTS, ids=["64", "65", "64-accented", "65-accented"])
def test_the_part_before_the_at_sign_has_64_characters_at_most(
    client: TestClient, local: str, accepted: bool
) -> None:
    email = local + "@entreprise.example"
    response = client.post(URL, json=lead_payload(email=email))
    assert response.status_code == (201 if accepted else 422), response.text
    assert (re.fullmatch(EMAIL_PATTERN, email) is not None) is accepted
    if not accepted:
        [problem] = response.json()["errors"]
        assert (problem["code"], problem["limit"]) == ("email_local_too_long", 64)
        assert problem["message"] == "The part before the @ is too long: at most 64 characters."


def test_every_invalid_field_is_listed_with_its_limit(client: TestClient) -> None:
    response = client.post(URL, json={"email": "x", "form_kind": "modal", "utm_term": "t" * 300})
    problems = {e["field"]: e for e in response.json()["errors"]}
    assert set(problems) == {"email", "page_path", "lang", "utm_term"}
    assert problems["utm_term"]["limit"] == 200
    assert problems["page_path"]["code"] == "required"


@pytest.mark.parametrize(
    ("body", "code"),
    [
        (b"{not json", "invalid_json"),
        (b'{"email": "\xff\xfe"}', "invalid_json"),  # not UTF-8
        (b"[1, 2]", "invalid_type"),
        (b"null", "invalid_type"),
    ],
)
def test_a_body_that_is_not_a_lead_object_answers_422(client: TestClient, body: bytes, code: str) -> None:
    response = client.post(URL, content=body, headers={"content-type": "application/json"})
    assert response.status_code == 422
    assert response.json()["errors"][0]["code"] == code


def test_too_many_submissions_answer_429_with_retry_after(make_client: Callable[..., TestClient]) -> None:
    client = make_client(rate_limits="3/minute")
    statuses = [client.post(URL, json=lead_payload(n)).status_code for n in range(4)]
    assert statuses == [201, 201, 201, 429]
    refused = client.post(URL, json=lead_payload(9))
    assert refused.status_code == 429
    assert 1 <= int(refused.headers["retry-after"]) <= 60
    assert refused.json()["code"] == "rate_limited"
    # Another client is not affected.
    neighbour = TestClient(client.app, client=("198.51.100.20", 40000))
    assert neighbour.post(URL, json=lead_payload(10)).status_code == 201


def test_rotating_x_forwarded_for_from_an_untrusted_peer_is_still_limited(
    make_client: Callable[..., TestClient],
) -> None:
    client = make_client(rate_limits="3/minute", trusted_proxies="10.0.0.0/8")
    statuses = [
        client.post(URL, json=lead_payload(n), headers={"x-forwarded-for": f"192.0.2.{n}"}).status_code
        for n in range(6)
    ]
    assert statuses == [201, 201, 201, 429, 429, 429]


def test_x_forwarded_for_from_a_trusted_proxy_names_the_client(
    make_client: Callable[..., TestClient],
) -> None:
    proxy = make_client(client=("10.1.2.3", 443), rate_limits="2/minute", trusted_proxies="10.0.0.0/8")

    def post(n: int, forwarded: str) -> int:
        return proxy.post(URL, json=lead_payload(n), headers={"x-forwarded-for": forwarded}).status_code

    # Each visitor behind the proxy has their own count...
    assert [post(n, f"192.0.2.{n}") for n in range(5)] == [201] * 5
    # ...the address our proxy appended is the client, whatever the visitor prepended...
    assert [post(10 + n, f"198.51.100.{n}, 192.0.2.77") for n in range(3)] == [201, 201, 429]
    # ...and chained trusted proxies are skipped.
    assert post(20, "192.0.2.77, 10.9.9.9") == 429


def test_ipv6_clients_are_counted_per_64(make_client: Callable[..., TestClient]) -> None:
    first = make_client(client=("2001:db8:1:2::10", 1000), rate_limits="2/minute")
    same_64 = TestClient(first.app, client=("2001:db8:1:2:ffff::1", 1000))
    other_64 = TestClient(first.app, client=("2001:db8:1:3::10", 1000))
    assert first.post(URL, json=lead_payload(1)).status_code == 201
    assert same_64.post(URL, json=lead_payload(2)).status_code == 201
    assert same_64.post(URL, json=lead_payload(3)).status_code == 429
    assert other_64.post(URL, json=lead_payload(4)).status_code == 201


def test_an_unreachable_database_answers_503_with_retry_after(tmp_path: Any) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("")  # a file where the database's folder should be: it can never be created
    settings = LeadSettings(database_url=f"sqlite:///{blocked / 'leads.sqlite3'}")
    with TestClient(create_api(settings)) as client:
        response = client.post(URL, json=lead_payload())
    assert response.status_code == 503
    assert response.headers["retry-after"] == "5"
    assert response.json()["code"] == "unavailable"


def test_logs_never_hold_the_address(client: TestClient, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    address = "claire.martin+0@entreprise.example"
    client.post(URL, json=lead_payload())
    client.post(URL, json=lead_payload())
    client.post(URL, json=lead_payload(website="x"))
    client.post(URL, json=lead_payload(tool_score=500))
    assert "c***@entreprise.example" in caplog.text
    assert address not in caplog.text.lower() and "claire.martin" not in caplog.text.lower()


def test_the_openapi_schema_documents_every_status(client: TestClient) -> None:
    operation = client.get("/api/openapi.json").json()["paths"][URL]["post"]
    assert set(operation["responses"]) == {"200", "201", "202", "413", "422", "429", "503"}
    assert "Retry-After" in operation["responses"]["429"]["headers"]
    assert client.get(URL).status_code == 405
