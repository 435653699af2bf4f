"""`bibliotheque serve`: bring the lead database up to date, then run the site with uvicorn."""

from __future__ import annotations

import logging
from pathlib import Path

import uvicorn
from rich.console import Console

from bibliotheque.leads.database import DatabaseUnavailable
from bibliotheque.leads.settings import get_settings
from bibliotheque.leads.store import LeadStore
from bibliotheque.server.app import create_app


def serve(dist: Path, host: str, port: int) -> None:
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
    # Lead events (masked addresses only) are worth an operator's eye; uvicorn's access log is not.
    # A plain handler: Rich's costs milliseconds a line, more than storing the lead.
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    leads_log = logging.getLogger("bibliotheque.leads")
    leads_log.setLevel(logging.INFO)
    leads_log.addHandler(handler)
    app = create_app(dist, settings)
    console.print(f"Serving {dist} on http://{host}:{port}")
    # proxy_headers stays off: uvicorn would trust X-Forwarded-For from 127.0.0.1; the lead API
    # reads it itself, from the proxies named in LEADS_TRUSTED_PROXIES only.
    uvicorn.run(app, host=host, port=port, log_level="warning", proxy_headers=False, server_header=False)
