"""What a build leaves in dist/ for others to read: the contracts between the build and its readers.

- `SiteManifest`, `dist/_site.json`: written by the build (pipeline/manifest.py), read by the
  server (server/site_files.py) and the nginx configuration (deploy/nginx.py); its `files`
  (`FileRecord`, made by `describe_file`) give each file's ETag, length and encodings, so that
  the server starts without reading a body (issue 35).
- `SearchEntry`, one entry of `dist/search/{lang}.json`: written by the build
  (pipeline/search_index.py), read by the server's search page (server/search_page.py) and the
  browser (web/src/features/search/, typed by `SearchEntry` in the generated types.ts).
- `SearchSlot`, the `data-search` attribute of the prerendered search page: written by the web
  app (web/src/features/search/search-page.tsx, typed by the generated `SearchSlot`), read by the
  server's search page to fill the slot as the browser would.
- `ResourceGateSlot`, the `data-resource-gate` attribute of a resource's e-mail gate on the
  prerendered resources page: written by the web app (web/src/shared/cards/resource-gate.tsx),
  read by the server's form posts (server/form_posts.py) to write the gate's success.
- `ToolSlot`, the `data-tool-result` attribute of a prerendered tool page: written by the web app
  (web/src/features/tools/tool-form.tsx, typed by the generated `ToolSlot`), read by the server's
  tool pages (server/tool_pages.py) to write a result as the browser shows it.

Both sides go through these models, so a field renamed on one side fails on the other.
"""

from __future__ import annotations

import base64
import hashlib
import os
import re
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


class FileFacts(BaseModel):
    """A downloadable file's figures computed by the build, without saying where it is served."""

    model_config = ConfigDict(frozen=True, json_schema_serialization_defaults_required=True)

    format: Literal["pdf", "xlsx", "csv"]
    bytes: int = Field(description="Size of the file.")
    pages: int | None = Field(description="Page count of a PDF; null for other formats.")


class FileDownload(FileFacts):
    """A file the visitor can download, with figures computed by the build."""

    url: str = Field(description="Where the file is served, e.g. /downloads/fr/x.pdf.")


class Stamp(BaseModel):
    """A file's size and modification time as the build left it: what the server checks (one
    stat) before it sends the body, so that a file rewritten since is never sent with the
    length and ETag of the one before."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    size: int = Field(ge=0, description="Bytes.")
    mtime_ns: int = Field(description="Modification time, nanoseconds since the epoch.")


class FileRecord(Stamp):
    """One file of dist/ and its precomputed encodings, as the build wrote them."""

    etag: str = Field(description='Entity tag: the first 20 hex digits of the body\'s SHA-256, quoted ("…").')
    br: Stamp | None = Field(default=None, description="Its brotli variant (`NAME.br`); null: none.")
    gz: Stamp | None = Field(default=None, description="Its gzip variant (`NAME.gz`); null: none.")


ENCODED = (".br", ".gz")  # the variants written beside a file, never files of their own


def entity_tag(body: bytes, digest: str | None = None) -> str:
    """The ETag of a body (`digest`: its SHA-256 in hex, when already computed)."""
    return '"' + (digest or hashlib.sha256(body).hexdigest())[:20] + '"'


def _stamp(path: Path) -> Stamp | None:
    try:
        found = os.stat(path)
    except FileNotFoundError:
        return None
    return Stamp(size=found.st_size, mtime_ns=found.st_mtime_ns)


def describe_file(path: Path, digest: str | None = None) -> FileRecord | None:
    """`path` as it is now, with its `.br` and `.gz` (`digest`: the body's SHA-256, when known,
    saves reading it); None when it is missing."""
    try:
        with open(path, "rb") as file:
            found = os.fstat(file.fileno())
            etag = entity_tag(b"", digest) if digest else entity_tag(file.read())
    except FileNotFoundError:
        return None
    return FileRecord(
        size=found.st_size,
        mtime_ns=found.st_mtime_ns,
        etag=etag,
        br=_stamp(path.with_name(path.name + ".br")),
        gz=_stamp(path.with_name(path.name + ".gz")),
    )


def file_table(dist: Path, digests: dict[Path, str] | None = None) -> dict[str, FileRecord]:
    """Every file of `dist` as it is now (`digests`: SHA-256 of bodies already hashed, by path)."""
    table: dict[str, FileRecord] = {}
    for path in sorted(dist.rglob("*")):
        if path.suffix in ENCODED or path.name == MANIFEST or not path.is_file():
            continue
        record = describe_file(path, (digests or {}).get(path))
        if record is not None:
            table[path.relative_to(dist).as_posix()] = record
    return table


_INLINE_SCRIPT = re.compile(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", re.DOTALL)
_INLINE_STYLE = re.compile(r"<style[^>]*>(.*?)</style>", re.DOTALL)


def _hashes(pattern: re.Pattern[str], html: str) -> list[str]:
    return [
        "'sha256-" + base64.b64encode(hashlib.sha256(body.encode()).digest()).decode() + "'"
        for body in pattern.findall(html)
        if body.strip()
    ]


def script_hashes(html: str) -> list[str]:
    """CSP source expressions for every inline script of `html`."""
    return _hashes(_INLINE_SCRIPT, html)


def style_hashes(html: str) -> list[str]:
    """CSP source expressions for every inline stylesheet (`<style>`) of `html`."""
    return list(dict.fromkeys(_hashes(_INLINE_STYLE, html)))


class SiteManifest(BaseModel):
    """`dist/_site.json`: what the server needs beyond the files."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    families: list[RouteFamily] = Field(description="Route families, for real 404s.")
    redirects: dict[str, str] = Field(description="Redirects by path, e.g. /fr/demo → the trial, with UTM.")
    script_hashes: dict[str, list[str]] = Field(
        description="CSP source expressions of each HTML file's inline scripts, by file path (/fr/index.html)."
    )
    style_hashes: dict[str, list[str]] = Field(
        default_factory=dict,
        description="CSP source expressions of each HTML file's inline stylesheets, by file path.",
    )
    langs: list[str] = Field(description="The site's languages, the first being the default.")
    tools: list[Tool] = Field(
        default_factory=list,
        description="The interactive tools, whose result the server computes from a form sent without JavaScript.",
    )
    resource_titles: dict[str, dict[str, str]] = Field(
        default_factory=dict,
        description="Each resource's title by language (fr, en), by slug: the admin names the resource a lead asked for.",
    )
    gated_downloads: dict[str, dict[str, list[FileDownload]]] = Field(
        default_factory=dict,
        description="The files of each resource given against an e-mail (access_level email), by "
        "slug then language, main file first: the lead API gives them once the address is stored; "
        "no page names them (issue 33, point 3).",
    )
    lead_retention_years: int = Field(
        ge=1,
        description="Years a lead is kept: site.yaml `lead_retention_years`, the period the privacy "
        "policy states and `bibliotheque leads purge` applies; the admin's leads screen shows it.",
    )
    files: dict[str, FileRecord] | None = Field(
        default=None,
        description="Every file of dist/ but this one and the `.br`/`.gz` variants, by path inside "
        "dist/ (fr/index.html), as the build left it: the server's ETags and lengths without reading "
        "a body. Null: not recorded (a folder written by hand), the server reads the files at start.",
    )

    @classmethod
    def read(cls, dist: Path) -> SiteManifest:
        return cls.model_validate_json((dist / MANIFEST).read_bytes())

    def write(self, dist: Path) -> None:
        """Written whole then renamed: a server following the folder never reads half of it."""
        partial = dist / f"{MANIFEST}.{os.getpid()}.partial"
        partial.write_text(self.model_dump_json(indent=1), encoding="utf-8")
        partial.replace(dist / MANIFEST)


