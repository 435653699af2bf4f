"""The server's own HTML, rendered from the Jinja2 templates in `templates/` (issue 31, point 4).

What the server writes into a prerendered page without JavaScript (search results, a tool's result
or its answers' problems, a refused lead form's message and fields) is markup, so it lives in
templates beside this module, never in Python strings. Each template says which React component
it writes the same markup as; the classes and UI strings come from that component, through the
slot's settings (`bibliotheque.built_site`), and the tests (tests/server/test_html_templates.py,
web/e2e/no-js-parity.spec.ts) compare both sides.

Every value is escaped (autoescaping), and an undefined name fails the render (`StrictUndefined`).
A template's line breaks and the indentation after them are its layout, not output
(`CompactLayout`): React writes no white space between elements, so neither do the templates; a
space that belongs to the output is written on its line (`</span> <span`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined
from jinja2.ext import Extension

_LAYOUT = re.compile(r"\n[ \t]*")


class CompactLayout(Extension):
    """Takes out each line break and the indentation after it before the template is parsed."""

    def preprocess(self, source: str, name: str | None, filename: str | None = None) -> str:
        return _LAYOUT.sub("", source)


_env = Environment(
    loader=PackageLoader("bibliotheque.server", "templates"),
    autoescape=True,
    undefined=StrictUndefined,
    extensions=[CompactLayout],
)


def render(name: str, **context: Any) -> str:
    """The HTML of template `name` for `context`, every value escaped."""
    return _env.get_template(name).render(context)


def filled(text: str, **values: object) -> str:
    """A UI string with its `{name}` placeholders filled (as translate() does in the browser)."""
    for name, value in values.items():
        text = text.replace("{" + name + "}", str(value))
    return text


def hidden_fields(fields: Iterable[tuple[str, str]]) -> str:
    """Hidden inputs carrying these names and values (templates/hidden_fields.html)."""
    return render("hidden_fields.html", fields=list(fields))
