"""The admin API's JSON shapes (the web client's types are generated from them via OpenAPI)."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pydantic import BaseModel, Field

RefusalCode = Literal[
    "invalid_credentials", "rate_limited", "signed_out", "forbidden_origin", "csrf", "not_found"
]


class AdminProblem(BaseModel):
    """A refused admin request. Sign-in failures never say whether the address or the password was wrong."""

    code: RefusalCode
    message: str
    retry_after: int | None = Field(default=None, description="Seconds to wait (also in Retry-After).")


class Credentials(BaseModel):
    email: str = Field(max_length=320)
    password: str = Field(max_length=1024)


class SessionPublic(BaseModel):
    """Who is signed in, and the token to send in X-CSRF-Token with each state-changing request."""

    email: str
    csrf_token: str
    expires_at: dt.datetime
