"""Building every page's payload for one language, with derived values computed.

Derived, never stored (DESIGN §4): article counts, related and recommended items,
"other guides of this sector".
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property

from bibliotheque.build import payloads as p
from bibliotheque.content.library import Library
from bibliotheque.content.models.articles import Article
from bibliotheque.content.models.common import LANGS
from bibliotheque.content.models.sectors import Sector
from bibliotheque.routes import FAMILIES, href
from bibliotheque.text.fold import words


@dataclass(frozen=True)
class Page:
    """A page to prerender: its path, family and payload (not yet localized)."""

    path: str
    family: str
    payload: p.PagePayload


class PageBuilder:
    """Builds the payloads of every page of `library`, for each language."""

    def __init__(self, library: Library, ui: dict[str, dict[str, str]]) -> None:
        self.lib = library
        self.ui = ui

    # ---- small references -------------------------------------------------------------

    @cached_property
    def _category_refs(self) -> dict[str, p.CategoryRef]:
        return {
            c.slug: p.CategoryRef(slug=c.slug, name=c.name, color=c.color, icon=c.icon)
            for c in self.lib.categories
        }

    @cached_property
    def _section_refs(self) -> dict[str, p.SectionRef]:
        refs = {
            s.slug: p.SectionRef(
                slug=s.slug,
                title=s.title,
                description=s.description,
                icon=s.icon,
                color=s.color,
                kind="section",
            )
            for s in self.lib.sections
        }
        refs |= {
            t.slug: p.SectionRef(
                slug=t.slug,
                title=t.title,
                description=t.description,
                icon=t.icon,
                color=t.color,
                kind="ai-theme",
            )
            for t in self.lib.ai_themes
        }
        return refs

    def category_refs(self) -> list[p.CategoryRef]:
        return list(self._category_refs.values())

    def card(self, a: Article) -> p.ArticleCard:
        return p.ArticleCard(
            id=a.id,
            slug=a.slug,
            kind="ai-article" if a.is_ai else "article",
            title=a.title,
            description=a.description,
            published_at=a.published_at.isoformat(),
            read_time=a.read_time,
            difficulty=a.difficulty,
            category=self._category_refs[a.category],
            section=self._section_refs[a.section],
            has_video=a.video is not None,
            has_checklist=bool(a.checklist),
        )

    @staticmethod
    def sector_ref(s: Sector) -> p.SectorRef:
        return p.SectorRef(slug=s.slug, name=s.name, description=s.description, icon=s.icon)

    def tool_refs(self, slugs: list[str]) -> list[p.ToolRef]:
        return [
            p.ToolRef(
                slug=t.slug,
                title=t.title,
                description=t.description,
                type=t.type,
                estimated_time=t.estimated_time,
            )
            for t in (self.lib.tool(s) for s in slugs)
        ]

    # ---- similarity ---------------------------------------------------------------------

    @cached_property
    def _article_words(self) -> dict[str, set[str]]:
        return {
            a.slug: words(" ".join([a.title.fr, a.description.fr, *(k.fr for k in a.keywords)]))
            for a in self.lib.all_articles
        }

    @cached_property
    def _sector_words(self) -> dict[str, set[str]]:
        return {
            s.slug: words(" ".join([s.name.fr, s.description.fr, *(c.fr for c in s.specific_challenges)]))
            for s in self.lib.sectors
        }

    def similar_articles(self, article: Article, limit: int) -> list[Article]:
        """Articles sharing the section, the category or keywords, most similar first."""
        mine = self._article_words[article.slug]

        def score(other: Article) -> tuple[int, int, str]:
            value = 3 * (other.section == article.section) + 2 * (other.category == article.category)
            value += len(mine & self._article_words[other.slug])
            return (-value, int(other.is_ai), other.id)

        pool = [a for a in self.lib.all_articles if a.slug != article.slug and a.is_ai == article.is_ai]
        pool += [a for a in self.lib.all_articles if a.slug != article.slug and a.is_ai != article.is_ai]
        return sorted(pool, key=score)[:limit]

    def sectors_for_words(self, mine: set[str], linked: set[str], limit: int) -> list[Sector]:
        def score(s: Sector) -> tuple[int, int]:
            return (-(10 * (s.slug in linked) + len(mine & self._sector_words[s.slug])), s.id)

        return sorted(self.lib.sectors, key=score)[:limit]

    def articles_for_sector(self, sector: Sector, limit: int) -> list[Article]:
        linked = {link.url.rsplit("/", 1)[-1] for link in sector.related_links}
        mine = self._sector_words[sector.slug]

        def score(a: Article) -> tuple[int, int, str]:
            return (-(10 * (a.slug in linked) + len(mine & self._article_words[a.slug])), int(a.is_ai), a.id)

        return sorted(self.lib.all_articles, key=score)[:limit]

    # ---- pages --------------------------------------------------------------------------

    def head(
        self, lang: str, family: str, slugs: tuple[str, ...], title: str, description: str, heading: str
    ) -> p.Head:
        return p.Head(
            title=title,
            heading=heading,
            description=description,
            path=href(lang, family, *slugs),
            alternates=[p.Alternate(lang=other, path=href(other, family, *slugs)) for other in LANGS],
        )

    def pages(self, lang: str) -> Iterator[Page]:
        """Every page of `lang`, including the not-found pages of each family."""
        lib, limits = self.lib, self.lib.site.limits

        def page(
            family: str,
            slugs: tuple[str, ...],
            title: str,
            description: str,
            heading: str | None = None,
            **kw: object,
        ) -> Page:
            head = self.head(lang, family, slugs, title, description, heading or title)
            model = _PAYLOADS[family]
            return Page(head.path, family, model(head=head, **kw))  # type: ignore[arg-type]

        site_name = lib.site.brand.site_name.get(lang)
        tagline = lib.site.brand.tagline.get(lang)
        counts = {c.slug: sum(a.category == c.slug for a in lib.all_articles) for c in lib.categories}
        newest = sorted(lib.all_articles, key=lambda a: (a.published_at, a.id), reverse=True)

        yield page(
            "home",
            (),
            f"{site_name} — {tagline}",
            lib.home.hero.description.get(lang),
            heading=lib.home.hero.title.get(lang),
            home=lib.home,
            categories=self.category_refs(),
            category_counts=counts,
            sector_cards=[self.sector_ref(lib.sector(c.sector)) for c in lib.home.sector_cards],
            ai_themes=[self._section_refs[t.slug] for t in lib.ai_themes],
            latest=[self.card(a) for a in newest[:6]],
        )
        for c in lib.categories:
            mine = [a for a in lib.all_articles if a.category == c.slug]
            sections = {a.section for a in mine}
            others = [a for a in newest if a.category != c.slug and a.section in sections]
            others += [a for a in newest if a.category != c.slug and a.section not in sections]
            yield page(
                "category",
                (c.slug,),
                c.name.get(lang),
                c.description.get(lang),
                category=c,
                articles=[self.card(a) for a in mine],
                recommended=[self.card(a) for a in others[: limits.category_recommended]],
            )
        for a in lib.all_articles:
            n = limits.ai_article_related if a.is_ai else limits.article_related_each
            similar = self.similar_articles(a, n)
            section_slugs = list(
                dict.fromkeys([a.section, *(s.section for s in self.similar_articles(a, 12))])
            )
            linked = {link.url.rsplit("/", 1)[-1] for link in a.related_links}
            group = lib.ai_theme(a.section) if a.is_ai else lib.section(a.section)
            topic = next(t for t in group.topics if t.slug == a.topic)
            family = "ai-article" if a.is_ai else "article"
            yield page(
                family,
                (a.slug,),
                a.title.get(lang),
                a.description.get(lang),
                article=a,
                category=self._category_refs[a.category],
                section=self._section_refs[a.section],
                topic_title=topic.title,
                similar=[self.card(x) for x in similar],
                related_sections=[self._section_refs[s] for s in section_slugs[:n]],
                related_sectors=[
                    self.sector_ref(s) for s in self.sectors_for_words(self._article_words[a.slug], linked, n)
                ],
            )
            if a.checklist and not a.is_ai:
                yield page(
                    "checklist",
                    (a.slug,),
                    a.title.get(lang),
                    a.description.get(lang),
                    heading=self.ui[lang]["checklist.title"].replace("{title}", a.title.get(lang)),
                    article=self.card(a),
                    items=a.checklist,
                )
        for cl in lib.clusters:
            yield page(
                "cluster",
                (cl.slug,),
                cl.title.get(lang),
                cl.description.get(lang),
                cluster=cl,
                pillar=self.card(lib.article(cl.pillar_article)),
                satellites=[self.card(lib.article(s)) for s in cl.satellite_articles],
                resources=[lib.resource(r) for r in cl.resources],
                tools=self.tool_refs(cl.tools),
            )
        ui = self.ui[lang]
        yield page(
            "industries",
            (),
            ui["page.industries.title"],
            ui["page.industries.description"],
            sectors=[self.sector_ref(s) for s in lib.sectors],
            bands={s.slug: s.target_revenue for s in lib.sectors},
        )
        for s in lib.sectors:
            yield page(
                "industry",
                (s.slug,),
                s.name.get(lang),
                s.description.get(lang),
                sector=s,
                resources=[lib.resource(r) for r in s.resources],
                tools=self.tool_refs(s.tools),
                recommendations=[self.card(a) for a in self.articles_for_sector(s, limits.sector_related)],
            )
            for g in s.guides:
                yield page(
                    "guide",
                    (s.slug, g.slug),
                    g.title.get(lang),
                    g.description.get(lang),
                    sector=self.sector_ref(s),
                    guide=g,
                    other_guides=[o for o in s.guides if o.slug != g.slug],
                )
        for t in lib.tools:
            yield page("tool", (t.slug,), t.title.get(lang), t.description.get(lang), tool=t)
        yield page(
            "content-sections",
            (),
            ui["page.content_sections.title"],
            ui["page.content_sections.description"],
            sections=lib.sections,
            sectors_by_section={
                s.slug: [
                    self.sector_ref(x)
                    for x in self.sectors_for_words(
                        words(" ".join([s.title.fr, s.description.fr, *(t.title.fr for t in s.topics)])),
                        set(),
                        2,
                    )
                ]
                for s in lib.sections
            },
        )
        yield page(
            "ai-content-sections",
            (),
            ui["page.ai_content_sections.title"],
            ui["page.ai_content_sections.description"],
            texts=lib.ai_catalogue,
            themes=lib.ai_themes,
            articles=[self.card(a) for a in lib.ai_articles],
        )
        yield page(
            "resources",
            (),
            ui["page.resources.title"],
            ui["page.resources.description"],
            resources=lib.resources,
            tools=self.tool_refs([t.slug for t in lib.tools]),
        )
        yield page(
            "exclusive-resources",
            (),
            lib.exclusive.intro.title.get(lang),
            lib.exclusive.intro.description.get(lang),
            exclusive=lib.exclusive,
        )
        for slug, legal in lib.legal.items():
            yield page(slug, (), legal.title.get(lang), legal.description.get(lang), page=legal)

    def not_found_paths(self, lang: str) -> Iterator[str]:
        """The prerendered not-found page of each family with slugs."""
        for family in FAMILIES.values():
            if family.has_not_found:
                yield family.not_found_path(lang)


_PAYLOADS: dict[str, type[p.Payload]] = {
    "home": p.HomePage,
    "category": p.CategoryPage,
    "article": p.ArticlePage,
    "ai-article": p.ArticlePage,
    "checklist": p.ChecklistPage,
    "cluster": p.ClusterPage,
    "industries": p.IndustriesPage,
    "industry": p.IndustryPage,
    "guide": p.GuidePage,
    "tool": p.ToolPage,
    "content-sections": p.ContentSectionsPage,
    "ai-content-sections": p.AIContentSectionsPage,
    "resources": p.ResourcesPage,
    "exclusive-resources": p.ExclusivePage,
    "privacy": p.LegalPagePayload,
    "terms": p.LegalPagePayload,
    "cookies": p.LegalPagePayload,
}
