"""Part 7, resilience: a normal client's latency while one abuser holds 1,000 slow connections.

`bibliotheque serve` with its default limits (Granian's header read timeout and backpressure, the
body deadline, open-files limit raised at start; decision 014) serves the built site. A normal
client requests the article page over one keep-alive connection for RESILIENCE_SECONDS (default
10 s), first alone, then while 1,000 connections (RESILIENCE_SLOW) each send an unfinished request
head a byte a second (a slowloris), then while as many each send `POST /api/leads` with
`Content-Length: 1000` and its body a byte a second (slow bodies, issue 37); the attackers
reconnect whenever the server drops them. Also measured: how long a 1 MB header takes to be
refused with 431. The table gives the normal client's p50/p99 in each phase.

`.venv/bin/python -m bench.resilience` (RESILIENCE_SECONDS, RESILIENCE_SLOW, BENCH_PORT).
"""

from __future__ import annotations

import contextlib
import http.client
import os
import socket
import statistics
import threading
import time
from typing import Any

from bench.benchlib import (
    budgets,
    ensure_dist,
    finish,
    mark,
    page_types,
    port,
    site_server,
    table,
    write_results,
)

SLOW_HEAD = b"GET /fr HTTP/1.1\r\nHost: bench\r\nX-Slow: "
SLOW_BODY = (
    b"POST /api/leads HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\n"
    b"Content-Length: 1000\r\n\r\n{"
)


def normal_client(host: str, port_number: int, path: str, seconds: float) -> list[float]:
    """Latencies (s) of back-to-back requests over one keep-alive connection (reconnecting if needed)."""
    latencies: list[float] = []
    deadline = time.monotonic() + seconds
    connection = http.client.HTTPConnection(host, port_number, timeout=30)
    while time.monotonic() < deadline:
        started = time.monotonic()
        try:
            connection.request("GET", path, headers={"Accept-Encoding": "br"})
            response = connection.getresponse()
            response.read()
            if response.status != 200:
                raise RuntimeError(f"{path}: {response.status}")
        except (OSError, http.client.HTTPException):
            connection.close()
            connection = http.client.HTTPConnection(host, port_number, timeout=30)
            continue
        latencies.append(time.monotonic() - started)
        time.sleep(0.005)
    connection.close()
    return latencies


class Slowloris(threading.Thread):
    """`count` connections sending `start` then a byte per second each; reopened when dropped."""

    def __init__(self, host: str, port_number: int, count: int, start: bytes) -> None:
        super().__init__(daemon=True)
        self.address = (host, port_number)
        self.count = count
        self.start_bytes = start
        self.stop = threading.Event()
        self.reconnects = 0
        self.open_now = 0

    def _open(self) -> socket.socket | None:
        try:
            sock = socket.create_connection(self.address, timeout=2)
            sock.sendall(self.start_bytes)
            sock.setblocking(False)
            return sock
        except OSError:
            return None

    def run(self) -> None:
        sockets: list[socket.socket | None] = [self._open() for _ in range(self.count)]
        while not self.stop.wait(1.0):
            for index, sock in enumerate(sockets):
                try:
                    if sock is None:
                        raise OSError
                    sock.send(b"a")
                except OSError:
                    if sock is not None:
                        sock.close()
                    sockets[index] = self._open()
                    self.reconnects += 1
            self.open_now = sum(1 for sock in sockets if sock is not None)
        for sock in sockets:
            if sock is not None:
                sock.close()


def big_header(host: str, port_number: int) -> tuple[str, float]:
    started = time.monotonic()
    with socket.create_connection((host, port_number), timeout=30) as sock:
        sender = threading.Thread(
            target=lambda: _quietly(
                sock.sendall, b"GET /fr HTTP/1.1\r\nHost: b\r\nX-Big: " + b"a" * 1_000_000 + b"\r\n\r\n"
            ),
            daemon=True,
        )
        sender.start()
        status = sock.recv(200).split(b"\r\n", 1)[0].decode()
    return status, time.monotonic() - started


def _quietly(call: Any, *args: Any) -> None:
    with contextlib.suppress(OSError):
        call(*args)


def summary(latencies: list[float]) -> dict[str, float]:
    cuts = statistics.quantiles(latencies, n=100)
    return {
        "requests": len(latencies),
        "p50_ms": cuts[49] * 1000,
        "p99_ms": cuts[98] * 1000,
        "max_ms": max(latencies) * 1000,
    }


def _cells(figures: dict[str, float], p99_over: bool) -> list[str]:
    return [
        str(figures["requests"]),
        f"{figures['p50_ms']:.1f}",
        mark(f"{figures['p99_ms']:.1f}", p99_over),
        f"{figures['max_ms']:.1f}",
    ]


def main() -> int:
    dist = ensure_dist()
    limits = budgets()["resilience"]
    seconds = float(os.environ.get("RESILIENCE_SECONDS", "10"))
    slow = int(os.environ.get("RESILIENCE_SLOW", str(limits["slow_connections"])))
    article = next(p for p in page_types(dist, ["fr"]) if p.key == "article").path
    host, number = "127.0.0.1", port(2)
    with site_server(dist, number):
        normal_client(host, number, article, 1)  # warm-up
        alone = summary(normal_client(host, number, article, seconds))
        phases: dict[str, tuple[dict[str, float], Slowloris]] = {}
        for kind, start in (("slow heads", SLOW_HEAD), ("slow bodies", SLOW_BODY)):
            attack = Slowloris(host, number, slow, start)
            attack.start()
            time.sleep(2)
            phases[kind] = (summary(normal_client(host, number, article, seconds)), attack)
            if kind == "slow heads":
                status, refused_after = big_header(host, number)
            attack.stop.set()
            attack.join(timeout=30)
    over = []
    rows = [["alone", *_cells(alone, False)]]
    for kind, (during, _attack) in phases.items():
        p99_over = during["p99_ms"] > limits["p99_ms"]
        if p99_over:
            over.append(f"p99 during {kind} {during['p99_ms']:.1f} ms > {limits['p99_ms']} ms")
        rows.append([f"{slow:,} {kind}", *_cells(during, p99_over)])
    table(
        f"Resilience — the normal client, {seconds:.0f} s alone, then {seconds:.0f} s during each attack",
        ["phase", "requests", "p50 ms", "p99 ms", "max ms"],
        rows,
        caption=f"budget: p99 ≤ {limits['p99_ms']} ms during each attack; {article}; reconnections: "
        + ", ".join(f"{kind} {attack.reconnects:,}" for kind, (_, attack) in phases.items())
        + f"; a 1 MB header: {status!r} after {refused_after * 1000:.0f} ms",
    )
    write_results(
        "resilience",
        {
            "budgets": limits,
            "path": article,
            "seconds": seconds,
            "slow_connections": slow,
            "alone": alone,
            "attacks": {
                kind: {
                    "during_attack": during,
                    "open_at_end": attack.open_now,
                    "reconnects": attack.reconnects,
                }
                for kind, (during, attack) in phases.items()
            },
            "big_header": {"status": status, "ms": refused_after * 1000},
        },
    )
    return finish(over)


if __name__ == "__main__":
    raise SystemExit(main())
