"""`bibliotheque serve`'s address comes from the server's settings (issue 31, point 3): HOST and
PORT (or SERVE_HOST / SERVE_PORT) through ServerSettings, the command line's --host/--port first,
and a bad value is a clear error at start-up, not a traceback."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import httpx2 as httpx
import pytest

from bibliotheque.server.settings import ServerSettings, get_server_settings
from tests.leads.live_server import LiveServer, free_port
from tests.server.tiny_site import write_tiny_site


@pytest.fixture(autouse=True)
def _fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("HOST", "PORT", "SERVE_HOST", "SERVE_PORT"):
        monkeypatch.delenv(name, raising=False)
    get_server_settings.cache_clear()


def test_defaults_then_the_platform_names_then_the_prefixed_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    assert (ServerSettings().host, ServerSettings().port) == ("127.0.0.1", 8000)
    monkeypatch.setenv("HOST", "0.0.0.0")
    monkeypatch.setenv("PORT", "8080")
    assert (ServerSettings().host, ServerSettings().port) == ("0.0.0.0", 8080)
    monkeypatch.setenv("SERVE_PORT", "9090")
    assert ServerSettings().port == 9090


def test_a_bad_port_is_named_at_start_up(tmp_path: Path) -> None:
    dist = write_tiny_site(tmp_path / "dist")
    result = subprocess.run(
        [sys.executable, "-m", "bibliotheque.cli", "serve", "--dist", str(dist)],
        env={
            "PATH": "/usr/bin:/bin",
            "PORT": "eighty",
            "DATABASE_URL": f"sqlite:///{tmp_path}/leads.sqlite3",
        },
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode != 0
    assert "invalid server settings" in result.stderr and "PORT" in result.stderr


def test_serve_listens_on_port_from_the_environment(tmp_path: Path) -> None:
    dist = write_tiny_site(tmp_path / "dist")
    server = LiveServer(dist, tmp_path, {"DATABASE_URL": f"sqlite:///{tmp_path}/leads.sqlite3"})
    port = free_port()
    server.env["PORT"] = str(port)
    # LiveServer passes --port itself; here the command has no address option at all.
    command = [sys.executable, "-m", "bibliotheque.cli", "serve", "--dist", str(dist)]
    process = subprocess.Popen(
        command, cwd=tmp_path, env=server.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        for _ in range(300):
            try:
                assert httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=1).status_code == 200
                break
            except httpx.TransportError:
                if process.poll() is not None:
                    pytest.fail(f"serve exited with {process.returncode}")
                time.sleep(0.1)
        else:
            pytest.fail("serve never answered on PORT")
    finally:
        process.terminate()
        process.wait(timeout=15)
