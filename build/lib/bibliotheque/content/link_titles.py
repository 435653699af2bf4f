"""Internal links take their text from the page they point to (issue 17: link texts never drift).

An internal link in `related_links` or `quick_links` names its target by path; its text is the
target's title (the part before « : », as the guide cards show it), filled in at build time.
Pages without a content title (catalogue pages, resources) keep the text the link gives.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bibliotheque.content.library import Library
from bibliotheque.content.models.common import LinkItem, LText


def short(text: str) -> str:
    """The part of a title before « : » (« Noyé dans l’opérationnel : reprendre… » → the first part)."""
    return re.split(r"\s*:\s", text, maxsplit=1)[0].strip()


def target_titles(lib: Library) -> dict[str, LText]:
    """Internal path (without language) → the title of the page there, for titled pages."""
    titles: dict[str, LText] = {}
    for a in lib.articles:
        titles[f"/article/{a.slug}"] = a.title
    for a in lib.ai_articles:
        titles[f"/ai-article/{a.slug}"] = a.title
    for s in lib.sectors:
        titles[f"/industry/{s.slug}"] = s.name
        for g in s.guides:
            titles[f"/industry/{s.slug}/{g.slug}"] = g.title
    for c in lib.categories:
        titles[f"/category/{c.slug}"] = c.name
    for cl in lib.clusters:
        titles[f"/cluster/{cl.slug}"] = cl.title
    for t in lib.tools:
        titles[f"/tool/{t.slug}"] = t.title
    return titles


def link_text(title: LText) -> LText:
    return LText(fr=short(title.fr), en=short(title.en) if title.en else None)


def resolved(links: Sequence[LinkItem], titles: dict[str, LText]) -> list[LinkItem]:
    """`links` with every internal link to a titled page named by that page's title."""
    out: list[LinkItem] = []
    for link in links:
        title = titles.get(link.url.split("#")[0]) if link.type == "internal" else None
        out.append(link if title is None else link.model_copy(update={"text": link_text(title)}))
    return out
