"""The spreadsheet templates as XLSX with working formulas (XlsxWriter).

Each workbook has a filled example sheet and an empty one with the same formulas: totals, the
13-week cash balance, the dashboard's alert state against each indicator's threshold, and
conditional formatting of the cells on the wrong side of their threshold. Labels come in French
and English; the example figures are those of the CSV files in content/files/.
"""

from __future__ import annotations

import datetime as dt
import io
from collections.abc import Callable
from typing import Any

import xlsxwriter
from xlsxwriter.utility import xl_rowcol_to_cell as cell
from xlsxwriter.workbook import Workbook
from xlsxwriter.worksheet import Worksheet

from bibliotheque.pipeline.deliverables.workbook_data import (
    ALERT,
    CASH_IN,
    CASH_OUT,
    CASH_TEXT,
    DASHBOARD,
    DASHBOARD_TEXT,
    MONTHS,
    PROCESS,
    PROCESS_TEXT,
    SHEETS,
)


class Styles:
    def __init__(self, book: Workbook) -> None:
        base = {"font_name": "Calibri", "font_size": 10, "valign": "top"}
        self.title = book.add_format(base | {"bold": True, "font_size": 14, "font_color": "#1e40af"})
        self.note = book.add_format(base | {"italic": True, "font_color": "#475569", "text_wrap": False})
        self.head = book.add_format(
            base
            | {"bold": True, "bg_color": "#1e40af", "font_color": "#ffffff", "text_wrap": True, "border": 1}
        )
        self.text = book.add_format(base | {"text_wrap": True, "border": 1, "border_color": "#cbd5e1"})
        self.input = book.add_format(
            base | {"num_format": "#,##0.##", "border": 1, "border_color": "#cbd5e1", "bg_color": "#fefce8"}
        )
        self.euro = book.add_format(
            base | {"num_format": "#,##0 €", "border": 1, "border_color": "#cbd5e1", "bg_color": "#fefce8"}
        )
        self.calc = book.add_format(
            base | {"num_format": "#,##0.##", "border": 1, "border_color": "#cbd5e1", "bg_color": "#f1f5f9"}
        )
        self.calc_euro = book.add_format(
            base | {"num_format": "#,##0 €", "border": 1, "border_color": "#cbd5e1", "bg_color": "#f1f5f9"}
        )
        self.total = book.add_format(
            base | {"num_format": "#,##0 €", "bold": True, "border": 1, "bg_color": "#e2e8f0"}
        )
        self.label_total = book.add_format(base | {"bold": True, "border": 1, "bg_color": "#e2e8f0"})
        self.bad = book.add_format({"bg_color": "#fee2e2", "font_color": "#991b1b", "bold": True})
        self.good = book.add_format({"font_color": "#166534"})


# ---- dashboard -------------------------------------------------------------------------------

FIRST = 3  # first data row (0-based): title, note, header


