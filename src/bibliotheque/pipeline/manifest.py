"""`dist/_site.json` (`built_site.SiteManifest`): what the server needs beyond the files.

- route families with the path of their prerendered not-found page, for real 404s;
- redirects of /{lang}/demo and /{lang}/consulting to the configured sites, with UTM;
- the Content-Security-Policy hashes of each HTML page's inline scripts and styles;
- the interactive tools, whose results the server computes for a form sent without JavaScript
  (server/tool_pages.py);
- how long leads are kept (site.yaml `lead_retention_years`), which the admin shows.
"""

from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path
from urllib.parse import urlencode

from bibliotheque.built_site import RouteFamily, SiteManifest
from bibliotheque.content.library import Library
from bibliotheque.content.models.common import LANGS
from bibliotheque.pipeline.downloads import BuiltFiles
from bibliotheque.pipeline.localize import with_placeholders_filled
from bibliotheque.routes import FAMILIES

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


def outbound(url: str, utm_source: str, campaign: str, content: str) -> str:
    query = urlencode(
        {"utm_source": utm_source, "utm_medium": "website", "utm_campaign": campaign, "utm_content": content}
    )
    return f"{url}{'&' if '?' in url else '?'}{query}"


def write_manifest(library: Library, dist: Path, files: BuiltFiles | None = None) -> None:
    site = library.site
    families = [
        RouteFamily(
            pattern=family.pattern,
            not_found=family.not_found_path("{lang}") if family.has_not_found else None,
        )
        for family in FAMILIES.values()
    ]
    redirects: dict[str, str] = {}
    for lang in LANGS:
        redirects[f"/{lang}/demo"] = outbound(
            site.urls.platform_trial, site.utm_source, "trial", f"{lang}-demo"
        )
        redirects[f"/{lang}/consulting"] = outbound(
            site.urls.consulting, site.utm_source, "consulting", f"{lang}-consulting"
        )
    csp: dict[str, list[str]] = {}
    styles: dict[str, list[str]] = {}
    for page in dist.rglob("*.html"):
        html, key = page.read_text(encoding="utf-8"), "/" + page.relative_to(dist).as_posix()
        if hashes := script_hashes(html):
            csp[key] = hashes
        if hashes := style_hashes(html):
            styles[key] = hashes
    # Filled as the pages are (`{consulting}` in a next step): the server writes their texts.
    tools = [with_placeholders_filled(tool, site) for tool in library.tools if tool.is_interactive]
    SiteManifest(
        families=families,
        redirects=redirects,
        script_hashes=csp,
        style_hashes=styles,
        langs=list(LANGS),
        tools=tools,
        resource_titles={r.slug: {lang: r.title.get(lang) for lang in LANGS} for r in library.resources},
        gated_downloads=files.gated_downloads(LANGS, library.resources) if files else {},
        lead_retention_years=site.lead_retention_years,
    ).write(dist)
