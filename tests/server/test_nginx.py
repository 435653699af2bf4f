"""`bibliotheque deploy nginx`, run: Debian's nginx in front of two `bibliotheque serve` workers
on PostgreSQL, answering like `bibliotheque serve` alone does (issue 22, point 3)."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx2 as httpx
import pytest

from bibliotheque.cli import main
from tests.leads.factory import lead_payload
from tests.leads.live_server import LiveServer, free_port
from tests.leads.postgres import TemporaryPostgres, find_bindir
from tests.server.test_filter_pages import PAGE as FILTER_PAGE
from tests.server.tiny_site import write_tiny_site


@dataclass
class Front:
    url: str
    workers: list[LiveServer]


def _wait(url: str, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            httpx.get(url, timeout=1)
            return
        except httpx.TransportError:
            time.sleep(0.05)
    raise RuntimeError(f"{url} did not answer")


@pytest.fixture(scope="module")
def front(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Front]:
    nginx_bin = shutil.which("nginx") or ("/usr/sbin/nginx" if Path("/usr/sbin/nginx").is_file() else None)
    if nginx_bin is None:
        pytest.skip("nginx not found: apt-get install nginx (make test installs it)")
    bindir = find_bindir()
    if bindir is None:
        pytest.skip("PostgreSQL server binaries not found: apt-get install postgresql")
    root = tmp_path_factory.mktemp("nginx")
    dist = write_tiny_site(root / "dist")
    for n in range(400):  # as many pages, with paths as long, as the real site: nginx's map sizes
        page = dist / "fr" / "article" / f"une-page-au-chemin-aussi-long-que-les-vrais-{n:03d}" / "checklist"
        page.mkdir(parents=True)
        (page / "index.html").write_text(f"<!doctype html><title>{n}</title>", encoding="utf-8")
    (dist / "fr" / "industries").mkdir()
    (dist / "fr" / "industries" / "index.html").write_text(FILTER_PAGE, encoding="utf-8")
    (dist / "_admin").mkdir()
    (dist / "_admin" / "index.html").write_text("<!doctype html><title>Admin</title>", encoding="utf-8")
    postgres = TemporaryPostgres(bindir)
    postgres.start()
    env = {
        "DATABASE_URL": postgres.url(),
        "LEADS_TRUSTED_PROXIES": "127.0.0.1",
        "LEADS_RATE_LIMITS": "1000/minute",
    }
    workers = [LiveServer(dist, root, env).start() for _ in range(2)]
    port = free_port()
    upstreams = [arg for w in workers for arg in ("--upstream", f"127.0.0.1:{w.port}")]
    conf = root / "conf"
    argv = ["deploy", "nginx", "--out", str(conf), "--dist", str(dist), "--listen", f"127.0.0.1:{port}"]
    assert main([*argv, *upstreams]) == 0
    # As root, nginx's workers would run as nobody, who cannot read pytest's private temporary folder.
    directives = "daemon off; user root;" if os.geteuid() == 0 else "daemon off;"
    nginx = subprocess.Popen([nginx_bin, "-c", str(conf / "nginx.conf"), "-p", str(conf), "-g", directives])
    try:
        _wait(f"http://127.0.0.1:{port}/fr")
        yield Front(f"http://127.0.0.1:{port}", workers)
    finally:
        nginx.terminate()
        nginx.wait(10)
        for worker in workers:
            worker.stop()
        postgres.stop()


@pytest.fixture
def client(front: Front) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=front.url, follow_redirects=False, timeout=10) as client:
        yield client


@pytest.mark.parametrize("path", ["/fr", "/fr/", "/fr/article/un", "/fr/article/un/"])
def test_pages_with_the_same_headers_as_the_app(client: httpx.Client, front: Front, path: str) -> None:
    response = client.get(path, headers={"accept-encoding": "gzip"})
    direct = httpx.get(front.workers[0].url + path, headers={"accept-encoding": "gzip"})
    assert response.status_code == 200 and response.content == direct.content
    assert response.headers["content-encoding"] == "gzip"  # gzip_static
    for name in (
        "content-security-policy",
        "cache-control",
        "x-content-type-options",
        "x-frame-options",
        "referrer-policy",
        "permissions-policy",
        "cross-origin-resource-policy",
        "cross-origin-opener-policy",
    ):
        assert response.headers[name] == direct.headers[name], name
    assert response.headers["content-type"] == "text/html; charset=utf-8"
    assert response.headers["strict-transport-security"].startswith("max-age=")


@pytest.mark.parametrize("path", ["/admin", "/admin/leads", "/admin/leads/12"])
def test_the_owners_view_is_served_by_the_workers_never_cached(
    client: httpx.Client, front: Front, path: str
) -> None:
    response = client.get(path)
    direct = httpx.get(front.workers[0].url + path)
    assert response.status_code == direct.status_code == 200
    assert response.content == direct.content and b"<title>Admin</title>" in response.content
    assert response.headers["cache-control"] == "no-store"
    assert "noindex" in response.headers["x-robots-tag"]
    for name in ("content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy"):
        assert response.headers[name] == direct.headers[name], name  # once, not doubled by nginx


def test_pages_the_server_completes_for_a_query_are_the_workers(client: httpx.Client, front: Front) -> None:
    filtered = client.get("/fr/industries?ca=big")
    direct = httpx.get(front.workers[0].url + "/fr/industries?ca=big")
    assert filtered.status_code == 200 and filtered.content == direct.content
    assert b'data-filter-values="small" hidden=""' in filtered.content  # filtered by a worker
    for name in ("content-security-policy", "cache-control", "x-frame-options"):
        assert filtered.headers.get_list(name) == direct.headers.get_list(name), name  # once, not doubled
    plain = client.get("/fr/industries")  # without a query: the file, from disk
    assert plain.status_code == 200 and b"hidden" not in plain.content.split(b"<ul>")[2]


def test_hundreds_of_pages_each_with_its_policy(client: httpx.Client) -> None:
    response = client.get("/fr/article/une-page-au-chemin-aussi-long-que-les-vrais-399/checklist")
    assert response.status_code == 200 and "script-src 'self'" in response.headers["content-security-policy"]


def test_assets_are_immutable(client: httpx.Client) -> None:
    response = client.get("/assets/app-1234.js")
    assert response.status_code == 200
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert response.headers["content-type"].startswith("text/javascript")


@pytest.mark.parametrize(
    ("path", "remix"),
    [
        ("/fr/article/nope", False),
        ("/fr/article/nope/", False),
        ("/fr/article/__not-found", False),
        ("/fr/article/nope.data", True),
        ("/fr/article/__not-found.data", True),
    ],
)
def test_not_found_pages_answer_404(client: httpx.Client, path: str, remix: bool) -> None:
    response = client.get(path)
    assert response.status_code == 404
    assert response.headers["cache-control"] == "no-store"
    assert ("notFound" if remix else "Article non trouvé") in response.text
    assert response.headers.get("x-remix-response") == ("yes" if remix else None)


@pytest.mark.parametrize(
    ("path", "location"),
    [
        ("/", "/fr"),
        ("/nowhere", "/fr"),
        ("/en/nowhere/at/all", "/en"),
        ("/_site.json", "/fr"),
        ("/fr/demo", "https://app.example/essai?utm_source=x"),
    ],
)
def test_redirects_never_name_the_host(client: httpx.Client, path: str, location: str) -> None:
    response = client.get(path, headers={"host": "evil.example"})
    assert response.status_code == 302
    assert response.headers["location"] == location
    assert "frame-ancestors 'none'" in response.headers["content-security-policy"]


@pytest.mark.parametrize("path", ["/", "/nowhere", "/de/article/x"])
def test_root_and_unknown_paths_choose_the_visitors_language(client: httpx.Client, path: str) -> None:
    english = client.get(path, headers={"accept-language": "en-GB,en;q=0.8,fr;q=0.5"})
    assert (english.status_code, english.headers["location"]) == (302, "/en")
    assert english.headers["vary"] == "Accept-Language, Cookie"
    assert english.headers.get_list("cache-control") == ["private, no-cache"]
    assert len(english.headers.get_list("content-security-policy")) == 1
    chosen = client.get(path, headers={"accept-language": "en", "cookie": "lang=fr"})
    assert chosen.headers["location"] == "/fr"
    assert client.get("/en/nowhere", headers={"accept-language": "fr"}).headers["location"] == "/en"


def test_leads_reach_both_workers_on_postgresql_and_are_rate_limited(
    client: httpx.Client, front: Front
) -> None:
    statuses = [client.post("/api/leads", json=lead_payload(n)).status_code for n in range(30)]
    assert statuses[:5] == [201] * 5
    assert 429 in statuses  # nginx's limit_req (1 r/s, burst 10)
    logs = [worker.log() for worker in front.workers]
    assert all("stored" in log for log in logs), "both workers stored leads"
    assert client.get("/api/ready").json() == {"status": "ready"}


def test_headers_past_the_limits_are_refused(front: Front) -> None:
    port = int(front.url.rsplit(":", 1)[1])
    started = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(b"GET /fr HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 20_000 + b"\r\n\r\n")
        status = sock.recv(100).split(b"\r\n", 1)[0]
    assert status in (b"HTTP/1.1 400 Bad Request", b"HTTP/1.1 431 Request Header Fields Too Large")
    assert time.monotonic() - started < 1
