"""How a prerendered page loads: its first paint waits for no script and no stylesheet (issue 20).

Every page reads completely without JavaScript (issue 23), so nothing the first paint needs is a
script, and the stylesheet is small (~80 kB raw, ~12 kB brotli): it is written into the page.

Scripts. React Router's `<Scripts />` writes, for hydration, one `modulepreload` link per module
(React hoists them into `<head>`) and an inline module script whose static `import`s start the
route modules at once: on a phone, and in Lighthouse's simulated slow 4G, ~125 kB of scripts
then share the connections with the document, the stylesheet and the font, and the paint waits.
Here, at assembly time, the module preloads are dropped and the module script's imports become
dynamic `import()`s that start once the page has loaded (the `load` event) and painted a frame
since. The data preloads hydration needs (`<link rel="preload" as="fetch">`: the UI dictionary)
start then too, beside the modules, instead of from the head. The script keeps what it
does: the same modules, `window.__reactRouterRouteModules`, then the client entry.

Styles. Each `<link rel="stylesheet">` of the site's own assets becomes a `<style>` with the
file's text: no request stands between the document and its first paint. The app renders
`<Links />` in the prerender only (web/app/root.tsx), so hydration does not put the link back.

The CSP hashes of inline scripts and styles are computed afterwards, from the files as written
(`manifest.write_manifest`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from html import unescape
from pathlib import Path

from bibliotheque.pipeline.page_icons import inline_icons

_MODULE_PRELOAD = re.compile(r'<link rel="modulepreload"[^>]*/?>')
# React Router's route-modules script: `<script type="module" async="">…</script>`.
_ROUTE_MODULES = re.compile(r'<script type="module" async="">(.*?)</script>', re.DOTALL)
_SIDE_EFFECT_IMPORT = re.compile(r'^import ("[^"]+");$')
_NAMESPACE_IMPORT = re.compile(r'^import \* as ([\w$]+) from ("[^"]+");$')
_STATIC_IMPORT = re.compile(r"^\s*import\s*[^(\s]", re.MULTILINE)
_FETCH_PRELOAD = re.compile(r'<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous"/>')
_ENTRY_IMPORT = re.compile(r'^import\(("[^"]+")\);$', re.MULTILINE)
# The link may end in a fragment: React Router marks with `#` a stylesheet that lazily loaded code
# also asks for (so the page keeps the link when that code loads); the file is the same.
_STYLESHEET = re.compile(r'<link rel="stylesheet" href="(/assets/[^"#?]+\.css)(?:#[^"]*)?"/>')
_ANY_STYLESHEET = re.compile(r'<link [^>]*rel="stylesheet"[^>]*href="/assets/[^"]*"[^>]*>')
_CSS_URL = re.compile(r"url\(\s*['\"]?([^'\")]*)")

# Runs `start` once the page has loaded (the document, its fonts) and a frame has been painted
# since: on a slow or busy phone the first paint can come after `load`, and must not wait for the
# modules either (a hidden tab paints, and so hydrates, once shown).
_AFTER_LOAD = (
    "const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));\n"
    'if (document.readyState === "complete") afterPaint();\n'
    'else addEventListener("load", afterPaint, { once: true });'
)


def _link(attributes: str) -> str:
    return f'document.head.append(Object.assign(document.createElement("link"), {{ {attributes} }}));\n'


def deferred_route_modules(script: str, fetches: Sequence[str] = ()) -> str:
    """React Router's route-modules script with its static imports made dynamic and run after `load`;
    `fetches`: URLs preloaded (`as="fetch"`) as the modules start.

    Raises ValueError on a script of another shape (a React Router upgrade): the build stops
    rather than ship a page whose modules load at once, or not at all."""
    specifiers: list[str] = []
    bindings: list[str] = []
    rest: list[str] = []
    for line in script.strip().splitlines():
        text = line.strip()
        if found := _SIDE_EFFECT_IMPORT.match(text):
            specifiers.append(found.group(1))
            bindings.append("")
        elif found := _NAMESPACE_IMPORT.match(text):
            specifiers.append(found.group(2))
            bindings.append(found.group(1))
        elif text:
            rest.append(text)
    body = "\n".join(rest)
    entries = _ENTRY_IMPORT.findall(body)
    if (
        not specifiers
        or len(entries) != 1
        or _STATIC_IMPORT.search(body)
        or "__reactRouterRouteModules" not in body
    ):
        raise ValueError(f"unexpected React Router route-modules script: {script[:300]!r}")
    imports = ", ".join(f"import({s})" for s in specifiers)
    return (
        "const start = async () => {\n"
        + "".join(
            _link(f'rel: "preload", href: {json.dumps(url)}, as: "fetch", crossOrigin: "anonymous"')
            for url in fetches
        )
        # The client entry is fetched beside the route modules, and runs once they are registered.
        + _link(f'rel: "modulepreload", href: {entries[0]}')
        + f"const [{', '.join(bindings)}] = await Promise.all([{imports}]);\n"
        f"{body}\n"
        "};\n"
        f"{_AFTER_LOAD}"
    )


def defer_scripts(html: str) -> str:
    """`html` without module preloads, its route modules loaded after the page (see the module's doc)."""
    html = _MODULE_PRELOAD.sub("", html)
    scripts = list(_ROUTE_MODULES.finditer(html))
    if len(scripts) > 1:
        raise ValueError("more than one React Router route-modules script in a page")
    if not scripts:
        return html
    fetches = [unescape(url) for url in _FETCH_PRELOAD.findall(html)]
    html = _FETCH_PRELOAD.sub("", html)
    found = next(_ROUTE_MODULES.finditer(html))
    script = deferred_route_modules(found.group(1), fetches)
    return f'{html[: found.start()]}<script type="module">{script}</script>{html[found.end() :]}'


def inlinable_css(css: str, name: str) -> str:
    """`css` as the text of a `<style>`; ValueError if it would not work there the same."""
    if "</style" in css.lower():
        raise ValueError(f"{name}: '</style' would end the inlined stylesheet")
    relative = [u for u in _CSS_URL.findall(css) if not u.startswith(("/", "data:", "#"))]
    if relative:
        raise ValueError(f"{name}: relative url() would resolve against the page: {relative[:3]}")
    return css


def inline_stylesheets(html: str, read: Callable[[str], str]) -> str:
    """`html` with each local stylesheet link replaced by a `<style>` of the file's text (`read(href)`).
    ValueError on a link to our assets this does not recognise: left as it is, every page would wait
    for the stylesheet before its first paint (a React Router upgrade changed the link once)."""
    written = _STYLESHEET.sub(lambda found: f"<style>{read(found.group(1))}</style>", html)
    if left := _ANY_STYLESHEET.search(written):
        raise ValueError(f"a stylesheet link the build does not write into the page: {left.group(0)}")
    return written


def is_site_page(relative: str) -> bool:
    """Whether the file at `relative` (inside dist/) is a prerendered page that `deliver_page`
    rewrites: an HTML file outside the owner's view (`_admin/`, its own build)."""
    return relative.endswith(".html") and relative.split("/", 1)[0] != "_admin"


class Stylesheets:
    """The site's stylesheets of `dist`, read once each, as `inline_stylesheets` wants them."""

    def __init__(self, dist: Path) -> None:
        self.dist = dist
        self._read: dict[str, str] = {}

    def __call__(self, href: str) -> str:
        if href not in self._read:
            file = self.dist / href.lstrip("/")
            self._read[href] = inlinable_css(file.read_text(encoding="utf-8"), href)
        return self._read[href]


def deliver_page(html: str, stylesheets: Callable[[str], str], icons: dict[str, str]) -> str:
    """One prerendered page as delivered: scripts deferred, stylesheets inlined, the content icons'
    symbols it draws written in (`page_icons.inline_icons`, with `icons` the sprite's symbols)."""
    return inline_icons(inline_stylesheets(defer_scripts(html), stylesheets), icons)
