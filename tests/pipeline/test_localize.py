"""Texts with their placeholders filled, for what keeps both languages (pipeline/localize.py)."""

from __future__ import annotations

import re

from bibliotheque.content.loader import load_library
from bibliotheque.content.models.common import LText
from bibliotheque.paths import PROJECT
from bibliotheque.pipeline.localize import with_placeholders_filled

PLACEHOLDER = re.compile(r"\{(platform|consulting|group|email|claims\.[a-z_]+|publisher\.[a-z_]+)\}")


def test_the_tools_the_server_reads_have_their_placeholders_filled_in_each_language() -> None:
    """The server writes a tool's result from the manifest's tools: « un consultant de {consulting} »
    must read as the interactive result does, with the consulting firm's name (found by the
    parity test web/e2e/no-js-parity.spec.ts)."""
    library, _ = load_library(PROJECT / "content")
    site = library.site
    tools = [tool for tool in library.tools if tool.is_interactive]
    assert any(PLACEHOLDER.search(tool.model_dump_json()) for tool in tools)  # what is tested exists
    for tool in tools:
        filled = with_placeholders_filled(tool, site)
        assert not PLACEHOLDER.search(filled.model_dump_json()), tool.slug
        assert filled.slug == tool.slug and len(filled.questions) == len(tool.questions)
    roi = with_placeholders_filled(library.tool("calculateur-roi-automatisation"), site)
    steps = [step for verdict in roi.verdicts for step in verdict.next_steps]
    assert any(site.brand.consulting_name in step.fr for step in steps)
    assert any(site.brand.consulting_name in (step.en or "") for step in steps)


def test_a_text_without_english_gets_the_french_one_filled_the_english_way() -> None:
    library, _ = load_library(PROJECT / "content")
    filled = with_placeholders_filled(LText(fr="Voir {claims.audit_minutes}"), library.site)
    assert filled.en == filled.fr == f"Voir {library.site.claims.audit_minutes}"
