"""Loading `content/`: parse, validate against the models, check references.

Every problem is collected (not just the first) and names its file, line and field.
Missing English values are warnings: the build falls back to French.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from bibliotheque.content.errors import ContentError, ContentProblem
from bibliotheque.content.library import Library
from bibliotheque.content.link_titles import target_titles
from bibliotheque.content.models.articles import Article
from bibliotheque.content.models.catalogue import AITheme, CategoryFile, ContentSection
from bibliotheque.content.models.common import LinkItem, LText
from bibliotheque.content.models.documents import Document
from bibliotheque.content.models.pages import AICatalogue, Conversion, ExclusiveFile, Home, LegalPage
from bibliotheque.content.models.sectors import ClusterFile, Sector
from bibliotheque.content.models.site import Site
from bibliotheque.content.models.tools import ResourceFile, Tool
from bibliotheque.content.yaml_source import Loc, SourceFile, dotted, read_yaml
from bibliotheque.routes import FAMILIES

M = TypeVar("M", bound=BaseModel)


class _Collector:
    """Gathers problems and remembers where every loaded object came from."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.errors: list[ContentProblem] = []
        self.warnings: list[ContentProblem] = []
        self.origin: dict[int, tuple[SourceFile, Loc]] = {}
        # Raw data of files that failed validation: their slugs still resolve, so one
        # broken file is reported once, not again by every item that refers to it.
        self.invalid: list[Any] = []

    def parse(self, path: Path, model: type[M], loc: Loc = ()) -> M | None:
        source, problems = read_yaml(path)
        self.errors.extend(problems)
        if source is not None and problems:
            self.invalid.append(source.data)
        if source is None or problems:
            return None
        try:
            item = model.model_validate(source.data)
        except ValidationError as exc:
            self.invalid.append(source.data)
            for err in exc.errors():
                where = tuple(err["loc"])
                self.errors.append(ContentProblem(path, source.line_of(where), dotted(where), _message(err)))
            return None
        self._remember(item, source, loc)
        return item

    def _remember(self, value: Any, source: SourceFile, loc: Loc) -> None:
        if isinstance(value, BaseModel):
            self.origin[id(value)] = (source, loc)
            for name in type(value).model_fields:
                self._remember(getattr(value, name), source, (*loc, name))
        elif isinstance(value, list | tuple):
            for index, child in enumerate(value):
                self._remember(child, source, (*loc, index))
        elif isinstance(value, dict):
            for key, child in value.items():
                self._remember(child, source, (*loc, key))

    def error(self, obj: object, field: str, message: str) -> None:
        source, loc = self.origin[id(obj)]
        parts: Loc = tuple(int(p) if p.isdigit() else p for p in field.split(".") if p)
        full = (*loc, *parts)
        self.errors.append(ContentProblem(source.path, source.line_of(full), dotted(full), message))


def _message(err: Any) -> str:
    kind = err["type"]
    if kind == "extra_forbidden":
        return "unknown field"
    if kind == "missing":
        return "required field missing"
    msg = str(err["msg"])
    return msg.removeprefix("Value error, ")


