"""The head of every built page, read from its prerendered HTML as a crawler reads it."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from fastapi.testclient import TestClient
from PIL import Image

from bibliotheque.content.library import Library
from bibliotheque.content.loader import load_library
from bibliotheque.pipeline.build import read_ui
from bibliotheque.pipeline.data_paths import page_data_path
from bibliotheque.pipeline.manifest import script_hashes
from bibliotheque.routes import is_template
from bibliotheque.server.app import create_app
from tests.conftest import BuiltSite
from tests.pipeline.page_html import PageHtml, parse_page


@cache
def _page(dist: Path, route: str) -> PageHtml:
    return parse_page((dist / route.strip("/") / "index.html").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def library(built: BuiltSite) -> Library:
    return load_library(built.content)[0]


@pytest.fixture(scope="module")
def base(library: Library) -> str:
    return library.site.urls.base


@pytest.fixture(scope="module")
def routes(built: BuiltSite) -> list[str]:
    return [
        r
        for r in json.loads((built.generated / "routes.json").read_text())
        if "__not-found" not in r and not is_template(r)
    ]


def page_of(built: BuiltSite, route: str) -> PageHtml:
    return _page(built.dist, route)


def head_data(built: BuiltSite, route: str) -> dict[str, object]:
    data: dict[str, object] = json.loads(page_data_path(built.generated, route).read_text())["head"]
    return data


def test_every_page_has_title_description_and_one_h1(built: BuiltSite, routes: list[str]) -> None:
    for route in routes:
        page = page_of(built, route)
        assert page.title.strip(), route
        assert page.meta("description") and page.meta("description")[0].strip(), route
        assert len(page.h1) == 1, (route, page.h1)
        assert page.meta("robots") == [
            "index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1"
        ]


def test_canonical_is_the_absolute_page_url(built: BuiltSite, routes: list[str], base: str) -> None:
    for route in routes:
        canonical = page_of(built, route).link("canonical")
        assert [c["href"] for c in canonical] == [base + route], route
        assert page_of(built, route).meta("og:url") == [base + route]


def test_language_alternates_are_absolute_and_reciprocal(
    built: BuiltSite, routes: list[str], base: str
) -> None:
    for route in routes:
        alternates = page_of(built, route).hreflangs()
        assert set(alternates) == {"fr", "en", "x-default"}, route
        assert alternates[route.split("/")[1]] == base + route
        assert alternates["x-default"] == alternates["fr"]
        for lang, url in alternates.items():
            assert url.startswith(base + "/"), url
            other = urlsplit(url).path
            assert other in routes, (route, lang, url)
            assert page_of(built, other).hreflangs() == alternates, (route, other)


def test_not_found_pages_are_kept_out_of_the_index(built: BuiltSite) -> None:
    routes = [r for r in json.loads((built.generated / "routes.json").read_text()) if "__not-found" in r]
    assert routes
    for route in routes:
        page = page_of(built, route)
        assert page.meta("robots") == ["noindex"], route
        assert not page.link("canonical"), route
        assert len(page.h1) == 1, route


def test_keywords_come_from_the_content(built: BuiltSite, library: Library) -> None:
    article = library.article("article-un")
    page = page_of(built, "/fr/article/article-un")
    assert page.meta("keywords") == [", ".join(k.fr for k in article.keywords)]
    assert page.meta("article:tag") == [k.fr for k in article.keywords]
    guide = library.sector("btp-construction").guides[0]
    guide_page = page_of(built, f"/en/industry/btp-construction/{guide.slug}")
    keywords = guide_page.meta("keywords")[0].split(", ")
    assert keywords[0] == guide.target_keyword.en
    assert {k.en for k in guide.keywords} <= set(keywords)


def test_social_card_meta_points_at_a_1200x630_png_in_dist(
    built: BuiltSite, routes: list[str], base: str
) -> None:
    seen: set[str] = set()
    for route in routes:
        page = page_of(built, route)
        [image] = page.meta("og:image")
        assert page.meta("twitter:card") == ["summary_large_image"]
        assert page.meta("twitter:image") == [image]
        assert page.meta("og:image:width") == ["1200"] and page.meta("og:image:height") == ["630"]
        assert image.startswith(base + "/og/"), image
        file = built.dist / urlsplit(image).path.lstrip("/")
        with Image.open(file) as png:
            assert png.format == "PNG" and png.size == (1200, 630), route
        seen.add(image)
    assert len(seen) == len(routes), "one card per page and language"


def test_feeds_and_llms_txt_are_announced_in_the_page_language(built: BuiltSite, base: str) -> None:
    fr, en = page_of(built, "/fr/industries"), page_of(built, "/en/industries")
    assert [x["href"] for x in fr.link("alternate", type="application/rss+xml")] == [f"{base}/rss.xml"]
    assert [x["href"] for x in fr.link("alternate", type="application/feed+json")] == [f"{base}/feed.json"]
    assert [x["href"] for x in en.link("alternate", type="application/rss+xml")] == [f"{base}/en/rss.xml"]
    assert [x["href"] for x in en.link("alternate", type="application/feed+json")] == [f"{base}/en/feed.json"]
    assert [x["href"] for x in en.link("describedby")] == [f"{base}/llms.txt"]


def test_json_ld_has_breadcrumbs_everywhere_matching_the_trail(
    built: BuiltSite, routes: list[str], base: str
) -> None:
    for route in routes:
        page = page_of(built, route)
        assert page.json_ld and all(d["@context"] == "https://schema.org" for d in page.json_ld)
        [trail] = page.nodes("BreadcrumbList")
        crumbs = head_data(built, route)["breadcrumbs"]
        assert isinstance(crumbs, list)
        items = trail["itemListElement"]
        assert [i["name"] for i in items] == [c["name"] for c in crumbs], route
        assert [i["item"] for i in items] == [base + c["path"] for c in crumbs], route
        assert [i["position"] for i in items] == list(range(1, len(items) + 1))
        assert items[-1]["item"] == base + route
        assert items[0]["item"] == base + "/" + route.split("/")[1]


def test_breadcrumb_trails_follow_home_section_category_item(built: BuiltSite, library: Library) -> None:
    ui = read_ui()

    def names(route: str) -> list[str]:
        crumbs = head_data(built, route)["breadcrumbs"]
        assert isinstance(crumbs, list)
        return [c["name"] for c in crumbs]

    article = library.article("article-un")
    assert names("/fr/article/article-un") == [
        ui["fr"]["nav.home"],
        library.section(article.section).title.fr,
        library.category(article.category).name.fr,
        article.title.fr,
    ]
    sector = library.sector("btp-construction")
    guide = sector.guides[0]
    assert names(f"/en/industry/{sector.slug}/{guide.slug}") == [
        ui["en"]["nav.home"],
        ui["en"]["page.industries.title"],
        sector.name.en,
        guide.title.get("en").split(":")[0],
    ]
    assert names(f"/en/industry/{sector.slug}") == [
        ui["en"]["nav.home"],
        ui["en"]["page.industries.title"],
        sector.name.en,
    ]
    assert names("/fr") == [ui["fr"]["nav.home"]]


def test_article_json_ld_carries_the_spec_fields(built: BuiltSite, library: Library, base: str) -> None:
    for article in library.all_articles:
        family = "ai-article" if article.is_ai else "article"
        for lang in ("fr", "en"):
            route = f"/{lang}/{family}/{article.slug}"
            [node] = page_of(built, route).nodes("Article")
            assert node["headline"] == article.title.get(lang)
            assert node["description"] == article.description.get(lang)
            assert node["keywords"] == ", ".join(k.get(lang) for k in article.keywords)
            assert node["articleSection"] == library.category(article.category).name.get(lang)
            assert node["wordCount"] == article.read_time * 200
            assert node["datePublished"] == article.published_at.isoformat()
            assert node["dateModified"] == (article.reviewed_at or article.published_at).isoformat()
            assert node["publisher"]["@type"] == "Organization"
            assert node["publisher"]["name"] == library.site.brand.site_name.get(lang)
            assert node["offers"] == {
                "@type": "Offer",
                "price": "0",
                "priceCurrency": "EUR",
                "availability": "https://schema.org/InStock",
                "url": base + route,
            }
            assert page_of(built, route).meta("og:type") == ["article"]


def test_home_json_ld_names_the_organization_and_the_website(built: BuiltSite, library: Library) -> None:
    for lang in ("fr", "en"):
        page = page_of(built, f"/{lang}")
        [org] = page.nodes("Organization")
        [site] = page.nodes("WebSite")
        assert org["name"] == site["name"] == library.site.brand.site_name.get(lang)
        assert site["publisher"] == {"@id": org["@id"]}
        assert library.site.urls.linkedin in org["sameAs"]
    assert not page_of(built, "/fr/industries").nodes("Organization")


def test_json_ld_scripts_are_allowed_by_the_page_csp(built: BuiltSite) -> None:
    manifest = json.loads((built.dist / "_site.json").read_text())
    html = (built.dist / "fr" / "article" / "article-un" / "index.html").read_text(encoding="utf-8")
    ld_only = html[html.index('<script type="application/ld+json"') :]
    ld_only = ld_only[: ld_only.index("</script>") + len("</script>")]
    [ld_hash] = script_hashes(ld_only)
    assert ld_hash in manifest["script_hashes"]["/fr/article/article-un/index.html"]


def test_every_address_in_the_heads_answers_200(built: BuiltSite, routes: list[str], base: str) -> None:
    client = TestClient(create_app(built.dist), follow_redirects=False)
    addresses: set[str] = set()
    for route in routes:
        page = page_of(built, route)
        addresses |= {link["href"] for link in page.links if link.get("href", "").startswith(base + "/")}
        addresses |= {m for key in ("og:url", "og:image", "twitter:image") for m in page.meta(key)}
        addresses |= {
            item["item"] for trail in page.nodes("BreadcrumbList") for item in trail["itemListElement"]
        }
    assert addresses
    for address in sorted(addresses):
        assert address.startswith(base + "/"), address
        path = urlsplit(address).path
        assert client.get(path).status_code == 200, address
