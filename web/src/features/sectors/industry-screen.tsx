import { ArrowLeft, ArrowRight, BadgeCheck, ChartLine, Handshake } from "lucide-react";
import { Link } from "react-router";
import type { IndustryPage } from "~/generated/types";
import { ArticleGrid } from "~/shared/cards/article-card";
import { useShell } from "~/shared/shell-context";
import { ResourceCard } from "~/shared/cards/resource-card";
import { ToolCard } from "~/shared/cards/tool-card";
import { formatNumber, plural, keyOf } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { TILE } from "~/shared/accent";
import { Badge } from "~/shared/badge";
import { BUTTON, CARD, TEXT_LINK } from "~/shared/button";
import { CallToAction } from "~/shared/call-to-action";
import { ContentIcon } from "~/shared/content-icon";
import { href } from "~/shared/href";
import { ExternalAnchor, RelatedLinks } from "~/shared/link-boxes";
import { auditHref } from "~/shared/outbound";
import { NumberedCards, PageHeader, Section, TextList } from "~/shared/prose";
import { formatBand } from "~/shared/revenue";
import { IllustrativeLabel } from "~/shared/illustrative";
import { ReviewedOn, SourcesSection } from "~/shared/sources";
import { shortTitle, splitSolution } from "./split-solution";
import { TrialLink } from "~/shared/trial-call-to-action";
import { CardGrid } from "~/shared/card-grid";
import { ClaimsNote } from "~/shared/claims";

