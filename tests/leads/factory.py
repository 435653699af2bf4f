"""Lead submissions as the site's forms send them, and helpers to read what was stored."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bibliotheque.cli import main


def lead_payload(n: int = 0, **overrides: Any) -> dict[str, Any]:
    """The tool form's e-mail step, for visitor number `n`."""
    payload: dict[str, Any] = {
        "email": f"claire.martin+{n}@entreprise.example",
        "form_kind": "tool",
        "page_path": "/fr/tool/indice-maturite",
        "lang": "fr",
        "category_slug": "management-pilotage",
        "tool_slug": "indice-maturite",
        "tool_answers": {"pilotage": 2, "outils": "tableur", "budget": 12.5},
        "tool_score": 64,
        "utm_source": "bibliotheque-pme",
        "utm_campaign": "audit",
    }
    payload.update(overrides)
    return {k: v for k, v in payload.items() if v is not None}


def exported(capsys: pytest.CaptureFixture[str], database_url: str, *options: str) -> list[dict[str, Any]]:
    """The stored leads, through `bibliotheque leads export --format jsonl`."""
    capsys.readouterr()
    assert main(["leads", "--database-url", database_url, "export", "--format", "jsonl", *options]) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]
