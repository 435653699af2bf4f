"""`/llms.txt` (French) and `/en/llms.txt`: the site in Markdown for language models.

Follows llmstxt.org: an H1 with the site's name, a blockquote summary, a paragraph, then
H2 sections of `- [name](url): description` links — the catalogues and topic clusters, the
articles of each category, the sectors with their guides, the tools — and an `Optional` section (legal
pages, the other language). Headings are the site's own page titles and content names.
"""

from __future__ import annotations

import re

from bibliotheque.content.library import Library
from bibliotheque.content.models.common import LANGS
from bibliotheque.pipeline.localize import Localizer
from bibliotheque.routes import href

LLMS_PATH = "/llms.txt"


def llms_path(lang: str) -> str:
    return LLMS_PATH if lang == LANGS[0] else f"/{lang}{LLMS_PATH}"


def _line(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _link(name: str, url: str, description: str = "") -> str:
    label = _line(name).replace("[", "(").replace("]", ")")
    return f"- [{label}]({url})" + (f": {_line(description)}" if description else "")


def llms_txt(library: Library, ui: dict[str, str], lang: str) -> str:
    site = library.site
    base = site.urls.base
    text = Localizer(lang, site).text

    def url(family: str, *slugs: str) -> str:
        return base + href(lang, family, *slugs)

    out = [
        f"# {text(site.brand.site_name)}",
        "",
        f"> {_line(text(site.brand.tagline))}",
        "",
        _line(text(library.home.hero.description)),
        "",
        f"## {ui['page.content_sections.title']}",
        "",
        _link(
            ui["page.content_sections.title"],
            url("content-sections"),
            ui["page.content_sections.description"],
        ),
    ]
    out += [
        _link(text(s.title), f"{url('content-sections')}#{s.slug}", text(s.description))
        for s in sorted(library.sections, key=lambda s: s.priority)
    ]
    out += [_link(text(c.title), url("cluster", c.slug), text(c.description)) for c in library.clusters]
    out += [
        "",
        f"## {ui['page.ai_content_sections.title']}",
        "",
        _link(
            ui["page.ai_content_sections.title"],
            url("ai-content-sections"),
            ui["page.ai_content_sections.description"],
        ),
    ]
    out += [
        _link(text(t.title), f"{url('ai-content-sections')}#{t.slug}", text(t.description))
        for t in sorted(library.ai_themes, key=lambda t: t.priority)
    ]
    for category in library.categories:
        articles = [a for a in library.all_articles if a.category == category.slug]
        if not articles:
            continue
        out += ["", f"## {text(category.name)}", ""]
        out.append(_link(text(category.name), url("category", category.slug), text(category.description)))
        out += [
            _link(text(a.title), url("ai-article" if a.is_ai else "article", a.slug), text(a.description))
            for a in articles
        ]
    out += [
        "",
        f"## {ui['page.industries.title']}",
        "",
        _link(ui["page.industries.title"], url("industries"), ui["page.industries.description"]),
    ]
    for sector in library.sectors:
        out.append(_link(text(sector.name), url("industry", sector.slug), text(sector.description)))
        out += [
            _link(text(g.title), url("guide", sector.slug, g.slug), text(g.description))
            for g in sector.guides
        ]
    out += [
        "",
        f"## {ui['page.resources.title']}",
        "",
        _link(ui["page.resources.title"], url("resources"), ui["page.resources.description"]),
    ]
    out += [_link(text(t.title), url("tool", t.slug), text(t.description)) for t in library.tools]
    out += ["", "## Optional", ""]
    out += [
        _link(text(page.title), url(slug), text(page.description)) for slug, page in library.legal.items()
    ]
    out += [_link(ui[f"lang.{other}"], base + llms_path(other)) for other in LANGS if other != lang]
    return "\n".join(out) + "\n"
