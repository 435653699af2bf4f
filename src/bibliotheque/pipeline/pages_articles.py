"""The pages of the article families: home, category, article and AI article, checklist, cluster."""

from __future__ import annotations

from bibliotheque.content.models.articles import Article, ArticleBody, newest_first
from bibliotheque.content.models.catalogue import Category
from bibliotheque.content.models.common import narrowed
from bibliotheque.content.models.sectors import Cluster
from bibliotheque.pipeline import payloads as p
from bibliotheque.pipeline.page_context import Page, PageContext, strings
from bibliotheque.pipeline.related import related_url
from bibliotheque.routes import href


def home_page(ctx: PageContext, lang: str) -> Page:
    lib = ctx.lib
    site_name = lib.site.brand.site_name.get(lang)
    tagline = lib.site.brand.tagline.get(lang)
    head, card = ctx.head(
        lang,
        "home",
        (),
        f"{site_name} — {tagline}",
        lib.home.hero.description.get(lang),
        heading=lib.home.hero.title.get(lang),
        keywords=strings(lang, [c.name for c in lib.categories]),
        updated=ctx.newest(lib.all_articles),
    )
    payload = p.HomePage(
        head=head,
        home=lib.home.model_copy(update={"quick_links": ctx.named_links(lib.home.quick_links)}),
        categories=ctx.category_refs(),
        category_counts={c.slug: sum(a.category == c.slug for a in lib.all_articles) for c in lib.categories},
        sector_cards=[ctx.sector_ref(lib.sector(c.sector)) for c in lib.home.sector_cards],
        ai_themes=[ctx.section_refs[t.slug] for t in lib.ai_themes],
        latest=[ctx.card(a) for a in newest_first(ctx.lib.all_articles)[:6]],
    )
    return Page(head.path, "home", payload, card)


def category_pages(ctx: PageContext, lang: str, c: Category) -> list[Page]:
    """A category's articles, the newest first, cut into pages of `limits.category_page_size` (issue 35, decision 019):
    page 1 at the category's address, page n ≥ 2 at `/{lang}/category/{slug}/page/{n}`, each
    page's data holding its slice only; then recommended articles of other categories (same
    sections first) on every page."""
    newest = newest_first(ctx.lib.all_articles)
    mine = [a for a in newest if a.category == c.slug]
    size = ctx.lib.site.limits.category_page_size
    slices = [mine[start : start + size] for start in range(0, len(mine), size)] or [[]]
    sections = {a.section for a in mine}
    others = [a for a in newest if a.category != c.slug and a.section in sections]
    others += [a for a in newest if a.category != c.slug and a.section not in sections]
    recommended = [ctx.card(a) for a in others[: ctx.lib.site.limits.category_recommended]]
    clusters = ctx.clusters_of({a.slug for a in mine})
    base = ctx.lib.site.urls.base
    paths = [category_page_path(lang, c.slug, n) for n in range(1, len(slices) + 1)]
    pages: list[Page] = []
    for n, articles in enumerate(slices, start=1):
        name = c.name.get(lang)
        numbered = ctx.ui[lang]["pagination.title"].format(title=name, page=n, pages=len(slices))
        head, card = ctx.head(
            lang,
            head_family(n),
            (c.slug,) if n == 1 else (c.slug, str(n)),
            name if n == 1 else numbered,
            c.description.get(lang),
            heading=name,
            keywords=[name, *(a.keywords[0].get(lang) for a in articles)][:10],
            trail=[ctx.hub(lang, "content-sections")]
            + ([p.Crumb(name=name, path=paths[0])] if n > 1 else []),
            crumb=None if n == 1 else ctx.ui[lang]["pagination.page"].format(page=n),
            accent=c.color,
            updated=ctx.newest(articles or mine),
        )
        head = head.model_copy(
            update={
                "prev": base + paths[n - 2] if n > 1 else None,
                "next": base + paths[n] if n < len(slices) else None,
            }
        )
        payload = p.CategoryPage(
            head=head,
            category=ctx.linked(c),
            articles=[ctx.card(a) for a in articles],
            pagination=p.Pagination(page=n, pages=len(slices), total=len(mine)),
            recommended=recommended,
            clusters=clusters,
        )
        pages.append(Page(head.path, head_family(n), payload, card))
    return pages


