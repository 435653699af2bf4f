"""Tables keyed by an enum of the API: every value has its entry, or the module does not load.

A form kind, a trigger or a language added to the API's `Literal` must be given its label,
confirmation decision or sample everywhere a table is keyed by it. `keyed_by` makes the table's
module raise at import when one is missing, so the server does not start and every test that
imports it fails, naming the table and the missing values (tests/test_exhaustive.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, get_args

K = TypeVar("K")
V = TypeVar("V")


class IncompleteTable(TypeError):
    """A table keyed by an enum lacks some of its values, or has keys outside it."""


def values_of(literal: Any) -> tuple[Any, ...]:
    """The values of a `Literal[...]` type (nested Literals and Optional flattened)."""
    found: list[Any] = []
    for arg in get_args(literal):
        if get_args(arg):
            found += [value for value in values_of(arg) if value not in found]
        elif arg is not type(None) and arg not in found:
            found.append(arg)
    return tuple(found)


def keyed_by(literal: Any, table: Mapping[K, V], name: str) -> Mapping[K, V]:
    """`table` unchanged when its keys are exactly the values of `literal`; IncompleteTable otherwise."""
    expected = set(values_of(literal))
    missing = [value for value in values_of(literal) if value not in table]
    extra = sorted(str(key) for key in table if key not in expected)
    if missing or extra:
        raise IncompleteTable(
            f"{name}: no entry for {missing}" * bool(missing)
            + ("; " if missing and extra else "")
            + f"{name}: unknown keys {extra}" * bool(extra)
        )
    return table
