"""Pages that do not grow with the library (issue 35): built with 300 articles, every page of
today's library is at most 1.15× its size there, and no page is over 80 kB brotli.

Slow: a cold build of 300 articles (~1,500 pages, about a minute on two idle cores). Today's
library is the project's `dist/` when it is the build of today's content and code (`make test`
builds it before pytest); otherwise this test builds it too.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from bench.scale import generate

from bibliotheque.paths import PROJECT, WEB, generated_dir
from bibliotheque.pipeline.build import build_site
from bibliotheque.pipeline.fingerprint import Stamps, build_digest

TODAY = PROJECT / "content"
ARTICLES = 300
GROWTH = 1.15  # at most, for a page of today's library
BROTLI = 80_000  # bytes, at most, for any page


def _worker_build(name: str) -> Path:
    # Under web/ to resolve its node_modules (see the `built` fixture); one per pytest-xdist worker.
    return WEB / "build" / f"pytest-{name}-{os.environ.get('PYTEST_XDIST_WORKER', 'main')}"


def _today(tmp_path: Path) -> Path:
    dist = PROJECT / "dist"
    if Stamps(generated_dir()).matches(dist, build_digest(TODAY, WEB)) is not None:
        return dist
    build_site(TODAY, tmp_path / "dist", generated=tmp_path / "generated", web_build=_worker_build("today"))
    return tmp_path / "dist"


def _pages(dist: Path) -> dict[str, Path]:
    """Every site page (not the owner's view), by its path inside dist/."""
    return {
        p.relative_to(dist).as_posix(): p
        for p in dist.rglob("*.html")
        if p.relative_to(dist).parts[0] != "_admin"
    }


@pytest.mark.timeout(900)
def test_with_300_articles_no_page_grows_past_its_bound(tmp_path: Path) -> None:
    today = _pages(_today(tmp_path / "today"))
    total = len(list((TODAY / "articles").glob("*.yaml"))) + len(list((TODAY / "ai-articles").glob("*.yaml")))
    content = generate(ARTICLES - total, tmp_path / "large")
    large_dist = tmp_path / "large" / "dist"
    build_site(
        content, large_dist, generated=tmp_path / "large" / "generated", web_build=_worker_build("large")
    )
    large = _pages(large_dist)

    assert len(large) > 3 * len(today)  # the library did grow: ~1,500 pages against ~340
    heavy = {
        name: size for name, path in large.items() if (size := Path(f"{path}.br").stat().st_size) > BROTLI
    }
    assert heavy == {}, f"pages over {BROTLI} bytes brotli"
    grown = {
        name: round(path.stat().st_size / today[name].stat().st_size, 3)
        for name, path in large.items()
        if name in today and path.stat().st_size > GROWTH * today[name].stat().st_size
    }
    assert grown == {}, f"pages over {GROWTH}× their size with today's library"
    assert set(today) <= set(large)
