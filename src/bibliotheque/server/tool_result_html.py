"""A tool's result (or its answers' problems) as the server writes it into the prerendered tool
page (tool_pages.py): the figures, score and texts computed here, the markup in
templates/tool_result.html and tool_problems.html (the same content as the interactive result,
web/src/features/tools/tool-results.tsx), with the classes and UI strings the page's slot gives.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bibliotheque.built_site import ToolSlot
from bibliotheque.content.models.tools import CALCULATING, Outcome, Tool
from bibliotheque.server.html_templates import filled, render
from bibliotheque.tools.calculation import figures_of, question_value, verdict_of
from bibliotheque.tools.figure_format import format_figure, formula_with_numbers
from bibliotheque.tools.score import dimension_scores, result_for, tool_score


@dataclass(frozen=True)
class ShownOutcome:
    """What a result says, in the page's language."""

    title: str
    paragraphs: list[str]
    recommendations: list[str]
    next_steps: list[str]


@dataclass(frozen=True)
class ShownFigure:
    """A calculator's figure: its label, value, and formula with the visitor's numbers."""

    label: str
    explain: str
    headline: bool
    value: str
    written: str


@dataclass(frozen=True)
class Problem:
    """A question to correct: its id (its field's), its text, what is wrong."""

    id: str
    text: str
    message: str


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def _outcome(lang: str, outcome: Outcome) -> ShownOutcome:
    return ShownOutcome(
        title=outcome.title.get(lang),
        paragraphs=[p.strip() for p in outcome.description.get(lang).split("\n\n") if p.strip()],
        recommendations=[item.get(lang) for item in outcome.recommendations],
        next_steps=[item.get(lang) for item in outcome.next_steps],
    )


def _figures(tool: Tool, lang: str, answers: Mapping[str, float]) -> list[ShownFigure]:
    figures = figures_of(tool, answers)
    values = {q.id: question_value(q, answers[q.id]) for q in tool.questions} | figures
    return [
        ShownFigure(
            label=figure.label.get(lang),
            explain=figure.explain.get(lang),
            headline=figure.headline,
            value=format_figure(lang, figure, figures[figure.id]),
            written=formula_with_numbers(lang, figure.formula, tool, values),
        )
        for figure in tool.figures
    ]


def result_html(config: ToolSlot, tool: Tool, lang: str, answers: Mapping[str, float]) -> tuple[str, int]:
    """The slot's content for complete, valid answers, and the score the lead carries."""
    say = config.strings
    score = tool_score(tool, answers)
    figures: list[ShownFigure] | None = None
    dimensions: list[tuple[str, int]] = []
    if tool.type in CALCULATING:
        verdict_id = verdict_of(tool, figures_of(tool, answers))
        outcome: Outcome = next(v for v in tool.verdicts if v.id == verdict_id)
        status = say.calculated
        figures = _figures(tool, lang, answers)
    else:
        outcome = result_for(tool, score)
        status = filled(say.scored, score=score)
        labels = {d.id: d.label.get(lang) for d in tool.dimensions}
        dimensions = [(labels[ident], value) for ident, value in dimension_scores(tool, answers)]
    html = render(
        "tool_result.html",
        slot=config,
        css=config.classes,
        say=say,
        status=status,
        outcome=_outcome(lang, outcome),
        figures=figures,
        colon="\u00a0: " if lang == "fr" else ": ",
        score=score,
        dimensions=dimensions,
    )
    return html, score


def problems_html(config: ToolSlot, tool: Tool, lang: str, messages: Mapping[str, str]) -> str:
    """The slot's content listing the answers to correct, in the questions' order."""
    problems = [
        Problem(q.id, q.question.get(lang), messages[q.id]) for q in tool.questions if q.id in messages
    ]
    return render(
        "tool_problems.html", slot=config, css=config.classes, say=config.strings, problems=problems
    )


def email_step_html(config: ToolSlot) -> str:
    """The slot's content for a lead-capturing tool's answers before the e-mail step (decision 018)."""
    return render("tool_email_step.html", slot=config, css=config.classes, say=config.strings)


def lead_answers(tool: Tool, answers: Mapping[str, float]) -> dict[str, str]:
    """The answers as a lead stores them (a select's 1-based position, a range's value, as
    score.ts `leadAnswers`) and the score, as the fields of a form post (form_posts.lead_body)."""
    fields = {
        f"tool_answers.{q.id}": _number(answers[q.id] + 1 if q.type == "select" else answers[q.id])
        for q in tool.questions
    }
    fields["tool_score"] = str(tool_score(tool, answers))
    return fields
