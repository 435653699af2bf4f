"""A lead-capturing tool's form posted without JavaScript (decision 018).

Its form (web/src/features/tools/tool-form.tsx) ends with the e-mail step and is posted to
`/api/leads` with the answers as the questions name them (`?question=value`, as the GET form of
the other tools). Here they are read as tool_pages.py reads a GET, and become what the lead API
stores (`tool_answers.<question id>`, `tool_score`). Answers to correct: the tool's page with the
problems (422), nothing stored. Stored: the tool's result page. The page is answered at
`/api/leads`, so it is the page as it reads without JavaScript (page_slot.as_posted); the address
stays in its field, to change an answer and send again.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from html import escape
from urllib.parse import urlencode

from bibliotheque.server.page_slot import Headers, as_posted
from bibliotheque.server.tool_pages import ToolPages, read_answers
from bibliotheque.server.tool_result_html import lead_answers

_EMAIL_INPUT = re.compile(r'<input\b[^>]*\bname="email"[^>]*/>')


@dataclass(frozen=True)
class ToolPost:
    """The answers a tool's form carried: as the GET query of its page, and as the lead's fields."""

    path: str
    query: bytes
    names: frozenset[str]
    problems: bool
    lead: dict[str, str]

    def lead_fields(self, fields: Mapping[str, str]) -> dict[str, str]:
        """The post's fields as the lead API takes them: the answers as the lead stores them."""
        return {k: v for k, v in fields.items() if k not in self.names} | self.lead


def read_tool_post(pages: ToolPages, path: str, fields: Mapping[str, str]) -> ToolPost | None:
    """The answers of the lead-capturing tool at `path`, when the post is its form; else None."""
    template = pages.templates.get(path)
    if template is None or not template.tool.lead_capture:
        return None
    tool = template.tool
    if fields.get("tool_slug") != tool.slug or not any(q.id in fields for q in tool.questions):
        return None
    given = {q.id: fields.get(q.id, "") for q in tool.questions}
    answers, _, problems = read_answers(tool, {k: [v] for k, v in given.items()})
    return ToolPost(
        path=path,
        query=urlencode(list(given.items())).encode(),
        names=frozenset(given),
        problems=bool(problems),
        lead={} if problems else lead_answers(tool, answers),
    )


def tool_page(pages: ToolPages, post: ToolPost, email: str, *, result: bool) -> tuple[int, bytes, Headers]:
    """The tool's page for the posted answers (their result once `result`, the problems when any),
    as the answer to the post, with the address in its field."""
    rendered = pages.render(post.path, post.query, result=result)
    if rendered is None:  # the query names every question: render() answers it
        raise ValueError(f"{post.path}: no page for the posted answers")
    status, body, headers = rendered
    html = as_posted(with_email(body.decode("utf-8"), email))
    out = html.encode("utf-8")
    kept = [(k, v) for k, v in headers if k != b"content-length"]
    return status, out, [*kept, (b"content-length", str(len(out)).encode())]


def with_email(html: str, email: str) -> str:
    """`html` with `email` in the first e-mail field."""

    def fill(match: re.Match[str]) -> str:
        tag = re.sub(r'\svalue="[^"]*"', "", match.group(0))
        return tag[:-2] + f' value="{escape(email)}"/>'

    return _EMAIL_INPUT.sub(fill, html, count=1) if email else html
