"""Lead forms posted without JavaScript (DESIGN §8): `application/x-www-form-urlencoded` to `/api/leads`.

The fields become the JSON body the browser's script would send and go through the API itself
(same validation, honeypot, size and rate limits, counted once: the API counts them). Stored, repeated or dropped (201, 200, 202):
303 to the prerendered `/{lang}/thanks?from=<page>`; a resource's e-mail gate instead gets its page
back, the gate showing the links to the files the API answered (no page names them before;
resource_posts.py), and a
lead-capturing tool's form its result page (tool_posts.py, decision 018; answers to correct are
answered before any lead is stored). Anything else (issue 33, point 2; refused_form.py): the page
the form was posted from, with the API's status, that same form showing the message of the problem
under the typed address (focused), its own title, texts and button, and every field it carried put
back, so the visitor corrects and sends again (with the API's `Retry-After` when it gave one: 429,
503). The form is found in the page's prerendered HTML by its hidden `form_kind` (and `tool_slug`);
a tool's form is found on its page for the answers it carried (tool_pages.py). The page is
answered at `/api/leads`, so its hydration scripts are left out: it is the page as it reads without JavaScript, never the script's router at a path it
does not know. A form found nowhere (a page since removed): the prerendered `/{lang}/subscribe`
page, its generic form carrying the posted context. Posts from another site are refused (403):
browsers send `Sec-Fetch-Site` and `Origin` with every form post.

UTM values: the script sends the visit's first-touch values (web/src/shared/campaign.ts). Without
it, the server takes those of the page the form was posted from, read from the post's `Referer`
(the site sends `strict-origin-when-cross-origin`, so a same-origin post carries the full URL):
the visitor's landing page when they convert where they landed; a page reached by a plain link has
none, and none are invented. Values the form already carries (a form shown again) are kept.
"""

from __future__ import annotations

import json
import logging
import re
from html import escape, unescape
from typing import Any
from urllib.parse import parse_qs, parse_qsl, quote, urlsplit

from starlette.types import Scope

from bibliotheque.leads.fast_path import ENDPOINT
from bibliotheque.server.html_templates import hidden_fields
from bibliotheque.server.page_slot import DROPPED_HEADERS, Headers
from bibliotheque.server.refused_form import EMAIL_CODES, refused_form
from bibliotheque.server.resource_posts import download_urls, gate_ready
from bibliotheque.server.security import content_security_policy, security_headers
from bibliotheque.server.site_files import SiteFiles
from bibliotheque.server.tool_pages import ToolPages
from bibliotheque.server.tool_posts import ToolPost, read_tool_post, tool_page

log = logging.getLogger("bibliotheque.server")


FORM_TYPE = "application/x-www-form-urlencoded"
_BACK = 'data-lead-back="" href="'
_EMAIL = 'data-lead-email=""'
_ERROR = re.compile(r'<p id="lead-page-error" data-lead-error="([^"]*)"([^>]*)></p>')
_CONTEXT = re.compile(r'<div data-lead-context="">(.*?)</div>', re.DOTALL)
_PLAIN_HEADERS = security_headers(content_security_policy(None))


UTM_KEYS = ("utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content")
UTM_MAX = 200
# What the API refuses in a text (as campaign.ts): such a value is left out, not failing the post.
_REFUSED = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def utm_from_referer(scope: Scope) -> dict[str, str]:
    """The UTM values of the same-origin page the form was posted from, as the API accepts them."""
    referer = _header(scope, b"referer")
    if not referer:
        return {}
    url = urlsplit(referer)
    if url.netloc != (_header(scope, b"host") or ""):
        return {}
    found: dict[str, str] = {}
    for name, value in parse_qsl(url.query):
        value = value.strip()
        if name in UTM_KEYS and name not in found and value and not _REFUSED.search(value):
            found[name] = value[:UTM_MAX]
    return found


def is_form_post(scope: Scope) -> bool:
    if scope["path"] != ENDPOINT or scope["method"] != "POST":
        return False
    for name, value in scope["headers"]:
        if name == b"content-type":
            return bool(value.split(b";")[0].strip().lower() == FORM_TYPE.encode())
    return False


