"""Every page's payload for one language, in the order the build writes them.

Each route family has one typed function in `pages_articles`, `pages_sectors` or
`pages_catalogues`; the pieces they share (cards, references, heads) are `page_context`.
"""

from __future__ import annotations

from collections.abc import Iterator

from bibliotheque.content.library import Library
from bibliotheque.pipeline import payloads as p
from bibliotheque.pipeline.downloads import BuiltFiles
from bibliotheque.pipeline.page_context import Page, PageContext
from bibliotheque.pipeline.pages_articles import (
    article_page,
    category_pages,
    checklist_page,
    cluster_page,
    home_page,
)
from bibliotheque.pipeline.pages_catalogues import (
    ai_content_sections_page,
    content_sections_page,
    exclusive_page,
    legal_page,
    resources_page,
    tool_page,
)
from bibliotheque.pipeline.pages_sectors import guide_page, industries_page, industry_page
from bibliotheque.routes import FAMILIES


class PageBuilder:
    """Builds the payloads of every page of `library`, for each language."""

    def __init__(
        self, library: Library, ui: dict[str, dict[str, str]], files: BuiltFiles | None = None
    ) -> None:
        self.ctx = PageContext(library, ui, files or BuiltFiles())

    def category_refs(self) -> list[p.CategoryRef]:
        return self.ctx.category_refs()

    def pages(self, lang: str) -> Iterator[Page]:
        """Every page of `lang` (the not-found pages are `not_found_paths`)."""
        ctx, lib = self.ctx, self.ctx.lib
        yield home_page(ctx, lang)
        for c in lib.categories:
            yield from category_pages(ctx, lang, c)
        for a in lib.all_articles:
            yield article_page(ctx, lang, a)
            if a.has_checklist_page:
                yield checklist_page(ctx, lang, a)
        for cl in lib.clusters:
            yield cluster_page(ctx, lang, cl)
        yield industries_page(ctx, lang)
        for s in lib.sectors:
            yield industry_page(ctx, lang, s)
            for g in s.guides:
                yield guide_page(ctx, lang, s, g)
        for t in lib.tools:
            yield tool_page(ctx, lang, t)
        yield content_sections_page(ctx, lang)
        yield ai_content_sections_page(ctx, lang)
        yield resources_page(ctx, lang)
        yield exclusive_page(ctx, lang)
        for slug, legal in lib.legal.items():
            yield legal_page(ctx, lang, slug, legal)

    def not_found_paths(self, lang: str) -> Iterator[str]:
        """The prerendered not-found page of each family with slugs."""
        for family in FAMILIES.values():
            if family.has_not_found:
                yield family.not_found_path(lang)
