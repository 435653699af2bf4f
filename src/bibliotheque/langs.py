"""The site's languages, French first: the one list every part of the code reads."""

from __future__ import annotations

from typing import Literal, get_args

# The one definition: the API's and the models' `lang` fields, the tables keyed by language
# (exhaustive.keyed_by) and the web app's routes (pipeline/routes_ts.py) all read it.
Lang = Literal["fr", "en"]
LANGS: tuple[Lang, ...] = get_args(Lang)

# The BCP 47 locale of each language: dates and numbers, feeds, og:locale, JSON-LD inLanguage;
# the web app reads it from the generated web/.generated/routes.ts (pipeline/routes_ts.py).
LOCALES: dict[str, str] = {"fr": "fr-FR", "en": "en-GB"}
assert set(LOCALES) == set(LANGS), "every language has its locale"
