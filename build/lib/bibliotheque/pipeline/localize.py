"""Turning content models into plain JSON for one language.

Every `LText` becomes the string of that language (French when English is missing), with
the brand placeholders (`{platform}`, `{consulting}`, `{group}`, `{email}`) replaced by
the values of site.yaml. Dates become ISO strings.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from pydantic import BaseModel

from bibliotheque.content.models.common import LText
from bibliotheque.content.models.site import Site
from bibliotheque.content.placeholders import placeholders


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
            return {name: self(getattr(value, name)) for name in type(value).model_fields}
        if isinstance(value, dict):
            return {str(k): self(v) for k, v in value.items()}
        if isinstance(value, list | tuple):
            return [self(v) for v in value]
        if isinstance(value, dt.date):
            return value.isoformat()
        return value
