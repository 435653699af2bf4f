"""The package installed from a wheel works outside the checkout (issue 31, point 3): built with
`uv build`, installed alone into a fresh virtual environment (its dependencies seen through a path
file onto this environment's, so nothing is downloaded), it writes the web app's data from the
project's folder (`build --data-only`) and serves a built site, importing nothing from src/."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import time
import venv
from pathlib import Path

import httpx2 as httpx
import pytest

from tests.leads.factory import lead_payload
from tests.leads.live_server import free_port
from tests.server.tiny_site import write_tiny_site

ROOT = Path(__file__).resolve().parents[1]
UV = Path(sys.executable).parent / "uv"


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh environment's python with only the wheel installed in it."""
    if not UV.exists():
        pytest.skip("uv is installed by `make deps`")
    folder = tmp_path_factory.mktemp("wheel")
    # Built from a copy: setuptools leaves build/ and *.egg-info beside the sources it builds.
    source = folder / "source"
    shutil.copytree(ROOT / "src", source / "src", ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    subprocess.run(
        [str(UV), "build", "--wheel", "-q", "-o", str(folder / "dist"), str(source)], check=True, timeout=300
    )
    (wheel,) = (folder / "dist").glob("bibliotheque-*.whl")
    env = folder / "venv"
    venv.create(env, with_pip=False)
    python = env / "bin" / "python"
    subprocess.run(
        [str(UV), "pip", "install", "-q", "--no-deps", "--python", str(python), str(wheel)], check=True
    )
    target = Path(
        subprocess.run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.strip()
    )
    # The dependencies, from this environment; its .pth files (the editable checkout) are not read.
    (target / "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    return python


def _run(python: Path, *args: str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(python), "-m", "bibliotheque.cli", *args],
        cwd=cwd,
        env={"PATH": os.environ["PATH"], **env},
        capture_output=True,
        text=True,
        timeout=600,
    )


def test_the_wheel_is_what_runs(installed: Path) -> None:
    where = subprocess.run(
        [
            str(installed),
            "-c",
            "import bibliotheque, bibliotheque.paths as p; print(bibliotheque.__file__); print(p.PROJECT)",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert not where[0].startswith(str(ROOT)), where
    assert where[1] == str(ROOT)  # found from the working directory, not from the package's place


def test_the_wheel_writes_the_web_apps_data_from_the_project_folder(installed: Path, tmp_path: Path) -> None:
    generated = tmp_path / "generated"
    result = _run(
        installed,
        "build",
        "--data-only",
        cwd=ROOT,
        env={"BIBLIOTHEQUE_GENERATED": str(generated)},
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert (generated / "routes.json").is_file() and (generated / "shell" / "fr.json").is_file()


def test_the_wheel_serves_a_built_site_and_stores_a_lead(installed: Path, tmp_path: Path) -> None:
    dist = write_tiny_site(tmp_path / "dist")
    port = free_port()
    env = {"DATABASE_URL": f"sqlite:///{tmp_path}/leads.sqlite3", "PORT": str(port)}
    process = subprocess.Popen(
        [str(installed), "-m", "bibliotheque.cli", "serve", "--dist", str(dist)],
        cwd=tmp_path,
        env={"PATH": os.environ["PATH"], **env},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                assert process.poll() is None, f"serve exited with {process.returncode}"
                assert time.monotonic() < deadline, "serve never answered"
                time.sleep(0.1)
        assert httpx.get(f"http://127.0.0.1:{port}/fr", timeout=5).status_code == 200
        lead = httpx.post(f"http://127.0.0.1:{port}/api/leads", json=lead_payload(1), timeout=30)
        assert lead.status_code == 201, lead.text
    finally:
        process.terminate()
        process.wait(timeout=15)


def test_the_wheel_holds_its_templates(installed: Path, tmp_path: Path) -> None:
    """The nginx configuration and the no-JS pages' markup are rendered from templates the wheel carries."""
    dist = write_tiny_site(tmp_path / "dist")
    result = _run(
        installed,
        "deploy",
        "nginx",
        "--dist",
        str(dist),
        "--out",
        str(tmp_path / "nginx"),
        cwd=tmp_path,
        env={},
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "upstream bibliotheque_api {" in (tmp_path / "nginx" / "bibliotheque.conf").read_text()
    fields = subprocess.run(
        [
            str(installed),
            "-c",
            "from bibliotheque.server.html_templates import hidden_fields; print(hidden_fields([('a', '<b>')]))",
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert fields == '<input type="hidden" name="a" value="&lt;b&gt;"/>'
