"""Rewrite the French values of YAML content files with correct typography.

Only the raw lines of `fr` values are touched, so comments, quoting and layout stay as the
editor wrote them. Used by `bibliotheque typography`.
"""

from __future__ import annotations

import re
from pathlib import Path

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from bibliotheque.content.typography import NBSP, fix_french

_WRAPPED = re.compile(r"^(\s+)([:;!?»])[ \u00a0]?")


def _french_spans(node: Node, out: list[tuple[int, int, int, int]]) -> None:
    """Collect (start line, start column, end line, end column) of every `fr` scalar value."""
    if isinstance(node, MappingNode):
        for key, value in node.value:
            if isinstance(key, ScalarNode) and key.value == "fr" and isinstance(value, ScalarNode):
                start, end = value.start_mark, value.end_mark
                out.append((start.line, start.column, end.line, end.column))
            else:
                _french_spans(value, out)
    elif isinstance(node, SequenceNode):
        for item in node.value:
            _french_spans(item, out)


def fix_file(path: Path) -> bool:
    """Fix the French values of one file in place; True when it changed."""
    text = path.read_text(encoding="utf-8")
    node = yaml.compose(text, Loader=yaml.CSafeLoader)
    if node is None:
        return False
    spans: list[tuple[int, int, int, int]] = []
    _french_spans(node, spans)
    lines = text.splitlines(keepends=True)
    for start_line, start_col, end_line, end_col in spans:
        last = min(end_line, len(lines) - 1)
        for number in range(start_line, last + 1):
            line = lines[number]
            begin = start_col if number == start_line else 0
            stop = end_col if number == end_line else len(line)
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
