"""`bibliotheque check --production`: what must be true before the site goes live.

The publisher's identity in site.yaml (legal notice, privacy policy) ships with placeholders
of the fictional provider; production refuses them and checks the SIREN and the VAT number.
"""

from __future__ import annotations

import re

from bibliotheque.content.errors import ContentProblem
from bibliotheque.content.library import Library
from bibliotheque.content.models.site import Publisher
from bibliotheque.content.yaml_source import dotted

PLACEHOLDER = re.compile(r"exemple|example|fictif|fictive|placeholder|prénom nom|à remplacer", re.IGNORECASE)
_ALL_ZERO_NUMBER = re.compile(r"^\+?[0-9]{0,2}[\s.]*0[0\s.]*$|(?:0[\s.]*){8}$")


def luhn_valid(digits: str) -> bool:
    """The Luhn checksum a SIREN number satisfies."""
    total = 0
    for index, char in enumerate(reversed(digits)):
        value = int(char) * (2 if index % 2 else 1)
        total += value - 9 if value > 9 else value
    return total % 10 == 0


def vat_number_of(siren: str) -> str:
    """The French intra-EU VAT number of a SIREN: FR, a two-digit key, the SIREN."""
    return f"FR{(12 + 3 * (int(siren) % 97)) % 97:02d}{siren}"


def publisher_problems(publisher: Publisher) -> list[tuple[str, str]]:
    """(field path, message) of every placeholder or inconsistent value."""
    problems: list[tuple[str, str]] = []
    texts = {
        "legal_name": publisher.legal_name,
        "address": publisher.address,
        "rcs_city": publisher.rcs_city,
        "publication_director": publisher.publication_director,
        "host.name": publisher.host.name,
        "host.address": publisher.host.address,
    }
    for field, value in texts.items():
        if PLACEHOLDER.search(value):
            problems.append((field, f"placeholder value {value!r}: set the publisher's real one"))
    for field, value in {"phone": publisher.phone, "host.phone": publisher.host.phone}.items():
        if _ALL_ZERO_NUMBER.search(value):
            problems.append((field, f"placeholder phone number {value!r}"))
    siren = publisher.siren
    if set(siren) == {"0"} or not luhn_valid(siren):
        problems.append(("siren", f"{siren} is not a valid SIREN number (Luhn checksum)"))
    elif publisher.vat_number != vat_number_of(siren):
        problems.append(
            (
                "vat_number",
                f"{publisher.vat_number} does not match SIREN {siren} (expected {vat_number_of(siren)})",
            )
        )
    return problems


PROOF_CLAIMS = (
    "companies",
    "roi_percent",
    "satisfaction_percent",
    "support",
    "setup_minutes",
    "demo_views",
    "demo_rating",
    "ai_failure_percent",
)


# The demo site's claims_source (content/site.yaml): a placeholder, refused like a missing source.
DEMO_CLAIMS_SOURCE = "chiffres de démonstration"


def production_problems(library: Library) -> list[ContentProblem]:
    """Errors that only matter for the live site, each at file:line."""
    source, loc = library.origin[id(library.site)]
    out: list[ContentProblem] = []
    if not library.site.claims_substantiated:
        full = (*loc, "claims_substantiated")
        out.append(
            ContentProblem(
                source.path,
                source.line_of(full),
                dotted(full),
                f"the figures shown as proof ({', '.join(PROOF_CLAIMS)}) are the fictional provider's: "
                "set provable ones, then claims_substantiated: true",
            )
        )
    claims_source = library.site.claims_source
    if claims_source is None or DEMO_CLAIMS_SOURCE in claims_source.fr:
        full = (*loc, "claims_source")
        out.append(
            ContentProblem(
                source.path,
                source.line_of(full if claims_source is not None else (*loc, "claims_substantiated")),
                dotted(full),
                "the figures shown as proof need their real source (survey, date, sample), shown beside them",
            )
        )
    for field, message in publisher_problems(library.site.publisher):
        full = (*loc, "publisher", *field.split("."))
        out.append(ContentProblem(source.path, source.line_of(full), dotted(full), message))
    return out
