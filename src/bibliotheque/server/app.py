"""The ASGI application: static site from memory in front, FastAPI for /api behind it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from fastapi import FastAPI
from starlette.types import Receive, Scope, Send

from bibliotheque.admin.api import include_admin
from bibliotheque.audience.api import include_audience
from bibliotheque.audience.events import KnownPages
from bibliotheque.audience.settings import AudienceSettings, get_audience_settings
from bibliotheque.built_site import FileDownload
from bibliotheque.client_errors.api import include_client_errors
from bibliotheque.content.models.tools import Tool
from bibliotheque.deliveries.service import include_deliveries, outbox_for
from bibliotheque.deliveries.settings import DeliverySettings, get_delivery_settings
from bibliotheque.http.client_address import forwarded_https
from bibliotheque.leads.api import include_leads
from bibliotheque.leads.fast_path import LeadsFirstAPI
from bibliotheque.leads.store import LeadStore
from bibliotheque.server.compression import encode_for
from bibliotheque.server.filter_pages import FilterPages
from bibliotheque.server.form_posts import FormPosts, is_form_post
from bibliotheque.server.language import NEGOTIATED_HEADERS, preferred_language
from bibliotheque.server.routing import Found, Redirect, Router
from bibliotheque.server.search_page import SearchPages
from bibliotheque.server.security import (
    HSTS,
    api_security_headers,
    content_security_policy,
    security_headers,
)
from bibliotheque.server.settings import ServerSettings, get_server_settings
from bibliotheque.server.site_files import SiteFiles, accepted_encodings, etag_matches, load_site
from bibliotheque.server.tool_pages import ToolPages
from bibliotheque.settings.server import LeadSettings, get_settings

_REDIRECT_HEADERS = security_headers(content_security_policy(None))
_METHOD_NOT_ALLOWED = [(b"allow", b"GET, HEAD"), (b"content-length", b"0"), *_REDIRECT_HEADERS]
_TOO_MANY_HEADERS = [(b"content-length", b"0"), (b"connection", b"close"), *_REDIRECT_HEADERS]
# A file of the site missing while a build rewrites dist/ under the server: try again shortly.
_REBUILDING = [(b"retry-after", b"1"), (b"content-length", b"0"), *_REDIRECT_HEADERS]


def create_api(
    settings: LeadSettings | None = None,
    server: ServerSettings | None = None,
    deliveries: DeliverySettings | None = None,
    pages: KnownPages | None = None,
    audience: AudienceSettings | None = None,
    lead_retention_years: int | None = None,
    tools: Sequence[Tool] = (),
    resource_titles: Mapping[str, Mapping[str, str]] | None = None,
    gated_downloads: Mapping[str, Mapping[str, Sequence[FileDownload]]] | None = None,
) -> FastAPI:
    """The API. Settings default to the environment's; the database is opened on first use.

    `pages`: the site's pages, the only paths `POST /api/events` counts (none without a site).
    `lead_retention_years`: the built site's, which the admin shows (None without a site)."""
    server = server or get_server_settings()
    api = LeadsFirstAPI(
        title="Bibliothèque PME",
        version="1",
        # Swagger UI runs scripts from a CDN: never on the production origin unless asked for.
        docs_url="/api/docs" if server.api_docs else None,
        redoc_url=None,
        openapi_url="/api/openapi.json",
        # Starlette's slash redirect builds its Location from the Host header: a 404 instead.
        redirect_slashes=False,
    )

    @api.get("/api/health", summary="Liveness check")
    async def health() -> dict[str, str]:
        return {"status": "ok"}

    settings = settings or get_settings()
    deliveries = deliveries or get_delivery_settings()
    store = include_leads(
        api, settings, LeadStore.open(settings, outbox_for(deliveries)), gated_downloads=gated_downloads
    )
    include_deliveries(api, store.engine, deliveries)
    guard = include_admin(
        api,
        store.engine,
        settings,
        lead_retention_years=lead_retention_years,
        tools=tools,
        resource_titles=resource_titles,
    )
    include_client_errors(api, store, settings, guard)
    pages = pages or KnownPages(frozenset(), ())
    include_audience(api, store, pages, audience or get_audience_settings(), settings)
    return api


