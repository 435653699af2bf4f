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
`nginx.conf` (a whole configuration around it, for `nginx -c` — what the tests run).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from bibliotheque.built_site import SiteManifest
from bibliotheque.routes import FAMILIES, SERVER_COMPLETED
from bibliotheque.server.security import HSTS, PERMISSIONS_POLICY, content_security_policy, security_headers
from bibliotheque.server.site_files import IMMUTABLE_PREFIXES

BROTLI_MODULE = Path("/usr/lib/nginx/modules/ngx_http_brotli_static_module.so")
# How a location hands a request to the workers. X-Forwarded-* are set, never passed on: the
# workers trust this proxy's word only.
PROXY = """\
        proxy_pass http://bibliotheque_api;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $remote_addr;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_connect_timeout 2s;
        proxy_send_timeout 15s;
        proxy_read_timeout 15s;
"""


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


def _header_lines(indent: str, cache: str, csp: str = "$page_csp") -> str:
    names = {
        "content-security-policy": csp,
        **{name.decode(): _quote(value.decode()) for name, value in security_headers("x")[1:]},
        HSTS[0].decode(): _quote(HSTS[1].decode()),
        "cache-control": cache,
    }
    return "".join(f"{indent}add_header {name} {value} always;\n" for name, value in names.items())


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
    first = manifest.langs[0]
    hashes = manifest.script_hashes
    none_csp = _quote(content_security_policy(None))
    csp_lines = []
    for page in sorted(dist.rglob("*.html")):
        uri = "/" + page.relative_to(dist).as_posix()
        policy = _quote(content_security_policy(hashes.get(uri, []), manifest.style_hashes.get(uri, [])))
        csp_lines.append(f"    {uri} {policy};")
        if "/__not-found/" in uri:
            csp_lines.append(f"    /__nf{uri} {policy};")
    nf_pages, nf_data = [], []
    for regex, not_found in _families(manifest, langs):
        body = regex.replace("\\/", "/").removeprefix("/")
        nf_pages.append(f"    ~^/{body}/?$ {not_found}/index.html;")
        nf_data.append(f"    ~^/{body}(?:/_)?\\.data$ {not_found}.data;")
    redirects = "".join(
        f"    location = {path} {{ return 302 {_quote(target)}; }}\n"
        for path, target in sorted(manifest.redirects.items())
    )
    completed = "|".join(
        re.sub(r"\\\{[a-z_]+\\\}", "[^/]+", re.escape(FAMILIES[name].pattern.removeprefix("/{lang}/")))
        for name in SERVER_COMPLETED
    )
    brotli = options.brotli if options.brotli is not None else BROTLI_MODULE.exists()
    upstream = "".join(f"    server {address} max_fails=0;\n" for address in options.upstreams)
    immutable = "|".join(re.escape(prefix.strip("/")) for prefix in IMMUTABLE_PREFIXES)
    page_headers = _header_lines("        ", '"no-cache"')
    return f"""# Generated by `bibliotheque deploy nginx` from {dist}/_site.json: do not edit, regenerate.
# Permissions-Policy: {PERMISSIONS_POLICY[:40]}…

# One entry per page: long paths, hundreds of them.
map_hash_bucket_size 256;
map_hash_max_size 16384;

map $uri $page_csp {{
    default {none_csp};
{chr(10).join(csp_lines)}
}}

# The not-found page of the family a path belongs to ("" outside every family).
map $uri $not_found_page {{
    default "";
{chr(10).join(nf_data)}
{chr(10).join(nf_pages)}
}}

map $uri $remix {{
    default "";
    ~\\.data$ "yes";
}}

map $uri $home_lang {{
    default {first};
    ~^/(?<home>{langs})(?:/|\\.data$|$) $home;
}}

# Pages the workers complete when the URL has a query (search results, filtered catalogues…).
map $uri $completed_page {{
    default 0;
    ~^/({langs})/({completed})$ 1;
}}

map "$completed_page$is_args" $to_workers {{
    default 0;
    "1?" 1;
}}

# Paths that name no language: `/` and unknown paths go to the workers, which choose the
# language from the `lang` cookie, then Accept-Language (server/language.py), with `Vary`.
map $uri $negotiated_home {{
    default 1;
    ~^/({langs})(?:/|\\.data$|$) "";
}}

upstream bibliotheque_api {{
{upstream}    keepalive 32;
}}

limit_req_zone $binary_remote_addr zone=bibliotheque_leads:10m rate={options.leads_rate};
limit_req_status 429;

server {{
    listen {options.listen};
    server_name {options.server_name};
    root {dist};
    server_tokens off;
    # Relative Location headers: a redirect is never built from the request's Host header.
    absolute_redirect off;
    # Redirects and errors (locations without their own headers inherit these).
{_header_lines("    ", '"no-cache"', none_csp)}    charset_types text/css text/javascript application/json;

    # One client must not take the site down: small heads, short timeouts.
    client_header_buffer_size 1k;
    large_client_header_buffers 4 8k;
    client_header_timeout 10s;
    client_body_timeout 10s;
    client_max_body_size 16k;
    keepalive_timeout 5s;
    send_timeout 10s;

    gzip_static on;
    gzip_vary on;
{"    brotli_static on;" + chr(10) if brotli else ""}
    types {{
        text/html html;
        text/javascript js;
        text/css css;
        application/json json;
        text/x-script data;
        application/xml xml;
        text/plain txt;
        text/csv csv;
        image/svg+xml svg;
        font/woff2 woff2;
        image/png png;
        image/x-icon ico;
        application/manifest+json webmanifest;
        application/pdf pdf;
        application/vnd.openxmlformats-officedocument.spreadsheetml.sheet xlsx;
    }}
    default_type application/octet-stream;
    charset utf-8;

    # Trailing slashes answer the page itself (no redirect), as in `bibliotheque serve`.
    rewrite ^(/.+?)/+$ $1;

    location = / {{
        add_header X-Negotiated "";
{PROXY}    }}
    location = /index.html {{ return 302 /{first}; }}
    location ~ (^/_site\\.json|\\.br|\\.gz)$ {{ return 302 /$home_lang; }}
{redirects}
    location / {{
        # With a query, a page the server completes (SERVER_COMPLETED in routes.py) is the workers'.
        error_page 418 = @workers;
        if ($to_workers) {{ return 418; }}
{page_headers}        try_files $uri $uri/index.html @missing;
    }}

    location @workers {{
        # The workers send every header; an empty add_header stops the server-level ones doubling them.
        add_header X-Completed "";
{PROXY}    }}

    location ~ ^/({immutable})/ {{
{_header_lines("        ", '"public, max-age=31536000, immutable"')}        try_files $uri @missing;
    }}

    # The prerendered not-found pages answer 404, by their own path too: served from /__nf/
    # (internal), where their status stays 404 and the cache is told not to keep them.
    location ~ /__not-found(?:/|\\.data$|$) {{
        error_page 404 /__nf$not_found_page;
        return 404;
    }}

    location @missing {{
        error_page 418 = @negotiate;
        if ($negotiated_home) {{ return 418; }}
        if ($not_found_page = "") {{ return 302 /$home_lang; }}
        error_page 404 /__nf$not_found_page;
        return 404;
    }}

    # The workers' redirect to the visitor's language home, with its own headers (Vary, private).
    location @negotiate {{
        # An empty add_header adds nothing but stops the server-level headers from doubling.
        add_header X-Negotiated "";
{PROXY}    }}

    location ^~ /__nf/ {{
        internal;
        alias {dist}/;
{_header_lines("        ", '"no-store"')}        add_header x-remix-response $remix always;
        etag off;
    }}

    # The owner's view (decision 007): the workers serve its shell and assets with their headers
    # (no-store, noindex), the same way for /admin, /admin/… and /_admin/….
    location ~ ^/_?admin(?:/|$) {{
        # The workers send every header (no-store, noindex, CSP, HSTS behind https); an empty
        # add_header adds nothing but stops the server-level headers from doubling them.
        add_header X-Admin "";
{PROXY}    }}

    location /api/ {{
{PROXY}        proxy_next_upstream error timeout http_502;
        proxy_next_upstream_tries 2;
    }}

    location = /api/leads {{
        limit_req zone=bibliotheque_leads burst={options.leads_burst} nodelay;
{PROXY}        # A lead is a POST: never sent twice to another worker.
        proxy_next_upstream off;
    }}
}}
"""


