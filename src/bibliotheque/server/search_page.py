"""`GET /{lang}/search?q=…`: the prerendered search page with its results inserted (DESIGN §8).

The page (web/src/features/search/search-page.tsx) carries a slot, `<div data-search="…">`,
holding the marker `<!--search-results-->`; its `data-search` JSON gives the index address, the
limits, the UI strings and the classes of the results' markup. The server matches as the browser
does (web/src/features/search/search-match.ts): the query folded (text/fold.py), from
`min_chars` characters once trimmed, a substring of an entry's folded `text`, kinds in the spec's
order (index order within a kind), `per_page` results a page with links to the others. It never
renders React: it fills the slot from templates/search_results.html and sets the field's value.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from urllib.parse import parse_qs, urlencode

from bibliotheque.built_site import RESULT_ORDER, SEARCH_ENTRIES, SearchEntry, SearchSlot
from bibliotheque.server.html_templates import filled, render
from bibliotheque.server.page_slot import Headers, PageSlot
from bibliotheque.server.site_files import SiteFiles
from bibliotheque.text.fold import fold

MARKER = "<!--search-results-->"
_SLOT = PageSlot("search", MARKER)
_FIELD = 'data-search-query=""'
MAX_QUERY = 200


@dataclass(frozen=True)
class Template:
    lang: str
    html: str
    config: SearchSlot
    entries: list[SearchEntry]


def _plural_one(lang: str, count: int) -> bool:
    """Intl.PluralRules' « one » for the site's languages: French 0 and 1, English 1."""
    return count < 2 if lang == "fr" else count == 1


def _number(lang: str, value: int) -> str:
    """Intl.NumberFormat of an integer: a narrow no-break space for thousands in French."""
    text = f"{value:,}"
    return text.replace(",", "\u202f") if lang == "fr" else text


def matches(entries: list[SearchEntry], query: str, min_chars: int) -> list[SearchEntry]:
    """Every entry matching `query`, in the browser's order (an empty list under `min_chars`)."""
    if len(query.strip()) < min_chars:
        return []
    needle = fold(query)
    found = [e for e in entries if needle in e.text]
    return sorted(found, key=lambda e: RESULT_ORDER.index(e.type))


class SearchPages:
    """Fills the prerendered search page of each language with the results of a query. A
    language's page and index are read at its first search, not at start (issue 35), and again
    when either's ETag changed (a rebuild under the running server)."""

    def __init__(self, site: SiteFiles) -> None:
        self.site = site
        self.paths = {f"/{lang}/search": lang for lang in site.langs}
        # Page path → (the page's and the index's ETags when read, the template).
        self.templates: dict[str, tuple[tuple[bytes, bytes], Template]] = {}
        self.headers: dict[str, Headers] = {}

    def handles(self, path: str) -> bool:
        path = path.rstrip("/")
        return path in self.paths and path in self.site.files

    def _template(self, path: str) -> Template:
        page_file = self.site.files[path]
        known = self.templates.get(path)
        if known is not None:
            index = self.site.files.get(known[1].config.index)
            if known[0] == (page_file.etag, index.etag if index is not None else b""):
                return known[1]
        page = _SLOT.read(self.site, path, SearchSlot)
        if page is None:
            raise KeyError(path)
        index = self.site.files.get(page.config.index)
        entries = SEARCH_ENTRIES.validate_json(index.identity.body) if index is not None else []
        template = Template(self.paths[path], page.html, page.config, entries)
        self.templates[path] = ((page_file.etag, index.etag if index is not None else b""), template)
        self.headers[path] = page.headers
        return template

    def render(self, path: str, query_string: bytes) -> tuple[bytes, list[tuple[bytes, bytes]]]:
        """The page's HTML for this query and the headers to send with it."""
        path = path.rstrip("/")
        template = self._template(path)
        params = parse_qs(query_string.decode("latin-1"), keep_blank_values=True)
        query = (params.get("q") or [""])[0][:MAX_QUERY]
        try:
            page = max(1, int((params.get("page") or ["1"])[0]))
        except ValueError:
            page = 1
        html = template.html
        if query:
            html = _SLOT.fill(html, self._results(template, path, query, page))
            html = html.replace(_FIELD, f'value="{escape(query)}" {_FIELD}', 1)
        body = html.encode("utf-8")
        headers = [
            *self.headers[path],
            (b"cache-control", b"no-cache"),
            (b"x-robots-tag", b"noindex"),
            (b"content-length", str(len(body)).encode()),
        ]
        return body, headers

    def _results(self, template: Template, path: str, query: str, page: int) -> str:
        config, lang = template.config, template.lang
        per_page, min_chars = config.per_page, config.min_chars
        found = matches(template.entries, query, min_chars)
        total = len(found)
        pages = -(-total // per_page)
        page = min(page, max(1, pages))
        first = (page - 1) * per_page + 1

        def say(key: str, **values: object) -> str:
            return filled(config.strings[key], **values)

        def page_href(number: int) -> str:
            return path + "?" + urlencode({"q": query} | ({"page": number} if number > 1 else {}))

        return render(
            "search_results.html",
            css=config.classes,
            say=say,
            page_href=page_href,
            query=query,
            searchable=len(query.strip()) >= min_chars,
            min_chars=min_chars,
            per_page=per_page,
            total=total,
            total_text=_number(lang, total),
            one=_plural_one(lang, total),
            first=first,
            shown=found[first - 1 : first - 1 + per_page],
            page=page,
            pages=pages,
        )
