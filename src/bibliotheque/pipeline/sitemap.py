"""`/sitemap.xml` and `/robots.txt`.

The sitemap lists every page once per language, each with its fr/en/x-default alternates
(hreflang) and the date of its newest dated content as lastmod. Not-found pages are not
pages: they are left out. Past `SITEMAP_URLS` addresses (issue 35: 10,000, under the protocol's
50,000 and 50 MB), `/sitemap.xml` becomes a sitemap index of `/sitemap-1.xml`, `/sitemap-2.xml`…
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable

from bibliotheque.pipeline.payloads import Head

SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9"
XHTML_NS = "http://www.w3.org/1999/xhtml"
SITEMAP_PATH = "/sitemap.xml"
SITEMAP_URLS = 10_000


def sitemap_files(heads: Iterable[Head], base: str, limit: int = SITEMAP_URLS) -> dict[str, str]:
    """URL path → text: `/sitemap.xml` alone, or an index and its parts when past `limit` pages."""
    pages = [head for head in heads if not head.not_found]
    if len(pages) <= limit:
        return {SITEMAP_PATH: sitemap_xml(pages)}
    parts = {
        f"/sitemap-{n}.xml": sitemap_xml(pages[start : start + limit])
        for n, start in enumerate(range(0, len(pages), limit), start=1)
    }
    ET.register_namespace("", SITEMAP_NS)
    root = ET.Element(f"{{{SITEMAP_NS}}}sitemapindex")
    for path, part in zip(parts, (pages[i : i + limit] for i in range(0, len(pages), limit)), strict=True):
        entry = ET.SubElement(root, f"{{{SITEMAP_NS}}}sitemap")
        ET.SubElement(entry, f"{{{SITEMAP_NS}}}loc").text = base + path
        ET.SubElement(entry, f"{{{SITEMAP_NS}}}lastmod").text = max(h.updated for h in part)
    ET.indent(root, space=" ")
    index = '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
    return {SITEMAP_PATH: index, **parts}


def sitemap_xml(heads: Iterable[Head]) -> str:
    ET.register_namespace("", SITEMAP_NS)
    ET.register_namespace("xhtml", XHTML_NS)
    root = ET.Element(f"{{{SITEMAP_NS}}}urlset")
    for head in heads:
        if head.not_found:
            continue
        url = ET.SubElement(root, f"{{{SITEMAP_NS}}}url")
        ET.SubElement(url, f"{{{SITEMAP_NS}}}loc").text = head.url
        ET.SubElement(url, f"{{{SITEMAP_NS}}}lastmod").text = head.updated
        links = [(a.lang, a.url) for a in head.alternates] + [("x-default", head.x_default)]
        for lang, href in links:
            ET.SubElement(url, f"{{{XHTML_NS}}}link", {"rel": "alternate", "hreflang": lang, "href": href})
    ET.indent(root, space=" ")
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def robots_txt(base: str) -> str:
    """Every crawler may read every page; the API is not for crawling."""
    return f"User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: {base}{SITEMAP_PATH}\n"
