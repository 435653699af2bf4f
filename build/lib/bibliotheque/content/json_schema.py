"""JSON Schema of the content files (for editors) and of the page data (for TypeScript)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel, TypeAdapter

from bibliotheque.content.models.articles import Article
from bibliotheque.content.models.catalogue import AITheme, CategoryFile, ContentSection
from bibliotheque.content.models.documents import Document
from bibliotheque.content.models.pages import AICatalogue, Conversion, ExclusiveFile, Home, LegalPage
from bibliotheque.content.models.sectors import ClusterFile, Sector
from bibliotheque.content.models.site import Site
from bibliotheque.content.models.tools import ResourceFile, Tool

CONTENT_FILES: dict[str, type[BaseModel]] = {
    "site": Site,
    "home": Home,
    "conversion": Conversion,
    "exclusive": ExclusiveFile,
    "ai-catalogue": AICatalogue,
    "categories": CategoryFile,
    "clusters": ClusterFile,
    "resources": ResourceFile,
    "section": ContentSection,
    "ai-theme": AITheme,
    "article": Article,
    "sector": Sector,
    "tool": Tool,
    "legal": LegalPage,
    "document": Document,
}


def write_content_schemas(out: Path) -> list[Path]:
    """One `<kind>.schema.json` per kind of content file."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, model in CONTENT_FILES.items():
        path = out / f"{name}.schema.json"
        schema = model.model_json_schema()
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        path.write_text(json.dumps(schema, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        written.append(path)
    return written


def localized_schema(root: Any) -> dict[str, Any]:
    """The JSON Schema of `root` as the web app receives it: every LText is a string."""
    schema: dict[str, Any] = TypeAdapter(root).json_schema(mode="serialization")
    defs = schema.get("$defs", {})
    defs.pop("LText", None)
    for definition in defs.values():
        _untitle(definition)
        definition.pop("description", None) if definition.get("type") == "string" else None
    _untitle(schema)
    return schema


def _untitle(node: Any, keep: bool = True) -> None:
    """Drop the titles Pydantic puts on every schema node (they become needless TS aliases)."""
    if isinstance(node, list):
        for item in node:
            _untitle(item, keep=False)
        return
    if not isinstance(node, dict):
        return
    if not keep:
        node.pop("title", None)
    if node.get("$ref") == "#/$defs/LText":
        del node["$ref"]
        node["type"] = "string"
    for key, value in node.items():
        if key == "$defs":
            continue
        if key in ("properties", "patternProperties"):
            for child in value.values():
                _untitle(child, keep=False)
        else:
            _untitle(value, keep=False)
