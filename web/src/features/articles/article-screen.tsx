import { Link } from "react-router";
import type { ArticlePage } from "~/generated/types";
import { formatDate, type MessageKey } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { href, localPath } from "~/shared/href";
import { PageHeader, Prose, Section } from "~/shared/prose";
import { ArticleGrid } from "./article-card";

/** A base or AI article: problem, consequences, market solutions, our solutions, related content. */
export function ArticleScreen({ page }: { page: ArticlePage }) {
  const lang = useLang();
  const t = useT();
  const { article, category, section } = page;
  const isAi = article.id.startsWith("ai-");
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <PageHeader title={article.title} lead={article.description}>
        <Link to={href(lang, "category", category.slug)} className="text-sm text-blue-800 hover:underline">
          {t("article.back", { name: category.name })}
        </Link>
        <p className="mt-3 flex flex-wrap gap-2 text-xs font-medium">
          <span className="rounded bg-slate-100 px-2 py-1">{category.name}</span>
          <span className="rounded bg-slate-100 px-2 py-1">{section.title}</span>
          <span className="rounded bg-slate-100 px-2 py-1">{t(`difficulty.${article.difficulty}` as MessageKey)}</span>
        </p>
        <p className="mt-2 text-sm text-slate-600">
          {t("article.read_time", { minutes: article.read_time })} ·{" "}
          <time dateTime={article.published_at}>{t("article.published", { date: formatDate(lang, article.published_at) })}</time>
        </p>
      </PageHeader>

      <Section title={t("article.problem")} id="problem">
        <Prose text={article.problem} />
      </Section>
      <Section title={t("article.consequences")} id="consequences">
        <ol className="list-decimal space-y-2 pl-5">
          {article.consequences.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
      </Section>
      <Section title={t("article.market_solutions")} id="market-solutions">
        <ul className="space-y-3">
          {article.market_solutions.map((m) => (
            <li key={m.name}>
              <strong>{m.name}</strong> — {m.drawback}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={article.platform_solution.title} id="platform-solution">
        <p>{article.platform_solution.description}</p>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {article.platform_solution.features.map((f) => (
            <li key={f}>✓ {f}</li>
          ))}
        </ul>
        <a href={href(lang, "demo")} className="mt-4 inline-block rounded-md bg-blue-700 px-4 py-2 text-white">
          {t("article.try_free")}
        </a>
      </Section>
      <Section title={article.consulting.title} id="consulting">
        <p>{article.consulting.description}</p>
        <p className="mt-2 font-medium">
          {t("article.roi", { percent: article.consulting.roi.percent, months: article.consulting.roi.months })}
        </p>
        {article.consulting.case_study ? (
          <blockquote className="mt-3 border-l-4 border-slate-300 pl-4 text-slate-700">
            <p className="text-sm font-semibold">{t("article.case_study")}</p>
            <p>{article.consulting.case_study}</p>
          </blockquote>
        ) : null}
        <a href={href(lang, "consulting")} className="mt-4 inline-block rounded-md border border-slate-300 px-4 py-2">
          {t("article.consulting_call")}
        </a>
      </Section>
      <div className="mt-8 flex flex-wrap gap-3">
        {article.checklist.length > 0 && !isAi ? (
          <Link to={href(lang, "checklist", article.slug)} className="underline">
            {t("article.download_checklist")}
          </Link>
        ) : null}
        {article.video ? (
          <a href={article.video.url} target="_blank" rel="noopener noreferrer" className="underline">
            {t("article.watch_demo")}
          </a>
        ) : null}
      </div>
      {article.related_links.length > 0 ? (
        <Section title={t("article.related_links")} id="related-links">
          <ul className="space-y-2">
            {article.related_links.map((link) => (
              <li key={link.url}>
                <Link to={localPath(lang, link.url)} className="font-medium underline">
                  {link.text}
                </Link>{" "}
                — {link.description}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {article.authority_links.length > 0 ? (
        <Section title={t("article.authority_links")} id="authority-links">
          <ul className="space-y-2">
            {article.authority_links.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer external" className="font-medium underline">
                  {link.text}
                </a>{" "}
                — {link.description}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title={t("article.similar")} id="similar">
        <ArticleGrid cards={page.similar} />
      </Section>
    </main>
  );
}
