"""What the export writes for values a visitor chose: spreadsheets and line readers stay safe."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

import pytest

from bibliotheque.cli import main
from bibliotheque.forms.schemas import LeadCreate
from bibliotheque.leads.export import write_export
from bibliotheque.leads.models import EXPORT_COLUMNS
from bibliotheque.leads.store import LeadStore
from tests.leads.conftest import settings_for
from tests.leads.factory import lead_payload


def _row(**values: Any) -> dict[str, Any]:
    return {name: None for name in EXPORT_COLUMNS} | values


@pytest.mark.parametrize(
    ("value", "cell"),
    [
        ("=2+2", "'=2+2"),
        ("x;=2+2", "x;'=2+2"),
        ("x,+1", "x,'+1"),
        ("a|@SUM(A1)", "a|'@SUM(A1)"),
        ("x; -1", "x; '-1"),
        ("x\t=1", "x\t'=1"),
        ("/fr/article/a-b;c=d", "/fr/article/a-b;c=d"),
        ("plain-text", "plain-text"),
    ],
)
def test_every_place_a_formula_could_start_is_neutralised(value: str, cell: str) -> None:
    out = io.StringIO()
    write_export([_row(utm_source=value)], out, "csv")
    row = next(csv.DictReader(io.StringIO(out.getvalue())))
    assert row["utm_source"] == cell
    # Split as a spreadsheet in a `;`, `,` or `|` locale would: no piece starts a formula.
    for separator in ";,|\t":
        for piece in row["utm_source"].split(separator):
            assert not piece.lstrip().startswith(("=", "+", "-", "@")), piece


def _pieces(cell: str) -> list[str]:
    """The pieces a spreadsheet splitting on `;`, `,`, `|` or a tab would make, quotes left out."""
    return [piece.strip().lstrip('"') for sep in ";,|\t" for piece in cell.split(sep)]


def test_every_field_of_the_tool_answers_is_neutralised() -> None:
    answers = {"outils": "x;=2+3;y", "note": "=1+1", "seuil": "a,@SUM(A1)|-2", "pilotage": -2}
    out = io.StringIO()
    write_export([_row(tool_answers=answers)], out, "csv")
    cell = next(csv.DictReader(io.StringIO(out.getvalue())))["tool_answers"]
    assert [p for p in _pieces(cell) if p.startswith(("=", "+", "-", "@"))] == []
    # Still the answers, each text marked where a formula could start.
    assert json.loads(cell) == {
        "outils": "x;'=2+3;y",
        "note": "'=1+1",
        "seuil": "a,'@SUM(A1)|'-2",
        "pilotage": -2,
    }


def test_jsonl_escapes_the_unicode_line_separators() -> None:
    out = io.StringIO()
    count = write_export([_row(utm_source="a\u2028b", utm_campaign="c\u2029d"), _row()], out, "jsonl")
    text = out.getvalue()
    assert count == 2 and len(text.splitlines()) == 2
    assert "\u2028" not in text and "\u2029" not in text
    first = json.loads(text.splitlines()[0])
    assert first["utm_source"] == "a\u2028b" and first["utm_campaign"] == "c\u2029d"


def test_a_stored_lead_with_separators_exports_safely(
    database_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    store = LeadStore.open(settings_for(database_url))
    store.migrate()
    payload = lead_payload(1, utm_source="x;=2+2", utm_campaign="ligne\u2028coupée", page_path="/fr/a;=1")
    store.add(LeadCreate.model_validate(payload))
    store.close()
    capsys.readouterr()
    assert main(["leads", "--database-url", database_url, "export"]) == 0
    row = next(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert row["utm_source"] == "x;'=2+2" and row["page_path"] == "/fr/a;'=1"
    assert main(["leads", "--database-url", database_url, "export", "--format", "jsonl"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1 and json.loads(lines[0])["utm_campaign"] == "ligne\u2028coupée"
