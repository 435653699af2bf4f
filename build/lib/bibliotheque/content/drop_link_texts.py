"""Removes the `text` of internal links whose target has a title (the build takes that title).

`python -m bibliotheque.content.drop_link_texts [content/]`: rewrites the YAML files in place,
line by line (comments and layout kept), for every link `bibliotheque check` reports with
« remove this text ». Run it on the latest content before landing.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

from bibliotheque.content.errors import ContentError
from bibliotheque.content.loader import assemble
from bibliotheque.content.yaml_source import read_yaml

MESSAGE = "remove this text"


def _item_key_lines(lines: dict[tuple[str | int, ...], int], item: tuple[str | int, ...]) -> list[int]:
    """Lines of the direct keys of the mapping at `item`."""
    return sorted(
        line for loc, line in lines.items() if len(loc) == len(item) + 1 and loc[: len(item)] == item
    )


def drop_texts(path: Path, items: list[tuple[str | int, ...]]) -> bool:
    """Removes `text` from each link mapping at `items` in `path`; True when the file changed."""
    source, problems = read_yaml(path)
    if source is None or problems:
        raise ContentError(problems)
    text = path.read_text(encoding="utf-8").splitlines(keepends=True)
    remove: set[int] = set()
    dash_moves: dict[int, str] = {}
    for item in items:
        keys = _item_key_lines(source.lines, item)
        start = source.lines.get((*item, "text"))
        if start is None:
            continue
        following = [line for line in keys if line > start]
        end = following[0] if following else start + 1
        while end > start + 1 and not text[end - 2].strip():
            end -= 1
        first = text[start - 1]
        remove.update(range(start, end))
        if first.lstrip().startswith("- ") and following:
            prefix = first[: len(first) - len(first.lstrip())] + "- "
            dash_moves[following[0]] = prefix
    if not remove:
        return False
    out: list[str] = []
    for number, line in enumerate(text, start=1):
        if number in remove:
            continue
        if number in dash_moves:
            line = dash_moves[number] + line.lstrip()
        out.append(line)
    path.write_text("".join(out), encoding="utf-8")
    return True


def main(argv: list[str] | None = None) -> int:
    root = Path((argv or sys.argv[1:] or ["content"])[0])
    _, errors, _ = assemble(root)
    by_file: dict[Path, list[tuple[str | int, ...]]] = defaultdict(list)
    for problem in errors:
        if problem.message.startswith(MESSAGE) and problem.field.endswith(".text"):
            source, _ = read_yaml(problem.file)
            assert source is not None
            loc = next(loc for loc in source.lines if _dotted(loc) == problem.field)
            by_file[problem.file].append(loc[:-1])
    changed = [path for path, items in sorted(by_file.items()) if drop_texts(path, items)]
    count = sum(len(items) for items in by_file.values())
    print(f"removed {count} link text(s) from {len(changed)} file(s)")
    return 0


def _dotted(loc: tuple[str | int, ...]) -> str:
    from bibliotheque.content.yaml_source import dotted

    return dotted(loc)


if __name__ == "__main__":
    sys.exit(main())