def _dashboard_sheet(book: Workbook, s: Styles, sheet: Worksheet, lang: str, filled: bool) -> None:
    text = DASHBOARD_TEXT[lang]
    sheet.write(0, 0, text["title"], s.title)
    sheet.write(1, 0, text["note"], s.note)
    heads = [*text["head"], *MONTHS[lang], *text["tail"]]
    sheet.write_row(2, 0, heads, s.head)
    sheet.set_row(2, 30)
    sheet.set_column(0, 0, 34)
    sheet.set_column(1, 1, 40)
    sheet.set_column(2, 2, 20)
    sheet.set_column(3, 5, 11)
    sheet.set_column(6, 17, 9)
    sheet.set_column(18, 21, 11)
    sheet.set_column(22, 22, 40)
    sheet.freeze_panes(FIRST, 1)
    sheet.data_validation(
        FIRST,
        5,
        FIRST + len(DASHBOARD) - 1,
        5,
        {"validate": "list", "source": [text["below"], text["above"]]},
    )
    bad, ok = ALERT[lang]
    for i, (name, calc, owner, target, threshold, when, additive, example) in enumerate(DASHBOARD):
        r = FIRST + i
        sheet.write(r, 0, name[lang], s.text)
        sheet.write(r, 1, calc[lang], s.text)
        sheet.write(r, 2, owner[lang], s.text)
        sheet.write_number(r, 3, target, s.input)
        sheet.write_number(r, 4, threshold, s.input)
        sheet.write(r, 5, text[when], s.input)
        for m in range(12):
            if filled and m < len(example):
                sheet.write_number(r, 6 + m, example[m], s.input)
            else:
                sheet.write_blank(r, 6 + m, None, s.input)
        months = f"{cell(r, 6)}:{cell(r, 17)}"
        latest = cell(r, 18)
        values = example if filled else []
        sheet.write_formula(
            r,
            18,
            f'=IF(COUNT({months})=0,"",INDEX({months},COUNT({months})))',
            s.calc,
            values[-1] if values else "",
        )
        sheet.write_formula(
            r,
            19,
            f'=IF(COUNT({months})=0,"",AVERAGE({months}))',
            s.calc,
            sum(values) / len(values) if values else "",
        )
        if additive:
            sheet.write_formula(r, 20, f"=SUM({months})", s.calc, sum(values))
        else:
            sheet.write_blank(r, 20, None, s.calc)
        threshold_cell, when_cell = cell(r, 4), cell(r, 5)
        state = f'=IF({latest}="","",IF(IF({when_cell}="{text["below"]}",{latest}<{threshold_cell},{latest}>{threshold_cell}),"{bad}","{ok}"))'
        expected = ""
        if values:
            on_alert = values[-1] < threshold if when == "below" else values[-1] > threshold
            expected = bad if on_alert else ok
        sheet.write_formula(r, 21, state, s.calc, expected)
        sheet.write_blank(r, 22, None, s.text)
    last = FIRST + len(DASHBOARD) - 1
    first_month = cell(FIRST, 6, col_abs=False, row_abs=False)
    rule = (
        f'=AND(ISNUMBER({first_month}),IF($F{FIRST + 1}="{text["below"]}",'
        f"{first_month}<$E{FIRST + 1},{first_month}>$E{FIRST + 1}))"
    )
    sheet.conditional_format(FIRST, 6, last, 18, {"type": "formula", "criteria": rule, "format": s.bad})
    sheet.conditional_format(
        FIRST, 21, last, 21, {"type": "cell", "criteria": "==", "value": f'"{bad}"', "format": s.bad}
    )
    sheet.write(last + 2, 0, text["alerts"], s.label_total)
    count = sum(
        1
        for row in DASHBOARD
        if filled and ((row[7][-1] < row[4]) if row[5] == "below" else (row[7][-1] > row[4]))
    )
    sheet.write_formula(
        last + 2, 1, f'=COUNTIF({cell(FIRST, 21)}:{cell(last, 21)},"{bad}")', s.label_total, count
    )


# ---- 13-week cash flow ------------------------------------------------------------------------

OPENING, THRESHOLD = 18000, 15000


def cash_rows() -> dict[str, int]:
    """Row (0-based) of each line of the cash sheet."""
    rows = {"opening": 2, "threshold": 3, "header": 5, "start": 6}
    r = 7
    for i in range(len(CASH_IN)):
        rows[f"in{i}"] = r + i
    r += len(CASH_IN)
    rows["in"] = r
    r += 1
    for i in range(len(CASH_OUT)):
        rows[f"out{i}"] = r + i
    r += len(CASH_OUT)
    rows |= {"out": r, "net": r + 1, "end": r + 2, "flag": r + 3, "low": r + 5, "weeks": r + 6}
    return rows


