"""Placeholders content may use: brand names, the contact e-mail and `{claims.<name>}`.

The build substitutes them (build/localize.py); `bibliotheque check` rejects unknown ones.
"""

from __future__ import annotations

from bibliotheque.content.models.site import Site


def _number(value: object, lang: str) -> str:
    if isinstance(value, int) and value >= 1000:
        grouped = f"{value:,}"
        return grouped.replace(",", "\u00a0") if lang == "fr" else grouped
    if isinstance(value, float):
        return str(value).replace(".", ",") if lang == "fr" else str(value)
    return str(value)


def placeholders(site: Site, lang: str = "fr") -> dict[str, str]:
    """The values substituted into every text: brand names, e-mail, `{claims.<name>}`."""
    values = {
        "{platform}": site.brand.platform_name,
        "{consulting}": site.brand.consulting_name,
        "{group}": site.brand.group_name,
        "{email}": site.contact_email,
    }
    for name, value in site.claims.model_dump().items():
        values[f"{{claims.{name}}}"] = _number(value, lang)
    return values
