"""`bibliotheque build`: content → page data → web build (prerender) → dist/.

Steps, each a module of this package: read the content (parsed files kept between builds); start
the content check in a child process (side_check.py); write the shell data, the route module and
the API types the web app's bundling reads; start that bundling when the app must be built whole
(web_bundle.py, on the other core); write each page's data and the route list for the web app
(`web/.generated/`), making the downloads they describe; wait for the check, whose errors stop
the build here; run the rest of the web build (web_build.py: React Router's build, which
prerenders one page of each route family, then every other page, or the prerender of the pages
whose data changed alone); assemble `dist/` as links to the web build's output, with downloads,
the server manifest and precompressed variants (assets.py, which remembers what it learnt of each
file for the next build).
"""

from __future__ import annotations

import json
import shutil
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console

from bibliotheque.built_site import ResourceGateSlot, SearchEntry, SearchSlot, ToolSlot
from bibliotheque.checks import check_assembled
from bibliotheque.content.errors import ContentError, ContentProblem
from bibliotheque.content.json_schema import localized_schema
from bibliotheque.content.library import Library
from bibliotheque.content.loader import assemble
from bibliotheque.content.models.common import LANGS
from bibliotheque.content.models.pages import ConversionOverlays
from bibliotheque.content.outbound import is_production
from bibliotheque.content.yaml_source import parse_memo
from bibliotheque.paths import WEB, generated_dir, web_build_dir
from bibliotheque.pipeline.assets import clear_folder, finish_tree, link_tree
from bibliotheque.pipeline.data_paths import (
    json_ld_path,
    overlays_data_path,
    page_data_path,
    related_data_path,
    shell_data_path,
)
from bibliotheque.pipeline.deliverables import Deliverables, PdfFonts
from bibliotheque.pipeline.deliverables.fonts import web_font_sources
from bibliotheque.pipeline.discovery import write_discovery_files
from bibliotheque.pipeline.downloads import BuiltFiles
from bibliotheque.pipeline.fingerprint import Stamps, build_digest
from bibliotheque.pipeline.localize import Localizer
from bibliotheque.pipeline.manifest import write_manifest
from bibliotheque.pipeline.nav_groups import write_nav_groups
from bibliotheque.pipeline.page_context import Page
from bibliotheque.pipeline.pages import PageBuilder
from bibliotheque.pipeline.payloads import ArticleRelated, PagePayload, Shell
from bibliotheque.pipeline.routes_ts import routes_typescript
from bibliotheque.pipeline.search_index import SearchIndex, search_index
from bibliotheque.pipeline.shell import conversion_overlays, overlays_url, shell_payload
from bibliotheque.pipeline.side_check import SideCheck
from bibliotheque.pipeline.social_images import Fonts, SocialImages, card_fonts
from bibliotheque.pipeline.web_build import WebBuild, generate_types
from bibliotheque.routes import TEMPLATES, href
from bibliotheque.server.openapi_types import write_clients
from bibliotheque.tools.calculation import all_test_vectors

console = Console(stderr=True, highlight=False, soft_wrap=True)


@dataclass
class BuildReport:
    pages: int = 0
    warnings: list[ContentProblem] = field(default_factory=list)
    unchanged: bool = False  # nothing changed since the last build into the same folder: nothing done
    warning_count: int = 0  # len(warnings), or the last build's count when unchanged
    prerendered: int = 0  # pages prerendered by this build (those whose inputs changed)


def read_ui(web: Path = WEB) -> dict[str, dict[str, str]]:
    """The UI dictionaries of the web app, French filling gaps in English."""
    fr: dict[str, str] = json.loads((web / "src/i18n/fr.json").read_text(encoding="utf-8"))
    en: dict[str, str] = json.loads((web / "src/i18n/en.json").read_text(encoding="utf-8"))
    return {"fr": fr, "en": fr | en}


def _write_if_changed(path: Path, text: str) -> bool:
    if path.is_file() and path.read_text(encoding="utf-8") == text:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return True


