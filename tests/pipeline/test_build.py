"""The build produces every route in both languages, readable without JavaScript."""

from __future__ import annotations

import json
import re
from pathlib import Path

from bibliotheque.content.loader import load_library
from bibliotheque.pipeline.manifest import style_hashes
from bibliotheque.routes import FAMILIES
from tests.conftest import BuiltSite


def html_of(built: BuiltSite, path: str) -> str:
    return (built.dist / path.strip("/") / "index.html").read_text(encoding="utf-8")


def test_every_route_in_both_languages_is_prerendered(built: BuiltSite) -> None:
    routes = json.loads((built.generated / "routes.json").read_text())
    assert len(routes) == built.report.pages
    for route in routes:
        assert (built.dist / route.strip("/") / "index.html").is_file(), route
        assert (built.dist / (route.strip("/") + ".data")).is_file(), route
    families_seen = {r.split("/")[2] if r.count("/") > 1 else "home" for r in routes}
    assert {"article", "ai-article", "category", "industry", "tool", "cluster", "privacy"} <= families_seen
    fr = sorted(r.removeprefix("/fr") for r in routes if r.startswith("/fr"))
    en = sorted(r.removeprefix("/en") for r in routes if r.startswith("/en"))
    assert fr == en


def test_each_page_shows_its_content_without_javascript(built: BuiltSite) -> None:
    library, _ = load_library(built.content)
    article = library.article("article-un")
    html = html_of(built, "/fr/article/article-un")
    assert f">{article.title.fr}</h1>" in html
    assert article.problem.fr in html
    assert article.consequences[5].fr in html
    english = html_of(built, "/en/article/article-un")
    assert article.problem.en is not None and article.problem.en in english
    assert '<html lang="en">' in english
    guide = library.sector("btp-construction").guides[0]
    assert guide.content.why_it_fails.fr in html_of(built, "/fr/industry/btp-construction/" + guide.slug)
    privacy = library.legal["privacy"].title.en
    assert privacy is not None and privacy in html_of(built, "/en/privacy")


def test_brand_placeholders_are_replaced(built: BuiltSite) -> None:
    # The page's UI strings (its JSON data block) are templates, filled when drawn.
    html = re.sub(
        r'<script type="application/json" id="page-messages">.*?</script>',
        "",
        html_of(built, "/fr/article/article-un"),
    )
    assert "{platform}" not in html and "Avec Pilotéo 1" in html
    assert "Avec Cap Organisation Conseil 1" in html


def test_not_found_pages_carry_the_spec_texts(built: BuiltSite) -> None:
    expected = {
        "/fr/category/__not-found": "Catégorie non trouvée",
        "/fr/article/__not-found": "Article non trouvé",
        "/fr/ai-article/__not-found": "Article IA non trouvé",
        "/fr/cluster/__not-found": "Parcours non trouvé",
        "/fr/industry/__not-found": "Secteur non trouvé",
        "/fr/industry/__not-found/__not-found": "Page non trouvée",
        "/fr/tool/__not-found": "Outil non trouvé",
    }
    for path, text in expected.items():
        assert re.search(rf"<h1[^>]*>{text}</h1>", html_of(built, path)), path
    assert "Retour aux secteurs" in html_of(built, "/fr/industry/__not-found/__not-found")
    assert "Retour à l’accueil" in html_of(built, "/fr/tool/__not-found")


def test_dist_holds_search_index_downloads_manifest_and_compressed_variants(built: BuiltSite) -> None:
    manifest = json.loads((built.dist / "_site.json").read_text())
    assert {f["pattern"] for f in manifest["families"]} == {f.pattern for f in FAMILIES.values()}
    assert manifest["redirects"]["/fr/demo"].startswith(
        "https://app.piloteo.example/essai-gratuit?utm_source="
    )
    entries = json.loads((built.dist / "search" / "fr.json").read_text())
    assert {"type": "article", "url": "/fr/article/article-un"}.items() <= entries[1].items() or any(
        e["url"] == "/fr/article/article-un" for e in entries
    )
    assert (built.dist / "downloads" / "modele.csv").is_file()
    assert (built.dist / "fr" / "article" / "article-un" / "index.html.br").is_file()
    html_hashes = manifest["script_hashes"]["/fr/article/article-un/index.html"]
    assert html_hashes and all(h.startswith("'sha256-") for h in html_hashes)
    # The admin shows the retention period site.yaml sets (and the privacy policy states).
    library, _ = load_library(built.content)
    assert manifest["lead_retention_years"] == library.site.lead_retention_years == 3


