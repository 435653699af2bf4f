"""Part 2, weight: the bytes a first visit to each page type downloads, read from the built site.

For each page type and language: the prerendered HTML, the JavaScript it loads before anything
is clicked (the module preloads, scripts and the entry's `import()`, closed over the modules'
static imports; dynamic imports load on demand and are left out), the data that hydration needs
(React Router's inline hydration data, the page's UI strings written in it as a JSON data block,
and the JSON files the page preloads with `as="fetch"`) — issue 20 counts both in the JavaScript budget —, its stylesheets
(linked, or inline in the HTML as the build writes them: then compressed alone), and the font
files a browser fetches for it (font preloads, and for each character of the page's text the
face of the page's font stack whose unicode-range covers it: `used_fonts`). Sizes raw, brotli and gzip: the
`.br`/`.gz` files the build wrote, which the server sends (computed when absent). Fonts are
woff2, sent as they are. Then the largest JavaScript chunks of the article page.

`.venv/bin/python -m bench.weight` (BENCH_DIST= to measure another built site).
"""

from __future__ import annotations

import gzip
import html
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import brotli

from bench import admin_leak
from bench.benchlib import PageType, budgets, ensure_dist, finish, kb, mark, page_types, table, write_results

STATIC_IMPORT = re.compile(
    r"""(?:^|[;\s}{)])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']"""
)
DYNAMIC_IMPORT = re.compile(r"""import\(\s*["']([^"']+\.js)["']\s*\)""")
# A preload the page's inline script adds as its modules start (src/bibliotheque/pipeline/page_loading.py).
SCRIPTED_FETCH = re.compile(r'rel: "preload", href: "([^"]+)", as: "fetch"')
FONT_FACE = re.compile(r"@font-face\s*{([^}]*)}")
FONT_URL = re.compile(r"url\(\s*['\"]?([^'\")]+\.(?:woff2?|ttf|otf))")
UNICODE_RANGE = re.compile(r"unicode-range\s*:\s*([^;}]+)")


@dataclass
class Sizes:
    raw: int = 0
    br: int = 0
    gz: int = 0

    def add(self, other: Sizes) -> None:
        self.raw += other.raw
        self.br += other.br
        self.gz += other.gz


def sizes(path: Path, compressible: bool = True) -> Sizes:
    raw = path.read_bytes()
    if not compressible:
        return Sizes(len(raw), len(raw), len(raw))
    br_file, gz_file = path.with_name(path.name + ".br"), path.with_name(path.name + ".gz")
    br = br_file.stat().st_size if br_file.exists() else len(brotli.compress(raw, quality=11))
    gz = gz_file.stat().st_size if gz_file.exists() else len(gzip.compress(raw, 9))
    return Sizes(len(raw), min(br, len(raw)), min(gz, len(raw)))


