"""The shell data every page of a language shares: settings, navigation, conversion texts."""

from __future__ import annotations

from bibliotheque.content.library import Library
from bibliotheque.content.models.common import narrowed
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
        conversion=library.conversion,
        search_index=index_url,
    )
