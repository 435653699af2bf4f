"""The calculators' and assessments' realistic visitor cases (web/src/features/tools/case-vectors.json,
shared with case-vectors.test.ts): each case's figures, the formula lines the visitor reads in both
languages, and the verdict, against the Python evaluator and the no-JS formatter (issue 34 point 3,
issue 33 point 6). The verdicts' words were read against these cases: content/REVIEW.md."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bibliotheque.content.loader import load_library
from bibliotheque.content.models.tools import Tool
from bibliotheque.tools.calculation import figures_of, question_value, verdict_of
from bibliotheque.tools.figure_format import format_figure, formula_with_numbers
from bibliotheque.tools.score import result_for, tool_score

ROOT = Path(__file__).resolve().parents[2]
VECTORS: dict[str, Any] = json.loads(
    (ROOT / "web/src/features/tools/case-vectors.json").read_text(encoding="utf-8")
)
CALCULATORS = [(slug, case) for slug, cases in VECTORS["calculators"].items() for case in cases]
ASSESSMENTS = [(slug, case) for slug, cases in VECTORS["assessments"].items() for case in cases]


@pytest.fixture(scope="module")
def tools() -> dict[str, Tool]:
    library, _ = load_library(ROOT / "content")
    return {tool.slug: tool for tool in library.tools}


def test_every_calculator_and_assessment_has_ten_cases(tools: dict[str, Tool]) -> None:
    for tool in tools.values():
        cases = VECTORS["calculators" if tool.figures else "assessments"].get(tool.slug, [])
        assert len(cases) >= 10, tool.slug


@pytest.mark.parametrize(("slug", "case"), CALCULATORS, ids=[f"{s}: {c['case']}" for s, c in CALCULATORS])
def test_calculator_case(tools: dict[str, Tool], slug: str, case: dict[str, Any]) -> None:
    tool = tools[slug]
    figures = figures_of(tool, case["answers"])
    assert figures == case["figures"]
    assert verdict_of(tool, figures) == case["verdict"]
    values = {q.id: question_value(q, case["answers"][q.id]) for q in tool.questions} | figures
    for lang in ("fr", "en"):
        lines = {
            f.id: f"{formula_with_numbers(lang, f.formula, tool, values)} = {format_figure(lang, f, figures[f.id])}"
            for f in tool.figures
        }
        assert lines == case["lines"][lang]


@pytest.mark.parametrize(("slug", "case"), ASSESSMENTS, ids=[f"{s}: {c['case']}" for s, c in ASSESSMENTS])
def test_assessment_case(tools: dict[str, Tool], slug: str, case: dict[str, Any]) -> None:
    tool = tools[slug]
    score = tool_score(tool, case["answers"])
    assert score == case["score"]
    result = result_for(tool, score)
    assert list(result.score_range) == case["band"]
    assert result.title.get("fr") == case["title"]["fr"]
