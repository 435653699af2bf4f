"""Sources a reader can open (issue 34, point 1): a source opens the text it cites.

Two rules of `bibliotheque check`, both errors at the source's `url` line:

- `source-article`: a title that names an article of a code or act (« article L6315-1 »,
  "Article 5", « art. 13 ») links to that article, not to the whole code or act, nor to a
  homepage. Whole texts are Légifrance addresses without an article id (`/codes/texte_lc/…`,
  `/codes/id/…`, `/loda/id/…`, `/eli/…`), EUR-Lex addresses without an article anchor
  (`#art_N`) and the Code du travail numérique without `/code-du-travail/<article>`.
- `source-homepage`: a bare domain (`https://www.urssaf.fr/`, `https://www.cnil.fr/fr`) is a
  source only for an authority cited as such, which its title says with « (site officiel) »;
  and homepages are at most `HOMEPAGE_MAX_SHARE` of all source entries (the error gives the
  share). `source_link_stats` gives the figures `bibliotheque check` prints.

And one for tools, whose sources are optional (a tool states law only now and then):

- `tool-source`: a tool whose text cites an article (« article L441-10 du Code de commerce »,
  "art. L3141-3") lists a source whose title names that article, at the tool's `sources`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from bibliotheque.content.library import Library
from bibliotheque.content.models.tools import Tool

HOMEPAGE_MAX_SHARE = 0.05
AUTHORITY_MARK = "(site officiel)"

# « article L6315-1 », « articles 289 bis », "Article 5", « art. 13 », « article 1-1 ».
_NAMES_ARTICLE = re.compile(r"\b(?:articles?|art\.)\s*(?:[LRD]\.?\s*)?\d", re.IGNORECASE)
# The article a text cites: « article L441-10 », « art. L. 3141-3 », "Article 66-5"; the number, not
# « l’article sur la délégation ».
_CITED_ARTICLE = re.compile(r"\b(?:articles?|art\.)\s*((?:[LRD]\.?\s*)?\d+(?:-\d+)*)", re.IGNORECASE)
# A language root counts as the homepage: /fr, /en/, /fr-fr.
_HOME_PATH = re.compile(r"^/?([a-z]{2}(-[a-z]{2})?/?)?$", re.IGNORECASE)


def names_article(title: str) -> bool:
    """The title names an article of a code or act."""
    return _NAMES_ARTICLE.search(title) is not None


def cited_articles(text: str) -> set[str]:
    """The articles a text cites, written alike: « art. L. 441-10 » and "article L441-10" are
    `L441-10`."""
    return {re.sub(r"[\s.]", "", m.group(1)).upper() for m in _CITED_ARTICLE.finditer(text)}


def is_homepage(url: str) -> bool:
    """A bare domain (or its language root), with no query or fragment."""
    parts = urlsplit(url)
    return _HOME_PATH.match(parts.path) is not None and not parts.query and not parts.fragment


def is_whole_text(url: str) -> bool:
    """A whole code or act: Légifrance without an article id, EUR-Lex without an article
    anchor, the Code du travail numérique without an article."""
    parts = urlsplit(url)
    host = parts.netloc.lower()
    if host.endswith("legifrance.gouv.fr"):
        return not re.search(r"/article_(lc|jo)/(LEGI|JORF)ARTI\d+", parts.path)
    if host == "eur-lex.europa.eu":
        return not re.fullmatch(r"art_\d+[a-z]?", parts.fragment)
    if host == "code.travail.gouv.fr":
        return not re.fullmatch(r"/code-du-travail/[lrd]\d[\d-]*", parts.path.lower())
    return False


def is_article_level(url: str) -> bool:
    """An address that opens one article: Légifrance `article_lc`, EUR-Lex `#art_N`, the Code
    du travail numérique's article page."""
    parts = urlsplit(url)
    host = parts.netloc.lower()
    known = host.endswith("legifrance.gouv.fr") or host in ("eur-lex.europa.eu", "code.travail.gouv.fr")
    return known and not is_whole_text(url)


