"""The loaded content, with lookups by slug. Built by `loader.load_library`."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bibliotheque.content.models.articles import Article
from bibliotheque.content.models.catalogue import AITheme, Category, ContentSection
from bibliotheque.content.models.documents import Document
from bibliotheque.content.models.pages import AICatalogue, Conversion, ExclusiveFile, Home, LegalPage
from bibliotheque.content.models.sectors import Cluster, Sector
from bibliotheque.content.models.site import Site
from bibliotheque.content.models.tools import Resource, Tool


@dataclass
class Library:
    """Every content item, validated and cross-checked, in display order."""

    root: Path
    site: Site
    home: Home
    conversion: Conversion
    exclusive: ExclusiveFile
    ai_catalogue: AICatalogue
    categories: list[Category]
    sections: list[ContentSection]
    ai_themes: list[AITheme]
    articles: list[Article]
    ai_articles: list[Article]
    sectors: list[Sector]
    clusters: list[Cluster]
    resources: list[Resource]
    tools: list[Tool]
    legal: dict[str, LegalPage]
    files: dict[str, Path] = field(default_factory=dict)
    documents: dict[str, Document] = field(default_factory=dict)
    """The text of each PDF resource, by resource slug (`content/documents/`)."""
    origin: dict[int, Any] = field(default_factory=dict, repr=False)
    """Where each loaded object came from: id(object) → (SourceFile, path in the file)."""

    def category(self, slug: str) -> Category:
        return next(c for c in self.categories if c.slug == slug)

    def section(self, slug: str) -> ContentSection:
        return next(s for s in self.sections if s.slug == slug)

    def ai_theme(self, slug: str) -> AITheme:
        return next(t for t in self.ai_themes if t.slug == slug)

    def sector(self, slug: str) -> Sector:
        return next(s for s in self.sectors if s.slug == slug)

    def article(self, slug: str) -> Article:
        return next(a for a in self.all_articles if a.slug == slug)

    def resource(self, slug: str) -> Resource:
        return next(r for r in self.resources if r.slug == slug)

    def tool(self, slug: str) -> Tool:
        return next(t for t in self.tools if t.slug == slug)

    @property
    def all_articles(self) -> list[Article]:
        """AI articles first, then base articles (the spec's source order)."""
        return [*self.ai_articles, *self.articles]
