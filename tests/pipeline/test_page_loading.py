"""The first paint waits for no script and no stylesheet request (issue 20): page_loading's rewrites."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from bibliotheque.pipeline.assets import finish_tree
from bibliotheque.pipeline.page_loading import (
    defer_scripts,
    deferred_route_modules,
    inlinable_css,
    inline_stylesheets,
)

# What React Router 7's <Scripts /> writes in a prerendered page (an article: a route with a
# split client loader), as React hoists its module preloads into <head>.
ROUTE_MODULES = """import "/assets/manifest-91c09701.js";
import * as route0 from "/assets/root-D0Oy4_T-.js";
import * as route1_clientLoader from "/assets/lang-layout-client-loader-CxXsQ-hV.js";
import * as route1_main from "/assets/lang-layout-main-BbIsoRwZ.js";
const route1 = {...route1_clientLoader,...route1_main};
import * as route2 from "/assets/article-SvB6CsZO.js";
\x20\x20
  window.__reactRouterRouteModules = {"root":route0,"routes/lang-layout":route1,"routes/article":route2};

import("/assets/entry.client-BQNlssKD.js");"""

PAGE = (
    '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><title>T</title>'
    '<link rel="modulepreload" href="/assets/manifest-91c09701.js"/>'
    '<link rel="modulepreload" href="/assets/entry.client-BQNlssKD.js"/>'
    '<link rel="preload" href="/assets/fr-Dl77ZGCX.json" as="fetch" crossorigin="anonymous"/>'
    '<link rel="stylesheet" href="/assets/root-D_9GvRb6.css"/></head><body><main><p>Texte</p></main>'
    "<script>window.__reactRouterContext = {};</script>"
    f'<script type="module" async="">{ROUTE_MODULES}</script></body></html>'
)
CSS = '@font-face{font-family:Inter;src:url(/assets/inter.woff2)format("woff2")}p{color:red}'


def test_route_modules_load_after_the_page_with_the_same_modules_in_the_same_variables() -> None:
    script = deferred_route_modules(ROUTE_MODULES)
    assert "\nimport " not in "\n" + script  # no static import left: nothing starts before `load`
    assert (
        "const [, route0, route1_clientLoader, route1_main, route2] = await Promise.all(["
        'import("/assets/manifest-91c09701.js"), import("/assets/root-D0Oy4_T-.js"), '
        'import("/assets/lang-layout-client-loader-CxXsQ-hV.js"), '
        'import("/assets/lang-layout-main-BbIsoRwZ.js"), import("/assets/article-SvB6CsZO.js")]);'
    ) in script
    assert "const route1 = {...route1_clientLoader,...route1_main};" in script
    # The entry is fetched with the route modules (a preload), and evaluated after them.
    assert script.index('rel: "modulepreload", href: "/assets/entry.client-BQNlssKD.js"') < script.index(
        "Promise.all"
    )
    assert script.index("__reactRouterRouteModules =") < script.index(
        'import("/assets/entry.client-BQNlssKD.js")'
    )
    assert 'addEventListener("load", afterPaint, { once: true })' in script
    assert "requestAnimationFrame(() => setTimeout(start, 0))" in script  # after a frame painted since


def test_a_route_modules_script_of_another_shape_stops_the_build() -> None:
    with pytest.raises(ValueError, match="unexpected React Router route-modules script"):
        deferred_route_modules('import { a } from "/assets/a.js";\n' + ROUTE_MODULES)
    with pytest.raises(ValueError):
        deferred_route_modules('import("/assets/entry.js");')


def test_a_page_keeps_no_module_preload_and_one_module_script_that_waits_for_load() -> None:
    html = defer_scripts(PAGE)
    assert '<link rel="modulepreload"' not in html
    assert '<script type="module" async="">' not in html
    assert html.count('<script type="module">') == 1
    # The dictionary hydration needs is preloaded as the modules start, not from the head.
    assert 'as="fetch"' not in html
    assert 'rel: "preload", href: "/assets/fr-Dl77ZGCX.json", as: "fetch", crossOrigin: "anonymous"' in html
    assert "<script>window.__reactRouterContext = {};</script>" in html
    assert (
        defer_scripts("<html><body><p>No app</p></body></html>") == "<html><body><p>No app</p></body></html>"
    )


def test_local_stylesheets_are_written_into_the_page() -> None:
    html = inline_stylesheets(PAGE, {"/assets/root-D_9GvRb6.css": CSS}.__getitem__)
    assert f"<style>{CSS}</style></head>" in html
    assert 'rel="stylesheet"' not in html


def test_a_marked_stylesheet_link_is_inlined_and_an_unknown_one_stops_the_build() -> None:
    # React Router writes `…css#` for a stylesheet that lazily loaded code also asks for.
    marked = PAGE.replace('root-D_9GvRb6.css"', 'root-D_9GvRb6.css#"')
    assert marked != PAGE
    html = inline_stylesheets(marked, {"/assets/root-D_9GvRb6.css": CSS}.__getitem__)
    assert f"<style>{CSS}</style></head>" in html and 'rel="stylesheet"' not in html
    other = PAGE.replace('<link rel="stylesheet"', '<link rel="stylesheet" media="print"')
    with pytest.raises(ValueError, match="does not write into the page"):
        inline_stylesheets(other, {"/assets/root-D_9GvRb6.css": CSS}.__getitem__)


def test_a_stylesheet_that_would_change_inline_stops_the_build() -> None:
    assert inlinable_css(CSS, "a.css") == CSS
    with pytest.raises(ValueError, match="relative url"):
        inlinable_css("a{background:url(img/x.png)}", "a.css")
    with pytest.raises(ValueError, match="</style"):
        inlinable_css('a::after{content:"</style>"}', "a.css")


def test_the_build_delivers_the_site_pages_but_not_the_admin(tmp_path: Path) -> None:
    """The build's last pass (`assets.finish_tree`) rewrites each site page as it compresses it."""
    site = tmp_path / "dist"
    (site / "assets").mkdir(parents=True)
    (site / "assets" / "root-D_9GvRb6.css").write_text(CSS)
    for page in ("fr/index.html", "fr/article/x/index.html", "_admin/index.html"):
        (site / page).parent.mkdir(parents=True, exist_ok=True)
        (site / page).write_text(PAGE)
    finish_tree(site, tmp_path / "cache")
    for page in ("fr/index.html", "fr/article/x/index.html"):
        assert f"<style>{CSS}</style>" in (site / page).read_text(), page
    assert (site / "_admin/index.html").read_text() == PAGE


def test_the_deferred_script_is_valid_javascript(tmp_path: Path) -> None:
    module = tmp_path / "script.mjs"
    module.write_text(deferred_route_modules(ROUTE_MODULES))
    checked = subprocess.run(["node", "--check", str(module)], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stderr