def _cash_sheet(book: Workbook, s: Styles, sheet: Worksheet, lang: str, filled: bool) -> None:
    text, rows = CASH_TEXT[lang], cash_rows()
    sheet.write(0, 0, text["title"], s.title)
    sheet.write(1, 0, text["note"], s.note)
    sheet.set_column(0, 0, 46)
    sheet.set_column(1, 14, 11)
    sheet.freeze_panes(rows["header"] + 1, 1)
    sheet.write(rows["opening"], 0, text["opening"], s.text)
    sheet.write(rows["threshold"], 0, text["threshold"], s.text)
    if filled:
        sheet.write_number(rows["opening"], 1, OPENING, s.euro)
    else:
        sheet.write_blank(rows["opening"], 1, None, s.euro)
    sheet.write_number(rows["threshold"], 1, THRESHOLD, s.euro)
    opening, threshold = cell(rows["opening"], 1, True, True), cell(rows["threshold"], 1, True, True)
    sheet.write_row(
        rows["header"],
        0,
        [text["item"]] + [text["week"].format(n=n) for n in range(1, 14)] + [text["total"]],
        s.head,
    )

    def label(row: str, value: str, style: Any = s.label_total) -> None:
        sheet.write(rows[row], 0, value, style)

    label("start", text["start"])
    for i, (name, _) in enumerate(CASH_IN):
        label(f"in{i}", name[lang], s.text)
    label("in", text["in"])
    for i, (name, _) in enumerate(CASH_OUT):
        label(f"out{i}", name[lang], s.text)
    for key in ("out", "net", "end", "flag"):
        label(key, text[key])
    balance: float = OPENING if filled else 0
    for w in range(13):
        c = 1 + w

        def col(key: str, c: int = c) -> str:
            return str(cell(rows[key], c))

        start = balance
        sheet.write_formula(
            rows["start"], c, f"={opening}" if w == 0 else f"={cell(rows['end'], c - 1)}", s.calc_euro, start
        )
        total_in = total_out = 0.0
        for i, (_, values) in enumerate(CASH_IN):
            v = values[w] if filled else 0
            total_in += v
            _flow(sheet, rows[f"in{i}"], c, v if filled else None, s)
        for i, (_, values) in enumerate(CASH_OUT):
            v = values[w] if filled else 0
            total_out += v
            _flow(sheet, rows[f"out{i}"], c, v if filled else None, s)
        sheet.write_formula(
            rows["in"], c, f"=SUM({col('in0')}:{cell(rows['in0'] + len(CASH_IN) - 1, c)})", s.total, total_in
        )
        sheet.write_formula(
            rows["out"],
            c,
            f"=SUM({col('out0')}:{cell(rows['out0'] + len(CASH_OUT) - 1, c)})",
            s.total,
            total_out,
        )
        sheet.write_formula(rows["net"], c, f"={col('in')}-{col('out')}", s.total, total_in - total_out)
        balance = start + total_in - total_out
        sheet.write_formula(rows["end"], c, f"={col('start')}+{col('net')}", s.total, balance)
        flag = text["yes"] if balance < THRESHOLD else text["no"]
        sheet.write_formula(
            rows["flag"], c, f'=IF({col("end")}<{threshold},"{text["yes"]}","{text["no"]}")', s.calc, flag
        )
    for key in (
        [f"in{i}" for i in range(len(CASH_IN))]
        + ["in"]
        + [f"out{i}" for i in range(len(CASH_OUT))]
        + ["out", "net"]
    ):
        r = rows[key]
        sheet.write_formula(r, 14, f"=SUM({cell(r, 1)}:{cell(r, 13)})", s.total)
    end_row = f"{cell(rows['end'], 1)}:{cell(rows['end'], 13)}"
    sheet.write(rows["low"], 0, text["low"], s.label_total)
    sheet.write_formula(rows["low"], 1, f"=MIN({end_row})", s.total)
    sheet.write(rows["weeks"], 0, text["weeks"], s.label_total)
    sheet.write_formula(rows["weeks"], 1, f'=COUNTIF({end_row},"<"&{threshold})', s.label_total)
    sheet.conditional_format(
        rows["end"],
        1,
        rows["end"],
        13,
        {"type": "cell", "criteria": "<", "value": threshold, "format": s.bad},
    )
    sheet.conditional_format(
        rows["flag"],
        1,
        rows["flag"],
        13,
        {"type": "cell", "criteria": "==", "value": f'"{text["yes"]}"', "format": s.bad},
    )


def _flow(sheet: Worksheet, row: int, col: int, value: float | None, s: Styles) -> None:
    if value is None:
        sheet.write_blank(row, col, None, s.euro)
    else:
        sheet.write_number(row, col, value, s.euro)


