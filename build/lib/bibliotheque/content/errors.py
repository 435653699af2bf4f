"""Content problems, each pinned to a file, a line and a field path."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, order=True)
class ContentProblem:
    """One error or warning about a content file."""

    file: Path
    line: int
    field: str
    message: str

    def with_message(self, message: str) -> ContentProblem:
        return ContentProblem(self.file, self.line, self.field, message)

    def format(self, root: Path | None = None) -> str:
        shown = self.file
        if root is not None:
            try:
                shown = self.file.relative_to(root)
            except ValueError:
                shown = self.file
        where = f" {self.field}:" if self.field else ""
        return f"{shown}:{self.line}:{where} {self.message}"


class ContentError(Exception):
    """Raised when `content/` holds errors; carries every one of them."""

    def __init__(self, problems: list[ContentProblem]) -> None:
        self.problems = sorted(problems)
        super().__init__("\n".join(p.format() for p in self.problems))
