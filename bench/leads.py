"""Part 5, leads: sustained accepted leads per second through `POST /api/leads`, none lost.

`bibliotheque serve` runs on 127.0.0.1 with a new database each time: a temporary SQLite file
(the default settings: WAL, `synchronous=FULL`), the same with `synchronous=NORMAL` for
comparison, then a temporary PostgreSQL server when its binaries are installed
(tests/leads/postgres.py starts it; `make postgresql` installs them), then SQLite again with a
webhook destination that takes 5 s to answer (tests/deliveries/receivers.py): each lead then
writes its delivery in the same transaction, and the server's delivery worker is busy with the
slow receiver throughout; the 201s must not wait for it.
wrk keeps 50 connections posting distinct valid leads (the tool form's e-mail step, as
tests/leads/factory.py builds it, each with its own address) for LEADS_SECONDS (default 5 s),
LEADS_RUNS times (default 3); it records the id of each 201. Then every acknowledged id must be
a row of the database. The per-client limit is raised for the run (wrk is one client, 127.0.0.1):
this measures storage, not the limiter, which still runs on each request.

Reported: accepted (201) per second, p50/p99 latency (medians of the runs), other statuses,
leads acknowledged but missing from the database (must be 0), and rows stored without an
acknowledgement (requests in flight when wrk stopped: allowed). Beside the p99, the disk's own
`fdatasync` p50/p99, measured for LEADS_SYNC_SECONDS (default 3 s) just before each database's
runs in the same folder (bench/disk.py): no 201 can come sooner than its batch's sync, so the
disk's tail is the floor under the leads' p99.

`.venv/bin/python -m bench.leads` (LEADS_SECONDS, LEADS_RUNS, BENCH_PORT to change;
LEADS_DATABASES="SQLite;SQLite, webhook answering in 5 s" measures only the named ones).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import subprocess
import tempfile
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from bench.benchlib import (
    BENCH,
    REPO,
    Server,
    budgets,
    console,
    ensure_apt,
    ensure_dist,
    finish,
    mark,
    median,
    port,
    site_server,
    table,
    work_dir,
    write_results,
)
from bench.disk import describe, sync_figures

EMAIL_MARK = "@@EMAIL@@"


def body_parts() -> tuple[str, str]:
    """The JSON body of a valid lead, split around its e-mail address."""
    from tests.leads.factory import lead_payload

    text = json.dumps(lead_payload(0, email=EMAIL_MARK), ensure_ascii=False, separators=(",", ":"))
    before, after = text.split(EMAIL_MARK)
    return before, after


@contextlib.contextmanager
def databases() -> Iterator[Iterator[tuple[str, str, dict[str, str]]]]:
    """(name, URL, settings) of each database to measure: SQLite as configured by default, SQLite
    with `synchronous=NORMAL` (for comparison: a commit survives a crash of the server, not of
    the machine), PostgreSQL when installed, and SQLite with a webhook that answers in 5 s."""
    from tests.deliveries.receivers import SECRET, WebhookReceiver
    from tests.leads.postgres import TemporaryPostgres, find_bindir

    with tempfile.TemporaryDirectory(prefix="leads-", dir=work_dir()) as folder:
        pg: TemporaryPostgres | None = None

        receiver = WebhookReceiver(delay=5).start()
        slow = {
            "DELIVERY_WEBHOOKS": json.dumps([{"name": "slow-crm", "url": receiver.url, "secret": SECRET}]),
            "DELIVERY_ALLOW_HTTP_WEBHOOKS": "true",
            "DELIVERY_CONTENT_DIR": str(REPO / "content"),
        }
        wanted = os.environ.get("LEADS_DATABASES")

        def want(name: str) -> bool:
            return not wanted or name in wanted.split(";")

        def each() -> Iterator[tuple[str, str, dict[str, str]]]:
            nonlocal pg
            if want("SQLite"):
                yield "SQLite", f"sqlite:///{folder}/leads.sqlite3", {}
            if want("SQLite, synchronous=NORMAL"):
                normal = {"LEADS_SQLITE_SYNCHRONOUS": "NORMAL"}
                yield "SQLite, synchronous=NORMAL", f"sqlite:///{folder}/leads-normal.sqlite3", normal
            bindir = find_bindir()
            if bindir is None:
                console.print("[yellow]PostgreSQL not installed (make postgresql): SQLite only[/]")
            elif want("PostgreSQL"):
                pg = TemporaryPostgres(bindir)
                pg.start()
                yield "PostgreSQL", pg.create_database(), {}
            if want("SQLite, webhook answering in 5 s"):
                yield "SQLite, webhook answering in 5 s", f"sqlite:///{folder}/leads-slow.sqlite3", slow

        try:
            yield each()
        finally:
            receiver.stop()
            console.print(f"[dim]the slow webhook receiver got {len(receiver.received)} request(s)[/]")
            if pg is not None:
                pg.stop()


def stored_ids(url: str) -> list[str]:
    from bibliotheque.leads.store import LeadStore
    from bibliotheque.settings.server import LeadSettings

    store = LeadStore.open(LeadSettings(database_url=url))
    try:
        return [str(row["id"]) for row in store.rows()]
    finally:
        store.close()


def wrk_leads(server: Server, tag: str, seconds: int, clients: int, ids_file: Path) -> dict[str, Any]:
    before, after = body_parts()
    command = [
        "wrk", "-t2", f"-c{clients}", f"-d{seconds}s", "--timeout", "10s", "--latency",
        "-s", str(BENCH / "lua" / "leads.lua"), server.url, "--", tag, before, after,
    ]  # fmt: skip
    env = {**os.environ, "LEADS_IDS_FILE": str(ids_file)}
    cpu = server.cpu_seconds()
    out = subprocess.run(
        command, capture_output=True, text=True, check=True, env=env, timeout=seconds + 60
    ).stdout
    cpu = server.cpu_seconds() - cpu
    result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    statuses: Counter[str] = Counter()
    for part in result.pop("statuses"):
        statuses.update(part)
    result["statuses"] = dict(statuses)
    result["accepted_per_s"] = statuses.get("201", 0) / (result["duration_us"] / 1e6)
    result["server_cpu_ms_per_request"] = cpu / max(result["requests"], 1) * 1e3
    return result


def main() -> int:
    ensure_apt(("wrk", "wrk"))
    dist = ensure_dist()
    limits = budgets()["leads"]
    clients = int(limits["clients"])
    seconds = int(os.environ.get("LEADS_SECONDS", "5"))
    runs = int(os.environ.get("LEADS_RUNS", "3"))
    sync_seconds = float(os.environ.get("LEADS_SYNC_SECONDS", "3"))
    env_limits = {"LEADS_RATE_LIMITS": "100000000/minute"}
    figures: list[dict[str, Any]] = []
    over: list[str] = []
    rows = []
    with databases() as each:
        for name, url, settings in each:
            tag = re.sub(r"[^a-z0-9]+", "-", name.lower())  # goes into the e-mail addresses
            samples: list[dict[str, Any]] = []
            acknowledged: list[str] = []
            disk = sync_figures(work_dir(), sync_seconds)  # the floor, just before the load
            console.print(f"[dim]disk fdatasync before {name}: {describe(disk)}[/]")
            with site_server(dist, port(2), {"DATABASE_URL": url, **env_limits, **settings}) as base:
                wrk_leads(base, f"{tag}-warm", 1, clients, work_dir() / "leads-warm.txt")
                for run in range(runs):
                    console.print(f"[dim]wrk POST /api/leads on {name}, run {run + 1}/{runs}[/]")
                    ids_file = work_dir() / f"leads-ids-{run}.txt"
                    samples.append(wrk_leads(base, f"{tag}-{run}", seconds, clients, ids_file))
                    acknowledged += ids_file.read_text().split()
                acknowledged += (work_dir() / "leads-warm.txt").read_text().split()
            stored = set(stored_ids(url))
            lost = [lead for lead in acknowledged if lead not in stored]
            unacknowledged = len(stored) - (len(acknowledged) - len(lost))
            rate = median([s["accepted_per_s"] for s in samples])
            p50 = median([s["p50_us"] for s in samples]) / 1000
            p99 = median([s["p99_us"] for s in samples]) / 1000
            cpu_ms = median([s["server_cpu_ms_per_request"] for s in samples])
            others: Counter[str] = Counter()
            errors = 0
            for s in samples:
                others.update({k: v for k, v in s["statuses"].items() if k != "201"})
                errors += sum(s["errors"].values()) - s["errors"]["status"]
            budgeted = name == "SQLite"  # the target: SQLite as configured; the others are reported
            rate_over = budgeted and rate < limits["min_accepted_per_s"]
            p99_over = budgeted and p99 > limits["p99_ms"]
            lost_over = len(lost) > limits["max_lost"]
            if rate_over:
                over.append(f"{name}: {rate:,.0f} leads/s < {limits['min_accepted_per_s']:,}")
            if p99_over:
                over.append(f"{name}: p99 {p99:.1f} ms > {limits['p99_ms']} ms")
            if lost_over:
                over.append(f"{name}: {len(lost)} acknowledged lead(s) missing from the database")
            rows.append(
                [
                    name,
                    mark(f"{rate:,.0f}", rate_over if budgeted else None),
                    f"{p50:.1f}",
                    mark(f"{p99:.1f}", p99_over if budgeted else None),
                    f"{disk['p50_ms']:.1f} / {disk['p99_ms']:.1f}",
                    f"{cpu_ms:.2f}",
                    f"{len(acknowledged):,}",
                    mark(str(len(lost)), lost_over),
                    str(unacknowledged),
                    ", ".join(f"{k}×{v}" for k, v in sorted(others.items()))
                    + (f" io×{errors}" if errors else "")
                    or "—",
                ]
            )
            figures.append(
                {
                    "database": name,
                    "accepted_per_s": rate,
                    "p50_ms": p50,
                    "p99_ms": p99,
                    "disk_sync": disk,
                    "server_cpu_ms_per_request": cpu_ms,
                    "acknowledged": len(acknowledged),
                    "stored": len(stored),
                    "lost": lost[:20],
                    "lost_count": len(lost),
                    "stored_unacknowledged": unacknowledged,
                    "other_statuses": dict(others),
                    "io_errors": errors,
                    "runs": samples,
                }
            )
    table(
        f"Leads — POST /api/leads, {clients} connections, {runs} × {seconds} s, medians",
        [
            "database",
            "accepted/s",
            "p50 ms",
            "p99 ms",
            "disk sync p50 / p99 ms",
            "CPU ms/req",
            "201s",
            "lost",
            "stored, not acked",
            "other answers",
        ],
        rows,
        caption=f"budget (SQLite): ≥ {limits['min_accepted_per_s']:,} accepted/s, p99 ≤ {limits['p99_ms']} ms, "
        "none lost; 'stored, not acked': requests in flight when wrk stopped; 'disk sync': "
        "fdatasync of 64 KiB on this disk just before (no 201 comes sooner than its batch's sync); "
        "CPU ms/req: the server process's CPU time per request (PostgreSQL's own not included)",
    )
    write_results(
        "leads",
        {
            "budgets": limits,
            "seconds": seconds,
            "runs": runs,
            "clients": clients,
            "figures": figures,
            "over_budget": over,
        },
    )
    return finish(over)


if __name__ == "__main__":
    raise SystemExit(main())
