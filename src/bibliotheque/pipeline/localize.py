"""Turning content models into plain JSON for one language.

Every `LText` becomes the string of that language (French when English is missing), with
the brand placeholders (`{platform}`, `{consulting}`, `{group}`, `{email}`) replaced by
the values of site.yaml. Dates become ISO strings.
"""

from __future__ import annotations

import datetime as dt
from typing import Any, TypeVar

from pydantic import BaseModel

from bibliotheque.content.models.common import LText
from bibliotheque.content.models.site import Site
from bibliotheque.content.placeholders import placeholders

Model = TypeVar("Model", bound=BaseModel)


class Localizer:
    """Localizes values for one language."""

    def __init__(self, lang: str, site: Site) -> None:
        self.lang = lang
        self._subst = placeholders(site, lang)

    def text(self, value: LText) -> str:
        out = value.get(self.lang)
        if "{" in out:
            for key, replacement in self._subst.items():
                out = out.replace(key, replacement)
        return out

    def __call__(self, value: Any) -> Any:
        if isinstance(value, LText):
            return self.text(value)
        if isinstance(value, BaseModel):
            # A field excluded from serialization (a build input) is not page data either.
            return {
                name: self(getattr(value, name))
                for name, info in type(value).model_fields.items()
                if not info.exclude
            }
        if isinstance(value, dict):
            return {str(k): self(v) for k, v in value.items()}
        if isinstance(value, list | tuple):
            return [self(v) for v in value]
        if isinstance(value, dt.date):
            return value.isoformat()
        return value


def with_placeholders_filled(value: Model, site: Site) -> Model:
    """`value` with each of its texts' placeholders filled, in each language (for what keeps both
    languages, such as the tools the manifest gives the server). A text without English gets the
    French one filled the English way, as the English page shows it."""
    by_lang = {lang: Localizer(lang, site) for lang in ("fr", "en")}

    def fill(item: Any) -> Any:
        if isinstance(item, LText):
            return LText(fr=by_lang["fr"].text(item), en=by_lang["en"].text(item))
        if isinstance(item, BaseModel):
            return item.model_copy(
                update={name: fill(getattr(item, name)) for name in type(item).model_fields}
            )
        if isinstance(item, list):
            return [fill(v) for v in item]
        if isinstance(item, tuple):
            return tuple(fill(v) for v in item)
        if isinstance(item, dict):
            return {k: fill(v) for k, v in item.items()}
        return item

    filled: Model = fill(value)
    return filled
