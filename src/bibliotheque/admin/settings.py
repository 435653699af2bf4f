"""The admin's settings, read from the environment once and validated at start-up.

| variable | default | meaning |
|---|---|---|
| `ADMIN_SESSION_HOURS` | `12` | a session ends this long after sign-in, whatever its use |
| `ADMIN_IDLE_MINUTES` | `30` | a session unused for this long ends |
| `ADMIN_SECURE_COOKIE` | `true` | the session cookie is `__Host-admin`, `Secure`; `false` only for plain HTTP off localhost (development): then `admin` |
| `ADMIN_ORIGINS` | none | comma-separated origins allowed to post (`https://example.fr`); none: the request's own `Host` |
| `ADMIN_LOGIN_LIMITS_ADDRESS` | `10/minute;50/hour` | sign-in attempts per client address |
| `ADMIN_LOGIN_LIMITS_ACCOUNT` | `5/minute;20/hour` | sign-in attempts per account (e-mail) from one address |
| `ADMIN_SIGN_IN_MEMORY_MIB` | `64` | memory the password checks may use at once (64 MiB each: 1); others wait their turn |
| `ADMIN_SIGN_IN_WAIT_SECONDS` | `5` | how long a sign-in waits for a check (4 waiting per check at most); past it, 503 |

The login counters live where the lead limits do (`LEADS_RATE_LIMIT_STORAGE`).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Annotated

from limits import RateLimitItem, parse_many
from pydantic import Field, ValidationError, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from bibliotheque.settings.environment import comma_separated, rate_limits


class AdminSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="ADMIN_", extra="ignore", frozen=True)

    session_hours: float = Field(default=12, gt=0, le=24 * 30, description="Absolute session lifetime.")
    idle_minutes: float = Field(default=30, gt=0, le=24 * 60, description="Idle timeout of a session.")
    secure_cookie: bool = Field(default=True, description="`__Host-` prefixed, Secure cookie.")
    origins: Annotated[tuple[str, ...], NoDecode] = Field(
        default=(), description="Origins allowed to send state-changing requests."
    )
    login_limits_address: str = Field(default="10/minute;50/hour", description="Attempts per address.")
    login_limits_account: str = Field(
        default="5/minute;20/hour", description="Attempts per account from one address."
    )
    sign_in_memory_mib: int = Field(
        default=64, ge=64, le=64 * 1024, description="Memory of the password checks running at once."
    )
    sign_in_wait_seconds: float = Field(
        default=5, ge=0, le=60, description="How long a sign-in waits for a password check."
    )

    @field_validator("origins", mode="before")
    @classmethod
    def _split(cls, value: object) -> object:
        return comma_separated(value, strip="/")

    @field_validator("login_limits_address", "login_limits_account")
    @classmethod
    def _parsable(cls, value: str) -> str:
        return rate_limits(value, "5/minute;20/hour")

    @property
    def cookie_name(self) -> str:
        return "__Host-admin" if self.secure_cookie else "admin"

    @property
    def address_limits(self) -> list[RateLimitItem]:
        return parse_many(self.login_limits_address)

    @property
    def account_limits(self) -> list[RateLimitItem]:
        return parse_many(self.login_limits_account)


@lru_cache(maxsize=1)
def get_admin_settings() -> AdminSettings:
    try:
        return AdminSettings()
    except ValidationError as exc:
        lines = [f"ADMIN_{str(e['loc'][0]).upper()}: {e['msg']}" for e in exc.errors()]
        raise SystemExit("invalid admin settings:\n  " + "\n  ".join(lines)) from None
