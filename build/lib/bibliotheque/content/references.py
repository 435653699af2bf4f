"""The checks between content items, once each file is valid on its own.

Duplicate slugs and ids, unknown slugs (category, section, topic, article, resource, tool,
sector), internal links to no page, link texts that should come from the target's title, the
exclusive offer's total against site.yaml. Each problem names the file, line and field of the
item that holds the reference.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from bibliotheque.content.errors import ContentProblem
from bibliotheque.content.library import Library
from bibliotheque.content.link_titles import target_titles
from bibliotheque.content.models.common import LinkItem
from bibliotheque.content.yaml_source import Loc, SourceFile, dotted
from bibliotheque.routes import FAMILIES


class _Problems:
    """The problems found, each located through where its object was loaded from."""

    def __init__(self, lib: Library) -> None:
        self.origin: dict[int, tuple[SourceFile, Loc]] = lib.origin
        self.errors: list[ContentProblem] = []

    def error(self, obj: object, field: str, message: str) -> None:
        source, loc = self.origin[id(obj)]
        parts: Loc = tuple(int(p) if p.isdigit() else p for p in field.split(".") if p)
        full = (*loc, *parts)
        self.errors.append(ContentProblem(source.path, source.line_of(full), dotted(full), message))


def _unique(c: _Problems, items: list[Any], attr: str, what: str) -> None:
    seen: dict[Any, Any] = {}
    for item in items:
        key = getattr(item, attr)
        if key in seen:
            c.error(item, attr, f"duplicate {what} {attr} {key!r}")
        seen[key] = item


def _raw_slugs(data: Any) -> Iterator[tuple[str, list[str]]]:
    """(slug, topic slugs) of every item in the raw data of a file that failed validation."""
    items = data if isinstance(data, list) else [data]
    if isinstance(data, dict):
        for key in ("categories", "clusters", "resources"):
            if isinstance(data.get(key), list):
                items = data[key]
    for item in items:
        if isinstance(item, dict) and isinstance(item.get("slug"), str):
            raw_topics = item.get("topics")
            topics: list[Any] = raw_topics if isinstance(raw_topics, list) else []
            yield item["slug"], [t["slug"] for t in topics if isinstance(t, dict) and "slug" in t]


def check_references(lib: Library, invalid: list[Any]) -> list[ContentProblem]:
    """Every problem between the items of `lib` (its `origin` set): duplicate slugs and ids,
    unknown slugs, links to no page, totals that disagree with site.yaml.

    `invalid` holds the raw data of files that failed validation: their slugs still resolve, so
    one broken file is reported once, not again by every item that refers to it.
    """
    c = _Problems(lib)
    broken = dict(item for data in invalid for item in _raw_slugs(data))
    category_slugs = {x.slug for x in lib.categories} | set(broken)
    section_topics = {s.slug: {t.slug for t in s.topics} for s in lib.sections}
    theme_topics = {t.slug: {x.slug for x in t.topics} for t in lib.ai_themes}
    section_topics |= {slug: set(topics) for slug, topics in broken.items()}
    theme_topics |= {slug: set(topics) for slug, topics in broken.items()}
    article_slugs = {a.slug for a in lib.all_articles} | set(broken)
    resource_slugs = {r.slug for r in lib.resources} | set(broken)
    tool_slugs = {t.slug for t in lib.tools} | set(broken)
    sector_slugs = {s.slug for s in lib.sectors} | set(broken)

    for items, what in (
        (lib.categories, "category"),
        (lib.sections, "section"),
        (lib.ai_themes, "AI theme"),
        (lib.all_articles, "article"),
        (lib.sectors, "sector"),
        (lib.clusters, "cluster"),
        (lib.resources, "resource"),
        (lib.tools, "tool"),
    ):
        _unique(c, items, "slug", what)
        _unique(c, items, "id", what)
    for sector in lib.sectors:
        _unique(c, sector.guides, "slug", "guide")
    for section in lib.sections:
        _unique(c, section.topics, "slug", "topic")
    for theme in lib.ai_themes:
        _unique(c, theme.topics, "slug", "topic")

    def ref(obj: object, field: str, value: str, pool: set[str], what: str) -> None:
        if value not in pool:
            c.error(obj, field, f"unknown {what} {value!r}")

    for article in lib.articles:
        if article.is_ai:
            c.error(article, "id", "an AI article (id ai-N) belongs in content/ai-articles/")
        ref(article, "category", article.category, category_slugs, "category")
        ref(article, "section", article.section, set(section_topics), "content section")
        ref(
            article,
            "topic",
            article.topic,
            section_topics.get(article.section, set()),
            "topic of that section",
        )
    for article in lib.ai_articles:
        if not article.is_ai:
            c.error(article, "id", "a base article (numeric id) belongs in content/articles/")
        ref(article, "category", article.category, category_slugs, "category")
        ref(article, "section", article.section, set(theme_topics), "AI theme")
        ref(
            article,
            "topic",
            article.topic,
            theme_topics.get(article.section, set()),
            "topic of that AI theme",
        )

    video_host = lib.site.urls.video_channel.split("/")[2]
    for article in lib.all_articles:
        if article.video and article.video.url.split("/")[2] != video_host:
            c.error(article, "video.url", f"must be on the video channel {video_host}")

    for sector in lib.sectors:
        for index, slug in enumerate(sector.resources):
            ref(sector, f"resources.{index}", slug, resource_slugs, "resource")
        for index, slug in enumerate(sector.tools):
            ref(sector, f"tools.{index}", slug, tool_slugs, "tool")
    for cluster in lib.clusters:
        ref(cluster, "pillar_article", cluster.pillar_article, article_slugs, "article")
        for index, slug in enumerate(cluster.satellite_articles):
            ref(cluster, f"satellite_articles.{index}", slug, article_slugs, "article")
        for index, slug in enumerate(cluster.resources):
            ref(cluster, f"resources.{index}", slug, resource_slugs, "resource")
        for index, slug in enumerate(cluster.tools):
            ref(cluster, f"tools.{index}", slug, tool_slugs, "tool")
    for resource in lib.resources:
        ref(resource, "category", resource.category, category_slugs, "category")
        if resource.download_file and resource.download_file not in lib.files:
            c.error(resource, "download_file", f"no file content/files/{resource.download_file}")
        has_document = resource.slug in lib.documents
        if resource.workbook is None and not has_document:
            c.error(
                resource,
                "slug",
                f"no file to build: write content/documents/{resource.slug}.yaml or set `workbook`",
            )
        elif resource.workbook is not None and has_document:
            c.error(resource, "workbook", f"both a workbook and content/documents/{resource.slug}.yaml")
    _unique(c, list(lib.documents.values()), "resource", "document")
    for document in lib.documents.values():
        ref(document, "resource", document.resource, resource_slugs, "resource")
        for index, chapter in enumerate(document.sections):
            if chapter.article is not None:
                ref(document, f"sections.{index}.article", chapter.article, article_slugs, "article")
    for tool in lib.tools:
        ref(tool, "category", tool.category, category_slugs, "category")
    for index, card in enumerate(lib.home.sector_cards):
        ref(lib.home, f"sector_cards.{index}.sector", card.sector, sector_slugs, "sector")
    for index, block in enumerate(lib.home.ai_blocks):
        ref(lib.home, f"ai_blocks.{index}.theme", block.theme, set(theme_topics), "AI theme")
    for key in lib.conversion.modal_benefits:
        ref(lib.conversion, f"modal_benefits.{key}", key, category_slugs | {"default"}, "category")
    if "default" not in lib.conversion.modal_benefits:
        c.error(lib.conversion, "modal_benefits", "a `default` benefit list is required")

    total = sum(item.value_eur for item in lib.exclusive.items)
    if total != lib.site.claims.exclusive_value_eur:
        c.error(
            lib.exclusive,
            "items",
            f"values add up to {total} €, but site.yaml claims {lib.site.claims.exclusive_value_eur} €",
        )
    for slug in ("privacy", "terms", "cookies", "legal-notice"):
        if slug not in lib.legal:
            c.errors.append(ContentProblem(lib.root / "legal", 1, "", f"missing legal page {slug}.yaml"))

    internal = _internal_paths(lib)
    titled = target_titles(lib)
    for owner, field, link in _links(lib):
        if link.type == "internal":
            target = link.url.split("#")[0]
            if target not in internal and target.rsplit("/", 1)[-1] not in broken:
                c.error(owner, f"{field}.url", f"no page at {link.url!r}")
            elif target in titled and link.text is not None:
                c.error(
                    owner,
                    f"{field}.text",
                    "remove this text: a link to this page takes the page's title at build time",
                )
            elif target not in titled and link.text is None:
                c.error(
                    owner,
                    f"{field}.text",
                    f"a link to {target} needs a `text` (that page has no title to take)",
                )
        elif not link.url.startswith("https://"):
            c.error(owner, f"{field}.url", "an external link must start with https://")
    return c.errors


def _links(lib: Library) -> Iterator[tuple[object, str, LinkItem]]:
    owners: list[Any] = [*lib.categories, *lib.all_articles, *lib.sectors]
    for owner in owners:
        for index, link in enumerate(owner.related_links):
            yield owner, f"related_links.{index}", link
    for index, link in enumerate(lib.home.quick_links):
        yield lib.home, f"quick_links.{index}", link


def _internal_paths(lib: Library) -> set[str]:
    """Every internal page path, without the language prefix."""
    paths: set[str] = set()

    def add(family: str, *slugs: str) -> None:
        paths.add(FAMILIES[family].path("x", *slugs).removeprefix("/x") or "/")

    for name, family in FAMILIES.items():
        if family.slug_count == 0:
            add(name)
    for x in lib.categories:
        add("category", x.slug)
    for a in lib.articles:
        add("article", a.slug)
    for a in lib.ai_articles:
        add("ai-article", a.slug)
    for s in lib.sectors:
        add("industry", s.slug)
        for g in s.guides:
            add("guide", s.slug, g.slug)
    for cl in lib.clusters:
        add("cluster", cl.slug)
    for t in lib.tools:
        add("tool", t.slug)
    return paths
