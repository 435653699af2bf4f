"""The pages of the sector families: the sector list and its revenue filter, a sector, a guide."""

from __future__ import annotations

from bibliotheque.content.models.common import narrowed
from bibliotheque.content.models.sectors import Guide, RevenueBand, Sector, SectorBody
from bibliotheque.pipeline import payloads as p
from bibliotheque.pipeline.page_context import Page, PageContext, strings
from bibliotheque.pipeline.page_head import short_title
from bibliotheque.routes import href

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


def industries_page(ctx: PageContext, lang: str) -> Page:
    lib, ui = ctx.lib, ctx.ui[lang]
    head, card = ctx.head(
        lang,
        "industries",
        (),
        ui["page.industries.title"],
        ui["page.industries.description"],
        keywords=strings(lang, [s.name for s in lib.sectors])[:10],
    )
    payload = p.IndustriesPage(
        head=head,
        sectors=[ctx.sector_ref(s) for s in lib.sectors],
        bands={s.slug: s.target_revenue for s in lib.sectors},
        revenue_filters=[
            p.RevenueFilter(
                id=key,
                min=low,
                max=high,
                sectors=[
                    s.slug for s in lib.sectors if any(bands_overlap(b, low, high) for b in s.target_revenue)
                ],
            )
            for key, low, high in REVENUE_FILTERS
        ],
    )
    return Page(head.path, "industries", payload, card)


def guide_ref(g: Guide) -> p.GuideRef:
    return p.GuideRef(slug=g.slug, title=g.title, description=g.description, search_intent=g.search_intent)


def industry_page(ctx: PageContext, lang: str, s: Sector) -> Page:
    """A sector, with its resources, tools and the articles recommended for it."""
    lib = ctx.lib
    head, card = ctx.head(
        lang,
        "industry",
        (s.slug,),
        s.name.get(lang),
        s.description.get(lang),
        keywords=[s.name.get(lang), *(g.target_keyword.get(lang) for g in s.guides)],
        trail=[ctx.hub(lang, "industries")],
        reviewed=s.reviewed_at,
    )
    recommended = ctx.similarity.articles_for_sector(s, lib.site.limits.sector_related)
    payload = p.IndustryPage(
        head=head,
        # The guides travel as references: their bodies are their own pages' (issue 32, weight).
        sector=narrowed(SectorBody, ctx.linked(s)),
        guides=[guide_ref(g) for g in s.guides],
        resources=[lib.resource(r) for r in s.resources],
        tools=ctx.tool_refs(s.tools),
        recommendations=[ctx.card(a) for a in recommended],
    )
    return Page(head.path, "industry", payload, card)


def guide_page(ctx: PageContext, lang: str, s: Sector, g: Guide) -> Page:
    """A guide of sector `s`, with the sector's other guides."""
    head, card = ctx.head(
        lang,
        "guide",
        (s.slug, g.slug),
        g.title.get(lang),
        g.description.get(lang),
        keywords=[g.target_keyword.get(lang), *strings(lang, g.keywords)],
        trail=[
            ctx.hub(lang, "industries"),
            p.Crumb(name=s.name.get(lang), path=href(lang, "industry", s.slug)),
        ],
        crumb=short_title(g.title.get(lang)),
        reviewed=g.reviewed_at,
    )
    payload = p.GuidePage(
        head=head,
        sector=ctx.sector_ref(s),
        guide=g,
        other_guides=[guide_ref(o) for o in s.guides if o.slug != g.slug],
    )
    return Page(head.path, "guide", payload, card)
