"""Lead forms posted without JavaScript: 303 to the confirmation, or the form again (issue 23)."""

from __future__ import annotations

import html
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bibliotheque.leads.store import LeadStore
from bibliotheque.server.app import create_app
from bibliotheque.server.settings import ServerSettings
from bibliotheque.settings.server import LeadSettings
from tests.server.tiny_site import write_tiny_site

MESSAGES = {
    "email_invalid": "Adresse non valide.",
    "email_local_too_long": "Trop long avant @.",
    "required": "Indiquez votre adresse.",
    "rejected": "Rejeté.",
    "rate_limited": "Trop d’envois.",
}
SUBSCRIBE = (
    '<!doctype html><html lang="fr"><title>Recevoir</title><a data-lead-back="" href="/fr">Retour</a>'
    '<form method="post" action="/api/leads"><input id="lead-page-email" name="email" type="email" data-lead-email=""/>'
    f'<p id="lead-page-error" data-lead-error="{html.escape(json.dumps(MESSAGES))}" role="alert" class="x"></p>'
    '<div data-lead-context=""><input type="hidden" name="form_kind" value="inline-end"/></div></form></html>'
)
THANKS = (
    '<!doctype html><html lang="fr"><title>Merci</title><a data-lead-back="" href="/fr">Retour</a></html>'
)
FORM = {
    "form_kind": "inline-end",
    "page_path": "/fr/article/un",
    "lang": "fr",
    "article_slug": "un",
    "website": "",
}
SAME_SITE = {"sec-fetch-site": "same-origin"}


@pytest.fixture
def site(tmp_path: Path) -> tuple[TestClient, Path]:
    return make_site(tmp_path)


def make_site(tmp_path: Path, **lead_settings: Any) -> tuple[TestClient, Path]:
    dist = write_tiny_site(tmp_path / "dist")
    for name, text in (("subscribe", SUBSCRIBE), ("thanks", THANKS)):
        (dist / "fr" / name).mkdir(parents=True)
        (dist / "fr" / name / "index.html").write_text(text, encoding="utf-8")
    database = tmp_path / "leads.sqlite3"
    settings = LeadSettings(database_url=f"sqlite:///{database}", **lead_settings)
    store = LeadStore.open(settings)
    store.migrate()
    store.close()
    app = create_app(dist, settings, ServerSettings())
    return TestClient(app, follow_redirects=False), database


def stored(database: Path) -> list[tuple[str, str]]:
    with sqlite3.connect(database) as db:
        return list(db.execute("select form_kind, page_path from leads"))


def test_a_valid_post_is_stored_and_answered_303_to_the_confirmation(site: tuple[TestClient, Path]) -> None:
    client, database = site
    response = client.post(
        "/api/leads", data={**FORM, "email": "claire@entreprise.example"}, headers=SAME_SITE
    )
    assert response.status_code == 303
    assert response.headers["location"] == "/fr/thanks?from=/fr/article/un"
    assert "content-security-policy" in response.headers
    assert stored(database) == [("inline-end", "/fr/article/un")]
    thanks = client.get(response.headers["location"])
    assert thanks.status_code == 200 and 'data-lead-back="" href="/fr/article/un"' in thanks.text
    assert thanks.headers["x-robots-tag"] == "noindex"
    # Only the site's own pages are linked back to.
    assert 'href="/fr"' in client.get("/fr/thanks?from=https://evil.example/").text
    # The honeypot: the same answer, nothing stored.
    bot = client.post(
        "/api/leads", data={**FORM, "email": "bot@spam.example", "website": "x"}, headers=SAME_SITE
    )
    assert bot.status_code == 303 and len(stored(database)) == 1


