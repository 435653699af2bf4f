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

And one for every page's text:

- `article-source`: a page whose French or English text cites an article of a code, act or
  regulation (« article L441-10 du Code de commerce », "art. L3141-3", « (article 4) ») has a
  source whose title names that article (« Code de commerce, article L441-10 »), at the first text
  citing it. Every content item is a page here: articles, AI articles, sectors and each of their
  guides; tools and AI themes (whose sources are optional: they state law only now and then);
  legal pages; and the items with no `sources` field (sections, home, categories…), which may then
  cite no article (rule `article-source-no-field`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from bibliotheque.content.errors import ContentProblem
from bibliotheque.content.library import Library
from bibliotheque.content.loader import located_texts

HOMEPAGE_MAX_SHARE = 0.05
AUTHORITY_MARK = "(site officiel)"

# « article L6315-1 », « articles 289 bis », "Article 5", « art. 13 », « article 1-1 ».
_NAMES_ARTICLE = re.compile(r"\b(?:articles?|art\.)\s*(?:[LRD]\.?\s*)?\d", re.IGNORECASE)
# The articles a text cites: « article L441-10 », « art. L. 3141-3 », "Article 66-5", and each of a
# list, « art. L23-10-1 et L141-23, L23-10-7 et L141-28 », "articles 5 and 14"; the numbers, not
# « l’article sur la délégation ». A number followed by a unit (« articles 5 et 6 mois ») is not an article.
_NUMBER = r"(?:[LRD]\.?\s*)?\d+(?:-\d+)*"
_UNIT = r"\s*(?:%|€|ans?\b|mois\b|jours?\b|heures?\b|semaines?\b|salariés?\b|years?\b|months?\b|days?\b|hours?\b|weeks?\b|employees?\b)"
_CITED_LIST = re.compile(
    rf"\b(?:articles?|art\.)\s*{_NUMBER}(?:\s*(?:,|\bet\b|\band\b|\bà\b|\bto\b|\bou\b|\bor\b)\s*{_NUMBER}\b(?!{_UNIT}))*",
    re.IGNORECASE,
)
_CITED_NUMBER = re.compile(rf"(?<![\w-]){_NUMBER}", re.IGNORECASE)
# A language root counts as the homepage: /fr, /en/, /fr-fr.
_HOME_PATH = re.compile(r"^/?([a-z]{2}(-[a-z]{2})?/?)?$", re.IGNORECASE)


def names_article(title: str) -> bool:
    """The title names an article of a code or act."""
    return _NAMES_ARTICLE.search(title) is not None


def cited_articles(text: str) -> set[str]:
    """The articles a text cites, written alike: « art. L. 441-10 » and "article L441-10" are
    `L441-10`."""
    return {
        re.sub(r"[\s.]", "", number.group(0)).upper()
        for cited in _CITED_LIST.finditer(text)
        for number in _CITED_NUMBER.finditer(cited.group(0))
    }


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


def sourced_pages(lib: Library) -> list[Any]:
    """Every page object with a `sources` field."""
    pages: list[Any] = [*lib.articles, *lib.ai_articles]
    for sector in lib.sectors:
        pages.append(sector)
        pages.extend(sector.guides)
    pages.extend(lib.tools)
    pages.extend(lib.ai_themes)
    pages.extend(lib.legal.values())
    return pages


def source_entries(lib: Library) -> Iterator[SourceEntry]:
    for page in sourced_pages(lib):
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


@dataclass(frozen=True)
class _Page:
    """A page and where its texts are: its file, its path in the file, and the paths of the pages
    it holds (a sector's guides)."""

    page: Any
    file: Path
    loc: tuple[str | int, ...]

    def holds(self, file: Path, loc: tuple[str | int, ...]) -> bool:
        return file == self.file and loc[: len(self.loc)] == self.loc


def _pages(lib: Library) -> list[_Page]:
    """Every content item that is a page (or part of one), the deepest first: a guide before its
    sector, so that a text belongs to the first page holding it."""
    tops: list[Any] = [lib.site, lib.home, lib.conversion, lib.exclusive, lib.ai_catalogue]
    tops += lib.categories + lib.clusters + lib.resources + lib.sections + lib.ai_themes
    tops += (
        lib.articles + lib.ai_articles + lib.tools + list(lib.legal.values()) + list(lib.documents.values())
    )
    guides = [g for s in lib.sectors for g in s.guides]
    pages: list[_Page] = []
    for page in [*guides, *tops, *lib.sectors]:
        source, loc = lib.origin[id(page)]
        pages.append(_Page(page, source.path, tuple(loc)))
    return pages


def _what(lib: Library, page: Any) -> str:
    if any(page is a for a in lib.ai_articles):
        return "AI article"
    names = {
        "Article": "article",
        "Sector": "sector page",
        "Guide": "guide",
        "Tool": "tool",
        "AITheme": "AI theme",
    }
    name = type(page).__name__
    return names.get(name, re.sub(r"(?<!^)(?=[A-Z])", " ", name).lower())


def cited_article_problems(lib: Library) -> Iterator[tuple[str, ContentProblem]]:
    """(rule, problem) at the first text citing each article that no source of its page names:
    `article-source` when the page lists no such source, `article-source-no-field` when its kind
    of page has no `sources` field at all."""
    pages = _pages(lib)
    # A text is looked up among its own file's pages only (the deepest first, as `_pages` orders
    # them), not the whole library's: a check of 1,000 articles reads ~100,000 texts.
    by_file: dict[Path, list[_Page]] = {}
    for candidate in pages:
        by_file.setdefault(candidate.file, []).append(candidate)
    cited: dict[int, dict[str, ContentProblem]] = {}
    for text, at in located_texts(lib):
        for lang in ("fr", "en"):
            value = getattr(text, lang)
            if not value:
                continue
            articles = cited_articles(value)
            if not articles:
                continue
            where = at(lang)
            loc = tuple(
                int(part) if part.isdigit() else part for part in re.findall(r"[^.\[\]]+", where.field)
            )
            page = next((p for p in by_file.get(where.file, []) if p.holds(where.file, loc)), None)
            if page is None:
                continue
            first = cited.setdefault(id(page.page), {})
            for article in articles:
                if article not in first or (where.line, where.field) < (
                    first[article].line,
                    first[article].field,
                ):
                    first[article] = where
    for page in pages:
        found = cited.get(id(page.page))
        if not found:
            continue
        what = _what(lib, page.page)
        if "sources" in type(page.page).model_fields:
            rule = "article-source"
            named = {a for source in page.page.sources for a in cited_articles(source.title)}
            hint = (
                f"add to this {what}'s sources one titled after the article (« Code de commerce, article "
                "L441-10 ») that opens it (Légifrance /codes/article_lc/LEGIARTI…, EUR-Lex #art_N), or an "
                "official page that explains it, titled after the article and what it explains"
            )
        else:
            rule = "article-source-no-field"
            named = set()
            hint = (
                f"this {what} has no sources field: state the rule on a page that sources it, or give "
                "this kind of page sources"
            )
        for article in sorted(set(found) - named):
            first_text = found[article]
            yield (
                rule,
                first_text.with_message(
                    f"cites article {article} but no source of the page names it: {hint}"
                ),
            )


def source_stats(root: Path) -> SourceLinkStats | None:
    """The figures of `root`'s sources, or None when the content does not load."""
    from bibliotheque.content.loader import assemble

    library, _, _ = assemble(root)
    return None if library is None else source_link_stats(library)
