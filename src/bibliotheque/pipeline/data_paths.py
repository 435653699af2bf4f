"""Where the build writes the data the web app's prerender reads, under the `generated` folder.

The TypeScript side reads the same files (web/app/data/page-data.server.ts, and
web/build-constants.ts for the shell's `site`).
"""

from __future__ import annotations

from pathlib import Path


def page_data_path(generated: Path, path: str) -> Path:
    """Where the data of page `path` (e.g. /fr/article/x) is written."""
    return generated / "pages" / (path.strip("/") + ".json")


def json_ld_path(generated: Path, path: str) -> Path:
    """Where the structured data of page `path` is written: the prerender writes it into the page,
    not into the page's data (web/app/entry.server.tsx; hydration does not read it)."""
    return generated / "json-ld" / (path.strip("/") + ".json")


def shell_data_path(generated: Path, lang: str) -> Path:
    """Where the shell data of language `lang` (settings, navigation, the conversion forms' texts) is written."""
    return generated / "shell" / f"{lang}.json"


def overlays_data_path(generated: Path, lang: str) -> Path:
    """Where the conversion overlays' texts of language `lang` are written (pipeline/shell.py);
    the build copies them to their address in dist/."""
    return generated / "conversion" / f"{lang}.json"


def related_data_path(generated: Path, path: str) -> Path:
    """Where the recommendations of the article at `path` are written (pipeline/related.py): the
    prerender reads them there, and the build copies them to their address in dist/."""
    return generated / "related" / (path.strip("/") + ".json")
