"""A rebuild skips what did not change: the whole build, or the web build and prerender."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bibliotheque.cli import main
from bibliotheque.paths import WEB
from bibliotheque.pipeline.build import build_site
from bibliotheque.pipeline.data_paths import page_data_path, shell_data_path
from bibliotheque.pipeline.fingerprint import WEB_SOURCES, Stamps, build_digest, web_code_digest
from bibliotheque.pipeline.web_build import page_inputs
from tests.conftest import BuiltSite


def test_the_web_code_digest_follows_sources_routes_and_site_settings_not_tests_nor_pages(
    tmp_path: Path,
) -> None:
    web, generated = tmp_path / "web", tmp_path / "generated"
    (web / "src").mkdir(parents=True)
    (web / "src" / "a.tsx").write_text("export const a = 1;\n")
    (generated / "pages" / "fr").mkdir(parents=True)
    (generated / "pages" / "fr" / "x.json").write_text('{"title":"Un"}')
    fr_shell = shell_data_path(generated, "fr")
    fr_shell.parent.mkdir()
    fr_shell.write_text('{"site":{"contact_email":"a@b.fr"},"nav":[1]}')
    (generated / "routes.json").write_text('["/fr/x"]')
    (generated / "og-cache").mkdir()
    first = web_code_digest(web, generated)

    (web / "src" / "a.test.tsx").write_text("test('a', () => {});\n")
    (generated / "og-cache" / "x.png").write_bytes(b"\x89PNG")
    (generated / "pages" / "fr" / "x.json").write_text('{"title":"Deux"}')
    fr_shell.write_text('{"site":{"contact_email":"a@b.fr"},"nav":[2]}')
    assert web_code_digest(web, generated) == first

    seen = {first}
    for path, text in (
        (fr_shell, '{"site":{"contact_email":"c@d.fr"},"nav":[2]}'),
        (generated / "routes.json", '["/fr/x","/fr/y"]'),
        (web / "src" / "a.tsx", "export const a = 2;\n"),
    ):
        path.write_text(text)
        digest = web_code_digest(web, generated)
        assert digest not in seen, path
        seen.add(digest)


def test_a_page_s_inputs_are_its_own_data_and_its_language_s_shell(tmp_path: Path) -> None:
    generated = tmp_path / "generated"
    routes = ["/fr/x", "/fr/y", "/en/x", "/fr/x/__not-found"]
    for path in routes[:3]:
        page_data_path(generated, path).parent.mkdir(parents=True, exist_ok=True)
        page_data_path(generated, path).write_text(f'{{"path":"{path}"}}')
    shell_data_path(generated, "fr").parent.mkdir()
    for lang in ("fr", "en"):
        shell_data_path(generated, lang).write_text(f'{{"lang":"{lang}"}}')
    first = page_inputs(generated, routes)
    assert len(set(first.values())) == 4

    page_data_path(generated, "/fr/y").write_text('{"path":"/fr/y","changed":1}')
    second = page_inputs(generated, routes)
    assert [p for p in routes if first[p] != second[p]] == ["/fr/y"]
    shell_data_path(generated, "en").write_text('{"lang":"en","changed":1}')
    third = page_inputs(generated, routes)
    assert [p for p in routes if second[p] != third[p]] == ["/en/x"]


def test_a_stamp_matches_only_the_same_inputs_and_an_output_still_there(tmp_path: Path) -> None:
    out = tmp_path / "dist"
    out.mkdir()
    (out / "index.html").write_text("<!doctype html>")
    stamps = Stamps(tmp_path / "generated")
    assert stamps.matches(out, "abc") is None
    stamps.record(out, "abc", pages=3, warnings=1)
    assert stamps.matches(out, "abc") == {"digest": "abc", "pages": 3, "warnings": 1}
    assert stamps.matches(out, "abd") is None
    assert stamps.matches(tmp_path / "elsewhere", "abc") is None
    shutil.rmtree(out)
    assert stamps.matches(out, "abc") is None


def test_the_build_digest_follows_content_and_settings(
    tmp_path: Path, content: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = build_digest(content, WEB)
    monkeypatch.setenv("BIBLIOTHEQUE_ENV", "production")
    assert build_digest(content, WEB) != first
    monkeypatch.delenv("BIBLIOTHEQUE_ENV")
    assert build_digest(content, WEB) == first
    # What the build writes into the web app (TypeScript types) is not an input of the next build.
    types = WEB / "src" / "generated" / "perffront-test.ts"
    types.write_text("export {};\n", encoding="utf-8")
    try:
        assert build_digest(content, WEB) == first
    finally:
        types.unlink()
    changed = next(p for p in sorted(content.rglob("*")) if p.is_file())
    changed.write_text(changed.read_text(encoding="utf-8") + "\n# changed\n", encoding="utf-8")
    assert build_digest(content, WEB) != first


def test_a_rebuild_with_nothing_changed_does_nothing(built: BuiltSite) -> None:
    web_build = built.web_build
    report = build_site(built.content, built.dist, generated=built.generated, web_build=web_build)
    assert report.unchanged
    assert (report.pages, report.warning_count) == (built.report.pages, len(built.report.warnings))


def test_a_build_into_another_folder_reuses_the_web_build(
    built: BuiltSite, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    web_build = built.web_build
    prerendered = web_build / "client" / "fr" / "article" / "article-un" / "index.html"
    before = prerendered.stat().st_mtime_ns
    report = build_site(built.content, tmp_path / "dist", generated=built.generated, web_build=web_build)
    assert not report.unchanged
    said = capsys.readouterr().err
    assert "the app did not change, the last one is reused" in said
    assert "prerendering 0 of" in said
    assert prerendered.stat().st_mtime_ns == before
    # The reused prerender delivered as the first build delivered it (page_loading's rewrite included).
    page = Path("fr") / "article" / "article-un" / "index.html"
    assert (tmp_path / "dist" / page).read_bytes() == (built.dist / page).read_bytes()


def test_the_command_answers_an_unchanged_build_without_building(
    built: BuiltSite, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("BIBLIOTHEQUE_GENERATED", str(built.generated))
    assert main(["--content", str(built.content), "build", "--out", str(built.dist)]) == 0
    said = capsys.readouterr().err
    assert "nothing changed since the last build" in said
    assert f"built {built.report.pages} page(s)" in said


def test_every_file_the_web_build_runs_is_an_input_of_its_digest() -> None:
    """A top-level web/*.ts is a module of the web build (so a change to it rebuilds the app)
    unless only the tests read it."""
    tests_only = {"playwright.config.ts", "vitest.config.ts", "vitest.setup.ts"}
    assert {p.name for p in WEB.glob("*.ts")} - tests_only <= set(WEB_SOURCES)
