"""Where leads are delivered, read from the environment once and validated at start-up.

None of these set: no delivery (leads are stored, nobody is told; the server says so at start).

| variable | default | meaning |
|---|---|---|
| `DELIVERY_SMTP_HOST` | none | SMTP server; set it to send e-mails (to the team and to visitors) |
| `DELIVERY_SMTP_PORT` | `587` | its port (465 for `tls`) |
| `DELIVERY_SMTP_SECURITY` | `starttls` | `starttls`, `tls` (implicit TLS) or `none` (a local relay only) |
| `DELIVERY_SMTP_USERNAME`, `DELIVERY_SMTP_PASSWORD` | none | login, when the server asks for one |
| `DELIVERY_SMTP_TIMEOUT_SECONDS` | `30` | timeout of an SMTP connection and of each command |
| `DELIVERY_SMTP_CA_FILE` | the system's | CA certificates that the SMTP server's certificate must chain to |
| `DELIVERY_FROM` | none | sender of every e-mail, e.g. `Bibliothèque PME <leads@bibliotheque-pme.example>` |
| `DELIVERY_TEAM_TO` | none | comma-separated addresses of the sales team (one message per lead) |
| `DELIVERY_TEAM_LANG` | `fr` | language of the team's e-mails |
| `DELIVERY_VISITOR_CONFIRMATION` | `true` | send visitors who asked for something a confirmation |
| `DELIVERY_WEBHOOKS` | none | JSON list of `{"name", "url", "secret"}`; the secret is Standard Webhooks' `whsec_…` |
| `DELIVERY_WEBHOOK_TIMEOUT_SECONDS` | `10` | timeout of a webhook attempt (to connect, and between bytes) |
| `DELIVERY_ALLOW_HTTP_WEBHOOKS` | `false` | accept `http://` webhook URLs (tests, a receiver on the same host) |
| `DELIVERY_LEAD_URL` | none | link to a lead in the owner's view, `{id}` replaced, e.g. `https://…/admin/leads/{id}` |
| `DELIVERY_CONTENT_DIR` | `content` | where `site.yaml` (sender identity) and tool titles are read |
| `DELIVERY_MAX_AGE_HOURS` | `72` | a delivery still failing this long after it was due is marked `failed` |
| `DELIVERY_RETRY_BASE_SECONDS` | `30` | first retry delay, doubled at each attempt, with jitter |
| `DELIVERY_RETRY_MAX_SECONDS` | `3600` | longest delay between two attempts |
| `DELIVERY_LEASE_SECONDS` | `120` | a claimed delivery whose worker died is due again after this |
| `DELIVERY_POLL_SECONDS` | `1` | how often a worker looks for due deliveries |
| `DELIVERY_CONCURRENCY` | `4` | deliveries one worker sends at once |
| `DELIVERY_IN_SERVER` | `true` | `bibliotheque serve` runs a worker; `false` when `bibliotheque deliveries run` does |
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal
from urllib.parse import urlsplit

from pydantic import (
    AliasChoices,
    BaseModel,
    ConfigDict,
    Field,
    SecretStr,
    ValidationError,
    field_validator,
    model_validator,
)
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict
from standardwebhooks import Webhook

from bibliotheque.langs import Lang
from bibliotheque.settings.environment import comma_separated


class WebhookTarget(BaseModel):
    """One webhook receiver (a CRM, n8n, Zapier, Make)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(
        pattern=r"^[a-z0-9][a-z0-9_-]{0,39}$", description="Shown in logs and `deliveries list`."
    )
    url: str = Field(max_length=2000, description="Where the signed POST goes.")
    secret: SecretStr = Field(description="Standard Webhooks secret, `whsec_` + base64.")

    @field_validator("url")
    @classmethod
    def _absolute(cls, value: str) -> str:
        parts = urlsplit(value)
        if parts.scheme not in ("https", "http") or not parts.hostname:
            raise ValueError("must be an absolute https:// URL")
        return value

    @field_validator("secret")
    @classmethod
    def _signing_key(cls, value: SecretStr) -> SecretStr:
        try:
            Webhook(value.get_secret_value())
        except Exception:
            # Never the value itself in the message.
            raise ValueError("must be a Standard Webhooks secret: whsec_ followed by base64") from None
        return value


