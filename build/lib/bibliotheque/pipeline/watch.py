"""`bibliotheque build --data-only --watch`: page data rewritten on every content change.

Used by `make dev`: the Vite dev server's loaders read the page data on each request, so a
saved YAML file shows on the next page load. Broken content is reported and the last good
data stays in place.
"""

from __future__ import annotations

import time
from pathlib import Path

from rich.console import Console

from bibliotheque.checks import check_content
from bibliotheque.content.loader import load_library
from bibliotheque.paths import WEB
from bibliotheque.pipeline.build import make_deliverables, write_generated

console = Console(stderr=True, highlight=False, soft_wrap=True)


def _stamp(root: Path) -> tuple[tuple[str, float], ...]:
    return tuple(sorted((str(p), p.stat().st_mtime) for p in root.rglob("*") if p.is_file()))


def watch_content(content: Path, interval: float = 0.5) -> None:
    seen: tuple[tuple[str, float], ...] = ()
    while True:
        stamp = _stamp(content)
        if stamp != seen:
            seen = stamp
            errors, _ = check_content(content)
            if errors:
                for problem in errors[:20]:
                    console.print(f"[red]error[/red] {problem.format(Path.cwd())}")
                console.print(f"[red]✗[/red] {len(errors)} error(s); keeping the previous page data")
            else:
                library, _ = load_library(content)
                files = make_deliverables(library, WEB / ".generated").files
                routes, _ = write_generated(library, WEB / ".generated", files=files)
                console.print(f"[green]✓[/green] page data of {len(routes)} pages updated")
        time.sleep(interval)
