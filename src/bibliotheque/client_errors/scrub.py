"""What a report may keep: no query strings or fragments, no e-mail-like strings, bounded sizes.

A stack names script addresses (`https://site/assets/x.js?v=1:3:14`); a message may quote what a
visitor typed. Both are cut to their limit and cleaned before anything is stored or logged.
"""

from __future__ import annotations

import re

from bibliotheque.client_errors.models import MESSAGE_CHARS, PAGE_CHARS, RELEASE_CHARS, STACK_CHARS

EMAIL = re.compile(r"[^\s@<>()\[\]\"',;:]+@[^\s@<>()\[\]\"',;:]+\.[A-Za-z]{2,}")
# A query string or fragment of a URL or path: from « ? » or « # » to the next space, quote or
# bracket, keeping a trailing `:line:column` of stack frames.
QUERY = re.compile(r"[?#][^\s\"'<>()\[\]]*?(?=(:\d+){1,2}(?![\w])|[\s\"'<>()\[\]]|$)")
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def scrub(text: str, limit: int) -> str:
    """`text` without e-mail addresses, query strings or control characters, at most `limit` chars."""
    text = CONTROL.sub("", text[: limit * 2])
    text = EMAIL.sub("[email]", text)
    text = QUERY.sub("", text)
    return text[:limit]


def scrub_page(page: str) -> str:
    """A path of the site, without query string or fragment (`/fr/article/x`)."""
    path = page.split("?", 1)[0].split("#", 1)[0]
    if not path.startswith("/"):
        path = "/" + path.split("://", 1)[-1].partition("/")[2]
    return scrub(path, PAGE_CHARS)


def scrub_report(message: str, stack: str, page: str, release: str) -> dict[str, str]:
    """The fields of a report as stored."""
    return {
        "message": scrub(message, MESSAGE_CHARS),
        "stack": scrub(stack, STACK_CHARS),
        "page": scrub_page(page),
        "release": scrub(release, RELEASE_CHARS),
    }
