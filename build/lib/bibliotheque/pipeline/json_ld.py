"""Structured data (schema.org JSON-LD) of a page, as one `@graph`.

Every page has a WebPage (or CollectionPage) and its BreadcrumbList; the home page adds
the Organization and the WebSite; articles and AI articles add an Article with the
spec's fields (headline, description, keywords, articleSection, wordCount = read time ×
200, dates, publisher, a free Offer). The web app renders the graph as it is in a
`<script type="application/ld+json">` (its hash goes into the page's CSP like any inline
script).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bibliotheque.content.models.site import Site

WORDS_PER_MINUTE = 200
CONTEXT = "https://schema.org"

JsonObject = dict[str, Any]


@dataclass(frozen=True)
class ArticleFacts:
    """What an Article node says beyond the page's title and description."""

    section: str
    keywords: list[str]
    read_time: int
    published: str
    modified: str


class JsonLd:
    """Builds the graph of each page of one language."""

    def __init__(self, site: Site, lang: str, locale: str) -> None:
        self.site = site
        self.lang = lang
        self.locale = locale
        self.base = site.urls.base

    @property
    def organization_id(self) -> str:
        return f"{self.base}/#organization"

    @property
    def website_id(self) -> str:
        return f"{self.base}/{self.lang}#website"

    def organization(self) -> JsonObject:
        urls = self.site.urls
        return {
            "@type": "Organization",
            "@id": self.organization_id,
            "name": self.site.brand.site_name.get(self.lang),
            "url": f"{self.base}/{self.lang}",
            "email": self.site.contact_email,
            "sameAs": [urls.linkedin, urls.video_channel],
        }

    def publisher(self) -> JsonObject:
        """The Organization as referenced from other nodes (name and address repeated for readers)."""
        return {
            "@type": "Organization",
            "@id": self.organization_id,
            "name": self.site.brand.site_name.get(self.lang),
            "url": f"{self.base}/{self.lang}",
        }

    def website(self) -> JsonObject:
        return {
            "@type": "WebSite",
            "@id": self.website_id,
            "url": f"{self.base}/{self.lang}",
            "name": self.site.brand.site_name.get(self.lang),
            "description": self.site.brand.tagline.get(self.lang),
            "inLanguage": self.locale,
            "publisher": {"@id": self.organization_id},
        }

    @staticmethod
    def breadcrumb_list(url: str, crumbs: list[tuple[str, str]]) -> JsonObject:
        """`crumbs`: (name, absolute URL) from the home page to this page."""
        return {
            "@type": "BreadcrumbList",
            "@id": f"{url}#breadcrumb",
            "itemListElement": [
                {"@type": "ListItem", "position": i, "name": name, "item": item}
                for i, (name, item) in enumerate(crumbs, start=1)
            ],
        }

    def web_page(
        self,
        url: str,
        name: str,
        description: str,
        image: str,
        *,
        collection: bool = False,
        modified: str | None = None,
    ) -> JsonObject:
        """`modified`: ISO date the page's facts were last checked (`reviewed_at`), when known."""
        node: JsonObject = {
            "@type": "CollectionPage" if collection else "WebPage",
            "@id": f"{url}#webpage",
            "url": url,
            "name": name,
            "description": description,
            "inLanguage": self.locale,
            "isPartOf": {"@id": self.website_id},
            "breadcrumb": {"@id": f"{url}#breadcrumb"},
            "primaryImageOfPage": {"@type": "ImageObject", "url": image},
        }
        if modified is not None:
            node["dateModified"] = modified
        return node

    def article(
        self,
        url: str,
        headline: str,
        description: str,
        image: str,
        size: tuple[int, int],
        facts: ArticleFacts,
    ) -> JsonObject:
        return {
            "@type": "Article",
            "@id": f"{url}#article",
            "url": url,
            "mainEntityOfPage": {"@id": f"{url}#webpage"},
            "headline": headline,
            "description": description,
            "keywords": ", ".join(facts.keywords),
            "articleSection": facts.section,
            "wordCount": facts.read_time * WORDS_PER_MINUTE,
            "timeRequired": f"PT{facts.read_time}M",
            "datePublished": facts.published,
            "dateModified": facts.modified,
            "inLanguage": self.locale,
            "image": {"@type": "ImageObject", "url": image, "width": size[0], "height": size[1]},
            "author": self.publisher(),
            "publisher": self.publisher(),
            "isAccessibleForFree": True,
            "offers": {
                "@type": "Offer",
                "price": "0",
                "priceCurrency": "EUR",
                "availability": "https://schema.org/InStock",
                "url": url,
            },
        }

    @staticmethod
    def graph(nodes: list[JsonObject]) -> JsonObject:
        return {"@context": CONTEXT, "@graph": nodes}
