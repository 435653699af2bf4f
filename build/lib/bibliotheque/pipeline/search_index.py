"""The per-language search index, loaded by the browser on the first search.

Each entry (`built_site.SearchEntry`) carries what a result shows (type, url, title, description)
and `text`, the folded fields the spec searches (SPEC §5), so the browser only folds the query.

Its address is the same from build to build (`/search/{lang}.json`, revalidated by its ETag, not
cached as immutable): were it to carry the index's hash, that address would be in the shell data
of every page, so an edit to one article's text would change, prerender and compress all of them.
"""

from __future__ import annotations

from dataclasses import dataclass

from bibliotheque.built_site import SEARCH_ENTRIES, ResultKind, SearchEntry
from bibliotheque.content.library import Library
from bibliotheque.pipeline.localize import Localizer
from bibliotheque.routes import href
from bibliotheque.text.fold import fold


@dataclass(frozen=True)
class SearchIndex:
    """A language's index: its entries, the file's bytes, and its address."""

    url: str
    entries: list[SearchEntry]
    body: bytes


def search_index(library: Library, t: Localizer) -> SearchIndex:
    """The index of `t.lang`, its entries by kind in the search's order (`RESULT_ORDER`)."""
    lang = t.lang
    entries: list[SearchEntry] = []

    def add(kind: ResultKind, url: str, title: str, description: str, *fields: str) -> None:
        text = "\n".join(fold(f) for f in (title, description, *fields))
        entries.append(SearchEntry(type=kind, url=url, title=title, description=description, text=text))

    for a in library.articles:
        add(
            "article",
            href(lang, "article", a.slug),
            t.text(a.title),
            t.text(a.description),
            t.text(a.problem),
        )
    for a in library.ai_articles:
        add(
            "ai-article",
            href(lang, "ai-article", a.slug),
            t.text(a.title),
            t.text(a.description),
            t.text(a.problem),
        )
    for c in library.categories:
        add("category", href(lang, "category", c.slug), t.text(c.name), t.text(c.description))
    for s in library.sections:
        add(
            "content-section",
            href(lang, "content-sections") + f"#{s.slug}",
            t.text(s.title),
            t.text(s.description),
            *(t.text(x.title) for x in s.topics),
        )
    for th in library.ai_themes:
        add(
            "ai-section",
            href(lang, "ai-content-sections") + f"#{th.slug}",
            t.text(th.title),
            t.text(th.description),
            *(t.text(x.title) for x in th.topics),
        )
    for sec in library.sectors:
        add("industry", href(lang, "industry", sec.slug), t.text(sec.name), t.text(sec.description))
    return SearchIndex(f"/search/{lang}.json", entries, SEARCH_ENTRIES.dump_json(entries))
