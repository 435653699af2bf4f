"""How text is compressed, for the build's precompressed files and the pages the server makes.

Levels by kind, measured on this site's files (bench/README.md, issue 20): the hashed, immutable
files (scripts and styles, ~0.7 MB that every visitor downloads once) at brotli 11 and gzip 9;
every other text file — pages and their `.data` — at brotli 8 (~45 MB per CPU-second instead of
~1.3 at 11, for ~10 % more bytes: an article's HTML 27.1 → 29.8 kB) and gzip 6 (1.5× faster than 9
for < 1 % more bytes). A page the server makes from a prerendered one (a filtered catalogue) is a
page: the same levels, so it weighs what the build's pages weigh. A page made for one request (search
results, a tool's result, a thanks page) is compressed as it is sent, at brotli 5 / gzip 6: a few
milliseconds for the ~250 kB of a results page, ~10 % more bytes than the build's brotli 8.
"""

from __future__ import annotations

import gzip
from dataclasses import dataclass

import brotli


@dataclass(frozen=True)
class Levels:
    brotli: int
    gzip: int

    def encode(self, raw: bytes, suffix: str) -> bytes:
        """`raw` compressed for the suffix of its variant: `.br` or `.gz`."""
        if suffix == ".br":
            encoded: bytes = brotli.compress(raw, quality=self.brotli)
            return encoded
        return gzip.compress(raw, compresslevel=self.gzip, mtime=0)

    def tag(self, suffix: str) -> str:
        """The cache entry's suffix: the encoding and its level (`.br11`, `.gz6`)."""
        return f"{suffix}{self.brotli if suffix == '.br' else self.gzip}"


IMMUTABLE = Levels(brotli=11, gzip=9)
PAGES = Levels(brotli=8, gzip=6)
PER_REQUEST = Levels(brotli=5, gzip=6)

Headers = list[tuple[bytes, bytes]]
_SUFFIX = {"br": ".br", "gzip": ".gz"}
_SMALL = 1024  # below this, compressing costs more than it saves


def encode_for(body: bytes, headers: Headers, accepted: tuple[str, ...]) -> tuple[bytes, Headers]:
    """A page made for one request, in the first of `accepted` (the client's encodings, best first)
    that we make: its body and headers with `content-encoding`, `content-length` and `vary` set."""
    encoding = next((name for name in accepted if name in _SUFFIX or name == "identity"), "identity")
    kept = [(name, value) for name, value in headers if name not in (b"content-length", b"vary")]
    if encoding != "identity" and len(body) >= _SMALL:
        body = PER_REQUEST.encode(body, _SUFFIX[encoding])
        kept.append((b"content-encoding", encoding.encode()))
    return body, [*kept, (b"vary", b"accept-encoding"), (b"content-length", str(len(body)).encode())]
