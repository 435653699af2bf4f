"""The site's languages, French first: the one list every part of the code reads."""

from __future__ import annotations

LANGS: tuple[str, ...] = ("fr", "en")
