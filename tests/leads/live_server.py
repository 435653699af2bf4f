"""`bibliotheque serve` in a child process, on 127.0.0.1 and a free port, for tests over real HTTP."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from types import TracebackType

import httpx2 as httpx


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class LiveServer:
    """The real server command with the given lead settings (environment variables)."""

    def __init__(self, dist: Path, workdir: Path, env: dict[str, str], args: tuple[str, ...] = ()) -> None:
        self.dist = dist
        self.args = args
        self.workdir = workdir
        self.env = {**os.environ, **env}
        self.log_path = workdir / f"server-{time.monotonic_ns()}.log"
        self.process: subprocess.Popen[bytes] | None = None
        self.port = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 90) -> LiveServer:
        self.port = free_port()
        command = [sys.executable, "-m", "bibliotheque.cli", "serve", "--dist", str(self.dist), *self.args]
        with self.log_path.open("ab") as log:
            self.process = subprocess.Popen(
                [*command, "--port", str(self.port)],
                cwd=self.workdir,
                env=self.env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited with {self.process.returncode}:\n{self.log()}")
            try:
                if httpx.get(f"{self.url}/api/health", timeout=1).status_code == 200:
                    return self
            except httpx.TransportError:
                time.sleep(0.05)
        self.process.kill()  # not left running into the next test
        self.process.wait()
        raise RuntimeError(f"the server did not answer within {timeout} s:\n{self.log()}")

    def kill(self) -> None:
        """SIGKILL: no shutdown handler, no flush, nothing but what is already on disk."""
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.kill()

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def __enter__(self) -> LiveServer:
        return self.start()

    def __exit__(
        self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()
