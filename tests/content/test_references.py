"""The checks between content items: each dangling or duplicate reference named by file, line and field."""

from __future__ import annotations

from pathlib import Path

from tests.content.problems import errors_of, line_of, replace


def test_dangling_references(content: Path) -> None:
    article = content / "articles/02-article-deux.yaml"
    sector = content / "sectors/01-btp-construction.yaml"
    replace(article, "topic: sujet-deux", "topic: sujet-inconnu")
    replace(sector, "- outil-test", "- outil-absent")
    errors = errors_of(content)
    assert f"content/articles/02-article-deux.yaml:{line_of(article, 'topic:')}: topic: " in errors[0]
    assert "unknown topic of that section 'sujet-inconnu'" in errors[0]
    assert errors[1] == (
        f"content/sectors/01-btp-construction.yaml:{line_of(sector, '- outil-absent')}: tools[0]: "
        "unknown tool 'outil-absent'"
    )


def test_internal_link_to_missing_page(content: Path) -> None:
    path = content / "home.yaml"
    replace(path, "url: /industries", "url: /industry/nulle-part")
    [error] = errors_of(content)
    assert error == (
        f"content/home.yaml:{line_of(path, 'url: /industry/nulle-part')}: quick_links[0].url: "
        "no page at '/industry/nulle-part'"
    )


def test_two_items_with_one_slug_are_reported_on_the_second(content: Path) -> None:
    article = content / "articles/02-article-deux.yaml"
    replace(article, "slug: article-deux", "slug: article-un")
    errors = errors_of(content)
    assert errors[0] == (
        f"content/articles/02-article-deux.yaml:{line_of(article, 'slug:')}: slug: "
        "duplicate article slug 'article-un'"
    )


def test_an_item_of_a_broken_file_is_reported_once_not_by_each_reference_to_it(content: Path) -> None:
    article = content / "articles/02-article-deux.yaml"
    replace(article, "read_time: 10", "read_time: 10\nauthor: X")
    # The cluster lists article-deux: its slug still resolves, only the unknown field is an error.
    assert errors_of(content) == [
        f"content/articles/02-article-deux.yaml:{line_of(article, 'author:')}: author: unknown field"
    ]
    replace(article, "slug: article-deux", "slug: article-trois")
    clusters = content / "clusters.yaml"
    assert (
        f"content/clusters.yaml:{line_of(clusters, '- article-deux')}: clusters[0].satellite_articles[0]: "
        "unknown article 'article-deux'"
    ) in errors_of(content)


def test_an_ai_article_in_the_business_folder_is_an_error(content: Path) -> None:
    article = content / "articles/02-article-deux.yaml"
    replace(article, "id: '2'", "id: ai-2")
    assert (
        f"content/articles/02-article-deux.yaml:{line_of(article, 'id: ai-2')}: id: "
        "an AI article (id ai-N) belongs in content/ai-articles/"
    ) in errors_of(content)


def test_the_exclusive_offer_must_add_up_to_the_value_site_yaml_claims(content: Path) -> None:
    exclusive = content / "exclusive.yaml"
    replace(exclusive, "value_eur: 140000", "value_eur: 139000")
    assert errors_of(content) == [
        f"content/exclusive.yaml:{line_of(exclusive, 'items:')}: items: "
        "values add up to 139000 €, but site.yaml claims 140000 €"
    ]
