"""The site's route families: the only table of them, for the build, the sitemap, the server and
the web app (`bibliotheque build` writes it as `web/.generated/routes.ts`, which React Router's
`web/app/routes.ts`, the `href()` of `web/src/shared/href.ts` and the e2e helpers import).

Adding a route family is one line here plus its screen (`web/app/<module>`).
"""

from __future__ import annotations

from dataclasses import dataclass

from bibliotheque.langs import LANGS

NOT_FOUND_SLUG = "__not-found"


@dataclass(frozen=True)
class Family:
    """A kind of page and its URL pattern (`{lang}` and slug placeholders).

    `module` is its screen in `web/app/` (default `routes/<name>.tsx`); `has_not_found`: a
    not-found page is prerendered for unknown slugs; `template`: prerendered once per language
    and filled in by the server per request (no page data, never in the sitemap).
    """

    name: str
    pattern: str
    has_not_found: bool = False
    module: str = ""
    template: bool = False

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
    def params(self) -> list[str]:
        """The slug placeholders' names, in order (`{lang}` excluded)."""
        return [part[1:-1] for part in self.pattern.split("/") if part.startswith("{") and part != "{lang}"]

    @property
    def slug_count(self) -> int:
        return len(self.params)

    @property
    def screen(self) -> str:
        return self.module or f"routes/{self.name}.tsx"


FAMILIES: dict[str, Family] = {
    f.name: f
    for f in (
        Family("home", "/{lang}"),
        Family("category", "/{lang}/category/{slug}", True),
        # Pages 2+ of a category's articles (issue 35, decision 019); page 1 is the category.
        Family("category-page", "/{lang}/category/{slug}/page/{page}", True, module="routes/category.tsx"),
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
        Family("privacy", "/{lang}/privacy", module="routes/legal.tsx"),
        Family("terms", "/{lang}/terms", module="routes/legal.tsx"),
        Family("cookies", "/{lang}/cookies", module="routes/legal.tsx"),
        Family("legal-notice", "/{lang}/legal-notice", module="routes/legal.tsx"),
        # Search results (noindex): the prerendered page, filled in by the server for a query.
        Family("search", "/{lang}/search", template=True),
        # Where a lead form posted without JavaScript leads (server/form_posts.py), noindex.
        Family("thanks", "/{lang}/thanks", module="routes/lead-pages.tsx", template=True),
        Family("subscribe", "/{lang}/subscribe", module="routes/lead-pages.tsx", template=True),
    )
}

# Paths that leave the site, redirected by the server to the configured sites with UTM tags
# (pipeline/manifest.py): `/{lang}/demo`, `/{lang}/consulting`. The web app links to them.
REDIRECTS: tuple[Family, ...] = (Family("demo", "/{lang}/demo"), Family("consulting", "/{lang}/consulting"))

# Pages prerendered once per language that the server fills in per request (no page data).
TEMPLATES = tuple(name for name, family in FAMILIES.items() if family.template)


# Families whose page the server completes when the URL has a query (server/): search results,
# the thanks page's back link, catalogues filtered without JavaScript, a tool's result computed from
# its form. nginx hands them to the workers.
SERVER_COMPLETED = ("search", "thanks", "industries", "resources", "tool")


def is_template(path: str) -> bool:
    """`/fr/search` and the like: pages without data of their own, never in the sitemap."""
    parts = path.strip("/").split("/")
    return len(parts) == 2 and parts[1] in TEMPLATES


def href(lang: str, family: str, *slugs: str) -> str:
    """The path of a page, e.g. `href("fr", "article", "x")` → `/fr/article/x`."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}")
    return FAMILIES[family].path(lang, *slugs)