class Head(HTMLParser):
    """Links and scripts of a page, and its visible text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.modules: list[str] = []
        self.stylesheets: list[str] = []
        self.fonts: list[str] = []
        self.fetches: list[str] = []
        self.inline_scripts: list[str] = []
        self.data_blocks: list[str] = []  # <script type="application/json">: data a script reads
        self.inline_styles: list[str] = []
        self.text: list[str] = []
        self._in: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        rel = a.get("rel", "").split()
        if tag == "link" and "modulepreload" in rel:
            self.modules.append(a["href"])
        elif tag == "link" and "stylesheet" in rel:
            self.stylesheets.append(a["href"])
        elif tag == "link" and "preload" in rel:
            kind = a.get("as")
            {
                "font": self.fonts,
                "style": self.stylesheets,
                "script": self.modules,
                "fetch": self.fetches,
            }.get(kind or "", []).append(a["href"])
        elif tag == "script":
            if a.get("src"):
                self.modules.append(a["src"])
            self._in = "data" if a.get("type") == "application/json" else "script"
        elif tag in ("style", "template", "noscript"):
            self._in = tag

    def handle_endtag(self, tag: str) -> None:
        if tag == self._in or (tag == "script" and self._in == "data"):
            self._in = None

    def handle_data(self, data: str) -> None:
        if self._in == "script":
            self.inline_scripts.append(data)
        elif self._in == "data":
            self.data_blocks.append(data)
        elif self._in == "style":
            self.inline_styles.append(data)
        elif self._in is None:
            self.text.append(data)


def local(dist: Path, url: str) -> Path | None:
    path = url.split("?")[0].split("#")[0]
    if path.startswith(("http:", "https:", "//")) or not path.startswith("/"):
        return None
    file = dist / path.lstrip("/")
    return file if file.is_file() else None


def js_closure(dist: Path, entries: list[str]) -> list[str]:
    """The modules loaded at start: the entries and, transitively, their static imports."""
    seen: list[str] = []
    todo = list(entries)
    while todo:
        url = todo.pop(0)
        if url in seen:
            continue
        file = local(dist, url)
        if file is None:
            continue
        seen.append(url)
        base = url.rsplit("/", 1)[0]
        for target in STATIC_IMPORT.findall(file.read_text(encoding="utf-8", errors="replace")):
            if target.startswith("./"):
                todo.append(f"{base}/{target[2:]}")
            elif target.startswith("/"):
                todo.append(target)
    return seen


def parse_ranges(text: str) -> list[tuple[int, int]]:
    ranges = []
    for part in text.split(","):
        part = part.strip().upper().removeprefix("U+")
        if not part:
            continue
        if "?" in part:
            ranges.append((int(part.replace("?", "0"), 16), int(part.replace("?", "F"), 16)))
        elif "-" in part:
            low, high = part.split("-")
            ranges.append((int(low, 16), int(high, 16)))
        else:
            ranges.append((int(part, 16), int(part, 16)))
    return ranges


FONT_FAMILY = re.compile(r"font-family\s*:\s*([^;}]+)")
FONT_STACK = re.compile(r"--font-sans\s*:\s*([^;}]+)")


def family_names(value: str) -> list[str]:
    """`"Inter Variable", Arial` → ['inter variable', 'arial'] (CSS family names, case-insensitive)."""
    return [name.strip().strip("'\"").lower() for name in value.split(",") if name.strip()]


def used_fonts(dist: Path, css_urls: list[str], text: str, inline: Sequence[str] = ()) -> list[str]:
    """Font files a browser fetches for the page's text. The page's font stack is the first
    `--font-sans` the stylesheets declare (the default theme; the dyslexia mode's stack comes later
    and applies only when the reader turns it on). For each character, the first family of that
    stack with a face covering it, and within the family the last-declared covering face (CSS
    Fonts 4: faces are tried in reverse order of declaration). `inline`: the page's `<style>` texts."""
    faces: list[tuple[str, str, list[tuple[int, int]]]] = []  # family, url, ranges
    stack: list[str] = []
    files = [local(dist, url) for url in css_urls]
    texts = [*inline, *(f.read_text(encoding="utf-8", errors="replace") for f in files if f is not None)]
    for css in texts:
        if not stack and (declared := FONT_STACK.search(css)) is not None:
            stack = family_names(declared.group(1))
        for rule in FONT_FACE.findall(css):
            source, declared_family = FONT_URL.search(rule), FONT_FAMILY.search(rule)
            if source is not None and declared_family is not None:
                found = UNICODE_RANGE.search(rule)
                ranges = parse_ranges(found.group(1)) if found else [(0, 0x10FFFF)]
                faces.append((family_names(declared_family.group(1))[0], source.group(1), ranges))
    fonts: list[str] = []
    for char in {ord(c) for c in text if not c.isspace()}:
        for family in stack:
            covering = [
                url
                for name, url, ranges in reversed(faces)
                if name == family and any(low <= char <= high for low, high in ranges)
            ]
            if covering:
                if covering[0] not in fonts:
                    fonts.append(covering[0])
                break
    return sorted(fonts)


