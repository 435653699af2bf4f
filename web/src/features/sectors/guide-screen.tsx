import { ArrowLeft, ArrowRight, X } from "lucide-react";
import { Link } from "react-router";
import type { GuidePage } from "~/generated/types";
import { useShell } from "~/shared/shell-context";
import { formatNumber, keyOf } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { Badge } from "~/shared/badge";
import { BUTTON, TEXT_LINK } from "~/shared/button";
import { CallToAction } from "~/shared/call-to-action";
import { href } from "~/shared/href";
import { ExternalAnchor } from "~/shared/link-boxes";
import { auditHref } from "~/shared/outbound";
import { IllustrativeLabel } from "~/shared/illustrative";
import { NumberedCards, PageHeader, Prose, Section } from "~/shared/prose";
import { ReviewedOn, SourcesSection } from "~/shared/sources";
import { StatList } from "~/shared/stat-list";
import { useClaimsNote } from "~/shared/claims";
import { TrialLink } from "~/shared/trial-call-to-action";
import { shortTitle } from "./split-solution";

/** A sector guide written for one search: the problem, why today's answers fail, a better approach. */
export function GuideScreen({ page }: { page: GuidePage }) {
  const lang = useLang();
  const t = useT();
  const { site } = useShell();
  const { guide, sector } = page;
  const { claims } = site;
  const claimsNote = useClaimsNote();
  const stats = [
    { value: `${formatNumber(lang, claims.companies)}+`, label: t("home.stats.companies_helped") },
    { value: formatNumber(lang, claims.roi_percent / 100, { style: "percent" }), label: t("home.stats.roi_average") },
    { value: formatNumber(lang, claims.satisfaction_percent / 100, { style: "percent" }), label: t("home.stats.satisfaction") },
    { value: t("guide.stats.months", { months: claims.results_months }), label: t("guide.stats.results") },
  ];
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader
        title={guide.title}
        lead={guide.description}
        after={
          guide.reviewed_at ? (
            <p className="mt-5 text-sm text-slate-600 dark:text-slate-400">
              <ReviewedOn date={guide.reviewed_at} />
            </p>
          ) : null
        }
      >
        <Link to={href(lang, "industry", sector.slug)} className={`${TEXT_LINK} inline-flex items-center gap-1 text-sm`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("guide.back", { name: sector.name })}
        </Link>
        <p className="mt-4 flex flex-wrap gap-2">
          <Badge color="teal">
            <span className="sr-only">{t("guide.intent")} </span>
            {t(keyOf("guide.intent", guide.search_intent))}
          </Badge>
        </p>
      </PageHeader>

      <Section title={t("article.problem")} id="problem">
        <Prose text={guide.content.problem} className="text-lg" />
      </Section>
      <Section title={t("guide.pain_points")} id="pain-points">
        <NumberedCards items={guide.content.pain_points} />
      </Section>
      <Section title={t("guide.current_solutions")} id="current-solutions">
        <ul className="grid gap-3">
          {guide.content.current_solutions.map((s) => (
            <li key={s} className="flex gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
              <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700 dark:text-red-300" />
              <span className="max-w-prose text-slate-800 dark:text-slate-200">{s}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t("guide.why_it_fails")} id="why-it-fails">
        <Prose text={guide.content.why_it_fails} />
      </Section>
      <Section
        title={t("guide.better_approach")}
        id="better-approach"
        className="mt-12 rounded-2xl border border-green-200 bg-green-50 p-6 sm:p-8 dark:border-green-900 dark:bg-green-950/30"
      >
        <Prose text={guide.content.better_approach} />
      </Section>

      <Section title={t("guide.stats")} id="stats">
        <StatList stats={stats} note={claimsNote} tile="bg-slate-50 dark:bg-slate-900" />
      </Section>

      {/* Optional by design (issue 33, point 8): without a scenario, no heading or frame is left. */}
      {guide.testimonial ? (
        <section aria-labelledby="scenario-title" id="scenario" className="mt-12 rounded-2xl bg-slate-900 p-6 text-white sm:p-8 dark:bg-slate-800">
          <p className="flex flex-wrap items-center gap-3">
            <IllustrativeLabel tone="dark" />
          </p>
          <h2 id="scenario-title" className="mt-3 text-lg font-semibold">
            {t("guide.scenario")}
            <span className="font-normal text-slate-300"> — {guide.testimonial.author}</span>
          </h2>
          <p className="mt-2 max-w-prose text-lg leading-relaxed">{guide.testimonial.quote}</p>
        </section>
      ) : null}

      <SourcesSection reviewedAt={guide.reviewed_at} sources={guide.sources} />

      <CallToAction id="guide-cta" title={t("guide.cta.title")} text={guide.content.cta}>
        <ExternalAnchor
          href={auditHref(site, {
            content: "guide",
            referrer: page.head.path,
            industry: sector.slug,
            seoPage: guide.slug,
            targetKeyword: guide.target_keyword,
          })}
          className={BUTTON.light}
        >
          {t("cta.audit")}
        </ExternalAnchor>
        <TrialLink className={BUTTON.outlineLight} />
      </CallToAction>

      {page.other_guides.length > 0 ? (
        <Section title={t("guide.other_guides")} id="other-guides">
          <ul className="grid gap-3 sm:grid-cols-2">
            {page.other_guides.map((g) => (
              <li key={g.slug} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
                <Link to={href(lang, "guide", sector.slug, g.slug)} className={`${TEXT_LINK} inline-flex items-center gap-1`}>
                  {shortTitle(g.title)}
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                </Link>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{g.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </main>
  );
}
