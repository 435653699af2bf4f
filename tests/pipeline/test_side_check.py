"""The content check runs beside the page data (`pipeline/side_check.py`, issue 35) and still
stops the build, with its errors at file:line, whatever the page data did meanwhile."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bibliotheque.content.errors import ContentError
from bibliotheque.content.loader import assemble
from bibliotheque.pipeline import build, side_check
from bibliotheque.pipeline.build import build_site
from tests.factory import write_minimal_content


def _broken(root: Path) -> Path:
    """Content that loads but fails the check: an ASCII apostrophe in French text."""
    content = write_minimal_content(root)
    article = content / "articles" / "01-article-un.yaml"
    text = article.read_text(encoding="utf-8")
    article.write_text(
        text.replace("problem:\n  fr: ", "problem:\n  fr: Voici l'erreur. ", 1), encoding="utf-8"
    )
    return content


def _error_lines(caught: pytest.ExceptionInfo[ContentError]) -> list[str]:
    return [f"{p.file.name}:{p.line}: {p.message}" for p in caught.value.problems]


def test_the_check_s_errors_stop_the_build(tmp_path: Path) -> None:
    content = _broken(tmp_path / "content")
    with pytest.raises(ContentError) as caught:
        build_site(content, tmp_path / "dist", skip_web=True, generated=tmp_path / "generated")
    assert _error_lines(caught) == ["01-article-un.yaml:23: ASCII apostrophe ' (use ’)"]
    assert not (tmp_path / "dist").exists()


def test_when_the_page_data_breaks_on_broken_content_the_check_s_errors_are_the_answer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def breaks(*args: object) -> None:
        raise KeyError("a page the broken content does not have")

    monkeypatch.setattr(build, "_write_data", breaks)
    content = _broken(tmp_path / "broken")
    with pytest.raises(ContentError) as caught:
        build_site(content, tmp_path / "dist", skip_web=True, generated=tmp_path / "generated")
    assert _error_lines(caught) == ["01-article-un.yaml:23: ASCII apostrophe ' (use ’)"]

    # Valid content: the page data's own failure is not hidden.
    with pytest.raises(KeyError, match="does not have"):
        build_site(
            write_minimal_content(tmp_path / "valid"),
            tmp_path / "dist",
            skip_web=True,
            generated=tmp_path / "gen",
        )


def test_a_check_that_fails_is_raised_with_its_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fails(*args: object, **kwargs: object) -> None:
        raise ZeroDivisionError("inside a rule of the check")

    assembled = assemble(write_minimal_content(tmp_path / "content"))
    assert side_check.SideCheck(assembled, production=False).result()[0] == []
    monkeypatch.setattr(side_check, "check_assembled", fails)  # the child is forked: it runs the patched rule
    with pytest.raises(
        RuntimeError, match=r"(?s)the content check failed:.*ZeroDivisionError: inside a rule"
    ):
        side_check.SideCheck(assembled, production=False).result()


def test_a_check_that_dies_is_raised_with_its_exit_code(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def dies(*args: object, **kwargs: object) -> None:
        os._exit(3)  # as a child killed by the out-of-memory killer would, without a word

    assembled = assemble(write_minimal_content(tmp_path / "content"))
    monkeypatch.setattr(side_check, "check_assembled", dies)
    with pytest.raises(RuntimeError, match=r"the content check stopped without an answer \(exit code 3\)"):
        side_check.SideCheck(assembled, production=False).result()
