"""The tools that measure how the site grows (issue 35): `python -m bench.scale` writes a larger
library that `check` accepts, and `bibliotheque build --content DIR` builds that folder."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
import yaml
from bench.scale import generate

from bibliotheque.checks import check_content
from bibliotheque.cli import main
from tests.factory import write_minimal_content

REAL = Path(__file__).resolve().parents[2] / "content"


def test_generated_library_is_valid_and_every_article_is_its_own(tmp_path: Path) -> None:
    real = sorted((REAL / "articles").glob("*.yaml"))
    added = len(real) + 3  # past one round of the real articles: their second copies must differ too
    content = generate(added, tmp_path)

    errors, _ = check_content(content, production=False)
    assert errors == [], [e.format(tmp_path) for e in errors[:5]]

    articles = [yaml.safe_load(p.read_text(encoding="utf-8")) for p in (content / "articles").glob("*.yaml")]
    assert len(articles) == len(real) + added
    for field in ("id", "slug"):
        assert len({a[field] for a in articles}) == len(articles), field
    for lang in ("fr", "en"):
        assert len({a["title"][lang] for a in articles}) == len(articles), lang
        keywords = [k[lang] for a in articles for k in a["keywords"]]
        assert len(set(keywords)) == len(keywords), lang
    # Spread over the sections, categories and topics as the real articles are.
    for field in ("section", "category", "topic"):
        real_values = Counter(yaml.safe_load(p.read_text(encoding="utf-8"))[field] for p in real)
        assert {a[field] for a in articles} == set(real_values), field
    # Made from the real text: a generated article is about as long as its source.
    source, copy = real[0], next((content / "articles").glob("g00001-*.yaml"))
    assert 0.9 < copy.stat().st_size / source.stat().st_size < 1.4


def test_build_reads_the_content_folder_it_is_given(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    content = write_minimal_content(tmp_path / "elsewhere" / "library")
    generated = tmp_path / "generated"
    monkeypatch.setenv("BIBLIOTHEQUE_GENERATED", str(generated))
    monkeypatch.chdir(tmp_path)  # no content/ here: the build must read --content

    assert main(["build", "--content", str(content), "--data-only", "--out", str(tmp_path / "dist")]) == 0

    routes = json.loads((generated / "routes.json").read_text(encoding="utf-8"))
    slugs = {
        yaml.safe_load(p.read_text(encoding="utf-8"))["slug"] for p in (content / "articles").glob("*.yaml")
    }
    assert slugs and all(f"/fr/article/{slug}" in json.dumps(routes) for slug in slugs)
