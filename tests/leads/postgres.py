"""A throwaway PostgreSQL server for the tests: `initdb` in a temporary folder, on a free port.

PostgreSQL refuses to run as root; under root the server runs as the `postgres` user (Debian's
package creates it), or `nobody`. `make test` installs Debian's `postgresql` when it is missing.
"""

from __future__ import annotations

import os
import pwd
import re
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path

import psycopg

from tests.leads.live_server import free_port

SUPERUSER = "bibliotheque"


def find_bindir() -> Path | None:
    """The folder of `initdb`, `pg_ctl` and `postgres`: on PATH, else Debian's newest version."""
    candidates: list[Path] = []
    on_path = shutil.which("initdb")
    if on_path:
        candidates.append(Path(on_path).resolve().parent)

    def version(path: Path) -> int:
        match = re.fullmatch(r"\d+", path.parent.parent.name)
        return int(match.group()) if match else 0

    candidates += sorted((p.parent for p in Path("/usr/lib/postgresql").glob("*/bin/initdb")), key=version)[
        ::-1
    ]
    for folder in candidates:
        if all((folder / name).is_file() for name in ("initdb", "pg_ctl", "postgres")):
            return folder
    return None


def _service_user() -> str | None:
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        try:
            pwd.getpwnam(name)
        except KeyError:
            continue
        return name
    raise RuntimeError("running as root and no `postgres` or `nobody` user to run PostgreSQL as")


class TemporaryPostgres:
    def __init__(self, bindir: Path) -> None:
        self.bindir = bindir
        self.user = _service_user()
        self.root = Path(tempfile.mkdtemp(prefix="bibliotheque-pg-"))
        self.data = self.root / "data"
        self.log = self.root / "server.log"
        self.port = free_port()
        self._databases = 0
        if self.user is not None:
            entry = pwd.getpwnam(self.user)
            os.chown(self.root, entry.pw_uid, entry.pw_gid)

    def _run(self, command: Sequence[str]) -> None:
        prefix = ["runuser", "-u", self.user, "--"] if self.user else []
        result = subprocess.run([*prefix, *command], capture_output=True, text=True, check=False, timeout=120)
        if result.returncode != 0:
            log = self.log.read_text() if self.log.exists() else ""
            raise RuntimeError(f"{command[0]} failed:\n{result.stdout}\n{result.stderr}\n{log}")

    def start(self) -> None:
        self._run(
            [
                str(self.bindir / "initdb"),
                "-D", str(self.data),
                "-U", SUPERUSER,
                "--auth=trust",
                "--encoding=UTF8",
                "--no-locale",
                "--no-sync",
            ]
        )  # fmt: skip
        options = f"-h 127.0.0.1 -p {self.port} -k {self.root} -c max_connections=200"
        self._run(
            [str(self.bindir / "pg_ctl"), "-D", str(self.data), "-l", str(self.log), "-w", "-t", "60", "-o", options, "start"]
        )  # fmt: skip

    def stop(self) -> None:
        try:
            self._run([str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop"])
        finally:
            shutil.rmtree(self.root, ignore_errors=True)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{SUPERUSER}@127.0.0.1:{self.port}/{database}"

    def create_database(self) -> str:
        """A new empty database; its URL. (Each costs ~0.3 s to make and to delete: share them.)"""
        self._databases += 1
        name = f"leads_{self._databases}"
        with psycopg.connect(self.url(), autocommit=True) as connection:
            connection.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)
