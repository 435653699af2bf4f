"""The language of `/` and of paths outside every route (issue 23, point 5).

The visitor's stored choice first: the `lang` cookie, which the site sets when the visitor picks a
language while functional storage is accepted (web/src/shared/safe-storage.ts; the cookie page
says so). Then the browser's `Accept-Language` (RFC 9110 §12.5.4: q-values, `*`, primary subtag
only, `q=0` meaning « not this one »), then the site's first language (French). The answer
depends on those two request headers, so it says `Vary: Accept-Language, Cookie` and is only
cached by the browser (`private`), and revalidated each time (`no-cache`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

NEGOTIATED_HEADERS: list[tuple[bytes, bytes]] = [
    (b"vary", b"Accept-Language, Cookie"),
    (b"cache-control", b"private, no-cache"),
]


def _cookie_lang(values: Iterable[str], langs: Sequence[str]) -> str | None:
    for header in values:
        for part in header.split(";"):
            name, _, value = part.strip().partition("=")
            if name == "lang" and value.strip('"') in langs:
                return value.strip('"')
    return None


def _quality(raw: str) -> float:
    try:
        value = float(raw)
    except ValueError:
        return 0.0
    return value if 0.0 <= value <= 1.0 else 0.0


def _accepted_lang(values: Iterable[str], langs: Sequence[str]) -> str | None:
    best: tuple[float, int, str] | None = None
    position = 0
    refused: set[str] = set()
    wildcard: tuple[float, int] | None = None
    for header in values:
        for item in header.split(","):
            tag, *params = (piece.strip() for piece in item.split(";"))
            if not tag:
                continue
            quality = 1.0
            for param in params:
                key, _, value = param.partition("=")
                if key.strip().lower() == "q":
                    quality = _quality(value.strip())
            position += 1
            primary = tag.split("-")[0].lower()
            if primary == "*":
                wildcard = (quality, position)
                continue
            if primary not in langs:
                continue
            if quality == 0.0:
                refused.add(primary)
                continue
            if best is None or (quality, -position) > (best[0], -best[1]):
                best = (quality, position, primary)
    if best is not None:
        return best[2]
    if wildcard is not None and wildcard[0] > 0.0:
        return next((lang for lang in langs if lang not in refused), None)
    return None


def preferred_language(headers: Iterable[tuple[bytes, bytes]], langs: Sequence[str]) -> str:
    """The stored choice, else the best of `Accept-Language`, else `langs[0]`."""
    cookies: list[str] = []
    accepted: list[str] = []
    for name, value in headers:
        if name.lower() == b"cookie":
            cookies.append(value.decode("latin-1"))
        elif name.lower() == b"accept-language":
            accepted.append(value.decode("latin-1"))
    return _cookie_lang(cookies, langs) or _accepted_lang(accepted, langs) or langs[0]
