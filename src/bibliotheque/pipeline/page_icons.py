"""The content icons a page draws, written into the page (issue 32).

A content icon is `<svg><use href="#content-icon-clock"/></svg>` (web/src/shared/content-icon.tsx):
a symbol of the content icons' sprite, which the web build emits as a file
(`assets/content-icons-<hash>.svg`, web/content-icon-sprite.ts). Referenced from that file, the
symbols were one more request before the largest paint: Lighthouse's simulated LCP of the business
catalogue waited 300 ms for it (1.50 s against 1.20 s for its first paint). Here each page gets,
right after `<body>`, a hidden `<svg>` holding the symbols it draws, and only those (~70 bytes
brotli each); the file stays for the pages the router draws in the browser.

React leaves the added element alone: hydrating the document, React 19 skips unexpected tags in
`<head>` and `<body>` (react.dev/blog/2024/12/05/react-19, « Compatibility with third-party scripts
and extensions »); the e2e checks that no page family logs a hydration error
(web/e2e/site-pages.spec.ts).
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

SPRITE_GLOB = "assets/content-icons-*.svg"
_USE = re.compile(r'<use href="#([^"]+)"')
_SYMBOL = re.compile(r'<symbol id="([^"]+)"[^>]*>.*?</symbol>', re.DOTALL)
_BODY = re.compile(r"<body\b[^>]*>")
# Zero-sized rather than `display="none"`: the site's stylesheet makes every `<svg>` a block, and an
# author's rule outweighs a presentation attribute (the holder drew an empty 300 × 150 box).
_HOLDER = '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" aria-hidden="true" focusable="false">'


def symbols_of(sprite: str) -> dict[str, str]:
    """Each `<symbol>` of a sprite's text, whole, by id."""
    return {found.group(1): found.group(0) for found in _SYMBOL.finditer(sprite)}


def sprite_file(dist: Path) -> Path | None:
    """The content icons' sprite of the tree `dist`; ValueError when the web build left more than one."""
    found = sorted(dist.glob(SPRITE_GLOB))
    if len(found) > 1:
        raise ValueError(f"more than one content icons sprite in {dist}: {[p.name for p in found]}")
    return found[0] if found else None


def sprite_digest(dist: Path) -> str:
    """The SHA-256 of the tree's sprite ('' without one): pages written with its symbols are stale when it changes."""
    file = sprite_file(dist)
    return hashlib.sha256(file.read_bytes()).hexdigest() if file else ""


class ContentIcons:
    """The symbols of the sprite of `dist`, read once, by id."""

    def __init__(self, dist: Path) -> None:
        self.dist = dist
        self._symbols: dict[str, str] | None = None

    def __call__(self) -> dict[str, str]:
        if self._symbols is None:
            file = sprite_file(self.dist)
            self._symbols = symbols_of(file.read_text(encoding="utf-8")) if file else {}
        return self._symbols


def inline_icons(html: str, symbols: dict[str, str]) -> str:
    """`html` with the sprite's symbols its `<use>`s draw in a hidden `<svg>` right after `<body>`.
    ValueError on a `<use>` of an id neither the sprite nor the page defines (an icon drawn empty)."""
    used = list(dict.fromkeys(_USE.findall(html)))
    wanted = [name for name in used if name in symbols]
    unknown = [name for name in used if name not in symbols and f'id="{name}"' not in html]
    if unknown:
        raise ValueError(f"<use> of an icon the content icons' sprite does not hold: {unknown[:5]}")
    if not wanted:
        return html
    body = _BODY.search(html)
    if body is None:
        raise ValueError("a page that draws content icons has no <body>")
    holder = _HOLDER + "".join(symbols[name] for name in wanted) + "</svg>"
    return html[: body.end()] + holder + html[body.end() :]
