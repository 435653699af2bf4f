"""Building every page's payload for one language, with derived values computed.

Derived, never stored (DESIGN §4): article counts, related and recommended items,
"other guides of this sector".
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TypeVar

from bibliotheque.content.library import Library
from bibliotheque.content.link_titles import resolved, target_titles
from bibliotheque.content.models.articles import Article
from bibliotheque.content.models.catalogue import Category
from bibliotheque.content.models.common import Color, LText
from bibliotheque.content.models.sectors import RevenueBand, Sector
from bibliotheque.pipeline import payloads as p
from bibliotheque.pipeline.downloads import BuiltFiles
from bibliotheque.pipeline.json_ld import ArticleFacts
from bibliotheque.pipeline.page_head import DEFAULT_ACCENT, HeadBuilder, HeadFacts, short_title
from bibliotheque.pipeline.similarity import Similarity
from bibliotheque.pipeline.social_images import SocialCard
from bibliotheque.routes import FAMILIES, href

# The content with a related-links box.
Linked = TypeVar("Linked", Category, Article, Sector)

# The sector list's revenue filter (spec §9): `?ca=` value, lower and upper bound in euros.
REVENUE_FILTERS: tuple[tuple[str, int, int | None], ...] = (
    ("0-100k", 0, 100_000),
    ("100k-500k", 100_000, 500_000),
    ("500k-1m", 500_000, 1_000_000),
    ("1m-5m", 1_000_000, 5_000_000),
    ("5m-10m", 5_000_000, 10_000_000),
    ("10m-plus", 10_000_000, None),
)


def bands_overlap(a: RevenueBand, low: int, high: int | None) -> bool:
    """Whether band `a` shares more than a boundary with [low, high) (`None`: no upper bound)."""
    return (high is None or a.min < high) and (a.max is None or a.max > low)


@dataclass(frozen=True)
class Page:
    """A page to prerender: its path, family, payload (not yet localized) and social card."""

    path: str
    family: str
    payload: p.PagePayload
    card: SocialCard


class PageBuilder:
    """Builds the payloads of every page of `library`, for each language."""

    def __init__(
        self, library: Library, ui: dict[str, dict[str, str]], files: BuiltFiles | None = None
    ) -> None:
        self.lib = library
        self.ui = ui
        self.files = files or BuiltFiles()
        self.similarity = Similarity(library)

    # ---- links named by their target ------------------------------------------------------

    @cached_property
    def _titles(self) -> dict[str, LText]:
        return target_titles(self.lib)

    def linked(self, item: Linked) -> Linked:
        """`item` with its internal related links named by their target's title."""
        links = resolved(item.related_links, self._titles)
        return item.model_copy(update={"related_links": links})

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

    def clusters_of(self, articles: set[str] | None) -> list[p.ClusterRef]:
        """The clusters whose pillar or a satellite is one of `articles` (None: every cluster)."""
        return [
            p.ClusterRef(slug=c.slug, title=c.title, description=c.description)
            for c in self.lib.clusters
            if articles is None or articles & {c.pillar_article, *c.satellite_articles}
        ]

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

    def sector_refs_near(self, title: str, description: str, topic_titles: list[str]) -> list[p.SectorRef]:
        """The 2 sectors closest to a catalogue section or AI theme (by shared words)."""
        return [self.sector_ref(x) for x in self.similarity.sectors_near(title, description, topic_titles)]

    def topic_articles(self, ai: bool) -> dict[str, list[p.ArticleCard]]:
        """Articles by the topic they are written on."""
        out: dict[str, list[p.ArticleCard]] = {}
        for a in self.lib.ai_articles if ai else self.lib.articles:
            out.setdefault(a.topic, []).append(self.card(a))
        return out

    # ---- pages --------------------------------------------------------------------------

    # ---- heads --------------------------------------------------------------------------

    @cached_property
    def _heads(self) -> dict[str, HeadBuilder]:
        return {lang: HeadBuilder(self.lib.site, self.ui[lang], lang) for lang in self.ui}

    def head(self, lang: str, facts: HeadFacts) -> tuple[p.Head, SocialCard]:
        """The head of a page and its social card (see `page_head`)."""
        return self._heads[lang].build(facts)

    @cached_property
    def newest_date(self) -> dt.date:
        """The newest date in content: the « last modified » of pages that carry no date."""
        lib = self.lib
        return max(
            [a.published_at for a in lib.all_articles]
            + [r.published_at for r in lib.resources]
            + [page.reviewed_at for page in lib.legal.values()]
        )

    def _newest(self, articles: Sequence[Article]) -> dt.date:
        return max((a.published_at for a in articles), default=self.newest_date)

    def _hub(self, lang: str, family: str) -> p.Crumb:
        """A catalogue page as a breadcrumb: its name is its title."""
        key = {
            "content-sections": "page.content_sections.title",
            "ai-content-sections": "page.ai_content_sections.title",
            "industries": "page.industries.title",
            "resources": "page.resources.title",
        }[family]
        return p.Crumb(name=self.ui[lang][key], path=href(lang, family))

    def _article_trail(self, lang: str, a: Article) -> list[p.Crumb]:
        """Section (or AI theme) of the article in its catalogue, then its category."""
        if a.is_ai:
            group, catalogue = self.lib.ai_theme(a.section).title, "ai-content-sections"
        else:
            group, catalogue = self.lib.section(a.section).title, "content-sections"
        category = self.lib.category(a.category)
        return [
            p.Crumb(name=group.get(lang), path=f"{href(lang, catalogue)}#{a.section}"),
            p.Crumb(name=category.name.get(lang), path=href(lang, "category", category.slug)),
        ]

    def _article_facts(self, lang: str, a: Article) -> ArticleFacts:
        return ArticleFacts(
            section=self.lib.category(a.category).name.get(lang),
            keywords=[k.get(lang) for k in a.keywords],
            read_time=a.read_time,
            published=a.published_at.isoformat(),
            modified=(a.reviewed_at or a.published_at).isoformat(),
        )

    def _accent(self, category_slug: str) -> Color:
        return self.lib.category(category_slug).color

    def pages(self, lang: str) -> Iterator[Page]:
        """Every page of `lang`, including the not-found pages of each family."""
        lib, limits = self.lib, self.lib.site.limits

        def page_head(
            family: str,
            slugs: tuple[str, ...],
            title: str,
            description: str,
            heading: str | None = None,
            *,
            keywords: Sequence[str] = (),
            trail: Sequence[p.Crumb] = (),
            crumb: str | None = None,
            accent: Color = DEFAULT_ACCENT,
            article_facts: ArticleFacts | None = None,
            updated: dt.date | None = None,
            reviewed: dt.date | None = None,
        ) -> tuple[p.Head, SocialCard]:
            """The page's head and social card; each family's payload is built by its model below."""
            facts = HeadFacts(
                family=family,
                slugs=slugs,
                title=title,
                description=description,
                heading=heading or title,
                updated=max(updated or self.newest_date, reviewed or dt.date.min),
                keywords=keywords,
                trail=trail,
                crumb=crumb,
                accent=accent,
                article=article_facts,
                reviewed=reviewed,
            )
            return self.head(lang, facts)

        def strings(values: Sequence[LText]) -> list[str]:
            return [v.get(lang) for v in values]

        site_name = lib.site.brand.site_name.get(lang)
        tagline = lib.site.brand.tagline.get(lang)
        counts = {c.slug: sum(a.category == c.slug for a in lib.all_articles) for c in lib.categories}
        newest = sorted(lib.all_articles, key=lambda a: (a.published_at, a.id), reverse=True)

        head, card = page_head(
            "home",
            (),
            f"{site_name} — {tagline}",
            lib.home.hero.description.get(lang),
            heading=lib.home.hero.title.get(lang),
            keywords=strings([c.name for c in lib.categories]),
            updated=self._newest(lib.all_articles),
        )
        yield Page(
            head.path,
            "home",
            p.HomePage(
                head=head,
                home=lib.home.model_copy(
                    update={"quick_links": resolved(lib.home.quick_links, self._titles)}
                ),
                categories=self.category_refs(),
                category_counts=counts,
                sector_cards=[self.sector_ref(lib.sector(c.sector)) for c in lib.home.sector_cards],
                ai_themes=[self._section_refs[t.slug] for t in lib.ai_themes],
                latest=[self.card(a) for a in newest[:6]],
            ),
            card,
        )
        for c in lib.categories:
            mine = [a for a in lib.all_articles if a.category == c.slug]
            sections = {a.section for a in mine}
            others = [a for a in newest if a.category != c.slug and a.section in sections]
            others += [a for a in newest if a.category != c.slug and a.section not in sections]
            head, card = page_head(
                "category",
                (c.slug,),
                c.name.get(lang),
                c.description.get(lang),
                keywords=[c.name.get(lang), *(a.keywords[0].get(lang) for a in mine)][:10],
                trail=[self._hub(lang, "content-sections")],
                accent=c.color,
                updated=self._newest(mine),
            )
            yield Page(
                head.path,
                "category",
                p.CategoryPage(
                    head=head,
                    category=self.linked(c),
                    articles=[self.card(a) for a in mine],
                    recommended=[self.card(a) for a in others[: limits.category_recommended]],
                    clusters=self.clusters_of({a.slug for a in mine}),
                ),
                card,
            )
        for a in lib.all_articles:
            n = limits.ai_article_related if a.is_ai else limits.article_related_each
            similar = self.similarity.similar_articles(a, n)
            group = lib.ai_theme(a.section) if a.is_ai else lib.section(a.section)
            topic = next(t for t in group.topics if t.slug == a.topic)
            family = "ai-article" if a.is_ai else "article"
            head, card = page_head(
                family,
                (a.slug,),
                a.title.get(lang),
                a.description.get(lang),
                keywords=strings(a.keywords),
                trail=self._article_trail(lang, a),
                accent=self._accent(a.category),
                article_facts=self._article_facts(lang, a),
                updated=a.published_at,
                reviewed=a.reviewed_at,
            )
            yield Page(
                head.path,
                family,
                p.ArticlePage(
                    head=head,
                    article=self.linked(a),
                    category=self._category_refs[a.category],
                    section=self._section_refs[a.section],
                    topic_title=topic.title,
                    similar=[self.card(x) for x in similar],
                    related_sections=[self._section_refs[s] for s in self.similarity.similar_sections(a, n)],
                    related_sectors=[self.sector_ref(s) for s in self.similarity.sectors_for_article(a, n)],
                    clusters=self.clusters_of({a.slug}),
                ),
                card,
            )
            if a.checklist and not a.is_ai:
                checklist_heading = self.ui[lang]["checklist.title"].replace("{title}", a.title.get(lang))
                head, card = page_head(
                    "checklist",
                    (a.slug,),
                    a.title.get(lang),
                    a.description.get(lang),
                    heading=checklist_heading,
                    keywords=strings(a.keywords),
                    trail=[
                        *self._article_trail(lang, a),
                        p.Crumb(name=a.title.get(lang), path=href(lang, "article", a.slug)),
                    ],
                    crumb=checklist_heading,
                    accent=self._accent(a.category),
                    updated=a.published_at,
                )
                yield Page(
                    head.path,
                    "checklist",
                    p.ChecklistPage(
                        head=head,
                        article=self.card(a),
                        items=a.checklist,
                        pdf=self.files.checklists.get((lang, a.slug)),
                    ),
                    card,
                )
        for cl in lib.clusters:
            head, card = page_head(
                "cluster",
                (cl.slug,),
                cl.title.get(lang),
                cl.description.get(lang),
                keywords=strings(lib.article(cl.pillar_article).keywords),
                trail=[self._hub(lang, "content-sections")],
                accent=self._accent(lib.article(cl.pillar_article).category),
                updated=self._newest([lib.article(x) for x in (cl.pillar_article, *cl.satellite_articles)]),
            )
            yield Page(
                head.path,
                "cluster",
                p.ClusterPage(
                    head=head,
                    cluster=cl,
                    pillar=self.card(lib.article(cl.pillar_article)),
                    satellites=[self.card(lib.article(s)) for s in cl.satellite_articles],
                    resources=[lib.resource(r) for r in cl.resources],
                    tools=self.tool_refs(cl.tools),
                ),
                card,
            )
        ui = self.ui[lang]
        head, card = page_head(
            "industries",
            (),
            ui["page.industries.title"],
            ui["page.industries.description"],
            keywords=strings([s.name for s in lib.sectors])[:10],
        )
        yield Page(
            head.path,
            "industries",
            p.IndustriesPage(
                head=head,
                sectors=[self.sector_ref(s) for s in lib.sectors],
                bands={s.slug: s.target_revenue for s in lib.sectors},
                revenue_filters=[
                    p.RevenueFilter(
                        id=key,
                        min=low,
                        max=high,
                        sectors=[
                            s.slug
                            for s in lib.sectors
                            if any(bands_overlap(b, low, high) for b in s.target_revenue)
                        ],
                    )
                    for key, low, high in REVENUE_FILTERS
                ],
            ),
            card,
        )
        for s in lib.sectors:
            head, card = page_head(
                "industry",
                (s.slug,),
                s.name.get(lang),
                s.description.get(lang),
                keywords=[s.name.get(lang), *(g.target_keyword.get(lang) for g in s.guides)],
                trail=[self._hub(lang, "industries")],
                reviewed=s.reviewed_at,
            )
            yield Page(
                head.path,
                "industry",
                p.IndustryPage(
                    head=head,
                    sector=self.linked(s),
                    resources=[lib.resource(r) for r in s.resources],
                    tools=self.tool_refs(s.tools),
                    recommendations=[
                        self.card(a) for a in self.similarity.articles_for_sector(s, limits.sector_related)
                    ],
                ),
                card,
            )
            for g in s.guides:
                head, card = page_head(
                    "guide",
                    (s.slug, g.slug),
                    g.title.get(lang),
                    g.description.get(lang),
                    keywords=[g.target_keyword.get(lang), *strings(g.keywords)],
                    trail=[
                        self._hub(lang, "industries"),
                        p.Crumb(name=s.name.get(lang), path=href(lang, "industry", s.slug)),
                    ],
                    crumb=short_title(g.title.get(lang)),
                    reviewed=g.reviewed_at,
                )
                yield Page(
                    head.path,
                    "guide",
                    p.GuidePage(
                        head=head,
                        sector=self.sector_ref(s),
                        guide=g,
                        other_guides=[o for o in s.guides if o.slug != g.slug],
                    ),
                    card,
                )
        for t in lib.tools:
            head, card = page_head(
                "tool",
                (t.slug,),
                t.title.get(lang),
                t.description.get(lang),
                keywords=[t.title.get(lang), lib.category(t.category).name.get(lang)],
                trail=[self._hub(lang, "resources")],
                accent=self._accent(t.category),
            )
            yield Page(head.path, "tool", p.ToolPage(head=head, tool=t), card)
        head, card = page_head(
            "content-sections",
            (),
            ui["page.content_sections.title"],
            ui["page.content_sections.description"],
            keywords=[t.keywords[0].get(lang) for s in lib.sections for t in s.topics][:12],
        )
        yield Page(
            head.path,
            "content-sections",
            p.ContentSectionsPage(
                head=head,
                sections=lib.sections,
                sectors_by_section={
                    s.slug: self.sector_refs_near(
                        s.title.fr, s.description.fr, [t.title.fr for t in s.topics]
                    )
                    for s in lib.sections
                },
                topic_articles=self.topic_articles(ai=False),
                clusters=self.clusters_of(None),
            ),
            card,
        )
        head, card = page_head(
            "ai-content-sections",
            (),
            ui["page.ai_content_sections.title"],
            ui["page.ai_content_sections.description"],
            keywords=[t.keywords[0].get(lang) for th in lib.ai_themes for t in th.topics][:12],
            updated=self._newest(lib.ai_articles),
        )
        yield Page(
            head.path,
            "ai-content-sections",
            p.AIContentSectionsPage(
                head=head,
                texts=lib.ai_catalogue,
                themes=lib.ai_themes,
                articles=[self.card(a) for a in lib.ai_articles],
                sectors_by_theme={
                    t.slug: self.sector_refs_near(
                        t.title.fr, t.description.fr, [x.title.fr for x in t.topics]
                    )
                    for t in lib.ai_themes
                },
                topic_articles=self.topic_articles(ai=True),
            ),
            card,
        )
        head, card = page_head(
            "resources",
            (),
            ui["page.resources.title"],
            ui["page.resources.description"],
            keywords=strings([r.title for r in lib.resources])[:10],
        )
        yield Page(
            head.path,
            "resources",
            p.ResourcesPage(
                head=head,
                resources=lib.resources,
                tools=self.tool_refs([t.slug for t in lib.tools]),
                downloads=self.files.of_resources(lang, lib.resources),
            ),
            card,
        )
        head, card = page_head(
            "exclusive-resources",
            (),
            lib.exclusive.intro.title.get(lang),
            lib.exclusive.intro.description.get(lang),
            trail=[self._hub(lang, "resources")],
        )
        yield Page(
            head.path, "exclusive-resources", p.ExclusivePage(head=head, exclusive=lib.exclusive), card
        )
        for slug, legal in lib.legal.items():
            head, card = page_head(
                slug, (), legal.title.get(lang), legal.description.get(lang), updated=legal.reviewed_at
            )
            yield Page(head.path, slug, p.LegalPagePayload(head=head, page=legal), card)

    def not_found_paths(self, lang: str) -> Iterator[str]:
        """The prerendered not-found page of each family with slugs."""
        for family in FAMILIES.values():
            if family.has_not_found:
                yield family.not_found_path(lang)
