"""Social cards: one 1200×630 PNG per page and language, drawn with Pillow at build time.

The site's own typeface (Inter, self-hosted through `@fontsource-variable/inter` for the
web app) is converted once from WOFF2 to TrueType with fontTools, since FreeType cannot
read WOFF2. A French title is set with French typography (`fix_french`: non-breaking
space before « : ; ! ? ») and lines break only at ordinary spaces, so a « ? » never
starts a line.

Cards are cached by the hash of everything drawn (texts, colour, font, layout version)
in `og-cache/`; a rebuild without content change draws nothing and copies the cached
files into `dist/og/` keeping their modification time.
"""

from __future__ import annotations

import hashlib
import io
import os
import re
import threading
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import astuple, dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import Literal

from PIL import Image, ImageColor, ImageDraw, ImageFont

from bibliotheque.content.models.common import Color
from bibliotheque.content.typography import NBSP, NNBSP, fix_french
from bibliotheque.pipeline.assets import place

WIDTH, HEIGHT = 1200, 630
# Bump when the drawing changes: every card is redrawn once.
LAYOUT_VERSION = "5"

# Tailwind's 800 (background), 400 (bar) and 200 (small texts) shades of each content colour.
PALETTE: dict[str, tuple[str, str, str]] = {
    "blue": ("#1e40af", "#60a5fa", "#bfdbfe"),
    "green": ("#166534", "#4ade80", "#bbf7d0"),
    "purple": ("#6b21a8", "#c084fc", "#e9d5ff"),
    "red": ("#991b1b", "#f87171", "#fecaca"),
    "yellow": ("#854d0e", "#facc15", "#fef08a"),
    "orange": ("#9a3412", "#fb923c", "#fed7aa"),
    "teal": ("#115e59", "#2dd4bf", "#99f6e4"),
    "indigo": ("#3730a3", "#818cf8", "#c7d2fe"),
    "pink": ("#9d174d", "#f472b6", "#fbcfe8"),
    "slate": ("#1e293b", "#94a3b8", "#e2e8f0"),
}

MARGIN = 80
TITLE_SIZES = (68, 60, 52, 46)
TITLE_MAX_LINES = 4
Weight = Literal[400, 600, 700]


@dataclass(frozen=True)
class SocialCard:
    """Everything drawn on one card."""

    lang: str
    title: str
    kicker: str
    site_name: str
    domain: str
    accent: Color

    @property
    def key(self) -> str:
        """Hash of the drawn content (the font and layout version are added by the cache)."""
        return hashlib.sha256("\x1f".join(astuple(self)).encode()).hexdigest()


def image_path(page_path: str) -> str:
    """URL path of a page's card: `/fr/article/x` → `/og/fr/article/x.png`, `/fr` → `/og/fr/index.png`."""
    parts = page_path.strip("/").split("/")
    if len(parts) == 1:
        parts.append("index")
    return "/og/" + "/".join(parts) + ".png"


def typeset(text: str, lang: str) -> str:
    """The text as printed: French typography for French, whitespace collapsed.

    The narrow no-break space becomes a no-break space: the typeface's web subsets lack it.
    """
    text = re.sub(r"[ \t\r\n]+", " ", text).strip()  # not str.split(): it would eat no-break spaces
    if lang == "fr":
        text = fix_french(text)
    return text.replace(NNBSP, NBSP)


# ---- fonts ------------------------------------------------------------------------------------


def card_fonts(web: Path) -> list[Path]:
    """The web app's typeface (Inter, variable weight): Latin subset first, then Latin Extended."""
    files = web / "node_modules" / "@fontsource-variable" / "inter" / "files"
    return [files / f"inter-{subset}-wght-normal.woff2" for subset in ("latin", "latin-ext")]