@dataclass(frozen=True)
class SourceEntry:
    """A `sources` entry and where it is: the page object, its index in `sources`."""

    page: Any
    index: int
    title: str
    url: str


def source_entries(lib: Library) -> Iterator[SourceEntry]:
    pages: list[Any] = [*lib.articles, *lib.ai_articles]
    for sector in lib.sectors:
        pages.append(sector)
        pages.extend(sector.guides)
    pages.extend(lib.tools)
    for page in pages:
        for index, source in enumerate(page.sources):
            yield SourceEntry(page, index, source.title, str(source.url))


@dataclass(frozen=True)
class SourceLinkStats:
    entries: int
    article_level: int
    homepages: int

    @property
    def homepage_share(self) -> float:
        return self.homepages / self.entries if self.entries else 0.0

    def summary(self) -> str:
        return (
            f"{self.entries} source(s): {self.article_level} open an article, "
            f"{self.homepages} homepage(s) ({self.homepage_share:.1%}, at most {HOMEPAGE_MAX_SHARE:.0%})"
        )


def source_link_stats(lib: Library) -> SourceLinkStats:
    entries = list(source_entries(lib))
    return SourceLinkStats(
        entries=len(entries),
        article_level=sum(1 for e in entries if is_article_level(e.url)),
        homepages=sum(1 for e in entries if is_homepage(e.url)),
    )


def source_link_problems(lib: Library) -> Iterator[tuple[SourceEntry, str, str]]:
    """(entry, rule, message) for every source that does not open the text it cites."""
    entries = list(source_entries(lib))
    homepages: list[SourceEntry] = []
    for entry in entries:
        home = is_homepage(entry.url)
        if home:
            homepages.append(entry)
        if names_article(entry.title) and (home or is_whole_text(entry.url)):
            what = "a homepage" if home else "the whole code or act"
            yield (
                entry,
                "source-article",
                f"the title names an article but the URL opens {what} ({entry.url}): link the article "
                "(Légifrance /codes/article_lc/LEGIARTI…, EUR-Lex #art_N) or a page that explains it, "
                "and title it after what it opens",
            )
        elif home and AUTHORITY_MARK not in entry.title:
            yield (
                entry,
                "source-homepage",
                f"a homepage ({entry.url}) is a source only for an authority cited as such: link the page "
                f"the title names, or title it « <authority> {AUTHORITY_MARK} »",
            )
    if entries and len(homepages) / len(entries) > HOMEPAGE_MAX_SHARE:
        share = len(homepages) / len(entries)
        for entry in homepages:
            yield (
                entry,
                "source-homepage",
                f"{len(homepages)} of {len(entries)} sources are homepages ({share:.1%}, at most "
                f"{HOMEPAGE_MAX_SHARE:.0%}): link the page that backs the facts",
            )


def _texts(value: Any) -> Iterator[str]:
    """Every string of a dumped model (both languages of each text)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for child in value.values():
            yield from _texts(child)
    elif isinstance(value, list):
        for child in value:
            yield from _texts(child)


def tool_source_problems(lib: Library) -> Iterator[tuple[Tool, str]]:
    """(tool, message) for every tool citing an article that none of its sources names."""
    for tool in lib.tools:
        cited: set[str] = set()
        for text in _texts(tool.model_dump(exclude={"sources"})):
            cited |= cited_articles(text)
        named: set[str] = set()
        for source in tool.sources:
            named |= cited_articles(source.title)
        missing = sorted(cited - named)
        if missing:
            yield (
                tool,
                f"the tool's text cites {', '.join(f'article {a}' for a in missing)} but no source names it: "
                "add a source titled after the article that links it (Légifrance /codes/article_lc/LEGIARTI…, "
                "EUR-Lex #art_N, the Code du travail numérique), with reviewed_at",
            )


def source_stats(root: Path) -> SourceLinkStats | None:
    """The figures of `root`'s sources, or None when the content does not load."""
    from bibliotheque.content.loader import assemble

    library, _, _ = assemble(root)
    return None if library is None else source_link_stats(library)
