"""Loading `content/`: parse and validate every file against the models into a `Library`.

Every problem is collected (not just the first) and names its file, line and field; the checks
between items (unknown slugs, links to no page…) are `references.check_references`.
Missing English values are warnings: the build falls back to French.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from bibliotheque.content.errors import ContentError, ContentProblem
from bibliotheque.content.library import Library
from bibliotheque.content.models.articles import Article
from bibliotheque.content.models.catalogue import AITheme, CategoryFile, ContentSection
from bibliotheque.content.models.common import LText
from bibliotheque.content.models.documents import Document
from bibliotheque.content.models.pages import AICatalogue, Conversion, ExclusiveFile, Home, LegalPage
from bibliotheque.content.models.sectors import ClusterFile, Sector
from bibliotheque.content.models.site import Site
from bibliotheque.content.models.tools import ResourceFile, Tool
from bibliotheque.content.references import check_references
from bibliotheque.content.yaml_source import Loc, SourceFile, dotted, read_yaml

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
        # By number, whatever the prefix: an id in the wrong folder is reported, not a crash.
        articles=sorted(articles, key=lambda a: int(a.id.removeprefix("ai-"))),
        ai_articles=sorted(ai_articles, key=lambda a: int(a.id.removeprefix("ai-"))),
        sectors=sorted(sectors, key=lambda s: s.id),
        clusters=clusters.clusters,
        resources=resources.resources,
        tools=sorted(tools, key=lambda t: t.id),
        legal={page.slug: page for page in legal_pages},
        files=files,
        documents={d.resource: d for d in documents},
    )
    library.origin = c.origin
    c.errors.extend(check_references(library, c.invalid))
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
