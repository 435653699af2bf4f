"""Build-made downloads: each resource's PDF or XLSX and each article's one-page checklist PDF.

Made from `content/` at build time (PDFs typeset by Typst, workbooks written by XlsxWriter), in
both languages, and cached like the social images: a file is made only when the hash of what it
is made from (its data, template, fonts, layout version) has no entry in the cache. Each entry
keeps the file's size and page count beside it, so a cached build reads no PDF. Published at
`/downloads/{lang}/<name>`.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from bibliotheque.built_site import FileDownload
from bibliotheque.content.library import Library
from bibliotheque.content.models.common import LANGS
from bibliotheque.pipeline.assets import place
from bibliotheque.pipeline.deliverables.fonts import PdfFonts
from bibliotheque.pipeline.deliverables.pdf import (
    TEMPLATES,
    PdfJob,
    Typesetter,
    article_checklist_job,
    document_job,
)
from bibliotheque.pipeline.deliverables.workbooks import CREATED, workbook_bytes
from bibliotheque.pipeline.downloads import BuiltFiles

# Bump when the output changes for the same content: every file is made again once.
LAYOUT_VERSION = "3"
MIME = {"pdf": "application/pdf", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"}


@dataclass
class _Item:
    lang: str
    name: str
    key: str
    make: Callable[[], bytes]

    @property
    def format(self) -> str:
        return self.name.rsplit(".", 1)[1]

    @property
    def url(self) -> str:
        return f"/downloads/{self.lang}/{self.name}"


@dataclass
class DeliverableStats:
    made: int = 0
    cached: int = 0


def page_count(pdf: bytes) -> int:
    """Pages of a PDF, read by a PDF library (never typed by hand)."""
    import io

    from pypdf import PdfReader

    return len(PdfReader(io.BytesIO(pdf)).pages)


class Deliverables:
    """Every build-made file of a library, made into `cache/` when missing."""

    def __init__(self, library: Library, fonts: PdfFonts, cache: Path) -> None:
        self.library = library
        self.fonts = fonts
        self.cache = cache
        self.items: dict[tuple[str, str], _Item] = {}
        self.files = BuiltFiles(shipped=BuiltFiles.shipped_files(library.files))
        self._owners: dict[tuple[str, str], tuple[str, str]] = {}
        self._plan()

    def _plan(self) -> None:
        lib = self.library
        templates = "".join(p.read_text(encoding="utf-8") for p in sorted(TEMPLATES.glob("*.typ")))
        for lang in LANGS:
            for resource in lib.resources:
                # Client-only: never a file of dist/, so no public page or guessed URL reaches it
                # (DESIGN §7.8); the card says how clients get it.
                if resource.access_level == "premium":
                    continue
                document = lib.documents.get(resource.slug)
                if document is not None:
                    self._add_pdf(
                        ("resource", resource.slug),
                        document_job(lib, resource, document, lang),
                        lang,
                        templates,
                    )
                elif resource.workbook is not None:
                    ts = Typesetter(lib, lang)
                    title, author, kind = ts(resource.title), ts(lib.site.brand.site_name), resource.workbook
                    self._add(
                        ("resource", resource.slug),
                        lang,
                        f"{resource.slug}.xlsx",
                        f"xlsx:{kind}:{title}:{author}",
                        partial(workbook_bytes, kind, lang, title, author),
                    )
            for article in lib.articles:
                if article.has_checklist_page:
                    self._add_pdf(
                        ("checklist", article.slug),
                        article_checklist_job(lib, article, lang),
                        lang,
                        templates,
                    )

    def _add_pdf(self, owner: tuple[str, str], job: PdfJob, lang: str, templates: str) -> None:
        self._add(
            owner, lang, job.name, f"pdf:{job.template}:{templates}:{job.source}", lambda: self._typeset(job)
        )

    def _add(
        self, owner: tuple[str, str], lang: str, name: str, source: str, make: Callable[[], bytes]
    ) -> None:
        from bibliotheque.pipeline.deliverables import workbooks

        version = f"{LAYOUT_VERSION}:{self.fonts.digest}:{hashlib.sha256(Path(workbooks.__file__).read_bytes()).hexdigest()}"
        key = hashlib.sha256(f"{version}\x1f{source}".encode()).hexdigest()[:32]
        self.items[(lang, name)] = _Item(lang, name, key, make)
        self._owners[(lang, name)] = owner

    def _typeset(self, job: PdfJob) -> bytes:
        import typst

        pdf: bytes = typst.compile(
            str(TEMPLATES / job.template),
            root=str(TEMPLATES),
            font_paths=[str(self.fonts.folder)],
            ignore_system_fonts=True,
            sys_inputs={"data": job.source},
            pdf_standards=["ua-1"],
            timestamp=int(CREATED.replace(tzinfo=dt.UTC).timestamp()),  # not the time of the build
        )
        return pdf

    def _entry(self, item: _Item) -> Path:
        return self.cache / f"{item.key}.{item.format}"

    def make(self) -> DeliverableStats:
        """Make every file missing from the cache; drop cache entries no file uses any more."""
        self.cache.mkdir(parents=True, exist_ok=True)
        stats = DeliverableStats()
        for (lang, name), item in self.items.items():
            entry, meta = self._entry(item), self._entry(item).with_suffix(".json")
            if entry.is_file() and meta.is_file():
                stats.cached += 1
            else:
                data = item.make()
                pages = page_count(data) if item.format == "pdf" else None
                tmp = entry.with_suffix(".tmp")
                tmp.write_bytes(data)
                tmp.replace(entry)
                meta.write_text(json.dumps({"bytes": len(data), "pages": pages}), encoding="utf-8")
                stats.made += 1
            info = json.loads(meta.read_text(encoding="utf-8"))
            download = FileDownload(
                url=item.url, format=item.format, bytes=info["bytes"], pages=info["pages"]
            )
            kind, slug = self._owners[(lang, name)]
            (self.files.resources if kind == "resource" else self.files.checklists)[(lang, slug)] = download
        used = {self._entry(i).name for i in self.items.values()} | {
            self._entry(i).with_suffix(".json").name for i in self.items.values()
        }
        for stale in self.cache.glob("*.*"):
            if stale.is_file() and stale.name not in used:
                stale.unlink()
        return stats

    def publish(self, out: Path) -> None:
        """Put every file into `out/downloads/{lang}/`: hard links to the cache (`assets.place`)."""
        for item in self.items.values():
            target = out / item.url.lstrip("/")
            target.parent.mkdir(parents=True, exist_ok=True)
            place(self._entry(item), target)


__all__ = ["MIME", "Deliverables", "PdfFonts"]
