"""`GET /{lang}/industries?ca=…`, `/{lang}/resources?type=…`: a catalogue filtered without JavaScript.

A catalogue's filter is a row of links to `?{param}=value` (web/src/shared/filter-links.tsx). With
JavaScript the screen filters itself after hydration; without it, the server does, on the
prerendered page and by attributes only, so that hydration (which keeps the server's attributes
and then renders the filter itself) sees the same text and structure: every element whose
`data-filter-values` lacks the chosen value gets `hidden`, the chosen value's `data-filter-count`
shows instead of the one of « all », and `aria-current` moves to the chosen `data-filter-option`.
An unknown or missing value is the prerendered page itself. The page keeps its canonical link
(the catalogue without a query), so filtered views are not indexed apart from it.

A filtered page is made once, at its first request, then held like a file of dist/ (ETag, brotli
and gzip variants): 345 kB rebuilt per request became 40 kB from memory (issue 37). Only a value
the page offers makes an entry, so the cache holds at most one page per filter link of the site,
whatever the queries sent. Which pages carry a filter is learnt at their first request with a
query, not at start (start-up reads no page: issue 35), and again when the page's ETag changes (a
rebuild under the running server).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import parse_qs

from bibliotheque.server.site_files import SiteFile, SiteFiles, made_page

_PARAM = re.compile(r'<nav\b[^>]*\bdata-filter-param="([a-z0-9_-]+)"')
_OPTION = re.compile(r'\bdata-filter-option="([^"]*)"')
# An opening tag carrying one of the filter's attributes (values never hold `>` or `"`).
_TAG = re.compile(r'<[a-z][a-z0-9]*\b[^>]*\bdata-filter-(values|count|option)="([^"]*)"[^>]*>')
_HIDDEN = ' hidden=""'
_CURRENT = ' aria-current="true"'
# Headers of the prerendered file that do not hold for a page made per request.
_DROPPED = {b"content-length", b"etag", b"content-encoding", b"vary"}

Headers = list[tuple[bytes, bytes]]


@dataclass(frozen=True)
class FilterPage:
    html: str
    param: str
    values: frozenset[str]
    headers: Headers


def _hide(tag: str, hidden: bool) -> str:
    tag = tag.replace(_HIDDEN, "")
    return tag[:-1] + _HIDDEN + ">" if hidden else tag


def _current(tag: str, current: bool) -> str:
    tag = tag.replace(_CURRENT, "")
    return tag[:-1] + _CURRENT + ">" if current else tag


def filtered(html: str, value: str) -> str:
    """The page's HTML with `value` chosen."""

    def apply(match: re.Match[str]) -> str:
        tag, kind, attribute = match.group(0), match.group(1), match.group(2)
        if kind == "values":
            return _hide(tag, value not in attribute.split())
        if kind == "count":
            return _hide(tag, attribute != value)
        return _current(tag, attribute == value)

    return _TAG.sub(apply, html)


class FilterPages:
    """The prerendered pages that carry a filter, by path, learnt as they are asked for."""

    def __init__(self, site: SiteFiles) -> None:
        self.site = site
        # Page path → (its ETag when read, the page's filter or None: no filter).
        self.pages: dict[str, tuple[bytes, FilterPage | None]] = {}
        self.made: dict[tuple[str, str], SiteFile] = {}  # (page path, chosen value) → its page

    def _page(self, key: str) -> FilterPage | None:
        file = self.site.files.get(key)
        if file is None or not file.is_html or "__not-found" in key:
            return None
        known = self.pages.get(key)
        if known is not None and known[0] == file.etag:
            return known[1]
        for made in [made for made in self.made if made[0] == key]:  # made from the page before
            del self.made[made]
        html = file.identity.body.decode("utf-8")
        param = _PARAM.search(html)
        page = None
        if param is not None:
            values = frozenset(v for v in _OPTION.findall(html) if v)
            headers = [(k, v) for k, v in file.identity.headers if k not in _DROPPED]
            page = FilterPage(html, param.group(1), values, headers)
        self.pages[key] = (file.etag, page)
        return page

    def find(self, path: str, query_string: bytes) -> SiteFile | None:
        """The filtered page, or None when the query chooses no value the page offers."""
        key = path.rstrip("/") or "/"
        page = self._page(key)
        if page is None:
            return None
        chosen = (parse_qs(query_string.decode("latin-1")).get(page.param) or [""])[0]
        if chosen not in page.values:
            return None
        made = self.made.get((key, chosen))
        if made is None:
            made = self.made[(key, chosen)] = made_page(
                filtered(page.html, chosen).encode("utf-8"), page.headers
            )
        return made
