"""`dist/_site.json` (`built_site.SiteManifest`): what the server needs beyond the files.

- route families with the path of their prerendered not-found page, for real 404s;
- redirects of /{lang}/demo and /{lang}/consulting to the configured sites, with UTM;
- the Content-Security-Policy hashes of each HTML page's inline scripts and styles;
- the interactive tools, whose results the server computes for a form sent without JavaScript
  (server/tool_pages.py);
- how long leads are kept (site.yaml `lead_retention_years`), which the admin shows;
- every file's ETag, size, modification time and `.br`/`.gz` variants (`files`): the server starts
  from these without reading a body, and checks a file's size and time before sending it.

Written last, once every file and variant of dist/ is in place.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlencode

from bibliotheque.built_site import (
    RouteFamily,
    SiteManifest,
    file_table,
    script_hashes,
    style_hashes,
)
from bibliotheque.content.library import Library
from bibliotheque.content.models.common import LANGS
from bibliotheque.pipeline.downloads import BuiltFiles
from bibliotheque.pipeline.localize import with_placeholders_filled
from bibliotheque.routes import FAMILIES

__all__ = ["outbound", "script_hashes", "style_hashes", "write_manifest"]


def outbound(url: str, utm_source: str, campaign: str, content: str) -> str:
    query = urlencode(
        {"utm_source": utm_source, "utm_medium": "website", "utm_campaign": campaign, "utm_content": content}
    )
    return f"{url}{'&' if '?' in url else '?'}{query}"


def write_manifest(
    library: Library,
    dist: Path,
    files: BuiltFiles | None,
    digests: dict[Path, str],
    inline_hashes: tuple[dict[str, list[str]], dict[str, list[str]]],
) -> None:
    """`dist/_site.json`, once every other file of `dist` is written (`digests`: SHA-256 of the
    bodies `assets.finish_tree` hashed; `inline_hashes`: the CSP hashes of each HTML file's inline
    scripts and styles, by path, that it found)."""
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
    csp, styles = inline_hashes
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
        files=file_table(dist, digests),
    ).write(dist)
