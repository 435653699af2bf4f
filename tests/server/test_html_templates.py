"""The server's HTML templates (server/html_templates.py): every value escaped, no name left undefined,
no white space between elements."""

from __future__ import annotations

from html.parser import HTMLParser
from typing import Any

import pytest
from jinja2 import UndefinedError

from bibliotheque.built_site import SearchClasses, SearchEntry, ToolClasses, ToolSlot, ToolStrings
from bibliotheque.server.html_templates import hidden_fields, render
from bibliotheque.server.tool_result_html import Problem, ShownFigure, ShownOutcome

HOSTILE = '"><script>alert(1)</script>'


class Reading(HTMLParser):
    """The elements and the texts of a fragment, as a browser reads them."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.texts: list[str] = []
        self.attributes: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        self.attributes += [value or "" for _, value in attrs]

    def handle_data(self, data: str) -> None:
        self.texts.append(data)


def read(fragment: str) -> Reading:
    reading = Reading()
    reading.feed(fragment)
    reading.close()
    return reading


def search_context(**changes: Any) -> dict[str, Any]:
    entry = SearchEntry(
        type="article", url="/fr/article/x" + HOSTILE, title=HOSTILE, description=HOSTILE, text="x"
    )
    return {
        "css": SearchClasses(**{name: HOSTILE for name in SearchClasses.model_fields}),
        "say": lambda key, **values: HOSTILE,
        "page_href": lambda number: "/fr/search?q=" + HOSTILE,
        "query": HOSTILE,
        "searchable": True,
        "min_chars": 2,
        "per_page": 1,
        "total": 3,
        "total_text": "3",
        "one": False,
        "first": 2,
        "shown": [entry],
        "page": 2,
        "pages": 3,
    } | changes


def tool_context(**changes: Any) -> dict[str, Any]:
    slot = ToolSlot(
        id=HOSTILE,
        email_id=HOSTILE,
        classes=ToolClasses(**{name: HOSTILE for name in ToolClasses.model_fields}),
        strings=ToolStrings(**{name: HOSTILE for name in ToolStrings.model_fields}),
    )
    return {
        "slot": slot,
        "css": slot.classes,
        "say": slot.strings,
        "status": HOSTILE,
        "outcome": ShownOutcome(HOSTILE, [HOSTILE, HOSTILE], [HOSTILE], [HOSTILE]),
        "figures": [ShownFigure(HOSTILE, HOSTILE, True, HOSTILE, HOSTILE)],
        "colon": ": ",
        "score": 50,
        "dimensions": [(HOSTILE, 40)],
        "problems": [Problem(HOSTILE, HOSTILE, HOSTILE)],
    } | changes


CASES = {
    "search results": ("search_results.html", search_context()),
    "no search result": ("search_results.html", search_context(total=0, shown=[], pages=0)),
    "search hint": ("search_results.html", search_context(searchable=False, shown=[])),
    "calculator result": ("tool_result.html", tool_context()),
    "assessment result": ("tool_result.html", tool_context(figures=None)),
    "answers to correct": ("tool_problems.html", tool_context()),
    "e-mail step before a result": ("tool_email_step.html", tool_context()),
    "lead address refused": ("lead_email_error.html", {"id": HOSTILE, "css": HOSTILE, "message": HOSTILE}),
}


@pytest.mark.parametrize("case", CASES)
def test_every_value_is_escaped(case: str) -> None:
    name, context = CASES[case]
    fragment = render(name, **context)
    reading = read(fragment)
    assert "script" not in reading.tags
    # Each value comes back whole, as text or as an attribute's value: nothing of it became markup.
    assert any(HOSTILE in text for text in reading.texts) or any(HOSTILE in v for v in reading.attributes)


def test_hidden_fields_are_escaped() -> None:
    fragment = hidden_fields([(HOSTILE, HOSTILE), ("tool_score", "40")])
    reading = read(fragment)
    assert reading.tags == ["input", "input"]
    assert reading.attributes == ["hidden", HOSTILE, HOSTILE, "hidden", "tool_score", "40"]


@pytest.mark.parametrize("case", CASES)
def test_no_white_space_between_elements(case: str) -> None:
    """React writes none; a line break of the template's layout is not output."""
    name, context = CASES[case]
    fragment = render(name, **context)
    assert "\n" not in fragment
    assert ">  " not in fragment and "  <" not in fragment


def test_a_missing_value_fails_the_render() -> None:
    context = search_context()
    del context["query"]
    with pytest.raises(UndefinedError):
        render("search_results.html", **context | {"total": 0})
