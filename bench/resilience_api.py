"""Part 7, resilience (issue 37): the crash-report burst and 50 sign-ins at once.

Crash reports: 20 addresses (127.0.1.x) each send their allowance, 5 reports of the largest
size with the stacks that made the former e-mail pattern quadratic, all at once, while visitors
ask for the French article every 20 ms from parallel connections; the table gives those pages'
p50/p99/max (the attack measured p50 4.8 s on the former main). Sign-in: 50 sign-ins at once from
50 addresses (127.0.4.x), each a wrong password for an unknown account (an Argon2id check each);
the table gives the server's resident memory before and its peak (VmHWM of the server and its
workers), and the answers (target: ≤ 500 MB; the attack measured 0.36 → 2.70 GB).

`.venv/bin/python -m bench.resilience_api` (BENCH_PORT); `make bench-resilience` runs it after
`bench.resilience`.
"""

from __future__ import annotations

import http.client
import json
import statistics
import threading
import time
from collections import Counter
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from bench.benchlib import ensure_dist, finish, mark, page_types, port, site_server, table, write_results

ADDRESSES, REPORTS_EACH, SIGN_INS, RSS_MB = 20, 5, 50, 500
HOSTILE = ["a" * 12000, "a@" + "b" * 11998, "x@" + "y." * 5999, "?" * 12000]


def _post(number_of_port: int, source: str, path: str, body: dict[str, Any], origin: str = "") -> int:
    connection = http.client.HTTPConnection(
        "127.0.0.1", number_of_port, timeout=120, source_address=(source, 0)
    )
    headers = {"Content-Type": "application/json"} | ({"Origin": origin} if origin else {})
    connection.request("POST", path, json.dumps(body), headers)
    status = connection.getresponse().status
    connection.close()
    return status


def _get(number_of_port: int, path: str, asked_at: float) -> float:
    connection = http.client.HTTPConnection("127.0.0.1", number_of_port, timeout=120)
    connection.request("GET", path)
    connection.getresponse().read()
    connection.close()
    return time.perf_counter() - asked_at


def _status_mb(pid: int, field: str) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(f"{field}:"):
            return int(line.split()[1]) / 1024
    return 0.0


def peak_rss_mb(pid: int) -> float:
    """The server's memory: the serving process's peak (VmHWM), plus, when it runs workers, the
    parent's present RSS (its own peak is the start-up's, never at the same time)."""
    children = [
        int(c)
        for task in Path(f"/proc/{pid}/task").iterdir()
        for c in (task / "children").read_text().split()
    ]
    if not children:
        return _status_mb(pid, "VmHWM")
    return _status_mb(pid, "VmRSS") + sum(peak_rss_mb(child) for child in children)


def crash_reports(number: int, article: str) -> dict[str, Any]:
    statuses: list[int] = []

    def address(n: int) -> None:
        for k in range(REPORTS_EACH):
            stack = HOSTILE[(n + k) % len(HOSTILE)]
            body = {"message": stack[:2000], "stack": stack, "page": "/fr?e=a@b.fr", "release": "bench"}
            statuses.append(_post(number, f"127.0.1.{n + 1}", "/api/client-errors", body))

    senders = [threading.Thread(target=address, args=(n,)) for n in range(ADDRESSES)]
    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=64) as visitors:
        for sender in senders:
            sender.start()
        pages: list[Future[float]] = []
        while any(s.is_alive() for s in senders) or len(pages) < 20:
            pages.append(visitors.submit(_get, number, article, time.perf_counter()))
            time.sleep(0.02)
        latencies = sorted(page.result() for page in pages)
    return {
        "reports": dict(Counter(statuses)),
        "seconds": time.perf_counter() - started,
        "pages": len(latencies),
        "p50_ms": statistics.median(latencies) * 1000,
        "p99_ms": latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000,
        "max_ms": latencies[-1] * 1000,
    }


def sign_ins(number: int, pid: int, origin: str) -> dict[str, Any]:
    before = peak_rss_mb(pid)
    statuses: list[int] = []
    start = threading.Barrier(SIGN_INS)

    def sign_in(n: int) -> None:
        body = {"email": f"inconnu{n}@cabinet.example", "password": "a wrong guess, long enough"}
        start.wait()
        statuses.append(_post(number, f"127.0.4.{n + 1}", "/api/admin/login", body, origin))

    threads = [threading.Thread(target=sign_in, args=(n,)) for n in range(SIGN_INS)]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return {
        "answers": dict(Counter(statuses)),
        "seconds": time.perf_counter() - started,
        "rss_before_mb": before,
        "rss_peak_mb": peak_rss_mb(pid),
    }


def main() -> int:
    dist = ensure_dist()
    article = next(p for p in page_types(dist, ["fr"]) if p.key == "article").path
    number = port(2)
    with site_server(dist, number) as server:
        _get(number, article, time.perf_counter())  # warm-up
        reports = crash_reports(number, article)
        signing = sign_ins(number, server.pid, server.url)
    over_rss = signing["rss_peak_mb"] > RSS_MB
    table(
        "Resilience — 20 addresses × 5 largest crash reports; 50 sign-ins at once",
        ["case", "answers", "seconds", "figures"],
        [
            [
                "crash reports",
                str(reports["reports"]),
                f"{reports['seconds']:.1f}",
                f"{reports['pages']} pages: p50 {reports['p50_ms']:.1f} ms, p99 {reports['p99_ms']:.1f} ms, "
                f"max {reports['max_ms']:.0f} ms",
            ],
            [
                "sign-ins",
                str(signing["answers"]),
                f"{signing['seconds']:.1f}",
                mark(f"RSS {signing['rss_before_mb']:.0f} → peak {signing['rss_peak_mb']:.0f} MB", over_rss),
            ],
        ],
        caption=f"targets: page p50 stays low (the attack: 4.8 s); RSS ≤ {RSS_MB} MB (the attack: 2.70 GB); {article}",
    )
    write_results("resilience-api", {"path": article, "crash_reports": reports, "sign_ins": signing})
    return finish([f"peak RSS {signing['rss_peak_mb']:.0f} MB > {RSS_MB} MB"] if over_rss else [])


if __name__ == "__main__":
    raise SystemExit(main())
