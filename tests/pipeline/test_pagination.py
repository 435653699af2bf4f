"""Long lists cut into pages (issue 35, decision 019): a category's articles on pages of
`limits.category_page_size`, page 1 at the category's address and n ≥ 2 at `…/page/n`, each
page's data holding its slice only, every page in the sitemap; a catalogue's topics link their
newest articles only. Built from the real content by the page builder alone (no site build)."""

from __future__ import annotations

import dataclasses
import json
import math
import xml.etree.ElementTree as ET
from typing import Any

import pytest

from bibliotheque.content.library import Library
from bibliotheque.content.loader import load_library
from bibliotheque.pipeline import payloads as p
from bibliotheque.pipeline.build import read_ui
from bibliotheque.pipeline.localize import Localizer
from bibliotheque.pipeline.page_context import Page
from bibliotheque.pipeline.pages import PageBuilder
from bibliotheque.pipeline.sitemap import sitemap_xml
from tests.factory import REAL_CONTENT

NS = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9", "x": "http://www.w3.org/1999/xhtml"}


def _library(**limits: Any) -> Library:
    """The real content, with `limits` of site.yaml changed."""
    library, problems = load_library(REAL_CONTENT)
    assert not problems
    changed = library.site.limits.model_copy(update=limits)
    return dataclasses.replace(library, site=library.site.model_copy(update={"limits": changed}))


@pytest.fixture(scope="module")
def pages() -> dict[str, Page]:
    """Every page of both languages of the real content, with pages of 2 articles."""
    builder = PageBuilder(_library(category_page_size=2), read_ui())
    return {page.path: page for lang in ("fr", "en") for page in builder.pages(lang)}


def _category_pages(pages: dict[str, Page], lang: str, slug: str) -> list[p.CategoryPage]:
    base = f"/{lang}/category/{slug}"
    found = [pg.payload for path, pg in pages.items() if path == base or path.startswith(base + "/")]
    cut = [x for x in found if isinstance(x, p.CategoryPage)]
    assert len(cut) == len(found)
    return sorted(cut, key=lambda x: x.pagination.page)


def test_a_category_is_cut_into_pages_of_the_configured_size_at_real_addresses(
    pages: dict[str, Page],
) -> None:
    library = _library()
    base = library.site.urls.base
    for c in library.categories:
        mine = [a.slug for a in library.all_articles if a.category == c.slug]
        for lang in ("fr", "en"):
            cut = _category_pages(pages, lang, c.slug)
            count = math.ceil(len(mine) / 2)
            assert len(cut) == count > 1
            paths = [f"/{lang}/category/{c.slug}"] + [
                f"/{lang}/category/{c.slug}/page/{n}" for n in range(2, count + 1)
            ]
            assert [x.head.path for x in cut] == paths
            # Every article once, the newest first, no page over the size; every page counts them all.
            listed = [a for x in cut for a in x.articles]
            assert sorted(a.slug for a in listed) == sorted(mine)
            dates = [a.published_at for a in listed]
            assert dates == sorted(dates, reverse=True), dates
            assert all(0 < len(x.articles) <= 2 for x in cut)
            assert [(x.pagination.page, x.pagination.pages, x.pagination.total) for x in cut] == [
                (n, count, len(mine)) for n in range(1, count + 1)
            ]
            # Each page is its own canonical, linked to its neighbours; its title says its number.
            for n, x in enumerate(cut):
                assert x.head.url == base + paths[n]
                assert x.head.prev == (base + paths[n - 1] if n else None)
                assert x.head.next == (base + paths[n + 1] if n + 1 < count else None)
                assert [a.path for a in x.head.alternates] == [
                    paths[n].replace(f"/{lang}/", f"/{other}/", 1) for other in ("fr", "en")
                ]
            assert cut[0].head.document_title.startswith(c.name.get(lang) + " — ")
            assert (
                "2" in cut[1].head.document_title and cut[1].head.document_title != cut[0].head.document_title
            )
            assert cut[1].head.breadcrumbs[-2].path == paths[0]


