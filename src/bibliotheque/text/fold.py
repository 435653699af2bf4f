"""Folding text for matching: the same rules as the browser's search (web/src/shared/fold.ts).

Both sides run the vectors of `web/src/shared/fold-vectors.json` in their tests.
"""

from __future__ import annotations

import re
import unicodedata

_LIGATURES = str.maketrans({"œ": "oe", "Œ": "oe", "æ": "ae", "Æ": "ae", "ß": "ss"})
_QUOTES = str.maketrans({"’": "'", "‘": "'", "ʼ": "'", "`": "'", "«": '"', "»": '"', "“": '"', "”": '"'})
_SPACES = re.compile(r"\s+")


def fold(text: str) -> str:
    """Lower-case, accents and ligatures removed, quotes straightened, spaces collapsed."""
    text = text.translate(_LIGATURES).translate(_QUOTES)
    text = unicodedata.normalize("NFD", text)
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Mn")
    return _SPACES.sub(" ", text.lower()).strip()


_WORD = re.compile(r"[a-z0-9]{4,}")
_STOP = frozenset(
    [
        "avec",
        "dans",
        "pour",
        "sans",
        "plus",
        "vous",
        "votre",
        "vos",
        "nous",
        "notre",
        "sont",
        "elle",
        "elles",
        "leur",
        "leurs",
        "cette",
        "ces",
        "tout",
        "tous",
        "toute",
        "toutes",
        "mais",
        "comme",
        "quand",
        "entre",
        "chez",
        "dont",
        "aussi",
        "encore",
        "faire",
        "fait",
        "etre",
        "avoir",
        "moins",
        "tres",
        "bien",
        "deja",
        "apres",
        "avant",
        "sous",
        # Filler and counting words: two texts sharing them share no subject (an article on
        # strategic watch and the real-estate sector shared « tard » and « trop »).
        "alors",
        "autre",
        "autres",
        "chaque",
        "cinq",
        "depuis",
        "deux",
        "faites",
        "fois",
        "font",
        "jamais",
        "jusqu",
        "meme",
        "memes",
        "parce",
        "peut",
        "plusieurs",
        "puis",
        "quatre",
        "quelques",
        "rien",
        "souvent",
        "tard",
        "toujours",
        "trois",
        "trop",
        "vite",
        "voir",
        "vraiment",
        "that",
        "with",
        "your",
        "from",
        "this",
        "have",
        "more",
        "they",
    ]
)


def words(text: str) -> set[str]:
    """The meaningful words of `text`, folded, for similarity scores."""
    return {w for w in _WORD.findall(fold(text)) if w not in _STOP}
