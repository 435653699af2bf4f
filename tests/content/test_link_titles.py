"""Internal links take their text from their target's title (issue 17): never typed, never drifting."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

import yaml

from bibliotheque.checks import check_content
from bibliotheque.content.drop_link_texts import main as drop_link_texts
from bibliotheque.content.loader import load_library
from bibliotheque.pipeline import payloads as p
from bibliotheque.pipeline.build import read_ui
from bibliotheque.pipeline.pages import PageBuilder
from tests.factory import t

ARTICLE = "articles/01-article-un.yaml"


def links(content: Path, rel: str, items: Sequence[Mapping[str, object]]) -> Path:
    path = content / rel
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["related_links"] = [dict(item) for item in items]
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


def errors(content: Path) -> list[str]:
    return [e.format(content.parent) for e in check_content(content)[0]]


def line_of(path: Path, needle: str) -> int:
    return next(
        n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if needle in line
    )


def test_a_link_to_a_titled_page_takes_its_title_and_may_not_type_one(content: Path) -> None:
    to_article = {"url": "/article/article-deux", "description": t("Voir aussi"), "type": "internal"}
    to_catalogue = {
        "text": t("Le catalogue"),
        "url": "/content-sections",
        "description": t("Tout"),
        "type": "internal",
    }
    links(content, ARTICLE, [to_article, to_catalogue])
    assert errors(content) == []
    library, _ = load_library(content)
    page = next(
        x.payload for x in PageBuilder(library, read_ui()).pages("fr") if x.path == "/fr/article/article-un"
    )
    assert isinstance(page, p.ArticlePage)
    texts = [(link.text.fr if link.text else None) for link in page.article.related_links]
    assert texts == [library.article("article-deux").title.fr, "Le catalogue"]

    path = links(
        content, ARTICLE, [{"text": t("Un vieux titre"), **to_article}, {**to_catalogue, "text": None}]
    )
    assert errors(content) == [
        f"content/{ARTICLE}:{line_of(path, '- text:')}: related_links[0].text: "
        "remove this text: a link to this page takes the page's title at build time",
        f"content/{ARTICLE}:{line_of(path, 'text: null')}: related_links[1].text: "
        "a link to /content-sections needs a `text` (that page has no title to take)",
    ]


def test_an_external_link_needs_a_text(content: Path) -> None:
    path = links(
        content, ARTICLE, [{"url": "https://www.cnil.fr", "description": t("CNIL"), "type": "external"}]
    )
    assert errors(content) == [
        f"content/{ARTICLE}:{line_of(path, 'url: https://www.cnil.fr')}: related_links[0]: "
        "an external link needs a `text`"
    ]


def test_the_script_removes_typed_titles_and_keeps_the_layout(content: Path, capsys: object) -> None:
    path = content / ARTICLE
    text = path.read_text(encoding="utf-8")
    path.write_text(
        text
        + "related_links:\n"
        + "  # the next link's text is the target's title: the script drops it\n"
        + "  - text:\n      fr: Vieux titre\n      en: Old title\n"
        + "    url: /article/article-deux\n    description: {fr: Voir, en: See}\n    type: internal\n"
        + "  - text: {fr: Catalogue, en: Catalogue}\n"
        + "    url: /content-sections\n    description: {fr: Tout, en: All}\n    type: internal\n",
        encoding="utf-8",
    )
    assert len(errors(content)) == 1
    assert drop_link_texts([str(content)]) == 0
    assert errors(content) == []
    assert path.read_text(encoding="utf-8") == text + (
        "related_links:\n"
        "  # the next link's text is the target's title: the script drops it\n"
        "  - url: /article/article-deux\n    description: {fr: Voir, en: See}\n    type: internal\n"
        "  - text: {fr: Catalogue, en: Catalogue}\n"
        "    url: /content-sections\n    description: {fr: Tout, en: All}\n    type: internal\n"
    )
