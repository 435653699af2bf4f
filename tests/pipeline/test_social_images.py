"""Social cards: French typography, one PNG per page, drawn once and then served from the cache."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pytest
from PIL import Image

from bibliotheque.content.loader import load_library
from bibliotheque.content.models.common import LANGS
from bibliotheque.paths import WEB
from bibliotheque.pipeline.build import read_ui
from bibliotheque.pipeline.pages import PageBuilder
from bibliotheque.pipeline.social_images import (
    Fonts,
    SocialCard,
    SocialImages,
    card_fonts,
    fit_title,
    image_path,
    render,
    typeset,
)
from tests.conftest import BuiltSite

NBSP = "\u00a0"


@pytest.fixture(scope="module")
def fonts(tmp_path_factory: pytest.TempPathFactory) -> Fonts:
    return Fonts(card_fonts(WEB), tmp_path_factory.mktemp("fonts"))


def card(title: str = "Déléguer sans perdre le contrôle ?", lang: str = "fr") -> SocialCard:
    return SocialCard(
        lang=lang,
        title=title,
        kicker="Management et pilotage",
        site_name="Bibliothèque PME",
        domain="bibliotheque-pme.example",
        accent="blue",
    )


def test_french_titles_get_a_no_break_space_before_high_punctuation() -> None:
    assert typeset("Pourquoi déléguer ? Trois raisons : gagner du temps ; dormir !", "fr") == (
        f"Pourquoi déléguer{NBSP}? Trois raisons{NBSP}: gagner du temps{NBSP}; dormir{NBSP}!"
    )
    assert typeset("Déléguer\u202f?", "fr") == f"Déléguer{NBSP}?"
    assert typeset("Why delegate? Three reasons: time", "en") == "Why delegate? Three reasons: time"


def test_no_line_starts_with_high_punctuation(fonts: Fonts) -> None:
    title = typeset(
        "Comment structurer les responsabilités : délégation, contrôle ; confiance ? Oui ! « Ensemble »", "fr"
    )
    for width in range(200, 1040, 40):
        _, lines = fit_title(title, fonts, width)
        for line in lines:
            assert not line.startswith((":", ";", "?", "!", "»")), (width, lines)


def test_long_titles_shrink_then_are_cut(fonts: Fonts) -> None:
    short_size, short = fit_title("Court", fonts, 1040)
    long_size, long = fit_title(" ".join(["responsabilités"] * 40), fonts, 1040)
    assert len(short) == 1 and long_size < short_size
    assert len(long) == 4 and long[-1].endswith("…")


def test_card_is_a_1200x630_png_with_accented_text(fonts: Fonts) -> None:
    png = render(card("Élaborer une stratégie, œuvrer à 100 % : ça marche ?"), fonts)
    with Image.open(io.BytesIO(png)) as image:
        assert image.format == "PNG" and image.size == (1200, 630)
        assert len(image.convert("RGB").getcolors(4096) or []) > 10  # anti-aliased text, not a flat fill


def test_every_character_of_french_titles_has_a_glyph(fonts: Fonts) -> None:
    for char in "àâäçéèêëîïôöùûüÿœæÀÂÇÉÈÊËÎÏÔŒÙÛÜ«»’€…–—" + NBSP:
        assert fonts.covers(char), char


def test_image_paths_mirror_page_paths() -> None:
    assert image_path("/fr/article/x") == "/og/fr/article/x.png"
    assert image_path("/en/industry/a/b") == "/og/en/industry/a/b.png"
    assert image_path("/fr") == "/og/fr/index.png"


def test_cards_are_drawn_once_then_reused(tmp_path: Path, fonts: Fonts) -> None:
    cards = {"/fr/article/a": card("Titre A"), "/fr/article/b": card("Titre B")}
    images = SocialImages(cards, fonts, tmp_path / "cache")
    assert images.draw().drawn == 2
    images.publish(tmp_path / "dist")
    mtimes = {p: p.stat().st_mtime_ns for p in (tmp_path / "dist").rglob("*.png")}

    again = SocialImages(cards, fonts, tmp_path / "cache")
    stats = again.draw()
    assert (stats.drawn, stats.cached) == (0, 2)
    again.publish(tmp_path / "dist2")
    for path, mtime in mtimes.items():
        assert (tmp_path / "dist2" / path.relative_to(tmp_path / "dist")).stat().st_mtime_ns == mtime

    changed = SocialImages(
        cards | {"/fr/article/b": replace(cards["/fr/article/b"], title="Titre B2")},
        fonts,
        tmp_path / "cache",
    )
    assert changed.draw().drawn == 1
    assert len(list((tmp_path / "cache").glob("*.png"))) == 2, "stale cards are removed"


def test_a_second_build_does_not_redraw_the_cards(built: BuiltSite, tmp_path: Path) -> None:
    library, _ = load_library(built.content)
    builder = PageBuilder(library, read_ui())
    pages = [page for lang in LANGS for page in builder.pages(lang)]
    cache = built.generated / "og-cache"
    before = {p: p.stat().st_mtime_ns for p in cache.glob("*.png")}
    assert len(before) == len({pg.card for pg in pages})

    images = SocialImages({pg.path: pg.card for pg in pages}, Fonts(card_fonts(WEB), cache / "fonts"), cache)
    assert images.draw().drawn == 0
    assert {p: p.stat().st_mtime_ns for p in cache.glob("*.png")} == before
    images.publish(tmp_path)
    for pg in pages:
        relative = image_path(pg.path).lstrip("/")
        assert (tmp_path / relative).stat().st_mtime_ns == (built.dist / relative).stat().st_mtime_ns
