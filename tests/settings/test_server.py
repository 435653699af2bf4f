"""Server settings come from the environment, validated once (DESIGN §6, STYLE 4)."""

from __future__ import annotations

import ipaddress

import pytest
from pydantic import ValidationError

from bibliotheque.settings.server import LeadSettings, get_settings


def test_defaults() -> None:
    settings = LeadSettings()
    assert settings.database_url == "sqlite:///data/leads.sqlite3"
    assert settings.trusted_proxies == ()
    assert settings.max_body_bytes == 16 * 1024
    assert not hasattr(settings, "retention_years")  # one setting: site.yaml's lead_retention_years
    assert settings.sqlite_synchronous == "FULL" and settings.rate_limit_storage == "memory://"


def test_the_environment_is_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATABASE_URL", "postgres://leads@db.internal:5432/leads")
    monkeypatch.setenv("LEADS_TRUSTED_PROXIES", "10.0.0.0/8, 192.0.2.1,::1")
    monkeypatch.setenv("LEADS_RATE_LIMITS", "5/minute;50/day")
    monkeypatch.setenv("LEADS_INVALID_RATE_LIMITS", "30/minute")
    settings = get_settings()
    assert settings.database_url == "postgresql+psycopg://leads@db.internal:5432/leads"
    assert settings.trusted_proxies == (
        ipaddress.ip_network("10.0.0.0/8"),
        ipaddress.ip_network("192.0.2.1/32"),
        ipaddress.ip_network("::1/128"),
    )
    assert [str(item) for item in settings.rate_limit_items] == ["5 per 1 minute", "50 per 1 day"]
    assert [str(item) for item in settings.invalid_rate_limit_items] == ["30 per 1 minute"]
    monkeypatch.setenv("LEADS_RATE_LIMITS", "7/minute")
    assert get_settings() is settings


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("DATABASE_URL", "mysql://x"),
        ("LEADS_TRUSTED_PROXIES", "proxy.internal"),
        ("LEADS_RATE_LIMITS", "lots"),
        ("LEADS_INVALID_RATE_LIMITS", ""),
        ("LEADS_SQLITE_SYNCHRONOUS", "OFF"),
    ],
)
def test_a_bad_value_stops_the_start(monkeypatch: pytest.MonkeyPatch, name: str, value: str) -> None:
    monkeypatch.setenv(name, value)
    with pytest.raises(ValidationError):
        LeadSettings()
    with pytest.raises(SystemExit, match=f"invalid server settings:\n  {name}: "):
        get_settings()