class Fonts:
    """The card typeface at any size and weight, with a fallback for rare characters.

    `sources` are WOFF2 (or TTF) files of one variable font, main subset first; each is
    converted to TrueType once into `cache`.
    """

    def __init__(self, sources: list[Path], cache: Path) -> None:
        if not sources:
            raise ValueError("no font source given")
        self.sources = sources
        self.cache = cache
        # FreeType faces are not safe to share between threads: one set per thread.
        self._local = threading.local()

    @cached_property
    def digest(self) -> str:
        hasher = hashlib.sha256()
        for source in self.sources:
            hasher.update(source.read_bytes())
        return hasher.hexdigest()[:16]

    @cached_property
    def _files(self) -> list[tuple[Path, frozenset[int]]]:
        from fontTools.ttLib import TTFont  # fontTools is only needed when drawing

        out: list[tuple[Path, frozenset[int]]] = []
        self.cache.mkdir(parents=True, exist_ok=True)
        for source in self.sources:
            font = TTFont(source)
            target = self.cache / f"{source.stem}-{self.digest}.ttf"
            if not target.is_file():
                font.flavor = None
                font.save(target)
            out.append((target, frozenset(font.getBestCmap())))
        return out

    def covers(self, char: str) -> bool:
        return any(ord(char) in cmap for _, cmap in self._files)

    def runs(self, text: str) -> list[tuple[int, str]]:
        """`text` cut into runs of characters each drawn from one subset (the main one when it can)."""
        out: list[tuple[int, str]] = []
        for char in text:
            index = next((i for i, (_, cmap) in enumerate(self._files) if ord(char) in cmap), 0)
            if out and out[-1][0] == index:
                out[-1] = (index, out[-1][1] + char)
            else:
                out.append((index, char))
        return out

    def get(self, size: int, weight: Weight, index: int = 0) -> ImageFont.FreeTypeFont:
        """Subset `index` of the typeface at `size` and `weight`."""
        fonts: dict[tuple[int, int, int], ImageFont.FreeTypeFont] = self._local.__dict__.setdefault(
            "fonts", {}
        )
        key = (index, size, weight)
        font = fonts.get(key)
        if font is None:
            font = ImageFont.truetype(str(self._files[index][0]), size)
            if font.get_variation_axes():
                font.set_variation_by_axes([weight])
            fonts[key] = font
        return font

    def length(self, text: str, size: int, weight: Weight) -> float:
        """Width of `text` in pixels."""
        return sum(self.get(size, weight, i).getlength(run) for i, run in self.runs(text))

    def draw(
        self,
        draw: ImageDraw.ImageDraw,
        xy: tuple[float, float],
        text: str,
        size: int,
        weight: Weight,
        fill: str,
    ) -> None:
        x, y = xy
        for index, run in self.runs(text):
            font = self.get(size, weight, index)
            draw.text((x, y), run, font=font, fill=fill)
            x += font.getlength(run)


# ---- layout and drawing -----------------------------------------------------------------------


def wrap(words: list[str], fonts: Fonts, size: int, weight: Weight, width: int) -> list[str]:
    """Greedy line breaking at the given (space-separated) words."""
    lines: list[str] = []
    current = ""
    for word in words:
        candidate = f"{current} {word}" if current else word
        if current and fonts.length(candidate, size, weight) > width:
            lines.append(current)
            current = word
        else:
            current = candidate
    if current:
        lines.append(current)
    return lines


def fit_title(title: str, fonts: Fonts, width: int) -> tuple[int, list[str]]:
    """The largest size at which the title takes at most four lines (cut with « … » if none)."""
    words = title.split(" ")
    for size in TITLE_SIZES:
        lines = wrap(words, fonts, size, 700, width)
        if len(lines) <= TITLE_MAX_LINES and all(fonts.length(li, size, 700) <= width for li in lines):
            return size, lines
    size = TITLE_SIZES[-1]
    lines = wrap(words, fonts, size, 700, width)[:TITLE_MAX_LINES]
    last = lines[-1]
    while last and fonts.length(last + "…", size, 700) > width:
        last = last.rsplit(" ", 1)[0] if " " in last else last[:-1]
    lines[-1] = last + "…"
    return size, lines


@cache
def _palette(accent: str) -> Image.Image:
    """Ramps from the background to white, to the small-text tint and to the bar colour."""
    background, bar, tint = (ImageColor.getrgb(c)[:3] for c in PALETTE[accent])
    colours: list[int] = [*background]
    for target, steps in (((255, 255, 255), 24), (tint, 20), (bar, 20)):
        for i in range(1, steps + 1):
            colours += [round(b + (c - b) * i / steps) for b, c in zip(background, target, strict=True)]
    image = Image.new("P", (1, 1))
    image.putpalette(colours + [0] * (3 * 256 - len(colours)), "RGB")
    return image


