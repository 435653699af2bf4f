"""Shared fixtures: a minimal content tree, and a site built from it once per session."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from bibliotheque.pipeline.build import WEB, BuildReport, build_site
from tests.factory import write_minimal_content
from tests.leads.postgres import TemporaryPostgres, find_bindir


@pytest.fixture
def content(tmp_path: Path) -> Path:
    return write_minimal_content(tmp_path / "content")


@dataclass
class BuiltSite:
    content: Path
    dist: Path
    generated: Path
    report: BuildReport


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> BuiltSite:
    """The minimal tree, built through the real pipeline (web build and prerender included)."""
    root = tmp_path_factory.mktemp("site")
    content = write_minimal_content(root / "content")
    generated = root / "generated"
    # The web build's server bundle must sit under web/ to resolve its node_modules.
    web_build = WEB / "build" / "pytest"
    report = build_site(content, root / "dist", generated=generated, web_build=web_build)
    return BuiltSite(content, root / "dist", generated, report)


@pytest.fixture(scope="session")
def postgres() -> Iterator[TemporaryPostgres]:
    """One PostgreSQL server for the session (lead and delivery tests make their databases in it)."""
    bindir = find_bindir()
    if bindir is None:
        pytest.skip("PostgreSQL server binaries (initdb, pg_ctl) not found: apt-get install postgresql")
    server = TemporaryPostgres(bindir)
    server.start()
    try:
        yield server
    finally:
        server.stop()
