import { Link } from "react-router";
import type { GuidePage } from "~/generated/types";
import type { MessageKey } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { href } from "~/shared/href";
import { PageHeader, Prose, Section } from "~/shared/prose";

export function GuideScreen({ page }: { page: GuidePage }) {
  const lang = useLang();
  const t = useT();
  const { guide, sector } = page;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <PageHeader title={guide.title} lead={guide.description}>
        <Link to={href(lang, "industry", sector.slug)} className="text-sm text-blue-800 hover:underline">
          {sector.name}
        </Link>
        <p className="mt-2">
          <span className="rounded bg-slate-100 px-2 py-1 text-xs font-medium">
            {t(`guide.intent.${guide.search_intent}` as MessageKey)}
          </span>
        </p>
      </PageHeader>
      <Section title={t("article.problem")} id="problem">
        <Prose text={guide.content.problem} />
      </Section>
      <Section title={t("guide.pain_points")} id="pain-points">
        <ol className="list-decimal space-y-2 pl-5">
          {guide.content.pain_points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ol>
      </Section>
      <Section title={t("guide.current_solutions")} id="current-solutions">
        <ul className="list-disc space-y-2 pl-5">
          {guide.content.current_solutions.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </Section>
      <Section title={t("guide.why_it_fails")} id="why-it-fails">
        <Prose text={guide.content.why_it_fails} />
      </Section>
      <Section title={t("guide.better_approach")} id="better-approach">
        <Prose text={guide.content.better_approach} />
      </Section>
      <section className="mt-10 rounded-xl bg-blue-50 p-6">
        <p className="font-medium">{guide.content.cta}</p>
        <a href={href(lang, "demo")} className="mt-3 inline-block rounded-md bg-blue-700 px-4 py-2 text-white">
          {t("article.try_free")}
        </a>
      </section>
      {page.other_guides.length > 0 ? (
        <Section title={t("guide.other_guides")} id="other-guides">
          <ul className="space-y-2">
            {page.other_guides.map((g) => (
              <li key={g.slug}>
                <Link to={href(lang, "guide", sector.slug, g.slug)} className="underline">
                  {g.title}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </main>
  );
}
