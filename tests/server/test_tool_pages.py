"""`GET /{lang}/tool/{slug}?…`: a tool's result computed by the server without JavaScript (issue 23.6).

The tool pages here are hand-written in the shape of web/src/features/tools/tool-form.tsx (slot,
fields, error paragraphs; a lead-capturing tool's form posted to the lead API, ending with the
e-mail step); the tools are the real content's.
"""

from __future__ import annotations

import html
import json
import re
import sqlite3
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest
from fastapi.testclient import TestClient

from bibliotheque.content.loader import load_library
from bibliotheque.content.models.tools import Tool
from bibliotheque.leads.store import LeadStore
from bibliotheque.server.app import create_app
from bibliotheque.server.form_posts import lead_body
from bibliotheque.server.settings import ServerSettings
from bibliotheque.server.site_files import load_site
from bibliotheque.server.tool_pages import ToolPages
from bibliotheque.settings.server import LeadSettings
from bibliotheque.tools.calculation import sample_cases
from bibliotheque.tools.figure_format import format_figure
from bibliotheque.tools.score import assessments_vectors
from tests.server.tiny_site import write_tiny_site

ROOT = Path(__file__).resolve().parents[2]
CALCULATOR = "calculateur-roi-automatisation"
ASSESSMENT = "indice-maturite-organisationnelle"
STRINGS = {
    "fr": {
        "calculated": "Votre résultat, calculé à partir de vos réponses",
        "scored": "Votre résultat : {score} sur 100",
        "figures": "Vos chiffres",
        "how": "Comment ce chiffre est calculé",
        "score_label": "Votre score",
        "out_of": "sur 100",
        "dimensions": "Votre score par dimension",
        "dimension": "Dimension",
        "dimension_score": "Score sur 100",
        "recommendations": "Nos recommandations",
        "next_steps": "Vos prochaines étapes",
        "edit": "Modifier mes réponses",
        "errors_title": "Vérifiez vos réponses",
        "error_select": "Choisissez une réponse.",
        "error_range": "Indiquez un nombre entre {min} et {max}.",
        "email_status": "Dernière étape : votre adresse e-mail",
        "email_ready": "Vos réponses sont reprises dans le formulaire ci-dessous",
        "email_step": "Indiquez votre adresse e-mail à la fin du formulaire.",
        "email_go": "Saisir mon adresse e-mail",
    }
}
STRINGS["en"] = {**STRINGS["fr"], "how": "How this figure is worked out", "out_of": "out of 100"}
CLASSES = {
    k: f"c-{k}"
    for k in [
        "slot",
        "card",
        "status",
        "heading",
        "hiddenHeading",
        "subheading",
        "headlines",
        "headline",
        "headlineLabel",
        "headlineValue",
        "how",
        "howItem",
        "howLabel",
        "howExplain",
        "howValue",
        "score",
        "scoreLabel",
        "scoreValue",
        "scoreOutOf",
        "table",
        "th",
        "td",
        "prose",
        "bullets",
        "numbers",
        "item",
        "edit",
        "errors",
        "errorsTitle",
        "errorsList",
        "errorLink",
        "errorMessage",
    ]
}