def head_family(page: int) -> str:
    """The route family of page `page` of a category."""
    return "category" if page == 1 else "category-page"


def category_page_path(lang: str, slug: str, page: int) -> str:
    """The address of page `page` of a category: the category's own for page 1."""
    return href(lang, "category", slug) if page == 1 else href(lang, "category-page", slug, str(page))


def article_page(ctx: PageContext, lang: str, a: Article) -> Page:
    """A business or AI article, with its similar articles, sections and sectors."""
    limits, similarity = ctx.lib.site.limits, ctx.similarity
    n = limits.ai_article_related if a.is_ai else limits.article_related_each
    group = ctx.lib.ai_theme(a.section) if a.is_ai else ctx.lib.section(a.section)
    topic = next(t for t in group.topics if t.slug == a.topic)
    family = "ai-article" if a.is_ai else "article"
    head, card = ctx.head(
        lang,
        family,
        (a.slug,),
        a.title.get(lang),
        a.description.get(lang),
        keywords=strings(lang, a.keywords),
        trail=ctx.article_trail(lang, a),
        accent=ctx.accent(a.category),
        article_facts=ctx.article_facts(lang, a),
        updated=a.published_at,
        reviewed=a.reviewed_at,
    )
    payload = p.ArticlePage(
        head=head,
        article=narrowed(ArticleBody, ctx.linked(a)),
        has_checklist=a.has_checklist_page,
        category=ctx.category_ref(a.category),
        section=ctx.section_refs[a.section],
        topic_title=topic.title,
        related=related_url(head.path),
        clusters=ctx.clusters_of({a.slug}),
    )
    related = p.ArticleRelated(
        similar=[ctx.card(x) for x in similarity.similar_articles(a, n)],
        related_sections=[ctx.section_refs[s] for s in similarity.similar_sections(a, n)],
        related_sectors=[ctx.sector_ref(s) for s in similarity.sectors_for_article(a, n)],
    )
    return Page(head.path, family, payload, card, related)


def checklist_page(ctx: PageContext, lang: str, a: Article) -> Page:
    """The printable checklist of a business article (and its PDF when built)."""
    # « Liste de contrôle — {title} »: titles have their own colon (« Relancer un devis : … »), and
    # the page's <title> is not its article's.
    heading = ctx.ui[lang]["checklist.title"].replace("{title}", a.title.get(lang))
    head, card = ctx.head(
        lang,
        "checklist",
        (a.slug,),
        heading,
        a.description.get(lang),
        heading=heading,
        keywords=strings(lang, a.keywords),
        trail=[
            *ctx.article_trail(lang, a),
            p.Crumb(name=a.title.get(lang), path=href(lang, "article", a.slug)),
        ],
        crumb=ctx.ui[lang]["checklist.crumb"],
        accent=ctx.accent(a.category),
        updated=a.published_at,
    )
    payload = p.ChecklistPage(
        head=head,
        article=ctx.card(a),
        items=a.checklist,
        pdf=ctx.files.checklists.get((lang, a.slug)),
    )
    return Page(head.path, "checklist", payload, card)


def cluster_page(ctx: PageContext, lang: str, cl: Cluster) -> Page:
    lib = ctx.lib
    pillar = lib.article(cl.pillar_article)
    head, card = ctx.head(
        lang,
        "cluster",
        (cl.slug,),
        cl.title.get(lang),
        cl.description.get(lang),
        keywords=strings(lang, pillar.keywords),
        trail=[ctx.hub(lang, "content-sections")],
        accent=ctx.accent(pillar.category),
        updated=ctx.newest([lib.article(x) for x in (cl.pillar_article, *cl.satellite_articles)]),
    )
    payload = p.ClusterPage(
        head=head,
        cluster=cl,
        pillar=ctx.card(pillar),
        satellites=[ctx.card(lib.article(s)) for s in cl.satellite_articles],
        resources=[lib.resource(r) for r in cl.resources],
        tools=ctx.tool_refs(cl.tools),
    )
    return Page(head.path, "cluster", payload, card)
