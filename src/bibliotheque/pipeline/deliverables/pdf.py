"""The PDFs: guides and checklists of `content/documents/`, and each article's checklist.

Each PDF is described by a JSON document (`PdfJob.data`) that a Typst template of `templates/`
typesets: the texts are passed as data, never as markup, so no content can break the layout.
Typst tags the PDF (PDF/UA-1: structure, title, language) and hyphenates in French and English.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bibliotheque.content.library import Library
from bibliotheque.content.models.articles import Article
from bibliotheque.content.models.documents import Document, DocumentSection
from bibliotheque.content.models.tools import Resource
from bibliotheque.content.typography import NBSP, NNBSP, fix_french
from bibliotheque.pipeline.localize import Localizer
from bibliotheque.pipeline.social_images import PALETTE

TEMPLATES = Path(__file__).parent / "templates"

MONTHS = {
    "fr": [
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ],
    "en": [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ],
}

LABELS: dict[str, dict[str, Any]] = {
    "fr": {
        "contents": "Sommaire",
        "page": "Page",
        "introduction": "Introduction",
        "conclusion": "Pour conclure",
        "problem": "La situation",
        "consequences": "Ce que cela coûte",
        "solutions": "Les réponses courantes et leurs limites",
        "checklist": "À vérifier",
        "edition": "Édition du {date}",
        "from_article": "Extrait de l’article « {title} »",
        "checklist_kind": "Liste de contrôle à imprimer",
        "fields": ["Date", "Responsable", "Prochain point"],
    },
    "en": {
        "contents": "Contents",
        "page": "Page",
        "introduction": "Introduction",
        "conclusion": "In conclusion",
        "problem": "The situation",
        "consequences": "What it costs",
        "solutions": "The usual answers and their limits",
        "checklist": "Points to check",
        "edition": "Published {date}",
        "from_article": "From the article “{title}”",
        "checklist_kind": "Printable checklist",
        "fields": ["Date", "Owner", "Next review"],
    },
}
KINDS = {
    "fr": {"guide": "Guide pratique", "checklist": "Liste de contrôle", "report": "Dossier", "tool": "Outil"},
    "en": {"guide": "Practical guide", "checklist": "Checklist", "report": "Report", "tool": "Tool"},
}


@dataclass(frozen=True)
class PdfJob:
    """One PDF to make: its file name, its template and the data the template typesets."""

    name: str
    template: str
    data: dict[str, Any]

    @property
    def source(self) -> str:
        return json.dumps(self.data, ensure_ascii=False, sort_keys=True)


def long_date(day: dt.date, lang: str) -> str:
    """« 1er décembre 2023 », « 27 novembre 2026 » (French writes the first of a month as an
    ordinal), "27 November 2026"."""
    month = MONTHS[lang][day.month - 1]
    if lang == "fr":
        return f"{'1er' if day.day == 1 else day.day}{NBSP}{month} {day.year}"
    return f"{day.day} {month} {day.year}"


class Typesetter:
    """Texts as printed: the language's string, placeholders replaced, French typography applied."""

    def __init__(self, library: Library, lang: str) -> None:
        self.library = library
        self.lang = lang
        self.localize = Localizer(lang, library.site)

    def __call__(self, value: Any) -> str:
        text: str = self.localize.text(value)
        text = re.sub(r"[ \t\r]*\n[ \t\r]*\n\s*", "\n\n", text.strip())
        text = re.sub(r"(?<!\n)\n(?!\n)", " ", text)
        if self.lang == "fr":
            text = fix_french(text)
        # The typeface's Latin subset has no narrow no-break space.
        return text.replace(NNBSP, NBSP)

    def common(self, title: str, kind: str, color: str) -> dict[str, Any]:
        site = self.library.site
        dark, bar, tint = PALETTE[color]
        return {
            "lang": self.lang,
            "region": "FR" if self.lang == "fr" else "GB",
            "title": title,
            "site_name": self(site.brand.site_name),
            "domain": site.urls.base.split("//", 1)[-1].rstrip("/"),
            "kind": kind,
            "keywords": [],
            "colors": {"dark": dark, "bar": bar, "tint": tint},
            "labels": LABELS[self.lang],
        }

    def color_of(self, category: str) -> str:
        return next((c.color for c in self.library.categories if c.slug == category), "blue")