def page(tool: Tool, lang: str) -> str:
    """A tool page as tool-form.tsx prerenders it, reduced to what the server reads."""
    config = html.escape(
        json.dumps(
            {"id": "tool-result", "email_id": "tool-email", "classes": CLASSES, "strings": STRINGS[lang]}
        )
    )
    fields = []
    for q in tool.questions:
        if q.type == "select":
            inputs = "".join(
                f'<label><input type="radio" name="{q.id}" value="{i}" data-tool-answer="{q.id}"/>{o.get(lang)}</label>'
                for i, o in enumerate(q.options)
            )
        else:
            inputs = f'<input id="tool-q-{q.id}" type="number" name="{q.id}" data-tool-answer="{q.id}"/>'
        fields.append(f'<li>{inputs}<p id="tool-q-{q.id}-error" data-tool-error="{q.id}" class="e"></p></li>')
    path = f"/{lang}/tool/{tool.slug}"
    if tool.lead_capture:
        form = '<form method="post" action="/api/leads#tool-result" data-tool-form="" class="relative">'
        email = (
            f'<div id="tool-email"><input type="hidden" name="form_kind" value="tool"/>'
            f'<input type="hidden" name="page_path" value="{path}"/><input type="hidden" name="lang" value="{lang}"/>'
            f'<input type="hidden" name="tool_slug" value="{tool.slug}"/>'
            '<input id="e" name="email" type="email" value="" class="border-slate-500 dark:border-slate-500"/>'
            '<input type="text" name="website" value=""/><p role="alert" class="a"></p></div>'
        )
    else:
        form, email = f'<form method="get" action="{path}#tool-result" data-tool-form="">', ""
    return (
        f'<!doctype html><html lang="{lang}"><head><meta name="robots" content="index, follow"/>'
        f"<title>{tool.title.get(lang)}</title><script>window.x=1</script></head><body>"
        f'<div data-tool-result="{config}"><!--tool-result--></div>'
        f'<section id="questions">{form}<ol>{"".join(fields)}</ol>{email}</form></section>'
        '<script type="module">import("/assets/entry.js")</script></body></html>'
    )


@pytest.fixture(scope="module")
def tools() -> dict[str, Tool]:
    library, _ = load_library(ROOT / "content")
    return {slug: library.tool(slug) for slug in (CALCULATOR, ASSESSMENT)}


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory, tools: dict[str, Tool]) -> Path:
    dist = write_tiny_site(tmp_path_factory.mktemp("tiny") / "dist")
    for tool in tools.values():
        for lang in ("fr", "en"):
            folder = dist / lang / "tool" / tool.slug
            folder.mkdir(parents=True)
            (folder / "index.html").write_text(page(tool, lang), encoding="utf-8")
    for name in ("thanks", "subscribe"):
        (dist / "fr" / name).mkdir(parents=True)
        (dist / "fr" / name / "index.html").write_text(f"<p>{name}</p>", encoding="utf-8")
    manifest = json.loads((dist / "_site.json").read_text(encoding="utf-8"))
    manifest["tools"] = [tool.model_dump(mode="json") for tool in tools.values()]
    (dist / "_site.json").write_text(json.dumps(manifest), encoding="utf-8")
    return dist


@pytest.fixture(scope="module")
def pages(dist: Path) -> ToolPages:
    return ToolPages(load_site(dist))


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, dist: Path) -> tuple[TestClient, Path]:
    database = tmp_path_factory.mktemp("db") / "leads.sqlite3"
    settings = LeadSettings(database_url=f"sqlite:///{database}")
    store = LeadStore.open(settings)
    store.migrate()
    store.close()
    return TestClient(create_app(dist, settings, ServerSettings()), follow_redirects=False), database


def text(body: str) -> str:
    """The page's text, tags dropped, entities decoded, every kind of space a plain one."""
    return re.sub(r"[\s\u00a0\u202f]+", " ", html.unescape(re.sub(r"<[^>]+>", " ", body)))


def cells(body: str, css: str) -> list[str]:
    return [text(c).strip() for c in re.findall(rf'class="c-{css}">(.*?)</d[dt]>', body)]


def query(answers: Mapping[str, float]) -> dict[str, str]:
    return {k: str(int(v)) if float(v).is_integer() else str(v) for k, v in answers.items()}


