"""`GET /{lang}/tool/{slug}?<question id>=<answer>…`: a tool's result without JavaScript (issue 23.6).

The prerendered tool page (web/src/features/tools/tool-form.tsx) has every question in one
`<form method="get">` sent to the page's own path, and a slot, `<div data-tool-result="…">`,
holding the marker `<!--tool-result-->`; its JSON (`built_site.ToolSlot`, validated when the
page is loaded) gives the UI strings and the classes of the markup. The server reads the answers (a select question's option index, a range question's
number), computes the result with the Python evaluator (bibliotheque.tools: the one the
TypeScript evaluator is tested against) and answers the same page with the result in the slot
(tool_result_html.py), the answers kept in the form, and `noindex`. A tool that captures leads
shows its result after the e-mail step (decision 018): its form ends with the address and is posted
to the lead API (form_posts.py), whose answer is this page with `result=True`; its answers sent by
a GET (a result link) get the page with the answers kept and, in the slot, the notice that the
result follows the address, never the score. A missing or impossible answer: 422, the same page
with the problems listed in the slot, each one's message under its question, the answers kept.

A query that names none of the tool's questions (a campaign's `utm_…`) is the page itself.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from html import escape
from urllib.parse import parse_qs

from bibliotheque.built_site import ToolSlot
from bibliotheque.content.models.tools import Question, Tool
from bibliotheque.routes import FAMILIES
from bibliotheque.server.page_slot import Headers, PageSlot
from bibliotheque.server.site_files import SiteFiles
from bibliotheque.server.tool_result_html import email_step_html, problems_html, result_html
from bibliotheque.tools.figure_format import range_bounds
from bibliotheque.tools.score import js_round

MARKER = "<!--tool-result-->"
_SLOT = PageSlot("tool-result", MARKER)
_ANSWER = re.compile(r'<input\b[^>]*\bdata-tool-answer="([^"]+)"[^>]*>')
_VALUE = re.compile(r'\bvalue="([^"]*)"')
_ERROR = re.compile(r'(<p\b[^>]*\bdata-tool-error="([^"]+)"[^>]*>)</p>')
_ROBOTS = re.compile(r'<meta name="robots" content="[^"]*"/?>')
MAX_ANSWER_CHARS = 40


@dataclass(frozen=True)
class ToolTemplate:
    lang: str
    tool: Tool
    html: str
    config: ToolSlot
    headers: Headers


def _range_answer(question: Question, raw: str) -> float | None:
    """A typed number on the question's steps (as the interactive field snaps it), or None when it
    is not a number within the bounds. « 8 000 », « 12,5 » and « 12.5 » are numbers."""
    text = re.sub(r"[\s\u00a0\u202f]", "", raw).replace(",", ".")
    if not re.fullmatch(r"-?\d+(\.\d+)?", text):
        return None
    value = float(text)
    if not math.isfinite(value) or value < question.min or value > question.max:
        return None
    snapped = question.min + js_round((value - question.min) / question.step) * question.step
    return min(question.max, max(question.min, round(snapped, 10)))


def read_answers(
    tool: Tool, params: Mapping[str, list[str]]
) -> tuple[dict[str, float], dict[str, str], dict[str, str]]:
    """The answers, the raw values as typed (to put back) and the problem of each wrong one."""
    answers: dict[str, float] = {}
    raw: dict[str, str] = {}
    problems: dict[str, str] = {}
    for question in tool.questions:
        given = (params.get(question.id) or [""])[0][:MAX_ANSWER_CHARS]
        if given:
            raw[question.id] = given
        if question.type == "select":
            if given.isdigit() and int(given) < len(question.options):
                answers[question.id] = int(given)
            else:
                problems[question.id] = "select"
        else:
            value = _range_answer(question, given)
            if value is None:
                problems[question.id] = "range"
            else:
                answers[question.id] = value
    return answers, raw, problems


def _with(tag: str, attributes: str) -> str:
    end = -2 if tag.endswith("/>") else -1
    return tag[:end] + attributes + tag[end:]


def _kept(html: str, raw: Mapping[str, str], problems: Mapping[str, str]) -> str:
    """The form's fields with the visitor's answers, the wrong ones marked invalid."""

    def keep(match: re.Match[str]) -> str:
        tag, question = match.group(0), match.group(1)
        extra = ' aria-invalid="true"' if question in problems else ""
        given = raw.get(question)
        if 'type="radio"' in tag:
            value = _VALUE.search(tag)
            if given is not None and value is not None and value.group(1) == given:
                extra += ' checked=""'
        elif given is not None:
            extra += f' value="{escape(given)}"'
        return _with(tag, extra) if extra else tag

    return _ANSWER.sub(keep, html)


class ToolPages:
    """The prerendered page of each interactive tool in each language, by path."""

    def __init__(self, site: SiteFiles) -> None:
        self.templates: dict[str, ToolTemplate] = {}
        for tool in site.tools:
            for lang in site.langs:
                path = FAMILIES["tool"].path(lang, tool.slug)
                page = _SLOT.read(site, path, ToolSlot)
                if page is not None:
                    self.templates[path] = ToolTemplate(lang, tool, page.html, page.config, page.headers)

    def render(
        self, path: str, query_string: bytes, *, result: bool = False
    ) -> tuple[int, bytes, Headers] | None:
        """The status, page and headers for these answers; None when the query answers nothing.
        `result`: the lead of a lead-capturing tool is stored, its result is shown."""
        template = self.templates.get(path.rstrip("/"))
        if template is None:
            return None
        params = parse_qs(query_string.decode("latin-1"), keep_blank_values=True)
        tool, lang = template.tool, template.lang
        if not any(q.id in params for q in tool.questions):
            return None
        answers, raw, problems = read_answers(tool, params)
        html = _kept(template.html, raw, problems)
        if problems:
            status = 422
            messages = {qid: self._message(template, qid, kind) for qid, kind in problems.items()}
            slot = problems_html(template.config, tool, lang, messages)
            html = _ERROR.sub(
                lambda m: m.group(1) + escape(messages.get(m.group(2), "")) + "</p>",
                html,
            )
        else:
            status = 200
            if tool.lead_capture and not result:
                slot = email_step_html(template.config)
            else:
                slot, _ = result_html(template.config, tool, lang, answers)
        html = _SLOT.fill(html, slot)
        html = _ROBOTS.sub('<meta name="robots" content="noindex"/>', html, count=1)
        body = html.encode("utf-8")
        headers = [
            *template.headers,
            (b"cache-control", b"no-store"),
            (b"x-robots-tag", b"noindex"),
            (b"content-length", str(len(body)).encode()),
        ]
        return status, body, headers

    @staticmethod
    def _message(template: ToolTemplate, question_id: str, kind: str) -> str:
        strings = template.config.strings
        if kind == "select":
            return strings.error_select
        question = next(q for q in template.tool.questions if q.id == question_id)
        low, high = range_bounds(template.lang, question)
        return strings.error_range.replace("{min}", low).replace("{max}", high)
