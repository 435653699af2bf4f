"""What a build leaves in dist/ for others to read: the contracts between the build and its readers.

- `SiteManifest`, `dist/_site.json`: written by the build (pipeline/manifest.py), read by the
  server (server/site_files.py) and the nginx configuration (deploy/nginx.py).
- `SearchEntry`, one entry of `dist/search/{lang}.{hash}.json`: written by the build
  (pipeline/search_index.py), read by the server's search page (server/search_page.py) and the
  browser (web/src/features/search/, typed by `SearchEntry` in the generated types.ts).

Both sides go through these models, so a field renamed on one side fails on the other.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from bibliotheque.content.models.tools import Tool

MANIFEST = "_site.json"

ResultKind = Literal["article", "ai-article", "category", "content-section", "ai-section", "industry"]
# The order in which the search lists kinds of results (SPEC §5): the order of `ResultKind`.
RESULT_ORDER: tuple[ResultKind, ...] = get_args(ResultKind)


class SearchEntry(BaseModel):
    """One entry of a language's search index: what a result shows, and the text searched."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    type: ResultKind = Field(description="Kind of result: its badge, and its rank in the list.")
    url: str = Field(description="Path of the result's page, e.g. /fr/article/x (an anchor for a section).")
    title: str = Field(description="Title shown.")
    description: str = Field(description="Description shown under the title.")
    text: str = Field(description="The searched fields, folded (text/fold.py), one per line.")


SEARCH_ENTRIES = TypeAdapter(list[SearchEntry])


class RouteFamily(BaseModel):
    """A route family as the server needs it: which paths are its, and its not-found page."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    pattern: str = Field(description="Path pattern, e.g. /{lang}/article/{slug}.")
    not_found: str | None = Field(
        description="Path of its prerendered not-found page, {lang} for the language; null: none."
    )


class SiteManifest(BaseModel):
    """`dist/_site.json`: what the server needs beyond the files."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    families: list[RouteFamily] = Field(description="Route families, for real 404s.")
    redirects: dict[str, str] = Field(description="Redirects by path, e.g. /fr/demo → the trial, with UTM.")
    script_hashes: dict[str, list[str]] = Field(
        description="CSP source expressions of each HTML file's inline scripts, by file path (/fr/index.html)."
    )
    langs: list[str] = Field(description="The site's languages, the first being the default.")
    tools: list[Tool] = Field(
        default_factory=list,
        description="The interactive tools, whose result the server computes from a form sent without JavaScript.",
    )
    lead_retention_years: int = Field(
        ge=1,
        description="Years a lead is kept: site.yaml `lead_retention_years`, the period the privacy "
        "policy states and `bibliotheque leads purge` applies; the admin's leads screen shows it.",
    )

    @classmethod
    def read(cls, dist: Path) -> SiteManifest:
        return cls.model_validate_json((dist / MANIFEST).read_bytes())

    def write(self, dist: Path) -> None:
        (dist / MANIFEST).write_text(self.model_dump_json(indent=1), encoding="utf-8")
