"""The e2e `nginx` project's server (web/playwright.config.ts): Debian's nginx, configured by
`bibliotheque deploy nginx`, in front of two `bibliotheque serve` workers on a temporary PostgreSQL
(issue 22, point 3). Runs until SIGTERM or SIGINT, then stops all of them.

    python -m tests.server.nginx_stack --dist DIST --port PORT --postgres-port PG --first-worker-port W
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import FrameType

import httpx2 as httpx

from bibliotheque.cli import main as cli
from tests.leads.postgres import TemporaryPostgres, find_bindir


def _stop(signum: int, frame: FrameType | None) -> None:
    raise SystemExit(0)


def _wait(url: str, process: subprocess.Popen[bytes], timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"{process.args!r} exited with {process.returncode}")
        try:
            httpx.get(url, timeout=1)
            return
        except httpx.TransportError:
            time.sleep(0.05)
    raise RuntimeError(f"{url} did not answer within {timeout} s")


def run(dist: Path, port: int, postgres_port: int, first_worker_port: int) -> None:
    nginx_bin = shutil.which("nginx") or "/usr/sbin/nginx"
    bindir = find_bindir()
    if bindir is None or not Path(nginx_bin).is_file():
        raise SystemExit("nginx and PostgreSQL are needed: make nginx postgresql")
    root = Path(tempfile.mkdtemp(prefix="bibliotheque-nginx-e2e-"))
    postgres = TemporaryPostgres(bindir)
    postgres.port = postgres_port
    processes: list[subprocess.Popen[bytes]] = []
    try:
        postgres.start()
        env = {**os.environ, "DATABASE_URL": postgres.url(), "LEADS_TRUSTED_PROXIES": "127.0.0.1"}
        env["AUDIENCE_RATE_LIMITS"] = "100000/minute"  # every browser test's page views come from one address
        worker_ports = [first_worker_port, first_worker_port + 1]
        for worker_port in worker_ports:
            serve = [
                sys.executable,
                "-m",
                "bibliotheque.cli",
                "serve",
                "--dist",
                str(dist),
                "--port",
                str(worker_port),
            ]
            processes.append(subprocess.Popen(serve, env=env))
        for worker_port, process in zip(worker_ports, processes, strict=True):
            _wait(f"http://127.0.0.1:{worker_port}/api/health", process)
        conf = root / "conf"
        upstreams = [arg for p in worker_ports for arg in ("--upstream", f"127.0.0.1:{p}")]
        argv = ["deploy", "nginx", "--out", str(conf), "--dist", str(dist), "--listen", f"127.0.0.1:{port}"]
        if cli([*argv, *upstreams]) != 0:
            raise SystemExit("bibliotheque deploy nginx failed")
        # As root, nginx's workers would run as nobody, who may not read the worktree.
        directives = "daemon off; user root;" if os.geteuid() == 0 else "daemon off;"
        processes.append(
            subprocess.Popen([nginx_bin, "-c", str(conf / "nginx.conf"), "-p", str(conf), "-g", directives])
        )
        processes[-1].wait()
    finally:
        for process in reversed(processes):
            process.terminate()
        for process in processes:
            process.wait(10)
        postgres.stop()
        shutil.rmtree(root, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dist", type=Path, required=True)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--postgres-port", type=int, required=True)
    parser.add_argument("--first-worker-port", type=int, required=True)
    args = parser.parse_args()
    signal.signal(signal.SIGTERM, _stop)
    signal.signal(signal.SIGINT, _stop)
    run(args.dist.resolve(), args.port, args.postgres_port, args.first_worker_port)


if __name__ == "__main__":
    main()
