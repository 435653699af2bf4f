"""The whole web build runs beside the page data (issue 20, point 3), and still stops the build with
a clear error when it fails, or when the page data fails while it runs.

React Router's build is replaced here by a small Node script (`web_bundle.REACT_ROUTER_BUILD`),
so that it fails on purpose; the owner's view and the rest of the build are the real ones.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bibliotheque.pipeline import build, web_bundle
from bibliotheque.pipeline.build import build_site
from bibliotheque.pipeline.build_errors import WebBuildFailed
from bibliotheque.pipeline.web_bundle import DATA_READY, WholeWebBuild
from tests.factory import write_minimal_content

# Reads stdin to its end, as web/page-data-gate.ts does, then exits with `code`.
GATE_THEN_EXIT = (
    "let t='';process.stdin.on('data',c=>t+=c).on('end',()=>{{console.error(t.trim());process.exit({code})}})"
)


def _fake_react_router(monkeypatch: pytest.MonkeyPatch, script: str) -> None:
    monkeypatch.setattr(web_bundle, "REACT_ROUTER_BUILD", ["node", "-e", script])


def test_a_failing_web_bundle_stops_the_build_with_an_error_naming_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    _fake_react_router(monkeypatch, GATE_THEN_EXIT.format(code=3))
    content = write_minimal_content(tmp_path / "content")
    web_build = tmp_path / "web-build"
    with pytest.raises(
        WebBuildFailed, match=r"React Router's build \(`node -e .*` in web/\) failed with exit code 3"
    ):
        build_site(content, tmp_path / "dist", generated=tmp_path / "generated", web_build=web_build)
    # It was started before the page data and released once the data was written.
    assert DATA_READY in capfd.readouterr().err
    assert (tmp_path / "generated" / "routes.json").is_file()
    assert not (tmp_path / "dist").exists()
    assert not (web_build / "inputs.json").exists()  # the next build starts over


def test_a_web_bundle_failing_before_the_data_is_written_is_reported_once_the_data_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _fake_react_router(monkeypatch, "process.exit(1)")  # ends before reading stdin
    content = write_minimal_content(tmp_path / "content")
    with pytest.raises(WebBuildFailed, match=r"React Router's build .* exit code 1"):
        build_site(
            content, tmp_path / "dist", generated=tmp_path / "generated", web_build=tmp_path / "web-build"
        )


def test_a_failure_while_writing_the_page_data_stops_the_web_build_started_beside_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _fake_react_router(monkeypatch, GATE_THEN_EXIT.format(code=0))
    started: list[WholeWebBuild] = []
    original_init = WholeWebBuild.__init__

    def recording_init(self: WholeWebBuild, *args: object) -> None:
        original_init(self, *args)  # type: ignore[arg-type]
        started.append(self)

    def failing_page_data(*args: object, **kwargs: object) -> list[str]:
        raise RuntimeError("page data failed")

    monkeypatch.setattr(WholeWebBuild, "__init__", recording_init)
    monkeypatch.setattr(build, "write_page_data", failing_page_data)
    content = write_minimal_content(tmp_path / "content")
    with pytest.raises(RuntimeError, match="page data failed"):
        build_site(
            content, tmp_path / "dist", generated=tmp_path / "generated", web_build=tmp_path / "web-build"
        )
    [whole] = started
    assert (
        whole.react_router.returncode is not None and whole.react_router.returncode != 0
    )  # killed, not released
    assert whole.admin.returncode is not None
