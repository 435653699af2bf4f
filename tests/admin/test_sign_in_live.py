"""The real server under 50 sign-ins at once (issue 37, point 3): memory stays bounded."""

from __future__ import annotations

import threading
from collections import Counter
from pathlib import Path

import httpx2 as httpx

from tests.leads.live_server import LiveServer
from tests.server.tiny_site import write_tiny_site

SIGN_INS = 50


def _peak_rss_mb(pid: int) -> float:
    """The highest resident memory so far (VmHWM, /proc) of the server and its worker processes,
    added up."""
    peak = 0.0
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            peak = int(line.split()[1]) / 1024
    for task in Path(f"/proc/{pid}/task").iterdir():
        for child in (task / "children").read_text().split():
            peak += _peak_rss_mb(int(child))
    return peak


def test_50_sign_ins_at_once_keep_the_server_under_500_mb(tmp_path: Path) -> None:
    dist = write_tiny_site(tmp_path / "dist")
    env = {"DATABASE_URL": f"sqlite:///{tmp_path / 'leads.sqlite3'}"}
    with LiveServer(dist, tmp_path, env) as server:
        assert server.process is not None
        before = _peak_rss_mb(server.process.pid)
        statuses: list[int] = []
        start = threading.Barrier(SIGN_INS)

        def sign_in(n: int) -> None:
            # Each from its own address with its own account: no rate limit stops them first.
            transport = httpx.HTTPTransport(local_address=f"127.0.4.{n + 1}")
            with httpx.Client(base_url=server.url, transport=transport, timeout=120) as client:
                start.wait()
                answer = client.post(
                    "/api/admin/login",
                    json={"email": f"inconnu{n}@cabinet.example", "password": "a wrong guess, long enough"},
                    headers={"Origin": server.url},
                )
                statuses.append(answer.status_code)
                if answer.status_code == 503:
                    assert int(answer.headers["retry-after"]) >= 1

        threads = [threading.Thread(target=sign_in, args=(n,)) for n in range(SIGN_INS)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        peak = _peak_rss_mb(server.process.pid)
    print(f"RSS {before:.0f} MB -> peak {peak:.0f} MB; answers {dict(Counter(statuses))}")
    assert set(statuses) <= {401, 503} and 401 in statuses
    # The attack measured 0.36 -> 2.70 GB on the former main (40 checks of 64 MiB at once).
    assert peak <= 500
