import { AlertTriangle, ArrowLeft, Calendar, Check, Clock, FileCheck, PlayCircle, TrendingUp, X } from "lucide-react";
import { useCallback, useMemo, type ReactNode } from "react";
import { Link } from "react-router";
import type { ArticlePage } from "~/generated/types";
import { useShell } from "~/shared/shell-context";
import { formatDate, keyOf } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { Badge } from "~/shared/badge";
import { BUTTON, TEXT_LINK } from "~/shared/button";
import { CallToAction } from "~/shared/call-to-action";
import { href } from "~/shared/href";
import { IllustrativeLabel } from "~/shared/illustrative";
import { ExternalAnchor, ExternalResources, RelatedLinks } from "~/shared/link-boxes";
import { ClusterLinks } from "~/shared/cluster-links";
import { PageHeader, Prose, Section } from "~/shared/prose";
import { ReviewedOn, SourcesSection } from "~/shared/sources";
import { articleContext, useConversion } from "~/shared/conversion-context";
import { TrialLink } from "~/shared/trial-call-to-action";
import { HydrateLater, loadLater } from "~/shared/hydrate-later";
import { useClaimsNote } from "~/shared/claims";

// Loaded after the page's first hydration, working as without JavaScript until then (loadLater):
// the lead forms post, the share menu's links open, the recommendations are links.
const ArticleCta = loadLater(() => import("./article-cta").then((module) => module.ArticleCta));
const RecommendedContent = loadLater(() => import("./recommended-content").then((module) => module.RecommendedContent));
const ShareMenu = loadLater(() => import("./share-menu").then((module) => module.ShareMenu));

/**
 * A base or AI article: the problem, what it costs, the market's answers, ours, and where to go
 * next. `conversionModal`: the modal the route mounts at the end of the article.
 */
