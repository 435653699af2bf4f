"""Sources a reader can open (issue 34, point 1): a title that names an article links to it, and
homepages are for authorities cited as such, at most 5 % of the entries."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bibliotheque.cli import main
from bibliotheque.content.loader import load_library
from bibliotheque.content.source_links import (
    cited_article_problems,
    cited_articles,
    is_article_level,
    is_homepage,
    is_whole_text,
    names_article,
    source_link_stats,
)
from tests.content.problems import errors_of
from tests.content.test_trust import edit, line_of, strict

ARTICLE = "articles/01-article-un.yaml"
ARTICLE_URL = "https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038414392"


def source(title: str, url: str) -> dict[str, Any]:
    return {"title": title, "publisher": "Légifrance", "url": url, "consulted_at": "2026-11-23"}


def set_sources(content: Path, *sources: dict[str, Any]) -> Path:
    return edit(content, ARTICLE, lambda d: d.update(sources=list(sources)))


@pytest.mark.parametrize(
    "title",
    [
        "Code du travail (article L6315-1 : entretien de parcours professionnel)",
        "Règlement (UE) 2016/679 (RGPD), article 28 (sous-traitant)",
        "Loi n° 2004-575 du 21 juin 2004 (art. 1-1)",
        "Code général des impôts (articles 289 bis, 290 et 290 A)",
        "Article 5",
    ],
)
def test_titles_naming_an_article(title: str) -> None:
    assert names_article(title)


@pytest.mark.parametrize(
    "title", ["Code du travail", "Règlement (UE) 2016/679 (RGPD)", "Délais de paiement entre professionnels"]
)
def test_titles_naming_no_article(title: str) -> None:
    assert not names_article(title)


@pytest.mark.parametrize(
    ("url", "whole", "article", "home"),
    [
        ("https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006072050", True, False, False),
        ("https://www.legifrance.gouv.fr/codes/id/LEGITEXT000006072050/", True, False, False),
        ("https://www.legifrance.gouv.fr/loda/id/JORFTEXT000000801164", True, False, False),
        ("https://www.legifrance.gouv.fr/eli/loi/2023/12/29/2023-1322/jo/texte", True, False, False),
        (ARTICLE_URL, False, True, False),
        ("https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000048727442", False, True, False),
        ("https://eur-lex.europa.eu/eli/reg/2016/679/oj", True, False, False),
        (
            "https://eur-lex.europa.eu/legal-content/FR/TXT/HTML/?uri=CELEX:32016R0679#art_28",
            False,
            True,
            False,
        ),
        ("https://code.travail.gouv.fr/code-du-travail/l6315-1", False, True, False),
        ("https://entreprendre.service-public.fr/vosdroits/F23211", False, False, False),
        ("https://entreprendre.service-public.fr", False, False, True),
        ("https://www.urssaf.fr/", False, False, True),
        ("https://www.cnil.fr/fr", False, False, True),
        ("https://www.legifrance.gouv.fr/", True, False, True),
    ],
)
def test_kinds_of_address(url: str, whole: bool, article: bool, home: bool) -> None:
    assert (is_whole_text(url), is_article_level(url), is_homepage(url)) == (whole, article, home)


def test_a_title_naming_an_article_of_a_whole_code_fails_at_its_url(content: Path) -> None:
    path = set_sources(
        content,
        source("Article L441-10 - Code de commerce", ARTICLE_URL),
        source(
            "Code du travail (article L6315-1 : entretien de parcours professionnel)",
            "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006072050",
        ),
        source("Règlement (UE) 2016/679 (RGPD), article 28", "https://eur-lex.europa.eu/eli/reg/2016/679/oj"),
        source("Règlement (UE) 2016/679 (RGPD)", "https://eur-lex.europa.eu/eli/reg/2016/679/oj"),
    )
    errors, _ = strict(content)
    whole = line_of(path, "url: https://www.legifrance.gouv.fr/codes/texte_lc/")
    eurlex = line_of(path, "url: https://eur-lex.europa.eu/eli/reg/2016/679/oj")
    assert [e.split(": the title")[0] for e in errors] == [
        f"content/{ARTICLE}:{whole}: sources[1].url",
        f"content/{ARTICLE}:{eurlex}: sources[2].url",
    ]
    assert "opens the whole code or act (https://www.legifrance.gouv.fr/codes/texte_lc/" in errors[0]


def test_the_article_anchor_passes(content: Path) -> None:
    set_sources(
        content,
        source(
            "Règlement (UE) 2016/679 (RGPD), article 28",
            "https://eur-lex.europa.eu/legal-content/FR/TXT/HTML/?uri=CELEX:32016R0679#art_28",
        ),
        source("Code du travail, article L6315-1", "https://code.travail.gouv.fr/code-du-travail/l6315-1"),
    )
    assert strict(content) == ([], [])


def test_a_homepage_under_a_title_promising_a_page_fails(content: Path) -> None:
    many = [source(f"Article L441-{n} - Code de commerce", ARTICLE_URL) for n in range(19)]
    path = set_sources(content, *many, source("Avance immédiate de crédit d’impôt", "https://www.urssaf.fr/"))
    errors, _ = strict(content)
    line = line_of(path, "url: https://www.urssaf.fr/")
    assert errors == [
        f"content/{ARTICLE}:{line}: sources[19].url: a homepage (https://www.urssaf.fr/) is a source only "
        "for an authority cited as such: link the page the title names, or title it « <authority> "
        "(site officiel) »"
    ]
    # The authority cited as such, 1 of 20 entries or more (the other pages have sources): allowed.
    set_sources(content, *many, source("Urssaf (site officiel)", "https://www.urssaf.fr/"))
    assert strict(content) == ([], [])


def test_more_than_5_percent_of_homepages_fails_with_the_share(content: Path) -> None:
    many = [source(f"Article L441-{n} - Code de commerce", ARTICLE_URL) for n in range(18)]
    path = set_sources(
        content,
        *many,
        source("Urssaf (site officiel)", "https://www.urssaf.fr/"),
        source("CNIL (site officiel)", "https://www.cnil.fr"),
    )
    errors, _ = strict(content)
    total = source_link_stats(load_library(content)[0]).entries  # the other pages' sources too
    share = f"2 of {total} sources are homepages ({2 / total:.1%}, at most 5%): link the page that backs the facts"
    assert errors == [
        f"content/{ARTICLE}:{line_of(path, 'url: https://www.urssaf.fr/')}: sources[18].url: {share}",
        f"content/{ARTICLE}:{line_of(path, 'url: https://www.cnil.fr')}: sources[19].url: {share}",
    ]


def test_check_prints_the_counts(content: Path, capsys: pytest.CaptureFixture[str]) -> None:
    set_sources(
        content,
        source("Article L441-10 - Code de commerce", ARTICLE_URL),
        source(
            "Délais de paiement entre professionnels",
            "https://entreprendre.service-public.fr/vosdroits/F23211",
        ),
    )
    stats = source_link_stats(load_library(content)[0])
    assert stats.homepages == 0 and stats.entries > 2
    assert main(["--content", str(content), "check"]) == 0
    assert (
        f"{stats.entries} source(s): {stats.article_level} open an article, 0 homepage(s) (0.0%, at most 5%)"
        in (capsys.readouterr().err)
    )


# ---- tools: optional sources, the same rules, and one of their own --------------------------

TOOL = "tools/outil-test.yaml"
CITING = "Délai plafonné à 60 jours (article L441-10 du Code de commerce)."


def cite_in_tool(content: Path, *sources: dict[str, Any], reviewed: bool = True) -> Path:
    def change(data: dict[str, Any]) -> None:
        data["results"][0]["recommendations"] = [{"fr": CITING, "en": "A 60-day cap (art. L. 441-10)."}]
        if reviewed:
            data["reviewed_at"] = "2026-11-29"
        else:
            data.pop("reviewed_at", None)
        data["sources"] = list(sources)

    return edit(content, TOOL, change)


@pytest.mark.parametrize(
    ("text", "cited"),
    [
        ("article L441-10 du Code de commerce", {"L441-10"}),
        ("art. L. 3141-3 du Code du travail", {"L3141-3"}),
        ("loi du 31 décembre 1971, art. 66-5", {"66-5"}),
        ("Lire l’article sur la rentabilité par client", set()),
        (
            "Code de commerce, art. L23-10-1 et L141-23, L23-10-7 et L141-28",
            {"L23-10-1", "L141-23", "L23-10-7", "L141-28"},
        ),
        ("(GDPR, art. 5 and 14)", {"5", "14"}),
        ("articles L. 1234-1 à L. 1234-3 du Code du travail", {"L1234-1", "L1234-3"}),
        ("l’article 5 et 6 mois plus tard", {"5"}),
        ("Lire l’article « Votre entreprise ne tourne pas sans vous »", set()),
    ],
)
def test_the_articles_a_text_cites(text: str, cited: set[str]) -> None:
    assert cited_articles(text) == cited


HINT = (
    "add to this {what}'s sources one titled after the article (« Code de commerce, article L441-10 ») "
    "that opens it (Légifrance /codes/article_lc/LEGIARTI…, EUR-Lex #art_N), or an official page that "
    "explains it, titled after the article and what it explains"
)


def test_a_tool_citing_an_article_needs_a_source_naming_it(content: Path) -> None:
    path = cite_in_tool(content, reviewed=False)
    errors, _ = strict(content)
    at = f"content/{TOOL}:{line_of(path, CITING)}: results[0].recommendations[0].fr"
    assert errors == [
        f"{at}: cites article L441-10 but no source of the page names it: {HINT.format(what='tool')}"
    ]
    # A source on another article does not do: it must name the one cited.
    cite_in_tool(
        content,
        source("Code du travail, article L3141-3", "https://code.travail.gouv.fr/code-du-travail/l3141-3"),
    )
    [error] = strict(content)[0]
    assert error.startswith(f"{at}: cites article L441-10")
    cite_in_tool(content, source("Article L441-10 - Code de commerce", ARTICLE_URL))
    assert strict(content) == ([], [])


def test_a_tools_sources_follow_the_articles_rules_and_are_dated(content: Path) -> None:
    whole = "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000005634379"
    path = cite_in_tool(content, source("Article L441-10 - Code de commerce", whole))
    [error] = strict(content)[0]
    assert error.startswith(
        f"content/{TOOL}:{line_of(path, 'url: ' + whole)}: sources[0].url: the title names an article"
    )
    cite_in_tool(content, source("Article L441-10 - Code de commerce", ARTICLE_URL), reviewed=False)
    assert any("a page with sources needs reviewed_at" in e for e in errors_of(content))


def test_every_seeded_tool_that_cites_an_article_sources_it() -> None:
    """The analyser cites article L441-10 (payment terms); the calculators derive their 47 working
    weeks from the five weeks of paid leave (article L3141-3): each lists the article it cites."""
    root = Path(__file__).resolve().parents[2] / "content"
    library, _ = load_library(root)
    assert library is not None
    # Every page with sources (articles, AI articles, sectors, guides, tools) names what it cites.
    assert [p for rule, p in cited_article_problems(library) if rule == "article-source"] == []
    cited = {t.slug: {a for s in t.sources for a in cited_articles(s.title)} for t in library.tools}
    assert "L441-10" in cited["analyseur-rentabilite-clients"]
    assert all(
        "L3141-3" in cited[slug]
        for slug in (
            "calculateur-roi-automatisation",
            "calculateur-temps-perdu-management",
            "generateur-plan-delegation",
        )
    )
    assert all(t.reviewed_at is not None for t in library.tools if t.sources)


# ---- every page: the article its text cites has a source naming it ---------------------------

SECTOR = "sectors/01-btp-construction.yaml"
THEME = "ai-themes/ia-liberte-dirigeant.yaml"
SECTION = "sections/liberte-dirigeant.yaml"
PRIVACY = "legal/privacy.yaml"


def test_an_article_citing_an_article_of_law_fails_at_the_text_until_a_source_names_it(content: Path) -> None:
    """French or English: the first text citing it, with the article and the hint."""
    text = "A 60-day cap (Commercial Code, art. L. 441-10)."

    def cite(data: dict[str, Any]) -> None:
        data["problem"]["en"] = text

    set_sources(
        content,
        source("Code du travail, article L3141-3", "https://code.travail.gouv.fr/code-du-travail/l3141-3"),
    )
    path = edit(content, ARTICLE, cite)
    errors, _ = strict(content)
    assert errors == [
        f"content/{ARTICLE}:{line_of(path, text)}: problem.en: cites article L441-10 but no source of "
        f"the page names it: {HINT.format(what='article')}"
    ]
    set_sources(content, source("Article L441-10 - Code de commerce (délais de paiement)", ARTICLE_URL))
    edit(content, ARTICLE, cite)
    assert strict(content) == ([], [])


def test_a_guide_needs_its_own_source_not_its_sectors(content: Path) -> None:
    text = "Un acompte, pas des arrhes (article L214-1)."
    named = source("Article L214-1 - Code de la consommation", ARTICLE_URL)

    def cite(data: dict[str, Any]) -> None:
        data["guides"][1]["content"]["better_approach"]["fr"] = text
        data["sources"] = [named]

    path = edit(content, SECTOR, cite)
    [error] = strict(content)[0]
    assert error == (
        f"content/{SECTOR}:{line_of(path, text)}: guides[1].content.better_approach.fr: cites article L214-1 "
        f"but no source of the page names it: {HINT.format(what='guide')}"
    )
    edit(content, SECTOR, lambda d: d["guides"][1].update(sources=[named]))
    assert strict(content) == ([], [])


def test_a_kind_of_page_without_sources_citing_an_article_fails(content: Path) -> None:
    """A business section has no `sources` field: it may cite no article."""
    text = "Un plafond légal (article L441-10)."

    def cite(data: dict[str, Any]) -> None:
        data["topics"][0]["description"]["fr"] = text

    path = edit(content, SECTION, cite)
    assert strict(content) == (
        [
            f"content/{SECTION}:{line_of(path, text)}: topics[0].description.fr: cites article L441-10 but no "
            "source of the page names it: this content section has no sources field: state the rule on a page "
            "that sources it, or give this kind of page sources"
        ],
        [],
    )


def test_an_ai_theme_and_a_legal_page_source_what_they_cite(content: Path) -> None:
    """AI themes and legal pages have sources (shown under the theme, at the end of the page)."""
    text = "Dire qu’on parle à une IA (AI Act, article 50)."
    art_50 = source("Règlement (UE) 2024/1689 (AI Act), article 50", ARTICLE_URL)

    def cite(data: dict[str, Any]) -> None:
        data["topics"][0]["description"]["fr"] = text

    path = edit(content, THEME, cite)
    [error] = strict(content)[0]
    assert error.startswith(
        f"content/{THEME}:{line_of(path, text)}: topics[0].description.fr: cites article 50"
    )
    assert HINT.format(what="AI theme") in error
    edit(content, THEME, lambda d: d.update(sources=[art_50]))
    assert any("a page with sources needs reviewed_at" in e for e in errors_of(content))
    edit(content, THEME, lambda d: d.update(reviewed_at="2026-11-29"))
    assert strict(content) == ([], [])

    def cite_gdpr(data: dict[str, Any]) -> None:
        data["sections"][0]["paragraphs"][0]["fr"] = "Une base légale (RGPD, article 6)."

    edit(content, PRIVACY, cite_gdpr)
    [error] = strict(content)[0]
    assert "cites article 6" in error and HINT.format(what="legal page") in error
    edit(content, PRIVACY, lambda d: d.update(sources=[source("RGPD, article 6", ARTICLE_URL)]))
    assert strict(content) == ([], [])
