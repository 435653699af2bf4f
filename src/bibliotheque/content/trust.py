"""The trust rules of `bibliotheque check` (issue 17): dated and sourced pages, invented
examples flagged as such, English jargon glossed, French names in sentence case.

Each rule has a name. While the content pass is under way, the rules named in
`PENDING_CONTENT_PASS` report warnings instead of errors (their messages say so); a rule
leaves that set once `bibliotheque check` on the whole content passes with it.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import Field, ValidationError

from bibliotheque.content.errors import ContentProblem
from bibliotheque.content.library import Library
from bibliotheque.content.loader import located_texts
from bibliotheque.content.models.common import Model
from bibliotheque.content.source_links import cited_article_problems, source_link_problems, sourced_pages
from bibliotheque.content.yaml_source import Loc, SourceFile, dotted, read_yaml

# Rules reported as warnings until the content pass of issue 17 satisfies them on main.
# Empty since main passes every rule (the source-link rules of issue 34 since 28 November 2026,
# article-source on every kind of page since 29 November 2026); kept for the next rule that needs a pass.
PENDING_CONTENT_PASS: frozenset[str] = frozenset()
PENDING_NOTE = " [temporary warning: becomes an error when the content pass of issue 17 lands]"

REVIEW_MAX_AGE = dt.timedelta(days=365)
GLOSSARY_FILE = "glossary.yaml"


@dataclass(frozen=True)
class Finding:
    rule: str
    problem: ContentProblem


class GlossaryTerm(Model):
    """An English business term and the French words that say it."""

    en: str = Field(
        min_length=2, description="The English term as it appears in French text, e.g. `pipeline`."
    )
    fr: str = Field(min_length=2, description="The French words, e.g. « portefeuille d'affaires ».")


class Glossary(Model):
    """`content/glossary.yaml`."""

    terms: list[GlossaryTerm] = Field(
        description="English terms that must be glossed at first use on a page."
    )


def _at(lib: Library, obj: object, *field: str | int) -> ContentProblem:
    source, loc = lib.origin[id(obj)]
    full: Loc = (*loc, *field)
    return ContentProblem(source.path, source.line_of(full), dotted(full), "")


# ---- dated and sourced pages --------------------------------------------------------------


def _reviewed_pages(lib: Library) -> Iterator[tuple[str, Any]]:
    """The pages of the four families that must carry `reviewed_at` and sources, with their kind
    (`source_links.sourced_pages` is every page that may carry sources)."""
    for a in lib.articles:
        yield "article", a
    for a in lib.ai_articles:
        yield "AI article", a
    for s in lib.sectors:
        yield "sector page", s
        for g in s.guides:
            yield "guide", g


def sourcing_findings(lib: Library, today: dt.date) -> Iterator[Finding]:
    """Every page of the four families has `reviewed_at` and a source; old reviews warn."""
    for what, page in _reviewed_pages(lib):
        if page.reviewed_at is None:
            yield Finding(
                "sources",
                _at(lib, page, "reviewed_at").with_message(
                    f"this {what} has no reviewed_at (date its facts were last checked)"
                ),
            )
        elif today - page.reviewed_at > REVIEW_MAX_AGE:
            yield Finding(
                "review-age",
                _at(lib, page, "reviewed_at").with_message(
                    f"reviewed_at {page.reviewed_at} is more than 12 months old: check the facts again"
                ),
            )
        if not page.sources:
            yield Finding("sources", _at(lib, page, "sources").with_message(f"this {what} lists no source"))


def review_date_findings(lib: Library) -> Iterator[Finding]:
    """A page shows « Vérifié le {reviewed_at} »: not a date before one of its sources was read
    (a law line re-checked against a source read later leaves the page's date behind)."""
    for page in sourced_pages(lib):
        reviewed = getattr(page, "reviewed_at", None)
        if reviewed is None or not page.sources:
            continue
        index, latest = max(enumerate(page.sources), key=lambda item: item[1].consulted_at)
        if latest.consulted_at > reviewed:
            yield Finding(
                "review-date",
                _at(lib, page, "reviewed_at").with_message(
                    f"reviewed_at {reviewed} is before the day its source {index + 1} was read"
                    f" ({latest.consulted_at}): the page's facts were checked then, so set reviewed_at"
                    " to that day or later"
                ),
            )


def source_link_findings(lib: Library) -> Iterator[Finding]:
    """A source opens the text it cites (issue 34): rules in `source_links`."""
    for entry, rule, message in source_link_problems(lib):
        yield Finding(rule, _at(lib, entry.page, "sources", entry.index, "url").with_message(message))
    for rule, problem in cited_article_problems(lib):
        yield Finding(rule, problem)


# ---- invented examples ------------------------------------------------------------------


def illustrative_findings(lib: Library) -> Iterator[Finding]:
    """Case studies, ROI figures, reference companies and testimonials say they are invented."""
    message = "{what} must carry `illustrative: true` (invented examples are labelled as such)"
    for a in lib.all_articles:
        if not a.consulting.illustrative:
            yield Finding(
                "illustrative",
                _at(lib, a.consulting, "illustrative").with_message(
                    message.format(what="the consulting block (its ROI and case study)")
                ),
            )
    for s in lib.sectors:
        if s.case_studies and not s.case_studies_illustrative:
            yield Finding(
                "illustrative",
                _at(lib, s, "case_studies_illustrative").with_message(
                    "the case studies must carry `case_studies_illustrative: true`"
                ),
            )
        for example in s.success_examples:
            if not example.illustrative:
                yield Finding(
                    "illustrative",
                    _at(lib, example, "illustrative").with_message(
                        message.format(what=f"the reference company {example.name!r}")
                    ),
                )
        for g in s.guides:
            if g.testimonial is not None and not g.testimonial.illustrative:
                yield Finding(
                    "illustrative",
                    _at(lib, g.testimonial, "illustrative").with_message(
                        message.format(what="the testimonial")
                    ),
                )
    for theme in lib.ai_themes:
        for topic in theme.topics:
            if not topic.illustrative:
                yield Finding(
                    "illustrative",
                    _at(lib, topic, "illustrative").with_message(
                        message.format(what=f"the AI topic {topic.slug!r} (its case study)")
                    ),
                )


# ---- English jargon -----------------------------------------------------------------------

# The first use is looked for in running text: not in search phrases (what people type),
# names, titles and headings (no room for a gloss) or link texts (another page's title).
_NOT_GLOSSED = re.compile(r"(^|\.)(keywords\[\d+\]|target_keyword|name|title|heading|text)\.fr$")
# Files that are one page each (a sector file: the sector and each of its guides).
_PAGE_FOLDERS = ("articles", "ai-articles", "sectors")
_PAGE_FILES = ("home.yaml",)


def load_glossary(root: Path) -> tuple[Glossary | None, SourceFile | None, list[ContentProblem]]:
    """The glossary of `root`, if the file exists; its problems at file:line."""
    path = root / GLOSSARY_FILE
    if not path.is_file():
        return None, None, []
    source, problems = read_yaml(path)
    if source is None or problems:
        return None, source, problems
    try:
        return Glossary.model_validate(source.data), source, []
    except ValidationError as exc:
        return (
            None,
            source,
            [
                ContentProblem(path, source.line_of(tuple(e["loc"])), dotted(tuple(e["loc"])), str(e["msg"]))
                for e in exc.errors()
            ],
        )


def _term_pattern(term: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-]){re.escape(term)}s?(?![\w-])", re.IGNORECASE)


