"""The hardening rests on Granian's documented options (decision 014): this fails as soon as an
upgrade renames or drops one, or the installed Granian is not the pinned one."""

from __future__ import annotations

import dataclasses
import inspect
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import granian
from granian import Granian
from granian.http import HTTP1Settings

from bibliotheque.server.run import granian_options
from bibliotheque.server.settings import ServerSettings

ROOT = Path(__file__).resolve().parents[2]

# Each option `serve` sets, as Granian's command line documents it (`granian --help`).
DOCUMENTED = {
    "interface": "--interface",
    "factory": "--factory",
    "workers": "--workers",
    "http": "--http",
    "websockets": "--ws",
    "loop": "--loop",
    "log_level": "--log-level",
    "log_access": "--access-log",
    "backlog": "--backlog",
    "backpressure": "--backpressure",
    "respawn_failed_workers": "--respawn-failed-workers",
    "respawn_interval": "--respawn-interval",
    "workers_kill_timeout": "--workers-kill-timeout",
}
HTTP1 = {
    "header_read_timeout": "--http1-header-read-timeout",
    "keep_alive": "--http1-keep-alive",
    "max_buffer_size": "--http1-buffer-size",
}


def test_every_option_serve_sets_is_a_documented_granian_option() -> None:
    options = granian_options(ServerSettings(), workers=2)
    parameters = inspect.signature(Granian).parameters
    assert set(options) - {"http1_settings"} == set(DOCUMENTED)
    assert set(options) <= set(parameters)
    http1 = options["http1_settings"]
    assert isinstance(http1, HTTP1Settings)
    assert {field.name for field in dataclasses.fields(HTTP1Settings)} >= set(HTTP1)
    help_text = subprocess.run(
        [sys.executable, "-m", "granian", "--help"], capture_output=True, text=True, check=True
    ).stdout
    for flag in [*DOCUMENTED.values(), *HTTP1.values()]:
        assert re.search(rf"(^|\s){re.escape(flag)}\b", help_text), f"granian --help lost {flag}"


def test_the_limits_reach_granian() -> None:
    server = ServerSettings(max_header_bytes=20_000, header_timeout=4, max_requests=300)
    options = granian_options(server, workers=1)
    assert options["backpressure"] == 300
    assert options["http1_settings"] == HTTP1Settings(
        header_read_timeout=4000, keep_alive=True, max_buffer_size=20_000
    )


def test_the_installed_granian_is_the_pinned_one() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    pins = [spec for spec in project["project"]["dependencies"] if spec.startswith("granian")]
    lock = (ROOT / "requirements.lock").read_text(encoding="utf-8").splitlines()
    assert pins == [f"granian=={granian.__version__}"]
    assert f"granian=={granian.__version__}" in lock
