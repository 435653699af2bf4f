"""The trust rules of `bibliotheque check` (issue 17), each with a failing fixture."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import pytest
import yaml

from bibliotheque.checks import check_content
from bibliotheque.content.loader import load_library
from bibliotheque.content.trust import PENDING_NOTE, title_case_words, trust_problems

ARTICLE = "articles/01-article-un.yaml"
SECTOR = "sectors/01-btp-construction.yaml"


def edit(content: Path, rel: str, change: Any) -> Path:
    """Load `rel`, let `change` modify its data, write it back."""
    path = content / rel
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


def line_of(path: Path, needle: str, occurrence: int = 1) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [n for n, line in enumerate(lines, 1) if needle in line][occurrence - 1]


def strict(content: Path, today: dt.date = dt.date(2026, 11, 23)) -> tuple[list[str], list[str]]:
    """Errors and warnings of the trust rules, every rule at its final (error) level."""
    library, _ = load_library(content)
    errors, warnings = trust_problems(library, today=today, pending=frozenset())
    return [e.format(content.parent) for e in errors], [w.format(content.parent) for w in warnings]


def test_the_minimal_tree_passes_every_rule(content: Path) -> None:
    assert strict(content) == ([], [])
    errors, warnings = check_content(content)
    # Only the placeholder hosts of the shared site.yaml warn (tests/content/test_production.py).
    assert errors == [] and [w for w in warnings if "reserved host" not in w.message] == []


def test_an_article_without_review_date_or_source_fails(content: Path) -> None:
    def change(data: dict[str, Any]) -> None:
        del data["reviewed_at"]
        data["sources"] = []

    path = edit(content, ARTICLE, change)
    errors, _ = strict(content)
    assert errors == [
        f"content/{ARTICLE}:1: reviewed_at: this article has no reviewed_at (date its facts were last checked)",
        f"content/{ARTICLE}:{line_of(path, 'sources:')}: sources: this article lists no source",
    ]


def test_a_guide_without_source_fails_at_its_line(content: Path) -> None:
    path = edit(content, SECTOR, lambda d: d["guides"][1].update(sources=[]))
    errors, _ = strict(content)
    assert errors == [
        f"content/{SECTOR}:{line_of(path, 'sources: []')}: guides[1].sources: this guide lists no source"
    ]


def test_a_review_older_than_12_months_warns(content: Path) -> None:
    def change(data: dict[str, Any]) -> None:
        data["reviewed_at"] = "2025-11-01"
        for source in data["sources"]:  # read then too
            source["consulted_at"] = "2025-11-01"

    path = edit(content, SECTOR, change)
    errors, warnings = strict(content)
    assert errors == []
    line = line_of(path, "reviewed_at: '2025-11-01'")
    assert warnings == [
        f"content/{SECTOR}:{line}: reviewed_at: reviewed_at 2025-11-01 is more than 12 months old: "
        "check the facts again"
    ]
    # Within 12 months: nothing.
    assert strict(content, today=dt.date(2026, 10, 31)) == ([], [])


def test_a_review_date_before_a_source_was_read_fails(content: Path) -> None:
    """The page shows « Vérifié le {reviewed_at} »: not a day before one of its sources was read."""

    def change(data: dict[str, Any]) -> None:
        data["reviewed_at"] = "2026-11-20"
        data["sources"][0]["consulted_at"] = "2026-11-22"

    path = edit(content, ARTICLE, change)
    errors, _ = strict(content)
    line = line_of(path, "reviewed_at: '2026-11-20'")
    assert errors == [
        f"content/{ARTICLE}:{line}: reviewed_at: reviewed_at 2026-11-20 is "
        "before the day its source 1 was read (2026-11-22): the page's facts were checked then, so set "
        "reviewed_at to that day or later"
    ]


def test_invented_examples_must_say_so(content: Path) -> None:
    path = edit(content, ARTICLE, lambda d: d["consulting"].pop("illustrative"))

    def sector(data: dict[str, Any]) -> None:
        data["case_studies_illustrative"] = False
        data["success_examples"][0]["illustrative"] = False
        data["guides"][0]["testimonial"] = {"quote": {"fr": "Une gérante a…"}, "author": {"fr": "Gérante"}}

    sector_path = edit(content, SECTOR, sector)
    edit(content, "ai-themes/ia-liberte-dirigeant.yaml", lambda d: d["topics"][1].pop("illustrative"))
    errors, _ = strict(content)
    suffix = "must carry `illustrative: true` (invented examples are labelled as such)"
    assert sorted(errors) == sorted(
        [
            f"content/ai-themes/ia-liberte-dirigeant.yaml:{line_of(content / 'ai-themes/ia-liberte-dirigeant.yaml', 'slug: ia-sujet-deux')}: "
            f"topics[1].illustrative: the AI topic 'ia-sujet-deux' (its case study) {suffix}",
            f"content/{ARTICLE}:{line_of(path, 'consulting:')}: consulting.illustrative: "
            f"the consulting block (its ROI and case study) {suffix}",
            f"content/{SECTOR}:{line_of(sector_path, 'case_studies_illustrative')}: case_studies_illustrative: "
            "the case studies must carry `case_studies_illustrative: true`",
            f"content/{SECTOR}:{line_of(sector_path, 'illustrative: false', 2)}: success_examples[0].illustrative: "
            f"the reference company 'Exemplo' {suffix}",
            f"content/{SECTOR}:{line_of(sector_path, 'testimonial:')}: guides[0].testimonial.illustrative: "
            f"the testimonial {suffix}",
        ]
    )


def test_english_jargon_is_glossed_at_its_first_use_on_a_page(content: Path) -> None:
    (content / "glossary.yaml").write_text(
        "terms:\n  - {en: pipeline, fr: portefeuille d’affaires}\n", encoding="utf-8"
    )
    assert strict(content) == ([], [])
    path = edit(
        content,
        ARTICLE,
        lambda d: d.update(problem={"fr": "Le pipeline est vide. Le pipeline fuit.", "en": "Empty."}),
    )
    errors, _ = strict(content)
    assert errors == [
        f"content/{ARTICLE}:{line_of(path, 'Le pipeline est vide')}: problem.fr: English term « pipeline » "
        "not glossed at its first use on the page: write « portefeuille d’affaires (pipeline) » or "
        "« portefeuille d’affaires »"
    ]
    # Either gloss at the first use passes; later uses need none.
    for glossed in (
        "Le portefeuille d’affaires (pipeline) est vide. Le pipeline fuit.",
        "Le pipeline (affaires en cours) est vide.",
    ):
        edit(content, ARTICLE, lambda d, g=glossed: d.update(problem={"fr": g, "en": "Empty."}))
        assert strict(content) == ([], [])


def test_a_broken_glossary_is_an_error_at_its_line(content: Path) -> None:
    (content / "glossary.yaml").write_text("terms:\n  - {en: pipeline}\n", encoding="utf-8")
    errors, _ = check_content(content)
    assert [e.format(content.parent) for e in errors] == [
        "content/glossary.yaml:2: terms[0].fr: Field required"
    ]


def test_french_names_are_in_sentence_case(content: Path) -> None:
    path = edit(
        content, SECTOR, lambda d: d.update(name={"fr": "Hôtellerie Et Restauration", "en": "Hotels"})
    )
    errors, _ = strict(content)
    assert errors == [
        f"content/{SECTOR}:{line_of(path, 'Hôtellerie Et')}: name.fr: French names and headings are in "
        "sentence case: lower-case Et, Restauration"
    ]


@pytest.mark.parametrize(
    ("text", "flagged"),
    [
        ("Hôtellerie et restauration", []),
        ("Guide de la CNIL pour les PME", []),
        ("Agences Marketing et Communication", ["Marketing", "Communication"]),
        ("Cabinets Médicaux Et Santé", ["Médicaux", "Et", "Santé"]),
        ("Piloter avec Pilotéo : Le Tableau De Bord", ["Pilotéo", "Tableau", "De", "Bord"]),
        ("Sortir de Paris : Lyon ou Lille", []),
        ("SaaS B2B et éditeurs de logiciels", []),
    ],
)
def test_title_case_detection(text: str, flagged: list[str]) -> None:
    assert title_case_words(text) == flagged


def test_pending_rules_are_warnings_that_say_so(content: Path) -> None:
    edit(content, ARTICLE, lambda d: d["consulting"].pop("illustrative"))
    library, _ = load_library(content)
    errors, warnings = trust_problems(library, pending=frozenset({"illustrative"}))
    assert errors == [] and len(warnings) == 1 and warnings[0].message.endswith(PENDING_NOTE)