def test_a_calculator_computes_the_python_evaluators_figures_and_verdict(
    site: tuple[TestClient, Path], tools: dict[str, Tool]
) -> None:
    client, _ = site
    tool = tools[CALCULATOR]
    verdicts = set()
    for case in sample_cases(tool, limit=12):
        response = client.get(f"/fr/tool/{CALCULATOR}", params=query(case["answers"]))
        assert response.status_code == 200, case
        shown = [format_figure("fr", f, case["figures"][f.id]) for f in tool.figures if f.headline]
        assert cells(response.text, "headlineValue") == [text(s).strip() for s in shown]
        verdict = next(v for v in tool.verdicts if v.id == case["verdict"])
        assert f">{html.escape(verdict.title.get('fr'), quote=False)}</h2>" in response.text
        verdicts.add(verdict.id)
    assert verdicts == {v.id for v in tool.verdicts}


def test_a_calculator_result_reads_like_the_browsers(site: tuple[TestClient, Path]) -> None:
    client, _ = site
    answers = "taux-horaire-moyen=35&heures-processus=6&personnes-impliquees=3&taux-erreur=10&budget-automatisation=8+000"
    response = client.get(f"/fr/tool/{CALCULATOR}?{answers}", headers={"accept-encoding": "identity"})
    body = response.text
    assert response.status_code == 200
    assert response.headers["x-robots-tag"] == "noindex"
    assert '<meta name="robots" content="noindex"/>' in body and "index, follow" not in body
    assert "etag" not in response.headers and int(response.headers["content-length"]) == len(response.content)
    assert "script-src" in response.headers["content-security-policy"]
    # French figures: narrow no-break space for thousands, no-break space before the unit.
    assert ">29\u202f610\u00a0€</dd>" in body and ">7,4\u00a0mois</dd>" in body
    assert "Comment ce chiffre est calculé" in body
    assert '<div id="tool-result" class="c-slot"><section aria-labelledby="tool-result-title"' in body
    assert "846\u00a0heures × 35\u00a0€ = <strong>29\u202f610\u00a0€</strong>" in body
    assert "8\u202f000\u00a0€ ÷ (13\u202f028\u00a0€ ÷ 12) = <strong>7,4\u00a0mois</strong>" in body
    # The answers stay in the form, to change one and send again.
    assert 'name="budget-automatisation" data-tool-answer="budget-automatisation" value="8 000"/>' in body
    english = client.get(f"/en/tool/{CALCULATOR}?{answers}").text
    assert ">€29,610</dd>" in english and "€8,000 ÷ (€13,028 ÷ 12) = <strong>7.4 months</strong>" in english


def test_an_assessment_scores_like_the_vectors_with_its_dimensions_as_a_table(
    pages: ToolPages, tools: dict[str, Tool]
) -> None:
    tool = tools[ASSESSMENT]
    labels = {d.id: d.label.get("fr") for d in tool.dimensions}
    for case in assessments_vectors([tool])[ASSESSMENT]["cases"]:
        rendered = pages.render(
            f"/fr/tool/{ASSESSMENT}", urlencode(query(case["answers"])).encode(), result=True
        )
        assert rendered is not None and rendered[0] == 200
        body = rendered[1].decode()
        assert f'class="c-scoreValue">{case["score"]}</span>' in body
        rows = re.findall(
            r'<tr><th scope="row" class="c-th">([^<]*)</th><td class="c-td">(\d+)</td></tr>', body
        )
        assert [(html.unescape(label), int(score)) for label, score in rows] == [
            (labels[d], s) for d, s in case["dimensions"].items()
        ]


def by_hand(tool: Tool) -> dict[str, str]:
    """The maturity index's answers worked out by hand: options 1, 2, 3, 4, 1 (indexes from 0)."""
    return {q.id: str(i) for q, i in zip(tool.questions, (0, 1, 2, 3, 0), strict=True)}


