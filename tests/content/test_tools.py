"""A tool's result bands cover every score 0–100 once; range questions say how their values read."""

from __future__ import annotations

from pathlib import Path

import pytest

from bibliotheque.checks import check_content
from bibliotheque.content.loader import load_library
from tests.content.problems import errors_of, line_of, replace
from tests.factory import minimal_files, write_minimal_content

TOOL = "tools/outil-test.yaml"


@pytest.mark.parametrize(
    ("bands", "message"),
    [
        ([(0, 40), (42, 70), (71, 100)], "[42, 70] leaves a gap before it (expected it to start at 41)"),
        ([(0, 40), (40, 70), (71, 100)], "[40, 70] overlaps the previous one (expected it to start at 41)"),
        ([(5, 40), (41, 70), (71, 100)], "[5, 40] leaves a gap before it (expected it to start at 0)"),
        ([(0, 40), (41, 70), (71, 99)], "must reach 100 (the last one ends at 99)"),
        ([(41, 70), (0, 40), (71, 100)], "[41, 70] leaves a gap before it (expected it to start at 0)"),
    ],
)
def test_result_bands_must_cover_0_to_100_without_gap_or_overlap(
    tmp_path: Path, bands: list[tuple[int, int]], message: str
) -> None:
    tool = minimal_files()[TOOL]
    tool["results"] = [
        {**result, "score_range": list(band)} for result, band in zip(tool["results"], bands, strict=True)
    ]
    content = write_minimal_content(tmp_path / "content", {TOOL: tool})
    [error] = errors_of(content)
    assert error.startswith(f"content/{TOOL}:{line_of(content / TOOL, 'results:')}: results: ")
    assert message in error


def test_seeded_tools_have_valid_bands_and_formats() -> None:
    root = Path(__file__).resolve().parents[2] / "content"
    errors, _ = check_content(root)
    assert [e for e in errors if "tools/" in str(e.file)] == []
    library, _ = load_library(root)
    assert len(library.tools) == 6
    formats = {q.id: q.value_format for tool in library.tools for q in tool.questions}
    assert formats["cout-horaire"] == "eur"
    assert formats["taux-erreur"] == "percent"
    assert formats["taille-equipe"] == "number"


def test_select_questions_have_no_value_format(content: Path) -> None:
    path = content / TOOL
    replace(path, "type: select\n", "type: select\n  value_format: eur\n")
    [error] = errors_of(content)
    assert "value_format and unit belong to range questions" in error
