"""`keyed_by`: a table keyed by an API enum has every value and nothing else, or raises."""

from __future__ import annotations

from typing import Literal

import pytest

from bibliotheque.exhaustive import IncompleteTable, keyed_by, values_of

Colour = Literal["red", "green"]


def test_values_of_flattens_optional_and_nested_literals() -> None:
    assert values_of(Colour | None) == ("red", "green")
    assert values_of(Literal[Colour, "blue"]) == ("red", "green", "blue")


def test_a_complete_table_is_returned_unchanged() -> None:
    table = {"red": 1, "green": 2}
    assert keyed_by(Colour, table, "T") is table


def test_a_missing_value_and_an_unknown_key_are_named() -> None:
    with pytest.raises(IncompleteTable, match=r"T: no entry for \['green'\]"):
        keyed_by(Colour, {"red": 1}, "T")
    with pytest.raises(IncompleteTable, match=r"T: unknown keys \['blue'\]"):
        keyed_by(Colour, {"red": 1, "green": 2, "blue": 3}, "T")
