"""What every page builder of `pages_*` shares: the library, references and cards, heads, trails.

Derived, never stored (DESIGN §4): article cards, references to categories, sections, sectors
and tools, the date a page without one was last modified.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TypeVar

from bibliotheque.content.library import Library
from bibliotheque.content.link_titles import resolved, target_titles
from bibliotheque.content.models.articles import Article
from bibliotheque.content.models.catalogue import Category
from bibliotheque.content.models.common import Color, LinkItem, LText
from bibliotheque.content.models.sectors import Sector
from bibliotheque.content.models.tools import TOOL_FAMILY
from bibliotheque.pipeline import payloads as p
from bibliotheque.pipeline.downloads import BuiltFiles
from bibliotheque.pipeline.json_ld import ArticleFacts
from bibliotheque.pipeline.page_head import DEFAULT_ACCENT, HeadBuilder, HeadFacts
from bibliotheque.pipeline.similarity import Similarity
from bibliotheque.pipeline.social_images import SocialCard
from bibliotheque.routes import href

# The content with a related-links box.
Linked = TypeVar("Linked", Category, Article, Sector)


@dataclass(frozen=True)
class Page:
    """A page to prerender: its path, family, payload (not yet localized) and social card."""

    path: str
    family: str
    payload: p.PagePayload
    card: SocialCard
    related: p.ArticleRelated | None = None


class PageContext:
    """The library of one build and the pieces its pages are made of, for each language."""

    def __init__(self, library: Library, ui: dict[str, dict[str, str]], files: BuiltFiles) -> None:
        self.lib = library
        self.ui = ui
        self.files = files
        self.similarity = Similarity(library)

    # ---- links named by their target ------------------------------------------------------

    @cached_property
    def _titles(self) -> dict[str, LText]:
        return target_titles(self.lib)

    def linked(self, item: Linked) -> Linked:
        """`item` with its internal related links named by their target's title."""
        links = resolved(item.related_links, self._titles)
        return item.model_copy(update={"related_links": links})

    def named_links(self, links: list[LinkItem]) -> list[LinkItem]:
        """`links` with the internal ones named by their target's title."""
        return resolved(links, self._titles)

    # ---- small references -------------------------------------------------------------

    @cached_property
    def _category_refs(self) -> dict[str, p.CategoryRef]:
        return {
            c.slug: p.CategoryRef(slug=c.slug, name=c.name, color=c.color, icon=c.icon)
            for c in self.lib.categories
        }

    @cached_property
    def section_refs(self) -> dict[str, p.SectionRef]:
        """Every catalogue section and AI theme as a reference, by slug."""
        kinds = ((self.lib.sections, "section"), (self.lib.ai_themes, "ai-theme"))
        return {
            s.slug: p.SectionRef(
                slug=s.slug, title=s.title, description=s.description, icon=s.icon, color=s.color, kind=kind
            )
            for items, kind in kinds
            for s in items
        }

    def category_refs(self) -> list[p.CategoryRef]:
        return list(self._category_refs.values())

    def category_ref(self, slug: str) -> p.CategoryRef:
        return self._category_refs[slug]

    def card(self, a: Article) -> p.ArticleCard:
        return p.ArticleCard(
            id=a.id,
            slug=a.slug,
            kind="ai-article" if a.is_ai else "article",
            title=a.title,
            description=a.description,
            published_at=a.published_at.isoformat(),
            read_time=a.read_time,
            difficulty=a.difficulty,
            category=self._category_refs[a.category],
            section=self.section_refs[a.section],
            has_video=a.video is not None,
            # A checklist page exists for the base articles only (pages.py): an AI article's card
            # does not promise one.
            has_checklist=a.has_checklist_page,
        )

    def clusters_of(self, articles: set[str] | None) -> list[p.ClusterRef]:
        """The clusters whose pillar or a satellite is one of `articles` (None: every cluster)."""
        return [
            p.ClusterRef(slug=c.slug, title=c.title, description=c.description)
            for c in self.lib.clusters
            if articles is None or articles & {c.pillar_article, *c.satellite_articles}
        ]

    @staticmethod
    def sector_ref(s: Sector) -> p.SectorRef:
        return p.SectorRef(slug=s.slug, name=s.name, description=s.description, icon=s.icon)

    def tool_refs(self, slugs: list[str]) -> list[p.ToolRef]:
        return [
            p.ToolRef(
                slug=t.slug,
                title=t.title,
                description=t.description,
                type=t.type,
                family=TOOL_FAMILY[t.type],
                estimated_time=t.estimated_time,
            )
            for t in (self.lib.tool(s) for s in slugs)
        ]

    # ---- heads --------------------------------------------------------------------------

    @cached_property
    def _heads(self) -> dict[str, HeadBuilder]:
        return {lang: HeadBuilder(self.lib.site, self.ui[lang], lang) for lang in self.ui}

    def head(
        self,
        lang: str,
        family: str,
        slugs: tuple[str, ...],
        title: str,
        description: str,
        heading: str | None = None,
        *,
        keywords: Sequence[str] = (),
        trail: Sequence[p.Crumb] = (),
        crumb: str | None = None,
        accent: Color = DEFAULT_ACCENT,
        article_facts: ArticleFacts | None = None,
        updated: dt.date | None = None,
        reviewed: dt.date | None = None,
    ) -> tuple[p.Head, SocialCard]:
        """The page's head and social card (see `page_head`); `heading` defaults to the title,
        `updated` to the newest date in content, and is never before `reviewed`."""
        facts = HeadFacts(
            family=family,
            slugs=slugs,
            title=title,
            description=description,
            heading=heading or title,
            updated=max(updated or self.newest_date, reviewed or dt.date.min),
            keywords=keywords,
            trail=trail,
            crumb=crumb,
            accent=accent,
            article=article_facts,
            reviewed=reviewed,
        )
        return self._heads[lang].build(facts)

    @cached_property
    def newest_date(self) -> dt.date:
        """The newest date in content: the « last modified » of pages that carry no date."""
        lib = self.lib
        return max(
            [a.published_at for a in lib.all_articles]
            + [r.published_at for r in lib.resources]
            + [page.reviewed_at for page in lib.legal.values()]
        )

    def newest(self, articles: Sequence[Article]) -> dt.date:
        """The newest publication date of `articles` (the newest in content when none)."""
        return max((a.published_at for a in articles), default=self.newest_date)

    def hub(self, lang: str, family: str) -> p.Crumb:
        """A catalogue page as a breadcrumb: its name is its title."""
        key = {
            "content-sections": "page.content_sections.title",
            "ai-content-sections": "page.ai_content_sections.title",
            "industries": "page.industries.title",
            "resources": "page.resources.title",
        }[family]
        return p.Crumb(name=self.ui[lang][key], path=href(lang, family))

    def article_trail(self, lang: str, a: Article) -> list[p.Crumb]:
        """Section (or AI theme) of the article in its catalogue, then its category."""
        if a.is_ai:
            group, catalogue = self.lib.ai_theme(a.section).title, "ai-content-sections"
        else:
            group, catalogue = self.lib.section(a.section).title, "content-sections"
        category = self.lib.category(a.category)
        return [
            p.Crumb(name=group.get(lang), path=f"{href(lang, catalogue)}#{a.section}"),
            p.Crumb(name=category.name.get(lang), path=href(lang, "category", category.slug)),
        ]

    def article_facts(self, lang: str, a: Article) -> ArticleFacts:
        return ArticleFacts(
            section=self.lib.category(a.category).name.get(lang),
            keywords=[k.get(lang) for k in a.keywords],
            read_time=a.read_time,
            published=a.published_at.isoformat(),
            modified=(a.reviewed_at or a.published_at).isoformat(),
        )

    def accent(self, category_slug: str) -> Color:
        return self.lib.category(category_slug).color


def strings(lang: str, values: Sequence[LText]) -> list[str]:
    """`values` in `lang`."""
    return [v.get(lang) for v in values]
