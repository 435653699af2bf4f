"""Settings of the audience counters (`POST /api/events`), read from the environment at start-up.

| variable | default | meaning |
|---|---|---|
| `AUDIENCE_ENABLED` | `true` | `false`: the endpoint answers 204 and counts nothing |
| `AUDIENCE_FLUSH_SECONDS` | `5` | how often a process adds its counts to the database (and once at shutdown) |
| `AUDIENCE_RATE_LIMITS` | `300/minute` | events per client address (`limits` notation); the address is only hashed in memory |
| `AUDIENCE_RATE_LIMIT_MAX_CLIENTS` | `100000` | clients tracked by that limiter; past it the least recently seen is forgotten |
| `AUDIENCE_MAX_BODY_BYTES` | `1024` | a larger event is refused with 413 |
| `AUDIENCE_MAX_ROWS_PER_DAY` | `10000` | rows a day may hold per event; past it, new pages or details are not counted that day (logged) |
| `AUDIENCE_MAX_PENDING` | `100000` | distinct counters held in memory while the database is away; past it new ones are dropped (logged) |

How long the counters are kept is `audience_retention_months` in content/site.yaml, the value the
cookie and privacy pages state.
"""

from __future__ import annotations

from functools import lru_cache

from limits import parse_many
from pydantic import Field, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from bibliotheque.settings.environment import rate_limits


class AudienceSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="AUDIENCE_", extra="ignore", frozen=True)

    enabled: bool = True
    flush_seconds: float = Field(default=5, gt=0, le=3600)
    rate_limits: str = "300/minute"
    rate_limit_max_clients: int = Field(default=100_000, ge=100, le=10_000_000)
    max_body_bytes: int = Field(default=1024, ge=256, le=16 * 1024)
    max_pending: int = Field(default=100_000, ge=100, le=10_000_000)
    max_rows_per_day: int = Field(default=10_000, ge=10, le=10_000_000)

    @field_validator("rate_limits")
    @classmethod
    def _parsable(cls, value: str) -> str:
        return rate_limits(value, "120/minute")

    @property
    def rates(self) -> list[tuple[int, float]]:
        return [(item.amount, float(item.get_expiry())) for item in parse_many(self.rate_limits)]


@lru_cache(maxsize=1)
def get_audience_settings() -> AudienceSettings:
    try:
        return AudienceSettings()
    except ValidationError as exc:
        lines = [f"AUDIENCE_{str(e['loc'][0]).upper()}: {e['msg']}" for e in exc.errors()]
        raise SystemExit("invalid audience settings:\n  " + "\n  ".join(lines)) from None
