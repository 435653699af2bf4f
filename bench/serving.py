"""Part 4, serving: `bibliotheque serve` against nginx on the same built site, with wrk.

Both servers listen on 127.0.0.1 and serve the same `dist/`: ours from memory with its
precompressed variants; nginx (Debian's, one worker process like our one Granian worker,
`gzip on` plus `gzip_static on` so it sends the same precompressed `.gz` files, no access log).
wrk sends `Accept-Encoding: gzip` to both, so both send the same bytes. Two paths: an article
page and the largest hashed JavaScript asset. Each (server, path) pair is loaded
SERVING_RUNS times (default 3) for SERVING_SECONDS (default 5 s) with 50 connections and two
wrk threads, the pairs interleaved; the table gives medians, and the ratio of our requests/s to
nginx's measured in the same run.

`.venv/bin/python -m bench.serving` (SERVING_SECONDS, SERVING_RUNS, BENCH_PORT to change).
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from bench.benchlib import (
    BENCH,
    Server,
    budgets,
    console,
    ensure_apt,
    ensure_dist,
    finish,
    mark,
    median,
    page_types,
    port,
    port_is_free,
    running,
    site_server,
    table,
    work_dir,
    write_results,
)

NGINX_CONF = """\
daemon off;
worker_processes 1;
pid {tmp}/nginx.pid;
error_log {tmp}/error.log warn;
events {{ worker_connections 4096; }}
http {{
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path {tmp}/body;
    proxy_temp_path {tmp}/proxy;
    fastcgi_temp_path {tmp}/fastcgi;
    uwsgi_temp_path {tmp}/uwsgi;
    scgi_temp_path {tmp}/scgi;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 1000000;
    open_file_cache max=10000 inactive=60s;
    gzip on;
    gzip_static on;
    gzip_vary on;
    gzip_types text/css text/javascript application/javascript application/json image/svg+xml text/plain;
    types {{ text/javascript js; }}
    server {{
        listen 127.0.0.1:{port};
        root {dist};
        location / {{ try_files $uri $uri/index.html =404; }}
    }}
}}
"""


@contextlib.contextmanager
def nginx(dist: Path, port_number: int) -> Iterator[Server]:
    if not port_is_free(port_number):
        raise SystemExit(f"port {port_number} is taken: set BENCH_PORT to another range")
    with tempfile.TemporaryDirectory(prefix="nginx-", dir=work_dir()) as folder:
        conf = Path(folder) / "nginx.conf"
        conf.write_text(
            NGINX_CONF.format(tmp=folder, port=port_number, dist=dist.resolve()), encoding="utf-8"
        )
        base = f"http://127.0.0.1:{port_number}"
        with running(
            ["nginx", "-c", str(conf), "-p", folder], f"{base}/robots.txt", log=Path(folder) / "out.log"
        ) as process:
            yield Server(base, process.pid)


def wrk(server: Server, path: str, seconds: int, connections: int) -> dict[str, Any]:
    """One wrk run; with the server's CPU time per request (µs), which the machine's load
    changes less than the request rate."""
    url = server.url + path
    command = [
        "wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--timeout", "5s",
        "-H", "Accept-Encoding: gzip", "-s", str(BENCH / "lua" / "report.lua"), url,
    ]  # fmt: skip
    cpu = server.cpu_seconds()
    out = subprocess.run(command, capture_output=True, text=True, check=True, timeout=seconds + 60).stdout
    cpu = server.cpu_seconds() - cpu
    result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    result["rps"] = result["requests"] / (result["duration_us"] / 1e6)
    result["server_cpu_us_per_request"] = cpu / max(result["requests"], 1) * 1e6
    return result


def largest_asset(dist: Path) -> str:
    biggest = max((dist / "assets").glob("*.js"), key=lambda p: p.stat().st_size)
    return f"/assets/{biggest.name}"


def main() -> int:
    ensure_apt(("wrk", "wrk"), ("nginx", "nginx"))
    dist = ensure_dist()
    limits = budgets()["serving"]
    seconds = int(os.environ.get("SERVING_SECONDS", "5"))
    runs = int(os.environ.get("SERVING_RUNS", "3"))
    connections = int(limits["connections"])
    article = next(p for p in page_types(dist, ["fr"]) if p.key == "article")
    paths = {"article page": article.path, "JS asset": largest_asset(dist)}
    samples: dict[tuple[str, str], list[dict[str, Any]]] = {}
    with site_server(dist, port()) as ours, nginx(dist, port(1)) as theirs:
        servers = {"bibliotheque serve": ours, "nginx": theirs}
        for label, path in paths.items():  # same bytes from both, or the comparison means nothing
            bodies = {name: _get(server.url + path) for name, server in servers.items()}
            if len(set(bodies.values())) != 1:
                console.print(f"[yellow]{label}: the two servers send different bodies: {bodies}[/]")
        for server in servers.values():  # warm-up
            for path in paths.values():
                wrk(server, path, 1, connections)
        for run in range(runs):
            for label, path in paths.items():
                for name, server in servers.items():
                    console.print(f"[dim]wrk {name} {path} run {run + 1}/{runs}[/]")
                    samples.setdefault((name, label), []).append(wrk(server, path, seconds, connections))
    rows = []
    figures: list[dict[str, Any]] = []
    over: list[str] = []
    for label, path in paths.items():
        reference = median([s["rps"] for s in samples[("nginx", label)]])
        for name in ("bibliotheque serve", "nginx"):
            runs_ = samples[(name, label)]
            rps = median([s["rps"] for s in runs_])
            p50 = median([s["p50_us"] for s in runs_]) / 1000
            p99 = median([s["p99_us"] for s in runs_]) / 1000
            errors = sum(sum(s["errors"].values()) for s in runs_)
            cpu_us = median([s["server_cpu_us_per_request"] for s in runs_])
            ratio = rps / reference
            ours_ = name == "bibliotheque serve"
            ratio_over = ours_ and ratio < limits["min_ratio_to_nginx"]
            p99_over = ours_ and p99 > limits["p99_ms"]
            if ratio_over:
                over.append(f"{label}: {ratio:.2f} × nginx < {limits['min_ratio_to_nginx']}")
            if p99_over:
                over.append(f"{label}: p99 {p99:.1f} ms > {limits['p99_ms']} ms")
            rows.append(
                [
                    f"{label} · {name}",
                    f"{rps:,.0f}",
                    f"{p50:.1f}",
                    mark(f"{p99:.1f}", p99_over if ours_ else None),
                    mark(f"{ratio:.2f}", ratio_over if ours_ else None),
                    f"{cpu_us:,.0f}",
                    f"{runs_[0]['bytes'] / max(runs_[0]['requests'], 1) / 1000:.1f}",
                    str(errors),
                ]
            )
            figures.append(
                {
                    "path": path,
                    "what": label,
                    "server": name,
                    "rps": rps,
                    "p50_ms": p50,
                    "p99_ms": p99,
                    "ratio_to_nginx": ratio,
                    "server_cpu_us_per_request": cpu_us,
                    "errors": errors,
                    "runs": runs_,
                }
            )
    table(
        f"Serving — wrk, {connections} connections, {runs} × {seconds} s each, medians",
        ["path · server", "req/s", "p50 ms", "p99 ms", "× nginx", "CPU µs/req", "kB/resp", "errors"],
        rows,
        caption=f"budget: ≥ {limits['min_ratio_to_nginx']} × nginx, p99 ≤ {limits['p99_ms']} ms; "
        f"{paths['article page']} and {paths['JS asset']}, Accept-Encoding: gzip; "
        "CPU µs/req: the server's CPU time (all its processes) per request",
    )
    write_results(
        "serving",
        {
            "dist": str(dist),
            "budgets": limits,
            "seconds": seconds,
            "runs": runs,
            "connections": connections,
            "figures": figures,
            "over_budget": over,
        },
    )
    return finish(over)


def _get(url: str) -> str:
    """A short fingerprint of what a server sends for the path with Accept-Encoding: gzip."""
    import hashlib
    import urllib.request

    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"})
    with urllib.request.urlopen(request, timeout=10) as response:
        body = response.read()
        return f"{response.status} {response.headers.get('content-encoding')} {hashlib.sha256(body).hexdigest()[:12]}"


if __name__ == "__main__":
    raise SystemExit(main())