@dataclass
class PageWeight:
    page: PageType
    html: Sizes
    js: Sizes = field(default_factory=Sizes)
    data: Sizes = field(default_factory=Sizes)  # hydration data (inline) and preloaded JSON
    css_linked: Sizes = field(default_factory=Sizes)
    css_inline: Sizes = field(default_factory=Sizes)  # <style> text, compressed alone (in the HTML)
    fonts: Sizes = field(default_factory=Sizes)
    chunks: list[dict[str, Any]] = field(default_factory=list)
    font_files: list[str] = field(default_factory=list)
    total_extra: Sizes = field(default_factory=Sizes)  # preloaded JSON (not part of the HTML)

    @property
    def script(self) -> Sizes:
        """What the JavaScript budget counts: the modules, the hydration data and the preloaded JSON."""
        script = Sizes()
        script.add(self.js)
        script.add(self.data)
        return script

    @property
    def css(self) -> Sizes:
        css = Sizes()
        css.add(self.css_linked)
        css.add(self.css_inline)
        return css

    @property
    def total(self) -> Sizes:
        total = Sizes()
        total.add(self.total_extra)
        for part in (self.html, self.js, self.css_linked, self.fonts):  # inline data and CSS are in the HTML
            total.add(part)
        return total


def compressed_alone(text: str) -> Sizes:
    """Sizes of inline text (a part of the HTML) compressed on its own."""
    if not text:
        return Sizes()
    encoded = text.encode()
    return Sizes(len(encoded), len(brotli.compress(encoded, quality=11)), len(gzip.compress(encoded, 9)))


def weigh(dist: Path, page: PageType) -> PageWeight:
    html_file = page.html_file(dist)
    head = Head()
    head.feed(html_file.read_text(encoding="utf-8"))
    entries = list(head.modules)
    for script in head.inline_scripts:
        entries += [
            u for u in DYNAMIC_IMPORT.findall(script) + STATIC_IMPORT.findall(script) if u.startswith("/")
        ]
    weight = PageWeight(page, sizes(html_file))
    for url in js_closure(dist, entries):
        file = local(dist, url)
        assert file is not None
        chunk = sizes(file)
        weight.js.add(chunk)
        weight.chunks.append({"file": url, "raw": chunk.raw, "br": chunk.br, "gz": chunk.gz})
    weight.chunks.sort(key=lambda c: -int(c["br"]))
    hydration = "".join(s for s in head.inline_scripts if "__reactRouterContext.streamController" in s)
    hydration += "".join(head.data_blocks)
    weight.data.add(compressed_alone(hydration))
    weight.css_inline.add(compressed_alone("".join(head.inline_styles)))
    fetches = head.fetches + [url for script in head.inline_scripts for url in SCRIPTED_FETCH.findall(script)]
    for url in dict.fromkeys(fetches):
        file = local(dist, url)
        if file is not None:
            fetched = sizes(file)
            weight.data.add(fetched)
            weight.total_extra.add(fetched)
    for url in dict.fromkeys(head.stylesheets):
        file = local(dist, url)
        if file is not None:
            weight.css_linked.add(sizes(file))
    text = html.unescape(" ".join(head.text))
    fonts = used_fonts(dist, head.stylesheets, text, head.inline_styles)
    weight.font_files = list(dict.fromkeys(head.fonts + fonts))
    for url in weight.font_files:
        file = local(dist, url)
        if file is not None:
            weight.fonts.add(sizes(file, compressible=False))
    return weight


