"""The markup of a tool's result (or of its answers' problems) that the server writes into the
prerendered tool page (tool_pages.py): the same content as the interactive result
(web/src/features/tools/tool-results.tsx, calculator-figures.tsx, dimension-chart.tsx), with
the classes and UI strings the page's slot gives. Every text is escaped.
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from bibliotheque.built_site import ToolSlot
from bibliotheque.content.models.tools import CALCULATING, Outcome, Tool
from bibliotheque.tools.calculation import figures_of, question_value, verdict_of
from bibliotheque.tools.figure_format import format_figure, formula_with_numbers
from bibliotheque.tools.score import dimension_scores, result_for, tool_score

RESULT_TITLE = "tool-result-title"
ERRORS_TITLE = "tool-errors-title"


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def _outcome(css: Mapping[str, str], say: Mapping[str, str], lang: str, outcome: Outcome) -> str:
    """The result's meaning, recommendations and next steps (Prose and TextList)."""
    paragraphs = [p.strip() for p in outcome.description.get(lang).split("\n\n") if p.strip()]
    parts = [f'<div class="{css["prose"]}">', *(f"<p>{escape(p)}</p>" for p in paragraphs), "</div>"]
    for key, tag, items in (
        ("recommendations", "ul", outcome.recommendations),
        ("next_steps", "ol", outcome.next_steps),
    ):
        parts.append(f'<h3 class="{css["subheading"]}">{escape(say[key])}</h3>')
        parts.append(f'<{tag} class="{css["bullets" if tag == "ul" else "numbers"]}">')
        parts += [f'<li class="{css["item"]}">{escape(item.get(lang))}</li>' for item in items]
        parts.append(f"</{tag}>")
    return "".join(parts)


def _figures(
    css: Mapping[str, str], say: Mapping[str, str], tool: Tool, lang: str, answers: Mapping[str, float]
) -> str:
    """The headline figures, then « Comment ce chiffre est calculé » with the visitor's numbers."""
    figures = figures_of(tool, answers)
    values = {q.id: question_value(q, answers[q.id]) for q in tool.questions} | figures
    colon = "\u00a0: " if lang == "fr" else ": "
    parts = [
        f'<h3 class="{css["hiddenHeading"]}">{escape(say["figures"])}</h3>',
        f'<dl class="{css["headlines"]}">',
    ]
    for figure in tool.figures:
        if figure.headline:
            parts.append(
                f'<div class="{css["headline"]}"><dt class="{css["headlineLabel"]}">{escape(figure.label.get(lang))}</dt>'
                f'<dd class="{css["headlineValue"]}">{escape(format_figure(lang, figure, figures[figure.id]))}</dd></div>'
            )
    parts.append(f'</dl><h3 class="{css["subheading"]}">{escape(say["how"])}</h3><dl class="{css["how"]}">')
    for figure in tool.figures:
        written = formula_with_numbers(lang, figure.formula, tool, values)
        parts.append(
            f'<div class="{css["howItem"]}"><dt class="{css["howLabel"]}">{escape(figure.label.get(lang))}{colon}'
            f'<span class="{css["howExplain"]}">{escape(figure.explain.get(lang))}</span></dt>'
            f'<dd class="{css["howValue"]}">{escape(written)} = '
            f"<strong>{escape(format_figure(lang, figure, figures[figure.id]))}</strong></dd></div>"
        )
    parts.append("</dl>")
    return "".join(parts)


def _score(
    css: Mapping[str, str],
    say: Mapping[str, str],
    tool: Tool,
    lang: str,
    answers: Mapping[str, float],
    score: int,
) -> str:
    """The score out of 100, then the score of each dimension as a table."""
    parts = [
        f'<p class="{css["score"]}"><span class="{css["scoreLabel"]}">{escape(say["score_label"])}</span>'
        f'<span class="{css["scoreValue"]}">{score}</span> <span class="{css["scoreOutOf"]}">{escape(say["out_of"])}</span></p>'
    ]
    if tool.dimensions:
        labels = {d.id: d.label.get(lang) for d in tool.dimensions}
        parts.append(
            f'<h3 id="tool-dimensions-title" class="{css["subheading"]}">{escape(say["dimensions"])}</h3>'
            f'<table class="{css["table"]}" aria-labelledby="tool-dimensions-title"><thead><tr>'
            f'<th scope="col" class="{css["th"]}">{escape(say["dimension"])}</th>'
            f'<th scope="col" class="{css["th"]}">{escape(say["dimension_score"])}</th></tr></thead><tbody>'
        )
        for ident, value in dimension_scores(tool, answers):
            parts.append(
                f'<tr><th scope="row" class="{css["th"]}">{escape(labels[ident])}</th><td class="{css["td"]}">{value}</td></tr>'
            )
        parts.append("</tbody></table>")
    return "".join(parts)


def result_html(config: ToolSlot, tool: Tool, lang: str, answers: Mapping[str, float]) -> tuple[str, int]:
    """The result card for complete, valid answers, and the score the lead carries."""
    css, say = config.classes.model_dump(), config.strings.model_dump()
    score = tool_score(tool, answers)
    if tool.type in CALCULATING:
        verdict_id = verdict_of(tool, figures_of(tool, answers))
        outcome: Outcome = next(v for v in tool.verdicts if v.id == verdict_id)
        status = say["calculated"]
        summary = _figures(css, say, tool, lang, answers)
    else:
        outcome = result_for(tool, score)
        status = say["scored"].replace("{score}", str(score))
        summary = _score(css, say, tool, lang, answers, score)
    html = (
        f'<section aria-labelledby="{RESULT_TITLE}" class="{css["card"]}">'
        f'<p class="{css["status"]}">{escape(status)}</p>'
        f'<h2 id="{RESULT_TITLE}" class="{css["heading"]}">{escape(outcome.title.get(lang))}</h2>'
        f"{summary}{_outcome(css, say, lang, outcome)}"
        f'<a href="#questions" class="{css["edit"]}">{escape(say["edit"])}</a></section>'
    )
    return html, score


def problems_html(config: ToolSlot, tool: Tool, lang: str, messages: Mapping[str, str]) -> str:
    """The list of the answers to correct: each question, linked to its field, and its message."""
    css, say = config.classes.model_dump(), config.strings.model_dump()
    items = "".join(
        f'<li><a href="#tool-q-{escape(q.id)}" class="{css["errorLink"]}">{escape(q.question.get(lang))}</a>'
        f'<span class="{css["errorMessage"]}">{escape(messages[q.id])}</span></li>'
        for q in tool.questions
        if q.id in messages
    )
    return (
        f'<section aria-labelledby="{ERRORS_TITLE}" class="{css["errors"]}">'
        f'<h2 id="{ERRORS_TITLE}" class="{css["errorsTitle"]}">{escape(say["errors_title"])}</h2>'
        f'<ul class="{css["errorsList"]}">{items}</ul></section>'
    )


def email_answers(tool: Tool, answers: Mapping[str, float], score: int) -> str:
    """The hidden fields of the e-mail offer: the answers as a lead stores them (a select's
    1-based position, a range's value, as score.ts `leadAnswers`) and the score."""
    fields = [
        (f"tool_answers.{q.id}", _number(answers[q.id] + 1 if q.type == "select" else answers[q.id]))
        for q in tool.questions
    ]
    fields.append(("tool_score", str(score)))
    return "".join(f'<input type="hidden" name="{escape(n)}" value="{escape(v)}"/>' for n, v in fields)