def test_pages_paint_without_waiting_for_a_script_or_a_stylesheet(built: BuiltSite) -> None:
    manifest = json.loads((built.dist / "_site.json").read_text())
    for path in ("/fr", "/en/article/article-un", "/fr/tool/__not-found"):
        html = html_of(built, path)
        assert '<link rel="modulepreload"' not in html and 'rel="stylesheet"' not in html, path
        assert 'addEventListener("load", afterPaint, { once: true })' in html, path
        [style] = re.findall(r"<style>(.*?)</style>", html, re.DOTALL)
        assert "@font-face" in style and "url(/assets/" in style
        key = "/" + path.strip("/") + "/index.html"
        assert manifest["style_hashes"][key] == style_hashes(html)


def test_the_browser_entry_hydrates_only_when_the_page_imports_it(built: BuiltSite) -> None:
    # The page's deferred script sets the route modules, then imports the entry, which hydrates.
    # The entry's code must be in the entry's own chunk: moved into a chunk the route modules
    # import (web/vite.config.ts's groups), it hydrated before the route modules were set, and a
    # page stayed unhydrated whenever the UI dictionary came first.
    html = html_of(built, "/fr")
    [entry] = re.findall(r'import\("(/assets/entry\.client-[^"]+\.js)"\)', html)
    code = (built.dist / entry.lstrip("/")).read_text()
    assert "Recoverable hydration error" in code, f"{entry} does not hold the entry's code: {code[:200]}"
    shared = [p for p in (built.dist / "assets").glob("*.js") if p.name != entry.rsplit("/", 1)[1]]
    assert not [p.name for p in shared if "Recoverable hydration error" in p.read_text()]


def test_claims_placeholders_are_filled_from_site_yaml(built: BuiltSite) -> None:
    html = html_of(built, "/fr/ai-content-sections")
    assert "Entre 3 et 12\u00a0mois" in html
    assert "{claims." not in html


def test_dist_holds_each_sidebar_group_in_its_own_file(built: BuiltSite) -> None:
    # Issue 35: a page carries the articles of its own category only; the sidebar fetches another
    # group's from its file (pipeline/nav_groups.py, web/src/features/navigation/nav-groups.ts).
    table = json.loads((built.dist / "_site.json").read_text())["files"]
    for lang in ("fr", "en"):
        shell = json.loads((built.generated / "shell" / f"{lang}.json").read_text())
        expected = {
            f"nav/{lang}/category/{s['slug']}/{c['slug']}.json": c["articles"]
            for s in shell["nav_sections"]
            for c in s["categories"]
        } | {f"nav/{lang}/theme/{t['slug']}.json": t["articles"] for t in shell["nav_ai_themes"]}
        written = {p.relative_to(built.dist).as_posix() for p in (built.dist / "nav" / lang).rglob("*.json")}
        assert written == set(expected) and expected
        for relative, articles in expected.items():
            group = json.loads((built.dist / relative).read_text())
            assert group == {"total": len(articles), "articles": articles[:12]}, relative
            assert table[relative]["etag"].startswith('"'), relative  # served with an ETag


def test_a_page_carries_the_ui_strings_its_prerender_used_not_the_whole_dictionary(built: BuiltSite) -> None:
    # web/src/i18n/page-messages.ts: hydration reads these; the whole dictionary comes afterwards.
    whole = json.loads(
        (Path(__file__).resolve().parents[2] / "web/src/i18n/en.json").read_text(encoding="utf-8")
    )
    for path, lang in (("/fr/article/article-un", "fr"), ("/en/article/article-un", "en")):
        html = html_of(built, path)
        [block] = re.findall(r'<script type="application/json" id="page-messages">(.*?)</script>', html)
        strings = json.loads(block)
        assert 'as="fetch"' not in html and 'as: "fetch"' not in html, (
            "the whole dictionary is preloaded again"
        )
        assert strings["nav.home"] in html and strings["article.back"].split("{")[0] in html
        if lang == "en":
            assert strings["nav.home"] == whole["nav.home"]
        assert len(strings) < len(whole) / 2, f"{path}: {len(strings)} of {len(whole)} strings"
        # The footer is loaded later and hydrates with the whole dictionary (web/src/i18n/
        # record-strings.ts): its strings are drawn in the page, not carried for hydration.
        dictionary = (
            whole
            if lang == "en"
            else json.loads(
                (Path(__file__).resolve().parents[2] / "web/src/i18n/fr.json").read_text(encoding="utf-8")
            )
        )
        assert "footer.company" not in strings and dictionary["footer.company"] in html
