"""The admin client's API types: the admin part of the server's OpenAPI, through openapi-typescript.

`python -m bibliotheque.admin.openapi_types` rewrites `web/src/features/admin/api/schema.ts`
(committed); tests/admin/test_openapi_types.py fails when that file is stale. Only `/api/admin/`
paths and the schemas they reach are kept, so that changes to the public API never stale it.
"""

from __future__ import annotations

import json
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from fastapi import FastAPI
from sqlalchemy import create_engine

from bibliotheque.admin.api import include_admin
from bibliotheque.admin.settings import AdminSettings
from bibliotheque.leads.settings import LeadSettings

WEB = Path(__file__).resolve().parents[3] / "web"
TARGET = WEB / "src" / "features" / "admin" / "api" / "schema.ts"


def admin_openapi() -> dict[str, Any]:
    """The OpenAPI document of the admin routes alone (no database is opened)."""
    api = FastAPI(title="Bibliothèque PME admin", version="1")
    include_admin(
        api,
        create_engine("sqlite://"),
        LeadSettings(database_url="sqlite:///unused.sqlite3"),
        AdminSettings(),
    )
    spec = api.openapi()
    spec["paths"] = {p: v for p, v in spec["paths"].items() if p.startswith("/api/admin/")}
    schemas = spec.get("components", {}).get("schemas", {})
    reached: set[str] = set()
    pending = [spec["paths"]]
    while pending:
        text = json.dumps(pending.pop())
        for name in schemas:
            if f'"#/components/schemas/{name}"' in text and name not in reached:
                reached.add(name)
                pending.append(schemas[name])
    spec["components"]["schemas"] = {k: v for k, v in schemas.items() if k in reached}
    return spec


def render() -> str:
    """schema.ts as openapi-typescript writes it from `admin_openapi()`."""
    with tempfile.TemporaryDirectory() as folder:
        source, out = Path(folder) / "openapi.json", Path(folder) / "schema.ts"
        source.write_text(json.dumps(admin_openapi(), indent=1, sort_keys=True), encoding="utf-8")
        subprocess.run(
            ["npx", "--no-install", "openapi-typescript", str(source), "-o", str(out)],
            cwd=WEB,
            check=True,
            capture_output=True,
        )
        return out.read_text(encoding="utf-8")


if __name__ == "__main__":
    TARGET.write_text(render(), encoding="utf-8")
    print(f"wrote {TARGET}")