def _header(scope: Scope, wanted: bytes) -> str | None:
    for name, value in scope["headers"]:
        if name == wanted:
            return str(value.decode("latin-1"))
    return None


def same_site(scope: Scope) -> bool:
    """The post comes from one of the site's own pages (or a client that says nothing)."""
    fetch_site = _header(scope, b"sec-fetch-site")
    if fetch_site is not None:
        return fetch_site in {"same-origin", "none"}
    origin = _header(scope, b"origin")
    if origin is None or origin == "null":
        return origin is None
    return urlsplit(origin).netloc == (_header(scope, b"host") or "")


class FormPosts:
    """Answers form posts of the lead forms, through the API app given."""

    def __init__(
        self, site: SiteFiles, api: Any, max_body_bytes: int, tool_pages: ToolPages | None = None
    ) -> None:
        self.site = site
        self.api = api
        self.tool_pages = tool_pages
        self.max_body_bytes = max_body_bytes
        self.langs = site.langs
        self.pages = {
            path: site.files[path]
            for lang in site.langs
            for path in (f"/{lang}/thanks", f"/{lang}/subscribe")
            if path in site.files
        }

    def handles_get(self, path: str) -> bool:
        return path.rstrip("/") in self.pages and path.rstrip("/").endswith("/thanks")

    def _page(self, path: str) -> tuple[str, Headers]:
        file = self.pages[path]
        headers = [(k, v) for k, v in file.identity.headers if k not in DROPPED_HEADERS]
        return file.identity.body.decode("utf-8"), [
            *headers,
            (b"cache-control", b"no-store"),
            (b"x-robots-tag", b"noindex"),
        ]

    def _back(self, lang: str, page: str | None) -> str:
        """`page` when it is one of the site's pages in `lang`, else the home page."""
        if page and page.startswith(f"/{lang}") and page.rstrip("/") in self.site.files:
            return page.rstrip("/") or f"/{lang}"
        return f"/{lang}"

    def thanks(self, path: str, query_string: bytes) -> tuple[bytes, Headers]:
        """`/{lang}/thanks?from=…`: the back link leads to the page of the form, which the audit
        link names as its referrer."""
        path = path.rstrip("/")
        lang = path.split("/")[1]
        html, headers = self._page(path)
        page = (parse_qs(query_string.decode("latin-1")).get("from") or [""])[0]
        back = self._back(lang, page)
        html = html.replace(_BACK + f'/{lang}"', _BACK + escape(back) + '"', 1)
        # The audit link's referrer (web/src/features/pages/lead-pages.tsx): the form's page.
        html = html.replace(f"referrer={quote(path, safe='')}", f"referrer={quote(back, safe='')}", 1)
        body = html.encode()
        return body, [*headers, (b"content-length", str(len(body)).encode())]

    async def __call__(self, scope: Scope, receive: Any, send: Any, extra: Headers) -> None:
        if not same_site(scope):
            await _plain(send, 403, b"Cross-site form posts are refused.", extra)
            return
        raw = await _read(receive, self.max_body_bytes)
        fields: dict[str, str] = {}
        if raw is not None:
            for name, value in parse_qsl(raw.decode("utf-8", errors="replace"), keep_blank_values=True):
                fields[name] = value
        for name, value in utm_from_referer(scope).items():
            if not fields.get(name):
                fields[name] = value
        lang = fields.get("lang", "")
        if lang not in self.langs:
            lang = self.langs[0]
        tool = self._tool_post(lang, fields)
        if tool is not None and tool.problems and raw is not None and self.tool_pages is not None:
            await _page(send, *tool_page(self.tool_pages, tool, fields.get("email", ""), result=False), extra)
            return
        problem: str | None = "failed"
        answer = b""
        retry: Headers = []
        if raw is None:
            status = 413
        else:
            body = json.dumps(lead_body(tool.lead_fields(fields) if tool else fields)).encode()
            status, answer, answer_headers = await self._call_api(scope, body)
            problem = _problem(status, answer)
            retry = [(k, v) for k, v in answer_headers if k == b"retry-after"]
        if problem is None and fields.get("form_kind") == "resource":
            ready = self._resource_ready(lang, fields, answer)
            if ready is not None:
                await send({"type": "http.response.start", "status": 200, "headers": ready[1] + extra})
                await send({"type": "http.response.body", "body": ready[0]})
                return
        if problem is None and tool is not None and self.tool_pages is not None:
            await _page(send, *tool_page(self.tool_pages, tool, fields.get("email", ""), result=True), extra)
            return
        if problem is None:
            target = f"/{lang}/thanks?from={quote(self._back(lang, fields.get('page_path')), safe='/')}"
            headers = [(b"location", target.encode()), (b"content-length", b"0"), *_PLAIN_HEADERS, *extra]
            await send({"type": "http.response.start", "status": 303, "headers": headers})
            await send({"type": "http.response.body", "body": b""})
            return
        own = self._own_form(lang, fields, problem)
        if own is not None:
            body_html, headers = own
        elif f"/{lang}/subscribe" not in self.pages:
            await _plain(send, status, problem.encode(), [*retry, *extra])
            return
        else:
            body_html, headers = self._subscribe(lang, fields, problem)
        await send({"type": "http.response.start", "status": status, "headers": headers + retry + extra})
        await send({"type": "http.response.body", "body": body_html})

    def _messages(self, lang: str) -> dict[str, str]:
        if f"/{lang}/subscribe" not in self.pages:
            return {}
        match = _ERROR.search(self._page(f"/{lang}/subscribe")[0])
        return json.loads(unescape(match.group(1))) if match else {}

    def _tool_post(self, lang: str, fields: dict[str, str]) -> ToolPost | None:
        """The answers of a lead-capturing tool's form (tool_posts.py), when the post is one."""
        if fields.get("form_kind") != "tool" or self.tool_pages is None:
            return None
        return read_tool_post(self.tool_pages, self._back(lang, fields.get("page_path")), fields)

    def _origin_page(self, lang: str, fields: dict[str, str]) -> tuple[str, Headers] | None:
        """The HTML of the page the form was posted from: a lead-capturing tool's page for the
        answers its form carried (its e-mail step, decision 018), else the prerendered page."""
        path = self._back(lang, fields.get("page_path"))
        tool = self._tool_post(lang, fields)
        if tool is not None and self.tool_pages is not None:
            rendered = self.tool_pages.render(path, tool.query)
            if rendered is not None:
                return rendered[1].decode("utf-8"), [(k, v) for k, v in rendered[2] if k != b"content-length"]
        file = self.site.files.get(path)
        if file is None or not file.is_html:
            return None
        headers = [(k, v) for k, v in file.identity.headers if k not in DROPPED_HEADERS]
        return file.identity.body.decode("utf-8"), [
            *headers,
            (b"cache-control", b"no-store"),
            (b"x-robots-tag", b"noindex"),
        ]

    def _resource_ready(
        self, lang: str, fields: dict[str, str], answer: bytes
    ) -> tuple[bytes, Headers] | None:
        """The page the gate was posted from, the gate showing the links to the files the lead API
        answered (issue 33, point 3: no page names them before the address is stored). None: no
        file was answered (a robot's dropped post) or the gate is not found; the thanks page then."""
        urls = download_urls(answer)
        page = self._origin_page(lang, fields) if urls else None
        return None if page is None else gate_ready(*page, fields.get("resource_slug", ""), urls)

    def _own_form(self, lang: str, fields: dict[str, str], problem: str) -> tuple[bytes, Headers] | None:
        """The page the form was posted from, that form showing the problem and the visitor's input."""
        page = self._origin_page(lang, fields)
        if page is None:
            return None
        messages = self._messages(lang)
        message = messages.get(problem) or messages.get("rejected", "")
        return refused_form(*page, fields, problem, message)

    def _subscribe(self, lang: str, fields: dict[str, str], problem: str) -> tuple[bytes, Headers]:
        html, headers = self._page(f"/{lang}/subscribe")
        match = _ERROR.search(html)
        if match:
            messages: dict[str, str] = json.loads(unescape(match.group(1)))
            text = messages.get(problem) or messages.get("rejected", "")
            html = html[: match.end() - 4] + escape(text) + html[match.end() - 4 :]
        html = html.replace(
            _EMAIL, f'value="{escape(fields.get("email", ""))}" aria-invalid="true" {_EMAIL}', 1
        )
        context = hidden_fields((k, v) for k, v in fields.items() if k not in ("email", "website") and v)
        html = _CONTEXT.sub(lambda _: f'<div data-lead-context="">{context}</div>', html, count=1)
        html = html.replace(
            _BACK + f'/{lang}"', _BACK + escape(self._back(lang, fields.get("page_path"))) + '"', 1
        )
        body = html.encode()
        return body, [*headers, (b"content-length", str(len(body)).encode())]

    async def _call_api(self, scope: Scope, body: bytes) -> tuple[int, bytes, Headers]:
        """The API's status, body and headers for this JSON body, the client's address and headers kept."""
        headers = [(k, v) for k, v in scope["headers"] if k not in (b"content-type", b"content-length")]
        headers += [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
        inner = {**scope, "headers": headers}
        sent = False

        async def receive() -> dict[str, Any]:
            nonlocal sent
            if sent:
                return {"type": "http.disconnect"}
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}

        status = 500
        chunks: list[bytes] = []
        headers_out: Headers = []

        async def send(message: dict[str, Any]) -> None:
            nonlocal status, headers_out
            if message["type"] == "http.response.start":
                status = message["status"]
                headers_out = list(message.get("headers", []))
            elif message["type"] == "http.response.body":
                chunks.append(message.get("body", b""))

        await self.api(inner, receive, send)
        return status, b"".join(chunks), headers_out


