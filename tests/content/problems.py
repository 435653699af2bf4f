"""Reading the problems `check_content` reports on a content tree, and editing that tree."""

from __future__ import annotations

from pathlib import Path

from bibliotheque.checks import check_content


def errors_of(content: Path) -> list[str]:
    """Every error as the editor reads it: `content/<file>:<line>: <field>: <message>`."""
    errors, _ = check_content(content)
    return [e.format(content.parent) for e in errors]


def replace(path: Path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def line_of(path: Path, needle: str, occurrence: int = 1) -> int:
    """The 1-based line of the `occurrence`-th line of `path` holding `needle`."""
    lines = path.read_text(encoding="utf-8").splitlines()
    hits = [n for n, line in enumerate(lines, 1) if needle in line]
    return hits[occurrence - 1]