def render(card: SocialCard, fonts: Fonts) -> bytes:
    """The card as PNG bytes."""
    background, bar, tint = PALETTE[card.accent]
    image = Image.new("RGB", (WIDTH, HEIGHT), background)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, 20, HEIGHT), fill=bar)
    draw.ellipse((WIDTH - 230, -250, WIDTH + 170, 140), outline=bar, width=3)  # clear of the title

    fonts.draw(draw, (MARGIN, 64), typeset(card.site_name, card.lang), 34, 700, "#ffffff")
    fonts.draw(draw, (MARGIN, HEIGHT - 64 - 30), card.domain, 28, 400, tint)

    text_width = WIDTH - 2 * MARGIN
    size, lines = fit_title(typeset(card.title, card.lang), fonts, text_width)
    line_height = round(size * 1.18)
    kicker = typeset(card.kicker, card.lang)
    kicker_block = 48 if kicker else 0
    block = kicker_block + line_height * len(lines)
    top = 150 + (330 - block) // 2
    if kicker:
        kicker_lines = wrap(kicker.split(" "), fonts, 30, 600, text_width - 40)
        fonts.draw(
            draw, (MARGIN, top), kicker_lines[0] + ("…" if len(kicker_lines) > 1 else ""), 30, 600, tint
        )
    for i, line in enumerate(lines):
        fonts.draw(draw, (MARGIN, top + kicker_block + i * line_height), line, size, 700, "#ffffff")

    out = io.BytesIO()
    # Every pixel is a blend of the background with one of three colours: a fixed 64-colour
    # palette keeps the anti-aliasing and makes the file 2–3× smaller and quicker to write.
    image.quantize(palette=_palette(card.accent), dither=Image.Dither.NONE).save(out, "PNG", compress_level=3)
    return out.getvalue()


# ---- cache and output -------------------------------------------------------------------------


@dataclass
class SocialImageStats:
    drawn: int = 0
    cached: int = 0
    missing_glyphs: frozenset[str] = frozenset()


class SocialImages:
    """Draws the cards of a build into `cache/` (only those not drawn before)."""

    def __init__(self, cards: Mapping[str, SocialCard], fonts: Fonts, cache: Path) -> None:
        self.cards = dict(cards)
        self.fonts = fonts
        self.cache = cache

    def cached_file(self, card: SocialCard) -> Path:
        digest = hashlib.sha256(f"{LAYOUT_VERSION}:{self.fonts.digest}:{card.key}".encode()).hexdigest()
        return self.cache / f"{digest[:32]}.png"

    def draw(self, workers: int | None = None) -> SocialImageStats:
        """Draw every missing card, in threads (Pillow releases the GIL while it encodes)."""
        self.cache.mkdir(parents=True, exist_ok=True)
        todo = {self.cached_file(c): c for c in self.cards.values()}
        missing = {path: card for path, card in todo.items() if not path.is_file()}
        stats = SocialImageStats(drawn=len(missing), cached=len(todo) - len(missing))
        glyphless = {
            ch
            for card in missing.values()
            for ch in card.title + card.kicker + card.site_name
            if not ch.isspace() and not self.fonts.covers(ch)
        }
        stats.missing_glyphs = frozenset(glyphless)
        if missing:
            self.fonts.covers(" ")  # convert the fonts once, before the threads start

            def one(item: tuple[Path, SocialCard]) -> None:
                path, card = item
                tmp = path.with_suffix(".tmp")
                tmp.write_bytes(render(card, self.fonts))
                tmp.replace(path)

            with ThreadPoolExecutor(max_workers=workers or min(4, os.cpu_count() or 1)) as pool:
                list(pool.map(one, missing.items()))
        for stale in self.cache.glob("*.png"):
            if stale not in todo:
                stale.unlink()
        return stats

    def publish(self, out: Path) -> None:
        """Put the cards into `out` (dist/) at their `image_path`: hard links to the cache (`assets.place`)."""
        for page_path, card in self.cards.items():
            target = out / image_path(page_path).lstrip("/")
            target.parent.mkdir(parents=True, exist_ok=True)
            place(self.cached_file(card), target)
