"""The shell data every page of a language shares: settings, navigation, the conversion forms' texts.

The texts of what opens above a page once the visitor acts (the conversion modal, the community
invitation, the demo-video banner: `ConversionOverlays`) are not in it: every page's data would
carry them (~1 kB brotli) for a dialog most visits never open. They are a file of their own per
language at `overlays_url(lang)`, fetched with the code that draws them
(web/src/features/conversion/overlay-texts.ts); its address is the same from build to build
(revalidated by its ETag), so an edit to those texts changes no page.
"""

from __future__ import annotations

from bibliotheque.content.library import Library
from bibliotheque.content.models.common import narrowed
from bibliotheque.content.models.pages import ConversionForms, ConversionOverlays
from bibliotheque.content.models.site import SiteSettings
from bibliotheque.pipeline import payloads as p
from bibliotheque.pipeline.pages import PageBuilder


def shell_payload(library: Library, builder: PageBuilder, lang: str, index_url: str) -> p.Shell:
    nav_sections = [
        p.NavSection(
            slug=s.slug,
            title=s.title,
            icon=s.icon,
            categories=[
                p.NavCategory(
                    slug=c.slug,
                    name=c.name,
                    articles=[
                        p.NavLink(slug=a.slug, title=a.title)
                        for a in library.articles
                        if a.section == s.slug and a.category == c.slug
                    ],
                )
                for c in library.categories
                if any(a.section == s.slug and a.category == c.slug for a in library.articles)
            ],
        )
        for s in library.sections
    ]
    return p.Shell(
        lang=lang,
        # What the pages read: the legal pages' publisher and retention periods are in their text.
        site=narrowed(SiteSettings, library.site),
        categories=builder.category_refs(),
        nav_sections=nav_sections,
        nav_ai_themes=[
            p.NavTheme(
                slug=t.slug,
                title=t.title,
                icon=t.icon,
                topics=[p.NavLink(slug=x.slug, title=x.title) for x in t.topics],
                articles=[
                    p.NavLink(slug=a.slug, title=a.title) for a in library.ai_articles if a.section == t.slug
                ],
            )
            for t in library.ai_themes
        ],
        nav_sectors=[p.NavSector(slug=s.slug, name=s.name) for s in library.sectors],
        conversion=narrowed(ConversionForms, library.conversion),
        conversion_overlays=overlays_url(lang),
        search_index=index_url,
    )


def overlays_url(lang: str) -> str:
    """Where the browser fetches language `lang`'s `ConversionOverlays` (dist/conversion/)."""
    return f"/conversion/{lang}.json"


def conversion_overlays(library: Library) -> ConversionOverlays:
    """The texts of the conversion flow's dialogs and banners (before localization)."""
    return narrowed(ConversionOverlays, library.conversion)
