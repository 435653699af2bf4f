"""The build's hand-overs are read through the same models that write them."""

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from bibliotheque.built_site import (
    MANIFEST,
    SEARCH_ENTRIES,
    RouteFamily,
    SearchClasses,
    SearchEntry,
    SearchSlot,
    SiteManifest,
    ToolClasses,
    ToolSlot,
    ToolStrings,
)


def test_the_manifest_reads_back_as_it_was_written(tmp_path: Path) -> None:
    written = SiteManifest(
        families=[RouteFamily(pattern="/{lang}/article/{slug}", not_found="/{lang}/article/__not-found")],
        redirects={"/fr/demo": "https://app.example/essai?utm_source=x"},
        script_hashes={"/fr/index.html": ["'sha256-abc'"]},
        langs=["fr", "en"],
        lead_retention_years=3,
    )
    written.write(tmp_path)
    assert SiteManifest.read(tmp_path) == written


def test_a_manifest_of_another_shape_stops_the_reader(tmp_path: Path) -> None:
    manifest = {"families": [{"pattern": "/{lang}", "notfound": None}], "redirects": {}, "script_hashes": {}}
    (tmp_path / MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    with pytest.raises(ValidationError) as refused:
        SiteManifest.read(tmp_path)
    assert {error["loc"] for error in refused.value.errors()} == {
        ("families", 0, "not_found"),
        ("families", 0, "notfound"),
        ("langs",),
        ("lead_retention_years",),
    }


def test_a_search_entry_of_an_unknown_kind_is_refused() -> None:
    entry = {"type": "article", "url": "/fr/article/x", "title": "T", "description": "D", "text": "t"}
    assert SEARCH_ENTRIES.validate_json(json.dumps([entry])) == [SearchEntry.model_validate(entry)]
    with pytest.raises(ValidationError):
        SEARCH_ENTRIES.validate_json(json.dumps([{**entry, "type": "glossary"}]))


def test_a_search_slot_without_a_class_of_the_results_markup_is_refused() -> None:
    classes = {k: k for k in SearchClasses.model_fields}
    slot = {"index": "/search/fr.1.json", "min_chars": 3, "per_page": 8, "strings": {}, "classes": classes}
    assert SearchSlot.model_validate_json(json.dumps(slot)).classes.pageLink == "pageLink"
    del classes["pageLink"]
    with pytest.raises(ValidationError):
        SearchSlot.model_validate_json(json.dumps(slot))


def test_a_tool_slot_without_a_class_or_a_string_of_the_result_is_refused() -> None:
    classes = {k: k for k in ToolClasses.model_fields}
    strings = {k: k for k in ToolStrings.model_fields}
    slot = {"id": "tool-result", "email_id": "tool-email", "classes": classes, "strings": strings}
    assert ToolSlot.model_validate_json(json.dumps(slot)).classes.headlineValue == "headlineValue"
    for part in (classes, strings):
        removed = part.popitem()
        with pytest.raises(ValidationError):
            ToolSlot.model_validate_json(json.dumps(slot))
        part.update([removed])
