"""`check --production`: links to reserved example hosts fail at file:line; real-looking hosts pass."""

from __future__ import annotations

from pathlib import Path

import pytest

from bibliotheque.checks import check_content
from bibliotheque.cli import main
from bibliotheque.content.outbound import reserved_host
from tests.content.test_production import REAL, real_hosts, set_site
from tests.factory import write_minimal_content


@pytest.mark.parametrize(
    ("url", "host"),
    [
        ("https://videos.example/@x", "videos.example"),
        ("https://www.example.com/a", "www.example.com"),
        ("https://example.org", "example.org"),
        ("https://shop.test/", "shop.test"),
        ("https://a.invalid", "a.invalid"),
        ("http://localhost:8000/x", "localhost"),
        ("https://www.service-public.fr/", None),
        ("https://example-conseil.fr/", None),
        ("https://examples.com/", None),
    ],
)
def test_reserved_hosts(url: str, host: str | None) -> None:
    assert reserved_host(url) == host


def test_placeholder_hosts_warn_in_development_and_fail_in_production(tmp_path: Path) -> None:
    content = write_minimal_content(tmp_path / "content")  # the real site.yaml: .example hosts
    errors, warnings = check_content(content)
    assert errors == []
    assert any(w.file.name == "site.yaml" and w.field == "urls.video_channel" for w in warnings)
    errors, _ = check_content(content, production=True)
    video = next(e for e in errors if e.field == "urls.video_channel")
    line = (content / "site.yaml").read_text(encoding="utf-8").splitlines()[video.line - 1]
    assert "video_channel:" in line and "video or demo link" in video.message


def test_a_site_configured_with_real_hosts_passes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    content = write_minimal_content(tmp_path / "content")
    set_site(content, REAL)  # the publisher's identity (test_production.py)
    real_hosts(content)
    assert check_content(content, production=True)[0] == []
    assert main(["--content", str(content), "check", "--production"]) == 0
    (content / "site.yaml").write_text(
        (content / "site.yaml")
        .read_text(encoding="utf-8")
        .replace("https://", "https://demo.example.com/", 1),
        encoding="utf-8",
    )
    assert main(["--content", str(content), "check", "--production"]) == 1
    assert "site.yaml:" in capsys.readouterr().err