def test_a_lead_capturing_assessment_s_answers_by_get_show_the_e_mail_step_not_the_score(
    site: tuple[TestClient, Path], tools: dict[str, Tool]
) -> None:
    # Decision 018: a result link or a GET form shows the e-mail step, the answers kept in the form.
    client, _ = site
    tool = tools[ASSESSMENT]
    answers = by_hand(tool)
    response = client.get(f"/fr/tool/{ASSESSMENT}", params=answers)
    body = response.text
    assert response.status_code == 200 and response.headers["x-robots-tag"] == "noindex"
    assert '<section aria-labelledby="tool-email-ready" class="c-card">' in body
    assert "Vos réponses sont reprises dans le formulaire ci-dessous" in body
    assert '<a href="#tool-email" class="c-edit">Saisir mon adresse e-mail</a>' in body
    assert "c-scoreValue" not in body and "Votre résultat" not in body and "<table" not in body
    second = tool.questions[1]
    assert f'name="{second.id}" value="1" data-tool-answer="{second.id}" checked=""/>' in body


def post_assessment(client: TestClient, tool: Tool, answers: Mapping[str, str], email: str) -> Any:
    form = {
        "form_kind": "tool",
        "page_path": f"/fr/tool/{tool.slug}",
        "lang": "fr",
        "tool_slug": tool.slug,
        **answers,
        "email": email,
        "website": "",
    }
    return client.post("/api/leads", data=form, headers={"sec-fetch-site": "same-origin"})


def stored(database: Path, email: str) -> tuple[int, dict[str, int]] | None:
    with sqlite3.connect(database) as db:
        row = db.execute("select tool_score, tool_answers from leads where email = ?", (email,)).fetchone()
    return None if row is None else (row[0], json.loads(row[1]))


def test_the_form_posted_with_the_address_stores_the_lead_and_answers_the_result(
    site: tuple[TestClient, Path], tools: dict[str, Tool]
) -> None:
    client, database = site
    tool = tools[ASSESSMENT]
    answers = by_hand(tool)
    response = post_assessment(client, tool, answers, "claire@entreprise.example")
    body = response.text
    assert response.status_code == 200
    # By hand: options 1, 2, 3, 4, 1 are worth 5 × 11 = 55; autonomie (1 and 2) 38, processus 50, pilotage 100.
    assert "Votre résultat : 55 sur 100" in body
    assert [int(s) for s in re.findall(r'<td class="c-td">(\d+)</td>', body)] == [38, 50, 100]
    # Answered at /api/leads: the page as it reads without JavaScript, not indexed.
    assert '<script type="module">' not in body and '<meta name="robots" content="noindex"/>' in body
    assert int(response.headers["content-length"]) == len(response.content)
    # The answers and the address stay in the form, to change an answer and send again.
    assert 'value="claire@entreprise.example"/>' in body
    assert (
        f'name="{tool.questions[3].id}" value="3" data-tool-answer="{tool.questions[3].id}" checked=""/>'
        in body
    )
    assert stored(database, "claire@entreprise.example") == (
        55,
        {q_id: int(option) + 1 for q_id, option in answers.items()},
    )


def test_answers_to_correct_or_a_refused_address_store_nothing_and_keep_the_input(
    site: tuple[TestClient, Path], tools: dict[str, Tool]
) -> None:
    client, database = site
    tool = tools[ASSESSMENT]
    answers = {q.id: "1" for q in tool.questions[1:]}
    response = post_assessment(client, tool, answers, "paul@entreprise.example")
    assert response.status_code == 422
    body = response.text
    assert "Vérifiez vos réponses" in body and "c-scoreValue" not in body
    assert f'data-tool-error="{tool.questions[0].id}" class="e">Choisissez une réponse.</p>' in body
    assert 'value="paul@entreprise.example"/>' in body and '<script type="module">' not in body
    assert stored(database, "paul@entreprise.example") is None
    # Every answer given, the address refused: the form again, the e-mail step's notice in the slot.
    answers = {q.id: "0" for q in tool.questions}
    response = post_assessment(client, tool, answers, "pas-une-adresse")
    body = response.text
    assert response.status_code == 422
    assert "Vos réponses sont reprises dans le formulaire ci-dessous" in body and "c-scoreValue" not in body
    assert re.search(r'name="email"[^>]*value="pas-une-adresse" aria-invalid="true"', body)
    assert (
        f'name="{tool.questions[0].id}" value="0" data-tool-answer="{tool.questions[0].id}" checked=""/>'
        in body
    )
    # The answers are the form's own fields, not carried twice as hidden ones.
    assert f'type="hidden" name="{tool.questions[0].id}"' not in body
    assert stored(database, "pas-une-adresse") is None