def _article_parts(ts: Typesetter, article: Article, parts: list[str]) -> list[dict[str, Any]]:
    labels = LABELS[ts.lang]
    out: list[dict[str, Any]] = []
    for part in parts:
        title = labels[part]
        if part == "problem":
            out.append({"kind": "text", "title": title, "text": ts(article.problem)})
        elif part == "consequences":
            out.append({"kind": "list", "title": title, "items": [ts(c) for c in article.consequences]})
        elif part == "solutions":
            items = [{"name": ts(s.name), "drawback": ts(s.drawback)} for s in article.market_solutions]
            out.append({"kind": "approaches", "title": title, "items": items})
        elif part == "checklist":
            out.append({"kind": "checklist", "title": title, "items": [ts(c) for c in article.checklist]})
    return out


def _section(ts: Typesetter, section: DocumentSection) -> dict[str, Any]:
    article = ts.library.article(section.article) if section.article else None
    title = section.title or (article.title if article else None)
    assert title is not None  # the model requires a title without an article
    return {
        "title": ts(title),
        "text": ts(section.text) if section.text else None,
        "parts": _article_parts(ts, article, list(section.parts)) if article else [],
        "items": [ts(i) for i in section.items],
    }


def document_job(library: Library, resource: Resource, document: Document, lang: str) -> PdfJob:
    """A guide (cover, contents, chapters) or a multi-section checklist, from its document."""
    ts = Typesetter(library, lang)
    title = ts(resource.title)
    data = ts.common(
        title, KINDS[lang].get(resource.type, KINDS[lang]["guide"]), ts.color_of(resource.category)
    )
    labels = LABELS[lang]
    sections = [_section(ts, s) for s in document.sections]
    if resource.type == "checklist":
        count = sum(
            len(s["items"]) + sum(len(p["items"]) for p in s["parts"] if p["kind"] == "checklist")
            for s in sections
        )
        data |= {
            "introduction": ts(document.introduction),
            "sections": [
                {
                    "title": s["title"],
                    "items": s["items"]
                    + [i for p in s["parts"] if p["kind"] == "checklist" for i in p["items"]],
                }
                for s in sections
            ],
            "source": data["domain"],
            **_spacing(count),
        }
        return PdfJob(f"{resource.slug}.pdf", "checklist.typ", data)
    data |= {
        "short_title": title if len(title) <= 60 else title[:57].rsplit(" ", 1)[0] + "…",
        "subtitle": ts(document.subtitle),
        "edition": labels["edition"].format(date=long_date(resource.published_at, lang)),
        "outline": document.outline,
        "introduction_title": labels["introduction"],
        "introduction": ts(document.introduction),
        "sections": sections,
        "conclusion_title": labels["conclusion"],
        "conclusion": ts(document.conclusion) if document.conclusion else None,
    }
    return PdfJob(f"{resource.slug}.pdf", "guide.typ", data)


def _spacing(count: int) -> dict[str, float]:
    """Type size (pt) and gap between points (em) that fill one page without overflowing it."""
    if count <= 12:
        return {"item_size": 11.5, "item_spacing": 1.25}
    if count <= 24:
        return {"item_size": 10.5, "item_spacing": 0.85}
    return {"item_size": 9.5, "item_spacing": 0.45}


def article_checklist_job(library: Library, article: Article, lang: str) -> PdfJob:
    """The one-page printable checklist of an article."""
    ts = Typesetter(library, lang)
    title = ts(article.title)
    data = ts.common(title, LABELS[lang]["checklist_kind"], ts.color_of(article.category))
    count = len(article.checklist)
    data |= {
        "introduction": LABELS[lang]["from_article"].format(title=title),
        "sections": [{"title": None, "items": [ts(c) for c in article.checklist]}],
        "source": f"{data['domain']}/{lang}/article/{article.slug}",
        **_spacing(count),
    }
    return PdfJob(f"checklist-{article.slug}.pdf", "checklist.typ", data)
