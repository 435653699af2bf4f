"""`bibliotheque deploy nginx`: an nginx configuration doing what `bibliotheque serve` does for pages.

Generated from `dist/_site.json` and the files of `dist/`: static files from disk with
`gzip_static` (and `brotli_static` when Debian's module is installed), the same cache headers,
each HTML page's own Content-Security-Policy (a `map` from path to header), the security headers
with HSTS, the not-found page of each route family with its 404 status (its `.data` too), the
redirects, `/` and unknown paths proxied to the workers (which choose the visitor's language),
and `/api/` proxied to the `bibliotheque serve` workers with timeouts, header and body
limits and `limit_req` on `POST /api/leads`, as are the pages the server completes for a query
(`routes.SERVER_COMPLETED`: search results, catalogues filtered without JavaScript…). `X-Forwarded-For` and `X-Forwarded-Proto` are set
(never passed through), so the workers trust this proxy only (`LEADS_TRUSTED_PROXIES=127.0.0.1`).

Writes `bibliotheque.conf` (for the `http` block of a system nginx: maps, upstream, server) and
`nginx.conf` (a whole configuration around it, for `nginx -c` — what the tests run), both from
the Jinja2 templates in `deploy/templates/`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from jinja2 import Environment, PackageLoader, StrictUndefined

from bibliotheque.built_site import SiteManifest
from bibliotheque.routes import FAMILIES, SERVER_COMPLETED
from bibliotheque.server.security import HSTS, PERMISSIONS_POLICY, content_security_policy, security_headers
from bibliotheque.server.site_files import IMMUTABLE_PREFIXES

BROTLI_MODULE = Path("/usr/lib/nginx/modules/ngx_http_brotli_static_module.so")

# The configuration's text: templates/bibliotheque.conf and nginx.conf (with proxy.conf and
# headers.conf); this module computes the values they write. Not HTML: nothing is escaped, each
# value is written as nginx reads it (`_quote` for strings).
_env = Environment(
    loader=PackageLoader("bibliotheque.deploy", "templates"),
    autoescape=False,
    undefined=StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
    keep_trailing_newline=True,
)


@dataclass(frozen=True)
class NginxOptions:
    dist: Path
    upstreams: tuple[str, ...] = ("127.0.0.1:8001", "127.0.0.1:8002")
    listen: str = "80"
    server_name: str = "_"
    leads_rate: str = "1r/s"  # per client address, nginx notation
    leads_burst: int = 10
    brotli: bool | None = None  # None: when the module is installed


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _headers(cache: str, csp: str = "$page_csp") -> list[tuple[str, str]]:
    """A location's response headers, (name, value as nginx reads it)."""
    names = {
        "content-security-policy": csp,
        **{name.decode(): _quote(value.decode()) for name, value in security_headers("x")[1:]},
        HSTS[0].decode(): _quote(HSTS[1].decode()),
        "cache-control": cache,
    }
    return list(names.items())


def _families(manifest: SiteManifest, langs: str) -> list[tuple[str, str]]:
    """(regex of a family's paths, its not-found page with `$nf_lang`), most specific first."""
    rules = []
    for family in manifest.families:
        pattern, not_found = family.pattern, family.not_found
        if not pattern or not not_found:
            continue
        regex = re.escape(pattern).replace(re.escape("{lang}"), f"(?<nf_lang>{langs})")
        regex = re.sub(r"\\\{[a-z_]+\\\}", "[^/]+", regex)
        rules.append((regex, not_found.replace("{lang}", "$nf_lang")))
    return sorted(rules, key=lambda rule: -rule[0].count("/"))


def render(options: NginxOptions) -> str:
    """The http-level configuration (maps, upstream, limit zone, server)."""
    dist = options.dist.resolve()
    manifest = SiteManifest.read(dist)
    langs = "|".join(manifest.langs)
    hashes = manifest.script_hashes
    none_csp = _quote(content_security_policy(None))
    page_policies = []
    for page in sorted(dist.rglob("*.html")):
        uri = "/" + page.relative_to(dist).as_posix()
        policy = _quote(content_security_policy(hashes.get(uri, []), manifest.style_hashes.get(uri, [])))
        page_policies.append((uri, policy))
        if "/__not-found/" in uri:
            page_policies.append((f"/__nf{uri}", policy))
    families = [
        (regex.replace("\\/", "/").removeprefix("/"), not_found)
        for regex, not_found in _families(manifest, langs)
    ]
    completed = "|".join(
        re.sub(r"\\\{[a-z_]+\\\}", "[^/]+", re.escape(FAMILIES[name].pattern.removeprefix("/{lang}/")))
        for name in SERVER_COMPLETED
    )
    return _env.get_template("bibliotheque.conf").render(
        dist=dist,
        permissions_policy=PERMISSIONS_POLICY,
        none_csp=none_csp,
        page_policies=page_policies,
        families=families,
        first_lang=manifest.langs[0],
        langs=langs,
        completed=completed,
        upstreams=options.upstreams,
        leads_rate=options.leads_rate,
        leads_burst=options.leads_burst,
        listen=options.listen,
        server_name=options.server_name,
        brotli=_brotli(options),
        redirects=[(path, _quote(target)) for path, target in sorted(manifest.redirects.items())],
        immutable="|".join(re.escape(prefix.strip("/")) for prefix in IMMUTABLE_PREFIXES),
        headers={
            "server": _headers('"no-cache"', none_csp),
            "page": _headers('"no-cache"'),
            "immutable": _headers('"public, max-age=31536000, immutable"'),
            "not_found": _headers('"no-store"'),
        },
    )


def _brotli(options: NginxOptions) -> bool:
    return options.brotli if options.brotli is not None else BROTLI_MODULE.exists()


def write(options: NginxOptions, out: Path) -> list[Path]:
    """Writes `bibliotheque.conf` and `nginx.conf` into `out`; returns their paths."""
    out.mkdir(parents=True, exist_ok=True)
    folder = out.resolve()
    site = folder / "bibliotheque.conf"
    site.write_text(render(options), encoding="utf-8")
    whole = folder / "nginx.conf"
    standalone = _env.get_template("nginx.conf").render(
        folder=folder, brotli=_brotli(options), brotli_module=BROTLI_MODULE
    )
    whole.write_text(standalone, encoding="utf-8")
    return [site, whole]
