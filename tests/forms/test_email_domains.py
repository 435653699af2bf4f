"""The e-mail check with its domain check memoised (`schemas.py`) answers as email_validator alone."""

from __future__ import annotations

from typing import Any

import pytest
from email_validator import EmailNotValidError, validate_email

from bibliotheque.forms.schemas import _CALLER

ADDRESSES = [
    "claire.martin@entreprise.example",
    "CLAIRE@Entreprise.EXAMPLE",
    "hélène.garçon@exemple.fr",
    "x@bücher.de",
    "x@XN--BCHER-KVA.DE",
    "x@münchen.",
    "x@localhost",
    "x@exemple.test",
    "x@sub.invalid",
    "x@-bad.fr",
    "x@bad-.fr",
    "x@a..fr",
    "x@" + "a" * 64 + ".fr",
    "x@exemple",
    "x@exemple.fr.",
    "x@[192.0.2.1]",
    "x@ex ample.fr",
    "x@exe\u200bmple.fr",
    "x@ｅｘａｍｐｌｅ.fr",
    "x@Ⅻ.fr",
]


def _outcome(address: str, check: Any) -> tuple[str, Any]:
    try:
        result = check(address, check_deliverability=False)
    except EmailNotValidError as exc:
        return "refused", str(exc)
    return "valid", (result.normalized, result.ascii_email, result.domain, result.ascii_domain)


def test_the_domain_check_is_the_memoised_one() -> None:
    """A new email_validator that checks domains elsewhere would make the memo useless: say so."""
    memo = _CALLER.validate_email_domain_name
    before = memo.cache_info().hits
    for _ in range(2):
        validate_email("claire.martin@exemple-memo.fr", check_deliverability=False)
    assert memo.cache_info().hits > before


@pytest.mark.parametrize("address", ADDRESSES)
def test_each_address_gets_the_unmemoised_answer(address: str, monkeypatch: pytest.MonkeyPatch) -> None:
    memoised = [_outcome(address, validate_email) for _ in range(2)]  # the second from the memo
    monkeypatch.setattr(_CALLER, "validate_email_domain_name", _CALLER.validate_email_domain_name.__wrapped__)
    assert memoised == [_outcome(address, validate_email)] * 2
