"""Typography: what the content tests require, and a fixer for editors.

French rules (CONTENT.md): typographic apostrophe; a non-breaking space (U+00A0, or the narrow
U+202F) before « : ; ! ? » and inside « guillemets »; thousands separated by a
non-breaking space; a non-breaking space between a number and « % » or « € ».

English (issue 34: straight and curly marks mixed on one page): the typographic apostrophe ’ and
curly quotation marks “ ” (‘ ’ inside them), never the typewriter's ' and ".
"""

from __future__ import annotations

import re

NBSP = "\u00a0"
NNBSP = "\u202f"
_SPACE = f"[{NBSP}{NNBSP}]"
Rules = list[tuple[re.Pattern[str], str]]  # (pattern, replacement or message)

_FIXES: Rules = [
    (re.compile(r"(?<=\w)'(?=\w)"), "’"),
    (re.compile(r"(?<=\S) ([:;!?»])"), NBSP + r"\1"),
    (re.compile(r"(?<=[\w.,)’%€])([;!?»])(?=\s|$)"), NBSP + r"\1"),
    (re.compile(r"« "), "«" + NBSP),
    (re.compile(r"«(?=\w)"), "«" + NBSP),
    (re.compile(r"(?<=\d) (?=\d{3}\b)"), NBSP),
    (re.compile(r"(?<=\d) ?(?=[%€])"), NBSP),
    (re.compile(r"(?<=\d) (?=(?:h|min|jours?|mois|ans?|semaines?|heures?|k€|M€)\b)"), NBSP),
]

_CHECKS: Rules = [
    (re.compile(r"'"), "ASCII apostrophe ' (use ’)"),
    (re.compile(rf"(?<!{_SPACE})[;!?](?=\s|$)"), "missing non-breaking space before ; ! ?"),
    (re.compile(rf"(?<![{NBSP}{NNBSP}\d/])[:](?=\s|$)"), "missing non-breaking space before :"),
    (re.compile(rf"«(?!{_SPACE})|(?<!{_SPACE})»"), "missing non-breaking space inside « »"),
    (re.compile(r"\d [%€]"), "ordinary space before % or € (use a non-breaking space)"),
    (re.compile(r"\b\d{1,3} \d{3}\b"), "ordinary space in a number (use a non-breaking space)"),
]


def _fixed(text: str, fixes: Rules) -> str:
    for pattern, replacement in fixes:
        text = pattern.sub(replacement, text)
    return text


def _broken(text: str, checks: Rules) -> list[str]:
    return [message for pattern, message in checks if pattern.search(text)]


def fix_french(text: str) -> str:
    """Apply the French typography rules to `text` (idempotent)."""
    return _fixed(text, _FIXES)


def french_problems(text: str) -> list[str]:
    """The typography rules `text` breaks, one message per kind."""
    return _broken(text, _CHECKS)


# English: an apostrophe or closing single quote after a letter, digit or closing mark; an opening
# single quote before a word at the start or after a space or bracket; the same for double quotes.
_ENGLISH_FIXES: Rules = [
    (re.compile(r"(?:(?<=^)|(?<=[\s(\[—–/]))'(?=[\w“])"), "‘"),
    (re.compile(r"'"), "’"),
    (re.compile(r'(?:(?<=^)|(?<=[\s(\[—–/‘]))"(?=\S)'), "“"),
    (re.compile(r'"'), "”"),
]
_ENGLISH_CHECKS: Rules = [
    (re.compile(r"'"), "ASCII apostrophe or quote ' (use ’, or ‘ ’ to quote)"),
    (re.compile(r'"'), 'straight double quote " (use “ ”)'),
]


def fix_english(text: str) -> str:
    """Apply the English typography rules to `text` (idempotent)."""
    return _fixed(text, _ENGLISH_FIXES)


def english_problems(text: str) -> list[str]:
    """The English typography rules `text` breaks, one message per kind."""
    return _broken(text, _ENGLISH_CHECKS)
