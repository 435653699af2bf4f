"""What the pages know of the downloadable files: URL, format, size, page count (all computed)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from bibliotheque.built_site import FileDownload, FileFacts
from bibliotheque.content.models.tools import Resource


@dataclass
class BuiltFiles:
    """The build-made files by (language, resource or article slug), and content/files/ by name."""

    resources: dict[tuple[str, str], FileDownload] = field(default_factory=dict)
    checklists: dict[tuple[str, str], FileDownload] = field(default_factory=dict)
    shipped: dict[str, FileDownload] = field(default_factory=dict)

    @classmethod
    def shipped_files(cls, files: dict[str, Path]) -> dict[str, FileDownload]:
        """content/files/, served at /downloads/<name>."""
        return {
            name: FileDownload(url=f"/downloads/{name}", format="csv", bytes=path.stat().st_size, pages=None)
            for name, path in files.items()
            if name.endswith(".csv")
        }

    def files_of(self, lang: str, resource: Resource) -> list[FileDownload]:
        """A resource's files in `lang`, main file first."""
        files = [self.resources[(lang, resource.slug)]] if (lang, resource.slug) in self.resources else []
        if resource.download_file and resource.download_file in self.shipped:
            files.append(self.shipped[resource.download_file])
        return files

    def of_resources(self, lang: str, resources: Sequence[Resource]) -> dict[str, list[FileDownload]]:
        """The files of the free resources (a page links them): never those given against an
        e-mail, whose URLs no page names (`gated_facts`, `gated_downloads`)."""
        return {r.slug: self.files_of(lang, r) for r in resources if r.access_level != "email"}

    def gated_facts(self, lang: str, resources: Sequence[Resource]) -> dict[str, list[FileFacts]]:
        """What a page says of the files given against an e-mail: format, size, pages, no URL."""
        return {
            r.slug: [FileFacts(format=f.format, bytes=f.bytes, pages=f.pages) for f in self.files_of(lang, r)]
            for r in resources
            if r.access_level == "email"
        }

    def gated_downloads(
        self, langs: Sequence[str], resources: Sequence[Resource]
    ) -> dict[str, dict[str, list[FileDownload]]]:
        """The files given against an e-mail, by slug then language: what the lead API answers."""
        return {
            r.slug: {lang: self.files_of(lang, r) for lang in langs}
            for r in resources
            if r.access_level == "email"
        }
