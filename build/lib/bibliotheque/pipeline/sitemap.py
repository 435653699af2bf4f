"""`/sitemap.xml` and `/robots.txt`.

The sitemap lists every page once per language, each with its fr/en/x-default alternates
(hreflang) and the date of its newest dated content as lastmod. Not-found pages are not
pages: they are left out.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable

from bibliotheque.pipeline.payloads import Head

SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9"
XHTML_NS = "http://www.w3.org/1999/xhtml"
SITEMAP_PATH = "/sitemap.xml"


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
