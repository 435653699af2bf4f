"""A page carries the symbols of the content icons it draws (issue 32): no request before its largest paint."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bibliotheque.pipeline.assets import finish_tree, link_tree
from bibliotheque.pipeline.page_icons import inline_icons, symbols_of

CLOCK = (
    '<symbol id="content-icon-clock" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"></circle></symbol>'
)
ZAP = '<symbol id="content-icon-zap" viewBox="0 0 24 24"><path d="M4 14h6"></path></symbol>'
SPRITE = f'<svg xmlns="http://www.w3.org/2000/svg">{CLOCK}{ZAP}</svg>\n'


def _page(*uses: str) -> str:
    icons = "".join(f'<svg aria-hidden="true"><use href="#{use}"></use></svg>' for use in uses)
    return f'<!DOCTYPE html><html lang="fr"><head><title>T</title></head><body class="x"><main>{icons}<p>Texte</p></main></body></html>'


def test_a_page_gets_the_symbols_it_draws_once_each_and_no_other_right_after_body() -> None:
    page = inline_icons(_page("content-icon-zap", "content-icon-zap"), symbols_of(SPRITE))
    holder = (
        '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" aria-hidden="true" focusable="false">'
    )
    assert f'<body class="x">{holder}{ZAP}</svg><main>' in page
    assert page.count("<symbol") == 1 and "content-icon-clock" not in page


def test_a_page_without_icons_is_left_as_it_is() -> None:
    assert inline_icons(_page(), symbols_of(SPRITE)) == _page()


def test_a_use_of_an_id_defined_in_the_page_is_not_an_icon() -> None:
    page = _page("gradient").replace("<main>", '<main><svg><defs><g id="gradient"></g></defs></svg>')
    assert inline_icons(page, symbols_of(SPRITE)) == page


def test_an_icon_the_sprite_lacks_stops_the_build() -> None:
    with pytest.raises(ValueError, match="content-icon-rocket"):
        inline_icons(_page("content-icon-rocket"), symbols_of(SPRITE))


def test_the_build_writes_the_symbols_in_and_a_new_sprite_makes_the_pages_stale(tmp_path: Path) -> None:
    """`finish_tree` with its memo: a page whose file did not change is still written again with
    the new sprite's drawing (the page's own bytes do not name the sprite)."""
    build, dist, cache, memo = (
        tmp_path / "build",
        tmp_path / "dist",
        tmp_path / "cache",
        tmp_path / "memo.json",
    )
    (build / "assets").mkdir(parents=True)
    (build / "assets" / "content-icons-1a.svg").write_text(SPRITE)
    (build / "fr").mkdir()
    (build / "fr" / "index.html").write_text(_page("content-icon-clock"))

    def finish() -> str:
        if dist.exists():
            shutil.rmtree(dist)
        link_tree(build, dist)
        finish_tree(dist, cache, memo=memo)
        return (dist / "fr" / "index.html").read_text()

    assert CLOCK in finish()
    redrawn = CLOCK.replace('r="10"', 'r="9"')
    (build / "assets" / "content-icons-1a.svg").write_text(SPRITE.replace(CLOCK, redrawn))
    assert redrawn in finish()


def test_two_sprites_in_one_tree_stop_the_build(tmp_path: Path) -> None:
    (tmp_path / "assets").mkdir()
    for name in ("content-icons-1a.svg", "content-icons-2b.svg"):
        (tmp_path / "assets" / name).write_text(SPRITE)
    (tmp_path / "index.html").write_text(_page("content-icon-clock"))
    with pytest.raises(ValueError, match="more than one content icons sprite"):
        finish_tree(tmp_path, tmp_path.parent / "cache")