def test_an_invalid_address_shows_the_form_again_with_the_message_and_the_context(
    site: tuple[TestClient, Path],
) -> None:
    client, database = site
    response = client.post("/api/leads", data={**FORM, "email": 'pas-une-adresse"<'}, headers=SAME_SITE)
    assert response.status_code == 422
    page = response.text
    assert 'role="alert" class="x">Adresse non valide.</p>' in page
    assert 'value="pas-une-adresse&quot;&lt;" aria-invalid="true" data-lead-email=""' in page
    assert '<input type="hidden" name="page_path" value="/fr/article/un"/>' in page
    assert '<input type="hidden" name="article_slug" value="un"/>' in page
    assert 'name="website"' not in page
    assert 'data-lead-back="" href="/fr/article/un"' in page
    assert (
        client.post("/api/leads", data={**FORM, "email": ""}, headers=SAME_SITE).text.count(
            "Indiquez votre adresse."
        )
        == 1
    )
    too_long = client.post("/api/leads", data={**FORM, "email": "c" * 65 + "@x.example"}, headers=SAME_SITE)
    assert 'role="alert" class="x">Trop long avant @.</p>' in too_long.text
    assert stored(database) == []
    # JSON posts are the API's as before.
    assert (
        client.post("/api/leads", json={**FORM, "email": "x"})
        .headers["content-type"]
        .startswith("application/")
    )


def test_posts_from_another_site_are_refused(site: tuple[TestClient, Path]) -> None:
    client, database = site
    data = {**FORM, "email": "claire@entreprise.example"}
    assert client.post("/api/leads", data=data, headers={"sec-fetch-site": "cross-site"}).status_code == 403
    assert client.post("/api/leads", data=data, headers={"origin": "https://evil.example"}).status_code == 403
    assert client.post("/api/leads", data=data, headers={"origin": "http://testserver"}).status_code == 303
    assert len(stored(database)) == 1


def test_invalid_posts_spend_their_own_limit_not_the_submissions_one(tmp_path: Path) -> None:
    client, database = make_site(tmp_path, rate_limits="3/minute", invalid_rate_limits="12/minute")

    def post(email: str, website: str = "") -> Any:
        return client.post("/api/leads", data={**FORM, "email": email, "website": website}, headers=SAME_SITE)

    assert [post("pas-une-adresse").status_code for _ in range(10)] == [422] * 10
    # The robot's post is answered as a person's and counts as one.
    assert post("bot@spam.example", website="x").status_code == 303
    assert [post(f"claire+{n}@entreprise.example").status_code for n in range(3)] == [303, 303, 429]
    assert len(stored(database)) == 2
    assert [post("").status_code for _ in range(2)] == [422, 422]
    flooded = post("pas-une-adresse")
    assert flooded.status_code == 429
    assert 1 <= int(flooded.headers["retry-after"]) <= 60
    assert 'role="alert" class="x">Trop d’envois.</p>' in flooded.text


def test_the_utm_values_of_the_page_posted_from_are_stored(site: tuple[TestClient, Path]) -> None:
    """Without the script's first-touch values, those of the form's page URL (its `Referer`)."""
    client, database = site
    landing = "http://testserver/fr/article/un?utm_source=lettre&utm_medium=email&utm_campaign=hiver%20%C3%A9t%C3%A9"
    data = {**FORM, "email": "utm@entreprise.example"}
    response = client.post("/api/leads", data=data, headers={**SAME_SITE, "referer": landing})
    assert response.status_code == 303
    # Another site's page, a refused character or values the form carries are not taken.
    client.post(
        "/api/leads",
        data={**data, "email": "autre@entreprise.example"},
        headers={**SAME_SITE, "referer": "https://evil.example/?utm_source=evil"},
    )
    client.post(
        "/api/leads",
        data={**data, "email": "garde@entreprise.example", "utm_source": "gardee"},
        headers={**SAME_SITE, "referer": landing + "&utm_term=a%0Ab"},
    )
    # A form shown again carries them in its context.
    again = client.post(
        "/api/leads", data={**data, "email": "faux"}, headers={**SAME_SITE, "referer": landing}
    ).text
    assert '<input type="hidden" name="utm_campaign" value="hiver été"/>' in again
    with sqlite3.connect(database) as db:
        rows = list(
            db.execute(
                "select email, utm_source, utm_medium, utm_campaign, utm_term from leads order by email"
            )
        )
    assert rows == [
        ("autre@entreprise.example", None, None, None, None),
        ("garde@entreprise.example", "gardee", "email", "hiver été", None),
        ("utm@entreprise.example", "lettre", "email", "hiver été", None),
    ]


