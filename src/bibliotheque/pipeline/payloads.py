"""The data each page receives, per language.

These models are the contract with the React app: their JSON Schema, with every `LText`
turned into a plain string, is converted to TypeScript (`web/app/generated/types.ts`).
Content models are embedded as they are; derived values (counts, related items) are
computed here and never stored in content.
"""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from bibliotheque.built_site import FileDownload, FileFacts
from bibliotheque.content.models.articles import ArticleBody
from bibliotheque.content.models.catalogue import Category, Range
from bibliotheque.content.models.common import Color, Icon, LText, Source, TopicDifficulty
from bibliotheque.content.models.pages import (
    AICatalogue,
    ConversionForms,
    ExclusiveFile,
    Home,
    LegalPage,
)
from bibliotheque.content.models.sectors import Cluster, Guide, RevenueBand, SectorBody
from bibliotheque.content.models.site import SiteSettings
from bibliotheque.content.models.tools import Resource, Tool, ToolFamily, ToolType


class Payload(BaseModel):
    model_config = ConfigDict(frozen=True, json_schema_serialization_defaults_required=True)


class CategoryRef(Payload):
    slug: str
    name: LText
    color: Color
    icon: Icon


class SectionRef(Payload):
    """A content section or AI theme, as a link."""

    slug: str
    title: LText
    description: LText
    icon: Icon
    color: Color
    kind: Literal["section", "ai-theme"]


class ArticleCard(Payload):
    """An article in a list."""

    id: str
    slug: str
    kind: Literal["article", "ai-article"]
    title: LText
    description: LText
    published_at: str
    read_time: int
    difficulty: str
    category: CategoryRef
    section: SectionRef
    has_video: bool
    has_checklist: bool


class ArticleLink(Payload):
    """An article named by a link: its title and where it is."""

    slug: str
    kind: Literal["article", "ai-article"]
    title: LText


class TopicArticles(Payload):
    """The articles written on a catalogue's topic: the newest few, the rest counted (issue 35)."""

    latest: list[ArticleLink] = Field(description="The newest, at most `limits.catalogue_topic_articles`.")
    more: int = Field(ge=0, description="How many more there are.")
    more_in: list[CategoryRef] = Field(description="The categories of the others, whose pages list them.")


class SectorRef(Payload):
    slug: str
    name: LText
    description: LText
    icon: Icon


class ClusterRef(Payload):
    """A topic cluster as linked from its articles, their category and the catalogue."""

    slug: str
    title: LText
    description: LText


class ToolRef(Payload):
    slug: str
    title: LText
    description: LText
    type: ToolType
    family: ToolFamily  # models/tools.py TOOL_FAMILY: decided once, not again in the browser
    estimated_time: LText


class Alternate(Payload):
    """The same page in one language."""

    lang: str
    path: str
    url: str = Field(description="Absolute address (site.yaml `urls.base` + path).")


class Crumb(Payload):
    """One step of the breadcrumb trail; the last one is the page itself."""

    name: str
    path: str


class SocialImage(Payload):
    """The page's 1200×630 social card, generated at build time."""

    url: str = Field(description="Absolute address of the PNG.")
    width: int
    height: int
    alt: str


class FeedLink(Payload):
    """A feed of the page's language, announced with <link rel="alternate">."""

    type: Literal["application/rss+xml", "application/feed+json"]
    title: str
    url: str


class Head(Payload):
    """What the page head needs beyond the page's own texts, computed by the build."""

    title: str = Field(description="The page's own title (Open Graph, social card).")
    document_title: str = Field(description="The <title>: page title and site name.")
    heading: str = Field(description="The page's <h1>.")
    description: str
    keywords: list[str] = Field(description="Search phrases of the page's content; may be empty.")
    path: str = Field(description="Path of this page, e.g. /fr/article/x.")
    url: str = Field(description="Absolute canonical address of this page.")
    locale: str = Field(description="BCP 47 locale of the page, e.g. fr-FR.")
    alternates: list[Alternate] = Field(description="This page in every language, this one included.")
    x_default: str = Field(description="Absolute address for hreflang x-default (the French page).")
    breadcrumbs: list[Crumb] = Field(description="Home → section → category or sector → this page.")
    og_type: Literal["website", "article"]
    published: str | None = Field(default=None, description="ISO date of publication (articles).")
    updated: str = Field(description="ISO date of the page's newest dated content (sitemap lastmod).")
    section: str | None = Field(default=None, description="Article section (category name).")
    image: SocialImage
    feeds: list[FeedLink]
    llms_txt: str = Field(description="Absolute address of /llms.txt.")
    json_ld: dict[str, Any] = Field(
        exclude=True,
        description="Structured data (schema.org @graph), ready to serialise: written apart from the page's "
        "data (data_paths.json_ld_path), for the prerender only (issue 32: hydration does not read it).",
    )
    not_found: bool = False
    prev: str | None = Field(default=None, description="Absolute address of the previous page of a list.")
    next: str | None = Field(default=None, description="Absolute address of the next page of a list.")


