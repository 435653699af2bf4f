"""Security headers sent with every response (DESIGN §5)."""

from __future__ import annotations

from collections.abc import Sequence

Headers = list[tuple[bytes, bytes]]

PERMISSIONS_POLICY = (
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), "
    "payment=(), usb=(), interest-cohort=()"
)


def content_security_policy(script_hashes: list[str] | None, style_hashes: Sequence[str] = ()) -> str:
    """The policy of an HTML page (its inline scripts and styles allowed by hash), or of any other response."""
    if script_hashes is None:
        return "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
    scripts = " ".join(["'self'", *script_hashes])
    styles = " ".join(["'self'", *style_hashes])
    return (
        "default-src 'self'; "
        f"script-src {scripts}; "
        f"style-src {styles}; img-src 'self' data:; font-src 'self'; connect-src 'self'; "
        "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; "
        "manifest-src 'self'; worker-src 'none'"
    )


_PERMISSIONS = PERMISSIONS_POLICY.encode()  # one object for every file's headers


def security_headers(csp: str) -> Headers:
    return [
        (b"content-security-policy", csp.encode()),
        (b"x-content-type-options", b"nosniff"),
        (b"x-frame-options", b"DENY"),
        (b"referrer-policy", b"strict-origin-when-cross-origin"),
        (b"permissions-policy", _PERMISSIONS),
        (b"cross-origin-resource-policy", b"same-origin"),
        (b"cross-origin-opener-policy", b"same-origin"),
    ]


HSTS = (b"strict-transport-security", b"max-age=63072000; includeSubDomains")


# The interactive API documentation (SERVE_API_DOCS, development only) is a page that runs its own
# (inline and CDN) scripts: it gets every header but the content policy meant for data responses.
API_DOCS_PATHS = frozenset({"/api/docs", "/api/docs/oauth2-redirect", "/api/redoc"})
API_HEADERS = security_headers(content_security_policy(None))
API_DOCS_HEADERS = [header for header in API_HEADERS if header[0] != b"content-security-policy"]


def api_security_headers(path: str, tls: bool, docs: bool = False) -> Headers:
    """The security headers of an API response (JSON, problems, and the docs when they are on)."""
    headers = API_DOCS_HEADERS if docs and path in API_DOCS_PATHS else API_HEADERS
    return [*headers, HSTS] if tls else list(headers)
