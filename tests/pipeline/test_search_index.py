"""The per-language search index carries what the browser's search matches and shows (SPEC §5)."""

from __future__ import annotations

import json
from pathlib import Path

from bibliotheque.built_site import RESULT_ORDER, SEARCH_ENTRIES
from bibliotheque.content.loader import load_library
from bibliotheque.pipeline.localize import Localizer
from bibliotheque.pipeline.search_index import SearchIndex, search_index
from bibliotheque.text.fold import fold


def _index(content: Path, lang: str = "fr") -> tuple[SearchIndex, list[dict[str, str]]]:
    """The index and its entries as the file holds them (what the browser and the server read)."""
    library, _ = load_library(content)
    index = search_index(library, Localizer(lang, library.site))
    entries = json.loads(index.body)
    assert isinstance(entries, list)
    assert SEARCH_ENTRIES.validate_python(entries) == index.entries
    return index, entries


def test_every_entry_has_what_a_result_shows_and_the_searched_text(content: Path) -> None:
    _, entries = _index(content)
    assert entries
    for entry in entries:
        assert set(entry) == {"type", "url", "title", "description", "text"}
        assert all(isinstance(value, str) and value for value in entry.values()), entry
        assert entry["url"].startswith("/fr/")


def test_entries_come_by_kind_in_the_spec_order(content: Path) -> None:
    _, entries = _index(content)
    kinds = [entry["type"] for entry in entries]
    assert set(kinds) == set(RESULT_ORDER)
    assert kinds == sorted(kinds, key=RESULT_ORDER.index)


def test_text_holds_the_spec_fields_folded_one_per_line(content: Path) -> None:
    library, _ = load_library(content)
    _, entries = _index(content)
    by_url = {entry["url"]: entry for entry in entries}
    article = library.articles[0]
    lines = by_url[f"/fr/article/{article.slug}"]["text"].split("\n")
    assert lines == [fold(article.title.fr), fold(article.description.fr), fold(article.problem.fr)]
    section = library.sections[0]
    section_text = by_url[f"/fr/content-sections#{section.slug}"]["text"]
    assert all(fold(topic.title.fr) in section_text.split("\n") for topic in section.topics)
    theme = library.ai_themes[0]
    theme_text = by_url[f"/fr/ai-content-sections#{theme.slug}"]["text"]
    assert all(fold(topic.title.fr) in theme_text.split("\n") for topic in theme.topics)
    sector = library.sectors[0]
    assert (
        by_url[f"/fr/industry/{sector.slug}"]["text"]
        == f"{fold(sector.name.fr)}\n{fold(sector.description.fr)}"
    )
    assert "é" not in "".join(entry["text"] for entry in entries)


def test_each_language_has_its_own_index_at_an_address_that_does_not_follow_its_content(
    content: Path,
) -> None:
    fr, fr_entries = _index(content, "fr")
    en, en_entries = _index(content, "en")
    assert (fr.url, en.url) == ("/search/fr.json", "/search/en.json")
    assert all(entry["url"].startswith("/en/") for entry in en_entries)
    assert len(fr_entries) == len(en_entries)
