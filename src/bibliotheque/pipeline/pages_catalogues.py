"""The catalogue pages (business and AI sections, resources, exclusive offer), tools, legal pages."""

from __future__ import annotations

from bibliotheque.content.models.articles import Article, newest_first
from bibliotheque.content.models.catalogue import AITheme, AITopic, ContentSection, Topic
from bibliotheque.content.models.pages import LegalPage
from bibliotheque.content.models.tools import Tool
from bibliotheque.pipeline import payloads as p
from bibliotheque.pipeline.page_context import Page, PageContext, strings

# What a topic card shows (web/src/features/catalogue/topic-card.tsx): the catalogues send no more.
CARD_KEYWORDS = 3
CARD_PAINS = 2
CARD_SOLUTIONS = 2


def topic_card(t: Topic) -> p.TopicCard:
    """`t` as its catalogue card shows it (an AI topic: its AI approaches, time and cost)."""
    solutions, estimate = t.solutions, None
    if isinstance(t, AITopic):
        solutions = t.ai_solutions
        estimate = p.AIEstimate(
            implementation_months=t.implementation_months, estimated_cost_eur=t.estimated_cost_eur
        )
    return p.TopicCard(
        slug=t.slug,
        title=t.title,
        description=t.description,
        difficulty=t.difficulty,
        read_time=t.read_time,
        keywords=t.keywords[:CARD_KEYWORDS],
        pain_points=t.pain_points[:CARD_PAINS],
        solutions=solutions[:CARD_SOLUTIONS],
        ai=estimate,
    )


def catalogue_group(g: ContentSection | AITheme) -> p.CatalogueGroup:
    """A business section or an AI theme with its topics as cards (an AI theme: and its sources)."""
    return p.CatalogueGroup(
        slug=g.slug,
        title=g.title,
        description=g.description,
        icon=g.icon,
        color=g.color,
        topics=[topic_card(t) for t in g.topics],
        reviewed_at=g.reviewed_at if isinstance(g, AITheme) else None,
        sources=g.sources if isinstance(g, AITheme) else [],
    )


def by_topic(ctx: PageContext, ai: bool) -> dict[str, list[Article]]:
    """The business (or AI) articles by the catalogue topic they are written on."""
    found: dict[str, list[Article]] = {}
    for a in ctx.lib.ai_articles if ai else ctx.lib.articles:
        found.setdefault(a.topic, []).append(a)
    return found


def topic_sectors(ctx: PageContext, ai: bool) -> dict[str, list[p.SectorLink]]:
    """Up to 2 sectors for each topic: those most often concerned by the articles written on it
    (linked by an editor, or close in words: `Similarity.sectors_for_article`)."""
    found = {
        topic: ctx.similarity.sectors_for_articles(articles, 2)
        for topic, articles in by_topic(ctx, ai).items()
    }
    return {
        topic: [p.SectorLink(slug=s.slug, name=s.name) for s in sectors]
        for topic, sectors in found.items()
        if sectors
    }


def topic_articles(ctx: PageContext, ai: bool) -> dict[str, p.TopicArticles]:
    """Articles by the topic they are written on: the newest `limits.catalogue_topic_articles`
    linked, the others counted with their categories (whose paginated pages list every article),
    so that the catalogue does not grow with the library (issue 35, decision 019)."""
    shown = ctx.lib.site.limits.catalogue_topic_articles
    out: dict[str, p.TopicArticles] = {}
    for topic, listed in by_topic(ctx, ai).items():
        articles = newest_first(listed)
        rest = {a.category for a in articles[shown:]}
        out[topic] = p.TopicArticles(
            latest=[
                p.ArticleLink(slug=a.slug, kind="ai-article" if a.is_ai else "article", title=a.title)
                for a in articles[:shown]
            ],
            more=len(articles[shown:]),
            more_in=[ctx.category_ref(c.slug) for c in ctx.lib.categories if c.slug in rest],
        )
    return out


