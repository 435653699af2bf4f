import type { AIContentSectionsPage } from "~/generated/types";
import { formatNumber } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { useShell } from "~/features/layout/shell-context";
import { href } from "~/shared/href";
import { PageHeader } from "~/shared/prose";

export function AIContentSectionsScreen({ page }: { page: AIContentSectionsPage }) {
  const lang = useLang();
  const shell = useShell();
  const t = useT();
  const euros = (n: number) => formatNumber(lang, n, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader title={page.head.title} lead={page.head.description} />
      <aside aria-labelledby="ai-warning" className="mt-8 rounded-lg border border-amber-300 bg-amber-50 p-5">
        <h2 id="ai-warning" className="text-lg font-semibold text-amber-900">
          {page.texts.warning.title}
        </h2>
        <p className="mt-2 max-w-prose text-amber-950">{page.texts.warning.description}</p>
      </aside>
      {page.themes.map((theme) => (
        <section key={theme.slug} id={theme.slug} aria-labelledby={`${theme.slug}-title`} className="mt-10 scroll-mt-24">
          <h2 id={`${theme.slug}-title`} className="text-xl font-semibold">
            {theme.title}
          </h2>
          <p className="mt-1 text-slate-700">{theme.description}</p>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {theme.topics.map((topic) => (
              <li key={topic.slug} className="rounded-lg border border-slate-200 p-4">
                <h3 className="font-semibold">{topic.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{topic.description}</p>
                <p className="mt-2 text-xs text-slate-600">
                  {t("ai.implementation", { min: topic.implementation_months.min, max: topic.implementation_months.max })} ·{" "}
                  {t("ai.cost", { min: euros(topic.estimated_cost_eur.min), max: euros(topic.estimated_cost_eur.max) })}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="ai-methodology" className="mt-12">
        <h2 id="ai-methodology" className="text-xl font-semibold">
          {page.texts.methodology.title}
        </h2>
        <p className="mt-2 max-w-prose text-slate-700">{page.texts.methodology.description}</p>
        <ol className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {page.texts.methodology.steps.map((step, i) => (
            <li key={step.title} className="rounded-lg bg-slate-50 p-4">
              <span className="text-sm font-bold text-blue-800">{i + 1}</span>
              <h3 className="mt-1 font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="mt-12 rounded-xl bg-blue-800 p-8 text-white">
        <h2 className="text-2xl font-bold">{page.texts.cta.title}</h2>
        <p className="mt-2 max-w-prose">{page.texts.cta.description}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href={shell.site.urls.audit} className="rounded-md bg-white px-5 py-2.5 font-medium text-blue-900">
            {page.texts.cta.primary_button}
          </a>
          <a href={href(lang, "consulting")} className="rounded-md border border-white px-5 py-2.5 font-medium">
            {page.texts.cta.secondary_button}
          </a>
        </div>
      </section>
    </main>
  );
}
