"""The « similar » and « recommended » blocks: which articles and sectors are close to each other."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from bibliotheque.content.library import Library
from bibliotheque.content.loader import load_library
from bibliotheque.content.models.articles import Article
from bibliotheque.content.models.common import LinkItem, LText
from bibliotheque.content.models.sectors import Sector
from bibliotheque.pipeline.similarity import Similarity


def library(content: Path) -> Library:
    lib, _ = load_library(content)
    return lib


def link(url: str) -> LinkItem:
    return LinkItem(url=url, description=LText(fr="Voir", en="See"), type="internal")


def with_article(lib: Library, slug: str, **changes: object) -> Library:
    """`lib` with the article `slug` changed (not revalidated: similarity reads the fields only)."""

    def change(a: Article) -> Article:
        return a.model_copy(update=changes) if a.slug == slug else a

    return dataclasses.replace(
        lib, articles=[change(a) for a in lib.articles], ai_articles=[change(a) for a in lib.ai_articles]
    )


def with_sector(lib: Library, slug: str, **changes: object) -> Library:
    def change(s: Sector) -> Sector:
        return s.model_copy(update=changes) if s.slug == slug else s

    return dataclasses.replace(lib, sectors=[change(s) for s in lib.sectors])


def slugs(items: list[Article] | list[Sector]) -> list[str]:
    return [x.slug for x in items]


def test_an_article_of_the_same_section_comes_before_one_of_the_same_category_only(content: Path) -> None:
    lib = library(content)
    un = lib.article("article-un")
    # article-deux shares section and category; the AI article shares the category only.
    assert slugs(Similarity(lib).similar_articles(un, 5)) == ["article-deux", "article-ia"]
    assert slugs(Similarity(lib).similar_articles(un, 1)) == ["article-deux"]
    other_category = with_article(lib, "article-deux", category="ailleurs")
    assert slugs(Similarity(other_category).similar_articles(un, 5)) == ["article-deux", "article-ia"]
    unrelated = with_article(lib, "article-deux", section="ailleurs", category="ailleurs")
    assert slugs(Similarity(unrelated).similar_articles(un, 5)) == ["article-ia", "article-deux"]


def test_shared_words_bring_an_article_closer(content: Path) -> None:
    lib = library(content)
    lib = with_article(lib, "article-deux", section="ailleurs")
    # Both share the category only: the business article comes before the AI one.
    assert slugs(Similarity(lib).similar_articles(lib.article("article-un"), 2)) == [
        "article-deux",
        "article-ia",
    ]
    for slug in ("article-un", "article-ia"):
        lib = with_article(lib, slug, title=LText(fr=f"Trésorerie {slug}"))
    assert slugs(Similarity(lib).similar_articles(lib.article("article-un"), 2)) == [
        "article-ia",
        "article-deux",
    ]


def test_related_sections_start_with_the_article_s_own_and_repeat_none(content: Path) -> None:
    lib = library(content)
    similarity = Similarity(lib)
    un = lib.article("article-un")
    assert similarity.similar_sections(un, 3) == ["liberte-dirigeant", "ia-liberte-dirigeant"]
    assert similarity.similar_sections(un, 1) == ["liberte-dirigeant"]
    assert similarity.similar_sections(lib.article("article-ia"), 3) == [
        "ia-liberte-dirigeant",
        "liberte-dirigeant",
    ]


def test_a_sector_the_article_links_to_comes_first(content: Path) -> None:
    lib = library(content)
    lib = with_article(lib, "article-un", title=LText(fr="Secteur : les enjeux"))
    un = lib.article("article-un")
    # Equal words (« secteur », in both names): the content order (sector id) decides.
    assert slugs(Similarity(lib).sectors_for_article(un, 2)) == ["btp-construction", "hotellerie"]
    lib = with_article(lib, "article-un", related_links=[link("/industry/hotellerie")])
    linked = lib.article("article-un")
    assert slugs(Similarity(lib).sectors_for_article(linked, 2)) == ["hotellerie", "btp-construction"]
    assert slugs(Similarity(lib).sectors_for_article(linked, 1)) == ["hotellerie"]


def test_an_article_s_sectors_are_linked_by_an_editor_or_close_in_words_never_by_chance(
    content: Path,
) -> None:
    lib = library(content)
    # Nothing shared, nothing linked: no sector is « concerned » (it was the first by id).
    assert slugs(Similarity(lib).sectors_for_article(lib.article("article-un"), 3)) == []
    # A link from the sector's page counts as one from the article.
    back = with_sector(lib, "hotellerie", related_links=[link("/article/article-un")])
    assert slugs(Similarity(back).sectors_for_article(back.article("article-un"), 3)) == ["hotellerie"]
    # A word of the sector's name is enough.
    named = with_article(lib, "article-un", title=LText(fr="Hôtellerie : la saison"))
    assert slugs(Similarity(named).sectors_for_article(named.article("article-un"), 3)) == ["hotellerie"]
    # Any other word: one shared is chance, two are a subject.
    lib = with_sector(lib, "btp-construction", description=LText(fr="Enjeu des chantiers"))
    one = with_article(lib, "article-un", title=LText(fr="Un enjeu"))
    assert slugs(Similarity(one).sectors_for_article(one.article("article-un"), 3)) == []
    two = with_article(lib, "article-un", title=LText(fr="L’enjeu des chantiers"))
    assert slugs(Similarity(two).sectors_for_article(two.article("article-un"), 3)) == ["btp-construction"]


def test_the_sectors_of_several_articles_are_those_most_often_concerned(content: Path) -> None:
    lib = library(content)
    lib = with_sector(lib, "hotellerie", related_links=[link("/article/article-un")])
    lib = with_sector(
        lib, "btp-construction", related_links=[link("/article/article-un"), link("/article/article-deux")]
    )
    similarity = Similarity(lib)
    both = [lib.article("article-un"), lib.article("article-deux")]
    assert slugs(similarity.sectors_for_articles(both, 2)) == ["btp-construction", "hotellerie"]
    assert slugs(similarity.sectors_for_articles(both, 1)) == ["btp-construction"]
    assert slugs(similarity.sectors_for_articles([lib.article("article-ia")], 2)) == []


def test_a_sector_recommends_the_articles_it_links_to_then_those_sharing_its_words(content: Path) -> None:
    lib = library(content)
    hotel = lib.sector("hotellerie")
    # Equal scores: business articles before AI ones, then by id.
    assert slugs(Similarity(lib).articles_for_sector(hotel, 3)) == [
        "article-un",
        "article-deux",
        "article-ia",
    ]
    lib = with_sector(lib, "hotellerie", related_links=[link("/ai-article/article-ia")])
    hotel = lib.sector("hotellerie")
    assert slugs(Similarity(lib).articles_for_sector(hotel, 2)) == ["article-ia", "article-un"]
    lib = with_article(lib, "article-deux", description=LText(fr="Secteur hotellerie : enjeux"))
    assert slugs(Similarity(lib).articles_for_sector(hotel, 3)) == [
        "article-ia",
        "article-deux",
        "article-un",
    ]
