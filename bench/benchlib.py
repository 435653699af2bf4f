"""What the benchmark parts share: folders, the built site, servers, budgets, tables and results.

Run every part from the repository root with the project's virtualenv:
`.venv/bin/python -m bench.<part>` (the Makefiles do). Settings come from the environment:

| variable | default | meaning |
|---|---|---|
| `BENCH_WORK` | `/tmp/bibliotheque-bench` | where the bench builds (gen/, build/, dist/) and keeps temporary files |
| `BENCH_DIST` | `$BENCH_WORK/dist` | the built site the other parts measure (built by the build part when missing) |
| `BENCH_PORT` | `8204` | first of four loopback ports the bench listens on (serve, nginx, leads, …) |
| `BENCH_STRICT` | unset | `1`: a part exits 1 when a figure is over budget |
"""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import os
import platform
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
RESULTS = BENCH / "results"
WEB = REPO / "web"
PYTHON = sys.executable
CHROMIUM = os.environ.get("CHROME_PATH", "/usr/bin/chromium")

console = Console(highlight=False, soft_wrap=False, width=int(os.environ.get("COLUMNS", "140")))

LANGS = ("fr", "en")


def work_dir() -> Path:
    path = Path(os.environ.get("BENCH_WORK", "/tmp/bibliotheque-bench"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def dist_dir() -> Path:
    return Path(os.environ.get("BENCH_DIST") or work_dir() / "dist")


def port(offset: int = 0) -> int:
    """Ports: +0 bibliotheque serve, +1 nginx, +2 the leads server, +3 a closed port (HTTPS probe)."""
    return int(os.environ.get("BENCH_PORT", "8204")) + offset


def budgets() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((BENCH / "budgets.json").read_text(encoding="utf-8"))
    return data


def median(values: Sequence[float]) -> float:
    return float(statistics.median(values)) if values else float("nan")


# ---- the built site ---------------------------------------------------------------------------


def ensure_dist() -> Path:
    """The site to measure; built once (bench.build_time's clean build) when it is missing."""
    dist = dist_dir()
    if not (dist / "_site.json").is_file():
        if os.environ.get("BENCH_DIST"):
            raise SystemExit(f"BENCH_DIST={dist} is not a built site (no _site.json)")
        console.print(f"[yellow]no built site in {dist}: building it (bench-build does this too)[/]")
        subprocess.run([PYTHON, "-m", "bench.build_time", "--ensure"], cwd=REPO, check=True)
    return dist


@dataclass(frozen=True)
class PageType:
    key: str  # home, article, …
    label: str
    lang: str
    path: str  # URL path, e.g. /fr/article/x

    def html_file(self, dist: Path) -> Path:
        return dist / self.path.strip("/") / "index.html"


# The page types of issue 20, and how to recognise each one's pages under dist/<lang>/.
# `LH_PAGES` and the tables name them by key.
PAGE_KINDS: list[tuple[str, str, str, int]] = [
    # key, label, first folder under /<lang>/ ("" for the home page), depth under it
    ("home", "home", "", 0),
    ("category", "category", "category", 1),
    ("article", "article", "article", 1),
    ("ai-article", "AI article", "ai-article", 1),
    ("sector", "sector", "industry", 1),
    ("guide", "sector guide", "industry", 2),
    ("cluster", "cluster", "cluster", 1),
    ("tool", "tool", "tool", 1),
    ("catalogue", "business catalogue", "content-sections", 0),
    ("legal", "legal notice", "legal-notice", 0),
]


def page_types(dist: Path, langs: Sequence[str] = LANGS) -> list[PageType]:
    """One page of each type and language: the first by name (not-found pages and checklists aside).

    Pages of one type share their code, so the first one stands for the type; the article is
    the first article too (names sort the same in both languages, slugs are shared)."""
    found: list[PageType] = []
    for key, label, folder, depth in PAGE_KINDS:
        for lang in langs:
            base = dist / lang / folder if folder else dist / lang
            if depth == 0:
                candidates = [base] if (base / "index.html").is_file() else []
            else:
                pattern = "/".join(["*"] * depth) + "/index.html"
                candidates = sorted(
                    p.parent
                    for p in base.glob(pattern)
                    if "__not-found" not in p.as_posix() and p.parent.name != "checklist"
                )
            if not candidates:
                console.print(f"[yellow]no {label} page under {base}[/]")
                continue
            path = "/" + candidates[0].relative_to(dist).as_posix()
            found.append(PageType(key, label, lang, path))
    return found


# ---- processes ----------------------------------------------------------------------------------


def wait_http(url: str, timeout: float = 60, process: subprocess.Popen[bytes] | None = None) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            raise RuntimeError(f"{process.args!r} exited with {process.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status < 500:
                    return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"{url} did not answer within {timeout} s")


def port_is_free(number: int) -> bool:
    with socket.socket() as probe:
        # As servers bind (connections of a previous run may linger in TIME_WAIT).
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(("127.0.0.1", number))
        except OSError:
            return False
    return True


@contextlib.contextmanager
def running(
    command: Sequence[str],
    ready_url: str,
    env: dict[str, str] | None = None,
    cwd: Path | None = None,
    log: Path | None = None,
    timeout: float = 60,
) -> Iterator[subprocess.Popen[bytes]]:
    """A server process for the duration of the block, stopped (then killed) afterwards."""
    log_path = log or Path(tempfile.mkstemp(prefix="bench-", suffix=".log", dir=work_dir())[1])
    with log_path.open("ab") as out:
        process = subprocess.Popen(
            list(command),
            cwd=cwd or REPO,
            env={**os.environ, **(env or {})},
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    try:
        try:
            wait_http(ready_url, timeout, process)
        except RuntimeError as exc:
            raise RuntimeError(f"{exc}\n{log_path.read_text(errors='replace')[-3000:]}") from None
        yield process
    finally:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)


@dataclass(frozen=True)
class Server:
    url: str
    pid: int

    def cpu_seconds(self) -> float:
        """CPU time (user + system) used so far by the server and its child processes."""
        return tree_usage(self.pid)[1]


def tree_usage(root: int) -> tuple[int, float]:
    """(resident bytes, CPU seconds) of process `root` and its live descendants; the CPU time
    includes that of descendants that have ended (counted in their parent's)."""
    children: dict[int, list[int]] = {}
    usage: dict[int, tuple[int, float]] = {}
    tick = os.sysconf("SC_CLK_TCK")
    page = os.sysconf("SC_PAGE_SIZE")
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="ascii", errors="replace") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        pid = int(entry)
        children.setdefault(int(fields[1]), []).append(pid)
        # Fields after the name, from 0: state, ppid, … utime (11), stime (12), cutime (13),
        # cstime (14: children that ended and were waited for), … rss (21).
        cpu = sum(int(fields[i]) for i in (11, 12, 13, 14)) / tick
        usage[pid] = (int(fields[21]) * page, cpu)
    rss, cpu, todo = 0, 0.0, [root]
    while todo:
        pid = todo.pop()
        r, c = usage.get(pid, (0, 0.0))
        rss, cpu = rss + r, cpu + c
        todo += children.get(pid, [])
    return rss, cpu


@contextlib.contextmanager
def site_server(dist: Path, port_number: int, env: dict[str, str] | None = None) -> Iterator[Server]:
    """`bibliotheque serve` on 127.0.0.1 (a throwaway SQLite lead database unless `env` names one)."""
    if not port_is_free(port_number):
        raise SystemExit(f"port {port_number} is taken: set BENCH_PORT to another range")
    with tempfile.TemporaryDirectory(prefix="serve-", dir=work_dir()) as folder:
        settings = {"DATABASE_URL": f"sqlite:///{folder}/leads.sqlite3", **(env or {})}
        command = [PYTHON, "-m", "bibliotheque.cli", "serve", "--dist", str(dist), "--port", str(port_number)]
        base = f"http://127.0.0.1:{port_number}"
        log = Path(folder) / "serve.log"
        with running(command, f"{base}/api/health", settings, cwd=Path(folder), log=log) as process:
            yield Server(base, process.pid)


def ensure_apt(*packages: tuple[str, str]) -> None:
    """(command, Debian package) pairs: installs the packages whose command is missing."""
    missing = [package for command, package in packages if shutil.which(command) is None]
    if not missing:
        return
    console.print(f"installing {' '.join(missing)} (Debian)")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run(["apt-get", "update", "-qq"], check=True, env=env)
    subprocess.run(
        ["apt-get", "install", "-y", "-qq", *missing], check=True, env=env, stdout=subprocess.DEVNULL
    )


def ensure_node_tools() -> None:
    """bench/node_modules (Lighthouse, the Observatory scanner): `make -C bench node` does it."""
    subprocess.run(["make", "--no-print-directory", "-C", str(BENCH), "node"], check=True)


# ---- output -------------------------------------------------------------------------------------


def table(
    title: str, columns: Sequence[str], rows: Sequence[Sequence[Any]], caption: str | None = None
) -> None:
    grid = Table(title=title, caption=caption, title_justify="left", caption_justify="left")
    for index, name in enumerate(columns):
        grid.add_column(name, justify="left" if index == 0 else "right", overflow="fold")
    for row in rows:
        grid.add_row(*[cell if isinstance(cell, str) else f"{cell}" for cell in row])
    console.print(grid)


def mark(text: str, over: bool | None) -> str:
    """A table cell: red with ✗ when over budget, green when within, plain when no budget applies."""
    if over is None:
        return text
    return f"[red]{text} ✗[/]" if over else f"[green]{text}[/]"


def kb(n: float) -> str:
    return f"{n / 1000:.1f}"


def write_results(part: str, data: dict[str, Any]) -> Path:
    """bench/results/<part>.json (the latest) and bench/results/history/<part>-<time>.json."""
    now = dt.datetime.now(dt.UTC).replace(microsecond=0)
    record = {
        "part": part,
        "date": now.isoformat(),
        "machine": {
            "cores": os.cpu_count(),
            "load_average": [round(x, 2) for x in os.getloadavg()],
            "python": platform.python_version(),
        },
        **data,
    }
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "history").mkdir(exist_ok=True)
    text = json.dumps(record, indent=1, ensure_ascii=False)
    latest = RESULTS / f"{part}.json"
    latest.write_text(text + "\n", encoding="utf-8")
    (RESULTS / "history" / f"{part}-{now:%Y%m%dT%H%M%S}.json").write_text(text + "\n", encoding="utf-8")
    console.print(f"[dim]→ {latest.relative_to(REPO)}[/]")
    return latest


def finish(over_budget: list[str]) -> int:
    """The part's exit status: over-budget lines are reported; they fail only with BENCH_STRICT=1."""
    if over_budget:
        console.print(f"[red]over budget:[/] {'; '.join(over_budget)}")
        if os.environ.get("BENCH_STRICT") == "1":
            return 1
    else:
        console.print("[green]within budget[/]")
    return 0
