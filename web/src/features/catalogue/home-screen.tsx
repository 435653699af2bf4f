import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { HomePage } from "~/generated/types";
import { ArticleGrid } from "~/shared/cards/article-card";
import { useShell } from "~/shared/shell-context";
import { formatNumber, plural } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { TILE } from "~/shared/accent";
import { BUTTON, CARD, TEXT_LINK } from "~/shared/button";
import { CallToAction } from "~/shared/call-to-action";
import { ContentIcon } from "~/shared/content-icon";
import { href, localPath } from "~/shared/href";
import { ExternalAnchor } from "~/shared/link-boxes";
import { auditHref, partnerHref } from "~/shared/outbound";
import { StatList } from "~/shared/stat-list";
import { useClaimsNote } from "~/shared/claims";
import { TrialLink } from "~/shared/trial-call-to-action";
import { Section } from "~/shared/prose";

const COVER_LINK =
  "after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-blue-700";

export function HomeScreen({ page }: { page: HomePage }) {
  const lang = useLang();
  const t = useT();
  const { site } = useShell();
  const { home } = page;
  const { claims } = site;
  const claimsNote = useClaimsNote();
  const audit = (content: string) => auditHref(site, { content, referrer: page.head.path });
  const stats = [
    { value: `${formatNumber(lang, claims.problems)}+`, label: t("home.stats.problems_solved") },
    { value: `${formatNumber(lang, claims.companies)}+`, label: t("home.stats.companies_helped") },
    { value: formatNumber(lang, claims.roi_percent / 100, { style: "percent" }), label: t("home.stats.roi_average") },
    { value: formatNumber(lang, claims.satisfaction_percent / 100, { style: "percent" }), label: t("home.stats.satisfaction") },
  ];
  return (
    <main id="main" className="w-full">
      <section aria-labelledby="hero-title" className="border-b border-slate-200 bg-gradient-to-b from-blue-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-20">
          <p className="text-sm font-semibold text-blue-800 dark:text-blue-300">{site.brand.tagline}</p>
          <h1 id="hero-title" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
            {home.hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-xl text-slate-800 dark:text-slate-200">{home.hero.subtitle}</p>
          <p className="mt-4 max-w-prose text-slate-700 dark:text-slate-300">{home.hero.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={href(lang, "content-sections")} className={BUTTON.primary}>
              {home.hero.cta_primary}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <ExternalAnchor href={audit("home-hero")} className={BUTTON.secondary}>
              {home.hero.cta_secondary}
            </ExternalAnchor>
          </div>
          <StatList stats={stats} note={claimsNote} className="mt-12" tile="bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800" />
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 pb-12 sm:px-6">
        <Section title={home.presentation.title} id="presentation">
          <p className="max-w-prose text-lg text-slate-700 dark:text-slate-300">{home.presentation.description}</p>
          <p data-claims="" className="mt-4 text-sm font-medium text-slate-700 dark:text-slate-300">
            {t("home.presentation.facts", { years: claims.years_expertise, sectors: claims.sectors, ai: claims.ai_projects })}
            {claimsNote ? <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{claimsNote}</span> : null}
          </p>
        </Section>

        <Section title={t("home.sectors")} id="sectors">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {page.sector_cards.map((sector, i) => (
              <li key={sector.slug} className={CARD}>
                <span className={`inline-flex size-10 items-center justify-center rounded-lg ${TILE.indigo}`}>
                  <ContentIcon name={sector.icon} />
                </span>
                <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">
                  <Link to={href(lang, "industry", sector.slug)} className={COVER_LINK}>
                    {sector.name}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{home.sector_cards[i]?.description}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <Link to={href(lang, "industries")} className={`${TEXT_LINK} inline-flex items-center gap-1`}>
              {t("home.sectors.all")}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </Section>

        <Section title={t("home.method")} id="method">
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {home.method.map((step) => (
              <li key={step.title} className="rounded-xl border-t-4 border-blue-700 bg-slate-50 p-5 dark:border-blue-500 dark:bg-slate-900">
                {step.icon ? <ContentIcon name={step.icon} className="size-6 text-blue-800 dark:text-blue-300" /> : null}
                <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{step.title}</h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{step.description}</p>
              </li>
            ))}
          </ol>
        </Section>

        <Section title={t("home.categories")} id="categories">
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5">
            {page.categories.map((c) => (
              <li key={c.slug} className={CARD}>
                <span className={`inline-flex size-10 items-center justify-center rounded-lg ${TILE[c.color]}`}>
                  <ContentIcon name={c.icon} />
                </span>
                <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">
                  <Link to={href(lang, "category", c.slug)} className={COVER_LINK}>
                    {c.name}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  {plural(lang, "category.articles", page.category_counts[c.slug] ?? 0)}
                </p>
              </li>
            ))}
          </ul>
        </Section>

        <Section title={t("home.ai")} id="ai">
          <ul className="grid gap-4 md:grid-cols-3">
            {home.ai_blocks.map((block) => (
              <li key={block.title} className={`${CARD} border-indigo-200 dark:border-indigo-900`}>
                <Sparkles aria-hidden="true" className="size-6 text-indigo-700 dark:text-indigo-300" />
                <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">
                  <Link to={`${href(lang, "ai-content-sections")}#${block.theme}`} className={COVER_LINK}>
                    {block.title}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{block.description}</p>
                <dl className="mt-auto grid grid-cols-2 gap-2 pt-4 text-sm">
                  <div className="rounded-lg bg-indigo-50 p-2 dark:bg-indigo-950">
                    <dt className="text-indigo-900 dark:text-indigo-200">{t("home.ai.solutions")}</dt>
                    <dd className="text-lg font-bold text-indigo-950 dark:text-white">{block.solution_count}</dd>
                  </div>
                  <div className="rounded-lg bg-indigo-50 p-2 dark:bg-indigo-950">
                    <dt className="text-indigo-900 dark:text-indigo-200">{t("home.ai.duration")}</dt>
                    <dd className="text-lg font-bold text-indigo-950 dark:text-white">
                      {t("home.ai.months", { min: block.duration_months.min, max: block.duration_months.max })}
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </Section>

        <Section title={t("home.clients")} id="clients">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {home.client_types.map((c) => (
              <li key={c.title} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
                {c.icon ? (
                  <span className={`inline-flex size-10 items-center justify-center rounded-lg ${TILE.teal}`}>
                    <ContentIcon name={c.icon} />
                  </span>
                ) : null}
                <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{c.title}</h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{c.description}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section title={t("home.quick_links")} id="quick-links">
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {home.quick_links.map((link) => (
              <li key={link.url}>
                <Link
                  to={localPath(lang, link.url)}
                  className="group flex h-full items-start justify-between gap-3 rounded-lg border border-slate-200 p-4 hover:border-blue-300 hover:bg-blue-50 dark:border-slate-800 dark:hover:border-blue-800 dark:hover:bg-slate-900"
                >
                  <span>
                    <span className="font-semibold text-blue-800 group-hover:underline dark:text-blue-300">{link.text}</span>
                    <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">{link.description}</span>
                  </span>
                  <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-blue-800 dark:text-blue-300" />
                </Link>
              </li>
            ))}
          </ul>
        </Section>

        {page.latest.length > 0 ? (
          <Section title={t("home.latest")} id="latest">
            <ArticleGrid cards={page.latest} />
          </Section>
        ) : null}

        <Section title={home.partner.title} id="partner" className="mt-12 rounded-2xl border border-slate-200 p-6 sm:p-8 dark:border-slate-800">
          <p className="max-w-prose text-slate-700 dark:text-slate-300">{home.partner.description}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <ExternalAnchor href={partnerHref(site, site.urls.consulting, "home-partner")} className={BUTTON.secondary}>
              {site.brand.consulting_name}
            </ExternalAnchor>
            <ExternalAnchor href={partnerHref(site, site.urls.investment_group, "home-partner")} className={BUTTON.secondary}>
              {site.brand.group_name}
            </ExternalAnchor>
          </div>
        </Section>

        <CallToAction id="final-cta" title={home.final_cta.title} text={home.final_cta.description}>
          <ExternalAnchor href={audit("home-final")} className={BUTTON.light}>
            {t("cta.audit")}
          </ExternalAnchor>
          <TrialLink className={BUTTON.outlineLight} />
        </CallToAction>
      </div>
    </main>
  );
}
