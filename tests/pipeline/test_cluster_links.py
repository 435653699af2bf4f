"""Every topic cluster is linked from where a reader looks for it (issue 23, point 5): its pillar
article and satellites, the category page of its pillar, and the business catalogue."""

from __future__ import annotations

from bibliotheque.content.loader import load_library
from bibliotheque.pipeline import payloads as p
from bibliotheque.pipeline.build import read_ui
from bibliotheque.pipeline.pages import PageBuilder
from tests.factory import REAL_CONTENT


def test_every_cluster_is_linked_from_its_articles_category_and_the_catalogue() -> None:
    library, _ = load_library(REAL_CONTENT)

    def article_path(lang: str, slug: str) -> str:
        return f"/{lang}/{'ai-article' if library.article(slug).is_ai else 'article'}/{slug}"

    assert len(library.clusters) >= 8
    for lang in ("fr", "en"):
        pages = {page.path: page.payload for page in PageBuilder(library, read_ui()).pages(lang)}
        linked: dict[str, set[str]] = {}
        for path, payload in pages.items():
            if isinstance(payload, p.ArticlePage | p.CategoryPage | p.ContentSectionsPage):
                for ref in payload.clusters:
                    linked.setdefault(ref.slug, set()).add(path)
        for cluster in library.clusters:
            pillar = library.article(cluster.pillar_article)
            expected = {
                *(article_path(lang, slug) for slug in (pillar.slug, *cluster.satellite_articles)),
                f"/{lang}/category/{pillar.category}",
                f"/{lang}/content-sections",
            }
            assert expected <= linked.get(cluster.slug, set()), cluster.slug
            page = pages[f"/{lang}/cluster/{cluster.slug}"]
            assert isinstance(page, p.ClusterPage)
