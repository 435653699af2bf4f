"""The HTTP server's own settings (`bibliotheque serve`), read from the environment at start-up.

| variable | default | meaning |
|---|---|---|
| `SERVE_HTTPS` | `false` | the site is reached over HTTPS (through a proxy): HSTS on every response |
| `SERVE_API_DOCS` | `false` | serve Swagger UI at `/api/docs` (development only: it loads scripts from a CDN) |
| `SERVE_MAX_HEADER_BYTES` | `32768` | a larger request head (request line and headers) is refused with 431 |
| `SERVE_MAX_HEADERS` | `100` | more headers than this are refused with 431 |
| `SERVE_HEADER_TIMEOUT` | `10` | seconds to send a request head, and an idle keep-alive connection's life; then it is closed |
| `SERVE_BODY_TIMEOUT` | `30` | seconds to send a request body once its head is in, else 408 and the connection is closed |
| `SERVE_MAX_REQUESTS` | `4096` | requests one worker runs at once (Granian's backpressure); more wait for a place |
| `SERVE_WORKERS` | `1` | Granian worker processes on the one port (`serve --workers N` overrides it) |
| `HOST` (or `SERVE_HOST`) | `127.0.0.1` | the address to listen on (`serve --host` overrides it) |
| `PORT` (or `SERVE_PORT`) | `8000` | the port to listen on (`serve --port` overrides it; `make run PORT=…`) |

Each is one of Granian's documented options, or the ASGI middleware `body_deadline.py` (decision 014).

HSTS is also sent when the request itself came over TLS, or when a proxy named in
`LEADS_TRUSTED_PROXIES` says so with `X-Forwarded-Proto: https`.
"""

from __future__ import annotations

from functools import lru_cache

from pydantic import AliasChoices, Field, ValidationError
from pydantic_settings import BaseSettings, SettingsConfigDict


class ServerSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="SERVE_", extra="ignore", frozen=True)

    https: bool = Field(default=False, description="The site is served over HTTPS: always send HSTS.")
    api_docs: bool = Field(default=False, description="Swagger UI at /api/docs (development only).")
    max_header_bytes: int = Field(default=32 * 1024, ge=8192, le=1024 * 1024)
    max_headers: int = Field(default=100, ge=10, le=10_000)
    # Granian's HTTP/1 header read timeout: 1 ms to 60 s.
    header_timeout: float = Field(default=10, ge=0.001, le=60)
    body_timeout: float = Field(default=30, gt=0, le=600)
    max_requests: int = Field(default=4096, ge=1, le=1_000_000)
    workers: int = Field(default=1, ge=1, le=256)
    # The platform conventions HOST and PORT, as well as the prefixed names.
    host: str = Field(default="127.0.0.1", min_length=1, validation_alias=AliasChoices("SERVE_HOST", "HOST"))
    port: int = Field(default=8000, ge=1, le=65535, validation_alias=AliasChoices("SERVE_PORT", "PORT"))


@lru_cache(maxsize=1)
def get_server_settings() -> ServerSettings:
    try:
        return ServerSettings()
    except ValidationError as exc:
        lines = [f"SERVE_{str(e['loc'][0]).upper()}: {e['msg']}" for e in exc.errors()]
        raise SystemExit("invalid server settings:\n  " + "\n  ".join(lines)) from None
