"""Reading a built HTML page as a crawler does: its head tags, JSON-LD and headings."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any


@dataclass
class PageHtml:
    title: str = ""
    metas: list[dict[str, str]] = field(default_factory=list)
    links: list[dict[str, str]] = field(default_factory=list)
    json_ld: list[Any] = field(default_factory=list)
    h1: list[str] = field(default_factory=list)
    hrefs: list[str] = field(default_factory=list)

    def meta(self, key: str) -> list[str]:
        """Contents of the <meta name=key> or <meta property=key> tags."""
        return [m.get("content", "") for m in self.metas if key in (m.get("name"), m.get("property"))]

    def link(self, rel: str, **attrs: str) -> list[dict[str, str]]:
        return [
            link
            for link in self.links
            if rel in link.get("rel", "").split() and all(link.get(k) == v for k, v in attrs.items())
        ]

    def hreflangs(self) -> dict[str, str]:
        return {link["hreflang"]: link["href"] for link in self.link("alternate") if "hreflang" in link}

    def graph(self) -> list[dict[str, Any]]:
        """Every JSON-LD node of the page (the @graph of each script)."""
        nodes: list[dict[str, Any]] = []
        for data in self.json_ld:
            nodes += data.get("@graph", [data])
        return nodes

    def nodes(self, type_: str) -> list[dict[str, Any]]:
        return [n for n in self.graph() if n.get("@type") == type_]


class _Parser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.page = PageHtml()
        self._capture: str | None = None
        self._text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {k.lower(): v or "" for k, v in attrs}
        if tag == "meta":
            self.page.metas.append(values)
        elif tag == "link":
            self.page.links.append(values)
        elif tag == "a" and "href" in values:
            self.page.hrefs.append(values["href"])
        elif tag == "script" and values.get("type") == "application/ld+json":
            self._capture, self._text = "ld", []
        elif tag in ("title", "h1"):
            self._capture, self._text = tag, []

    def handle_data(self, data: str) -> None:
        if self._capture:
            self._text.append(data)

    def handle_endtag(self, tag: str) -> None:
        text = "".join(self._text)
        if self._capture == "ld" and tag == "script":
            self.page.json_ld.append(json.loads(text))
        elif self._capture == "title" and tag == "title":
            self.page.title = text
        elif self._capture == "h1" and tag == "h1":
            self.page.h1.append(text)
        else:
            return
        self._capture = None


def parse_page(html: str) -> PageHtml:
    parser = _Parser()
    parser.feed(html)
    return parser.page