class SearchClasses(BaseModel):
    """The classes of the search results' markup, so that the server writes what the browser does."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    summary: str
    hint: str
    list: str
    link: str
    head: str
    title: str
    badge: str
    description: str
    nav: str
    pageLink: str


class SearchSlot(BaseModel):
    """What the prerendered search page tells the server in its results slot (`data-search`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    index: str = Field(description="URL of the language's search index.")
    min_chars: int = Field(description="Characters (once trimmed) from which results show.")
    per_page: int = Field(description="Results on a page.")
    strings: dict[str, str] = Field(
        description="The page's translated strings by key: hint, count.one, range, type.article…"
    )
    classes: SearchClasses


class ToolClasses(BaseModel):
    """The classes of a tool's result markup, so that the server writes what the browser shows."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    slot: str
    card: str
    status: str
    heading: str
    hiddenHeading: str
    subheading: str
    headlines: str
    headline: str
    headlineLabel: str
    headlineValue: str
    how: str
    howItem: str
    howLabel: str
    howExplain: str
    howValue: str
    score: str
    scoreLabel: str
    scoreValue: str
    scoreOutOf: str
    table: str
    th: str
    td: str
    prose: str
    bullets: str
    numbers: str
    item: str
    edit: str
    errors: str
    errorsTitle: str
    errorsList: str
    errorLink: str
    errorMessage: str


class ToolStrings(BaseModel):
    """The translated UI strings of a tool's result, of its answers' problems and of the notice
    that a lead-capturing tool's result follows the e-mail step (decision 018)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    calculated: str
    scored: str
    figures: str
    how: str
    score_label: str
    out_of: str
    dimensions: str
    dimension: str
    dimension_score: str
    recommendations: str
    next_steps: str
    edit: str
    errors_title: str
    error_select: str
    error_range: str
    email_status: str
    email_ready: str
    email_step: str
    email_go: str


class ToolSlot(BaseModel):
    """What a prerendered tool page tells the server in its result slot (`data-tool-result`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(description="Id of what the server writes: the form's action ends with it as a fragment.")
    email_id: str = Field(
        description="Id of the form's e-mail step (a lead-capturing tool), which the server's notice links to."
    )
    classes: ToolClasses
    strings: ToolStrings = Field(description="`scored` holds {score}; `error_range` holds {min} and {max}.")


class ResourceGateClasses(BaseModel):
    """The classes of a resource gate's success markup, so that the server writes what the browser shows."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    box: str
    ready: str
    main: str
    other: str


class GateFile(BaseModel):
    """One file of a gated resource as its link reads, in the order of the lead API's `downloads`."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    label: str = Field(description="The link's text: « Télécharger », « Version CSV ».")
    facts: str = Field(description="« PDF · 18 pages · 151 Ko ».")


class ResourceGateSlot(BaseModel):
    """What a prerendered resource gate tells the server (`data-resource-gate`): once the gate's
    form, posted without JavaScript, has stored the lead, the server writes the gate's success with
    the links to the files the lead API answered (server/form_posts.py)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    slug: str = Field(description="The resource's slug.")
    title: str = Field(description="The resource's title, read after each link by screen readers.")
    ready: str = Field(description="The sentence above the links.")
    files: list[GateFile]
    classes: ResourceGateClasses
