"""The server's settings (database, proxies, limits of the lead API), read from the environment once
and validated at start-up. Named `LeadSettings` for its first user; every API endpoint reads it.

How long leads are kept is not one of them: it is `lead_retention_years` in content/site.yaml,
the value the privacy policy states and `bibliotheque leads purge` applies.

| variable | default | meaning |
|---|---|---|
| `DATABASE_URL` (or `LEADS_DATABASE_URL`) | `sqlite:///data/leads.sqlite3` | SQLAlchemy URL; relative SQLite paths are relative to the working directory; `postgresql://…` uses psycopg 3 |
| `LEADS_SQLITE_SYNCHRONOUS` | `FULL` | SQLite `synchronous` PRAGMA (`FULL`: a commit survives power loss) |
| `LEADS_TRUSTED_PROXIES` | none | comma-separated addresses or networks whose `X-Forwarded-For` is believed |
| `LEADS_RATE_LIMITS` | `10/minute;100/hour` | submissions per client that pass validation, including those refused by this limit and robots' (`limits` notation, `;`-separated) |
| `LEADS_INVALID_RATE_LIMITS` | `60/minute` | bodies per client refused as invalid (422), counted apart; past it 429 |
| `LEADS_RATE_LIMIT_STORAGE` | `memory://` | where counters live; `redis://host:6379` to share them between processes |
| `LEADS_RATE_LIMIT_MAX_CLIENTS` | `100000` | clients tracked in memory by each of the two limiters, submissions and invalid bodies (~0.4 KB each: ≤ 50 MB per limiter); past it the least recently seen is forgotten |
| `LEADS_MAX_BODY_BYTES` | `16384` | larger request bodies are refused with 413 |
| `LEADS_IDEMPOTENCY_MINUTES` | `10` | an identical submission within this window returns the first lead |
| `LEADS_DB_CONNECT_TIMEOUT` | `3` | seconds to open a PostgreSQL connection |
| `LEADS_DB_STATEMENT_TIMEOUT` | `10` | seconds a lead request waits for the database before its 503 (also PostgreSQL's `statement_timeout`) |
| `LEADS_DB_LOCK_TIMEOUT` | `5` | seconds to wait for a lock (PostgreSQL `lock_timeout`, SQLite busy timeout) |
| `LEADS_DB_POOL_TIMEOUT` | `3` | seconds to wait for a free pooled connection |
| `LEADS_READY_TIMEOUT` | `2` | seconds `/api/ready` waits for the database before answering 503 |

The site never depends on the database: when it is unreachable, read-only, broken or hung, pages
are served and `POST /api/leads` answers 503 with `Retry-After` until it is back (no restart).
"""

from __future__ import annotations

import ipaddress
from functools import lru_cache
from typing import Annotated, Literal

from limits import RateLimitItem, parse_many
from pydantic import AliasChoices, Field, ValidationError, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from bibliotheque.settings.environment import comma_separated, rate_limits

Network = ipaddress.IPv4Network | ipaddress.IPv6Network

DEFAULT_DATABASE_URL = "sqlite:///data/leads.sqlite3"


class LeadSettings(BaseSettings):
    """Everything the lead API and the `leads` commands need to know about their environment."""

    model_config = SettingsConfigDict(env_prefix="LEADS_", extra="ignore", frozen=True)

    database_url: str = Field(
        default=DEFAULT_DATABASE_URL,
        validation_alias=AliasChoices("DATABASE_URL", "LEADS_DATABASE_URL", "database_url"),
        description="SQLAlchemy URL of the lead database.",
    )
    sqlite_synchronous: Literal["NORMAL", "FULL", "EXTRA"] = Field(
        default="FULL", description="SQLite `synchronous` PRAGMA; FULL makes each commit durable."
    )
    trusted_proxies: Annotated[tuple[Network, ...], NoDecode] = Field(
        default=(),
        description="Peers whose X-Forwarded-For header names the client (reverse proxies, load balancers).",
    )
    rate_limits: str = Field(
        default="10/minute;100/hour", description="Submissions allowed per client, `limits` notation."
    )
    invalid_rate_limits: str = Field(
        default="60/minute", description="Invalid bodies (422) allowed per client, `limits` notation."
    )
    rate_limit_storage: str = Field(
        default="memory://", description="`limits` storage URI: memory:// (one process) or redis://…"
    )
    rate_limit_max_clients: int = Field(
        default=100_000, ge=100, le=10_000_000, description="Clients tracked by the in-memory limiter."
    )
    max_body_bytes: int = Field(default=16 * 1024, ge=1024, le=1024 * 1024, description="Largest body.")
    idempotency_minutes: int = Field(
        default=10, ge=1, le=24 * 60, description="Window in which a repeated submission is the same lead."
    )

    db_connect_timeout: float = Field(default=3, gt=0, le=60, description="PostgreSQL connect timeout (s).")
    db_statement_timeout: float = Field(
        default=10, gt=0, le=300, description="Longest wait for the database in a request (s)."
    )
    db_lock_timeout: float = Field(default=5, gt=0, le=300, description="Lock wait (s).")
    db_pool_timeout: float = Field(default=3, gt=0, le=60, description="Wait for a pooled connection (s).")
    ready_timeout: float = Field(default=2, gt=0, le=60, description="/api/ready's database check (s).")

    @field_validator("database_url")
    @classmethod
    def _psycopg3(cls, value: str) -> str:
        """`postgres://` and `postgresql://` mean psycopg 3 (SQLAlchemy would pick psycopg2)."""
        for prefix in ("postgres://", "postgresql://"):
            if value.startswith(prefix):
                return "postgresql+psycopg://" + value[len(prefix) :]
        if not value.startswith(("sqlite:///", "postgresql+psycopg://")):
            raise ValueError("must be a sqlite:///path or postgresql://… URL")
        return value

    @field_validator("trusted_proxies", mode="before")
    @classmethod
    def _split(cls, value: object) -> object:
        return comma_separated(value)

    @field_validator("rate_limits")
    @classmethod
    def _parsable(cls, value: str) -> str:
        return rate_limits(value, "10/minute;100/hour")

    @field_validator("invalid_rate_limits")
    @classmethod
    def _parsable_invalid(cls, value: str) -> str:
        return rate_limits(value, "60/minute")

    @property
    def rate_limit_items(self) -> list[RateLimitItem]:
        return parse_many(self.rate_limits)

    @property
    def invalid_rate_limit_items(self) -> list[RateLimitItem]:
        return parse_many(self.invalid_rate_limits)

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")


def _variable(field: str) -> str:
    """The environment variable of a field (errors name aliases as they are)."""
    if field.isupper():
        return field
    return "DATABASE_URL" if field == "database_url" else f"LEADS_{field.upper()}"


@lru_cache(maxsize=1)
def get_settings() -> LeadSettings:
    """The settings of this process, read from the environment on first use; a bad value stops
    the process with the variable's name."""
    try:
        return LeadSettings()
    except ValidationError as exc:
        lines = [f"{_variable(str(e['loc'][0]))}: {e['msg']}" for e in exc.errors()]
        raise SystemExit("invalid server settings:\n  " + "\n  ".join(lines)) from None