def _dump(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def plan_deliverables(library: Library, generated: Path) -> Deliverables:
    """Every resource's file and article checklist PDF, planned (`make` makes them into the cache)."""
    return Deliverables(
        library, PdfFonts(web_font_sources(WEB), generated / "pdf-fonts"), generated / "downloads-cache"
    )


def make_deliverables(library: Library, generated: Path, planned: Deliverables | None = None) -> Deliverables:
    """Every resource's file and article checklist PDF, made into the cache when missing."""
    deliverables = planned or plan_deliverables(library, generated)
    stats = deliverables.make()
    console.print(f"· downloads: {stats.made} made, {stats.cached} from cache")
    return deliverables


def write_app_modules() -> None:
    """What the web app's bundling imports from the build, the same for any content: the route
    module and the API types (web/.generated/, imported by path whatever folder the data goes to)."""
    # web/app/routes.ts, src/shared/href.ts and e2e/ import the route families.
    _write_if_changed(WEB / ".generated" / "routes.ts", routes_typescript())
    # The browser's API types, from the server's OpenAPI.
    write_clients()


def write_shells(library: Library, builder: PageBuilder, generated: Path) -> dict[str, SearchIndex]:
    """Each language's shell data; returns each language's search index (the shell gives its address)."""
    indexes: dict[str, SearchIndex] = {}
    for lang in LANGS:
        localize = Localizer(lang, library.site)
        indexes[lang] = search_index(library, localize)
        shell = shell_payload(library, builder, lang, index_url=indexes[lang].url)
        _write_if_changed(shell_data_path(generated, lang), _dump(localize(shell)))
        _write_if_changed(overlays_data_path(generated, lang), _dump(localize(conversion_overlays(library))))
    return indexes


def write_page_data(
    library: Library, builder: PageBuilder, generated: Path, pages_out: list[Page] | None = None
) -> list[str]:
    """Write each page's data, the route list and the schemas; returns the routes.

    The built pages are appended to `pages_out` when given (heads and social cards).
    """
    routes: list[str] = []
    keep: set[Path] = set()
    for lang in LANGS:
        localize = Localizer(lang, library.site)
        for page in builder.pages(lang):
            target = page_data_path(generated, page.path)
            _write_if_changed(target, _dump(localize(page.payload)))
            structured = json_ld_path(generated, page.path)
            _write_if_changed(structured, _dump(page.payload.head.json_ld))
            keep |= {target, structured}
            if page.related is not None:
                related = related_data_path(generated, page.path)
                _write_if_changed(related, _dump(localize(page.related)))
                keep.add(related)
            routes.append(page.path)
            if pages_out is not None:
                pages_out.append(page)
        routes += builder.not_found_paths(lang)
        routes += [href(lang, name) for name in TEMPLATES]  # filled in by the server (server/)
    for folder in ("pages", "json-ld", "related"):
        for stale in (generated / folder).rglob("*.json"):
            if stale not in keep:
                stale.unlink()
    _write_if_changed(generated / "routes.json", _dump(routes))
    # The TypeScript evaluator's tests compare its figures and verdicts with these.
    _write_if_changed(generated / "tool-vectors.json", json.dumps(all_test_vectors(library.tools), indent=1))
    schema = localized_schema(Shell | PagePayload)
    _write_if_changed(generated / "page-schema.json", json.dumps(schema, indent=1))
    # Not page data, but JSON the web app reads or writes too (web/src/features/search/, tools/).
    for name, model in (
        ("search-entry", SearchEntry),
        ("search-slot", SearchSlot),
        ("tool-slot", ToolSlot),
        ("resource-gate-slot", ResourceGateSlot),
        ("conversion-overlays", ConversionOverlays),  # fetched by the conversion dialogs
        ("article-related", ArticleRelated),  # fetched by an article's last region
    ):
        _write_if_changed(generated / f"{name}-schema.json", json.dumps(localized_schema(model), indent=1))
    return routes


def write_generated(
    library: Library, generated: Path, pages_out: list[Page] | None = None, files: BuiltFiles | None = None
) -> tuple[list[str], dict[str, SearchIndex]]:
    """`write_app_modules`, `write_shells` then `write_page_data`; `files` gives the downloads' sizes
    and page counts (see `make_deliverables`)."""
    builder = PageBuilder(library, read_ui(), files)
    write_app_modules()
    indexes = write_shells(library, builder, generated)
    return write_page_data(library, builder, generated, pages_out), indexes


def _write_data(
    library: Library, generated: Path, pages: list[Page], skip_web: bool
) -> tuple[list[str], dict[str, SearchIndex], Deliverables]:
    """The page data, shells, downloads and API types of `library`; returns the routes, the search
    indexes and the downloads."""
    deliverables = plan_deliverables(library, generated)
    # The pages read the downloads' sizes from `deliverables.files`, which `make` fills in.
    builder = PageBuilder(library, read_ui(), deliverables.files)
    if skip_web:
        write_app_modules()
    indexes = write_shells(library, builder, generated)
    make_deliverables(library, generated, deliverables)
    routes = write_page_data(library, builder, generated, pages)
    generate_types(generated)
    return routes, indexes, deliverables


def build_site(
    content: Path,
    out: Path,
    *,
    skip_web: bool = False,
    generated: Path | None = None,
    web_build: Path | None = None,
) -> BuildReport:
    """Check `content`, then build the site into `out`.

    `generated` (page data) and `web_build` (the web build's own output) default to
    folders of `web/`; tests point them elsewhere.
    """
    generated = generated if generated is not None else generated_dir()
    web_build = web_build if web_build is not None else web_build_dir()
    report = BuildReport()
    stamps, digest = Stamps(generated), build_digest(content, WEB)
    if not skip_web and (last := stamps.matches(out, digest)) is not None:
        report.unchanged = True
        report.pages, report.warning_count = int(str(last["pages"])), int(str(last["warnings"]))
        return report
    stamps.forget(out)
    # The content is read once: the library, and what the check adds to its problems.
    with parse_memo(generated / "parsed.pickle"):
        assembled = assemble(content)
    library: Library | None = assembled[0] if not assembled[1] else None
    if library is None:
        raise ContentError(check_assembled(*assembled, production=is_production())[0])
    # Beside the page data, in a child forked before any thread or subprocess starts (side_check.py).
    check = SideCheck(assembled, production=is_production())
    web = early = None
    if not skip_web:
        write_app_modules()
        web = WebBuild(generated, web_build, support_email=library.site.contact_email)
        # The app's bundling reads no page data: when it must run whole, it starts now, beside the
        # content check and the data (web_bundle.py).
        early = web.start_early()
    pages: list[Page] = []
    try:
        console.print("· writing page data")
        try:
            routes, indexes, deliverables = _write_data(library, generated, pages, skip_web)
        except Exception:
            # Broken content the check reports may break the data first: its errors are the answer.
            if errors := check.result()[0]:
                raise ContentError(errors) from None
            raise
        errors, warnings = check.result()
        if errors:
            raise ContentError(errors)
        report.warnings = warnings
        report.warning_count = len(warnings)
        if early is not None:
            early.release()
    except BaseException:
        check.stop()
        if early is not None:
            early.stop()
        raise
    report.pages = len(routes)
    if web is None:
        return report

    plan = web.plan(routes)
    console.print(
        f"· prerendering {len(plan.paths)} of {len(routes)} pages"
        f"{'' if plan.whole else ' whose data changed'}, drawing social images alongside"
    )
    images = SocialImages(
        {pg.path: pg.card for pg in pages},
        Fonts(card_fonts(WEB), generated / "og-cache" / "fonts"),
        generated / "og-cache",
    )
    with ThreadPoolExecutor(max_workers=1) as background:
        drawing = background.submit(images.draw)
        if not plan.whole:
            console.print("· web build: the app did not change, the last one is reused")
        web.run(plan, early)
        report.prerendered = len(plan.paths)
        stats = drawing.result()
    console.print(f"· social images: {stats.drawn} drawn, {stats.cached} from cache")
    if stats.missing_glyphs:
        console.print(
            f"[yellow]warning[/yellow] no glyph for {''.join(sorted(stats.missing_glyphs))!r} in the card font"
        )

    console.print("· assembling dist/")
    removing = clear_folder(out)
    link_tree(web_build / "client", out)
    link_tree(web_build / "admin", out / "_admin")
    for index in indexes.values():
        target = out / index.url.lstrip("/")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(index.body)
    write_nav_groups(generated, out)  # the sidebar's groups, fetched when opened
    if (generated / "related").is_dir():  # the articles' ends, fetched by their last region
        shutil.copytree(generated / "related", out / "related", dirs_exist_ok=True)
    for lang in LANGS:  # the conversion dialogs' texts, fetched with their code
        target = out / overlays_url(lang).lstrip("/")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(overlays_data_path(generated, lang), target)
    downloads = out / "downloads"
    for name, path in library.files.items():
        downloads.mkdir(exist_ok=True)
        shutil.copyfile(path, downloads / name)
    deliverables.publish(out)
    images.publish(out)
    write_discovery_files(library, read_ui(), [pg.payload.head for pg in pages], out)
    # Pages delivered, every file hashed and compressed, in one pass (assets.py).
    facts = finish_tree(out, generated / "compress-cache", memo=generated / "finished.json")
    # Last: its file table records every file and variant as written (server/site_files.py).
    write_manifest(library, out, deliverables.files, facts.digests, (facts.script_hashes, facts.style_hashes))
    stamps.record(out, digest, report.pages, len(warnings))
    removing.join()
    return report
