"""`POST /api/client-errors`: scrubbed, bounded, rate-limited reports the owner lists (issue 23)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import delete
from sqlalchemy.engine import Engine

from bibliotheque.cli import main
from bibliotheque.client_errors import store as client_error_store
from bibliotheque.client_errors.models import ClientError
from tests.admin.conftest import ORIGIN, sign_in

REPORT = {
    "message": "TypeError: cannot read « score » for claire.martin@cabinet-exemple.fr",
    "stack": "TypeError: x\n    at Score (https://site.example/assets/tool-AbC.js?v=3&token=s3cr3t:12:34)",
    "page": "/fr/tool/indice?email=jean@exemple.fr#resultat",
    "release": "2026-11-23T21:40:00Z",
}


@pytest.fixture
def empty(engine: Engine) -> Engine:
    with engine.begin() as connection:
        connection.execute(delete(ClientError))
    return engine


def test_a_report_is_stored_without_personal_data_and_listed_for_the_owner(
    empty: Engine,
    account: str,
    database_url: str,
    make_client: Callable[..., TestClient],
    capsys: pytest.CaptureFixture[str],
) -> None:
    client = make_client()
    assert client.post("/api/client-errors", json=REPORT).status_code == 204
    assert client.get("/api/admin/client-errors").status_code == 401

    assert sign_in(client).status_code == 200
    listed = client.get("/api/admin/client-errors", headers={"Origin": ORIGIN})
    assert listed.status_code == 200
    assert {k: v for k, v in listed.json().items() if k != "items"} == {"total": 1, "page": 1, "per_page": 50}
    [report] = listed.json()["items"]
    assert report["message"] == "TypeError: cannot read « score » for [email]"
    assert report["stack"] == "TypeError: x\n    at Score (https://site.example/assets/tool-AbC.js:12:34)"
    assert report["page"] == "/fr/tool/indice"
    assert report["release"] == "2026-11-23T21:40:00Z"
    assert listed.headers["cache-control"] == "no-store"

    assert main(["client-errors", "--database-url", database_url, "list", "--stack"]) == 0
    out = capsys.readouterr().out
    assert "/fr/tool/indice\t2026-11-23T21:40:00Z\tTypeError: cannot read « score » for [email]" in out
    assert "tool-AbC.js:12:34" in out
    assert "@" not in out and "s3cr3t" not in out


def test_reports_are_bounded_in_size_and_in_number(
    empty: Engine, make_client: Callable[..., TestClient], monkeypatch: pytest.MonkeyPatch
) -> None:
    client = make_client(address="198.51.100.6")
    too_long = client.post("/api/client-errors", json=REPORT | {"message": "x" * 2001})
    assert too_long.status_code == 422
    assert client.post("/api/client-errors", json=REPORT | {"visitor": "x"}).status_code == 422
    huge = client.post("/api/client-errors", content=b"{" + b" " * 20_000 + b"}")
    assert huge.status_code == 413

    monkeypatch.setattr(client_error_store, "KEEP", 3)
    client = make_client(address="198.51.100.7")
    for n in range(5):
        assert client.post("/api/client-errors", json=REPORT | {"message": f"erreur {n}"}).status_code == 204
    refused = client.post("/api/client-errors", json=REPORT)
    assert refused.status_code == 429
    assert int(refused.headers["retry-after"]) >= 1
    assert refused.json()["code"] == "rate_limited"
    # Another client is not held back by the first one's reports.
    assert make_client(address="198.51.100.8").post("/api/client-errors", json=REPORT).status_code == 204
    # Only the newest KEEP reports stay.
    kept = [r.message for r in client_error_store.newest_reports(empty, 10)]
    assert kept == ["TypeError: cannot read « score » for [email]", "erreur 4", "erreur 3"]


def test_the_owner_reads_the_reports_page_by_page_the_newest_first(
    empty: Engine, account: str, make_client: Callable[..., TestClient]
) -> None:
    for n in range(5):
        report = {"message": f"erreur {n}", "stack": "", "page": f"/fr/page-{n}", "release": "r1"}
        client_error_store.add_report(empty, report)
    client = make_client()
    assert sign_in(client).status_code == 200

    def page(n: int) -> dict[str, Any]:
        answer = client.get(f"/api/admin/client-errors?page={n}&per_page=2", headers={"Origin": ORIGIN})
        assert answer.status_code == 200
        body: dict[str, Any] = answer.json()
        return body

    first, last = page(1), page(3)
    assert (first["total"], first["page"], first["per_page"]) == (5, 1, 2)
    assert [r["message"] for r in first["items"]] == ["erreur 4", "erreur 3"]
    assert [r["message"] for r in last["items"]] == ["erreur 0"]
    assert page(4)["items"] == []
    assert client.get("/api/admin/client-errors?per_page=201", headers={"Origin": ORIGIN}).status_code == 422
