"""`bibliotheque leads export`: leads as CSV (for spreadsheets) or JSON Lines (for programs)."""

from __future__ import annotations

import csv
import datetime as dt
import json
import re
import uuid
from collections.abc import Iterable
from typing import Any, Literal, TextIO

from bibliotheque.leads.models import EXPORT_COLUMNS

ExportFormat = Literal["csv", "jsonl"]
# A cell starting with one of `= + - @` is a formula to a spreadsheet, and a spreadsheet may split
# a cell on any of these separators (French Excel splits on `;`): visitors wrote these values, so
# every place where a formula could start gets a `'` in front of it, in a composed cell (a tool's
# answers, written as JSON) in each of its fields too: split on `;`, `x;=2+3;y` starts a formula.
_FORMULA = re.compile(r"(^|[,;\t|\r\n])(\s*)(?=[=+\-@])")
# Line separators that JSON leaves raw but line-based readers (Python's splitlines, JavaScript
# before ES2019) break lines on.
_LINE_BREAKERS = str.maketrans({"\u2028": "\\u2028", "\u2029": "\\u2029", "\x85": "\\u0085"})


def _plain(value: Any) -> Any:
    if isinstance(value, uuid.UUID):
        return str(value)
    if isinstance(value, dt.datetime):
        return value.isoformat()
    return value


def _neutral(value: Any) -> Any:
    """The value with every formula start of its texts quoted, the keys and values of a dict too."""
    if isinstance(value, str):
        return _FORMULA.sub(r"\1\2'", value)
    if isinstance(value, dict):
        return {_neutral(key): _neutral(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_neutral(item) for item in value]
    return value


def _cell(value: Any) -> str:
    value = _neutral(_plain(value))
    if value is None:
        return ""
    if isinstance(value, dict | list):
        return json.dumps(value, ensure_ascii=False, sort_keys=True)
    return str(value)


def write_export(
    rows: Iterable[dict[str, Any]],
    out: TextIO,
    fmt: ExportFormat,
    columns: tuple[str, ...] = EXPORT_COLUMNS,
) -> int:
    """Writes the rows; returns how many. CSV: formula starts neutralised with '; JSONL: one line per lead."""
    count = 0
    if fmt == "csv":
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(columns)
        for row in rows:
            writer.writerow([_cell(row[name]) for name in columns])
            count += 1
        return count
    for row in rows:
        line = json.dumps({k: _plain(row[k]) for k in EXPORT_COLUMNS}, ensure_ascii=False)
        out.write(line.translate(_LINE_BREAKERS) + "\n")
        count += 1
    return count
