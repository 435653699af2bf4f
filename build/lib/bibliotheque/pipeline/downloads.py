"""What the pages know of the downloadable files: URL, format, size, page count (all computed)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from bibliotheque.content.models.tools import Resource
from bibliotheque.pipeline.payloads import FileDownload


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

    def of_resources(self, lang: str, resources: Sequence[Resource]) -> dict[str, list[FileDownload]]:
        out: dict[str, list[FileDownload]] = {}
        for resource in resources:
            files = [self.resources[(lang, resource.slug)]] if (lang, resource.slug) in self.resources else []
            if resource.download_file and resource.download_file in self.shipped:
                files.append(self.shipped[resource.download_file])
            out[resource.slug] = files
        return out