class DeliverySettings(BaseSettings):
    """Destinations of leads and how hard the worker tries."""

    model_config = SettingsConfigDict(env_prefix="DELIVERY_", extra="ignore", frozen=True)

    smtp_host: str | None = None
    smtp_port: int = Field(default=587, ge=1, le=65535)
    smtp_security: Literal["starttls", "tls", "none"] = "starttls"
    smtp_username: str | None = None
    smtp_password: SecretStr | None = None
    smtp_ca_file: Path | None = None
    smtp_timeout_seconds: float = Field(default=30, gt=0, le=300)
    from_address: str | None = Field(
        default=None, validation_alias=AliasChoices("DELIVERY_FROM", "from_address")
    )
    team_to: Annotated[tuple[str, ...], NoDecode] = ()
    team_lang: Lang = "fr"
    visitor_confirmation: bool = True
    webhooks: tuple[WebhookTarget, ...] = ()
    webhook_timeout_seconds: float = Field(default=10, gt=0, le=120)
    allow_http_webhooks: bool = False
    lead_url: str | None = None
    content_dir: Path = Path("content")
    max_age_hours: float = Field(default=72, gt=0)
    retry_base_seconds: float = Field(default=30, gt=0)
    retry_max_seconds: float = Field(default=3600, gt=0)
    lease_seconds: float = Field(default=120, gt=0)
    poll_seconds: float = Field(default=1, gt=0, le=60)
    concurrency: int = Field(default=4, ge=1, le=64)
    in_server: bool = True

    @field_validator("team_to", mode="before")
    @classmethod
    def _split(cls, value: object) -> object:
        return comma_separated(value)

    @field_validator("lead_url")
    @classmethod
    def _placeholder(cls, value: str | None) -> str | None:
        if value is not None and "{id}" not in value:
            raise ValueError("must contain {id}, e.g. https://bibliotheque-pme.example/admin/leads/{id}")
        return value

    @model_validator(mode="after")
    def _coherent(self) -> DeliverySettings:
        if self.smtp_host and not self.from_address:
            raise ValueError("DELIVERY_FROM is needed to send e-mails (DELIVERY_SMTP_HOST is set)")
        if self.team_to and not self.smtp_host:
            raise ValueError("DELIVERY_TEAM_TO needs DELIVERY_SMTP_HOST")
        names = [hook.name for hook in self.webhooks]
        if len(set(names)) != len(names):
            raise ValueError("DELIVERY_WEBHOOKS: two webhooks have the same name")
        for hook in self.webhooks:
            if urlsplit(hook.url).scheme != "https" and not self.allow_http_webhooks:
                raise ValueError(
                    f"DELIVERY_WEBHOOKS: webhook {hook.name} is not https "
                    "(DELIVERY_ALLOW_HTTP_WEBHOOKS=true for a local receiver)"
                )
        if self.lease_seconds < self.webhook_timeout_seconds:
            raise ValueError("DELIVERY_LEASE_SECONDS must be longer than DELIVERY_WEBHOOK_TIMEOUT_SECONDS")
        return self

    @property
    def sends_email(self) -> bool:
        return self.smtp_host is not None

    @property
    def enabled(self) -> bool:
        """Some destination is configured."""
        return bool((self.smtp_host and (self.team_to or self.visitor_confirmation)) or self.webhooks)


@lru_cache(maxsize=1)
def get_delivery_settings() -> DeliverySettings:
    """This process's settings; a bad value stops it with the variable's name (never its value)."""
    try:
        return DeliverySettings()
    except ValidationError as exc:
        lines = []
        for error in exc.errors():
            field = str(error["loc"][0]) if error["loc"] else ""
            variable = f"DELIVERY_{field.upper()}" if field and not field.isupper() else field or "DELIVERY_*"
            lines.append(f"{variable}: {error['msg']}")
        raise SystemExit("invalid delivery settings:\n  " + "\n  ".join(lines)) from None