class NavLink(Payload):
    """A leaf of a navigation tree."""

    slug: str
    title: LText


class NavCategory(Payload):
    slug: str
    name: LText
    articles: list[NavLink]


class NavSector(Payload):
    """A sector in the navigation trees: only what a link needs."""

    slug: str
    name: LText


class NavSection(Payload):
    slug: str
    title: LText
    icon: Icon
    categories: list[NavCategory]


class NavTheme(Payload):
    slug: str
    title: LText
    icon: Icon
    topics: list[NavLink]
    articles: list[NavLink] = Field(description="AI articles of this theme (their `section`).")


class Shell(Payload):
    """Data every page of a language shares: settings, navigation, the conversion forms' texts."""

    lang: str
    site: SiteSettings = Field(
        description="The settings the pages read (not the publisher nor the retention periods)."
    )
    categories: list[CategoryRef]
    nav_sections: list[NavSection]
    nav_ai_themes: list[NavTheme]
    nav_sectors: list[NavSector]
    conversion: ConversionForms
    conversion_overlays: str = Field(
        description="URL of this language's `ConversionOverlays`, fetched with the code that draws them."
    )
    search_index: str = Field(description="URL of this language's search index.")


class HomePage(Payload):
    kind: Literal["home"] = "home"
    head: Head
    home: Home
    categories: list[CategoryRef]
    category_counts: dict[str, int]
    sector_cards: list[SectorRef]
    ai_themes: list[SectionRef]
    latest: list[ArticleCard]


class Pagination(Payload):
    """Where a page is in a list cut into pages: page 1 at the list's own address, n ≥ 2 at `…/page/n`."""

    page: int = Field(ge=1, description="This page's number, from 1.")
    pages: int = Field(ge=1, description="How many pages the list has.")
    total: int = Field(ge=0, description="How many items the whole list has.")


class CategoryPage(Payload):
    kind: Literal["category"] = "category"
    head: Head
    category: Category
    articles: list[ArticleCard] = Field(description="This page's slice of the category's articles.")
    pagination: Pagination
    recommended: list[ArticleCard]
    clusters: list[ClusterRef] = Field(default=[], description="Clusters with an article of this category.")


class ArticlePage(Payload):
    kind: Literal["article"] = "article"
    head: Head
    article: ArticleBody
    has_checklist: bool = Field(description="Whether the article links to its printable checklist.")
    category: CategoryRef
    section: SectionRef
    topic_title: LText
    related: str = Field(description="URL of the article's `ArticleRelated` (pipeline/related.py).")
    clusters: list[ClusterRef] = Field(
        default=[], description="Clusters this article is the pillar or a satellite of."
    )


class ArticleRelated(Payload):
    """The end of an article: its similar articles, sections and sectors (pipeline/related.py)."""

    similar: list[ArticleCard]
    related_sections: list[SectionRef]
    related_sectors: list[SectorRef]


class ChecklistPage(Payload):
    kind: Literal["checklist"] = "checklist"
    head: Head
    article: ArticleCard
    items: list[LText]
    pdf: FileDownload | None = Field(default=None, description="The checklist as a one-page PDF.")


class ClusterPage(Payload):
    kind: Literal["cluster"] = "cluster"
    head: Head
    cluster: Cluster
    pillar: ArticleCard
    satellites: list[ArticleCard]
    resources: list[Resource]
    tools: list[ToolRef]


class RevenueFilter(Payload):
    """A choice of the sector list's revenue filter, with the sectors it keeps."""

    id: str = Field(description="Value of the `?ca=` query parameter, e.g. `1m-5m`.")
    min: int = Field(description="Lower bound in euros.")
    max: int | None = Field(description="Upper bound in euros; none for « over … ».")
    sectors: list[str] = Field(description="Slugs of the sectors whose target bands overlap this band.")


class IndustriesPage(Payload):
    kind: Literal["industries"] = "industries"
    head: Head
    sectors: list[SectorRef]
    bands: dict[str, list[RevenueBand]] = Field(description="Target revenue bands by sector slug.")
    revenue_filters: list[RevenueFilter] = Field(description="The revenue filter's bands, in order.")


