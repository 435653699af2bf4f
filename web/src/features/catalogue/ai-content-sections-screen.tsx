import { TriangleAlert } from "lucide-react";
import type { AIContentSectionsPage } from "~/generated/types";
import { ArticleGrid } from "~/shared/cards/article-card";
import { useShell } from "~/shared/shell-context";
import { useLang, useT } from "~/i18n/use-lang";
import { BUTTON } from "~/shared/button";
import { CallToAction } from "~/shared/call-to-action";
import { href } from "~/shared/href";
import { ExternalAnchor } from "~/shared/link-boxes";
import { auditHref } from "~/shared/outbound";
import { PageHeader, Section } from "~/shared/prose";
import { ClaimsNote } from "~/shared/claims";
import { TopicCatalogue } from "./topic-catalogue";

/** AI solutions by domain: the reality warning, filters, topics, the AI articles, the method, the call to action. */
export function AIContentSectionsScreen({ page }: { page: AIContentSectionsPage }) {
  const lang = useLang();
  const t = useT();
  const { site } = useShell();
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader title={page.head.heading} lead={page.head.description} />
      <aside
        aria-labelledby="ai-warning-title"
        className="mt-8 flex gap-4 rounded-xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-800 dark:bg-amber-950/40"
      >
        <TriangleAlert aria-hidden="true" className="size-6 shrink-0 text-amber-800 dark:text-amber-300" />
        <div>
          <h2 id="ai-warning-title" className="text-lg font-semibold text-amber-950 dark:text-amber-100">
            {page.texts.warning.title}
          </h2>
          <div data-claims="">
            <p className="mt-2 max-w-prose text-amber-950 dark:text-amber-100">{page.texts.warning.description}</p>
            <ClaimsNote className="mt-1" />
          </div>
        </div>
      </aside>
      <TopicCatalogue
        groups={page.themes}
        groupLabel={t("catalogue.domain")}
        allGroupsLabel={t("catalogue.all_domains")}
        sectorsByTopic={page.sectors_by_topic}
        articles={page.topic_articles}
        columns="md:grid-cols-2"
      />
      {page.articles.length > 0 ? (
        <Section
          title={t("ai.articles")}
          id="ai-articles"
          lead={page.articles_total > page.articles.length ? t("ai.articles.latest", { count: page.articles.length, total: page.articles_total }) : undefined}
        >
          <ArticleGrid cards={page.articles} />
        </Section>
      ) : null}
      <Section title={page.texts.methodology.title} id="ai-methodology" lead={page.texts.methodology.description}>
        <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {page.texts.methodology.steps.map((step, i) => (
            <li key={step.title} className="rounded-xl bg-slate-50 p-5 dark:bg-slate-900">
              <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-indigo-700 text-sm font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <CallToAction id="ai-cta" title={page.texts.cta.title} text={page.texts.cta.description}>
        <ExternalAnchor href={auditHref(site, { content: "ai-catalogue", referrer: page.head.path })} className={BUTTON.light}>
          {page.texts.cta.primary_button}
        </ExternalAnchor>
        <a href={href(lang, "consulting")} className={BUTTON.outlineLight}>
          {page.texts.cta.secondary_button}
        </a>
      </CallToAction>
    </main>
  );
}