def test_wrong_answers_give_the_form_again_with_a_message_per_field(
    site: tuple[TestClient, Path], tools: dict[str, Tool]
) -> None:
    client, _ = site
    tool = tools[CALCULATOR]
    response = client.get(
        f"/fr/tool/{CALCULATOR}",
        params={
            "taux-horaire-moyen": "9999",
            "heures-processus": "abc",
            "taux-erreur": "12,5",
            "personnes-impliquees": "3",
        },
    )
    assert response.status_code == 422
    body = response.text
    assert response.headers["x-robots-tag"] == "noindex"
    assert "Vérifiez vos réponses" in body and "c-headlineValue" not in body
    assert '<div id="tool-result" class="c-slot"><section aria-labelledby="tool-errors-title"' in body
    hourly = next(q for q in tool.questions if q.id == "taux-horaire-moyen")
    assert text(hourly.question.get("fr")) in text(body)
    message = "Indiquez un nombre entre 15\u00a0€ et 200\u00a0€ par heure."
    assert f'data-tool-error="taux-horaire-moyen" class="e">{message}</p>' in body
    listed = f'<a href="#tool-q-taux-horaire-moyen" class="c-errorLink">{hourly.question.get("fr")}</a>'
    assert listed + f'<span class="c-errorMessage">{message}</span>' in body
    for wrong in ("taux-horaire-moyen", "heures-processus", "budget-automatisation"):
        assert f'href="#tool-q-{wrong}"' in body
        assert re.search(rf'data-tool-answer="{wrong}"[^>]* aria-invalid="true"', body)
    # Right answers are kept and not marked; « 12,5 » is a number.
    assert 'href="#tool-q-taux-erreur"' not in body and 'href="#tool-q-personnes-impliquees"' not in body
    assert 'data-tool-answer="taux-erreur" value="12,5"/>' in body
    assert 'data-tool-answer="taux-horaire-moyen" aria-invalid="true" value="9999"/>' in body
    # A select question left unanswered, the others' choices kept.
    assessment = tools[ASSESSMENT]
    first, second = assessment.questions[0], assessment.questions[1]
    body = client.get(f"/fr/tool/{ASSESSMENT}", params={second.id: "2"}).text
    assert f'data-tool-error="{first.id}" class="e">Choisissez une réponse.</p>' in body
    assert f'name="{second.id}" value="2" data-tool-answer="{second.id}" checked=""/>' in body


def test_answers_are_escaped(site: tuple[TestClient, Path]) -> None:
    client, _ = site
    payload = '"><script>alert(1)</script>'
    response = client.get(f"/fr/tool/{CALCULATOR}", params={"taux-horaire-moyen": payload})
    assert response.status_code == 422
    assert "<script>alert(1)" not in response.text
    assert 'value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"/>' in response.text


def test_a_query_without_answers_is_the_page_itself(site: tuple[TestClient, Path]) -> None:
    client, _ = site
    response = client.get(f"/fr/tool/{CALCULATOR}?utm_source=lettre&utm_medium=email")
    assert response.status_code == 200 and "etag" in response.headers
    assert "<!--tool-result-->" in response.text and "x-robots-tag" not in response.headers


def test_tool_answers_fields_are_sent_as_numbers() -> None:
    assert lead_body(
        {"tool_answers.a": "2", "tool_answers.b": "12.5", "tool_score": "55", "website": ""}
    ) == {
        "tool_answers": {"a": 2, "b": 12.5},
        "tool_score": 55,
    }