def _files(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.yaml")) if folder.is_dir() else []


def _texts_of(value: Any, source: SourceFile, loc: Loc) -> Iterator[tuple[LText, SourceFile, Loc]]:
    if isinstance(value, LText):
        yield value, source, loc
    elif isinstance(value, BaseModel):
        for name in type(value).model_fields:
            yield from _texts_of(getattr(value, name), source, (*loc, name))
    elif isinstance(value, list | tuple):
        for index, child in enumerate(value):
            yield from _texts_of(child, source, (*loc, index))
    elif isinstance(value, dict):
        for key, child in value.items():
            yield from _texts_of(child, source, (*loc, key))


def read_site(root: Path) -> Site:
    """Only `root/site.yaml`, validated (for commands that need a setting, not the library)."""
    c = _Collector(root)
    path = root / "site.yaml"
    if not path.is_file():
        raise ContentError([ContentProblem(path, 1, "", "missing file site.yaml")])
    site = c.parse(path, Site)
    if site is None:
        raise ContentError(c.errors)
    return site


def load_library(root: Path) -> tuple[Library, list[ContentProblem]]:
    """Load and check `root` (the `content/` folder).

    Returns the library and its warnings; raises ContentError listing every error.
    """
    library, errors, warnings = assemble(root)
    if errors or library is None:
        raise ContentError(errors)
    return library, warnings


def assemble(root: Path) -> tuple[Library | None, list[ContentProblem], list[ContentProblem]]:
    """Load `root` as far as possible: the library (None when a settings file is broken),
    every error and every warning."""
    c = _Collector(root)
    required: dict[str, Path] = {
        name: root / f"{name}.yaml"
        for name in (
            "site",
            "home",
            "conversion",
            "exclusive",
            "ai-catalogue",
            "categories",
            "clusters",
            "resources",
        )
    }
    missing = [name for name, path in required.items() if not path.is_file()]
    for name in missing:
        c.errors.append(ContentProblem(required[name], 1, "", f"missing file {name}.yaml"))

    def one(name: str, model: type[M]) -> M | None:
        return None if name in missing else c.parse(required[name], model)

    site = one("site", Site)
    home = one("home", Home)
    conversion = one("conversion", Conversion)
    exclusive = one("exclusive", ExclusiveFile)
    ai_catalogue = one("ai-catalogue", AICatalogue)
    categories = one("categories", CategoryFile)
    clusters = one("clusters", ClusterFile)
    resources = one("resources", ResourceFile)

    def many(folder: str, model: type[M]) -> list[M]:
        out: list[M] = []
        for path in _files(root / folder):
            item = c.parse(path, model)
            if item is not None:
                out.append(item)
        return out

    sections = many("sections", ContentSection)
    ai_themes = many("ai-themes", AITheme)
    articles = many("articles", Article)
    ai_articles = many("ai-articles", Article)
    sectors = many("sectors", Sector)
    tools = many("tools", Tool)
    legal_pages = many("legal", LegalPage)
    documents = many("documents", Document)
    files = {p.name: p for p in sorted((root / "files").glob("*")) if p.is_file()}

    if site is None or home is None or conversion is None or exclusive is None or ai_catalogue is None:
        return None, c.errors, []
    # A broken list file still lets every other file be checked against what it lists.
    categories = categories or CategoryFile(categories=[])
    clusters = clusters or ClusterFile(clusters=[])
    resources = resources or ResourceFile(resources=[])

    library = Library(
        root=root,
        site=site,
        home=home,
        conversion=conversion,
        exclusive=exclusive,
        ai_catalogue=ai_catalogue,
        categories=categories.categories,
        sections=sorted(sections, key=lambda s: s.priority),
        ai_themes=sorted(ai_themes, key=lambda t: t.priority),
        articles=sorted(articles, key=lambda a: int(a.id)),
        ai_articles=sorted(ai_articles, key=lambda a: int(a.id.removeprefix("ai-"))),
        sectors=sorted(sectors, key=lambda s: s.id),
        clusters=clusters.clusters,
        resources=resources.resources,
        tools=sorted(tools, key=lambda t: t.id),
        legal={page.slug: page for page in legal_pages},
        files=files,
        documents={d.resource: d for d in documents},
    )
    _check_references(library, c)
    library.origin = c.origin
    for text, at in located_texts(library):
        if text.en is None:
            c.warnings.append(at("en").with_message("English missing"))
    return library, c.errors, sorted(c.warnings)


def located_texts(lib: Library) -> Iterator[tuple[LText, Callable[[str], ContentProblem]]]:
    """Every localized text, with a function giving its location for a language."""
    for top, (source, loc) in _roots(lib):
        for text, text_source, text_loc in _texts_of(top, source, loc):

            def at(lang: str, s: SourceFile = text_source, tl: Loc = text_loc) -> ContentProblem:
                full = (*tl, lang)
                return ContentProblem(s.path, s.line_of(full), dotted(full), "")

            yield text, at


def _roots(lib: Library) -> Iterator[tuple[Any, tuple[SourceFile, Loc]]]:
    """The top-level objects of every file, with their origin."""
    tops: list[Any] = [lib.site, lib.home, lib.conversion, lib.exclusive, lib.ai_catalogue]
    tops += lib.categories + lib.clusters + lib.resources + lib.sections + lib.ai_themes
    tops += lib.articles + lib.ai_articles + lib.sectors + lib.tools + list(lib.legal.values())
    tops += list(lib.documents.values())
    for top in tops:
        yield top, lib.origin[id(top)]


def _unique(c: _Collector, items: list[Any], attr: str, what: str) -> None:
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


def _check_references(lib: Library, c: _Collector) -> None:
    broken = dict(item for data in c.invalid for item in _raw_slugs(data))
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
