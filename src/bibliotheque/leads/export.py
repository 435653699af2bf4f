"""`bibliotheque leads export`: leads as CSV (for spreadsheets) or JSON Lines (for programs)."""

from __future__ import annotations

import csv
import datetime as dt
import json
import uuid
from collections.abc import Iterable
from typing import Any, Literal, TextIO

from bibliotheque.leads.models import EXPORT_COLUMNS

ExportFormat = Literal["csv", "jsonl"]
# A cell starting with one of these is a formula to a spreadsheet: visitors wrote these values.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _plain(value: Any) -> Any:
    if isinstance(value, uuid.UUID):
        return str(value)
    if isinstance(value, dt.datetime):
        return value.isoformat()
    return value


def _cell(value: Any) -> str:
    value = _plain(value)
    if value is None:
        return ""
    if isinstance(value, dict):
        return json.dumps(value, ensure_ascii=False, sort_keys=True)
    text = str(value)
    return "'" + text if isinstance(value, str) and text.startswith(_FORMULA_STARTS) else text


def write_export(rows: Iterable[dict[str, Any]], out: TextIO, fmt: ExportFormat) -> int:
    """Writes the rows; returns how many. CSV cells that a spreadsheet would run are quoted with '."""
    count = 0
    if fmt == "csv":
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(EXPORT_COLUMNS)
        for row in rows:
            writer.writerow([_cell(row[name]) for name in EXPORT_COLUMNS])
            count += 1
        return count
    for row in rows:
        out.write(json.dumps({k: _plain(row[k]) for k in EXPORT_COLUMNS}, ensure_ascii=False) + "\n")
        count += 1
    return count
