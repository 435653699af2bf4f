"""The server starts from the build's file table (`dist/_site.json` `files`, issue 35): no body is
read at start, each file's ETag and length are the build's, and a file rewritten under the running
server (a rebuild) is sent with its own ETag and length, never the old ones; a new manifest is
followed without a restart. Tiny hand-written sites (tests/server/tiny_site.py), and the session's
built site for the build's side."""

from __future__ import annotations

import gzip
from pathlib import Path

import brotli
import pytest
from fastapi.testclient import TestClient

from bibliotheque.built_site import ENCODED, MANIFEST, SiteManifest, entity_tag
from bibliotheque.server.app import SiteApp, create_app
from bibliotheque.server.settings import ServerSettings
from bibliotheque.server.site_files import load_site
from bibliotheque.settings.server import LeadSettings
from tests.conftest import BuiltSite
from tests.server.tiny_site import record_files, write_tiny_site

ARTICLE = "fr/article/un/index.html"


def app_of(dist: Path, tmp_path: Path) -> SiteApp:
    app = create_app(dist, LeadSettings(database_url=f"sqlite:///{tmp_path / 'l.sqlite3'}"), ServerSettings())
    app.router.site.check_seconds = 0  # every request looks at the manifest
    return app


def rewrite(path: Path, body: bytes, *, variants: bool = True) -> None:
    """`path` rewritten in place as a build does, its `.br`/`.gz` too (or removed)."""
    path.write_bytes(body)
    for suffix, encode in ((".br", brotli.compress), (".gz", gzip.compress)):
        variant = path.with_name(path.name + suffix)
        if variants:
            variant.write_bytes(encode(body))
        else:
            variant.unlink(missing_ok=True)


def test_the_build_records_every_file_with_its_etag_length_and_encodings(built: BuiltSite) -> None:
    files = SiteManifest.read(built.dist).files
    assert files is not None
    on_disk = {
        p.relative_to(built.dist).as_posix()
        for p in built.dist.rglob("*")
        if p.is_file() and p.suffix not in ENCODED and p.name != MANIFEST
    }
    assert set(files) == on_disk
    for relative, record in files.items():
        path = built.dist / relative
        body = path.read_bytes()
        assert record.etag == entity_tag(body) and record.size == len(body), relative
        assert record.mtime_ns == path.stat().st_mtime_ns, relative
        for stamp, suffix in ((record.br, ".br"), (record.gz, ".gz")):
            variant = path.with_name(path.name + suffix)
            assert (stamp is not None) == variant.is_file(), relative + suffix
            if stamp is not None:
                assert stamp.size == variant.stat().st_size, relative + suffix
    html = next(r for r in files if r.startswith("fr/article/") and "__not-found" not in r and files[r].br)
    # What the server sends: the recorded ETag and length, the body from disk.
    client = TestClient(create_app(built.dist), follow_redirects=False)
    url = "/" + html.removesuffix("index.html").rstrip("/")
    sent = client.get(url, headers={"accept-encoding": "identity"})
    assert sent.headers["etag"] == files[html].etag
    assert sent.content == (built.dist / html).read_bytes()


def test_start_reads_the_manifest_and_no_body(tmp_path: Path) -> None:
    dist = record_files(write_tiny_site(tmp_path / "dist"))
    recorded = SiteManifest.read(dist).files
    assert recorded is not None
    for path in dist.rglob("*"):  # every body gone: a server that read one at start fails
        if path.is_file() and path.name != MANIFEST:
            path.unlink()
    site = load_site(dist)
    page = site.files["/fr/article/un"]
    assert page.etag.decode() == recorded[ARTICLE].etag
    assert page.identity.size == recorded[ARTICLE].size
    assert page.br is not None and page.gzip is not None
    client = TestClient(app_of(dist, tmp_path), follow_redirects=False)
    missing = client.get("/fr/article/un")  # asked while a build has removed it: try again
    assert missing.status_code == 503 and missing.headers["retry-after"] == "1"


