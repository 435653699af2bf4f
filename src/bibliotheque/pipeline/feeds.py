"""The article feeds of each language: RSS 2.0 and JSON Feed 1.1.

French (the default language) at `/rss.xml` and `/feed.json`, English at `/en/rss.xml`
and `/en/feed.json`. Items are the latest `FEED_ITEMS` articles and AI articles, newest first,
with absolute links (a feed is what is new, not the library: issue 35). Dates come from content (never the build time), so a rebuild gives the same files.
"""

from __future__ import annotations

import datetime as dt
import json
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from email.utils import format_datetime

from bibliotheque.content.library import Library
from bibliotheque.content.models.articles import newest_first
from bibliotheque.content.models.common import LANGS
from bibliotheque.langs import LOCALES
from bibliotheque.pipeline.localize import Localizer
from bibliotheque.pipeline.social_images import image_path
from bibliotheque.routes import href

JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1"
ATOM = "http://www.w3.org/2005/Atom"
FEED_ITEMS = 50


def feed_paths(lang: str) -> tuple[str, str]:
    """URL paths of the RSS feed and the JSON Feed of `lang` (the default language at the root)."""
    prefix = "" if lang == LANGS[0] else f"/{lang}"
    return f"{prefix}/rss.xml", f"{prefix}/feed.json"


@dataclass(frozen=True)
class FeedItem:
    url: str
    title: str
    summary: str
    text: str
    published: dt.date
    category: str
    tags: list[str]
    image: str


@dataclass(frozen=True)
class Feed:
    lang: str
    title: str
    description: str
    home_url: str
    rss_url: str
    json_url: str
    items: list[FeedItem]


def build_feed(library: Library, lang: str) -> Feed:
    """The feed of `lang`: the latest `FEED_ITEMS` articles and AI articles, newest first."""
    site = library.site
    base = site.urls.base
    text = Localizer(lang, site).text
    newest = newest_first(library.all_articles)[:FEED_ITEMS]
    items = []
    for a in newest:
        path = href(lang, "ai-article" if a.is_ai else "article", a.slug)
        items.append(
            FeedItem(
                url=base + path,
                title=text(a.title),
                summary=text(a.description),
                text=text(a.problem),
                published=a.published_at,
                category=text(library.category(a.category).name),
                tags=[text(k) for k in a.keywords],
                image=base + image_path(path),
            )
        )
    rss, json_feed = feed_paths(lang)
    return Feed(
        lang=lang,
        title=text(site.brand.site_name),
        description=text(site.brand.tagline),
        home_url=base + href(lang, "home"),
        rss_url=base + rss,
        json_url=base + json_feed,
        items=items,
    )


def _rfc822(day: dt.date) -> str:
    return format_datetime(dt.datetime(day.year, day.month, day.day, tzinfo=dt.UTC))


def _rfc3339(day: dt.date) -> str:
    return dt.datetime(day.year, day.month, day.day, tzinfo=dt.UTC).isoformat()


def rss_xml(feed: Feed) -> str:
    """RSS 2.0, with an atom:link to itself."""
    ET.register_namespace("atom", ATOM)
    root = ET.Element("rss", {"version": "2.0"})
    channel = ET.SubElement(root, "channel")

    def sub(parent: ET.Element, tag: str, value: str, **attrs: str) -> None:
        ET.SubElement(parent, tag, attrs).text = value

    sub(channel, "title", feed.title)
    sub(channel, "link", feed.home_url)
    sub(channel, "description", feed.description)
    sub(channel, "language", LOCALES[feed.lang].lower())
    if feed.items:
        sub(channel, "lastBuildDate", _rfc822(max(i.published for i in feed.items)))
    ET.SubElement(
        channel, f"{{{ATOM}}}link", {"href": feed.rss_url, "rel": "self", "type": "application/rss+xml"}
    )
    for item in feed.items:
        node = ET.SubElement(channel, "item")
        sub(node, "title", item.title)
        sub(node, "link", item.url)
        sub(node, "guid", item.url, isPermaLink="true")
        sub(node, "description", item.summary)
        sub(node, "category", item.category)
        sub(node, "pubDate", _rfc822(item.published))
    ET.indent(root, space=" ")
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def json_feed(feed: Feed) -> str:
    """JSON Feed 1.1 (https://jsonfeed.org/version/1.1)."""
    data = {
        "version": JSON_FEED_VERSION,
        "title": feed.title,
        "home_page_url": feed.home_url,
        "feed_url": feed.json_url,
        "description": feed.description,
        "language": LOCALES[feed.lang],
        "authors": [{"name": feed.title, "url": feed.home_url}],
        "items": [
            {
                "id": item.url,
                "url": item.url,
                "title": item.title,
                "summary": item.summary,
                "content_text": item.text,
                "image": item.image,
                "date_published": _rfc3339(item.published),
                "tags": [item.category, *item.tags],
                "language": LOCALES[feed.lang],
            }
            for item in feed.items
        ],
    }
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"
