"""`bibliotheque check`: schema and references (`content.loader`), the tools' calculations
(`tools.calculation`), plus the editorial rules.

Editorial rules of CONTENT.md checked here: French and English typography, leftover placeholder
text, and the same sentence used in two places; the trust rules (sources, illustrative
examples, glossary, sentence case) are in `content.trust`. Above both `content` and `tools`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from bibliotheque.content.errors import ContentProblem
from bibliotheque.content.library import Library
from bibliotheque.content.loader import assemble, located_texts
from bibliotheque.content.outbound import placeholder_links
from bibliotheque.content.placeholders import placeholders
from bibliotheque.content.production import production_problems
from bibliotheque.content.trust import trust_problems
from bibliotheque.content.typography import english_problems, french_problems
from bibliotheque.content.yaml_source import dotted
from bibliotheque.tools.calculation import calculation_problems

PLACEHOLDER = re.compile(r"\b(lorem|ipsum|TODO|XXX|TBD)\b|à compléter", re.IGNORECASE)
# Names and search phrases may repeat: the same institution has the same name everywhere.
_NOT_PROSE = re.compile(
    r"(^|\.)(keywords\[\d+\]|(related_links|authority_links|external_resources|quick_links)\[\d+\]\.text|name|target_keyword)\.(fr|en)$"
)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-ZÀ-ÖØ-Þ«])")


def sentences(text: str) -> Iterator[str]:
    """The sentences of `text` long enough to be worth comparing."""
    for sentence in _SENTENCE_END.split(" ".join(text.split())):
        if len(sentence) >= 40:
            yield sentence


_PLACEHOLDER_TOKEN = re.compile(r"\{[a-z_.]+\}")


def editorial_problems(library: Library) -> list[ContentProblem]:
    """Typography, placeholders and repeated sentences, each at file:line."""
    problems: list[ContentProblem] = []
    known = set(placeholders(library.site))
    first_seen: dict[str, ContentProblem] = {}
    for text, problem_at in located_texts(library):
        for lang in ("fr", "en"):
            value = text.fr if lang == "fr" else text.en
            if value is None:
                continue
            at = problem_at(lang)
            if PLACEHOLDER.search(value):
                problems.append(at.with_message(f"placeholder text in {lang}"))
            for token in set(_PLACEHOLDER_TOKEN.findall(value)) - known:
                problems.append(at.with_message(f"unknown placeholder {token} in {lang}"))
            typography = french_problems if lang == "fr" else english_problems
            problems += [at.with_message(m) for m in typography(value)]
            if _NOT_PROSE.search(at.field):
                continue
            for sentence in sentences(value):
                key = f"{lang}:{sentence.casefold()}"
                if key in first_seen and first_seen[key] != at:
                    where = first_seen[key]
                    problems.append(
                        at.with_message(
                            f"sentence repeated from {where.file.name}:{where.line}: {sentence[:60]}…"
                        )
                    )
                first_seen.setdefault(key, at)
    return problems


def tool_problems(library: Library) -> list[ContentProblem]:
    """Calculators: formulas, figures and verdicts (tools/calculation.py); assessments: dimensions."""
    problems: list[ContentProblem] = []

    def at(obj: object, field: str, message: str) -> ContentProblem:
        source, loc = library.origin[id(obj)]
        full = (*loc, field)
        return ContentProblem(source.path, source.line_of(full), dotted(full), message)

    for tool in library.tools:
        problems += [at(obj, field, message) for obj, field, message in calculation_problems(tool)]
        dimension_ids = {d.id for d in tool.dimensions}
        for question in tool.questions:
            if question.dimension is not None and question.dimension not in dimension_ids:
                problems.append(at(question, "dimension", f"unknown dimension {question.dimension!r}"))
            elif tool.dimensions and question.dimension is None:
                problems.append(at(question, "id", "this tool has dimensions: give the question one"))
        for dimension in tool.dimensions:
            if not any(q.dimension == dimension.id for q in tool.questions):
                problems.append(at(dimension, "id", f"no question measures dimension {dimension.id!r}"))
    return problems


def check_content(
    root: Path, *, production: bool = False
) -> tuple[list[ContentProblem], list[ContentProblem]]:
    """Every error and warning about `root`; `production` adds what the live site requires."""
    return check_assembled(*assemble(root), production=production)


def check_assembled(
    library: Library | None,
    errors: list[ContentProblem],
    warnings: list[ContentProblem],
    *,
    production: bool = False,
) -> tuple[list[ContentProblem], list[ContentProblem]]:
    """`check_content` of what `assemble` already loaded (the build loads the content once)."""
    if library is not None:
        trust_errors, trust_warnings = trust_problems(library)
        errors = errors + editorial_problems(library) + trust_errors + tool_problems(library)
        warnings = warnings + trust_warnings
        # Links to reserved example hosts: warnings while developing, errors for the live site.
        links = placeholder_links(library)
        if production:
            errors = errors + production_problems(library) + links
        else:
            warnings = warnings + links
    return sorted(set(errors)), sorted(set(warnings))
