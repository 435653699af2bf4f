"""The HTTP server's own settings (`bibliotheque serve`), read from the environment at start-up.

| variable | default | meaning |
|---|---|---|
| `SERVE_HTTPS` | `false` | the site is reached over HTTPS (through a proxy): HSTS on every response |
| `SERVE_API_DOCS` | `false` | serve Swagger UI at `/api/docs` (development only: it loads scripts from a CDN) |

HSTS is also sent when the request itself came over TLS, or when a proxy named in
`LEADS_TRUSTED_PROXIES` says so with `X-Forwarded-Proto: https`.
"""

from __future__ import annotations

from functools import lru_cache

from pydantic import Field, ValidationError
from pydantic_settings import BaseSettings, SettingsConfigDict


class ServerSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="SERVE_", extra="ignore", frozen=True)

    https: bool = Field(default=False, description="The site is served over HTTPS: always send HSTS.")
    api_docs: bool = Field(default=False, description="Swagger UI at /api/docs (development only).")


@lru_cache(maxsize=1)
def get_server_settings() -> ServerSettings:
    try:
        return ServerSettings()
    except ValidationError as exc:
        lines = [f"SERVE_{str(e['loc'][0]).upper()}: {e['msg']}" for e in exc.errors()]
        raise SystemExit("invalid server settings:\n  " + "\n  ".join(lines)) from None
