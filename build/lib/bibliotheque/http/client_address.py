"""Who is asking: the address rate limits are counted against.

The socket's peer, unless that peer is a trusted proxy: then `X-Forwarded-For` is read from the
right, skipping trusted proxies, and the first other address is the client. A visitor can write
anything into the header; only the entries appended by our own proxies are believed. (The HTTP
server, Granian, has no proxy-header option: the ASGI scope's client is always the socket's peer.)
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Any

from bibliotheque.settings.server import Network

Address = ipaddress.IPv4Address | ipaddress.IPv6Address
_MAX_HOP = 64


def _parse(text: str) -> Address | None:
    try:
        return ipaddress.ip_address(text.strip())
    except ValueError:
        return None


def _trusted(address: Address | None, proxies: Iterable[Network]) -> bool:
    return address is not None and any(address in network for network in proxies)


def client_address(scope: Mapping[str, Any], trusted_proxies: tuple[Network, ...]) -> str:
    """The client's address as text (an unparsable peer, e.g. a test client, is kept as is)."""
    peer = scope.get("client")
    host = str(peer[0]) if peer else "unknown"
    if not trusted_proxies or not _trusted(_parse(host), trusted_proxies):
        return host
    forwarded: list[str] = []
    for name, value in scope.get("headers", ()):
        if name == b"x-forwarded-for":
            forwarded += value.decode("latin-1").split(",")
    for hop in reversed(forwarded):
        address = _parse(hop)
        if not _trusted(address, trusted_proxies):
            return str(address) if address is not None else hop.strip()[:_MAX_HOP] or host
        host = str(address)
    return host


@lru_cache(maxsize=4096)  # parsing an IPv6 address costs ~15 µs; a client sends more than once
def rate_limit_key(client: str) -> str:
    """IPv6 clients are counted per /64: one subscriber usually holds a whole /64."""
    address = _parse(client)
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is None:
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return str(address.ipv4_mapped)
    return client


def forwarded_https(scope: Mapping[str, Any], trusted_proxies: tuple[Network, ...]) -> bool:
    """Whether a trusted proxy says the client came over HTTPS (`X-Forwarded-Proto`, last hop's)."""
    peer = scope.get("client")
    if not trusted_proxies or not peer or not _trusted(_parse(str(peer[0])), trusted_proxies):
        return False
    proto = b""
    for name, value in scope.get("headers", ()):
        if name == b"x-forwarded-proto":
            proto = value.rsplit(b",", 1)[-1].strip().lower()
    return proto == b"https"
