"""The build-made downloads: PDFs read back with pypdf, XLSX formulas recomputed with pycel."""

from __future__ import annotations

import io
from pathlib import Path

import openpyxl
import pytest
from pycel import ExcelCompiler
from pypdf import PdfReader
from pypdf.generic import DictionaryObject, PdfObject

from bibliotheque.content.loader import load_library
from bibliotheque.paths import WEB
from bibliotheque.pipeline.deliverables import Deliverables, PdfFonts
from bibliotheque.pipeline.deliverables.fonts import web_font_sources
from bibliotheque.pipeline.deliverables.workbooks import workbook_bytes
from tests.factory import write_minimal_content


@pytest.fixture(scope="module")
def fonts(tmp_path_factory: pytest.TempPathFactory) -> PdfFonts:
    return PdfFonts(web_font_sources(WEB), tmp_path_factory.mktemp("fonts"))


def _dictionary(value: PdfObject) -> DictionaryObject:
    """`value` as a PDF dictionary (pypdf types every value it reads as a PdfObject)."""
    found = value.get_object()
    assert isinstance(found, DictionaryObject)
    return found


def _text(reader: PdfReader) -> str:
    return " ".join(page.extract_text() or "" for page in reader.pages)


def test_pdfs_carry_title_language_pages_and_text(tmp_path: Path, fonts: PdfFonts) -> None:
    library, _ = load_library(write_minimal_content(tmp_path / "content"))
    deliverables = Deliverables(library, fonts, tmp_path / "cache")
    assert deliverables.make().made == 2 * (2 + 2)  # 2 resources and 2 article checklists per language
    deliverables.publish(tmp_path / "dist")
    for lang, title in (("fr", "Guide test"), ("en", "Guide test (en)")):
        info = deliverables.files.resources[(lang, "guide-test")]
        raw = (tmp_path / "dist" / info.url.lstrip("/")).read_bytes()
        reader = PdfReader(io.BytesIO(raw))
        assert info.bytes == len(raw) and info.pages == len(reader.pages) >= 4  # cover, contents, chapters
        assert reader.metadata is not None and reader.metadata.title == title
        root = _dictionary(reader.trailer["/Root"])
        assert str(root["/Lang"]) == ("fr-FR" if lang == "fr" else "en-GB")
        assert "/StructTreeRoot" in root and _dictionary(root["/MarkInfo"])["/Marked"]  # tagged PDF
        text = _text(reader)
        assert "Introduction du guide" in text and "Second paragraphe" in text
        assert ("Sommaire" if lang == "fr" else "Contents") in text
        fonts_used = {
            str(f)
            for page in reader.pages
            for f in (_dictionary(page["/Resources"]).get("/Font") or DictionaryObject()).values()
        }
        assert fonts_used
    for lang in ("fr", "en"):
        checklist = deliverables.files.checklists[(lang, "article-un")]
        reader = PdfReader(tmp_path / "dist" / checklist.url.lstrip("/"))
        assert len(reader.pages) == checklist.pages == 1
        assert "étape 1 n°1" in _text(reader) if lang == "fr" else "étape 1 no. 1" in _text(reader)


def test_a_rebuild_makes_only_what_changed(tmp_path: Path, fonts: PdfFonts) -> None:
    content = write_minimal_content(tmp_path / "content")
    library, _ = load_library(content)
    cache = tmp_path / "cache"
    Deliverables(library, fonts, cache).make()
    again = Deliverables(library, fonts, cache).make()
    assert (again.made, again.cached) == (0, 8)
    document = content / "documents" / "guide-test.yaml"
    document.write_text(document.read_text(encoding="utf-8").replace("Conclusion du guide", "Autre fin"))
    library, _ = load_library(content)
    changed = Deliverables(library, fonts, cache).make()
    assert (changed.made, changed.cached) == (2, 6)  # the guide in both languages, nothing else
    assert len(list(cache.glob("*.pdf"))) == 6  # the stale entry is gone


def test_the_delegation_guide_is_typeset_in_french(tmp_path: Path, fonts: PdfFonts) -> None:
    library, _ = load_library(Path(__file__).resolve().parents[2] / "content")
    library.resources = [r for r in library.resources if r.slug == "guide-delegation-dirigeant"]
    library.articles = [a.model_copy(update={"checklist": []}) for a in library.articles]
    deliverables = Deliverables(library, fonts, tmp_path / "cache")
    deliverables.make()
    info = deliverables.files.resources[("fr", "guide-delegation-dirigeant")]
    assert info.pages is not None and info.pages >= 12
    pdfs = {
        str(_dictionary(PdfReader(p).trailer["/Root"])["/Lang"]): PdfReader(p)
        for p in (tmp_path / "cache").glob("*.pdf")
    }
    text = _text(pdfs["fr-FR"])
    assert "Étape 1\u00a0: mesurer" in text  # no-break space before the colon
    assert "Les six erreurs qui font échouer une délégation" in text


