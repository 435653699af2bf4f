"""`bibliotheque check --production`: the publisher's placeholder identity cannot go live."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bibliotheque.checks import check_content
from bibliotheque.cli import main
from bibliotheque.content.production import luhn_valid, vat_number_of

REAL = {
    "legal_name: Société Exemple SAS": "legal_name: Atelier Brunevalle SAS",
    "address: 1 rue de l’Exemple, 69000 Lyon (adresse fictive)": "address: 4 quai Perrache, 69002 Lyon",
    'siren: "000000000"': 'siren: "123456782"',
    "vat_number: FR00000000000": "vat_number: FR11123456782",
    "phone: +33 1 00 00 00 00": "phone: +33 4 72 10 20 30",
    "publication_director: Prénom Nom (exemple), président": "publication_director: Lise Marchal, présidente",
    "name: Hébergeur Exemple SAS": "name: Nuagerie Hébergement SAS",
    "address: 2 avenue de l’Exemple, 59000 Lille (adresse fictive)": "address: 9 rue Solférino, 59000 Lille",
    "phone: +33 3 00 00 00 00": "phone: +33 3 20 10 20 30",
    "claims_substantiated: false": "claims_substantiated: true",
    "fr: chiffres de démonstration, non vérifiés": "fr: enquête auprès de 412 clients, mars 2026",
    "en: demonstration figures, not verified": "en: survey of 412 customers, March 2026",
}


def set_site(content: Path, replacements: dict[str, str]) -> Path:
    path = content / "site.yaml"
    text = path.read_text(encoding="utf-8").replace("\u00a0", " ")
    for old, new in replacements.items():
        assert old in text, old
        text = text.replace(old, new)
    path.write_text(text, encoding="utf-8")
    return path


def real_hosts(content: Path) -> None:
    """Every reserved `.example` host replaced by a real-looking one (tests/content/test_outbound.py)."""
    for path in content.rglob("*.yaml"):
        text = path.read_text(encoding="utf-8")
        path.write_text(re.sub(r"\.example\b", ".fr", text), encoding="utf-8")


def production_errors(content: Path) -> list[str]:
    errors, _ = check_content(content, production=True)
    # Links to reserved hosts are tested in test_outbound.py.
    return [e.format(content.parent) for e in errors if "reserved host" not in e.message]


def test_the_placeholder_publisher_is_refused_in_production_only(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert check_content(content)[0] == []
    errors = production_errors(content)
    assert len(errors) == 10
    assert any("claims_substantiated: the figures shown as proof" in e for e in errors)
    assert any("claims_source: the figures shown as proof need their real source" in e for e in errors)
    lines = (content / "site.yaml").read_text(encoding="utf-8").splitlines()
    siren_line = next(n for n, line in enumerate(lines, 1) if line.strip().startswith("siren:"))
    assert (
        f"content/site.yaml:{siren_line}: publisher.siren: 000000000 is not a valid SIREN number (Luhn checksum)"
        in errors
    )
    assert any("publisher.host.phone: placeholder phone number" in e for e in errors)
    assert main(["--content", str(content), "check", "--production"]) == 1
    # Line numbers print as they are (rich would turn « :100: » into an emoji).
    assert "💯" not in capsys.readouterr().err


def test_real_values_pass_and_the_vat_number_must_match_the_siren(content: Path) -> None:
    set_site(content, REAL)
    real_hosts(content)
    assert check_content(content, production=True)[0] == []
    set_site(content, {"vat_number: FR11123456782": "vat_number: FR12123456782"})
    [error] = production_errors(content)
    assert error.endswith(
        "publisher.vat_number: FR12123456782 does not match SIREN 123456782 (expected FR11123456782)"
    )


def test_proof_figures_need_their_real_source(content: Path) -> None:
    """Substantiated figures still need the source shown beside them, never the demo placeholder."""
    set_site(content, {k: v for k, v in REAL.items() if not k.startswith(("fr: ", "en: "))})
    real_hosts(content)
    [error] = production_errors(content)
    assert "claims_source: the figures shown as proof need their real source" in error
    path = content / "site.yaml"
    text = path.read_text(encoding="utf-8")
    start = text.index("claims_source:")
    path.write_text(text[:start] + text[text.index("claims:", start) :], encoding="utf-8")
    [error] = production_errors(content)
    line = next(n for n, s in enumerate(text.splitlines(), 1) if s.startswith("claims_substantiated:"))
    assert error.startswith(f"content/site.yaml:{line}: claims_source:"), error
    set_site(
        content,
        {
            "\nclaims_substantiated: true\n": "\nclaims_substantiated: true\nclaims_source: {fr: enquête 2026, en: 2026 survey}\n"
        },
    )
    assert production_errors(content) == []


def test_siren_and_vat_arithmetic() -> None:
    assert luhn_valid("303265045") and not luhn_valid("303265046")
    # The example usually given for the key formula: SIREN 303 265 045 → FR 40 303 265 045.
    assert vat_number_of("303265045") == "FR40303265045"
