import { Link } from "react-router";
import type { IndustryPage } from "~/generated/types";
import { useLang, useT } from "~/i18n/use-lang";
import { href } from "~/shared/href";
import { PageHeader, Section } from "~/shared/prose";
import { ArticleGrid } from "~/features/articles/article-card";

/** Splits « Nom : description » at its first colon. */
export function splitSolution(text: string): [string, string] {
  const at = text.search(/\s?:\s/);
  if (at < 0) return ["", text];
  return [text.slice(0, at).trim(), text.slice(text.indexOf(":", at) + 1).trim()];
}

export function IndustryScreen({ page }: { page: IndustryPage }) {
  const lang = useLang();
  const t = useT();
  const { sector } = page;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <PageHeader title={sector.name} lead={sector.description}>
        <Link to={href(lang, "industries")} className="text-sm text-blue-800 hover:underline">
          {t("sector.back")}
        </Link>
      </PageHeader>
      <Section title={t("sector.business_model")} id="business-model">
        <p className="max-w-prose">{sector.business_model.description}</p>
        <div className="mt-4 grid gap-6 md:grid-cols-3">
          {(
            [
              ["sector.revenue_streams", sector.business_model.revenue_streams],
              ["sector.key_metrics", sector.business_model.key_metrics],
              ["sector.challenges", sector.business_model.challenges],
            ] as const
          ).map(([key, items]) => (
            <div key={key}>
              <h3 className="font-semibold">{t(key)}</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>
      <Section title={t("sector.specific_challenges")} id="challenges">
        <ol className="list-decimal space-y-2 pl-5">
          {sector.specific_challenges.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
      </Section>
      <Section title={t("sector.solutions")} id="solutions">
        <ul className="grid gap-4 sm:grid-cols-2">
          {sector.solutions.map((s) => {
            const [name, text] = splitSolution(s);
            return (
              <li key={s} className="rounded-lg border border-slate-200 p-4">
                <h3 className="font-semibold">{name}</h3>
                <p className="mt-1 text-sm text-slate-700">{text}</p>
              </li>
            );
          })}
        </ul>
      </Section>
      {sector.success_examples.length > 0 ? (
        <Section title={t("sector.references")} id="references">
          <ul className="grid gap-4 sm:grid-cols-2">
            {sector.success_examples.map((ex) => (
              <li key={ex.name} className="rounded-lg bg-slate-50 p-4">
                <h3 className="font-semibold">{ex.name}</h3>
                <p className="text-sm font-medium text-green-800">{ex.achievement}</p>
                <p className="mt-1 text-sm">{ex.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title={t("sector.case_studies")} id="case-studies">
        <ol className="list-decimal space-y-2 pl-5">
          {sector.case_studies.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
      </Section>
      {sector.guides.length > 0 ? (
        <Section title={t("sector.guides")} id="guides">
          <ul className="grid gap-4 sm:grid-cols-3">
            {sector.guides.map((g) => (
              <li key={g.slug} className="rounded-lg border border-slate-200 p-4">
                <Link to={href(lang, "guide", sector.slug, g.slug)} className="font-semibold hover:underline">
                  {g.title}
                </Link>
                <p className="mt-1 text-sm text-slate-700">{g.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title={t("sector.recommendations")} id="recommendations">
        <ArticleGrid cards={page.recommendations} />
      </Section>
    </main>
  );
}