def tool_page(ctx: PageContext, lang: str, t: Tool) -> Page:
    head, card = ctx.head(
        lang,
        "tool",
        (t.slug,),
        t.title.get(lang),
        t.description.get(lang),
        keywords=[t.title.get(lang), ctx.lib.category(t.category).name.get(lang)],
        trail=[ctx.hub(lang, "resources")],
        accent=ctx.accent(t.category),
    )
    return Page(head.path, "tool", p.ToolPage(head=head, tool=t), card)


def content_sections_page(ctx: PageContext, lang: str) -> Page:
    """The business catalogue: sections, their topics' articles and sectors, clusters."""
    lib, ui = ctx.lib, ctx.ui[lang]
    head, card = ctx.head(
        lang,
        "content-sections",
        (),
        ui["page.content_sections.title"],
        ui["page.content_sections.description"],
        keywords=[t.keywords[0].get(lang) for s in lib.sections for t in s.topics][:12],
    )
    payload = p.ContentSectionsPage(
        head=head,
        sections=[catalogue_group(s) for s in lib.sections],
        sectors_by_topic=topic_sectors(ctx, ai=False),
        topic_articles=topic_articles(ctx, ai=False),
        clusters=ctx.clusters_of(None),
    )
    return Page(head.path, "content-sections", payload, card)


def ai_content_sections_page(ctx: PageContext, lang: str) -> Page:
    """The AI catalogue: themes, their topics' articles and sectors, the newest AI articles."""
    lib, ui = ctx.lib, ctx.ui[lang]
    newest_ai = newest_first(lib.ai_articles)
    head, card = ctx.head(
        lang,
        "ai-content-sections",
        (),
        ui["page.ai_content_sections.title"],
        ui["page.ai_content_sections.description"],
        keywords=[t.keywords[0].get(lang) for th in lib.ai_themes for t in th.topics][:12],
        updated=ctx.newest(lib.ai_articles),
    )
    payload = p.AIContentSectionsPage(
        head=head,
        texts=lib.ai_catalogue,
        themes=[catalogue_group(t) for t in lib.ai_themes],
        articles=[ctx.card(a) for a in newest_ai[: lib.site.limits.ai_catalogue_articles]],
        articles_total=len(newest_ai),
        sectors_by_topic=topic_sectors(ctx, ai=True),
        topic_articles=topic_articles(ctx, ai=True),
    )
    return Page(head.path, "ai-content-sections", payload, card)


def resources_page(ctx: PageContext, lang: str) -> Page:
    lib, ui = ctx.lib, ctx.ui[lang]
    head, card = ctx.head(
        lang,
        "resources",
        (),
        ui["page.resources.title"],
        ui["page.resources.description"],
        keywords=strings(lang, [r.title for r in lib.resources])[:10],
    )
    payload = p.ResourcesPage(
        head=head,
        resources=lib.resources,
        tools=ctx.tool_refs([t.slug for t in lib.tools]),
        downloads=ctx.files.of_resources(lang, lib.resources),
        gated=ctx.files.gated_facts(lang, lib.resources),
    )
    return Page(head.path, "resources", payload, card)


def exclusive_page(ctx: PageContext, lang: str) -> Page:
    exclusive = ctx.lib.exclusive
    head, card = ctx.head(
        lang,
        "exclusive-resources",
        (),
        exclusive.intro.title.get(lang),
        exclusive.intro.description.get(lang),
        trail=[ctx.hub(lang, "resources")],
    )
    return Page(head.path, "exclusive-resources", p.ExclusivePage(head=head, exclusive=exclusive), card)


def legal_page(ctx: PageContext, lang: str, slug: str, legal: LegalPage) -> Page:
    """A legal page: its family is its slug (privacy, terms, cookies, legal-notice)."""
    head, card = ctx.head(
        lang, slug, (), legal.title.get(lang), legal.description.get(lang), updated=legal.reviewed_at
    )
    return Page(head.path, slug, p.LegalPagePayload(head=head, page=legal), card)