# ---- cost of a process ------------------------------------------------------------------------

STEP_ROWS = 12  # rows offered on the blank sheet


def _process_sheet(book: Workbook, s: Styles, sheet: Worksheet, lang: str, filled: bool) -> None:
    text = PROCESS_TEXT[lang]
    sheet.write(0, 0, text["title"], s.title)
    sheet.write(1, 0, text["note"], s.note)
    sheet.write_row(2, 0, text["head"], s.head)
    sheet.set_row(2, 42)
    sheet.set_column(0, 1, 32)
    sheet.set_column(2, 9, 13)
    sheet.set_column(10, 10, 46)
    sheet.freeze_panes(3, 1)
    steps = PROCESS if filled else []
    count = len(PROCESS) if filled else STEP_ROWS
    for i in range(count):
        r = 3 + i
        if i < len(steps):
            step, role, minutes, per_month, hourly, rework, idea = steps[i]
            sheet.write(r, 0, step[lang], s.text)
            sheet.write(r, 1, role[lang], s.text)
            for c, v in ((2, minutes), (3, per_month), (4, hourly), (8, rework)):
                sheet.write_number(r, c, v, s.input)
            sheet.write(r, 10, idea[lang], s.text)
        else:
            for c in (0, 1, 10):
                sheet.write_blank(r, c, None, s.text)
            for c in (2, 3, 4, 8):
                sheet.write_blank(r, c, None, s.input)

        def x(c: int, r: int = r) -> str:
            return str(cell(r, c))

        sheet.write_formula(r, 5, f"={x(2)}*{x(3)}/60", s.calc)
        sheet.write_formula(r, 6, f"={x(5)}*{x(4)}", s.calc_euro)
        sheet.write_formula(r, 7, f"={x(6)}*12", s.calc_euro)
        sheet.write_formula(r, 9, f"={x(7)}*{x(8)}/100", s.calc_euro)
    total = 3 + count
    sheet.write(total, 0, text["total"], s.label_total)
    for c in (5, 6, 7, 9):
        sheet.write_formula(total, c, f"=SUM({cell(3, c)}:{cell(total - 1, c)})", s.total)
    sheet.write(total + 2, 0, text["volume"], s.text)
    if filled:
        sheet.write_number(total + 2, 1, 60, s.input)
    else:
        sheet.write_blank(total + 2, 1, None, s.input)
    sheet.write(total + 3, 0, text["unit"], s.label_total)
    volume = cell(total + 2, 1)
    sheet.write_formula(total + 3, 1, f'=IF(N({volume})=0,"",{cell(total, 6)}/{volume})', s.total)
    sheet.conditional_format(
        3, 8, total - 1, 8, {"type": "cell", "criteria": ">=", "value": 10, "format": s.bad}
    )


# ---- the workbooks ----------------------------------------------------------------------------

SheetWriter = Callable[[Workbook, Styles, Worksheet, str, bool], None]
WRITERS: dict[str, SheetWriter] = {
    "dashboard": _dashboard_sheet,
    "cash-13-weeks": _cash_sheet,
    "process-cost": _process_sheet,
}


# Every download's creation date (workbooks and PDFs), fixed: the same content makes the same bytes.
CREATED = dt.datetime(2024, 1, 1)


def workbook_bytes(kind: str, lang: str, title: str, author: str) -> bytes:
    """The XLSX of workbook `kind` in `lang`: the example sheet, then the blank one."""
    out = io.BytesIO()
    book = xlsxwriter.Workbook(out, {"in_memory": True})
    book.set_properties({"title": title, "author": author, "company": author})
    book.set_custom_property("Language", lang)
    book.set_properties({"title": title, "author": author, "company": author, "created": CREATED})
    styles = Styles(book)
    for name, filled in zip(SHEETS[lang], (True, False), strict=True):
        sheet = book.add_worksheet(name)
        sheet.set_landscape()
        sheet.fit_to_pages(1, 0)
        WRITERS[kind](book, styles, sheet, lang, filled)
    book.close()
    return out.getvalue()