def known_pages(site: SiteFiles) -> KnownPages:
    """The site's HTML pages (not-found pages and the admin shell left out) and its tools."""
    paths = {path for path, file in site.files.items() if file.is_html and "__not-found" not in path}
    return KnownPages(frozenset(paths), tuple(site.langs), frozenset(tool.slug for tool in site.tools))


def too_large(scope: Scope, max_headers: int, max_bytes: int) -> bool:
    """A request head over the limits (`SERVE_MAX_HEADERS`, `SERVE_MAX_HEADER_BYTES`), which 431
    refuses. Granian refuses a head past its HTTP/1 buffer (set to `max_bytes`) before any of it
    reaches here, but that buffer is filled a read at a time and may hold up to one read (8 KiB)
    more: the exact limit is checked here, at a few hundred nanoseconds a request."""
    headers = scope["headers"]
    if len(headers) > max_headers:
        return True
    size = len(scope["path"]) + len(scope["query_string"])
    for name, value in headers:
        size += len(name) + len(value) + 4
    return size > max_bytes


class SiteApp:
    """Serves GET/HEAD of the built site; everything under /api/ goes to the API."""

    def __init__(
        self,
        dist: Path,
        api: Any | None = None,
        settings: LeadSettings | None = None,
        server: ServerSettings | None = None,
        site: SiteFiles | None = None,
    ) -> None:
        site = site or load_site(dist)
        self.router = Router(site)
        self.search_pages = SearchPages(site)
        self.filter_pages = FilterPages(site)
        self.tool_pages = ToolPages(site)
        self.api = api or create_api(
            settings,
            server,
            pages=known_pages(site),
            lead_retention_years=site.lead_retention_years,
            tools=site.tools,
            resource_titles=site.resource_titles,
            gated_downloads=site.gated_downloads,
        )
        self.form_posts = FormPosts(
            site, self.api, (settings or get_settings()).max_body_bytes, tool_pages=self.tool_pages
        )
        server = server or get_server_settings()
        self.always_https = server.https
        self.api_docs = server.api_docs
        self.max_headers = server.max_headers
        self.max_header_bytes = server.max_header_bytes
        self.trusted_proxies = (settings or get_settings()).trusted_proxies

    def _https(self, scope: Scope) -> bool:
        """HSTS is due: TLS here, a setting saying so, or a trusted proxy's X-Forwarded-Proto."""
        return (
            self.always_https
            or scope.get("scheme") == "https"
            or forwarded_https(scope, self.trusted_proxies)
        )

    def _tls(self, scope: Scope) -> list[tuple[bytes, bytes]]:
        return [HSTS] if self._https(scope) else []

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.api(scope, receive, send)
            return
        self.router.site.follow()  # a rebuild's new file table, at most once a second
        if too_large(scope, self.max_headers, self.max_header_bytes):
            await send({"type": "http.response.start", "status": 431, "headers": _TOO_MANY_HEADERS})
            await send({"type": "http.response.body", "body": b""})
            return
        if is_form_post(scope):  # a lead form without JavaScript: 303 to a page, never JSON
            await self.form_posts(scope, receive, send, self._tls(scope))
            return
        if scope["path"].startswith("/api/"):
            await self.api(scope, receive, _with_api_headers(scope, send, self._https(scope), self.api_docs))
            return
        method = scope["method"]
        if method not in ("GET", "HEAD"):
            await send({"type": "http.response.start", "status": 405, "headers": _METHOD_NOT_ALLOWED})
            await send({"type": "http.response.body", "body": b""})
            return
        tls = self._tls(scope)
        if scope.get("query_string") and self.search_pages.handles(scope["path"]):
            body, headers = self.search_pages.render(scope["path"], scope["query_string"])
            await _send_made(scope, send, 200, body, headers + tls)
            return
        if scope.get("query_string") and self.form_posts.handles_get(scope["path"]):
            body, headers = self.form_posts.thanks(scope["path"], scope["query_string"])
            await _send_made(scope, send, 200, body, headers + tls)
            return
        computed = (
            self.tool_pages.render(scope["path"], scope["query_string"])
            if scope.get("query_string")
            else None
        )
        if computed is not None:  # a tool's questions sent without JavaScript: its result
            status, body, headers = computed
            await _send_made(scope, send, status, body, headers + tls)
            return
        filtered = (
            self.filter_pages.find(scope["path"], scope["query_string"])
            if scope.get("query_string")
            else None
        )
        if filtered is not None:  # a catalogue's filter link followed without JavaScript
            await self._send_file(scope, send, Found(filtered), tls)
            return
        outcome = self.router.resolve(scope["path"])
        if isinstance(outcome, Redirect):
            location, negotiated = outcome.location, []
            if outcome.negotiate:
                location = f"/{preferred_language(scope['headers'], self.router.site.langs)}"
                negotiated = NEGOTIATED_HEADERS
            headers = [
                (b"location", location.encode()),
                (b"content-length", b"0"),
                *negotiated,
                *_REDIRECT_HEADERS,
                *tls,
            ]
            await send({"type": "http.response.start", "status": outcome.status, "headers": headers})
            await send({"type": "http.response.body", "body": b""})
            return
        await self._send_file(scope, send, outcome, tls)

    async def _send_file(
        self, scope: Scope, send: Any, found: Found, extra: list[tuple[bytes, bytes]]
    ) -> None:
        accept = ""
        match = None
        for name, value in scope["headers"]:
            if name == b"accept-encoding":
                accept = value.decode("latin-1")
            elif name == b"if-none-match":
                match = value if match is None else match + b"," + value
        file, status = found.file, found.status
        conditional = status == 200 and match is not None
        body: bytes | None = None
        for attempt in (1, 2):
            variant = file.pick(accept)
            # The file on disk must be the one its headers describe: else (a build rewrote it
            # since the manifest was read) it is described again from disk, and while a build
            # has removed it the answer is 503.
            if conditional:
                if variant.unchanged():
                    break
            elif (body := variant.read()) is not None:
                break
            if attempt == 2 or not self.router.site.refresh(file):
                await send({"type": "http.response.start", "status": 503, "headers": _REBUILDING + extra})
                await send({"type": "http.response.body", "body": b""})
                return
        if conditional and match is not None and etag_matches(match, file.etag):
            headers = [(k, v) for k, v in file.identity.headers if k in (b"etag", b"cache-control", b"vary")]
            await send({"type": "http.response.start", "status": 304, "headers": headers + extra})
            await send({"type": "http.response.body", "body": b""})
            return
        if body is None and (body := variant.read()) is None:
            await send({"type": "http.response.start", "status": 503, "headers": _REBUILDING + extra})
            await send({"type": "http.response.body", "body": b""})
            return
        headers = variant.headers + extra
        if status == 404:
            headers = [(k, b"no-store" if k == b"cache-control" else v) for k, v in headers if k != b"etag"]
            if found.data_request:
                headers.append((b"x-remix-response", b"yes"))
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": b"" if scope["method"] == "HEAD" else body})


