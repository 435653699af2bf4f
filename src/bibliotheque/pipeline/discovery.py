"""The files through which crawlers, feed readers and language models find the site.

`/rss.xml`, `/feed.json` (French) and `/en/rss.xml`, `/en/feed.json`; `/sitemap.xml`;
`/robots.txt`; `/llms.txt` and `/en/llms.txt`. Written into dist/ by the pipeline from
the content and the heads of the built pages.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from bibliotheque.content.library import Library
from bibliotheque.content.models.common import LANGS
from bibliotheque.pipeline.feeds import build_feed, feed_paths, json_feed, rss_xml
from bibliotheque.pipeline.llms_txt import llms_path, llms_txt
from bibliotheque.pipeline.payloads import Head
from bibliotheque.pipeline.sitemap import robots_txt, sitemap_files


def discovery_files(library: Library, ui: dict[str, dict[str, str]], heads: Iterable[Head]) -> dict[str, str]:
    """URL path → text of every discovery file."""
    files: dict[str, str] = {}
    for lang in LANGS:
        feed = build_feed(library, lang)
        rss, json_path = feed_paths(lang)
        files[rss] = rss_xml(feed)
        files[json_path] = json_feed(feed)
        files[llms_path(lang)] = llms_txt(library, ui[lang], lang)
    files.update(sitemap_files(heads, library.site.urls.base))
    files["/robots.txt"] = robots_txt(library.site.urls.base)
    return files


def write_discovery_files(
    library: Library, ui: dict[str, dict[str, str]], heads: Iterable[Head], out: Path
) -> list[str]:
    """Write the discovery files into `out`; returns their URL paths."""
    files = discovery_files(library, ui, heads)
    for path, text in files.items():
        target = out / path.lstrip("/")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    return sorted(files)
