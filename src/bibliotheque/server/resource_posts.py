"""A resource's e-mail gate posted without JavaScript, once the lead is stored (issue 33, point 3).

No page names a gated file before the address is stored: the lead API's answer gives the files
(`downloads`), and the gate's page comes back with the gate showing their links
(templates/resource_ready.html), as the script's gate does. The gate is found in the page by its
slot (`data-resource-gate`, built_site.ResourceGateSlot), which gives its texts.
"""

from __future__ import annotations

import json
import re
from html import unescape

from bibliotheque.built_site import ResourceGateSlot
from bibliotheque.server.html_templates import render
from bibliotheque.server.page_slot import Headers, as_posted

# A resource's e-mail gate: its slot, its text and its form.
_GATE = re.compile(r'<div data-resource-gate="([^"]*)">.*?</form></div>', re.DOTALL)


def download_urls(answer: bytes) -> list[str]:
    """The files' URLs in the lead API's answer; none for a robot's dropped post or a bad body."""
    try:
        downloads = json.loads(answer).get("downloads") or []
    except (ValueError, AttributeError):
        return []
    return [d["url"] for d in downloads if isinstance(d, dict) and isinstance(d.get("url"), str)]


def gate_ready(html: str, headers: Headers, slug: str, urls: list[str]) -> tuple[bytes, Headers] | None:
    """The gate's page (`html`) with gate `slug` showing the links, as the answer to the post;
    None when the page has no such gate."""
    for gate in _GATE.finditer(html):
        slot = ResourceGateSlot.model_validate_json(unescape(gate.group(1)))
        if slot.slug != slug:
            continue
        ready = render("resource_ready.html", slot=slot, links=list(zip(urls, slot.files, strict=False)))
        html = html[: gate.start()] + ready + html[gate.end() :]
        body = as_posted(html).encode()
        return body, [*headers, (b"content-length", str(len(body)).encode())]
    return None
