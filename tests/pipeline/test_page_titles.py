"""Every page of a language has its own <title>, and no heading strings two colons together (a
checklist's « Liste de contrôle : » before an article title that has its own colon did)."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from bibliotheque.content.loader import load_library
from bibliotheque.pipeline.build import read_ui
from bibliotheque.pipeline.pages import PageBuilder
from tests.factory import REAL_CONTENT

# A colon in French (« titre : suite », before it a no-break space) or in English ("title: more").
_COLON = re.compile(r"\s?:\s")


@pytest.fixture(scope="module")
def heads() -> dict[str, list[tuple[str, str, str]]]:
    """(path, <title>, heading) of every page of each language of the real content."""
    library, problems = load_library(REAL_CONTENT)
    assert not problems
    builder = PageBuilder(library, read_ui())
    return {
        lang: [
            (pg.path, pg.payload.head.document_title, pg.payload.head.heading) for pg in builder.pages(lang)
        ]
        for lang in ("fr", "en")
    }


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_page_has_its_own_title(heads: dict[str, list[tuple[str, str, str]]], lang: str) -> None:
    counts = Counter(title for path, title, _ in heads[lang] if "__not-found" not in path)
    shared = {title: n for title, n in counts.items() if n > 1}
    assert not shared, shared


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_no_heading_has_two_colons(heads: dict[str, list[tuple[str, str, str]]], lang: str) -> None:
    doubled = [(path, heading) for path, _, heading in heads[lang] if len(_COLON.findall(heading)) > 1]
    assert not doubled, doubled
