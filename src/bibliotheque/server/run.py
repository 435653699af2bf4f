"""`bibliotheque serve`: bring the lead database up to date, then run the site with uvicorn."""

from __future__ import annotations

import gc
import logging
import resource
import socket
from functools import partial
from pathlib import Path
from typing import Any

import uvicorn
from rich.console import Console

from bibliotheque.leads.database import DatabaseUnavailable
from bibliotheque.leads.settings import get_settings
from bibliotheque.leads.store import LeadStore
from bibliotheque.server.app import SiteApp, create_app
from bibliotheque.server.fast_lane import fast_lane_protocol
from bibliotheque.server.guard import Limits, guarded_protocol
from bibliotheque.server.settings import ServerSettings, get_server_settings
from bibliotheque.server.workers import run_workers


def serve(dist: Path, host: str, port: int, workers: int | None = None) -> None:
    """Serves `dist` on `host:port` with `workers` processes (default `SERVE_WORKERS`): this process
    itself when 1, else that many children of it (`server/workers.py`)."""
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
    _log_events()
    server = get_server_settings()
    count = workers if workers is not None else server.workers
    files = raise_open_files_limit()
    limits = _limits(server, files)
    processes = f", workers: {count}" if count > 1 else ""
    console.print(
        f"Serving {dist} on http://{host}:{port} (open files: {files}, connections: {limits.max_connections}{processes})"
    )
    if count > 1:
        # Each worker migrates nothing (done above) and builds its own app from the same settings.
        raise SystemExit(run_workers(partial(serve_worker, dist.resolve(), limits), host, port, count))
    app = create_app(dist, settings, server)
    freeze_startup_heap()
    uvicorn.run(app, host=host, port=port, **_uvicorn_options(app, server, limits))


def serve_worker(dist: Path, limits: Limits, sock: socket.socket) -> None:
    """One of `serve --workers N`'s processes: the same app and uvicorn options, on the parent's socket."""
    _log_events()
    server = get_server_settings()
    app = create_app(dist, get_settings(), server)
    freeze_startup_heap()
    config = uvicorn.Config(app, **_uvicorn_options(app, server, limits))
    uvicorn.Server(config).run(sockets=[sock])


def freeze_startup_heap() -> None:
    """Moves what start-up built (modules, the site's routes and pages, settings) out of the garbage
    collector's sight: a full collection then only walks what requests allocate. Unfrozen, one full
    collection under lead load paused the event loop 0.6 s (every request in flight waited: issue
    20, the leads p99). Start-up's own garbage is collected first; what is frozen lives as long as
    the server anyway."""
    gc.collect()
    gc.freeze()


def _log_events() -> None:
    # Lead events (masked addresses only) are worth an operator's eye; uvicorn's access log is not.
    # A plain handler: Rich's costs milliseconds a line, more than storing the lead.
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    for name in ("bibliotheque.leads", "bibliotheque.server", "bibliotheque.audience"):
        logger = logging.getLogger(name)
        logger.setLevel(logging.INFO)
        logger.addHandler(handler)


def _limits(server: ServerSettings, files: int) -> Limits:
    return Limits(
        max_header_bytes=server.max_header_bytes,
        max_headers=server.max_headers,
        header_timeout=server.header_timeout,
        body_timeout=server.body_timeout,
        # Room for the database, the site's files and the listening socket.
        max_connections=max(1, min(server.max_connections, files - 64)),
    )


def _uvicorn_options(app: SiteApp, server: ServerSettings, limits: Limits) -> dict[str, Any]:
    # proxy_headers stays off: uvicorn would trust X-Forwarded-For from 127.0.0.1; the lead API
    # reads it itself, from the proxies named in LEADS_TRUSTED_PROXIES only.
    http = guarded_protocol(server.http, limits)
    if server.http == "httptools" and server.fast_lane:
        http = fast_lane_protocol(http, app)
    return {
        "log_level": "warning",
        "proxy_headers": False,
        "server_header": False,
        "http": http,
        "timeout_keep_alive": int(server.keepalive_timeout),
        "h11_max_incomplete_event_size": server.max_header_bytes,
        "backlog": 2048,
    }


def raise_open_files_limit() -> int:
    """Raises this process's soft limit of open files to its hard limit; returns the new soft limit.

    Every connection is a file descriptor: the usual soft limit of 1,024 would let 1,000 slow
    clients take every page down (issue 22).
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
