"""The head of a page: titles, absolute addresses, breadcrumbs, social card, JSON-LD.

`page_context.PageContext.head` says what each page is (`HeadFacts`); this module turns that into the
`Head` the web app renders (`web/src/features/seo/page-meta.ts`) and the `SocialCard`
drawn for it. Every address is absolute, from `site.yaml` `urls.base`.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from bibliotheque.content.models.common import LANGS, Color
from bibliotheque.content.models.site import Site
from bibliotheque.content.placeholders import placeholders
from bibliotheque.langs import LOCALES
from bibliotheque.pipeline import payloads as p
from bibliotheque.pipeline.feeds import feed_paths
from bibliotheque.pipeline.json_ld import ArticleFacts, JsonLd
from bibliotheque.pipeline.social_images import HEIGHT, WIDTH, SocialCard, image_path
from bibliotheque.routes import href

DEFAULT_ACCENT: Color = "blue"
# Listing pages are schema.org CollectionPages.
COLLECTIONS = {
    "home",
    "category",
    "category-page",
    "cluster",
    "industries",
    "content-sections",
    "ai-content-sections",
    "resources",
}
LLMS_TXT = "/llms.txt"


@dataclass(frozen=True)
class HeadFacts:
    """What a page tells about itself; everything else in its head is derived."""

    family: str
    slugs: tuple[str, ...]
    title: str
    description: str
    heading: str
    updated: dt.date
    keywords: Sequence[str] = ()
    trail: Sequence[p.Crumb] = field(default_factory=list)
    """Breadcrumbs between the home page and this page (section, category or sector…)."""
    crumb: str | None = None
    """This page's name in the breadcrumbs, when shorter than its title."""
    accent: Color = DEFAULT_ACCENT
    article: ArticleFacts | None = None
    reviewed: dt.date | None = None
    """When the page's facts were last checked against their sources (JSON-LD `dateModified`)."""


def short_title(title: str) -> str:
    """The part of a title before « : » (sector guides: « Short title : the rest »)."""
    return re.split(r"\s*:\s", title, maxsplit=1)[0].strip()


def unique(values: Sequence[str], limit: int | None = None) -> list[str]:
    """`values` without repeats (case-insensitive), in order, at most `limit`."""
    seen: set[str] = set()
    out: list[str] = []
    for value in values:
        key = value.casefold()
        if value and key not in seen:
            seen.add(key)
            out.append(value)
    return out[:limit]


class HeadBuilder:
    """Heads of the pages of one language."""

    def __init__(self, site: Site, ui: dict[str, str], lang: str) -> None:
        self.site = site
        self.ui = ui
        self.lang = lang
        self.locale = LOCALES[lang]
        self.base = site.urls.base
        self.site_name = site.brand.site_name.get(lang)
        self._subst = placeholders(site, lang)
        self.json_ld = JsonLd(site, lang, self.locale)

    def fill(self, text: str) -> str:
        """`text` with the brand placeholders replaced, as the localizer does for page data."""
        if "{" in text:
            for key, value in self._subst.items():
                text = text.replace(key, value)
        return text

    def url(self, path: str) -> str:
        return self.base + path

    def home_crumb(self) -> p.Crumb:
        return p.Crumb(name=self.ui["nav.home"], path=href(self.lang, "home"))

    def feeds(self) -> list[p.FeedLink]:
        rss, json_feed = feed_paths(self.lang)
        return [
            p.FeedLink(type="application/rss+xml", title=f"{self.site_name} (RSS)", url=self.url(rss)),
            p.FeedLink(
                type="application/feed+json", title=f"{self.site_name} (JSON Feed)", url=self.url(json_feed)
            ),
        ]

    def alternate(self, lang: str, facts: HeadFacts) -> p.Alternate:
        path = href(lang, facts.family, *facts.slugs)
        return p.Alternate(lang=lang, path=path, url=self.url(path))

    def build(self, facts: HeadFacts) -> tuple[p.Head, SocialCard]:
        lang = self.lang
        title, description, heading = (self.fill(t) for t in (facts.title, facts.description, facts.heading))
        path = href(lang, facts.family, *facts.slugs)
        url = self.url(path)
        is_home = facts.family == "home"
        crumbs = [self.home_crumb()]
        if not is_home:
            crumbs += [p.Crumb(name=self.fill(c.name), path=c.path) for c in facts.trail]
            crumbs.append(p.Crumb(name=self.fill(facts.crumb or title), path=path))
        image = self.url(image_path(path))

        nodes = [
            self.json_ld.web_page(
                url,
                title,
                description,
                image,
                collection=facts.family in COLLECTIONS,
                modified=facts.reviewed.isoformat() if facts.reviewed else None,
            ),
            self.json_ld.breadcrumb_list(url, [(c.name, self.url(c.path)) for c in crumbs]),
        ]
        if is_home:
            nodes += [self.json_ld.organization(), self.json_ld.website()]
        if facts.article is not None:
            nodes.append(
                self.json_ld.article(url, heading, description, image, (WIDTH, HEIGHT), facts.article)
            )

        head = p.Head(
            title=title,
            document_title=title if is_home else f"{title} — {self.site_name}",
            heading=heading,
            description=description,
            keywords=unique([self.fill(k) for k in facts.keywords]),
            path=path,
            url=url,
            locale=self.locale,
            alternates=[self.alternate(other, facts) for other in LANGS],
            x_default=self.url(href(LANGS[0], facts.family, *facts.slugs)),
            breadcrumbs=crumbs,
            og_type="article" if facts.article else "website",
            published=facts.article.published if facts.article else None,
            updated=facts.updated.isoformat(),
            section=facts.article.section if facts.article else None,
            image=p.SocialImage(url=image, width=WIDTH, height=HEIGHT, alt=heading),
            feeds=self.feeds(),
            llms_txt=self.url(LLMS_TXT),
            json_ld=self.json_ld.graph(nodes),
        )
        # Above the title: the nearest breadcrumb the title does not already say, else the tagline.
        ancestors = [c.name for c in reversed(crumbs[1:-1]) if c.name not in heading]
        card = SocialCard(
            lang=lang,
            title=heading,
            kicker=ancestors[0] if ancestors else self.fill(self.site.brand.tagline.get(lang)),
            site_name=self.site_name,
            domain=urlsplit(self.base).netloc,
            accent=facts.accent,
        )
        return head, card
