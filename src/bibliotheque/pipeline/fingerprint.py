"""What a build's steps depend on, hashed: a step whose inputs did not change is skipped.

- The web app's code (React Router's client and server builds, and the owner's view) depends on
  its sources and locked packages, the API types, the list of pages to prerender and the site
  settings baked into the bundles; each page's prerender depends on that code and on the page's
  data (pipeline/web_build.py, which keeps both digests in the web build folder).
- The whole build depends on the content, the Python package, its locked dependencies, the web
  inputs and the settings read from the environment; its digest is kept beside the page data,
  one per output folder, and a build whose digest is unchanged and whose output is there does nothing.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable
from pathlib import Path

from bibliotheque.paths import PROJECT
from bibliotheque.pipeline.data_paths import shell_data_path

# Under web/: what `react-router build` and the admin's `vite build` read (node_modules through the lock).
WEB_SOURCES = (
    "app",
    "src",
    "admin",
    "public",
    "package.json",
    "package-lock.json",
    "vite.config.ts",
    "vite.admin.config.ts",
    "build-constants.ts",
    "content-icon-sprite.ts",
    "dev-data-files.ts",
    "generated-dir.ts",
    "keep-server-build.ts",
    "page-data-gate.ts",
    "shell-modules.ts",
    "react-router.config.ts",
    "tsconfig.json",
    "scripts",
)
# Under the repository: the Python side of the build.
PYTHON_SOURCES = ("src/bibliotheque", "pyproject.toml", "requirements.lock")
# Settings read from the environment while building (content checks, web build).
ENVIRONMENT = ("BIBLIOTHEQUE_ENV", "BIBLIOTHEQUE_RELEASE", "NODE_ENV")
SKIPPED_PARTS = {"node_modules", "__pycache__"}


def _files(root: Path) -> Iterable[Path]:
    if root.is_file():
        yield root
    elif root.is_dir():
        for path in sorted(root.rglob("*")):
            skipped = SKIPPED_PARTS.intersection(path.relative_to(root).parts) or ".test." in path.name
            if path.is_file() and not skipped and path.suffix != ".pyc":
                yield path


def digest_of(roots: Iterable[tuple[str, Path]], exclude: tuple[str, ...] = ()) -> str:
    """One SHA-256 over the names and bytes of every file under each labelled root, but the
    files whose labelled name starts with one of `exclude`."""
    sha = hashlib.sha256()
    for label, root in roots:
        for path in _files(root):
            name = f"{label}/{path.relative_to(root).as_posix()}" if path != root else label
            if name.startswith(exclude):
                continue
            sha.update(name.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    return sha.hexdigest()


def web_sources_digest(web: Path) -> str:
    """The inputs of the web app's code that exist before the page data: its sources and packages,
    and the API types."""
    return digest_of(
        [(f"web/{name}", web / name) for name in WEB_SOURCES]
        + [("web/.generated/api", web / ".generated" / "api")]
    )


def web_code_digest(web: Path, generated: Path) -> str:
    """The inputs of the web app's code: `web_sources_digest`, the pages to prerender (`routes.json`,
    which the server build carries) and the site settings that web/build-constants.ts reads from the
    shell data into the bundles (its `site`)."""
    shell = shell_data_path(generated, "fr")
    site = json.loads(shell.read_text(encoding="utf-8"))["site"] if shell.is_file() else None
    routes = digest_of([("data/routes.json", generated / "routes.json")])
    return hashlib.sha256(
        (web_sources_digest(web) + routes + json.dumps(site, sort_keys=True)).encode()
    ).hexdigest()


def build_digest(content: Path, web: Path, repo: Path = PROJECT) -> str:
    """The inputs of a whole build: content, Python and web sources, locked packages, settings."""
    settings = json.dumps({name: os.environ.get(name) for name in ENVIRONMENT}, sort_keys=True)
    return (
        digest_of(
            [("content", content)]
            + [(name, repo / name) for name in PYTHON_SOURCES]
            + [(f"web/{name}", web / name) for name in WEB_SOURCES],
            # Written by the build itself from the Python models (hashed above).
            exclude=("web/src/generated/",),
        )
        + hashlib.sha256(settings.encode()).hexdigest()[:16]
    )


class Stamps:
    """The digests of the last successful builds, one per output folder (`generated/stamps.json`)."""

    def __init__(self, generated: Path) -> None:
        self.file = generated / "stamps.json"

    def _read(self) -> dict[str, dict[str, object]]:
        try:
            data = json.loads(self.file.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def matches(self, out: Path, digest: str) -> dict[str, object] | None:
        """The record of the last build into `out` when it had these inputs and `out` is still there."""
        record = self._read().get(str(out.resolve()))
        if record is None or record.get("digest") != digest or not (out / "index.html").is_file():
            return None
        return record

    def forget(self, out: Path) -> None:
        stamps = self._read()
        if stamps.pop(str(out.resolve()), None) is not None:
            self.file.write_text(json.dumps(stamps, indent=1), encoding="utf-8")

    def record(self, out: Path, digest: str, pages: int, warnings: int) -> None:
        stamps = self._read()
        stamps[str(out.resolve())] = {"digest": digest, "pages": pages, "warnings": warnings}
        self.file.parent.mkdir(parents=True, exist_ok=True)
        self.file.write_text(json.dumps(stamps, indent=1), encoding="utf-8")
