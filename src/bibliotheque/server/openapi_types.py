"""The browser's API types: parts of the server's OpenAPI, through openapi-typescript.

Every build (`bibliotheque build`, also `--data-only`) writes one module per client into
`web/.generated/api/`, like the route table: the public one (what every page's scripts call:
leads, client errors, audience events) and the admin's; `web/src/shared/api/schema.ts` and
`web/src/features/admin/api/schema.ts` re-export them. Nothing generated is committed, so the
types cannot go stale: a change to the API changes them at the next build, and `tsc` then checks
every caller. openapi-typescript runs only when a client's OpenAPI document changed (its
SHA-256 is kept beside the module). `python -m bibliotheque.server.openapi_types` writes them
alone. Each client keeps only its own paths and the schemas they reach. Enums are also exported
as arrays of their values (`--enum-values`), for the checks a client makes at run time on what
the server answers.
"""

from __future__ import annotations

import copy
import hashlib
import json
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bibliotheque.audience.settings import AudienceSettings
from bibliotheque.deliveries.settings import DeliverySettings
from bibliotheque.paths import WEB
from bibliotheque.server.app import create_api
from bibliotheque.server.settings import ServerSettings
from bibliotheque.settings.server import LeadSettings


@dataclass(frozen=True)
class Client:
    """One client's part of the API: the paths it calls and where its types are written."""

    name: str
    paths: tuple[str, ...]
    target: Path

    def keeps(self, path: str) -> bool:
        return any(path == kept or (kept.endswith("/") and path.startswith(kept)) for kept in self.paths)


CLIENTS = (
    Client("public", ("/api/leads", "/api/client-errors", "/api/events"), WEB / ".generated/api/public.ts"),
    Client("admin", ("/api/admin/",), WEB / ".generated/api/admin.ts"),
)


def full_openapi() -> dict[str, Any]:
    """The OpenAPI document of the whole API, with default settings (no database is opened)."""
    leads = LeadSettings(database_url="sqlite:///unused.sqlite3")
    api = create_api(leads, ServerSettings(), DeliverySettings(), audience=AudienceSettings())
    return api.openapi()


def client_openapi(client: Client, spec: dict[str, Any] | None = None) -> dict[str, Any]:
    """The part of the OpenAPI document one client calls: its paths and the schemas they reach."""
    spec = copy.deepcopy(spec) if spec is not None else full_openapi()
    spec["paths"] = {path: item for path, item in spec["paths"].items() if client.keeps(path)}
    schemas = spec.get("components", {}).get("schemas", {})
    reached: set[str] = set()
    pending: list[Any] = [spec["paths"]]
    while pending:
        text = json.dumps(pending.pop())
        for name in schemas:
            if f'"#/components/schemas/{name}"' in text and name not in reached:
                reached.add(name)
                pending.append(schemas[name])
    spec["components"]["schemas"] = {name: schemas[name] for name in sorted(reached)}
    return spec


def _document(client: Client, spec: dict[str, Any] | None = None) -> str:
    return json.dumps(client_openapi(client, spec), indent=1, sort_keys=True)


def render(client: Client, document: str | None = None) -> str:
    """The client's module as openapi-typescript writes it from `client_openapi(client)`."""
    with tempfile.TemporaryDirectory() as folder:
        source, out = Path(folder) / "openapi.json", Path(folder) / "schema.ts"
        source.write_text(document or _document(client), encoding="utf-8")
        subprocess.run(
            ["npx", "--no-install", "openapi-typescript", str(source), "-o", str(out), "--enum-values"],
            cwd=WEB,
            check=True,
            capture_output=True,
        )
        return out.read_text(encoding="utf-8")


def write_clients(clients: tuple[Client, ...] = CLIENTS) -> list[Path]:
    """Writes each client's module whose OpenAPI document changed since it was written; returns
    the modules written."""
    written = []
    spec = full_openapi()  # one app and one OpenAPI document for every client
    for client in clients:
        document = _document(client, spec)
        digest = hashlib.sha256(document.encode()).hexdigest()
        stamp = client.target.with_suffix(".openapi.sha256")
        if client.target.is_file() and stamp.is_file() and stamp.read_text(encoding="utf-8") == digest:
            continue
        client.target.parent.mkdir(parents=True, exist_ok=True)
        client.target.write_text(render(client, document), encoding="utf-8")
        stamp.write_text(digest, encoding="utf-8")
        written.append(client.target)
    return written


def main() -> None:
    for target in write_clients():
        print(f"wrote {target}")


if __name__ == "__main__":
    main()
