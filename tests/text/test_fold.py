"""The Python folder agrees with the browser's on the shared vectors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bibliotheque.text.fold import fold

VECTORS = json.loads(
    (Path(__file__).resolve().parents[2] / "web/src/shared/fold-vectors.json").read_text(encoding="utf-8")
)


@pytest.mark.parametrize(("text", "expected"), VECTORS)
def test_fold_vectors(text: str, expected: str) -> None:
    assert fold(text) == expected