export function ArticleScreen({ page, conversionModal }: { page: ArticlePage; conversionModal: ReactNode }) {
  const lang = useLang();
  const t = useT();
  const { site } = useShell();
  const claimsNote = useClaimsNote();
  const { converted } = useConversion();
  const { article, category, section } = page;
  const isAi = article.id.startsWith("ai-");
  const path = page.head.path;
  // Stable across renders: the regions loaded later take them (loadLater).
  const context = useMemo(() => articleContext(page), [page]);
  const ctaProps = { article: article.slug, category: category.slug, path, context };
  const onShared = useCallback(() => converted(context), [converted, context]);
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader
        title={article.title}
        lead={article.description}
        after={
          <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {t("article.read_time", { minutes: article.read_time })}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Calendar aria-hidden="true" className="size-4" />
              <time dateTime={article.published_at}>
                {t("article.published", { date: formatDate(lang, article.published_at) })}
              </time>
            </span>
            <ReviewedOn date={article.reviewed_at} />
            <span>{t("article.topic", { title: page.topic_title })}</span>
          </p>
        }
      >
        <Link to={href(lang, "category", category.slug)} className={`${TEXT_LINK} inline-flex items-center gap-1 text-sm`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("article.back", { name: category.name })}
        </Link>
        <p className="mt-4 flex flex-wrap gap-2">
          <Badge color={category.color}>{category.name}</Badge>
          <Badge color={section.color}>{section.title}</Badge>
          <Badge>{t(keyOf("difficulty", article.difficulty))}</Badge>
        </p>
      </PageHeader>

      <Section title={t("article.problem")} id="problem">
        <Prose text={article.problem} className="text-lg" />
      </Section>

      <Section title={t("article.consequences")} id="consequences">
        <ul className="grid gap-3 sm:grid-cols-2">
          {article.consequences.map((c) => (
            <li key={c} className="flex gap-3 rounded-lg border border-slate-200 border-l-4 border-l-red-600 p-4 text-slate-800 dark:border-slate-800 dark:border-l-red-500 dark:text-slate-200">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700 dark:text-red-400" />
              <span>{c}</span>
            </li>
          ))}
        </ul>
      </Section>

      <ArticleCta position="middle" {...ctaProps} />

      {isAi ? (
        <aside aria-labelledby="ai-reality-title" className="mt-12 rounded-xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-800 dark:bg-amber-950/40">
          <h2 id="ai-reality-title" className="font-semibold text-amber-950 dark:text-amber-100">
            {t("ai.reality.title")}
          </h2>
          <p data-claims="" className="mt-2 max-w-prose text-amber-950 dark:text-amber-100">
            {t("ai.reality.text", {
              min: site.claims.ai_project_months_min,
              max: site.claims.ai_article_months_max,
              low: site.claims.ai_budget_multiplier_min,
              high: site.claims.ai_budget_multiplier_max,
              failure: site.claims.ai_failure_percent,
            })}
            {claimsNote ? <span className="block text-xs">{claimsNote}</span> : null}
          </p>
        </aside>
      ) : null}

      <Section title={t("article.market_solutions")} id="market-solutions">
        <ul className="grid gap-3">
          {article.market_solutions.map((m) => (
            <li key={m.name} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
              <h3 className="font-semibold text-slate-900 dark:text-white">{m.name}</h3>
              <p className="mt-1 flex max-w-prose gap-2 text-slate-700 dark:text-slate-300">
                <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-300" />
                <span>
                  <span className="sr-only">{t("article.drawback")} </span>
                  {m.drawback}
                </span>
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <HydrateLater>
        <section
          id="platform-solution"
          aria-labelledby="platform-solution-title"
          className="mt-12 scroll-mt-24 rounded-2xl border border-blue-200 bg-white p-6 shadow-sm sm:p-8 dark:border-blue-900 dark:bg-slate-900"
        >
          <p className="text-sm font-semibold text-blue-800 dark:text-blue-300">
            {t("article.platform_solution", { platform: site.brand.platform_name })}
          </p>
          <h2 id="platform-solution-title" className="mt-1 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            {article.platform_solution.title}
          </h2>
          <p className="mt-3 max-w-prose text-slate-700 dark:text-slate-300">{article.platform_solution.description}</p>
          <ul className="mt-5 grid gap-2 sm:grid-cols-2">
            {article.platform_solution.features.map((f) => (
              <li key={f} className="flex gap-2 text-slate-800 dark:text-slate-200">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400" />
                <span>{f}</span>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            <TrialLink className={BUTTON.primary} />
            {article.platform_solution.demo_url ? (
              <ExternalAnchor href={article.platform_solution.demo_url} className={BUTTON.secondary}>
                {t("article.book_demo")}
              </ExternalAnchor>
            ) : null}
          </div>
        </section>
      </HydrateLater>

      <HydrateLater>
        <section
          id="consulting"
          aria-labelledby="consulting-title"
          className="mt-12 scroll-mt-24 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900/60"
        >
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-700 dark:text-slate-300">
            {t("article.consulting_option")}
            {article.consulting.illustrative ? <IllustrativeLabel /> : null}
          </p>
          <h2 id="consulting-title" className="mt-1 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            {article.consulting.title}
          </h2>
          <p className="mt-3 max-w-prose text-slate-700 dark:text-slate-300">{article.consulting.description}</p>
          <p className="mt-4 inline-flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 font-semibold text-green-900 ring-1 ring-green-200 dark:bg-green-950 dark:text-green-100 dark:ring-green-800">
            <TrendingUp aria-hidden="true" className="size-5" />
            {t("article.roi", { percent: article.consulting.roi.percent, months: article.consulting.roi.months })}
          </p>
          {article.consulting.case_study ? (
            <figure className="mt-5 border-l-4 border-blue-700 pl-4 dark:border-blue-500">
              <figcaption className="text-sm font-semibold text-slate-900 dark:text-white">{t("article.case_study")}</figcaption>
              <p className="mt-1 max-w-prose text-slate-700 dark:text-slate-300">{article.consulting.case_study}</p>
            </figure>
          ) : null}
          <div className="mt-6">
            <a href={href(lang, "consulting")} className={BUTTON.secondary}>
              {t("article.consulting_call")}
            </a>
          </div>
        </section>
      </HydrateLater>

      <HydrateLater>
        <div className="mt-8 flex flex-wrap items-start gap-3" id="article-actions">
          {page.has_checklist ? (
            <Link to={href(lang, "checklist", article.slug)} className={BUTTON.secondary}>
              <FileCheck aria-hidden="true" className="size-4" />
              {t("article.download_checklist")}
            </Link>
          ) : null}
          {article.video ? (
            <ExternalAnchor href={article.video.url} className={BUTTON.secondary}>
              <PlayCircle aria-hidden="true" className="size-4" />
              {t("article.watch_demo")}
            </ExternalAnchor>
          ) : null}
          <ShareMenu url={`${site.urls.base}${path}`} title={article.title} onShared={isAi ? onShared : undefined} />
        </div>
      </HydrateLater>

      {article.related_links.length > 0 ? (
        <Section title={t("article.related_links")} id="related-links">
          <RelatedLinks links={article.related_links} />
        </Section>
      ) : null}
      {article.authority_links.length > 0 ? (
        <Section title={t("article.authority_links")} id="authority-links">
          <ExternalResources resources={article.authority_links} site={site} context={`article-${article.slug}`} />
        </Section>
      ) : null}

      <ClusterLinks clusters={page.clusters} />

      <SourcesSection reviewedAt={article.reviewed_at} sources={article.sources} />

      <ArticleCta position="end" {...ctaProps} />

      <RecommendedContent url={page.related} />

      <CallToAction id="final-cta" title={t("article.final_cta.title")} text={t("article.final_cta.text")}>
        <TrialLink className={BUTTON.light} />
        <a href={href(lang, "consulting")} className={BUTTON.outlineLight}>
          {t("article.consulting_call")}
        </a>
      </CallToAction>
      {conversionModal}
    </main>
  );
}
