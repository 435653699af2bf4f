"""`bibliotheque serve`: bring the lead database up to date, then run the site with Granian.

Every limit that keeps one client from taking the site down is one of Granian's documented
options (decision 014), set from `ServerSettings`; the one Granian has no option for, the time a
request body may take, is an ASGI middleware (`body_deadline.py`). Worker processes, their
graceful stop and the replacement of a dead one are Granian's too (`--workers N`).
"""

from __future__ import annotations

import os
import resource
from pathlib import Path
from typing import Any

from granian import Granian
from granian.constants import HTTPModes, Interfaces, Loops
from granian.http import HTTP1Settings
from rich.console import Console

from bibliotheque.db.engine import DatabaseUnavailable
from bibliotheque.leads.store import LeadStore
from bibliotheque.server.settings import ServerSettings, get_server_settings
from bibliotheque.server.site_entry import DIST_VARIABLE, TARGET
from bibliotheque.settings.server import get_settings

# Seconds a worker gets to finish its requests after SIGTERM before it is killed.
STOP_TIMEOUT = 30
# Seconds Granian waits before replacing a worker that died.
RESPAWN_INTERVAL = 1.0


def serve(dist: Path, host: str | None = None, port: int | None = None, workers: int | None = None) -> None:
    """Serves `dist` on `host:port` with `workers` Granian worker processes (defaults: the server's
    settings, settings.py: HOST, PORT, SERVE_WORKERS)."""
    if not (dist / "_site.json").is_file():
        raise SystemExit(f"{dist} is not a built site (no _site.json): run `make build` first")
    console = Console(stderr=True)
    settings = get_settings()
    # Pages never depend on the database: when it cannot be migrated now, the site is served
    # anyway and the lead API migrates it on its first request that finds it (503 until then).
    store = LeadStore.open(settings)
    try:
        store.migrate()
    except DatabaseUnavailable as exc:
        console.print(
            f"[yellow]warning[/yellow] {exc}: serving the site, /api/leads answers 503 until it is back"
        )
    finally:
        store.close()
    server = get_server_settings()
    host = host if host is not None else server.host
    port = port if port is not None else server.port
    count = workers if workers is not None else server.workers
    files = raise_open_files_limit()
    options = granian_options(server, count)
    processes = f", workers: {count}" if count > 1 else ""
    console.print(
        f"Serving {dist} on http://{host}:{port} (open files: {files}, "
        f"requests at once: {options['backpressure']}{processes})"
    )
    # Each worker imports site_entry and builds its own app from the environment.
    os.environ[DIST_VARIABLE] = str(dist.resolve())
    Granian(TARGET, address=host, port=port, **options).serve()


def granian_options(server: ServerSettings, workers: int) -> dict[str, Any]:
    """Granian's options for the site: each one documented (`granian --help`, its README)."""
    return {
        "interface": Interfaces.ASGI,
        "factory": True,
        "workers": workers,
        "http": HTTPModes.http1,
        "websockets": False,
        "loop": Loops.uvloop,
        "log_level": "warning",
        "log_access": False,
        "backlog": 2048,
        # Requests one worker runs at once; past it, new ones wait for a free place.
        "backpressure": server.max_requests,
        "http1_settings": HTTP1Settings(
            # A head not complete in time: the connection is closed (also an idle keep-alive one).
            header_read_timeout=int(server.header_timeout * 1000),
            keep_alive=True,
            # A larger request head is refused with 431.
            max_buffer_size=server.max_header_bytes,
        ),
        "respawn_failed_workers": True,
        "respawn_interval": RESPAWN_INTERVAL,
        "workers_kill_timeout": STOP_TIMEOUT,
    }


def raise_open_files_limit() -> int:
    """Raises this process's soft limit of open files to its hard limit; returns the new soft limit.

    Every connection is a file descriptor: the usual soft limit of 1,024 would let 1,000 slow
    clients take every page down (issue 22). Granian's workers inherit the limit.
    """
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = hard if hard != resource.RLIM_INFINITY else 1_048_576
    if soft == resource.RLIM_INFINITY or soft >= target:
        return soft if soft != resource.RLIM_INFINITY else target
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    except (ValueError, OSError):
        return soft
    return target
