"""An assessment's score (SPEC §5), its result band and its score per dimension; the cases the
TypeScript twin (web/src/features/tools/score.ts, calculation.ts) is tested against.

Answers are keyed by question id, as in calculation.py: a select question's chosen option
(0-based index), a range question's value. The arithmetic follows the TypeScript step by step
(same operations in the same order), so that both give the same number for the same answers.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from bibliotheque.content.models.tools import CALCULATING, Question, Result, Tool

Answers = Mapping[str, float]


def js_round(value: float) -> int:
    """`Math.round`: the nearest integer, halves towards +∞."""
    low = math.floor(value)
    return int(low + 1 if value - low >= 0.5 else low)


def _share(question: Question, answer: float) -> float:
    """An answer's place between the weakest and the strongest, 0–1 (a select's 1-based position)."""
    if question.type == "select":
        return (answer + 1) / len(question.options)
    return (answer - question.min) / (question.max - question.min)


def tool_score(tool: Tool, answers: Answers) -> int:
    """The score, 0–100: every answer's points summed, cut to 6 decimals, rounded half up."""
    count = len(tool.questions)
    total = 0.0
    for question in tool.questions:
        if question.id not in answers:
            continue
        answer = answers[question.id]
        if question.type == "select":
            total += ((answer + 1) * 100) / (len(question.options) * count)
        else:
            total += (((answer - question.min) / (question.max - question.min)) * 100) / count
    return js_round(js_round(total * 1e6) / 1e6)


def result_for(tool: Tool, score: int) -> Result:
    """The first result whose range holds the score, otherwise the first result."""
    for result in tool.results:
        low, high = result.score_range
        if low <= score <= high:
            return result
    return tool.results[0]


def dimension_scores(tool: Tool, answers: Answers) -> list[tuple[str, int]]:
    """Each dimension's id and score, 0–100, from its own questions' shares, averaged and rounded."""
    out: list[tuple[str, int]] = []
    for dimension in tool.dimensions:
        own = [q for q in tool.questions if q.dimension == dimension.id]
        total = 0.0
        for question in own:
            if question.id in answers:
                total += _share(question, answers[question.id])
        out.append((dimension.id, js_round(js_round((total * 100 * 1e6) / len(own)) / 1e6)))
    return out


def _cases(tool: Tool) -> list[dict[str, float]]:
    """Answers spread over the range: all weakest, all strongest, and rotating mixes."""
    cases: list[dict[str, float]] = []
    for shift in range(12):
        answers: dict[str, float] = {}
        for index, question in enumerate(tool.questions):
            if question.type == "select":
                answers[question.id] = (index * shift + shift // 2) % len(question.options)
            else:
                steps = round((question.max - question.min) / question.step)
                answers[question.id] = round(
                    question.min + ((index + 1) * shift * 7 % (steps + 1)) * question.step, 10
                )
        cases.append(answers)
    cases.append({q.id: 0 if q.type == "select" else q.min for q in tool.questions})
    cases.append({q.id: len(q.options) - 1 if q.type == "select" else q.max for q in tool.questions})
    return cases


def assessments_vectors(tools: list[Tool]) -> dict[str, Any]:
    """Score, band and dimension scores of a few answers per assessment, for the TypeScript tests."""
    out: dict[str, Any] = {}
    for tool in tools:
        if tool.type in CALCULATING:
            continue
        cases = []
        for answers in _cases(tool):
            score = tool_score(tool, answers)
            cases.append(
                {
                    "answers": answers,
                    "score": score,
                    "band": list(result_for(tool, score).score_range),
                    "dimensions": dict(dimension_scores(tool, answers)),
                }
            )
        out[tool.slug] = {"cases": cases}
    return out
