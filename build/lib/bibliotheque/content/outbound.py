"""Outbound links to reserved example hosts (RFC 2606 / 6761): they must not reach a visitor.

`bibliotheque check --production` (and a build with BIBLIOTHEQUE_ENV=production) reports them as
errors, each at file:line; the development build reports them as warnings. Video and demo links
on such hosts lead nowhere, and so are counted here too; a missing file behind a download is an
error in every mode (loader).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

from pydantic import BaseModel

from bibliotheque.content.errors import ContentProblem
from bibliotheque.content.library import Library
from bibliotheque.content.loader import _roots
from bibliotheque.content.yaml_source import Loc, SourceFile, dotted

_URL = re.compile(r"https?://[^\s\"'<>)]+")
RESERVED_SUFFIXES = (".example", ".test", ".invalid", ".localhost")
RESERVED_HOSTS = {"example.com", "example.net", "example.org", "localhost", "127.0.0.1", "::1"}


def is_production() -> bool:
    """BIBLIOTHEQUE_ENV=production: placeholders are errors, not warnings."""
    return os.environ.get("BIBLIOTHEQUE_ENV", "").strip().lower() == "production"


def reserved_host(url: str) -> str | None:
    """The host of `url` when it is a reserved example or local name, else None."""
    host = (urlsplit(url).hostname or "").lower().rstrip(".")
    if host in RESERVED_HOSTS or host.endswith(RESERVED_SUFFIXES):
        return host
    if any(host.endswith("." + name) for name in ("example.com", "example.net", "example.org")):
        return host
    return None


def _strings(value: Any, source: SourceFile, loc: Loc) -> Iterator[tuple[str, SourceFile, Loc]]:
    if isinstance(value, str):
        yield value, source, loc
    elif isinstance(value, BaseModel):
        for name in type(value).model_fields:
            yield from _strings(getattr(value, name), source, (*loc, name))
    elif isinstance(value, list | tuple):
        for index, child in enumerate(value):
            yield from _strings(child, source, (*loc, index))
    elif isinstance(value, dict):
        for key, child in value.items():
            yield from _strings(child, source, (*loc, key))


def placeholder_links(library: Library) -> list[ContentProblem]:
    """Every outbound URL of the content whose host is reserved, at file:line."""
    problems: list[ContentProblem] = []
    for top, (source, loc) in _roots(library):
        for text, text_source, text_loc in _strings(top, source, loc):
            for url in _URL.findall(text):
                host = reserved_host(url)
                if host is None:
                    continue
                field = dotted(text_loc)
                what = "video or demo link" if re.search(r"video|demo", field) else "outbound link"
                problems.append(
                    ContentProblem(
                        text_source.path,
                        text_source.line_of(text_loc),
                        field,
                        f"{what} to the reserved host {host} ({url}): set the real address before going live",
                    )
                )
    return sorted(set(problems))
