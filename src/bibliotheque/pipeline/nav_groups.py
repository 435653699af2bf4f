"""The sidebar's groups, one small JSON file each, fetched when a visitor opens one (issue 35).

A page's navigation lists the articles of its own category or AI theme only
(web/src/features/navigation/narrow-shell.ts); another category or theme is a link to its page.
With JavaScript, opening it fetches its file and shows its articles in place
(web/src/features/navigation/nav-groups.ts builds the same addresses):

- `/nav/{lang}/category/{section}/{category}.json`: a category's articles under one section, as
  the shell lists them (`pipeline/shell.py`);
- `/nav/{lang}/theme/{theme}.json`: an AI theme's articles.

Each file is `{"total": N, "articles": [{"slug", "title"}, …]}`, the first `GROUP_ARTICLES` of
the group in the library's order: a file does not grow with the library beyond that; `total`
lets the sidebar link to the category page for the rest. Written into dist/ like the search
index, so served with an ETag and revalidated (`no-cache`), and precompressed with the rest.
They are made from the shell data the build wrote for each language, so they list what the full
navigation lists.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bibliotheque.langs import LANGS
from bibliotheque.pipeline.data_paths import shell_data_path

GROUP_ARTICLES = 12


def category_group_path(lang: str, section: str, category: str) -> str:
    return f"/nav/{lang}/category/{section}/{category}.json"


def theme_group_path(lang: str, theme: str) -> str:
    return f"/nav/{lang}/theme/{theme}.json"


def _body(articles: list[dict[str, Any]]) -> bytes:
    data = {
        "total": len(articles),
        "articles": [{"slug": a["slug"], "title": a["title"]} for a in articles[:GROUP_ARTICLES]],
    }
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()


def nav_groups(shell: dict[str, Any]) -> dict[str, bytes]:
    """Each group's address and body, from one language's (localized) shell data."""
    lang = str(shell["lang"])
    groups: dict[str, bytes] = {}
    for section in shell["nav_sections"]:
        for category in section["categories"]:
            path = category_group_path(lang, section["slug"], category["slug"])
            groups[path] = _body(category["articles"])
    for theme in shell["nav_ai_themes"]:
        groups[theme_group_path(lang, theme["slug"])] = _body(theme["articles"])
    return groups


def write_nav_groups(generated: Path, out: Path) -> int:
    """Writes every language's group files into `out` (dist/); returns how many."""
    count = 0
    for lang in LANGS:
        shell = json.loads(shell_data_path(generated, lang).read_text(encoding="utf-8"))
        for path, body in nav_groups(shell).items():
            target = out / path.lstrip("/")
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(body)
            count += 1
    return count
