"""The site's route families: one registry for the build, the sitemap and the server.

The React app declares the same patterns in `web/app/routes.ts`; a test keeps both in step.
"""

from __future__ import annotations

from dataclasses import dataclass

from bibliotheque.content.models.common import LANGS

NOT_FOUND_SLUG = "__not-found"


@dataclass(frozen=True)
class Family:
    """A kind of page and its URL pattern (`{lang}` and slug placeholders)."""

    name: str
    pattern: str
    has_not_found: bool = False

    def path(self, lang: str, *slugs: str) -> str:
        values = iter(slugs)
        parts = [
            lang if part == "{lang}" else next(values) if part.startswith("{") else part
            for part in self.pattern.split("/")
        ]
        return "/".join(parts)

    def not_found_path(self, lang: str) -> str:
        """The prerendered not-found page of this family (every slug `__not-found`)."""
        return self.path(lang, *([NOT_FOUND_SLUG] * self.slug_count))

    @property
    def slug_count(self) -> int:
        return self.pattern.count("{") - 1


FAMILIES: dict[str, Family] = {
    f.name: f
    for f in (
        Family("home", "/{lang}"),
        Family("category", "/{lang}/category/{slug}", True),
        Family("article", "/{lang}/article/{slug}", True),
        Family("checklist", "/{lang}/article/{slug}/checklist", True),
        Family("ai-article", "/{lang}/ai-article/{slug}", True),
        Family("exclusive-resources", "/{lang}/exclusive-resources"),
        Family("cluster", "/{lang}/cluster/{slug}", True),
        Family("industries", "/{lang}/industries"),
        Family("industry", "/{lang}/industry/{slug}", True),
        Family("guide", "/{lang}/industry/{slug}/{guide}", True),
        Family("tool", "/{lang}/tool/{slug}", True),
        Family("content-sections", "/{lang}/content-sections"),
        Family("ai-content-sections", "/{lang}/ai-content-sections"),
        Family("resources", "/{lang}/resources"),
        Family("privacy", "/{lang}/privacy"),
        Family("terms", "/{lang}/terms"),
        Family("cookies", "/{lang}/cookies"),
        Family("legal-notice", "/{lang}/legal-notice"),
        # Search results (noindex): the prerendered page, filled in by the server for a query.
        Family("search", "/{lang}/search"),
        # Where a lead form posted without JavaScript leads (server/form_posts.py), noindex.
        Family("thanks", "/{lang}/thanks"),
        Family("subscribe", "/{lang}/subscribe"),
    )
}

# Paths that leave the site: /{lang}/demo and /{lang}/consulting.
REDIRECT_FAMILIES = ("demo", "consulting")


# Pages prerendered once per language that the server fills in per request (no page data).
TEMPLATES = ("search", "thanks", "subscribe")


def is_template(path: str) -> bool:
    """`/fr/search` and the like: pages without data of their own, never in the sitemap."""
    parts = path.strip("/").split("/")
    return len(parts) == 2 and parts[1] in TEMPLATES


def href(lang: str, family: str, *slugs: str) -> str:
    """The path of a page, e.g. `href("fr", "article", "x")` → `/fr/article/x`."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}")
    return FAMILIES[family].path(lang, *slugs)