def test_a_rewritten_file_is_sent_with_its_new_etag_and_length(tmp_path: Path) -> None:
    dist = record_files(write_tiny_site(tmp_path / "dist"))
    client = TestClient(app_of(dist, tmp_path), follow_redirects=False)
    recorded = SiteManifest.read(dist).files[ARTICLE].etag  # type: ignore[index]
    assert client.get("/fr/article/un", headers={"if-none-match": recorded}).status_code == 304

    body = b"<!doctype html><html lang=fr><title>Nouveau</title><p>" + b"neuf " * 500 + b"</p></html>"
    rewrite(dist / ARTICLE, body)  # the manifest not yet rewritten: a build under way
    for encoding, decode in (("identity", bytes), ("gzip", gzip.decompress), ("br", brotli.decompress)):
        with client.stream("GET", "/fr/article/un", headers={"accept-encoding": encoding}) as wire:
            raw = b"".join(wire.iter_raw())
            assert int(wire.headers["content-length"]) == len(raw), encoding
            assert wire.headers["etag"] == entity_tag(body), encoding
        assert decode(raw) == body, encoding
    stale = client.get("/fr/article/un", headers={"if-none-match": recorded})
    assert stale.status_code == 200 and stale.content == body
    assert client.get("/fr/article/un", headers={"if-none-match": entity_tag(body)}).status_code == 304

    short = b"<p>court</p>"  # too short to compress: the build removes its variants
    rewrite(dist / ARTICLE, short, variants=False)
    # The bodies read lately are sent as they were read, with their own headers, until the new
    # manifest comes: the brotli one just sent, still whole.
    held = client.get("/fr/article/un", headers={"accept-encoding": "br"})
    assert held.content == body and held.headers["etag"] == entity_tag(body)
    record_files(dist)
    sent = client.get("/fr/article/un", headers={"accept-encoding": "br, gzip"})
    assert sent.content == short and "content-encoding" not in sent.headers
    assert sent.headers["etag"] == entity_tag(short) and "vary" not in sent.headers


def test_a_new_manifest_is_followed_without_a_restart(tmp_path: Path) -> None:
    dist = record_files(write_tiny_site(tmp_path / "dist"))
    client = TestClient(app_of(dist, tmp_path), follow_redirects=False)
    assert client.get("/fr/article/deux").status_code == 404
    new = dist / "fr/article/deux/index.html"
    new.parent.mkdir()
    rewrite(new, b"<!doctype html><p>" + b"deux " * 200 + b"</p>")
    (dist / "en/index.html").unlink()
    record_files(dist)  # the build's last step
    sent = client.get("/fr/article/deux", headers={"accept-encoding": "br"})
    assert sent.status_code == 200 and sent.headers["content-encoding"] == "br"
    assert sent.content == new.read_bytes() and sent.headers["etag"] == entity_tag(new.read_bytes())
    assert client.get("/en").status_code != 200  # gone from the new table


@pytest.mark.parametrize(
    ("accept", "encoding"),
    [("br, gzip", "br"), ("gzip", "gzip"), ("br;q=0, gzip", "gzip"), ("identity", None), ("", None)],
)
def test_encodings_and_conditional_requests_before_and_after_a_rebuild(
    tmp_path: Path, accept: str, encoding: str | None
) -> None:
    dist = record_files(write_tiny_site(tmp_path / "dist"))
    record = SiteManifest.read(dist).files[ARTICLE]  # type: ignore[index]
    client = TestClient(app_of(dist, tmp_path), follow_redirects=False)
    decode = {"br": brotli.decompress, "gzip": gzip.decompress}.get(encoding or "", bytes)
    sizes = {"br": record.br, "gzip": record.gz}

    def check(body: bytes, etag: str, size: int | None = None) -> None:
        with client.stream("GET", "/fr/article/un", headers={"accept-encoding": accept}) as wire:
            raw = b"".join(wire.iter_raw())
            assert wire.headers.get("content-encoding") == encoding
            assert wire.headers["etag"] == etag and wire.headers["vary"] == "accept-encoding"
            assert int(wire.headers["content-length"]) == len(raw) == (size if size is not None else len(raw))
        assert decode(raw) == body
        again = client.get("/fr/article/un", headers={"accept-encoding": accept, "if-none-match": etag})
        assert again.status_code == 304 and again.content == b"" and again.headers["etag"] == etag
        head = client.head("/fr/article/un", headers={"accept-encoding": accept})
        assert head.content == b"" and int(head.headers["content-length"]) == len(raw)

    stamp = sizes[encoding] if encoding else record
    check((dist / ARTICLE).read_bytes(), record.etag, stamp.size if stamp else None)  # as recorded
    body = b"<!doctype html><p>" + b"autre " * 300 + b"</p>"
    rewrite(dist / ARTICLE, body)  # and as rebuilt since
    record_files(dist)
    check(body, entity_tag(body))
    stale = client.get("/fr/article/un", headers={"accept-encoding": accept, "if-none-match": record.etag})
    assert stale.status_code == 200
