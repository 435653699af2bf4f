"""A lead form posted without JavaScript and refused (issue 33, point 2): the page it was posted
from, that same form showing the problem and the visitor's input.

The form is found in the page's prerendered HTML by its hidden `form_kind` (and `tool_slug`,
`resource_slug`). A problem with the address: the typed address back in its field, marked invalid
and focused, the message under it (templates/lead_email_error.html). Any other problem (too many
posts, the server): the form's own error line, the address kept. Fields the post carried that the
form does not (the landing page's campaign read from the `Referer`) are added as hidden fields, so
that sending again stores them.
"""

from __future__ import annotations

import re
from html import escape, unescape

from bibliotheque.http.problems import FieldErrorCode
from bibliotheque.server.html_templates import hidden_fields, render
from bibliotheque.server.page_slot import Headers, as_posted

_LEAD_FORM = re.compile(r'<form\b[^>]*\baction="/api/leads(?:#[^"]*)?"[^>]*>.*?</form>', re.DOTALL)
_HIDDEN = re.compile(r'<input type="hidden" name="([^"]+)" value="([^"]*)"/>')
_EMAIL_INPUT = re.compile(r'<input\b[^>]*\bname="email"[^>]*/>')
_ALERT = re.compile(r'(<p role="alert"[^>]*>)(</p>)')
_ID = re.compile(r'\bid="([^"]+)"')
_NAME = re.compile(r'\bname="([^"]+)"')
_ERROR_CLASS = "text-sm font-medium text-red-700 dark:text-red-300"
# What the visitor can correct in the address; any other problem is the form's, not theirs.
EMAIL_CODES = frozenset(
    {
        FieldErrorCode.REQUIRED,
        FieldErrorCode.EMAIL_INVALID,
        FieldErrorCode.EMAIL_LOCAL_TOO_LONG,
        FieldErrorCode.TOO_LONG,
        FieldErrorCode.TOO_SHORT,
        FieldErrorCode.CONTROL_CHARACTERS,
    }
)


def refused_form(
    html: str, headers: Headers, fields: dict[str, str], problem: str, message: str
) -> tuple[bytes, Headers] | None:
    """The page (`html`) with the posted form showing `message` for `problem` and the input;
    None when the page has no such form."""
    wanted = {k: fields.get(k, "") for k in ("form_kind", "tool_slug", "resource_slug")}
    found = None
    for form in _LEAD_FORM.finditer(html):
        hidden = dict(_HIDDEN.findall(form.group(0)))
        if all(unescape(hidden.get(k, "")) == v for k, v in wanted.items() if v or k == "form_kind"):
            found = form
            break
    if found is None:
        return None
    form_html = found.group(0)
    carried = {unescape(name) for name in _NAME.findall(form_html)}
    # What the form did not carry itself (the landing page's campaign read from the Referer).
    extra = hidden_fields(
        (k, v) for k, v in fields.items() if k not in ("email", "website") and k not in carried and v
    )
    email = _EMAIL_INPUT.search(form_html)
    if email is None:
        return None
    tag = email.group(0)
    named = _ID.search(tag)
    input_id = named.group(1) if named else "lead-email"
    error_id = f"{input_id}-error"
    tag = re.sub(r'\svalue="[^"]*"', "", tag)
    tag = tag.replace(' aria-invalid="true"', "")
    tag = re.sub(r'\saria-describedby="[^"]*"', "", tag)
    tag = tag.replace("border-slate-500 dark:border-slate-500", "border-red-600 dark:border-red-400")
    if problem in {code.value for code in EMAIL_CODES} or problem == "invalid":
        extras = f' value="{escape(fields.get("email", ""))}" aria-invalid="true" aria-describedby="{error_id}" autofocus=""'
        tag = tag[:-2] + extras + "/>"
        form_html = (
            form_html[: email.start()]
            + tag
            + render("lead_email_error.html", id=error_id, css=_ERROR_CLASS, message=message)
            + form_html[email.end() :]
        )
    else:
        # Not the address's fault: the form's own error line, the address kept.
        tag = email.group(0).replace(' value=""', "")
        tag = tag[:-2] + f' value="{escape(fields.get("email", ""))}" autofocus=""/>'
        form_html = form_html[: email.start()] + tag + form_html[email.end() :]
        form_html = _ALERT.sub(lambda m: m.group(1) + escape(message) + m.group(2), form_html, count=1)
    open_end = form_html.index(">") + 1
    form_html = form_html[:open_end] + extra + form_html[open_end:]
    html = html[: found.start()] + form_html + html[found.end() :]
    body = as_posted(html).encode()
    return body, [*headers, (b"content-length", str(len(body)).encode())]