def _number(text: str) -> int | float | str:
    """A number as JSON would carry it; the text itself when it is none (the API then says so)."""
    if re.fullmatch(r"-?\d{1,15}", text):
        return int(text)
    if re.fullmatch(r"-?\d{1,15}\.\d{1,10}", text):
        return float(text)
    return text


def lead_body(fields: dict[str, str]) -> dict[str, Any]:
    """The JSON body the script would send for these form fields. Hidden fields the form did not
    fill are left out, as the script leaves them out; a tool's e-mail offer (tool_pages.py) sends
    its score as `tool_score` and its answers as `tool_answers.<question id>`, numbers."""
    body: dict[str, Any] = {}
    answers: dict[str, int | float | str] = {}
    for name, value in fields.items():
        if value == "" and name != "email":
            continue
        if name.startswith("tool_answers."):
            answers[name.removeprefix("tool_answers.")] = _number(value)
        elif name == "tool_score":
            body[name] = _number(value)
        else:
            body[name] = value
    if answers:
        body["tool_answers"] = answers
    return body


def _problem(status: int, answer: bytes) -> str | None:
    """None when the lead is stored (or dropped as a robot's), else the code of its message."""
    if status in (200, 201, 202):
        return None
    if status == 429:
        return "rate_limited"
    if status != 422:
        return "failed"
    try:
        errors = json.loads(answer).get("errors", [])
    except (ValueError, AttributeError):
        return "rejected"
    for error in errors:
        if error.get("field") == "email":
            code = str(error.get("code"))
            return code if code in EMAIL_CODES else "invalid"
    return "rejected"


async def _read(receive: Any, limit: int) -> bytes | None:
    """The request body, or None once it passes `limit` bytes."""
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return b"".join(chunks)
        chunk: bytes = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            return None
        chunks.append(chunk)
        if not message.get("more_body", False):
            return b"".join(chunks)


async def _page(send: Any, status: int, body: bytes, headers: Headers, extra: Headers) -> None:
    await send({"type": "http.response.start", "status": status, "headers": headers + extra})
    await send({"type": "http.response.body", "body": body})


async def _plain(send: Any, status: int, text: bytes, extra: Headers) -> None:
    headers = [
        (b"content-type", b"text/plain; charset=utf-8"),
        (b"content-length", str(len(text)).encode()),
        *_PLAIN_HEADERS,
        *extra,
    ]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": text})
