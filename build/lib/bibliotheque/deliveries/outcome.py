"""How one attempt ended: delivered, to retry, or failed for good."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True)
class Outcome:
    result: Literal["delivered", "retry", "permanent"]
    status_code: int | None
    # Short and free of personal data or secrets: it is stored and shown by `deliveries list`.
    error: str | None = None

    @classmethod
    def success(cls, status_code: int | None, note: str | None = None) -> Outcome:
        return cls("delivered", status_code, note)

    @classmethod
    def failure(cls, error: str, status_code: int | None, permanent: bool) -> Outcome:
        return cls("permanent" if permanent else "retry", status_code, error[:300])
