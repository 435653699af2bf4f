"""A hand-written `dist/` of a few files: the server's HTTP rules without a web build."""

from __future__ import annotations

import gzip
from pathlib import Path

import brotli

from bibliotheque.built_site import RouteFamily, SiteManifest, file_table

PAGE = "<!doctype html><html lang={lang}><title>{title}</title><p>{title}</p></html>"


def write_tiny_site(dist: Path) -> Path:
    """`/fr`, `/en`, an article, and the article family's not-found page (HTML and .data)."""
    files = {
        "fr/index.html": PAGE.format(lang="fr", title="Accueil"),
        "en/index.html": PAGE.format(lang="en", title="Home"),
        "fr/article/un/index.html": PAGE.format(lang="fr", title="Article un"),
        "fr/article/__not-found/index.html": PAGE.format(lang="fr", title="Article non trouvé"),
        "fr/article/__not-found.data": '[{"notFound":true}]',
        "assets/app-1234.js": "console.log('app')",
    }
    for relative, text in files.items():
        path = dist / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        data = (text * 20).encode()
        path.write_bytes(data)
        path.with_name(path.name + ".br").write_bytes(brotli.compress(data))
        path.with_name(path.name + ".gz").write_bytes(gzip.compress(data))
    SiteManifest(
        families=[
            RouteFamily(pattern="/{lang}/article/{slug}", not_found="/{lang}/article/__not-found"),
            RouteFamily(pattern="/{lang}", not_found=None),
        ],
        redirects={"/fr/demo": "https://app.example/essai?utm_source=x"},
        script_hashes={},
        langs=["fr", "en"],
        lead_retention_years=3,
    ).write(dist)
    return dist


def record_files(dist: Path) -> Path:
    """The manifest of `dist` given its file table, as the build writes it (pipeline/manifest.py)."""
    manifest = SiteManifest.read(dist)
    manifest.model_copy(update={"files": file_table(dist)}).write(dist)
    return dist