# The fields' ids are the page's own (React's useId in the prerender): the server reads whatever
# `id` the field has, so the test gives neutral ones rather than imitate React's format.
OWN_PAGE = (
    '<!doctype html><html lang="fr"><head><meta name="robots" content="index, follow"/>'
    '<link rel="modulepreload" href="/assets/a.js"/><title>Deux</title></head><body><h1>Article deux</h1>'
    '<form class="relative" action="/api/leads" method="post">'
    '<input type="hidden" name="form_kind" value="inline-middle"/>'
    '<input type="hidden" name="page_path" value="/fr/article/deux"/>'
    '<input type="hidden" name="lang" value="fr"/>'
    '<input id="lead-email-middle" type="email" class="border border-slate-500 dark:border-slate-500" name="email" value=""/>'
    '<button type="submit">Recevoir la méthode</button><p role="alert" class="y"></p></form>'
    '<form class="relative" action="/api/leads" method="post">'
    '<input type="hidden" name="form_kind" value="inline-end"/>'
    '<input type="hidden" name="page_path" value="/fr/article/deux"/>'
    '<input type="hidden" name="lang" value="fr"/>'
    '<input id="lead-email-end" type="email" class="border border-slate-500 dark:border-slate-500" name="email" value=""/>'
    '<button type="submit">Accéder à l’audit</button><p role="alert" class="y"></p></form>'
    '<script>window.__reactRouterContext = {};</script><script type="module">import("/a.js")</script>'
    "</body></html>"
)


def test_a_refused_post_comes_back_on_the_page_s_own_form_with_its_texts_and_the_input(
    tmp_path: Path,
) -> None:
    """Issue 33, point 2: not a generic form under another title, but the form that was posted."""
    database = make_site(tmp_path)[1]
    page_dir = tmp_path / "dist" / "fr" / "article" / "deux"
    page_dir.mkdir(parents=True)
    (page_dir / "index.html").write_text(OWN_PAGE, encoding="utf-8")
    client = TestClient(
        create_app(tmp_path / "dist", LeadSettings(database_url=f"sqlite:///{database}"), ServerSettings()),
        follow_redirects=False,
    )
    form = {**FORM, "form_kind": "inline-end", "page_path": "/fr/article/deux", "article_slug": "deux"}
    response = client.post(
        "/api/leads",
        data={**form, "email": 'pas-une-adresse"<'},
        headers={**SAME_SITE, "referer": "http://testserver/fr/article/deux?utm_source=lettre"},
    )
    assert response.status_code == 422
    page = response.text
    assert "<h1>Article deux</h1>" in page and "Recevoir</title>" not in page
    middle, end = page.split('value="inline-end"')
    # The inline-end form, not the first one of the page, carries the problem and the address.
    assert "Adresse non valide." not in middle and 'value="pas-une-adresse' not in middle
    assert (
        'name="email" value="pas-une-adresse&quot;&lt;" aria-invalid="true" aria-describedby="lead-email-end-error"'
        ' autofocus=""/><p id="lead-email-end-error" class="' in end
    )
    assert "Adresse non valide.</p>" in end and "border-red-600" in end and "Accéder à l’audit" in end
    # What the form did not carry is kept for the next post: the campaign read from the Referer.
    assert '<input type="hidden" name="utm_source" value="lettre"/>' in page
    assert '<input type="hidden" name="article_slug" value="deux"/>' in page
    # The page as it reads without scripts: it is not hydrated at /api/leads.
    assert "__reactRouterContext" not in page and "modulepreload" not in page and 'type="module"' not in page
    assert '<meta name="robots" content="noindex"/>' in page
    assert stored(database) == []
