"""How a calculator's figures, a range question's values and a formula with the visitor's numbers
read in the page's language, for the result page the server writes without JavaScript. The twin
of web/src/features/tools/figure-format.ts and range-format.ts (same words, same numbers).
"""

from __future__ import annotations

from collections.abc import Mapping

from bibliotheque.content.models.tools import Figure, Question, Tool
from bibliotheque.formulas import Binary, Call, Expr, Name, Neg, Num, parse_expression
from bibliotheque.text.numbers import Unit, euros, number, percent, with_unit

_SIGN = {"+": "+", "-": "−", "*": "×", "/": "÷"}
_RANK = {"+": 1, "-": 1, "*": 2, "/": 2}
LESS_THAN_A_MONTH = {"fr": "moins d’un mois", "en": "less than a month"}
# A payback beyond ten years reads as such, not « 2 127,7 mois » (a small process, a large budget).
LONGEST_MONTHS = 120
MORE_THAN_TEN_YEARS = {"fr": "plus de 10 ans", "en": "more than 10 years"}
_DURATIONS: dict[str, Unit] = {"hours": "hour", "days": "day", "months": "month"}


def format_figure(lang: str, figure: Figure, value: float) -> str:
    """A figure's value with its unit, rounded to its digits: « 29 610 € », « 7,4 mois »."""
    if figure.unit == "eur":
        return euros(lang, value, figure.digits)
    if figure.unit == "number":
        return number(lang, value, figure.digits)
    if figure.unit == "percent":
        return percent(lang, value, figure.digits)
    if figure.unit == "months" and value < 1:
        # A payback under a month reads as such, never « 0 mois » (formatFigure in the browser).
        return LESS_THAN_A_MONTH[lang]
    if figure.unit == "months" and value > LONGEST_MONTHS:
        return MORE_THAN_TEN_YEARS[lang]
    return with_unit(lang, value, _DURATIONS[figure.unit], figure.digits)


def _decimals(step: float) -> int:
    text = repr(step).removesuffix(".0")
    return len(text) - text.index(".") - 1 if "." in text else 0


def range_value(lang: str, question: Question, value: float) -> str:
    """A range answer with its sign and unit words: « 120 € par heure »."""
    digits = _decimals(question.step)
    if question.value_format == "eur":
        text = euros(lang, value, digits)
    elif question.value_format == "percent":
        text = percent(lang, value, digits)
    else:
        text = number(lang, value, digits)
    unit = question.unit_one if question.unit_one and _singular(lang, value) else question.unit
    return f"{text} {unit.get(lang)}" if unit else text


def _singular(lang: str, value: float) -> bool:
    """Whether the unit words after `value` are singular: below 2 in French, 1 in English."""
    return abs(value) < 2 if lang == "fr" else value == 1


def range_bounds(lang: str, question: Question) -> tuple[str, str]:
    """A range's bounds for « entre {min} et {max} »: the unit words once, after the upper one
    (« entre 1 et 20 personnes », never « 1 personnes »); the browser's formatRangeBounds."""
    bare = question.model_copy(update={"unit": None, "unit_one": None})
    return range_value(lang, bare, question.min), range_value(lang, question, question.max)


def formula_with_numbers(lang: str, formula: str, tool: Tool, values: Mapping[str, float]) -> str:
    """The formula with the visitor's numbers in place of the names: « 846 heures × 35 € »."""
    figures = {f.id: f for f in tool.figures}
    questions = {q.id: q for q in tool.questions}

    def name(ident: str) -> str:
        value = values[ident]
        if ident in figures:
            # A percentage reads as its number, as a percent question does (« 60 000 € × 70 ÷ 100 »).
            if figures[ident].unit == "percent":
                return number(lang, value, figures[ident].digits)
            return format_figure(lang, figures[ident], value)
        question = questions.get(ident)
        if question is not None and question.type == "range" and question.value_format == "eur":
            return euros(lang, value, 2)
        return number(lang, value, 2)

    def wrap(text: str, yes: bool) -> str:
        return f"({text})" if yes else text

    def show(node: Expr) -> str:
        match node:
            case Num(value=value):
                return number(lang, value, 2)
            case Name(id=ident):
                return name(ident)
            case Neg(operand=operand):
                return "−" + wrap(show(operand), isinstance(operand, Binary))
            case Call(function=function, args=args):
                return f"{function}({(' ; ' if lang == 'fr' else ', ').join(show(a) for a in args)})"
            case Binary(op=op, left=left, right=right):
                rank = _RANK[op]
                lhs = wrap(show(left), isinstance(left, Binary) and _RANK[left.op] < rank)
                rhs = wrap(
                    show(right),
                    isinstance(right, Binary)
                    and (_RANK[right.op] < rank or (_RANK[right.op] == rank and op not in ("+", "*"))),
                )
                return f"{lhs} {_SIGN[op]} {rhs}"

    return show(parse_expression(formula))
