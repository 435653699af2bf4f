"""The loader rejects each kind of bad content with file, line and field."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from bibliotheque.checks import check_content
from bibliotheque.cli import main
from bibliotheque.content.errors import ContentError
from bibliotheque.content.loader import load_library
from tests.content.problems import errors_of, line_of, replace


def test_minimal_tree_is_valid(content: Path) -> None:
    library, warnings = load_library(content)
    assert [a.slug for a in library.all_articles] == ["article-ia", "article-un", "article-deux"]
    assert warnings == []


def test_duplicate_key_names_both_lines(content: Path) -> None:
    path = content / "articles/01-article-un.yaml"
    first = line_of(path, "read_time:")
    replace(path, "read_time: 10\n", "read_time: 10\nread_time: 12\n")
    assert errors_of(content) == [
        f"content/articles/01-article-un.yaml:{first + 1}: read_time: "
        f"duplicate key 'read_time' (first defined on line {first})"
    ]


def test_unknown_field(content: Path) -> None:
    path = content / "articles/02-article-deux.yaml"
    replace(path, "difficulty: intermediate\n", "difficulty: intermediate\nauthor: Jean\n")
    line = line_of(path, "author:")
    assert errors_of(content) == [f"content/articles/02-article-deux.yaml:{line}: author: unknown field"]


def test_wrong_type(content: Path) -> None:
    path = content / "articles/01-article-un.yaml"
    replace(path, "read_time: 10", "read_time: dix")
    line = line_of(path, "read_time:")
    [error] = errors_of(content)
    assert error.startswith(f"content/articles/01-article-un.yaml:{line}: read_time: ")
    assert "integer" in error


@pytest.mark.parametrize(
    ("old", "new", "field", "message"),
    [
        ("read_time: 10", "read_time: 25", "read_time", "less than or equal to 20"),
        ("published_at: '2023-12-01'", "published_at: '2024-03-01'", "published_at", "between 2023-11-18"),
        ("percent: 280", "percent: 900", "consulting.roi.percent", "less than or equal to 600"),
    ],
)
def test_out_of_range(content: Path, old: str, new: str, field: str, message: str) -> None:
    path = content / "articles/01-article-un.yaml"
    replace(path, old, new)
    line = line_of(path, new.split(":")[0].strip() + ":")
    [error] = errors_of(content)
    assert error.startswith(f"content/articles/01-article-un.yaml:{line}: {field}: ")
    assert message in error


def test_wrong_number_of_consequences(content: Path) -> None:
    path = content / "articles/01-article-un.yaml"
    text = path.read_text(encoding="utf-8")
    start = text.index("- fr: conséquence 1 n°6")
    end = text.index("market_solutions:")
    path.write_text(text[:start] + text[end:], encoding="utf-8")
    [error] = errors_of(content)
    assert re.match(r"content/articles/01-article-un\.yaml:\d+: consequences: .*at least 6", error)
    assert int(error.split(":")[1]) == line_of(path, "consequences:")


def test_bad_difficulty_and_priority_are_both_reported(content: Path) -> None:
    article = content / "articles/01-article-un.yaml"
    section = content / "sections/liberte-dirigeant.yaml"
    replace(article, "difficulty: intermediate", "difficulty: advanced")
    replace(section, "priority: 1", "priority: 11")
    errors = errors_of(content)
    assert len(errors) == 2
    assert errors[0].startswith(
        f"content/articles/01-article-un.yaml:{line_of(article, 'difficulty:')}: difficulty"
    )
    assert errors[1].startswith(
        f"content/sections/liberte-dirigeant.yaml:{line_of(section, 'priority:')}: priority"
    )


def test_missing_french(content: Path) -> None:
    path = content / "articles/01-article-un.yaml"
    replace(path, "  fr: Article article-un\n", "")
    [error] = errors_of(content)
    assert (
        error
        == f"content/articles/01-article-un.yaml:{line_of(path, 'title:')}: title.fr: required field missing"
    )


def test_missing_english_is_a_warning_with_its_line(content: Path) -> None:
    path = content / "articles/01-article-un.yaml"
    replace(path, "  en: Article article-un (en)\n", "")
    errors, warnings = check_content(content)
    assert errors == []
    # (The other warnings are the site's placeholder hosts: tests/content/test_production.py.)
    assert [w.format(content.parent) for w in warnings if "reserved host" not in w.message] == [
        f"content/articles/01-article-un.yaml:{line_of(path, 'title:')}: title.en: English missing"
    ]


def test_french_typography_and_placeholders(content: Path) -> None:
    path = content / "articles/01-article-un.yaml"
    replace(path, "fr: Problème article-un", 'fr: "L\'équipe : TODO"')
    errors = errors_of(content)
    line = line_of(path, "L'équipe")
    assert errors == [
        f"content/articles/01-article-un.yaml:{line}: problem.fr: ASCII apostrophe ' (use ’)",
        f"content/articles/01-article-un.yaml:{line}: problem.fr: missing non-breaking space before :",
        f"content/articles/01-article-un.yaml:{line}: problem.fr: placeholder text in fr",
    ]


def test_english_typography(content: Path) -> None:
    path = content / "articles/01-article-un.yaml"
    replace(path, "en: Article article-un (en)", 'en: "The owner\'s \\"quick win\\""')
    line = line_of(path, "The owner's")
    assert errors_of(content) == [
        f"content/articles/01-article-un.yaml:{line}: title.en: ASCII apostrophe or quote ' (use ’, or ‘ ’ to quote)",
        f'content/articles/01-article-un.yaml:{line}: title.en: straight double quote " (use “ ”)',
    ]


def test_repeated_sentence_across_items(content: Path) -> None:
    sentence = "Chaque semaine le dirigeant perd trois heures en relances."
    replace(content / "articles/01-article-un.yaml", "fr: Problème article-un", f"fr: {sentence}")
    replace(content / "articles/02-article-deux.yaml", "fr: Problème article-deux", f"fr: {sentence}")
    [error] = errors_of(content)
    assert error.startswith("content/articles/02-article-deux.yaml:")
    assert "sentence repeated from 01-article-un.yaml" in error


def test_every_error_is_printed_and_check_exits_non_zero(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    replace(content / "articles/01-article-un.yaml", "read_time: 10", "read_time: 10\nread_time: 11")
    replace(content / "sectors/02-hotellerie.yaml", "- outil-test", "- outil-absent")
    replace(content / "clusters.yaml", "level: sme", "level: sme\ncolor: red")
    code = main(["--content", str(content), "check"])
    err = capsys.readouterr().err
    assert code == 1
    assert "01-article-un.yaml:" in err and "duplicate key 'read_time'" in err
    assert "clusters.yaml:" in err and "color: unknown field" in err
    assert "✗ 3 error(s)," in err  # all three, in one run


def test_invalid_yaml_reports_its_line(content: Path) -> None:
    path = content / "exclusive.yaml"
    path.write_text("intro:\n  title: [unclosed\n", encoding="utf-8")
    [error] = errors_of(content)
    assert re.match(r"content/exclusive\.yaml:\d+: invalid YAML", error)


def test_load_library_raises_with_every_problem(content: Path) -> None:
    replace(content / "articles/01-article-un.yaml", "read_time: 10", "read_time: 99")
    replace(content / "articles/02-article-deux.yaml", "read_time: 10", "read_time: 99")
    with pytest.raises(ContentError) as caught:
        load_library(content)
    assert len(caught.value.problems) == 2


def test_names_and_keywords_may_repeat(content: Path) -> None:
    label = "Bpifrance, la banque publique d’investissement"
    link = (
        f"authority_links:\n- text: {{fr: '{label}', en: French public investment bank}}\n"
        "  url: https://www.bpifrance.fr\n  description: {fr: Financer, en: Funding}\n"
        "  icon: landmark\n  category: authority\n"
    )
    for name in ("01-article-un.yaml", "02-article-deux.yaml"):
        path = content / "articles" / name
        path.write_text(path.read_text(encoding="utf-8") + link, encoding="utf-8")
    assert errors_of(content) == []


def test_unknown_placeholder_is_an_error(content: Path) -> None:
    path = content / "articles/01-article-un.yaml"
    replace(path, "fr: Problème article-un", "fr: Avec {plateforme}")
    [error] = errors_of(content)
    assert error.endswith("problem.fr: unknown placeholder {plateforme} in fr")


def test_a_category_page_needs_its_related_links_and_external_resources(content: Path) -> None:
    """The spec's category screen shows both blocks: content without them is refused at file:line."""
    path = content / "categories.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["categories"][1]["external_resources"] = data["categories"][1]["external_resources"][:1]
    del data["categories"][2]["related_links"]
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    errors = errors_of(content)
    assert len(errors) == 2, errors
    short, missing = sorted(errors, key=lambda e: int(e.split(":")[1]))
    assert short.startswith(f"content/categories.yaml:{line_of(path, 'external_resources:', 2)}: ")
    assert "categories[1].external_resources" in short and "at least 2" in short
    assert "categories[2].related_links" in missing
