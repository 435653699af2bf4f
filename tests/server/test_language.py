"""`/` and paths outside every route answer in the visitor's language (issue 23, point 5)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from bibliotheque.server.app import create_app
from bibliotheque.server.language import preferred_language
from tests.conftest import BuiltSite

LANGS = ["fr", "en"]


def lang_of(**headers: str) -> str:
    return preferred_language([(k.replace("_", "-").encode(), v.encode()) for k, v in headers.items()], LANGS)


@pytest.mark.parametrize(
    ("accept", "lang"),
    [
        ("en-GB,en;q=0.9", "en"),
        ("de-DE,de;q=0.9,en;q=0.5,fr;q=0.4", "en"),
        ("fr-CA;q=0.3, EN-us;q=0.8", "en"),
        ("en;q=0.5, fr;q=0.5", "en"),  # a tie: the first one named
        ("en;q=0, *", "fr"),  # refused English, anything else
        ("*", "fr"),
        ("de, it;q=0.5", "fr"),
        ("en;q=zzz, fr;q=0.1", "fr"),  # a broken q is « not this one »
        ("", "fr"),
        (";;,,", "fr"),
    ],
)
def test_accept_language_picks_the_best_served_language(accept: str, lang: str) -> None:
    assert lang_of(accept_language=accept) == lang


def test_the_stored_choice_wins_over_the_browser() -> None:
    assert lang_of(cookie="a=1; lang=fr; b=2", accept_language="en") == "fr"
    assert lang_of(cookie="lang=en", accept_language="fr") == "en"
    assert lang_of(cookie="lang=de; other=en", accept_language="en") == "en"  # unknown value: ignored
    assert lang_of(cookie="xlang=en") == "fr"
    assert lang_of() == "fr"


@pytest.fixture(scope="module")
def client(built: BuiltSite) -> TestClient:
    return TestClient(create_app(built.dist), follow_redirects=False)


@pytest.mark.parametrize("path", ["/", "/nowhere", "/de/article/x"])
def test_root_and_unknown_paths_redirect_to_the_negotiated_home(client: TestClient, path: str) -> None:
    english = client.get(path, headers={"accept-language": "en-GB,en;q=0.8,fr;q=0.5"})
    assert (english.status_code, english.headers["location"]) == (302, "/en")
    assert english.headers["vary"] == "Accept-Language, Cookie"
    assert english.headers["cache-control"] == "private, no-cache"
    chosen = client.get(path, headers={"accept-language": "en", "cookie": "lang=fr"})
    assert chosen.headers["location"] == "/fr"
    assert client.get(path).headers["location"] == "/fr"


def test_a_path_naming_its_language_does_not_negotiate(client: TestClient) -> None:
    response = client.get("/en/nowhere", headers={"accept-language": "fr", "cookie": "lang=fr"})
    assert response.headers["location"] == "/en"
    assert "vary" not in response.headers
