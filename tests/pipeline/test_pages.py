"""Derived page data the screens rely on: the revenue filter and the catalogues' links."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import pytest

from bibliotheque.content.loader import load_library
from bibliotheque.content.models.sectors import RevenueBand
from bibliotheque.pipeline import payloads as p
from bibliotheque.pipeline.build import read_ui
from bibliotheque.pipeline.localize import Localizer
from bibliotheque.pipeline.pages import PageBuilder
from bibliotheque.pipeline.pages_sectors import REVENUE_FILTERS, bands_overlap
from tests.factory import REAL_CONTENT


def payload(content: Path, path: str) -> p.Payload:
    library, _ = load_library(content)
    builder = PageBuilder(library, read_ui())
    return next(page.payload for page in builder.pages(path.split("/")[1]) if page.path == path)


@pytest.mark.parametrize(
    ("band", "low", "high", "expected"),
    [
        (RevenueBand(min=100_000, max=1_000_000), 0, 100_000, False),  # touching bounds do not overlap
        (RevenueBand(min=100_000, max=1_000_000), 500_000, 1_000_000, True),
        (RevenueBand(min=100_000, max=1_000_000), 1_000_000, 5_000_000, False),
        (RevenueBand(min=0, max=100_000), 0, 100_000, True),
        (RevenueBand(min=20_000_000, max=None), 10_000_000, None, True),
        (RevenueBand(min=2_000_000, max=None), 0, 100_000, False),
        (RevenueBand(min=500_000, max=30_000_000), 10_000_000, None, True),
    ],
)
def test_a_band_matches_a_filter_when_they_overlap(
    band: RevenueBand, low: int, high: int | None, expected: bool
) -> None:
    assert bands_overlap(band, low, high) is expected


def test_the_sector_list_offers_the_six_bands_with_the_sectors_they_keep(content: Path) -> None:
    page = payload(content, "/fr/industries")
    assert isinstance(page, p.IndustriesPage)
    assert [f.id for f in page.revenue_filters] == [key for key, _, _ in REVENUE_FILTERS]
    kept = {f.id: f.sectors for f in page.revenue_filters}
    # Both minimal sectors target 100 k€ – 1 M€.
    assert kept["100k-500k"] == kept["500k-1m"] == ["btp-construction", "hotellerie"]
    assert kept["0-100k"] == kept["1m-5m"] == kept["10m-plus"] == []


def test_catalogue_topics_link_to_the_articles_written_on_them(content: Path) -> None:
    business = payload(content, "/fr/content-sections")
    assert isinstance(business, p.ContentSectionsPage)
    assert [c.slug for c in business.topic_articles["sujet-un"].latest] == ["article-un"]
    assert "ia-sujet-un" not in business.topic_articles
    ai = payload(content, "/en/ai-content-sections")
    assert isinstance(ai, p.AIContentSectionsPage)
    assert [c.slug for c in ai.topic_articles["ia-sujet-un"].latest] == ["article-ia"]
    # No article of these topics concerns a sector (no link, no word in common): none is named.
    assert business.sectors_by_topic == {} and ai.sectors_by_topic == {}


def test_a_catalogue_topic_names_the_sectors_its_articles_concern(content: Path) -> None:
    hotel = content / "sectors" / "02-hotellerie.yaml"
    hotel.write_text(
        hotel.read_text(encoding="utf-8")
        + "related_links:\n- url: /article/article-un\n  description: {fr: Voir, en: See}\n  type: internal\n",
        encoding="utf-8",
    )
    business = payload(content, "/fr/content-sections")
    assert isinstance(business, p.ContentSectionsPage)
    assert {topic: [s.slug for s in refs] for topic, refs in business.sectors_by_topic.items()} == {
        "sujet-un": ["hotellerie"]
    }


def test_a_catalogue_sends_a_topic_as_its_card_shows_it(content: Path) -> None:
    """Issue 32 (weight): 2 pains, 2 answers (an AI topic's: AI approaches), 3 keywords, sectors as
    links; an AI theme keeps its sources, a guide's sector page its guides as references."""
    library, _ = load_library(content)
    business = payload(content, "/fr/content-sections")
    assert isinstance(business, p.ContentSectionsPage)
    topic = library.sections[0].topics[0]
    card = next(t for s in business.sections for t in s.topics if t.slug == topic.slug)
    assert len(topic.pain_points) == 3 and card.pain_points == topic.pain_points[:2]
    assert card.solutions == topic.solutions[:2] and card.keywords == topic.keywords[:3] and card.ai is None
    ai = payload(content, "/fr/ai-content-sections")
    assert isinstance(ai, p.AIContentSectionsPage)
    theme = library.ai_themes[0]
    ai_card = ai.themes[0].topics[0]
    assert ai_card.solutions == theme.topics[0].ai_solutions[:2]
    assert ai_card.ai is not None and ai_card.ai.estimated_cost_eur == theme.topics[0].estimated_cost_eur
    assert (ai.themes[0].sources, ai.themes[0].reviewed_at) == (theme.sources, theme.reviewed_at)
    sector = library.sectors[0]
    page = payload(content, f"/fr/industry/{sector.slug}")
    assert isinstance(page, p.IndustryPage)
    assert [g.slug for g in page.guides] == [g.slug for g in sector.guides]
    assert "guides" not in page.sector.model_dump()


def _nodes(page: p.Payload, kind: str) -> list[dict[str, Any]]:
    assert isinstance(page, p.ArticlePage | p.IndustryPage | p.GuidePage)
    return [n for n in page.head.json_ld["@graph"] if n["@type"] == kind]


def test_reviewed_pages_carry_their_sources_and_date_modified(content: Path) -> None:
    article = payload(content, "/fr/article/article-un")
    assert isinstance(article, p.ArticlePage)
    assert article.article.reviewed_at == dt.date(2026, 11, 23)
    assert [s.publisher for s in article.article.sources] == ["Légifrance"]
    assert _nodes(article, "Article")[0]["dateModified"] == "2026-11-23"
    assert _nodes(article, "WebPage")[0]["dateModified"] == "2026-11-23"
    assert article.head.updated == "2026-11-23"
    for path in ("/en/industry/btp-construction", "/fr/industry/btp-construction/guide-btp-construction-0"):
        assert _nodes(payload(content, path), "WebPage")[0]["dateModified"] == "2026-11-23"


def test_a_page_not_yet_reviewed_has_no_date_modified_of_review(content: Path) -> None:
    path = content / "articles/01-article-un.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("reviewed_at: '2026-11-23'\n", ""), encoding="utf-8")
    article = payload(content, "/fr/article/article-un")
    assert article.article.reviewed_at is None  # type: ignore[attr-defined]
    assert _nodes(article, "Article")[0]["dateModified"] == "2023-12-01"
    assert "dateModified" not in _nodes(article, "WebPage")[0]


def test_the_legal_notice_names_the_publisher_of_site_yaml_in_both_languages(content: Path) -> None:
    library, _ = load_library(content)
    publisher = library.site.publisher
    for lang, heading in (("fr", "Page legal-notice"), ("en", "Page legal-notice (en)")):
        page = payload(content, f"/{lang}/legal-notice")
        assert isinstance(page, p.LegalPagePayload)
        assert page.head.heading == heading
        assert page.head.updated == "2026-11-23"
    # The real legal notice and privacy policy take the publisher's identity from site.yaml.
    real, _ = load_library(REAL_CONTENT)
    for slug in ("legal-notice", "privacy"):
        for lang in ("fr", "en"):
            text = " ".join(
                Localizer(lang, real.site).text(x)
                for s in real.legal[slug].sections
                for x in (*s.paragraphs, *s.items)
            )
            assert real.site.publisher.legal_name in text and "{" not in text
    notice = " ".join(
        Localizer("fr", real.site).text(x)
        for s in real.legal["legal-notice"].sections
        for x in (*s.paragraphs, *s.items)
    )
    for value in (
        publisher.address,
        publisher.vat_number,
        publisher.publication_director,
        publisher.host.name,
        publisher.host.phone,
    ):
        assert value in notice
    privacy = " ".join(
        Localizer("en", real.site).text(x)
        for s in real.legal["privacy"].sections
        for x in (*s.paragraphs, *s.items)
    )
    assert f"{real.site.lead_retention_years} years from submission" in privacy


def test_only_an_article_with_a_checklist_page_has_its_card_promise_one(content: Path) -> None:
    # AI articles' checklists have no page (pages.py): their cards must not offer a PDF checklist.
    library, _ = load_library(content)
    builder = PageBuilder(library, read_ui())
    ai, base = (
        next(a for a in library.all_articles if a.slug == slug) for slug in ("article-ia", "article-un")
    )
    assert ai.checklist and base.checklist
    assert not builder.ctx.card(ai).has_checklist
    assert builder.ctx.card(base).has_checklist
    pages = {page.path for page in builder.pages("fr")}
    assert "/fr/article/article-un/checklist" in pages and "/fr/article/article-ia/checklist" not in pages
