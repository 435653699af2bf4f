"""Rewrite the French and English values of YAML content files with correct typography.

Only the raw lines of `fr` and `en` values are touched, so comments, quoting and layout stay as
the editor wrote them; an English value in double quotes is written again whole (its quotation
marks, once curly, need no escape). Used by `bibliotheque typography`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from bibliotheque.content.typography import NBSP, fix_english, fix_french

_WRAPPED = re.compile(r"^(\s+)([:;!?»])[ \u00a0]?")


def _spans(node: Node, lang: str, out: list[ScalarNode]) -> None:
    """Collect every `lang` scalar value."""
    if isinstance(node, MappingNode):
        for key, value in node.value:
            if isinstance(key, ScalarNode) and key.value == lang and isinstance(value, ScalarNode):
                out.append(value)
            else:
                _spans(value, lang, out)
    elif isinstance(node, SequenceNode):
        for item in node.value:
            _spans(item, lang, out)


def _pieces(lines: list[str], value: ScalarNode) -> Iterator[tuple[int, int, int]]:
    """(line number, first column, end column) of each raw line piece of `value`."""
    start, end = value.start_mark, value.end_mark
    for number in range(start.line, min(end.line, len(lines) - 1) + 1):
        begin = start.column if number == start.line else 0
        yield number, begin, end.column if number == end.line else len(lines[number])


def _fix_english(lines: list[str], value: ScalarNode) -> None:
    start, end = value.start_mark, value.end_mark
    if value.style == '"':
        fixed = fix_english(value.value)
        if fixed != value.value:
            tail = lines[end.line][end.column :] if end.line < len(lines) else "\n"
            lines[start.line] = (
                lines[start.line][: start.column] + json.dumps(fixed, ensure_ascii=False) + tail
            )
            for number in range(start.line + 1, min(end.line, len(lines) - 1) + 1):
                lines[number] = ""
        return
    for number, begin, stop in _pieces(lines, value):
        line = lines[number]
        lines[number] = line[:begin] + fix_english(line[begin:stop]) + line[stop:]


def fix_file(path: Path) -> bool:
    """Fix the French and English values of one file in place; True when it changed."""
    text = path.read_text(encoding="utf-8")
    node = yaml.compose(text, Loader=yaml.CSafeLoader)
    if node is None:
        return False
    french: list[ScalarNode] = []
    english: list[ScalarNode] = []
    _spans(node, "fr", french)
    _spans(node, "en", english)
    lines = text.splitlines(keepends=True)
    # English first and from the end: rewriting a double-quoted value may shorten its lines.
    for value in sorted(english, key=lambda v: (v.start_mark.line, v.start_mark.column), reverse=True):
        _fix_english(lines, value)
    for value in french:
        start_line = value.start_mark.line
        for number, begin, stop in _pieces(lines, value):
            line = lines[number]
            lines[number] = line[:begin] + fix_french(line[begin:stop]) + line[stop:]
            # In folded text a line break is a space: « : » wrapped to the start of a line
            # goes back to the end of the previous one, after a non-breaking space.
            wrapped = _WRAPPED.match(lines[number]) if number > start_line else None
            if wrapped and lines[number - 1].strip():
                indent, mark = wrapped.group(1), wrapped.group(2)
                lines[number - 1] = lines[number - 1].rstrip("\n").rstrip() + NBSP + mark + "\n"
                lines[number] = indent + lines[number][wrapped.end() :]
    fixed = "".join(lines)
    if fixed != text:
        yaml.safe_load(fixed)  # never write a file that no longer parses
        path.write_text(fixed, encoding="utf-8")
        return True
    return False
