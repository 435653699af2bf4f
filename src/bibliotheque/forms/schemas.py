"""What `POST /api/leads` accepts (`LeadCreate`) and answers (`LeadPublic`, problems).

Every string is bounded and refuses control characters (NUL included), lone surrogates and bidi
overrides: they have no place in a form field, and some (NUL, surrogates) cannot be stored.
"""

from __future__ import annotations

import math
import re
import sys
import uuid
from functools import lru_cache
from typing import Annotated, Any, Literal

from email_validator import SPECIAL_USE_DOMAIN_NAMES, EmailNotValidError, validate_email
from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PlainValidator,
    StringConstraints,
    WithJsonSchema,
)
from pydantic_core import PydanticCustomError

from bibliotheque.built_site import FileDownload
from bibliotheque.langs import Lang

# The API's enums: the one definition of each. Every table keyed by one of them (labels, e-mail
# decisions, samples, the admin's words) is built with `bibliotheque.exhaustive.keyed_by` or a
# `match` ending in `assert_never`, and the browser's types are generated from the OpenAPI.
FormKind = Literal["inline-middle", "inline-end", "modal", "ai-modal", "tool", "share", "resource"]
# What opened a modal (web/src/features/conversion/use-modal-triggers.ts fires these).
Trigger = Literal["time", "scroll", "exit", "keyword"]

MAX_ANSWERS = 50
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


# Unicode's Cc (C0 and C1 controls) and Cs (surrogates) categories are closed, fixed sets: one
# character class, checked in one pass (a category lookup per character cost ~40 µs per lead).
_FORBIDDEN = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff" + "".join(sorted(_BIDI_CONTROLS)) + "]")


def _reject_control_characters(value: Any) -> Any:
    if isinstance(value, str) and _FORBIDDEN.search(value):
        raise PydanticCustomError(
            "control_characters", "Control characters (NUL, line breaks, …) are not allowed."
        )
    return value


# email_validator checks the domain of each address again (IDNA and UTS 46, character by
# character: ~20 µs, half of a lead's validation), although visitors write few distinct domains.
# That check is a pure function of the domain's text: memoised in the module that calls it (a
# refused domain raises, and is not kept). tests/forms/test_email_domains.py holds it to the
# unmemoised answers, and notices if a new email_validator no longer calls it from there.
_CALLER: Any = sys.modules[validate_email.__module__]
if not hasattr(_CALLER.validate_email_domain_name, "cache_info"):
    _CALLER.validate_email_domain_name = lru_cache(maxsize=4096)(_CALLER.validate_email_domain_name)


# RFC 5321 §4.5.3.1.1: at most 64 before the `@` (email_validator checks it in its strict mode only).
LOCAL_PART_MAX = 64


class LocalPartTooLong(EmailNotValidError):
    """The part before the `@` is longer than RFC 5321 allows."""


def email_address(value: str) -> str:
    """The project's one e-mail check (leads and admin accounts): email_validator's syntax, without
    DNS, and at most `LOCAL_PART_MAX` characters before the `@`. The address normalised, or
    EmailNotValidError (LocalPartTooLong for that case) saying why."""
    address = validate_email(value, check_deliverability=False)
    if len(address.local_part) > LOCAL_PART_MAX:
        raise LocalPartTooLong(
            f"The part before the @-sign has {len(address.local_part)} characters: "
            f"at most {LOCAL_PART_MAX} (RFC 5321)."
        )
    return address.normalized


def _valid_email(value: str) -> str:
    try:
        return email_address(value)
    except LocalPartTooLong:
        raise PydanticCustomError(
            "email_local_too_long",
            "The part before the @ is too long: at most {max_length} characters.",
            {"max_length": LOCAL_PART_MAX},
        ) from None
    except EmailNotValidError as exc:
        raise PydanticCustomError(
            "email_invalid", "Not a valid e-mail address: {reason}", {"reason": str(exc)}
        ) from None


_Clean = BeforeValidator(_reject_control_characters)


def _any_case(word: str) -> str:
    return "".join(f"[{ch}{ch.upper()}]" for ch in word)


# What `_valid_email` refuses beyond the syntax of idn-email, said in the schema: more than 64
# characters before the `@`, a domain without a dot or ending with one, and the special-use domains (RFC 6761: `x@y.test`, `x@localhost`…).
_SPECIAL_USE = "|".join(_any_case(name) for name in SPECIAL_USE_DOMAIN_NAMES)
EMAIL_PATTERN = rf"^[^@]{{1,{LOCAL_PART_MAX}}}@(?!(?:[^@]*\.)?(?:{_SPECIAL_USE})$)[^@]*[^@.]\.[^@.]+$"

Email = Annotated[
    str,
    StringConstraints(min_length=3, max_length=254),
    _Clean,
    AfterValidator(_valid_email),
    Field(
        description="The visitor's address, internationalised ones included (checked without DNS).",
        # idn-email (RFC 6531), not email (ASCII only): `é@exemple.fr` is accepted.
        json_schema_extra={"format": "idn-email", "pattern": EMAIL_PATTERN},
    ),
]
SLUG_PATTERN = r"^[a-z0-9]+(?:-[a-z0-9]+)*$"
PATH_PATTERN = r"^/[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$"
TOKEN_PATTERN = r"^[a-z0-9][a-z0-9_-]*$"
# What `_reject_control_characters` refuses, said in the schema (lone surrogates aside: JSON Schema
# cannot name them, and no client sends them).
TEXT_PATTERN = r"^[^\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]*$"
# The constraints come first so that the control-character check (a before-validator) wraps them
# and they stay visible in the JSON Schema.
Slug = Annotated[str, StringConstraints(max_length=80, pattern=SLUG_PATTERN), _Clean]
Token = Annotated[str, StringConstraints(max_length=64, pattern=TOKEN_PATTERN), _Clean]
PagePath = Annotated[str, StringConstraints(min_length=1, max_length=512, pattern=PATH_PATTERN), _Clean]
ShortText = Annotated[str, StringConstraints(max_length=200, pattern=TEXT_PATTERN), _Clean]