def _recomputed(kind: str, lang: str, tmp_path: Path) -> ExcelCompiler:
    """The workbook saved again by openpyxl, which drops every cached result: pycel computes them all."""
    book = openpyxl.load_workbook(io.BytesIO(workbook_bytes(kind, lang, "T", "A")))
    path = tmp_path / f"{kind}-{lang}.xlsx"
    book.save(path)
    return ExcelCompiler(filename=str(path))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_cash_workbook_computes_the_13_weeks(tmp_path: Path, lang: str) -> None:
    sheet = "Exemple" if lang == "fr" else "Example"
    x = _recomputed("cash-13-weeks", lang, tmp_path)
    ends = [x.evaluate(f"{sheet}!{col}21") for col in "BCDEFGHIJKLMN"]
    # The figures of content/files/modele-tresorerie-13-semaines.csv, computed by hand there.
    assert ends == [25450, 23900, 28900, 13500, 25200, 28500, 33200, 20100, 24600, 34000, 36700, 45250, 29250]
    assert x.evaluate(f"{sheet}!E22") == ("OUI" if lang == "fr" else "YES")
    assert x.evaluate(f"{sheet}!B22") == ("non" if lang == "fr" else "no")
    assert (x.evaluate(f"{sheet}!B24"), x.evaluate(f"{sheet}!B25")) == (13500, 1)
    assert x.evaluate(f"{sheet}!O8") == 280500  # customer receipts over 13 weeks
    blank = "Modèle vide" if lang == "fr" else "Blank template"
    assert x.evaluate(f"'{blank}'!N21") == 0 and x.evaluate(f"'{blank}'!B25") == 13  # empty: all below 15 000


def test_process_and_dashboard_workbooks(tmp_path: Path) -> None:
    p = _recomputed("process-cost", "fr", tmp_path)
    assert (p.evaluate("Exemple!G10"), p.evaluate("Exemple!J10")) == (6110, 4416)
    assert round(p.evaluate("Exemple!B13"), 2) == 101.83
    assert p.evaluate("'Modèle vide'!G16") == 0 and p.evaluate("'Modèle vide'!B19") == ""
    d = _recomputed("dashboard", "en", tmp_path)
    assert [d.evaluate(f"Example!{c}4") for c in "STUV"] == [86900, 82166.66666666667, 246500, "OK"]
    assert d.evaluate("Example!V7") == "OK" and d.evaluate("Example!B15") == 0
    assert [d.evaluate(f"'Blank template'!{c}4") for c in "SV"] == ["", ""]
    book = openpyxl.load_workbook(io.BytesIO(workbook_bytes("dashboard", "fr", "T", "A")))
    rules = [r for rng in book["Exemple"].conditional_formatting for r in rng.rules]
    assert any("<$E4" in (r.formula or [""])[0] for r in rules)  # months under their threshold turn red


def test_a_client_only_resource_makes_no_file(tmp_path: Path, fonts: PdfFonts) -> None:
    """Issue 33, point 3: the client-only guides were in dist/downloads/ and in the page data."""
    import yaml

    content = write_minimal_content(tmp_path / "content")
    resources = content / "resources.yaml"
    listed = yaml.safe_load(resources.read_text(encoding="utf-8"))
    listed["resources"][1]["access_level"] = "premium"
    resources.write_text(yaml.safe_dump(listed, allow_unicode=True), encoding="utf-8")
    library, _ = load_library(content)
    deliverables = Deliverables(library, fonts, tmp_path / "cache")
    deliverables.make()
    deliverables.publish(tmp_path / "dist")
    assert not [key for key in deliverables.files.resources if key[1] == "guide-test"]
    assert not list((tmp_path / "dist").rglob("guide-test*"))
    assert deliverables.files.of_resources("fr", library.resources)["guide-test"] == []


def test_a_pdf_edition_date_writes_the_first_of_a_month_as_french_does() -> None:
    import datetime as dt

    from bibliotheque.pipeline.deliverables.pdf import long_date

    assert long_date(dt.date(2023, 12, 1), "fr") == "1er\u00a0décembre 2023"
    assert long_date(dt.date(2026, 11, 27), "fr") == "27\u00a0novembre 2026"
    assert long_date(dt.date(2023, 12, 1), "en") == "1 December 2023"
