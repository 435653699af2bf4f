"""Reading YAML while remembering where every value came from.

PyYAML silently keeps the last of two equal keys and forgets line numbers once it
builds Python objects. This reader rejects duplicate keys and returns, beside the
data, a map from each value's path (a tuple of keys and indexes) to its 1-based line,
so that schema errors can name the line they are about.
"""

from __future__ import annotations

import hashlib
import pickle
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from bibliotheque.content.errors import ContentProblem

Loc = tuple[str | int, ...]


@dataclass
class SourceFile:
    """A parsed YAML file: its data and the line of every value."""

    path: Path
    data: Any
    lines: dict[Loc, int] = field(default_factory=dict)

    def line_of(self, loc: Loc) -> int:
        """The line of the value at `loc`, or of its nearest located parent."""
        probe = tuple(loc)
        while probe:
            if probe in self.lines:
                return self.lines[probe]
            probe = probe[:-1]
        return self.lines.get((), 1)


# libyaml's parser (C, bundled in PyYAML's wheels) is ~20× faster than the pure-Python one
# on this content; it builds the same nodes, with the same line marks.
class _Loader(yaml.CSafeLoader):
    pass


# YAML 1.1 reads `on`, `no`, `yes`… as booleans; in French prose that is a trap
# (« Non » became False). Only true/false are booleans here.
_Loader.yaml_implicit_resolvers = {
    key: [(tag, rx) for tag, rx in resolvers if tag != "tag:yaml.org,2002:bool"]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
_Loader.add_implicit_resolver(
    "tag:yaml.org,2002:bool",
    __import__("re").compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
    list("tTfF"),
)


def _walk(
    loader: _Loader,
    node: Node,
    loc: Loc,
    lines: dict[Loc, int],
    problems: list[ContentProblem],
    path: Path,
) -> Any:
    lines[loc] = node.start_mark.line + 1
    if isinstance(node, MappingNode):
        loader.flatten_mapping(node)
        result: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            key = loader.construct_object(key_node, deep=True)
            if not isinstance(key, str | int):
                problems.append(
                    ContentProblem(path, key_node.start_mark.line + 1, _dotted(loc), "keys must be text")
                )
                continue
            if key in result:
                problems.append(
                    ContentProblem(
                        path,
                        key_node.start_mark.line + 1,
                        _dotted((*loc, key)),
                        f"duplicate key {key!r} (first defined on line {lines[(*loc, key)]})",
                    )
                )
                continue
            child = (*loc, key)
            result[key] = _walk(loader, value_node, child, lines, problems, path)
            lines[child] = key_node.start_mark.line + 1
        return result
    if isinstance(node, SequenceNode):
        return [
            _walk(loader, item, (*loc, index), lines, problems, path) for index, item in enumerate(node.value)
        ]
    assert isinstance(node, ScalarNode)
    return loader.construct_object(node, deep=True)


def _dotted(loc: Loc) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


dotted = _dotted


Parsed = tuple[SourceFile | None, list[ContentProblem]]


class ParseMemo:
    """Parsed files kept between builds (issue 35: at 1,000 articles the parse was 2 of the 4 s a
    one-article rebuild spends reading the content). A file is parsed again when its size or
    modification time changed; the whole memo is forgotten when this module or PyYAML changed.
    Each file is kept as it was parsed (its own pickle), whatever its reader does to the data."""

    CODE = hashlib.sha256(Path(__file__).read_bytes() + yaml.__version__.encode()).hexdigest()

    def __init__(self, path: Path) -> None:
        self.path = path
        self.known: dict[str, tuple[tuple[int, int], bytes]] = {}
        self.used: dict[str, tuple[tuple[int, int], bytes]] = {}
        try:
            code, known = pickle.loads(path.read_bytes())
        except (OSError, ValueError, EOFError, pickle.UnpicklingError, TypeError):
            return
        if code == self.CODE:
            self.known = known

    def read(self, path: Path) -> Parsed:
        try:
            found = path.stat()
        except OSError:
            return _read_yaml(path)
        stamp = (found.st_size, found.st_mtime_ns)
        kept = self.known.get(str(path))
        if kept is not None and kept[0] == stamp:
            self.used[str(path)] = kept
            parsed: Parsed = pickle.loads(kept[1])
            return parsed
        parsed = _read_yaml(path)
        if parsed[0] is not None:
            self.used[str(path)] = (stamp, pickle.dumps(parsed, protocol=pickle.HIGHEST_PROTOCOL))
        return parsed

    def save(self) -> None:
        """Keeps what this run read (and nothing else), when it differs from what was kept."""
        if self.used == self.known:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        partial = self.path.with_name(self.path.name + ".partial")
        partial.write_bytes(pickle.dumps((self.CODE, self.used), protocol=pickle.HIGHEST_PROTOCOL))
        partial.replace(self.path)


_memo: ParseMemo | None = None


@contextmanager
def parse_memo(path: Path) -> Iterator[None]:
    """While inside, `read_yaml` keeps what it parses in the file at `path` and reuses it."""
    global _memo
    _memo = ParseMemo(path)
    try:
        yield
        _memo.save()
    finally:
        _memo = None


def read_yaml(path: Path) -> Parsed:
    """Parse one YAML file; returns the file (None if unreadable) and its problems."""
    return _memo.read(path) if _memo is not None else _read_yaml(path)


def _read_yaml(path: Path) -> Parsed:
    problems: list[ContentProblem] = []
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return None, [ContentProblem(path, 1, "", f"cannot read file: {exc}")]
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return SourceFile(path, None, {(): 1}), []
        lines: dict[Loc, int] = {}
        data = _walk(loader, node, (), lines, problems, path)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 1
        return None, [ContentProblem(path, line, "", f"invalid YAML: {exc.problem or exc}")]
    finally:
        loader.dispose()
    return SourceFile(path, data, lines), problems
