"""Refusals of the lead API as JSON a form can act on: one stable code per invalid field (422),
and a code for each other refusal (413, 429, 503).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from enum import StrEnum
from typing import Any, Literal

from fastapi import Request, Response
from fastapi.exception_handlers import http_exception_handler
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException as StarletteHTTPException


class FieldErrorCode(StrEnum):
    """Why a field was refused: a stable code that forms translate (an enum in the OpenAPI)."""

    REQUIRED = "required"
    EMAIL_INVALID = "email_invalid"
    EMAIL_LOCAL_TOO_LONG = "email_local_too_long"
    CONTROL_CHARACTERS = "control_characters"
    TOO_LONG = "too_long"
    TOO_SHORT = "too_short"
    INVALID_FORMAT = "invalid_format"
    INVALID_CHOICE = "invalid_choice"
    OUT_OF_RANGE = "out_of_range"
    INVALID_TYPE = "invalid_type"
    UNKNOWN_FIELD = "unknown_field"
    INVALID_JSON = "invalid_json"
    INVALID = "invalid"


class ProblemCode(StrEnum):
    """Why a request was refused other than for its fields (413, 429, 503)."""

    BODY_TOO_LARGE = "body_too_large"
    RATE_LIMITED = "rate_limited"
    UNAVAILABLE = "unavailable"


class FieldProblem(BaseModel):
    """One invalid field. Forms show the message for `code` from their own dictionaries."""

    field: str | None = Field(description="Dotted path of the field in the body; null: the whole body.")
    code: FieldErrorCode = Field(description="Stable code, for forms to translate.")
    message: str = Field(description="English explanation, for developers.")
    limit: int | None = Field(default=None, description="The bound that was crossed (length, count, value).")


class ValidationProblem(BaseModel):
    """422: the body is not a valid lead; `errors` lists every invalid field."""

    code: Literal["invalid_lead"] = "invalid_lead"
    errors: list[FieldProblem]


class Problem(BaseModel):
    """Any other refusal (413, 429, 503)."""

    code: ProblemCode
    message: str
    retry_after: int | None = Field(default=None, description="Seconds to wait (also in Retry-After).")


# Pydantic's error types, grouped into the codes forms translate.
_CODES: dict[str, FieldErrorCode] = {
    "missing": FieldErrorCode.REQUIRED,
    "email_invalid": FieldErrorCode.EMAIL_INVALID,
    "email_local_too_long": FieldErrorCode.EMAIL_LOCAL_TOO_LONG,
    "control_characters": FieldErrorCode.CONTROL_CHARACTERS,
    "string_too_long": FieldErrorCode.TOO_LONG,
    "too_long": FieldErrorCode.TOO_LONG,
    "string_too_short": FieldErrorCode.TOO_SHORT,
    "too_short": FieldErrorCode.TOO_SHORT,
    "string_pattern_mismatch": FieldErrorCode.INVALID_FORMAT,
    "literal_error": FieldErrorCode.INVALID_CHOICE,
    "enum": FieldErrorCode.INVALID_CHOICE,
    "greater_than": FieldErrorCode.OUT_OF_RANGE,
    "greater_than_equal": FieldErrorCode.OUT_OF_RANGE,
    "less_than": FieldErrorCode.OUT_OF_RANGE,
    "less_than_equal": FieldErrorCode.OUT_OF_RANGE,
    "extra_forbidden": FieldErrorCode.UNKNOWN_FIELD,
    "json_invalid": FieldErrorCode.INVALID_JSON,
}
_TYPE_ERRORS = ("_type", "_parsing", "answer_type", "finite_number", "int_from_float")

_MESSAGES: dict[FieldErrorCode, str] = {
    FieldErrorCode.REQUIRED: "This field is required.",
    FieldErrorCode.EMAIL_INVALID: "This is not a valid e-mail address.",
    FieldErrorCode.EMAIL_LOCAL_TOO_LONG: "The part before the @ is too long: at most {limit} characters.",
    FieldErrorCode.CONTROL_CHARACTERS: "Control characters (such as NUL or line breaks) are not allowed.",
    FieldErrorCode.TOO_LONG: "Too long: at most {limit}.",
    FieldErrorCode.TOO_SHORT: "Too short: at least {limit}.",
    FieldErrorCode.INVALID_FORMAT: "Not in the expected format.",
    FieldErrorCode.INVALID_CHOICE: "Not one of the allowed values.",
    FieldErrorCode.OUT_OF_RANGE: "Out of the allowed range (bound: {limit}).",
    FieldErrorCode.INVALID_TYPE: "Wrong type of value.",
    FieldErrorCode.UNKNOWN_FIELD: "Unknown field.",
    FieldErrorCode.INVALID_JSON: "The body is not valid JSON.",
    FieldErrorCode.INVALID: "Invalid value.",
}
_LIMIT_KEYS = ("max_length", "min_length", "le", "ge", "lt", "gt")


def _code(error_type: str) -> FieldErrorCode:
    if error_type in _CODES:
        return _CODES[error_type]
    if error_type.endswith(_TYPE_ERRORS) or error_type in _TYPE_ERRORS or error_type.startswith("model_"):
        return FieldErrorCode.INVALID_TYPE
    return FieldErrorCode.INVALID


def _limit(context: Mapping[str, Any] | None) -> int | None:
    for key in _LIMIT_KEYS:
        value = (context or {}).get(key)
        if isinstance(value, int | float) and not isinstance(value, bool):
            return int(value)
    return None


def _field(location: Sequence[int | str]) -> str | None:
    parts = [str(part) for part in location if part not in ("body", "[key]")]
    return ".".join(parts) or None


def field_problems(errors: Iterable[Mapping[str, Any]]) -> list[FieldProblem]:
    """One problem per field (the first error of a field is the one worth showing)."""
    problems: dict[str | None, FieldProblem] = {}
    for error in errors:
        field = _field(error.get("loc", ()))
        if field in problems:
            continue
        code = _code(str(error.get("type", "")))
        limit = _limit(error.get("ctx"))
        message = _MESSAGES[code].format(limit=limit if limit is not None else "?")
        if code is FieldErrorCode.EMAIL_INVALID and error.get("ctx", {}).get("reason"):
            message = f"{message} {error['ctx']['reason']}"
        problems[field] = FieldProblem(field=field, code=code, message=message, limit=limit)
    return list(problems.values())


def problem_response(problem: Problem, status: int, headers: Mapping[str, str] | None = None) -> JSONResponse:
    return JSONResponse(problem.model_dump(mode="json"), status_code=status, headers=headers)


def problem_bytes(problem: Problem) -> bytes:
    """The body of a refusal sent below FastAPI (by the body-size middleware)."""
    return json.dumps(problem.model_dump(mode="json")).encode()


async def validation_problem_handler(request: Request, exc: Exception) -> JSONResponse:
    """Turns FastAPI's validation error into `ValidationProblem` (without echoing the input)."""
    assert isinstance(exc, RequestValidationError)
    problem = ValidationProblem(errors=field_problems(exc.errors()))
    return JSONResponse(problem.model_dump(mode="json"), status_code=422)


async def http_problem_handler(request: Request, exc: Exception) -> Response:
    """FastAPI answers 400 to a body it cannot decode (not UTF-8); for a form, that is invalid JSON
    like any other (the API raises no 400 of its own). Other HTTP errors keep FastAPI's answer."""
    assert isinstance(exc, StarletteHTTPException)
    if exc.status_code == 400:
        problem = ValidationProblem(errors=field_problems([{"loc": ("body",), "type": "json_invalid"}]))
        return JSONResponse(problem.model_dump(mode="json"), status_code=422)
    return await http_exception_handler(request, exc)
