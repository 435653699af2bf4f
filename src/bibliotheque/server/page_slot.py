"""A prerendered page with a slot the server fills per request (search results, a tool's result).

The page marks the slot as `<div data-NAME="JSON">MARKER</div>`: the JSON is the page's settings
for the server (a Pydantic model of `bibliotheque.built_site`), the marker the place to fill.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import unescape
from typing import Generic, TypeVar

from pydantic import BaseModel

from bibliotheque.server.site_files import SiteFiles

Headers = list[tuple[bytes, bytes]]
# Headers of the prerendered file that do not hold for a page made per request.
DROPPED_HEADERS = frozenset({b"content-length", b"etag", b"cache-control", b"vary", b"content-encoding"})

Config = TypeVar("Config", bound=BaseModel)

# What makes a page hydrate: the router's context and entry, and the modules they preload.
_HYDRATION = re.compile(
    r'<script type="module">.*?</script>|<script>window\.__reactRouterContext.*?</script>'
    r'|<link rel="modulepreload"[^>]*>',
    re.DOTALL,
)
_ROBOTS = re.compile(r'<meta name="robots" content="[^"]*"/?>')


def as_posted(html: str) -> str:
    """A page made as the answer to a form post (at `/api/leads`): without its hydration scripts,
    the page as it reads without JavaScript, never the router's at a path it does not know; not
    indexed."""
    html = _HYDRATION.sub("", html)
    return _ROBOTS.sub('<meta name="robots" content="noindex"/>', html, count=1)


@dataclass(frozen=True)
class SlottedPage(Generic[Config]):
    html: str
    config: Config
    headers: Headers


class PageSlot:
    """One kind of slot: `data-{name}` around `marker`."""

    def __init__(self, name: str, marker: str) -> None:
        self.name = name
        self.pattern = re.compile(f'<div data-{re.escape(name)}="([^"]*)">' + re.escape(marker) + "</div>")

    def read(self, site: SiteFiles, path: str, model: type[Config]) -> SlottedPage[Config] | None:
        """The page at `path` with its slot's settings; None when the site has no such page."""
        page = site.files.get(path)
        if page is None:
            return None
        html = page.identity.body.decode("utf-8")
        found = self.pattern.search(html)
        if found is None:
            raise ValueError(f"{path}: the prerendered page has no {self.name} slot")
        config = model.model_validate_json(unescape(found.group(1)))
        headers = [(k, v) for k, v in page.identity.headers if k not in DROPPED_HEADERS]
        return SlottedPage(html, config, headers)

    def fill(self, html: str, content: str) -> str:
        """`html` with its slot replaced by `content`."""
        found = self.pattern.search(html)
        if found is None:
            raise ValueError(f"no {self.name} slot to fill")
        return html[: found.start()] + content + html[found.end() :]
