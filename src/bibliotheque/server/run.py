"""`bibliotheque serve`: run the site with uvicorn."""

from __future__ import annotations

from pathlib import Path

import uvicorn
from rich.console import Console

from bibliotheque.server.app import create_app


def serve(dist: Path, host: str, port: int) -> None:
    if not (dist / "_site.json").is_file():
        raise SystemExit(f"{dist} is not a built site (no _site.json): run `make build` first")
    app = create_app(dist)
    Console(stderr=True).print(f"Serving {dist} on http://{host}:{port}")
    uvicorn.run(app, host=host, port=port, log_level="warning", proxy_headers=False, server_header=False)
