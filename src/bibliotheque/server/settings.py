"""The HTTP server's own settings (`bibliotheque serve`), read from the environment at start-up.

| variable | default | meaning |
|---|---|---|
| `SERVE_HTTPS` | `false` | the site is reached over HTTPS (through a proxy): HSTS on every response |
| `SERVE_API_DOCS` | `false` | serve Swagger UI at `/api/docs` (development only: it loads scripts from a CDN) |
| `SERVE_MAX_HEADER_BYTES` | `32768` | a larger request head (request line and headers) is refused with 431 |
| `SERVE_MAX_HEADERS` | `100` | more headers than this are refused with 431 |
| `SERVE_HEADER_TIMEOUT` | `10` | seconds to send a request head (from its first byte, or from the connection), else 408 |
| `SERVE_BODY_TIMEOUT` | `30` | seconds to send a request body once its head is in, else the connection is closed |
| `SERVE_KEEPALIVE_TIMEOUT` | `5` | seconds an idle keep-alive connection stays open |
| `SERVE_MAX_CONNECTIONS` | `1024` | open connections per process; at the limit the oldest idle or slow one is closed (logged) |
| `SERVE_HTTP` | `httptools` | HTTP parser: `httptools` or `h11` (both guarded by the limits above) |
| `SERVE_WORKERS` | `1` | server processes on the one port (`serve --workers N` overrides it); 1: no child process |
| `SERVE_FAST_LANE` | `true` | httptools only: plain GETs of the site's files answered below ASGI (`fast_lane.py`) |

HSTS is also sent when the request itself came over TLS, or when a proxy named in
`LEADS_TRUSTED_PROXIES` says so with `X-Forwarded-Proto: https`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import Field, ValidationError
from pydantic_settings import BaseSettings, SettingsConfigDict


class ServerSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="SERVE_", extra="ignore", frozen=True)

    https: bool = Field(default=False, description="The site is served over HTTPS: always send HSTS.")
    api_docs: bool = Field(default=False, description="Swagger UI at /api/docs (development only).")
    max_header_bytes: int = Field(default=32 * 1024, ge=1024, le=1024 * 1024)
    max_headers: int = Field(default=100, ge=10, le=10_000)
    header_timeout: float = Field(default=10, gt=0, le=600)
    body_timeout: float = Field(default=30, gt=0, le=600)
    keepalive_timeout: float = Field(default=5, gt=0, le=600)
    max_connections: int = Field(default=1024, ge=1, le=1_000_000)
    http: Literal["httptools", "h11"] = "httptools"
    workers: int = Field(default=1, ge=1, le=256)
    fast_lane: bool = True


@lru_cache(maxsize=1)
def get_server_settings() -> ServerSettings:
    try:
        return ServerSettings()
    except ValidationError as exc:
        lines = [f"SERVE_{str(e['loc'][0]).upper()}: {e['msg']}" for e in exc.errors()]
        raise SystemExit("invalid server settings:\n  " + "\n  ".join(lines)) from None
