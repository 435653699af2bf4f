"""Sign-in, sessions and the locks on state-changing requests, through the real API."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from fastapi.testclient import TestClient
from sqlalchemy import select, update
from sqlalchemy.engine import Engine

from bibliotheque.admin.accounts import set_password
from bibliotheque.admin.models import AdminAudit, AdminSession
from tests.admin.conftest import EMAIL, ORIGIN, PASSWORD, sign_in

COOKIE = "__Host-admin"


def _logout(client: TestClient, csrf: str, origin: str = ORIGIN) -> int:
    return client.post("/api/admin/logout", headers={"Origin": origin, "X-CSRF-Token": csrf}).status_code


def test_sign_in_sets_a_strict_host_cookie_and_answers_no_store(
    make_client: Callable[..., TestClient], account: str, engine: Engine
) -> None:
    client = make_client()
    response = sign_in(client, email="  Associee@Cabinet.example ")
    assert response.status_code == 200, response.text
    cookie = response.headers["set-cookie"]
    assert cookie.startswith(f"{COOKIE}=")
    attributes = {part.strip().split("=")[0].lower() for part in cookie.split(";")[1:]}
    assert {"httponly", "secure", "path", "max-age", "samesite"} <= attributes
    assert "samesite=strict" in cookie.lower() and "path=/" in cookie.lower()
    assert response.headers["cache-control"] == "no-store"
    assert response.headers["x-robots-tag"] == "noindex, nofollow"
    body = response.json()
    assert body["email"] == EMAIL and len(body["csrf_token"]) >= 32
    me = client.get("/api/admin/session")
    assert me.status_code == 200 and me.json()["email"] == EMAIL
    assert me.headers["cache-control"] == "no-store"
    with engine.connect() as connection:
        actions = connection.execute(select(AdminAudit.actor, AdminAudit.action)).all()
        stored = connection.execute(select(AdminSession.token_hash)).scalars().all()
    assert (EMAIL, "session.sign_in") in actions
    # Only the token's hash is stored, never the token.
    assert client.cookies[COOKIE] not in stored and len(stored) == 1


def test_a_wrong_password_and_an_unknown_address_get_the_same_answer(
    make_client: Callable[..., TestClient], account: str
) -> None:
    client = make_client()
    wrong_password = sign_in(client, password="not the password at all")
    unknown = sign_in(client, email="inconnu@cabinet.example")
    assert wrong_password.status_code == unknown.status_code == 401
    assert wrong_password.json() == unknown.json()
    assert wrong_password.json()["code"] == "invalid_credentials"
    assert "set-cookie" not in wrong_password.headers
    assert client.get("/api/admin/session").status_code == 401


def test_wrong_passwords_are_limited_per_account_and_address_and_never_lock_the_owner_out(
    make_client: Callable[..., TestClient], account: str
) -> None:
    client = make_client(
        "127.0.0.1", proxies="127.0.0.1", login_limits_account="3/minute", login_limits_address="5/minute"
    )
    for _ in range(3):
        assert sign_in(client, password="guess number n", via="198.51.100.1").status_code == 401
    # The guesser's address is held, even with the right password, and more tries stay refused...
    for _ in range(25):
        limited = sign_in(client, via="198.51.100.1")
        assert limited.status_code == 429 and int(limited.headers["retry-after"]) >= 1
    assert limited.json()["code"] == "rate_limited"
    # ...while the owner, at their own address, signs in (issue 37: they got 429 for an hour).
    assert sign_in(client, via="198.51.100.2").status_code == 200
    # Per address: other accounts from one address, once that address's own limit is reached.
    for n in range(5):
        assert sign_in(client, email=f"autre{n}@cabinet.example", via="198.51.100.3").status_code == 401
    assert sign_in(client, email="encore@cabinet.example", via="198.51.100.3").status_code == 429
    assert sign_in(client, email="encore@cabinet.example", via="198.51.100.4").status_code == 401


def test_a_cookie_is_refused_after_sign_out(make_client: Callable[..., TestClient], account: str) -> None:
    client = make_client()
    csrf = sign_in(client).json()["csrf_token"]
    token = client.cookies[COOKIE]
    assert _logout(client, csrf) == 204
    assert COOKIE not in client.cookies
    client.cookies.set(COOKIE, token, domain="testserver.local", path="/")
    assert client.get("/api/admin/session").status_code == 401


def test_a_cookie_is_refused_after_expiry_and_after_idling(
    make_client: Callable[..., TestClient], account: str, engine: Engine
) -> None:
    client = make_client(idle_minutes=30)
    sign_in(client)
    past = dt.datetime.now(dt.UTC) - dt.timedelta(seconds=1)
    with engine.begin() as connection:
        connection.execute(update(AdminSession).values(expires_at=past))
    assert client.get("/api/admin/session").status_code == 401
    sign_in(client)
    with engine.begin() as connection:
        connection.execute(update(AdminSession).values(last_seen_at=past - dt.timedelta(minutes=30)))
    assert client.get("/api/admin/session").status_code == 401


def test_sign_in_rotates_the_session(
    make_client: Callable[..., TestClient], account: str, engine: Engine
) -> None:
    client = make_client()
    sign_in(client)
    first = client.cookies[COOKIE]
    sign_in(client)
    assert client.cookies[COOKIE] != first
    with engine.connect() as connection:
        assert len(connection.execute(select(AdminSession.token_hash)).all()) == 1


def test_a_password_change_ends_every_session(
    make_client: Callable[..., TestClient], account: str, engine: Engine
) -> None:
    client = make_client()
    sign_in(client)
    assert set_password(engine, EMAIL, "an entirely new passphrase") == 1
    assert client.get("/api/admin/session").status_code == 401
    assert sign_in(client).status_code == 401
    assert sign_in(client, password="an entirely new passphrase").status_code == 200


def test_cross_origin_and_tokenless_posts_are_refused(
    make_client: Callable[..., TestClient], account: str
) -> None:
    client = make_client()
    refused = client.post(
        "/api/admin/login",
        json={"email": EMAIL, "password": PASSWORD},
        headers={"Origin": "https://evil.example"},
    )
    assert refused.status_code == 403 and refused.json()["code"] == "forbidden_origin"
    no_origin = client.post("/api/admin/login", json={"email": EMAIL, "password": PASSWORD})
    assert no_origin.status_code == 403
    csrf = sign_in(client).json()["csrf_token"]
    assert _logout(client, csrf, origin="https://evil.example") == 403
    assert _logout(client, "not-the-token") == 403
    assert client.post("/api/admin/logout", headers={"Origin": ORIGIN}).status_code == 403
    cross_site = client.post(
        "/api/admin/logout", headers={"Origin": ORIGIN, "X-CSRF-Token": csrf, "Sec-Fetch-Site": "cross-site"}
    )
    assert cross_site.status_code == 403
    # None of them ended the session.
    assert client.get("/api/admin/session").status_code == 200
    assert _logout(client, csrf) == 204


def test_listed_origins_replace_the_host_rule(make_client: Callable[..., TestClient], account: str) -> None:
    client = make_client(origins="https://www.cabinet.example")
    assert sign_in(client).status_code == 403
    allowed = client.post(
        "/api/admin/login",
        json={"email": EMAIL, "password": PASSWORD},
        headers={"Origin": "https://www.cabinet.example"},
    )
    assert allowed.status_code == 200


def test_development_cookie_without_secure(make_client: Callable[..., TestClient], account: str) -> None:
    client = make_client(secure_cookie="false")
    cookie = sign_in(client).headers["set-cookie"]
    assert cookie.startswith("admin=") and "secure" not in cookie.lower()
