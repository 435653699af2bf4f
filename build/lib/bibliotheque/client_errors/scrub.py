"""What a report may keep: no query strings or fragments, no e-mail-like strings, bounded sizes.

A stack names script addresses (`https://site/assets/x.js?v=1:3:14`); a message may quote what a
visitor typed. Both are cut to their limit and cleaned before anything is stored or logged.

Every pattern runs in time linear in the text (issue 37: the former e-mail pattern retried every
start of a long word, 0.4-0.8 s for a 12 kB stack, on the event loop): an address may only start
where a word does, its local part is consumed possessively, and a field is cut to twice its stored
length before any pattern runs.
"""

from __future__ import annotations

import re

from bibliotheque.client_errors.models import MESSAGE_CHARS, PAGE_CHARS, RELEASE_CHARS, STACK_CHARS

# What separates an e-mail-like string from its neighbours in a message or a stack.
_SEPARATORS = r"\s@<>()\[\]\"',;:"
# local@label.label.tld, starting at the start of a word (or right after another « @ »).
EMAIL = re.compile(rf"(?<![^{_SEPARATORS}])[^{_SEPARATORS}]++@(?:[^{_SEPARATORS}.]*+\.)+[A-Za-z]{{2,}}")
# A query string or fragment of a URL or path: from « ? » or « # » to the next space, quote or
# bracket, keeping a trailing `:line:column` of stack frames.
QUERY = re.compile(r"[?#][^\s\"'<>()\[\]]*?(?=(:\d+){1,2}(?![\w])|[\s\"'<>()\[\]]|$)")
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
# A word, « @ » included, matched on the reversed text: the last word of a cut.
_WORD = re.compile(r"[^\s<>()\[\]\"',;:]*+")


def capped(text: str, chars: int) -> str:
    """At most `chars` characters; a word cut at the end that holds a « @ » is dropped whole, so
    that no address cut short (and no longer recognised) survives."""
    if len(text) <= chars:
        return text
    text = text[:chars]
    last_word = _WORD.match(text[::-1])
    if last_word is not None and "@" in last_word.group():
        return text[: chars - last_word.end()]
    return text


def scrub(text: str, limit: int) -> str:
    """`text` without e-mail addresses, query strings or control characters, at most `limit` chars."""
    text = CONTROL.sub("", capped(text, limit * 2))
    text = EMAIL.sub("[email]", text)
    text = QUERY.sub("", text)
    return text[:limit]


def scrub_page(page: str) -> str:
    """A path of the site, without query string or fragment (`/fr/article/x`)."""
    path = capped(page, PAGE_CHARS * 2).split("?", 1)[0].split("#", 1)[0]
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
