"""Numbers as the browser's `Intl.NumberFormat` writes them in the site's locales (fr-FR, en-GB),
for pages the server writes without JavaScript: « 29 610 € » / « €29,610 », « 12 % » / « 12% »,
« 7,4 mois » / « 7.4 months ».

Like ICU, a value is rounded from its shortest decimal form (1.005 → « 1,01 »), ties away from
zero; French groups thousands with a narrow no-break space (U+202F) and puts a no-break space
(U+00A0) before « € », « % » and unit words.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from typing import Literal

Unit = Literal["hour", "day", "month"]

_GROUP = {"fr": "\u202f", "en": ","}
_DECIMAL = {"fr": ",", "en": "."}
NBSP = "\u00a0"
# Intl's long unit names: (one, other) per language.
_UNITS: dict[str, dict[Unit, tuple[str, str]]] = {
    "fr": {"hour": ("heure", "heures"), "day": ("jour", "jours"), "month": ("mois", "mois")},
    "en": {"hour": ("hour", "hours"), "day": ("day", "days"), "month": ("month", "months")},
}


def _rounded(value: float, digits: int) -> Decimal:
    return Decimal(repr(float(value))).quantize(Decimal(1).scaleb(-digits), ROUND_HALF_UP)


def _digits(lang: str, value: float, digits: int) -> tuple[str, str]:
    """The sign and the digits of `value` with at most `digits` decimals, grouped."""
    rounded = _rounded(value, digits)
    sign = "-" if rounded < 0 else ""
    whole, _, fraction = f"{abs(rounded):f}".partition(".")
    groups: list[str] = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    text = _GROUP[lang].join(groups)
    fraction = fraction.rstrip("0")
    return sign, text + (_DECIMAL[lang] + fraction if fraction else "")


def number(lang: str, value: float, digits: int = 0) -> str:
    """A plain number: « 1 234,5 » / « 1,234.5 »."""
    sign, text = _digits(lang, value, digits)
    return sign + text


def euros(lang: str, value: float, digits: int = 0) -> str:
    """An amount in euros: « 1 234 € » / « €1,234 »."""
    sign, text = _digits(lang, value, digits)
    return f"{sign}{text}{NBSP}€" if lang == "fr" else f"{sign}€{text}"


def percent(lang: str, value: float, digits: int = 0) -> str:
    """A percentage (Intl's `percent` unit, short): « 12 % » / « 12% »."""
    text = number(lang, value, digits)
    return f"{text}{NBSP}%" if lang == "fr" else f"{text}%"


def with_unit(lang: str, value: float, unit: Unit, digits: int = 0) -> str:
    """A duration with its unit in words (Intl's long unit display): « 1,5 heure », « 846 hours »."""
    text = number(lang, value, digits)
    whole = abs(int(_rounded(value, digits)))
    one = whole < 2 if lang == "fr" else text in ("1", "-1")
    names = _UNITS[lang][unit]
    return (
        f"{text}{NBSP}{names[0] if one else names[1]}"
        if lang == "fr"
        else f"{text} {names[0] if one else names[1]}"
    )
