"""The site's languages, French first: the one list every part of the code reads."""

from __future__ import annotations

LANGS: tuple[str, ...] = ("fr", "en")

# The BCP 47 locale of each language: dates and numbers, feeds, og:locale, JSON-LD inLanguage;
# the web app reads it from the generated web/.generated/routes.ts (pipeline/routes_ts.py).
LOCALES: dict[str, str] = {"fr": "fr-FR", "en": "en-GB"}
