"""The content schema documents itself: every field has a description; `schema` writes it."""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel

from bibliotheque.cli import main
from bibliotheque.content.json_schema import CONTENT_FILES


def _models(model: type[BaseModel], seen: set[type[BaseModel]]) -> None:
    if model in seen:
        return
    seen.add(model)
    for field in model.model_fields.values():
        for arg in _types(field.annotation):
            if isinstance(arg, type) and issubclass(arg, BaseModel):
                _models(arg, seen)


def _types(annotation: object) -> list[object]:
    args = getattr(annotation, "__args__", ())
    return [annotation, *[t for a in args for t in _types(a)]]


def test_every_content_field_has_a_description() -> None:
    seen: set[type[BaseModel]] = set()
    for model in CONTENT_FILES.values():
        _models(model, seen)
    missing = sorted(
        f"{model.__name__}.{name}"
        for model in seen
        for name, field in model.model_fields.items()
        if not field.description
    )
    assert missing == []


def test_schema_command_writes_one_schema_per_kind_of_file(tmp_path: Path) -> None:
    assert main(["schema", "--out", str(tmp_path)]) == 0
    article = json.loads((tmp_path / "article.schema.json").read_text())
    assert article["properties"]["consequences"]["minItems"] == 6
    assert "French text" in json.dumps(article)
    assert len(list(tmp_path.glob("*.schema.json"))) == len(CONTENT_FILES)
