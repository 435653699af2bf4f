"""The data each page receives, per language.

These models are the contract with the React app: their JSON Schema, with every `LText`
turned into a plain string, is converted to TypeScript (`web/app/generated/types.ts`).
Content models are embedded as they are; derived values (counts, related items) are
computed here and never stored in content.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from bibliotheque.content.models.articles import Article
from bibliotheque.content.models.catalogue import AITheme, AITopic, Category, ContentSection, Topic
from bibliotheque.content.models.common import Color, Icon, LText
from bibliotheque.content.models.pages import (
    AICatalogue,
    Conversion,
    ExclusiveFile,
    Home,
    LegalPage,
)
from bibliotheque.content.models.sectors import Cluster, Guide, RevenueBand, Sector
from bibliotheque.content.models.site import Site
from bibliotheque.content.models.tools import Resource, Tool


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


class SectorRef(Payload):
    slug: str
    name: LText
    description: LText
    icon: Icon


class ToolRef(Payload):
    slug: str
    title: LText
    description: LText
    type: str
    estimated_time: LText


class Alternate(Payload):
    lang: str
    path: str


class Head(Payload):
    """What the page head needs beyond the page's own texts."""

    title: str
    heading: str = Field(description="The page's <h1>.")
    description: str
    path: str = Field(description="Path of this page, e.g. /fr/article/x.")
    alternates: list[Alternate]
    not_found: bool = False


class NavLink(Payload):
    """A leaf of a navigation tree."""

    slug: str
    title: LText


class NavCategory(Payload):
    slug: str
    name: LText
    articles: list[NavLink]


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


class Shell(Payload):
    """Data every page of a language shares: settings, navigation, conversion texts."""

    lang: str
    site: Site
    categories: list[CategoryRef]
    nav_sections: list[NavSection]
    nav_ai_themes: list[NavTheme]
    nav_sectors: list[SectorRef]
    conversion: Conversion
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


class CategoryPage(Payload):
    kind: Literal["category"] = "category"
    head: Head
    category: Category
    articles: list[ArticleCard]
    recommended: list[ArticleCard]


class ArticlePage(Payload):
    kind: Literal["article"] = "article"
    head: Head
    article: Article
    category: CategoryRef
    section: SectionRef
    topic_title: LText
    similar: list[ArticleCard]
    related_sections: list[SectionRef]
    related_sectors: list[SectorRef]


class ChecklistPage(Payload):
    kind: Literal["checklist"] = "checklist"
    head: Head
    article: ArticleCard
    items: list[LText]


class ClusterPage(Payload):
    kind: Literal["cluster"] = "cluster"
    head: Head
    cluster: Cluster
    pillar: ArticleCard
    satellites: list[ArticleCard]
    resources: list[Resource]
    tools: list[ToolRef]


class IndustriesPage(Payload):
    kind: Literal["industries"] = "industries"
    head: Head
    sectors: list[SectorRef]
    bands: dict[str, list[RevenueBand]] = Field(description="Target revenue bands by sector slug.")


class IndustryPage(Payload):
    kind: Literal["industry"] = "industry"
    head: Head
    sector: Sector
    resources: list[Resource]
    tools: list[ToolRef]
    recommendations: list[ArticleCard]


class GuidePage(Payload):
    kind: Literal["guide"] = "guide"
    head: Head
    sector: SectorRef
    guide: Guide
    other_guides: list[Guide]


class ToolPage(Payload):
    kind: Literal["tool"] = "tool"
    head: Head
    tool: Tool


class CatalogueSection(Payload):
    section: SectionRef
    topics: list[Topic]
    sectors: list[SectorRef]


class ContentSectionsPage(Payload):
    kind: Literal["content-sections"] = "content-sections"
    head: Head
    sections: list[ContentSection]
    sectors_by_section: dict[str, list[SectorRef]]


class AIContentSectionsPage(Payload):
    kind: Literal["ai-content-sections"] = "ai-content-sections"
    head: Head
    texts: AICatalogue
    themes: list[AITheme]
    articles: list[ArticleCard]


class ResourcesPage(Payload):
    kind: Literal["resources"] = "resources"
    head: Head
    resources: list[Resource]
    tools: list[ToolRef]


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

__all__ = ["AITopic", "PagePayload"]