def is_glossed(text: str, start: int, end: int) -> bool:
    """« français (english) » — the term opens a parenthesis — or « english (gloss) »."""
    before = text[:start].rstrip()
    after = text[end:].lstrip()
    return before.endswith("(") or after.startswith("(")


def _page_key(problem: ContentProblem) -> tuple[Path, str]:
    """A sector file holds several pages: the sector and each of its guides."""
    match = re.match(r"^(guides\[\d+\])", problem.field)
    return problem.file, match.group(1) if match else ""


def glossary_findings(lib: Library, glossary: Glossary) -> Iterator[Finding]:
    """At its first use in the running French text of a page (article, AI article, sector,
    guide, home), every glossary term is glossed."""
    # The lower-case term first: a text that does not hold it is not searched (issue 35: ~40 terms
    # in ~15,000 texts at 1,000 articles).
    patterns = [(term, term.en.lower(), _term_pattern(term.en)) for term in glossary.terms]
    texts: list[tuple[ContentProblem, str]] = []
    for text, problem_at in located_texts(lib):
        at = problem_at("fr")
        is_page = at.file.parent.name in _PAGE_FOLDERS or at.file.name in _PAGE_FILES
        if is_page and not _NOT_GLOSSED.search(at.field):
            texts.append((at, text.fr))
    texts.sort(key=lambda item: (item[0].file, item[0].line))
    seen: set[tuple[Path, str, str]] = set()
    for at, value in texts:
        page = _page_key(at)
        lowered = value.lower()
        for term, needle, pattern in patterns:
            key = (*page, term.en)
            if key in seen or needle not in lowered:
                continue
            match = pattern.search(value)
            if match is None:
                continue
            seen.add(key)
            if not is_glossed(value, match.start(), match.end()):
                yield Finding(
                    "glossary",
                    at.with_message(
                        f"English term « {match.group(0)} » not glossed at its first use on the page: "
                        f"write « {term.fr} ({term.en}) » or « {term.fr} »"
                    ),
                )


