"""The calculators' formulas: the grammar, the evaluator, and the checks `bibliotheque check` runs
on figures and verdicts (each at file:line)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from bibliotheque.content.loader import load_library
from bibliotheque.formulas import FormulaError, evaluate, holds, parse_condition, parse_expression
from bibliotheque.tools.calculation import all_test_vectors, figures_of, verdict_of
from tests.content.problems import errors_of, line_of
from tests.factory import minimal_files, t, tl, write_minimal_content

TOOL = "tools/outil-test.yaml"


@pytest.mark.parametrize(
    ("formula", "values", "result"),
    [
        ("2 + 3 * 4", {}, 14),
        ("(2 + 3) × 4", {}, 20),
        ("10 − 4 − 3", {}, 3),
        ("48 ÷ 4 ÷ 2", {}, 6),
        ("a-b - 1", {"a-b": 5}, 4),
        ("round(2.5) + round(-2.5)", {}, 1),
        ("min(a, 3) + max(a, 3, 10)", {"a": 4}, 13),
        ("-(a - 7)", {"a": 3}, 4),
    ],
)
def test_formulas_evaluate_by_the_usual_rules(formula: str, values: dict[str, float], result: float) -> None:
    assert evaluate(parse_expression(formula), values) == result


@pytest.mark.parametrize(
    ("formula", "message"),
    [
        ("2 +", "unexpected end"),
        ("(1 + 2", "expected ')', found the end"),
        ("a b", "unexpected 'b'"),
        ("max(1)", "max takes at least two values"),
        ("round(1, 2)", "round takes one value"),
        ("__import__('os')", 'unexpected "__import__'),
        ("2 ^ 3", "unexpected '^"),
    ],
)
def test_bad_formulas_are_refused(formula: str, message: str) -> None:
    with pytest.raises(FormulaError, match=re.escape(message)):
        parse_expression(formula)


def test_conditions_combine_comparisons() -> None:
    condition = parse_condition("a ≥ 10 and b < 2 or a = 0")
    assert holds(condition, {"a": 10, "b": 1})
    assert not holds(condition, {"a": 10, "b": 2})
    assert holds(condition, {"a": 0, "b": 5})
    with pytest.raises(FormulaError, match="division by zero"):
        evaluate(parse_expression("1 / a"), {"a": 0})


def calculator(**changes: Any) -> dict[str, Any]:
    """The minimal tool as a calculator: hours (1–40) × rate (select with values) → cost."""
    tool: dict[str, Any] = minimal_files()[TOOL]

    def outcome(name: str) -> dict[str, Any]:
        return {
            "id": name,
            "title": t(f"Verdict {name}"),
            "description": t(f"Vous êtes {name}"),
            "recommendations": tl(1, f"conseil {name}"),
            "next_steps": tl(1, f"suite {name}"),
        }

    tool |= {
        "type": "calculator",
        "questions": [
            {
                "id": "taux",
                "question": t("Taux\u00a0?"),
                "type": "select",
                "options": tl(2, "taux"),
                "values": [20, 40],
            },
            {"id": "heures", "question": t("Heures\u00a0?"), "type": "range", "min": 1, "max": 40},
        ],
        "figures": [
            {
                "id": "cout",
                "label": t("Coût"),
                "formula": "heures × taux × 47",
                "unit": "eur",
                "explain": t("heures × taux × 47 semaines"),
            }
        ],
        "verdicts": [outcome("cher") | {"when": "cout ≥ 20000"}, outcome("modere")],
    }
    del tool["results"]
    return tool | changes


def errors_for(tmp_path: Path, tool: dict[str, Any]) -> tuple[Path, list[str]]:
    content = write_minimal_content(tmp_path / "content", {TOOL: tool})
    return content / TOOL, errors_of(content)


def test_a_valid_calculator_passes_and_computes(tmp_path: Path) -> None:
    path, errors = errors_for(tmp_path, calculator())
    assert errors == []
    library, _ = load_library(path.parents[1])
    tool = library.tool("outil-test")
    assert figures_of(tool, {"taux": 1, "heures": 10}) == {"cout": 18800}
    assert verdict_of(tool, {"cout": 18800}) == "modere"
    assert verdict_of(tool, {"cout": 20000}) == "cher"
    vectors = all_test_vectors(library.tools)["tools"]["outil-test"]
    assert {case["verdict"] for case in vectors["cases"]} == {"cher", "modere"}


@pytest.mark.parametrize(
    ("change", "needle", "message"),
    [
        ({"formula": "heures × taux × tarif"}, "formula:", "unknown name 'tarif'"),
        ({"formula": "heures × taux ÷ (heures - 1)"}, "formula:", "the divisor can be zero"),
        ({"formula": "heures × (taux"}, "formula:", "expected ')'"),
        ({"formula": "taux × 47"}, "- id: heures", "no figure reads question 'heures'"),
    ],
)
def test_figure_problems_point_at_their_line(
    tmp_path: Path, change: dict[str, str], needle: str, message: str
) -> None:
    tool = calculator()
    tool["figures"][0] |= change
    path, errors = errors_for(tmp_path, tool)
    assert len(errors) == 1, errors
    assert errors[0].startswith(f"content/{TOOL}:{line_of(path, needle)}:")
    assert message in errors[0]


def test_a_select_question_read_by_a_formula_needs_values(tmp_path: Path) -> None:
    tool = calculator()
    del tool["questions"][0]["values"]
    _, errors = errors_for(tmp_path, tool)
    assert any("a select question without values 'taux'" in e for e in errors), errors


def test_verdicts_are_all_reachable_and_end_with_the_catch_all(tmp_path: Path) -> None:
    tool = calculator()
    tool["verdicts"][0]["when"] = "cout > 1000000"
    path, errors = errors_for(tmp_path, tool)
    assert errors == [
        f"content/{TOOL}:{line_of(path, '- id: cher')}: verdicts[0].id: verdict 'cher' is never selected by any sampled answers"
    ]
    tool = calculator()
    tool["verdicts"][1]["when"] = "cout < 20000"
    _, errors = errors_for(tmp_path / "b", tool)
    assert any("the last verdict has no condition" in e for e in errors), errors
    tool = calculator()
    tool["verdicts"][0]["when"] = "cost ≥ 1"
    _, errors = errors_for(tmp_path / "c", tool)
    assert any("unknown figure 'cost'" in e for e in errors), errors


def test_a_calculator_has_no_score_bands_and_an_assessment_no_figures(tmp_path: Path) -> None:
    tool = calculator(results=minimal_files()[TOOL]["results"])
    _, errors = errors_for(tmp_path, tool)
    assert any("a calculator has figures and verdicts, not score results" in e for e in errors), errors


def test_assessment_dimensions_name_every_question(tmp_path: Path) -> None:
    tool: dict[str, Any] = minimal_files()[TOOL]
    tool["dimensions"] = [{"id": "d1", "label": t("Dimension 1")}, {"id": "d2", "label": t("Dimension 2")}]
    tool["questions"][0]["dimension"] = "d1"
    path, errors = errors_for(tmp_path, tool)
    assert errors == [
        f"content/{TOOL}:{line_of(path, '- id: q2')}: questions[1].id: this tool has dimensions: give the question one",
        f"content/{TOOL}:{line_of(path, '- id: d2')}: dimensions[1].id: no question measures dimension 'd2'",
    ]


def test_seeded_calculators_and_assessments() -> None:
    library, _ = load_library(Path(__file__).resolve().parents[2] / "content")
    kinds = {tool.slug: (bool(tool.figures), bool(tool.dimensions)) for tool in library.tools}
    assert kinds == {
        "calculateur-temps-perdu-management": (True, False),
        "audit-maturite-digitale": (False, True),
        "calculateur-roi-automatisation": (True, False),
        "generateur-plan-delegation": (True, False),
        "analyseur-rentabilite-clients": (True, False),
        "indice-maturite-organisationnelle": (False, True),
    }
