"""Placeholders content may use: brand names, the contact e-mail, `{claims.<name>}`, the
publisher's identity (`{publisher.<field>}`, `{host.<field>}`), `{leads.retention_years}` and
`{audience.retention_months}`.

The build substitutes them (pipeline/localize.py); `bibliotheque check` rejects unknown ones.
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
    publisher = site.publisher
    values |= {
        "{publisher.legal_name}": publisher.legal_name,
        "{publisher.legal_form}": publisher.legal_form.get(lang),
        "{publisher.share_capital_eur}": _number(publisher.share_capital_eur, lang),
        "{publisher.address}": publisher.address,
        "{publisher.siren}": " ".join(publisher.siren[i : i + 3] for i in range(0, 9, 3)),
        "{publisher.rcs_city}": publisher.rcs_city,
        "{publisher.vat_number}": publisher.vat_number,
        "{publisher.phone}": publisher.phone,
        "{publisher.publication_director}": publisher.publication_director,
        "{host.name}": publisher.host.name,
        "{host.address}": publisher.host.address,
        "{host.phone}": publisher.host.phone,
        "{leads.retention_years}": str(site.lead_retention_years),
        "{audience.retention_months}": str(site.audience_retention_months),
    }
    return values