class GuideRef(Payload):
    """A sector guide as its sector's page and the other guides list it (not its body)."""

    slug: str
    title: LText
    description: LText
    search_intent: Literal["problem", "solution", "comparison"]


class IndustryPage(Payload):
    kind: Literal["industry"] = "industry"
    head: Head
    sector: SectorBody
    guides: list[GuideRef] = Field(description="The sector's guides, in order.")
    resources: list[Resource]
    tools: list[ToolRef]
    recommendations: list[ArticleCard]


class GuidePage(Payload):
    kind: Literal["guide"] = "guide"
    head: Head
    sector: SectorRef
    guide: Guide
    other_guides: list[GuideRef]


class ToolPage(Payload):
    kind: Literal["tool"] = "tool"
    head: Head
    tool: Tool


class SectorLink(Payload):
    """A sector as a link: its slug and name."""

    slug: str
    name: LText


class AIEstimate(Payload):
    """What an AI topic's card adds: the implementation time and cost ranges."""

    implementation_months: Range
    estimated_cost_eur: Range


class TopicCard(Payload):
    """A catalogue topic as its card shows it, no more (issue 32, weight): pipeline/pages_catalogues.py
    cuts its lists to the card's lengths."""

    slug: str
    title: LText
    description: LText
    difficulty: TopicDifficulty
    read_time: int
    keywords: list[LText] = Field(description="The first keywords, as many as the card shows.")
    pain_points: list[LText] = Field(description="The first pains, as many as the card shows.")
    solutions: list[LText] = Field(
        description="The first answers (an AI topic's: its AI approaches), as many as the card shows."
    )
    ai: AIEstimate | None = Field(description="An AI topic's time and cost; none for a business topic.")


class CatalogueGroup(Payload):
    """A business section or an AI theme with its topic cards, and an AI theme's sources."""

    slug: str
    title: LText
    description: LText
    icon: Icon
    color: Color
    topics: list[TopicCard]
    reviewed_at: dt.date | None = None
    sources: list[Source] = Field(default=[], description="What the group's text cites (AI themes).")


class ContentSectionsPage(Payload):
    kind: Literal["content-sections"] = "content-sections"
    head: Head
    sections: list[CatalogueGroup]
    sectors_by_topic: dict[str, list[SectorLink]] = Field(
        description="Up to 2 sectors per topic slug, those its articles concern (topics without one are absent)."
    )
    topic_articles: dict[str, TopicArticles] = Field(
        description="Articles written on each topic, by topic slug (topics without one are absent)."
    )
    clusters: list[ClusterRef] = Field(default=[], description="Every topic cluster.")


class AIContentSectionsPage(Payload):
    kind: Literal["ai-content-sections"] = "ai-content-sections"
    head: Head
    texts: AICatalogue
    themes: list[CatalogueGroup]
    articles: list[ArticleCard] = Field(description="The newest AI articles, `limits.ai_catalogue_articles`.")
    articles_total: int = Field(ge=0, description="How many AI articles there are.")
    sectors_by_topic: dict[str, list[SectorLink]] = Field(
        description="Up to 2 sectors per topic slug, those its AI articles concern (topics without one are absent)."
    )
    topic_articles: dict[str, TopicArticles] = Field(
        description="AI articles written on each topic, by topic slug (topics without one are absent)."
    )


class ResourcesPage(Payload):
    kind: Literal["resources"] = "resources"
    head: Head
    resources: list[Resource]
    tools: list[ToolRef]
    downloads: dict[str, list[FileDownload]] = Field(
        description="The files of each free resource, by slug, main file first (in the page's language)."
    )
    gated: dict[str, list[FileFacts]] = Field(
        description="The files of each resource given against an e-mail, by slug, main file first, "
        "without their URLs: the lead API answers them once the address is stored."
    )


class ExclusivePage(Payload):
    kind: Literal["exclusive-resources"] = "exclusive-resources"
    head: Head
    exclusive: ExclusiveFile


class LegalPagePayload(Payload):
    kind: Literal["legal"] = "legal"
    head: Head
    page: LegalPage


PagePayload = (
    HomePage
    | CategoryPage
    | ArticlePage
    | ChecklistPage
    | ClusterPage
    | IndustriesPage
    | IndustryPage
    | GuidePage
    | ToolPage
    | ContentSectionsPage
    | AIContentSectionsPage
    | ResourcesPage
    | ExclusivePage
    | LegalPagePayload
)

__all__ = ["PagePayload"]
