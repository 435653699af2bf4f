"""`POST /api/events`: what is counted, what is refused, what is silently left out."""

from __future__ import annotations

import json

import pytest

from tests.audience.conftest import Endpoint, make_endpoint, stored

VIEW = {"event": "page_view", "path": "/fr/article/un", "lang": "fr"}
TOOL = {"path": "/fr/tool/indice-maturite", "lang": "fr"}
GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
HEADLESS = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36"


def test_events_are_counted_per_page_language_event_and_detail(endpoint: Endpoint) -> None:
    assert endpoint.send(VIEW) == 204
    assert endpoint.send({**VIEW, "path": "/fr/article/un/"}) == 204  # the trailing slash is the same page
    assert endpoint.send(VIEW, **{"content-type": "application/json"}) == 204
    assert (
        endpoint.send({"event": "modal_opened", "path": "/fr/article/un", "lang": "fr", "detail": "scroll"})
        == 204
    )
    assert endpoint.send({"event": "cta_clicked", "path": "/en", "lang": "en", "detail": "trial"}) == 204
    tool = {"path": "/fr/tool/indice-maturite", "lang": "fr", "detail": "indice-maturite"}
    assert endpoint.send({"event": "tool_started", **tool}) == 204
    assert endpoint.send({"event": "tool_finished", **tool}) == 204
    assert endpoint.audience.flusher.flush()
    assert stored(endpoint.store.engine) == {
        ("/fr/article/un", "fr", "page_view", ""): 3,
        ("/fr/article/un", "fr", "modal_opened", "scroll"): 1,
        ("/en", "en", "cta_clicked", "trial"): 1,
        ("/fr/tool/indice-maturite", "fr", "tool_started", "indice-maturite"): 1,
        ("/fr/tool/indice-maturite", "fr", "tool_finished", "indice-maturite"): 1,
    }


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({**VIEW, "event": "scroll_depth"}, "unknown event 'scroll_depth'"),
        ({**VIEW, "path": "/fr/article/inconnu"}, "unknown page '/fr/article/inconnu'"),
        ({**VIEW, "path": "/admin"}, "unknown page '/admin'"),
        ({**VIEW, "lang": "de"}, "unknown language 'de'"),
        ({**VIEW, "lang": "en"}, "is not in 'en'"),
        ({**VIEW, "detail": "x"}, "must be empty for page_view"),
        ({**VIEW, "event": "modal_opened", "detail": "hover"}, "must be one of"),
        ({**VIEW, "event": "cta_clicked", "detail": "https://evil.example"}, "must be one of"),
        ({**VIEW, "event": "tool_started", "detail": "Robert'); DROP"}, "one of the site's tools"),
        ({**TOOL, "event": "tool_started", "detail": "outil-invente-1"}, "one of the site's tools"),
        ({**TOOL, "event": "tool_finished", "detail": "marge"}, "is not on the page"),
        ({**VIEW, "event": "tool_finished", "detail": "indice-maturite"}, "is not on the page"),
        ({**VIEW, "path": 3}, "`path`: Input should be a valid string"),
        ({**VIEW, "detail": "x" * 65}, "`detail`: String should have at most 64 characters"),
        ({"path": "/fr", "lang": "fr"}, "`event`: Field required"),
        ("[1, 2]", "must be a JSON object"),
        ("event=page_view", "must be a JSON object"),
    ],
)
def test_unknown_events_pages_languages_and_details_are_refused_with_422(
    endpoint: Endpoint, body: dict[str, object] | str, message: str
) -> None:
    content = body if isinstance(body, str) else json.dumps(body)
    response = endpoint.client.post(
        "/api/events", content=content, headers={"user-agent": "Mozilla/5.0 Firefox/133.0"}
    )
    assert response.status_code == 422
    assert response.json()["code"] == "invalid_event"
    assert message in response.json()["message"]
    assert endpoint.audience.counters.take() == {}


def test_a_large_body_is_refused_with_413(endpoint: Endpoint) -> None:
    assert endpoint.send({**VIEW, "padding": "x" * 2000}) == 413


@pytest.mark.parametrize("user_agent", [GOOGLEBOT, HEADLESS, "curl/8.5.0", "python-httpx/0.28", ""])
def test_known_bots_are_answered_204_and_not_counted(endpoint: Endpoint, user_agent: str) -> None:
    assert endpoint.send(VIEW, **{"user-agent": user_agent}) == 204
    assert endpoint.audience.counters.take() == {}


def test_sec_gpc_is_answered_204_and_not_counted(endpoint: Endpoint) -> None:
    assert endpoint.send(VIEW, **{"sec-gpc": "1"}) == 204
    assert endpoint.audience.counters.take() == {}
    assert endpoint.send(VIEW, **{"sec-gpc": "0"}) == 204
    assert sum(endpoint.audience.counters.take().values()) == 1


def test_a_client_over_its_rate_gets_429_and_is_not_counted(tmp_path: object) -> None:
    limited = make_endpoint(f"sqlite:///{tmp_path}/leads.sqlite3", rate_limits="5/minute")
    assert [limited.send(VIEW) for _ in range(6)] == [204] * 5 + [429]
    assert sum(limited.audience.counters.take().values()) == 5
    # No address in memory either: the limiter's keys are keyed hashes.
    assert all("testclient" not in key for key in limited.audience.limiter.clients)
    limited.store.close()


def test_flushes_add_to_the_stored_counts(endpoint: Endpoint) -> None:
    endpoint.send(VIEW)
    assert endpoint.audience.flusher.flush()
    endpoint.send(VIEW)
    endpoint.send(VIEW)
    assert endpoint.audience.flusher.flush()
    assert stored(endpoint.store.engine) == {("/fr/article/un", "fr", "page_view", ""): 3}