# ---- sentence case --------------------------------------------------------------------------

_HEADING_FIELD = re.compile(r"(^|\.)(name|title|heading)\.fr$")
_WORD = re.compile(r"[\w’'-]+", re.UNICODE)
# French function words: capitalised inside a name, they give Title Case away.
_FUNCTION_WORDS = frozenset(
    [
        "et",
        "ou",
        "de",
        "des",
        "du",
        "la",
        "le",
        "les",
        "un",
        "une",
        "pour",
        "en",
        "à",
        "au",
        "aux",
        "avec",
        "sans",
        "sur",
        "sous",
        "par",
        "dans",
        "vers",
        "chez",
        "son",
        "sa",
        "ses",
        "leur",
        "leurs",
        "votre",
        "vos",
        "notre",
        "nos",
        "ce",
        "cette",
        "ces",
        "qui",
        "que",
    ]
)


def title_case_words(text: str) -> list[str]:
    """The words of a French name written in Title Case (empty when it is in sentence case).

    Words after « : », « . », « — », « ? », « ! » or « « » start a new phrase; acronyms
    (CNIL, IA, B2B) and single proper nouns are allowed. Flagged: a capitalised function
    word (« Et », « De »), or most of the following words capitalised.
    """
    capitalised: list[str] = []
    function_words: list[str] = []
    others = 0
    for phrase in re.split(r"[:.—?!«»()]", text):
        words = _WORD.findall(phrase)
        for word in words[1:]:
            letters = word.replace("-", "").replace("’", "").replace("'", "")
            if not letters.isalpha() or word.isupper() or len(letters) < 2:
                continue
            if word[0].isupper():
                capitalised.append(word)
                if word.casefold() in _FUNCTION_WORDS:
                    function_words.append(word)
            else:
                others += 1
    if function_words or (len(capitalised) >= 2 and len(capitalised) > others):
        return capitalised
    return []


def sentence_case_findings(lib: Library) -> Iterator[Finding]:
    for text, problem_at in located_texts(lib):
        at = problem_at("fr")
        if not _HEADING_FIELD.search(at.field):
            continue
        words = title_case_words(text.fr)
        if words:
            yield Finding(
                "sentence-case",
                at.with_message(
                    f"French names and headings are in sentence case: lower-case {', '.join(words)}"
                ),
            )


# ---- all together ---------------------------------------------------------------------------


def trust_problems(
    lib: Library, today: dt.date | None = None, pending: frozenset[str] = PENDING_CONTENT_PASS
) -> tuple[list[ContentProblem], list[ContentProblem]]:
    """(errors, warnings) of the trust rules; `pending` rules are demoted to warnings."""
    glossary, _, glossary_problems = load_glossary(lib.root)
    finders: list[Callable[[], Iterator[Finding]]] = [
        lambda: sourcing_findings(lib, today or dt.date.today()),
        lambda: source_link_findings(lib),
        lambda: review_date_findings(lib),
        lambda: illustrative_findings(lib),
        lambda: sentence_case_findings(lib),
    ]
    if glossary is not None:
        finders.append(lambda: glossary_findings(lib, glossary))
    errors: list[ContentProblem] = list(glossary_problems)
    warnings: list[ContentProblem] = []
    for finder in finders:
        for finding in finder():
            if finding.rule == "review-age":
                warnings.append(finding.problem)
            elif finding.rule in pending:
                warnings.append(finding.problem.with_message(finding.problem.message + PENDING_NOTE))
            else:
                errors.append(finding.problem)
    return errors, warnings
