"""`bibliotheque typography` fixes the French and English values of a file, and only them."""

from __future__ import annotations

from pathlib import Path

import yaml

from bibliotheque.content.fixer import fix_file
from bibliotheque.content.typography import english_problems, fix_english, french_problems


def test_fixes_french_and_english_values_only(tmp_path: Path) -> None:
    path = tmp_path / "x.yaml"
    path.write_text(
        "# l'en-tête reste tel quel\n"
        "title:\n"
        '  fr: "L\'équipe : 1 200 € ? « oui »"\n'
        '  en: "The team\'s \\"budget\\" : kept"\n'
        "tags: [\"l'x\", 'it''s']\n"
        "problem:\n"
        "  fr: >-\n"
        "    Un texte plié dont la ligne\n"
        "    : commence par deux-points et 15 % de marge.\n",
        encoding="utf-8",
    )
    assert fix_file(path) is True
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert data["title"]["fr"] == "L’équipe\u00a0: 1\u00a0200\u00a0€\u00a0? «\u00a0oui\u00a0»"
    assert data["title"]["en"] == "The team’s “budget” : kept"  # English spacing is left alone
    assert data["tags"] == ["l'x", "it's"]  # not a language's value
    assert french_problems(data["problem"]["fr"]) == []
    assert (
        data["problem"]["fr"]
        == "Un texte plié dont la ligne\u00a0: commence par deux-points et 15\u00a0% de marge."
    )
    assert path.read_text(encoding="utf-8").startswith("# l'en-tête reste tel quel\n")
    assert fix_file(path) is False


def test_english_quotes_are_curly_and_the_check_sees_a_straight_one() -> None:
    cases = {
        "It's the owners' choice": "It’s the owners’ choice",
        'He said "stop" and left': "He said “stop” and left",
        "a 'quick win' (or \"two\")": "a ‘quick win’ (or “two”)",
        '"Start" here': "“Start” here",
    }
    for text, fixed in cases.items():
        assert fix_english(text) == fixed
        assert fix_english(fixed) == fixed
        assert english_problems(fixed) == []
    assert english_problems("the team's") == ["ASCII apostrophe or quote ' (use ’, or ‘ ’ to quote)"]
    assert english_problems('a "quote"') == ['straight double quote " (use “ ”)']


def test_a_multi_line_double_quoted_english_value_is_written_again_whole(tmp_path: Path) -> None:
    path = tmp_path / "x.yaml"
    path.write_text('a:\n  en: "the \\"first\\"\n    line"\n  fr: « premier »\nb: 1\n', encoding="utf-8")
    assert fix_file(path) is True
    assert yaml.safe_load(path.read_text(encoding="utf-8")) == {
        "a": {"en": "the “first” line", "fr": "«\u00a0premier\u00a0»"},
        "b": 1,
    }
