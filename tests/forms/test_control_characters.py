"""The characters a lead's fields refuse: exactly Unicode's controls (Cc), surrogates (Cs) and the
bidi overrides, whichever way the check is written."""

from __future__ import annotations

import sys
import unicodedata

import pytest
from pydantic import ValidationError

from bibliotheque.forms.schemas import _BIDI_CONTROLS, LeadCreate, _reject_control_characters
from tests.leads.factory import lead_payload


def _refused(text: str) -> bool:
    try:
        _reject_control_characters(text)
    except ValueError:
        return True
    return False


def test_every_code_point_is_refused_exactly_when_it_is_a_control_a_surrogate_or_a_bidi_override() -> None:
    for point in range(sys.maxunicode + 1):
        char = chr(point)
        expected = unicodedata.category(char) in ("Cc", "Cs") or char in _BIDI_CONTROLS
        assert _refused(f"a{char}b") is expected, f"U+{point:04X}"


@pytest.mark.parametrize("char", ["\x00", "\n", "\x85", "\ud800", "\u202e"])
def test_a_field_holding_one_is_invalid(char: str) -> None:
    with pytest.raises(ValidationError, match="control_characters"):
        LeadCreate.model_validate(lead_payload(utm_term=f"x{char}y"))