MAX_ANSWER = 1_000_000_000
MAX_ANSWER_TEXT = 200


def _answer(value: Any) -> int | float | str:
    """One answer: a number (a range or an option's index) or a short text (an option's value)."""
    if isinstance(value, str):
        _reject_control_characters(value)
        if len(value) > MAX_ANSWER_TEXT:
            raise PydanticCustomError(
                "string_too_long", "At most {max_length} characters.", {"max_length": MAX_ANSWER_TEXT}
            )
        return value
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise PydanticCustomError("answer_type", "An answer is a number or a text.")
    if not math.isfinite(value) or abs(value) > MAX_ANSWER:
        raise PydanticCustomError("less_than_equal", "At most {le} in absolute value.", {"le": MAX_ANSWER})
    return value


def _integral(value: Any) -> Any:
    """JSON does not tell 64 from 64.0 (a JSON Schema integer either way); Python does."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


Score = Annotated[int, Field(ge=0, le=100), BeforeValidator(_integral)]

_ANSWER_SCHEMA: dict[str, Any] = {
    "anyOf": [
        {"type": "number", "minimum": -MAX_ANSWER, "maximum": MAX_ANSWER},
        {"type": "string", "maxLength": MAX_ANSWER_TEXT, "pattern": TEXT_PATTERN},
    ]
}
AnswerValue = Annotated[int | float | str, PlainValidator(_answer), WithJsonSchema(_ANSWER_SCHEMA)]
Answers = Annotated[
    dict[Slug, AnswerValue],
    Field(max_length=MAX_ANSWERS),
    WithJsonSchema(
        {
            "type": "object",
            "description": "Answers by question id.",
            "maxProperties": MAX_ANSWERS,
            "propertyNames": {"maxLength": 80, "pattern": SLUG_PATTERN},
            "additionalProperties": _ANSWER_SCHEMA,
        }
    ),
]


class LeadCreate(BaseModel):
    """A submission of one of the site's forms."""

    model_config = ConfigDict(
        extra="forbid",
        strict=True,
        json_schema_extra={
            "examples": [
                {
                    "email": "claire.martin@entreprise.example",
                    "form_kind": "tool",
                    "page_path": "/fr/tool/indice-maturite",
                    "lang": "fr",
                    "tool_slug": "indice-maturite",
                    "tool_answers": {"pilotage": 2, "outils": "tableur"},
                    "tool_score": 64,
                    "utm_source": "bibliotheque-pme",
                }
            ]
        },
    )

    email: Email
    form_kind: FormKind = Field(description="Which form was used.")
    trigger: Trigger | None = Field(default=None, description="What opened a modal.")
    page_path: PagePath = Field(description="Path of the page the form was on, e.g. /fr/article/x.")
    lang: Lang = Field(description="Language of the page.")
    article_slug: Slug | None = Field(default=None, description="Article the form was on.")
    category_slug: Slug | None = Field(default=None, description="Category of that article or page.")
    sector_slug: Slug | None = Field(default=None, description="Sector (industry) page or guide's sector.")
    guide_slug: Slug | None = Field(default=None, description="Sector guide the form was on.")
    tool_slug: Slug | None = Field(default=None, description="Tool or assessment whose e-mail step this is.")
    tool_answers: Answers | None = Field(default=None, description="The tool's answers by question id.")
    tool_score: Score | None = Field(default=None, description="The tool's score, 0–100.")
    resource_slug: Slug | None = Field(
        default=None, description="Resource whose file the e-mail gate delivers (form `resource`)."
    )
    utm_source: ShortText | None = Field(default=None, description="utm_source of the visit.")
    utm_medium: ShortText | None = Field(default=None, description="utm_medium of the visit.")
    utm_campaign: ShortText | None = Field(default=None, description="utm_campaign of the visit.")
    utm_term: ShortText | None = Field(default=None, description="utm_term of the visit.")
    utm_content: ShortText | None = Field(default=None, description="utm_content of the visit.")
    website: ShortText | None = Field(
        default=None, description="Anti-spam trap, hidden from people: leave it out or empty."
    )

    @property
    def is_bot(self) -> bool:
        """The honeypot field is filled: only a robot sees it."""
        return bool(self.website and self.website.strip())


class LeadPublic(BaseModel):
    """The stored lead: `created` is false when an identical submission was already stored."""

    id: uuid.UUID = Field(description="Identifier of the lead (the same for a repeated submission).")
    created: bool = Field(description="True: stored now (201); false: already stored (200).")
    downloads: list[FileDownload] = Field(
        default_factory=list,
        description="A `resource` lead for a resource given against an e-mail: its files in the "
        "lead's language, main file first (no page names their URLs). Empty for any other lead.",
    )


class LeadIgnored(BaseModel):
    """The answer to a submission that is silently dropped."""

    status: Literal["accepted"] = "accepted"