STANDALONE = """\
# A whole nginx configuration around bibliotheque.conf (`nginx -c {folder}/nginx.conf -p {folder}`).
{load}worker_processes auto;
pid {folder}/nginx.pid;
error_log {folder}/error.log warn;
events {{ worker_connections 4096; }}
http {{
    access_log off;
    client_body_temp_path {folder}/body;
    proxy_temp_path {folder}/proxy;
    fastcgi_temp_path {folder}/fastcgi;
    uwsgi_temp_path {folder}/uwsgi;
    scgi_temp_path {folder}/scgi;
    sendfile on;
    include {folder}/bibliotheque.conf;
}}
"""


def write(options: NginxOptions, out: Path) -> list[Path]:
    """Writes `bibliotheque.conf` and `nginx.conf` into `out`; returns their paths."""
    out.mkdir(parents=True, exist_ok=True)
    folder = out.resolve()
    site = folder / "bibliotheque.conf"
    site.write_text(render(options), encoding="utf-8")
    brotli = options.brotli if options.brotli is not None else BROTLI_MODULE.exists()
    load = f"load_module {BROTLI_MODULE};\n" if brotli else ""
    whole = folder / "nginx.conf"
    whole.write_text(STANDALONE.format(folder=folder, load=load), encoding="utf-8")
    return [site, whole]
