"""The sidebar's group files (issue 35): one per category under a section and per AI theme, capped."""

from __future__ import annotations

import json

from bibliotheque.pipeline.nav_groups import GROUP_ARTICLES, nav_groups


def test_a_group_file_lists_its_first_articles_and_counts_them_all() -> None:
    many = [{"slug": f"a{i}", "title": f"Article {i}"} for i in range(300)]
    shell = {
        "lang": "en",
        "nav_sections": [
            {
                "slug": "s",
                "categories": [{"slug": "big", "articles": many}, {"slug": "one", "articles": many[:1]}],
            }
        ],
        "nav_ai_themes": [{"slug": "ai", "articles": []}],
    }
    groups = {path: json.loads(body) for path, body in nav_groups(shell).items()}
    assert set(groups) == {
        "/nav/en/category/s/big.json",
        "/nav/en/category/s/one.json",
        "/nav/en/theme/ai.json",
    }
    big = groups["/nav/en/category/s/big.json"]
    assert big["total"] == 300 and big["articles"] == many[:GROUP_ARTICLES]
    assert len(nav_groups(shell)["/nav/en/category/s/big.json"]) < 1000  # bounded, whatever the group's size
    assert groups["/nav/en/category/s/one.json"] == {"total": 1, "articles": many[:1]}
    assert groups["/nav/en/theme/ai.json"] == {"total": 0, "articles": []}
