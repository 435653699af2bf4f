"""The built site's files by URL path, with their headers ready, from what the build recorded.

Starlette's StaticFiles measured ~100× slower than nginx on this machine; headers ready to send
and bodies from memory are what let a Python server come close (DESIGN §3b). A large library does
not fit in memory (issue 35), so:

- start-up reads `dist/_site.json` and nothing else: its file table (`SiteManifest.files`) gives
  each file's ETag, length, modification time and precomputed `.br`/`.gz` variants;
- a body is read from dist/ when asked: a hashed asset's (immutable) is then kept for good,
  every other (pages, their data, images, documents) through `HOT`, the bodies read lately up to
  `HOT_BYTES` (the rest stays in the OS's page cache);
- a body read from disk (or a 304 answered for one not held) is checked against its record, its
  file's size and modification time (fstat of the file read, or one stat): a file rewritten by a
  build under a live server is described again from disk (ETag, length, variants) rather than sent
  with the old headers. A body held in `HOT` matched its record when read, so it is sent as it
  was, with its own headers, until the manifest changes: the manifest is looked at at most once a
  second (`CHECK_SECONDS`), and a new one replaces the file table in place and empties `HOT`, so a
  rebuild is served without a restart.
"""

from __future__ import annotations

import json
import mimetypes
import os
import time
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from bibliotheque.built_site import (
    MANIFEST,
    FileDownload,
    RouteFamily,
    SiteManifest,
    describe_file,
    entity_tag,
    file_table,
    script_hashes,
    style_hashes,
)
from bibliotheque.content.models.tools import Tool
from bibliotheque.server.compression import PAGES, Levels
from bibliotheque.server.security import content_security_policy, security_headers

Headers = list[tuple[bytes, bytes]]

_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".data": "text/x-script",
    ".xml": "application/xml; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".csv": "text/csv; charset=utf-8",
    ".svg": "image/svg+xml",
    ".woff2": "font/woff2",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".webmanifest": "application/manifest+json",
}
# Files whose name says more than their suffix: the feeds and llms.txt (pipeline/discovery.py).
_NAMED_TYPES = {
    "rss.xml": "application/rss+xml; charset=utf-8",
    "feed.json": "application/feed+json; charset=utf-8",
    "llms.txt": "text/markdown; charset=utf-8",
}
# Hashed names: a new content is a new address. Every other file is revalidated (no-cache, ETag).
IMMUTABLE_PREFIXES = ("/assets/", "/_admin/assets/")
ADMIN_SHELL = "_admin/index.html"


# Bodies read from dist/ lately, kept up to this many bytes per process (issue 35): the pages
# being read answer from memory; the rest of a large library stays on disk (and in the OS cache).
# 16 MiB holds ~400 article pages in brotli (~40 kB each) or ~50 raw.
HOT_BYTES = 16 * 2**20
# Seconds between two looks at the manifest's modification time (a rebuild's new file table).
CHECK_SECONDS = 1.0


def _read_if(path: str, size: int, mtime_ns: int) -> bytes | None:
    """The body at `path` when the file has this size and modification time; None otherwise
    (missing, or rewritten since it was recorded)."""
    try:
        with open(path, "rb", buffering=0) as file:
            found = os.fstat(file.fileno())
            if found.st_size != size or found.st_mtime_ns != mtime_ns:
                return None
            body = file.read()
    except OSError:
        return None
    return body if len(body) == size else None


def _unchanged(path: str, size: int, mtime_ns: int) -> bool:
    try:
        found = os.stat(path)
    except OSError:
        return False
    return found.st_size == size and found.st_mtime_ns == mtime_ns


