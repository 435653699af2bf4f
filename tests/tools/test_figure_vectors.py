"""The server's figures read as the browser's (issue 31, point 3): one table of vectors,
web/src/features/tools/figure-vectors.json, whose texts Node's Intl.NumberFormat wrote (fr-FR,
en-GB), checked here against `format_figure` and in Vitest against `formatFigure`
(figure-vectors.test.ts): grouping, no-break spaces, rounding ties from the shortest decimal form,
negative values, singular and plural units, « moins d’un mois » and, past 120 months, « plus de 10 ans »
(the texts Intl would not write)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bibliotheque.tools.figure_format import format_figure

VECTORS = Path(__file__).parents[2] / "web/src/features/tools/figure-vectors.json"
CASES: list[dict[str, Any]] = json.loads(VECTORS.read_text("utf-8"))


class _Figure:
    def __init__(self, unit: str, digits: int) -> None:
        self.unit, self.digits = unit, digits


def test_the_table_covers_every_unit_language_and_digits() -> None:
    seen = {(case["lang"], case["unit"], case["digits"]) for case in CASES}
    assert len(seen) == 2 * 6 * 3 and len(CASES) > 400


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c['lang']}-{c['unit']}-{c['digits']}-{c['value']}")
def test_format_figure_writes_what_intl_writes(case: dict[str, Any]) -> None:
    figure: Any = _Figure(case["unit"], case["digits"])
    assert format_figure(case["lang"], figure, case["value"]) == case["text"]


def test_a_range_answer_takes_its_singular_unit_words_below_2_in_french_and_at_1_in_english() -> None:
    from bibliotheque.content.loader import load_library
    from bibliotheque.paths import PROJECT
    from bibliotheque.tools.figure_format import range_bounds, range_value

    tool = next(
        t
        for t in load_library(PROJECT / "content")[0].tools
        if t.slug == "calculateur-temps-perdu-management"
    )
    team, interruptions = tool.questions[0], tool.questions[2]
    assert range_value("fr", team, 1) == "1 personne"
    assert range_value("fr", team, 12) == "12 personnes"
    assert range_value("en", team, 1) == "1 person"
    assert range_value("fr", interruptions, 0) == "0 interruption par jour"
    assert range_value("en", interruptions, 0) == "0 interruptions per day"
    assert range_bounds("fr", team) == ("1", "50 personnes")