def test_a_category_page_s_data_holds_its_slice_only(pages: dict[str, Page]) -> None:
    """The page data as written (localized JSON) names the articles of its slice of 2 and no other
    article of the category but the recommended ones."""
    library = _library()
    for c in library.categories:
        mine = [a.slug for a in library.all_articles if a.category == c.slug]
        cut = _category_pages(pages, "fr", c.slug)
        assert len(cut) == math.ceil(len(mine) / 2)
        for x in cut:
            expected = [a.slug for a in x.articles]
            data = json.dumps(Localizer("fr", library.site)(x), ensure_ascii=False, separators=(",", ":"))
            named = {slug for slug in mine if f'"slug":"{slug}"' in data}
            assert named - {a.slug for a in x.recommended} == set(expected), x.head.path


def test_the_configured_page_size_is_the_site_s(pages: dict[str, Page]) -> None:
    """site.yaml's size: today's library has pages 2 (the e2e walks to one), none over the size."""
    library = _library()
    size = library.site.limits.category_page_size
    builder = PageBuilder(library, read_ui())
    cut = [pg.payload for pg in builder.pages("fr") if pg.family in {"category", "category-page"}]
    assert any(isinstance(x, p.CategoryPage) and x.pagination.page == 2 for x in cut)
    assert all(isinstance(x, p.CategoryPage) and len(x.articles) <= size for x in cut)


def test_pages_2_and_after_are_in_the_sitemap_with_their_alternates(pages: dict[str, Page]) -> None:
    library = _library()
    base = library.site.urls.base
    root = ET.fromstring(sitemap_xml(pg.payload.head for pg in pages.values()))
    entries = {u.findtext("s:loc", namespaces=NS): u for u in root.findall("s:url", NS)}
    slug = library.categories[0].slug
    for lang in ("fr", "en"):
        second = entries[f"{base}/{lang}/category/{slug}/page/2"]
        links = {x.get("hreflang"): x.get("href") for x in second.findall("x:link", NS)}
        assert links == {
            "fr": f"{base}/fr/category/{slug}/page/2",
            "en": f"{base}/en/category/{slug}/page/2",
            "x-default": f"{base}/fr/category/{slug}/page/2",
        }
    paged = sorted(loc for loc in entries if loc and "/page/" in loc)
    assert paged == sorted(base + path for path, pg in pages.items() if pg.family == "category-page")


def test_catalogue_topics_link_their_newest_articles_and_count_the_others() -> None:
    library = _library(catalogue_topic_articles=1, ai_catalogue_articles=2)
    # Two articles on one topic: the newer one linked, the older counted with its category.
    first, second = library.articles[0], library.articles[1]
    moved = second.model_copy(update={"topic": first.topic, "section": first.section})
    small = dataclasses.replace(library, articles=[moved if a is second else a for a in library.articles])
    topic = first.topic
    builder = PageBuilder(small, read_ui())
    by_path = {pg.path: pg.payload for pg in builder.pages("fr")}
    business = by_path["/fr/content-sections"]
    assert isinstance(business, p.ContentSectionsPage)
    entry = business.topic_articles[topic]
    group = sorted(
        [a for a in small.articles if a.topic == topic], key=lambda a: (a.published_at, a.id), reverse=True
    )
    assert [a.slug for a in entry.latest] == [group[0].slug]
    assert entry.more == len(group) - 1
    assert {c.slug for c in entry.more_in} == {a.category for a in group[1:]}
    assert all(len(x.latest) <= 1 for x in business.topic_articles.values())
    ai = by_path["/fr/ai-content-sections"]
    assert isinstance(ai, p.AIContentSectionsPage)
    assert len(ai.articles) == 2 and ai.articles_total == len(small.ai_articles) > 2