class _HotBodies:
    """The bodies read from disk lately, least recently used out first, up to `limit` bytes."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.size = 0
        self.items: OrderedDict[str, tuple[int, bytes]] = OrderedDict()  # path → (mtime_ns, body)

    def holds(self, path: str, size: int, mtime_ns: int) -> bool:
        kept = self.items.get(path)
        return kept is not None and kept[0] == mtime_ns and len(kept[1]) == size

    def read(self, path: str, size: int, mtime_ns: int) -> bytes | None:
        """The body at `path` if the file has this size and modification time, else None. A body
        held was checked so when read: it is answered without a stat (8 µs here, twice the rest
        of a request), and stays until the manifest changes (`SiteFiles.follow` empties this)."""
        if self.holds(path, size, mtime_ns):
            self.items.move_to_end(path)
            return self.items[path][1]
        body = _read_if(path, size, mtime_ns)
        if body is None:
            return None
        if path in self.items:
            self.size -= len(self.items.pop(path)[1])
        if len(body) <= self.limit // 8:
            self.items[path] = (mtime_ns, body)
            self.size += len(body)
            while self.size > self.limit:
                _, (_, old) = self.items.popitem(last=False)
                self.size -= len(old)
        return body

    def clear(self) -> None:
        self.items.clear()
        self.size = 0


HOT = _HotBodies(HOT_BYTES)


_SUFFIXES = {None: "", b"br": ".br", b"gzip": ".gz"}


class Variant:
    """One encoding of a file: its body in memory (a page the server made), or its file in dist/
    (`path`: the file's, shared by its variants; `.br`/`.gz` added by encoding) with the size and
    modification time recorded, read when asked: kept for good once read when `keep` (the hashed
    assets), else through `HOT`."""

    __slots__ = ("_body", "encoding", "head", "keep", "mtime_ns", "path", "size")

    def __init__(
        self,
        head: tuple[tuple[bytes, bytes], ...],
        encoding: bytes | None,
        size: int,
        *,
        body: bytes | None = None,
        path: str = "",
        mtime_ns: int = 0,
        keep: bool = False,
    ) -> None:
        self.head = head  # the file's headers, shared by its variants
        self.encoding = encoding
        self.size = size
        self._body = body
        self.path = path
        self.mtime_ns = mtime_ns
        self.keep = keep

    @property
    def headers(self) -> Headers:
        headers = [*self.head, (b"content-length", str(self.size).encode())]
        if self.encoding:
            headers.append((b"content-encoding", self.encoding))
        return headers

    def read(self) -> bytes | None:
        """The body as recorded; None when the file on disk is no longer that one (a rebuild)."""
        if self._body is not None:
            return self._body
        path = self.path + _SUFFIXES[self.encoding]
        if not self.keep:
            return HOT.read(path, self.size, self.mtime_ns)
        body = _read_if(path, self.size, self.mtime_ns)
        if body is not None:
            self._body = body
        return body

    def unchanged(self) -> bool:
        """The file on disk was the one recorded when its body was read (held: no stat), or is now (one stat)."""
        if self._body is not None:
            return True
        path = self.path + _SUFFIXES[self.encoding]
        return HOT.holds(path, self.size, self.mtime_ns) or _unchanged(path, self.size, self.mtime_ns)

    @property
    def body(self) -> bytes:
        """The body as it is now, recorded or not: for pages the server fills in (search, filters,
        forms), which send their own length and no ETag."""
        body = self.read()
        return body if body is not None else Path(self.path + _SUFFIXES[self.encoding]).read_bytes()

    @property
    def in_memory(self) -> bool:
        """Held once read (the hashed assets, a page the server made), rather than read through `HOT`."""
        return self.keep or self._body is not None


@dataclass(slots=True)
class SiteFile:
    """One file, in each encoding it exists in. `relative`: its path inside dist/ ("" for a page
    the server made)."""

    identity: Variant
    br: Variant | None = None
    gzip: Variant | None = None
    etag: bytes = b""
    is_html: bool = False
    relative: str = ""

    def pick(self, accept_encoding: str) -> Variant:
        for encoding in accepted_encodings(accept_encoding):
            if encoding == "br" and self.br is not None:
                return self.br
            if encoding == "gzip" and self.gzip is not None:
                return self.gzip
            if encoding == "identity":
                break
        return self.identity

    def take(self, other: SiteFile) -> None:
        """Becomes `other` in place (the router, the form pages hold this object)."""
        self.identity, self.br, self.gzip = other.identity, other.br, other.gzip
        self.etag, self.is_html, self.relative = other.etag, other.is_html, other.relative


_OURS = ("br", "gzip", "identity")  # also the order of preference at equal weights


@lru_cache(maxsize=1024)
def accepted_encodings(header: str) -> tuple[str, ...]:
    """Our encodings that an `Accept-Encoding` value accepts (q > 0), best first (RFC 9110 §12.5.3).

    Without the header, or with one naming none of ours, identity is the answer; `*` stands for
    every encoding not named; `x-gzip` is gzip. Identity not named comes last (as in nginx).
    """
    weights: dict[str, float] = {}
    for item in header.split(","):
        name, _, params = item.partition(";")
        name = name.strip().lower()
        if not name:
            continue
        weight = 1.0
        for param in params.split(";"):
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    weight = min(max(float(value.strip()), 0.0), 1.0)
                except ValueError:
                    weight = 0.0
        weights["gzip" if name == "x-gzip" else name] = weight
    star = weights.get("*")
    default = {"br": star or 0.0, "gzip": star or 0.0, "identity": 0.001}
    ranked = [(weights.get(name, default[name]), -rank, name) for rank, name in enumerate(_OURS)]
    return tuple(name for weight, _, name in sorted(ranked, reverse=True) if weight > 0)


def etag_matches(if_none_match: bytes, etag: bytes) -> bool:
    """`If-None-Match` (a list, weak tags, or `*`) names this entity tag (weak comparison)."""
    if if_none_match.strip() == b"*":
        return True
    for tag in if_none_match.split(b","):
        tag = tag.strip()
        if tag.startswith(b"W/"):
            tag = tag[2:]
        if tag == etag:
            return True
    return False


@dataclass
class SiteFiles:
    """Every file of dist/ by URL path, and the manifest the build wrote."""

    files: dict[str, SiteFile] = field(default_factory=dict)
    families: list[RouteFamily] = field(default_factory=list)
    redirects: dict[str, str] = field(default_factory=dict)
    langs: list[str] = field(default_factory=list)
    # Years a lead is kept (site.yaml, through the manifest); None: no built site (an API alone).
    lead_retention_years: int | None = None
    # The owner's view (decision 007): one HTML file for /admin and /admin/*, never cached nor indexed.
    admin_shell: SiteFile | None = None
    # The interactive tools, as the content defines them (server/tool_pages.py).
    tools: list[Tool] = field(default_factory=list)
    # Each resource's title by language (fr, en), by slug (the admin's lead detail).
    resource_titles: dict[str, dict[str, str]] = field(default_factory=dict)
    # The files of the resources given against an e-mail, by slug then language (the lead API's answer).
    gated_downloads: dict[str, dict[str, list[FileDownload]]] = field(default_factory=dict)
    # The folder followed, and the manifest's (mtime, size, inode) when read.
    dist: Path | None = None
    manifest_stamp: tuple[int, int, int] | None = None
    check_seconds: float = CHECK_SECONDS
    next_check: float = 0.0

    def follow(self) -> None:
        """At most every `check_seconds`: when the manifest changed (a rebuild finished), the new
        file table replaces the old one, in place. A manifest missing or half-written (a build
        under way) is looked at again later; routes, redirects and tools stay as at start."""
        now = time.monotonic()
        if self.dist is None or now < self.next_check:
            return
        self.next_check = now + self.check_seconds
        try:
            found = os.stat(self.dist / MANIFEST)
        except OSError:
            return
        if (found.st_mtime_ns, found.st_size, found.st_ino) == self.manifest_stamp:
            return
        try:
            fresh = load_site(self.dist)
        except (OSError, ValueError, KeyError, TypeError):  # half-written or not ours: later
            return
        self.manifest_stamp = fresh.manifest_stamp
        for url in [url for url in self.files if url not in fresh.files]:
            del self.files[url]
        for url, file in fresh.files.items():
            if url in self.files:
                self.files[url].take(file)
            else:
                self.files[url] = file
        if self.admin_shell is not None and fresh.admin_shell is not None:
            self.admin_shell.take(fresh.admin_shell)
        else:
            self.admin_shell = fresh.admin_shell
        HOT.clear()

    def refresh(self, file: SiteFile) -> bool:
        """`file` described again from disk (rewritten since the manifest was read); False when
        it is missing (a build under way removed it)."""
        if self.dist is None or not file.relative:
            return False
        path = self.dist / file.relative
        record = describe_file(path)
        if record is None:
            return False
        scripts: list[str] | None = None
        styles: list[str] = []
        if path.suffix == ".html":
            try:
                html = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                return False
            scripts, styles = script_hashes(html), style_hashes(html)
        file.take(_site_file(str(self.dist), file.relative, record.model_dump(), scripts, styles, {}))
        return True


def _url_paths(relative: str) -> list[str]:
    """The URL paths a file answers: `fr/x/index.html` → `/fr/x` (the slash variant is handled by the caller)."""
    if relative == "index.html":
        return []  # the SPA fallback: never served, `/` redirects
    if relative.endswith("/index.html"):
        return ["/" + relative.removesuffix("/index.html")]
    return ["/" + relative]


def _read_manifest(dist: Path) -> tuple[SiteManifest, dict[str, dict[str, Any]] | None]:
    """The manifest, its file table (`SiteManifest.files`) left as parsed JSON: as `FileRecord`
    models, the 15,128 files of a 1,000-article library held 43 MiB that the parse never gave
    back to the system, as dicts 16 MiB (issue 35)."""
    raw = json.loads((dist / MANIFEST).read_bytes())
    table = raw.pop("files", None) if isinstance(raw, dict) else None
    manifest = SiteManifest.model_validate(raw)
    if table is not None and not isinstance(table, dict):
        raise ValueError(f"{dist / MANIFEST}: files is not an object")
    return manifest, table


def load_site(dist: Path) -> SiteFiles:
    """The site of `dist/` from its manifest: no body is read (but for a manifest without a file
    table)."""
    try:
        found = os.stat(dist / MANIFEST)
        stamp = (found.st_mtime_ns, found.st_size, found.st_ino)
    except OSError:
        stamp = None
    manifest, table = _read_manifest(dist)
    site = SiteFiles(
        families=manifest.families,
        redirects=manifest.redirects,
        langs=manifest.langs,
        tools=manifest.tools,
        resource_titles=manifest.resource_titles,
        gated_downloads=manifest.gated_downloads,
        lead_retention_years=manifest.lead_retention_years,
        dist=dist,
        manifest_stamp=stamp,
    )
    if table is None:
        table = {relative: record.model_dump() for relative, record in file_table(dist).items()}
    heads: dict[tuple[str, bytes, str, bool], tuple[tuple[bytes, bytes], ...]] = {}
    root = str(dist)
    for relative, record in table.items():
        key = "/" + relative
        scripts = manifest.script_hashes.get(key, []) if relative.endswith(".html") else None
        styles = manifest.style_hashes.get(key, [])
        if relative == ADMIN_SHELL:
            site.admin_shell = _site_file(root, relative, record, scripts, styles, heads)
            continue
        for url in _url_paths(relative):
            site.files[url] = _site_file(root, relative, record, scripts, styles, heads)
    return site


def _etag(body: bytes) -> bytes:
    return entity_tag(body).encode()


def _shared(content_type: str, cache: bytes, csp: str, admin: bool) -> tuple[tuple[bytes, bytes], ...]:
    """The headers that do not depend on the body: equal for files of one kind (but an HTML
    page's policy, which names its inline scripts)."""
    headers = [(b"content-type", content_type.encode()), (b"cache-control", cache), *security_headers(csp)]
    if admin:
        headers.append((b"x-robots-tag", b"noindex, nofollow"))
    return tuple(headers)


def _site_file(
    root: str,
    relative: str,
    record: dict[str, Any],
    scripts: list[str] | None,
    styles: Sequence[str],
    heads: dict[tuple[str, bytes, str, bool], tuple[tuple[bytes, bytes], ...]],
) -> SiteFile:
    """A file of dist/ from its record (a `FileRecord` as JSON); `heads` shares equal headers
    between files."""
    name = relative.rsplit("/", 1)[-1]
    suffix = os.path.splitext(name)[1]
    admin = relative == ADMIN_SHELL
    url = "/" + relative
    content_type = (
        _NAMED_TYPES.get(name)
        or _TYPES.get(suffix)
        or mimetypes.guess_type(name)[0]
        or "application/octet-stream"
    )
    immutable = url.startswith(IMMUTABLE_PREFIXES) and not admin
    cache = b"no-store" if admin else b"public, max-age=31536000, immutable" if immutable else b"no-cache"
    is_html = suffix == ".html"
    csp = content_security_policy(scripts if is_html else None, styles)
    kind = (content_type, cache, csp, admin)
    shared = heads.get(kind) or heads.setdefault(kind, _shared(*kind))
    etag = str(record["etag"]).encode()
    br, gz = record.get("br"), record.get("gz")
    head = (*shared, (b"etag", etag))
    if br is not None or gz is not None:
        head += ((b"vary", b"accept-encoding"),)
    path = os.path.join(root, relative)

    def variant(stamp: dict[str, Any], encoding: bytes | None) -> Variant:
        return Variant(
            head, encoding, int(stamp["size"]), path=path, mtime_ns=int(stamp["mtime_ns"]), keep=immutable
        )

    return SiteFile(
        identity=variant(record, None),
        br=variant(br, b"br") if br is not None else None,
        gzip=variant(gz, b"gzip") if gz is not None else None,
        etag=etag,
        is_html=is_html,
        relative=relative,
    )


def _variant(data: bytes, head: tuple[tuple[bytes, bytes], ...], encoding: bytes | None) -> Variant:
    return Variant(head, encoding, len(data), body=data)


def made_page(body: bytes, headers: Headers, levels: Levels = PAGES) -> SiteFile:
    """A page the server made from a prerendered one, held like a file of dist/: its ETag, and
    brotli and gzip variants at the levels of the build's pages. `headers`: the prerendered
    file's, without its length, ETag, encoding or Vary."""
    etag = _etag(body)
    head = (*headers, (b"etag", etag), (b"vary", b"accept-encoding"))
    return SiteFile(
        identity=_variant(body, head, None),
        br=_variant(levels.encode(body, ".br"), head, b"br"),
        gzip=_variant(levels.encode(body, ".gz"), head, b"gzip"),
        etag=etag,
        is_html=True,
    )
