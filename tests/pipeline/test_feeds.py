"""The RSS and JSON feeds of each language: they parse, validate and list every article, newest first."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import feedparser
import pytest
from jsonschema import Draft202012Validator

from bibliotheque.content.library import Library
from bibliotheque.content.loader import load_library
from bibliotheque.pipeline.feeds import FEED_ITEMS, build_feed, json_feed, rss_xml
from tests.conftest import BuiltSite
from tests.factory import article, write_minimal_content

SCHEMA = json.loads((Path(__file__).parent / "fixtures" / "jsonfeed-1.1.schema.json").read_text())


@pytest.fixture(scope="module")
def library(built: BuiltSite) -> Library:
    return load_library(built.content)[0]


@pytest.mark.parametrize(("lang", "path"), [("fr", "rss.xml"), ("en", "en/rss.xml")])
def test_rss_feed_parses_and_lists_every_article(
    built: BuiltSite, library: Library, lang: str, path: str
) -> None:
    feed = feedparser.parse((built.dist / path).read_bytes())
    assert not feed.bozo, feed.get("bozo_exception")
    assert feed.version == "rss20"
    assert feed.feed.title == library.site.brand.site_name.get(lang)
    assert feed.feed.language == {"fr": "fr-fr", "en": "en-gb"}[lang]
    base = library.site.urls.base
    assert feed.feed.link == f"{base}/{lang}"
    titles = {e.title for e in feed.entries}
    assert titles == {a.title.get(lang) for a in library.all_articles}
    for entry in feed.entries:
        assert entry.link.startswith(f"{base}/{lang}/")
        assert entry.id == entry.link
        assert entry.published_parsed is not None
    dates = [e.published_parsed for e in feed.entries]
    assert dates == sorted(dates, reverse=True)


@pytest.mark.parametrize(("lang", "path"), [("fr", "feed.json"), ("en", "en/feed.json")])
def test_json_feed_validates_against_the_1_1_schema(
    built: BuiltSite, library: Library, lang: str, path: str
) -> None:
    data = json.loads((built.dist / path).read_text(encoding="utf-8"))
    Draft202012Validator(SCHEMA).validate(data)
    base = library.site.urls.base
    assert data["feed_url"] == f"{base}/{path}"
    assert {item["title"] for item in data["items"]} == {a.title.get(lang) for a in library.all_articles}
    for item in data["items"]:
        assert item["url"].startswith(f"{base}/{lang}/")
        assert (built.dist / item["image"].removeprefix(base + "/")).is_file()


def test_schema_rejects_what_the_spec_forbids() -> None:
    validator = Draft202012Validator(SCHEMA)
    good = {
        "version": "https://jsonfeed.org/version/1.1",
        "title": "T",
        "items": [{"id": "1", "content_text": "x"}],
    }
    assert validator.is_valid(good)
    assert not validator.is_valid({**good, "version": "https://jsonfeed.org/version/1"})
    assert not validator.is_valid({**good, "items": [{"id": "1"}]})  # no content
    assert not validator.is_valid({**good, "items": [{"content_text": "x"}]})  # no id
    assert not validator.is_valid({k: v for k, v in good.items() if k != "title"})


def test_feeds_put_the_newest_article_first_and_are_stable(tmp_path: Path) -> None:
    old = article("2", "article-deux", "liberte-dirigeant", "sujet-deux") | {"published_at": "2023-11-20"}
    new = article("1", "article-un", "liberte-dirigeant", "sujet-un") | {"published_at": "2024-01-10"}
    content = write_minimal_content(
        tmp_path / "c", {"articles/01-article-un.yaml": new, "articles/02-article-deux.yaml": old}
    )
    library, _ = load_library(content)
    feed = build_feed(library, "en")
    assert [i.url.rsplit("/", 1)[-1] for i in feed.items] == ["article-un", "article-ia", "article-deux"]
    parsed = feedparser.parse(rss_xml(feed))
    assert parsed.feed.updated_parsed[:3] == (2024, 1, 10)
    assert rss_xml(build_feed(library, "en")) == rss_xml(feed)
    assert json.loads(json_feed(feed))["items"][0]["date_published"] == "2024-01-10T00:00:00+00:00"


def test_feeds_carry_the_latest_fifty_items(tmp_path: Path) -> None:
    """Issue 35: a feed is what is new, not the whole library."""
    files = {
        f"articles/{n}-article-{n}.yaml": article(str(n), f"article-{n}", "liberte-dirigeant", "sujet-un")
        | {"published_at": (dt.date(2023, 11, 18) + dt.timedelta(days=n - 100)).isoformat()}
        for n in range(100, 155)
    }
    library, _ = load_library(write_minimal_content(tmp_path / "c", files))
    assert len(library.all_articles) > FEED_ITEMS
    feed = build_feed(library, "fr")
    assert len(feed.items) == FEED_ITEMS
    assert feed.items[0].url.endswith("/article-154")
    assert len(feedparser.parse(rss_xml(feed)).entries) == FEED_ITEMS
    assert len(json.loads(json_feed(feed))["items"]) == FEED_ITEMS
