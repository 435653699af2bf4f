"""What the server holds in memory (issue 35): the hashed assets, and the bodies read lately up to
`HOT_BYTES`; every other body (pages, their data, images, documents) it reads from dist/ when a
client asks for it. The bytes sent stay the same."""

from __future__ import annotations

import gzip
import os
from pathlib import Path

import brotli
from fastapi.testclient import TestClient

from bibliotheque.server.app import create_app
from bibliotheque.server.site_files import _HotBodies, load_site
from tests.server.tiny_site import write_tiny_site


def test_pages_stay_on_disk_and_assets_in_memory(tmp_path: Path) -> None:
    dist = write_tiny_site(tmp_path / "dist")
    site = load_site(dist)
    page = site.files["/fr/article/un"]
    assert page.br is not None and not page.br.in_memory
    assert page.gzip is not None and not page.gzip.in_memory
    assert not page.identity.in_memory
    assert not site.files["/fr/article/__not-found.data"].identity.in_memory
    assert page.identity.body == (dist / "fr/article/un/index.html").read_bytes()
    asset = site.files["/assets/app-1234.js"]  # not a page: held once read
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


def test_the_bodies_read_lately_are_bounded(tmp_path: Path) -> None:
    files: list[str] = []
    for n in range(40):
        (tmp_path / f"{n}.html").write_bytes(bytes([n]) * 1000)
        files.append(str(tmp_path / f"{n}.html"))
    hot = _HotBodies(10_000)

    def read(path: str) -> bytes | None:
        found = os.stat(path)
        return hot.read(path, found.st_size, found.st_mtime_ns)

    for name in files:
        assert read(name) == Path(name).read_bytes()
    assert hot.size <= 10_000 and len(hot.items) == 10
    assert list(hot.items) == files[-10:]  # the latest kept, the oldest out
    read(files[30])
    assert list(hot.items)[-1] == files[30]
    big = tmp_path / "big.pdf"
    big.write_bytes(b"x" * 5_000)  # over an eighth of the budget: read, never kept
    assert read(str(big)) == big.read_bytes() and str(big) not in hot.items
