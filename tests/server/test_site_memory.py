"""What the server holds in memory (issue 35): a page's brotli body, not its raw and gzip bodies,
which it reads from dist/ when a client asks for them; the bytes sent stay the same."""

from __future__ import annotations

import gzip
from pathlib import Path

import brotli
from fastapi.testclient import TestClient

from bibliotheque.server.app import create_app
from bibliotheque.server.site_files import load_site
from tests.server.tiny_site import write_tiny_site


def test_pages_keep_only_their_brotli_body_in_memory(tmp_path: Path) -> None:
    dist = write_tiny_site(tmp_path / "dist")
    site = load_site(dist)
    page = site.files["/fr/article/un"]
    assert page.br is not None and page.br.in_memory
    assert page.gzip is not None and not page.gzip.in_memory
    assert not page.identity.in_memory
    assert page.identity.body == (dist / "fr/article/un/index.html").read_bytes()
    asset = site.files["/assets/app-1234.js"]  # not a page: as it was
    assert asset.identity.in_memory


def test_a_page_read_from_disk_is_sent_whole_in_each_encoding(tmp_path: Path) -> None:
    dist = write_tiny_site(tmp_path / "dist")
    raw = (dist / "fr/article/un/index.html").read_bytes()
    client = TestClient(create_app(dist), follow_redirects=False)
    for encoding, decode in (("identity", bytes), ("gzip", gzip.decompress), ("br", brotli.decompress)):
        with client.stream("GET", "/fr/article/un", headers={"accept-encoding": encoding}) as wire:
            sent = b"".join(wire.iter_raw())
            assert int(wire.headers["content-length"]) == len(sent), encoding
        assert decode(sent) == raw, encoding
