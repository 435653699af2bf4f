"""Where the project's folders are, decided here once.

The content (`content/`, given on the command line) and the web app (`web/`, with the data the
build writes for it) sit side by side in the project's folder. That folder is
`BIBLIOTHEQUE_PROJECT` when set; else the checkout this package is in (an editable install, as
`make` makes); else the working directory, for a package installed from a wheel and run in the
project's folder. Serving needs none of them: `serve` reads only the built site it is given.

| variable | default | meaning |
|---|---|---|
| `BIBLIOTHEQUE_PROJECT` | (see above) | the folder holding `web/` and `content/` |
| `BIBLIOTHEQUE_GENERATED` | `web/.generated` | the data the build writes for the web app |
| `BIBLIOTHEQUE_WEB_BUILD` | `web/build` | React Router's build output |
"""

from __future__ import annotations

import os
from pathlib import Path


def _has_web(folder: Path) -> bool:
    return (folder / "web" / "package.json").is_file()


def project_root() -> Path:
    """The project's folder (module docstring)."""
    chosen = os.environ.get("BIBLIOTHEQUE_PROJECT")
    if chosen:
        return Path(chosen).resolve()
    checkout = Path(__file__).resolve().parents[2]  # src/bibliotheque/paths.py → the checkout
    if _has_web(checkout):
        return checkout
    return Path.cwd().resolve()


PROJECT = project_root()
WEB = PROJECT / "web"


def generated_dir() -> Path:
    """The data the build writes for the web app (page data, routes, types' sources)."""
    return Path(os.environ.get("BIBLIOTHEQUE_GENERATED", WEB / ".generated"))


def web_build_dir() -> Path:
    """Where React Router writes its build."""
    return Path(os.environ.get("BIBLIOTHEQUE_WEB_BUILD", WEB / "build"))
