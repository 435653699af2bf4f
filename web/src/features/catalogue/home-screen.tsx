import { Link } from "react-router";
import type { HomePage } from "~/generated/types";
import { useLang, useT } from "~/i18n/use-lang";
import { href, localPath } from "~/shared/href";
import { Section } from "~/shared/prose";
import { ArticleGrid } from "~/features/articles/article-card";

export function HomeScreen({ page }: { page: HomePage }) {
  const lang = useLang();
  const t = useT();
  const { home } = page;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <section className="py-8">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{home.hero.title}</h1>
        <p className="mt-4 text-xl text-slate-700">{home.hero.subtitle}</p>
        <p className="mt-3 max-w-prose text-slate-700">{home.hero.description}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={href(lang, "demo")} className="rounded-md bg-blue-700 px-5 py-2.5 font-medium text-white">
            {home.hero.cta_primary}
          </a>
          <Link to={href(lang, "content-sections")} className="rounded-md border border-slate-300 px-5 py-2.5 font-medium">
            {home.hero.cta_secondary}
          </Link>
        </div>
      </section>
      <Section title={home.presentation.title} id="presentation">
        <p className="max-w-prose text-slate-700">{home.presentation.description}</p>
      </Section>
      <Section title={t("home.sectors")} id="sectors">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {page.sector_cards.map((sector, i) => (
            <li key={sector.slug} className="rounded-lg border border-slate-200 p-4">
              <Link to={href(lang, "industry", sector.slug)} className="font-semibold hover:underline">
                {sector.name}
              </Link>
              <p className="mt-1 text-sm text-slate-700">{home.sector_cards[i]?.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t("home.method")} id="method">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {home.method.map((step, i) => (
            <li key={step.title} className="rounded-lg bg-slate-50 p-4">
              <span className="text-sm font-bold text-blue-800">{i + 1}</span>
              <h3 className="mt-1 font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t("home.categories")} id="categories">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {page.categories.map((c) => (
            <li key={c.slug}>
              <Link to={href(lang, "category", c.slug)} className="block rounded-lg border border-slate-200 p-4 font-medium hover:bg-slate-50">
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t("home.ai")} id="ai">
        <ul className="grid gap-4 md:grid-cols-3">
          {home.ai_blocks.map((block) => (
            <li key={block.title} className="rounded-lg border border-slate-200 p-4">
              <h3 className="font-semibold">
                <Link to={`${href(lang, "ai-content-sections")}#${block.theme}`} className="hover:underline">
                  {block.title}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-slate-700">{block.description}</p>
              <p className="mt-2 text-xs font-medium text-slate-600">
                {t("home.ai_block", { count: block.solution_count, min: block.duration_months.min, max: block.duration_months.max })}
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t("home.clients")} id="clients">
        <ul className="grid gap-4 sm:grid-cols-2">
          {home.client_types.map((c) => (
            <li key={c.title}>
              <h3 className="font-semibold">{c.title}</h3>
              <p className="text-sm text-slate-700">{c.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t("home.quick_links")} id="quick-links">
        <ul className="flex flex-wrap gap-3">
          {home.quick_links.map((link) => (
            <li key={link.url}>
              <Link to={localPath(lang, link.url)} className="underline">
                {link.text}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t("home.latest")} id="latest">
        <ArticleGrid cards={page.latest} />
      </Section>
      <Section title={home.partner.title} id="partner">
        <p className="max-w-prose text-slate-700">{home.partner.description}</p>
      </Section>
      <section className="mt-12 rounded-xl bg-blue-800 p-8 text-white">
        <h2 className="text-2xl font-bold">{home.final_cta.title}</h2>
        <p className="mt-2">{home.final_cta.description}</p>
        <a href={href(lang, "demo")} className="mt-4 inline-block rounded-md bg-white px-5 py-2.5 font-medium text-blue-900">
          {t("nav.demo")}
        </a>
      </section>
    </main>
  );
}