async def _send_made(
    scope: Scope, send: Any, status: int, body: bytes, headers: list[tuple[bytes, bytes]]
) -> None:
    """A page made for this request (search results, a thanks page, a tool's result), compressed
    as the client accepts: it is not in dist/, so it has no precompressed variant."""
    accept = next(
        (value.decode("latin-1") for name, value in scope["headers"] if name == b"accept-encoding"), ""
    )
    body, headers = encode_for(body, headers, accepted_encodings(accept))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": b"" if scope["method"] == "HEAD" else body})


def _with_api_headers(scope: Scope, send: Any, https: bool, docs: bool) -> Any:
    """`send` adding the site's security headers to the API's response (its own win)."""
    extra = api_security_headers(scope["path"], https, docs)

    async def send_with_headers(message: dict[str, Any]) -> None:
        if message["type"] == "http.response.start":
            headers = list(message.get("headers", []))
            present = {name.lower() for name, _ in headers}
            headers += [(name, value) for name, value in extra if name not in present]
            message = {**message, "headers": headers}
        await send(message)

    return send_with_headers


def create_app(
    dist: Path,
    settings: LeadSettings | None = None,
    server: ServerSettings | None = None,
    deliveries: DeliverySettings | None = None,
) -> SiteApp:
    site = load_site(dist)
    api = create_api(
        settings,
        server,
        deliveries,
        known_pages(site),
        lead_retention_years=site.lead_retention_years,
        tools=site.tools,
        resource_titles=site.resource_titles,
        gated_downloads=site.gated_downloads,
    )
    return SiteApp(dist, api, settings, server, site)
