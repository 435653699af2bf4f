"""Parsing helpers shared by the settings modules (`settings.server`, `deliveries`, `admin`, `audience`)."""

from __future__ import annotations

from limits import parse_many


def comma_separated(value: object, *, strip: str = "") -> object:
    """`"a, b,"` from the environment → `("a", "b")` (each part also stripped of `strip` on the right)."""
    if isinstance(value, str):
        return tuple(part.strip().rstrip(strip) for part in value.split(",") if part.strip())
    return value


def rate_limits(value: str, example: str) -> str:
    """`value` unchanged when it is one or more `limits` rates (`;`-separated), else a clear error."""
    try:
        items = parse_many(value)
    except ValueError as exc:
        raise ValueError(f"not a `limits` rate, e.g. `{example}`: {exc}") from None
    if not items:
        raise ValueError(f"at least one rate is needed, e.g. `{example.split(';')[0]}`")
    return value
