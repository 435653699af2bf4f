"""`bibliotheque typography` fixes the French values of a file, and only them."""

from __future__ import annotations

from pathlib import Path

import yaml

from bibliotheque.content.fixer import fix_file
from bibliotheque.content.typography import french_problems


def test_fixes_french_values_only(tmp_path: Path) -> None:
    path = tmp_path / "x.yaml"
    path.write_text(
        "# l'en-tête reste tel quel\n"
        "title:\n"
        '  fr: "L\'équipe : 1 200 € ? « oui »"\n'
        '  en: "The team\'s budget : kept"\n'
        "problem:\n"
        "  fr: >-\n"
        "    Un texte plié dont la ligne\n"
        "    : commence par deux-points et 15 % de marge.\n",
        encoding="utf-8",
    )
    assert fix_file(path) is True
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert data["title"]["fr"] == "L’équipe\u00a0: 1\u00a0200\u00a0€\u00a0? «\u00a0oui\u00a0»"
    assert data["title"]["en"] == "The team's budget : kept"
    assert french_problems(data["problem"]["fr"]) == []
    assert (
        data["problem"]["fr"]
        == "Un texte plié dont la ligne\u00a0: commence par deux-points et 15\u00a0% de marge."
    )
    assert path.read_text(encoding="utf-8").startswith("# l'en-tête reste tel quel\n")
    assert fix_file(path) is False
