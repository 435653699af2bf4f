"""The built site held in memory, with precomputed headers per encoding.

Starlette's StaticFiles measured ~100× slower than nginx on this machine; holding every
file and its `.br`/`.gz` variants in memory, with headers ready to send, is what lets a
Python server come close (DESIGN §3b).
"""

from __future__ import annotations

import hashlib
import mimetypes
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from bibliotheque.built_site import MANIFEST, FileDownload, RouteFamily, SiteManifest
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
HOT_BYTES = 48 * 2**20


class _HotBodies:
    """The bodies read from disk lately, least recently used out first, up to `limit` bytes."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.size = 0
        self.items: OrderedDict[Path, bytes] = OrderedDict()

    def read(self, path: Path) -> bytes:
        body = self.items.get(path)
        if body is not None:
            self.items.move_to_end(path)
            return body
        body = path.read_bytes()
        if len(body) <= self.limit // 8:
            self.items[path] = body
            self.size += len(body)
            while self.size > self.limit:
                _, old = self.items.popitem(last=False)
                self.size -= len(old)
        return body


HOT = _HotBodies(HOT_BYTES)


class Variant:
    """One encoding of a file: its body held in memory, or its path in dist/, read when asked
    (through `HOT`). Only the hashed assets and the admin shell are held: the pages, their data,
    images and documents stay on disk, so the server's memory does not grow with the library
    (issue 35). The ETag and content-length are computed at load, as before."""

    __slots__ = ("_body", "headers")

    def __init__(self, body: bytes | Path, headers: Headers) -> None:
        self._body = body
        self.headers = headers

    @property
    def body(self) -> bytes:
        return self._body if isinstance(self._body, bytes) else HOT.read(self._body)

    @property
    def in_memory(self) -> bool:
        return isinstance(self._body, bytes)


@dataclass
class SiteFile:
    """One file, in each encoding it exists in."""

    identity: Variant
    br: Variant | None = None
    gzip: Variant | None = None
    etag: bytes = b""
    is_html: bool = False

    def pick(self, accept_encoding: str) -> Variant:
        for encoding in accepted_encodings(accept_encoding):
            if encoding == "br" and self.br is not None:
                return self.br
            if encoding == "gzip" and self.gzip is not None:
                return self.gzip
            if encoding == "identity":
                break
        return self.identity


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
    # Each resource's title by language, by slug (the admin's lead detail).
    resource_titles: dict[str, dict[str, str]] = field(default_factory=dict)
    # The files of the resources given against an e-mail, by slug then language (the lead API's answer).
    gated_downloads: dict[str, dict[str, list[FileDownload]]] = field(default_factory=dict)


def _url_paths(relative: str) -> list[str]:
    """The URL paths a file answers: `fr/x/index.html` → `/fr/x` (the slash variant is handled by the caller)."""
    if relative == "index.html":
        return []  # the SPA fallback: never served, `/` redirects
    if relative.endswith("/index.html"):
        return ["/" + relative.removesuffix("/index.html")]
    return ["/" + relative]


def load_site(dist: Path) -> SiteFiles:
    """Read `dist/` into memory."""
    manifest = SiteManifest.read(dist)
    hashes = manifest.script_hashes
    site = SiteFiles(
        families=manifest.families,
        redirects=manifest.redirects,
        langs=manifest.langs,
        tools=manifest.tools,
        resource_titles=manifest.resource_titles,
        gated_downloads=manifest.gated_downloads,
        lead_retention_years=manifest.lead_retention_years,
    )
    for path in sorted(dist.rglob("*")):
        if not path.is_file() or path.suffix in (".br", ".gz") or path.name == MANIFEST:
            continue
        relative = path.relative_to(dist).as_posix()
        if relative == ADMIN_SHELL:
            site.admin_shell = _load_file(path, "/admin", [], admin=True)
            continue
        for url in _url_paths(relative):
            key = "/" + relative
            site.files[url] = _load_file(path, url, hashes.get(key, []), manifest.style_hashes.get(key, []))
    return site


def _etag(body: bytes) -> bytes:
    return b'"' + hashlib.sha256(body).hexdigest()[:20].encode() + b'"'


def _variant(data: bytes | Path, base: Headers, encoding: bytes | None) -> Variant:
    size = len(data) if isinstance(data, bytes) else data.stat().st_size
    headers = [*base, (b"content-length", str(size).encode())]
    if encoding:
        headers.append((b"content-encoding", encoding))
    return Variant(data, headers)


def made_page(body: bytes, headers: Headers, levels: Levels = PAGES) -> SiteFile:
    """A page the server made from a prerendered one, held like a file of dist/: its ETag, and
    brotli and gzip variants at the levels of the build's pages. `headers`: the prerendered
    file's, without its length, ETag, encoding or Vary."""
    etag = _etag(body)
    base = [*headers, (b"etag", etag), (b"vary", b"accept-encoding")]
    return SiteFile(
        identity=_variant(body, base, None),
        br=_variant(levels.encode(body, ".br"), base, b"br"),
        gzip=_variant(levels.encode(body, ".gz"), base, b"gzip"),
        etag=etag,
        is_html=True,
    )


def _load_file(
    path: Path, url: str, script_hashes: list[str], style_hashes: Sequence[str] = (), *, admin: bool = False
) -> SiteFile:
    body = path.read_bytes()
    suffix = path.suffix
    content_type = (
        _NAMED_TYPES.get(path.name)
        or _TYPES.get(suffix)
        or mimetypes.guess_type(path.name)[0]
        or "application/octet-stream"
    )
    etag = _etag(body)
    is_html = suffix == ".html"
    cache = b"public, max-age=31536000, immutable" if url.startswith(IMMUTABLE_PREFIXES) else b"no-cache"
    csp = content_security_policy(script_hashes if is_html else None, style_hashes)
    base: Headers = [
        (b"content-type", content_type.encode()),
        (b"cache-control", b"no-store" if admin else cache),
        (b"etag", etag),
        *security_headers(csp),
    ]
    if admin:
        base.append((b"x-robots-tag", b"noindex, nofollow"))
    compressible = path.with_name(path.name + ".br").exists() or path.with_name(path.name + ".gz").exists()
    if compressible:
        base.append((b"vary", b"accept-encoding"))

    br, gz = path.with_name(path.name + ".br"), path.with_name(path.name + ".gz")
    # Every body but the hashed assets' and the admin shell's stays on disk (Variant).
    on_disk = not admin and not url.startswith(IMMUTABLE_PREFIXES)
    item = SiteFile(identity=_variant(path if on_disk else body, base, None), etag=etag, is_html=is_html)
    if br.exists():
        item.br = _variant(br if on_disk else br.read_bytes(), base, b"br")
    if gz.exists():
        item.gzip = _variant(gz if on_disk else gz.read_bytes(), base, b"gzip")
    return item
