"""The site's typeface for the PDFs: static Inter instances converted from the web app's font.

The web app ships Inter as a variable WOFF2 (`@fontsource-variable/inter`), in Unicode subsets.
Typst reads TrueType, and picks weights among static faces: each subset is instantiated at the
weights the templates use and saved once into the cache, named by the source's hash. The Latin
subset is the family « Inter »; the Latin Extended one becomes « Inter Ext », the templates'
fallback for rarer letters.
"""

from __future__ import annotations

import hashlib
from concurrent.futures import ProcessPoolExecutor
from functools import cached_property
from pathlib import Path
from typing import Any

from bibliotheque.pipeline.cores import cpu_count

WEIGHTS = (400, 600, 700)
SUBSETS = {"latin": "Inter", "latin-ext": "Inter Ext"}
# Bump when the faces made from the same sources change (2: no time of making in them).
FACES_VERSION = "2"


def web_font_sources(web: Path) -> dict[str, Path]:
    """The variable WOFF2 files of the web app, by subset."""
    files = web / "node_modules" / "@fontsource-variable" / "inter" / "files"
    return {subset: files / f"inter-{subset}-wght-normal.woff2" for subset in SUBSETS}


class PdfFonts:
    """Static TrueType faces of Inter in `cache/`, made on first use."""

    def __init__(self, sources: dict[str, Path], cache: Path) -> None:
        self.sources = sources
        self.cache = cache

    @cached_property
    def digest(self) -> str:
        hasher = hashlib.sha256(FACES_VERSION.encode())
        for subset in sorted(self.sources):
            hasher.update(self.sources[subset].read_bytes())
        return hasher.hexdigest()[:16]

    @cached_property
    def folder(self) -> Path:
        """The folder holding every face (made now if missing)."""
        folder = self.cache / self.digest
        missing = [
            (source, weight, SUBSETS[subset], folder / f"{subset}-{weight}.ttf")
            for subset, source in self.sources.items()
            for weight in WEIGHTS
            if not (folder / f"{subset}-{weight}.ttf").is_file()
        ]
        if missing:
            folder.mkdir(parents=True, exist_ok=True)
            # ~1.5 CPU-s a face: one process a core.
            with ProcessPoolExecutor(max_workers=min(cpu_count(), len(missing))) as pool:
                for _ in pool.map(_make_face, *zip(*missing, strict=True)):
                    pass
        return folder


def _make_face(source: Path, weight: int, family: str, target: Path) -> None:
    tmp = target.with_suffix(".tmp")
    _instance(source, weight, family).save(tmp)
    tmp.replace(target)


def _instance(source: Path, weight: int, family: str) -> Any:  # fontTools is untyped
    from fontTools.ttLib import TTFont  # only needed when the faces are made
    from fontTools.varLib import instancer

    font = TTFont(source)
    font.flavor = None
    static = instancer.instantiateVariableFont(font, {"wght": weight})
    static["OS/2"].usWeightClass = weight
    # The source's date in `head`, not the time of making: the same faces, the same PDFs' bytes.
    static.recalcTimestamp = False
    style = {400: "Regular", 600: "SemiBold", 700: "Bold"}[weight]
    names = static["name"]
    postscript = family.replace(" ", "") + "-" + style
    for record_id, value in (
        (1, family),
        (2, style),
        (4, f"{family} {style}"),
        (6, postscript),
        (16, family),
        (17, style),
    ):
        names.setName(value, record_id, 3, 1, 0x409)
    return static