def main() -> int:
    dist = ensure_dist()
    limits = budgets()["weight"]
    weights = [weigh(dist, page) for page in page_types(dist)]
    over: list[str] = []
    rows = []
    for w in weights:
        name = f"{w.page.label} ({w.page.lang})"
        js_limit = limits["js_br_bytes"] if w.page.key == "article" else limits["js_br_bytes_other_types"]
        js_over = w.script.br > js_limit
        css_over = w.css.br > limits["css_br_bytes"]
        font_over = w.fonts.br > limits["font_bytes"]
        for flag, what, value, limit in (
            (js_over, "JS + data", w.script.br, js_limit),
            (css_over, "CSS", w.css.br, limits["css_br_bytes"]),
            (font_over, "fonts", w.fonts.br, limits["font_bytes"]),
        ):
            if flag:
                over.append(f"{name} {what} {kb(value)} kB > {kb(limit)} kB")
        rows.append(
            [
                name,
                f"{kb(w.html.raw)} / {kb(w.html.br)} / {kb(w.html.gz)}",
                f"{kb(w.js.raw)} / {kb(w.js.br)} / {kb(w.js.gz)}",
                str(len(w.chunks)),
                f"{kb(w.data.raw)} / {kb(w.data.br)}",
                mark(kb(w.script.br), js_over),
                f"{kb(w.css.raw)} / " + mark(kb(w.css.br), css_over) + f" / {kb(w.css.gz)}",
                mark(f"{kb(w.fonts.raw)} ({len(w.font_files)})", font_over),
                f"{kb(w.total.br)}",
            ]
        )
    table(
        "Weight — first load per page type, kB raw / brotli / gzip",
        [
            "page",
            "HTML",
            "JS",
            "modules",
            "data raw / br",
            "JS + data br",
            "CSS",
            "fonts (files)",
            "total br",
        ],
        rows,
        caption=(
            "data: hydration data inline in the HTML (brotli alone) and preloaded JSON (dictionary, shell); "
            f"budgets (brotli): JS + data ≤ {kb(limits['js_br_bytes'])} kB on an article, "
            f"{kb(limits['js_br_bytes_other_types'])} kB on other types, CSS ≤ {kb(limits['css_br_bytes'])} kB, "
            f"fonts ≤ {kb(limits['font_bytes'])} kB; 1 kB = 1000 bytes"
        ),
    )
    article = next((w for w in weights if w.page.key == "article"), weights[0])
    shared = {c["file"] for c in article.chunks}
    for w in weights:
        shared &= {c["file"] for c in w.chunks}
    table(
        f"Largest JS chunks on the first load of {article.page.path}",
        ["chunk", "raw kB", "br kB", "gz kB", "share of br", "on every page type"],
        [
            [
                c["file"].removeprefix("/assets/"),
                kb(c["raw"]),
                kb(c["br"]),
                kb(c["gz"]),
                f"{100 * c['br'] / article.js.br:.0f} %",
                "yes" if c["file"] in shared else "",
            ]
            for c in article.chunks[:10]
        ],
        caption=f"{len(article.chunks)} modules, {kb(article.js.br)} kB brotli in all; "
        f"the {len(shared)} modules common to every page type: "
        f"{kb(sum(c['br'] for c in article.chunks if c['file'] in shared))} kB",
    )
    leaked = admin_leak.report(dist)
    write_results(
        "weight",
        {
            "dist": str(dist),
            "budgets": limits,
            "pages": [
                {
                    "type": w.page.key,
                    "lang": w.page.lang,
                    "path": w.page.path,
                    "html": vars(w.html),
                    "js": vars(w.js),
                    "data": vars(w.data),
                    "script": vars(w.script),
                    "css": vars(w.css),
                    "fonts": vars(w.fonts),
                    "font_files": w.font_files,
                    "total": vars(w.total),
                    "js_modules": w.chunks,
                }
                for w in weights
            ],
            "shared_modules": sorted(shared),
            "over_budget": over,
            "admin_leaks": leaked,
        },
    )
    return 1 if leaked else finish(over)


if __name__ == "__main__":
    raise SystemExit(main())