/** A sector: its economics, challenges, solutions, references, cases, resources and guides. */
export function IndustryScreen({ page }: { page: IndustryPage }) {
  const lang = useLang();
  const t = useT();
  const { site } = useShell();
  const { sector } = page;
  const { claims } = site;
  const over = (min: string) => t("revenue.over", { min });
  const why = [
    { icon: BadgeCheck, title: t("sector.why.expertise"), text: t("sector.why.expertise.text", { years: claims.years_expertise, companies: formatNumber(lang, claims.companies) }) },
    { icon: Handshake, title: t("sector.why.method"), text: t("sector.why.method.text") },
    { icon: ChartLine, title: t("sector.why.results"), text: t("sector.why.results.text", { months: claims.results_months }) },
  ];
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader
        title={sector.name}
        lead={sector.description}
        after={
          <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-3 text-sm">
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{t("sector.target_revenue")}</dt>
              <dd className="mt-1 flex flex-wrap gap-1.5">
                {sector.target_revenue.map((b) => (
                  <Badge key={`${b.min}-${b.max}`} color="indigo">
                    {formatBand(lang, b, over)}
                  </Badge>
                ))}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{t("sector.solutions")}</dt>
              <dd className="mt-1 font-semibold text-slate-900 dark:text-white">
                {plural(lang, "sector.solution_count", sector.solutions.length)}
              </dd>
            </div>
            {sector.reviewed_at ? (
              <div>
                <dt className="sr-only">{t("review.sources")}</dt>
                <dd className="mt-1 text-slate-600 sm:mt-6 dark:text-slate-400">
                  <ReviewedOn date={sector.reviewed_at} />
                </dd>
              </div>
            ) : null}
          </dl>
        }
      >
        <Link to={href(lang, "industries")} className={`${TEXT_LINK} inline-flex items-center gap-1 text-sm`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("sector.back")}
        </Link>
        <span className={`mt-4 flex size-12 items-center justify-center rounded-xl ${TILE.indigo}`}>
          <ContentIcon name={sector.icon} className="size-6" />
        </span>
      </PageHeader>

      <Section title={t("sector.business_model")} id="business-model" lead={sector.business_model.description}>
        <div className="grid gap-4 md:grid-cols-3">
          {(
            [
              ["sector.revenue_streams", sector.business_model.revenue_streams],
              ["sector.key_metrics", sector.business_model.key_metrics],
              ["sector.challenges", sector.business_model.challenges],
            ] as const
          ).map(([key, items]) => (
            <div key={key} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
              <h3 className="font-semibold text-slate-900 dark:text-white">{t(key)}</h3>
              <div className="mt-3 text-sm">
                <TextList items={items} />
              </div>
            </div>
          ))}
        </div>
      </Section>

      <Section title={t("sector.specific_challenges")} id="challenges">
        <NumberedCards items={sector.specific_challenges} />
      </Section>

      <Section title={t("sector.solutions")} id="solutions">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sector.solutions.map((s) => {
            const [name, text] = splitSolution(s);
            return (
              <li key={s} className="rounded-xl border border-slate-200 border-t-4 border-t-blue-700 p-5 dark:border-slate-800 dark:border-t-blue-500">
                {name ? <h3 className="font-semibold text-slate-900 dark:text-white">{name}</h3> : null}
                <p className="mt-1 text-sm text-slate-700 first-letter:uppercase dark:text-slate-300">{text}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      {sector.success_examples.length > 0 ? (
        <Section title={t("sector.references")} id="references">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {sector.success_examples.map((ex) => (
              <li key={ex.name} className="flex gap-4 rounded-xl bg-slate-50 p-5 dark:bg-slate-900">
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-blue-700 text-lg font-bold text-white dark:bg-blue-600"
                >
                  {ex.name.charAt(0).toUpperCase()}
                </span>
                <div>
                  {ex.illustrative ? <IllustrativeLabel /> : null}
                  <h3 className="mt-1 font-semibold text-slate-900 dark:text-white">{ex.name}</h3>
                  <p className="text-sm font-semibold text-green-800 dark:text-green-300">{ex.achievement}</p>
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{ex.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title={t("sector.case_studies")} id="case-studies" lead={t("sector.case_studies.lead")}>
        {sector.case_studies_illustrative ? (
          <p className="mb-3">
            <IllustrativeLabel />
          </p>
        ) : null}
        <NumberedCards items={sector.case_studies} />
      </Section>

      <Section title={t("sector.why")} id="why-possible">
        <div data-claims="">
        <ul className="grid gap-4 md:grid-cols-3">
          {why.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl bg-blue-50 p-5 dark:bg-blue-950/40">
              <Icon aria-hidden="true" className="size-7 text-blue-800 dark:text-blue-300" />
              <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{title}</h3>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{text}</p>
            </li>
          ))}
        </ul>
        <ClaimsNote className="mt-2" />
        </div>
      </Section>

      {page.resources.length > 0 || page.tools.length > 0 ? (
        <Section title={t("sector.resources")} id="resources">
          <CardGrid>
            {page.tools.map((tool) => (
              <ToolCard key={tool.slug} tool={tool} />
            ))}
            {page.resources.map((r) => (
              <ResourceCard key={r.slug} resource={r} />
            ))}
          </CardGrid>
        </Section>
      ) : null}

      {page.guides.length > 0 ? (
        <Section title={t("sector.guides")} id="guides">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.guides.map((g) => (
              <li key={g.slug} className={CARD}>
                <p>
                  <Badge color="teal">{t(keyOf("guide.intent", g.search_intent))}</Badge>
                </p>
                <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">
                  <Link
                    to={href(lang, "guide", sector.slug, g.slug)}
                    className="after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-blue-700"
                  >
                    {shortTitle(g.title)}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{g.description}</p>
                <p className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-medium text-blue-800 dark:text-blue-300" aria-hidden="true">
                  {t("sector.guide.read")}
                  <ArrowRight className="size-4" />
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {sector.related_links.length > 0 ? (
        <Section title={t("article.related_links")} id="related-links">
          <RelatedLinks links={sector.related_links} />
        </Section>
      ) : null}

      <SourcesSection reviewedAt={sector.reviewed_at} sources={sector.sources} />

      {page.recommendations.length > 0 ? (
        <Section title={t("sector.recommendations")} id="recommendations">
          <ArticleGrid cards={page.recommendations} />
        </Section>
      ) : null}

      <CallToAction id="sector-cta" title={t("sector.cta.title", { name: sector.name })} text={t("sector.cta.text", { minutes: claims.audit_minutes, hours: claims.analysis_hours })}>
        <ExternalAnchor href={auditHref(site, { content: "industry", referrer: page.head.path, industry: sector.slug })} className={BUTTON.light}>
          {t("cta.audit")}
        </ExternalAnchor>
        <TrialLink className={BUTTON.outlineLight} />
        <a href={href(lang, "consulting")} className={BUTTON.outlineLight}>
          {t("article.consulting_call")}
        </a>
      </CallToAction>
    </main>
  );
}
