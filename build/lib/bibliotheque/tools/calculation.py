"""A calculator's figures and verdict from its answers; the checks `bibliotheque check` runs on
them; the test vectors the TypeScript evaluator is tested against.

Answers are keyed by question id: a select question's chosen option (0-based index), a range
question's value. A formula reads a select question as the option's number in `values`.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator, Mapping
from typing import Any

from bibliotheque.content.models.tools import CALCULATING, Question, Tool
from bibliotheque.formulas import (
    FormulaError,
    evaluate,
    holds,
    interval,
    names,
    parse_condition,
    parse_expression,
)
from bibliotheque.tools.score import assessments_vectors

Answers = Mapping[str, float]
# Where a problem lies (an object of the tool, a field of it) and what it is.
Problem = tuple[object, str, str]

# Range values tried per question when looking for answers that reach each verdict.
_SAMPLES_PER_RANGE = 7


def question_value(question: Question, answer: float) -> float:
    """What a formula reads for `answer`."""
    if question.type == "select":
        return question.values[int(answer)]
    return answer


def rounded(value: float, digits: int) -> float:
    """`value` to `digits` decimals, halves away from zero (the browser's roundTo, bit for bit)."""
    scale = 10.0**digits
    return math.copysign(math.floor(abs(value) * scale + 0.5) / scale, value) + 0.0


def figures_of(tool: Tool, answers: Answers) -> dict[str, float]:
    """Every figure of `tool` for `answers`, in order (FormulaError if one cannot be computed).

    Each figure is rounded once, to the decimals it is shown with, before a later figure or a
    verdict reads it: the formula line a visitor reads (« 2 985 heures × 20 € = 59 700 € ») adds up.
    """
    values = {q.id: question_value(q, answers[q.id]) for q in tool.questions}
    out: dict[str, float] = {}
    for figure in tool.figures:
        value = rounded(evaluate(parse_expression(figure.formula), values), figure.digits)
        out[figure.id] = values[figure.id] = value
    return out


def verdict_of(tool: Tool, figures: Mapping[str, float]) -> str:
    """The id of the first verdict whose condition holds (the last one has none)."""
    for verdict in tool.verdicts:
        if verdict.when is None or holds(parse_condition(verdict.when), figures):
            return verdict.id
    return tool.verdicts[-1].id


def _range_samples(question: Question) -> list[float]:
    steps = round((question.max - question.min) / question.step)
    picks = {round(steps * k / (_SAMPLES_PER_RANGE - 1)) for k in range(_SAMPLES_PER_RANGE)}
    return [round(question.min + k * question.step, 10) for k in sorted(picks)]


def sample_answers(tool: Tool) -> Iterator[dict[str, float]]:
    """A grid over the answers: every option of a select, a few steps of a range, ends included."""
    axes = [list(range(len(q.options))) if q.type == "select" else _range_samples(q) for q in tool.questions]
    ids = [q.id for q in tool.questions]
    for combination in itertools.product(*axes):
        yield dict(zip(ids, combination, strict=True))


def calculation_problems(tool: Tool) -> list[Problem]:
    """Formulas that name unknown values or may divide by zero, questions no figure reads,
    verdicts misplaced or never selected."""
    if tool.type not in CALCULATING:
        return []
    problems: list[Problem] = []
    known: dict[str, tuple[float, float]] = {}
    for question in tool.questions:
        if question.type == "range":
            known[question.id] = (question.min, question.max)
        elif question.values:
            known[question.id] = (min(question.values), max(question.values))
    selects_without_values = {q.id for q in tool.questions if q.type == "select" and not q.values}
    read: set[str] = set()
    for figure in tool.figures:
        formula = parse_expression(figure.formula)
        used = names(formula)
        read |= used
        for name in sorted(used - set(known)):
            why = "a select question without values" if name in selects_without_values else "unknown name"
            problems.append((figure, "formula", f"{why} {name!r} (questions and earlier figures only)"))
        if used <= set(known):
            try:
                known[figure.id] = interval(formula, known)
            except FormulaError as err:
                problems.append((figure, "formula", str(err)))
    for question in tool.questions:
        if question.id not in read:
            problems.append((question, "id", f"no figure reads question {question.id!r}: drop it or use it"))
    figure_ids = {f.id for f in tool.figures}
    for index, verdict in enumerate(tool.verdicts):
        last = index == len(tool.verdicts) - 1
        if verdict.when is None and not last:
            problems.append((verdict, "id", "only the last verdict may have no condition"))
        if verdict.when is not None and last:
            problems.append((verdict, "when", "the last verdict has no condition: it takes every other case"))
        if verdict.when is not None:
            for name in sorted(names(parse_condition(verdict.when)) - figure_ids):
                problems.append((verdict, "when", f"unknown figure {name!r}"))
    if problems:
        return problems
    reached = {verdict_of(tool, figures_of(tool, answers)) for answers in sample_answers(tool)}
    for verdict in tool.verdicts:
        if verdict.id not in reached:
            problems.append(
                (verdict, "id", f"verdict {verdict.id!r} is never selected by any sampled answers")
            )
    return problems


def sample_cases(tool: Tool, limit: int = 60) -> list[dict[str, Any]]:
    """Answers, figures and verdict for an even spread of the sample grid, one case at least per verdict."""
    grid = list(sample_answers(tool))
    stride = max(1, len(grid) // limit)
    chosen = grid[::stride]
    seen = {verdict_of(tool, figures_of(tool, a)) for a in chosen}
    for answers in grid:
        verdict = verdict_of(tool, figures_of(tool, answers))
        if verdict not in seen:
            seen.add(verdict)
            chosen.append(answers)
    cases = []
    for answers in chosen:
        figures = figures_of(tool, answers)
        cases.append({"answers": answers, "figures": figures, "verdict": verdict_of(tool, figures)})
    return cases


# The grammar's corners, evaluated here so that the TypeScript parser is held to the same answers.
_GRAMMAR: tuple[tuple[str, dict[str, float]], ...] = (
    ("2 + 3 * 4", {}),
    ("(2 + 3) * 4", {}),
    ("10 − 4 − 3", {}),
    ("48 ÷ 4 ÷ 2 × 3", {}),
    ("-a-b + 1", {"a-b": 2}),
    ("- (a - 7)", {"a": 3}),
    ("round(2.5) + round(-2.5) + round(a / 3)", {"a": 10}),
    ("min(a, 4, 9) + max(1, a * 2)", {"a": 5}),
    ("taux-a / 100 * 47", {"taux-a": 12}),
    ("0.1 + 0.2", {}),
)


def all_test_vectors(tools: list[Tool]) -> dict[str, Any]:
    """`tool-vectors.json`: every calculator's formulas and cases, every assessment's scores, for
    the TypeScript tests."""
    grammar = [{"formula": f, "values": v, "result": evaluate(parse_expression(f), v)} for f, v in _GRAMMAR]
    return {"grammar": grammar, "tools": tools_vectors(tools), "assessments": assessments_vectors(tools)}


def tools_vectors(tools: list[Tool]) -> dict[str, Any]:
    return {
        tool.slug: {
            "questions": [{"id": q.id, "type": q.type, "values": q.values} for q in tool.questions],
            "figures": [{"id": f.id, "formula": f.formula} for f in tool.figures],
            "verdicts": [{"id": v.id, "when": v.when} for v in tool.verdicts],
            "cases": sample_cases(tool),
        }
        for tool in tools
        if tool.type in CALCULATING
    }
