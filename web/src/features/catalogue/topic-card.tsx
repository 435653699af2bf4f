import { ArrowRight, Check, Clock, Euro, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import type { SectorLink, TopicArticles, TopicCard as Topic } from "~/generated/types";
import { formatNumber, keyOf, plural } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { Badge } from "~/shared/badge";
import { TEXT_LINK } from "~/shared/button";
import { href } from "~/shared/href";

// The build sends what a card shows (spec §2, Catalogues: 2 pains, 2 answers, 3 keywords, 2
// sectors at most; src/bibliotheque/pipeline/pages_catalogues.py), and the card shows all of it.

function Points({ title, items, icon }: { title: string; items: string[]; icon: "pain" | "solution" }) {
  return (
    <div className="mt-4">
      <h4 className="text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">{title}</h4>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-800 dark:text-slate-200">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            {icon === "pain" ? (
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400" />
            ) : (
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400" />
            )}
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A topic of the business or AI catalogue: its pains, answers, keywords and sectors; its newest
 * articles, and the categories whose pages list the others (issue 35).
 */
export function TopicCard({ topic, sectors, articles }: { topic: Topic; sectors: SectorLink[]; articles?: TopicArticles }) {
  const lang = useLang();
  const t = useT();
  const ai = topic.ai;
  const euros = (n: number) => formatNumber(lang, n, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap gap-2">
        <Badge color={ai ? "indigo" : "blue"}>{t(keyOf("difficulty", topic.difficulty))}</Badge>
        <Badge>
          <Clock aria-hidden="true" className="size-3.5" />
          {t("article.read_time", { minutes: topic.read_time })}
        </Badge>
      </div>
      <h3 className="mt-3 text-base font-semibold text-slate-900 dark:text-white">{topic.title}</h3>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{topic.description}</p>
      <Points title={t("catalogue.pain_points")} items={topic.pain_points} icon="pain" />
      <Points
        title={t(ai ? "catalogue.ai_solutions" : "catalogue.solutions")}
        items={topic.solutions}
        icon="solution"
      />
      {ai ? (
        <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
          <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
            <dt className="flex items-center gap-1 text-slate-700 dark:text-slate-300">
              <Clock aria-hidden="true" className="size-3.5" />
              {t("ai.implementation_label")}
            </dt>
            <dd className="font-semibold text-slate-900 dark:text-white">
              {t("home.ai.months", { min: ai.implementation_months.min, max: ai.implementation_months.max })}
            </dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
            <dt className="flex items-center gap-1 text-slate-700 dark:text-slate-300">
              <Euro aria-hidden="true" className="size-3.5" />
              {t("ai.cost_label")}
            </dt>
            <dd className="font-semibold text-slate-900 dark:text-white">
              {euros(ai.estimated_cost_eur.min)} – {euros(ai.estimated_cost_eur.max)}
            </dd>
          </div>
        </dl>
      ) : null}
      <ul aria-label={t("catalogue.keywords")} className="mt-4 flex flex-wrap gap-1.5">
        {topic.keywords.map((k) => (
          <li key={k} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {k}
          </li>
        ))}
      </ul>
      <div className="mt-auto space-y-2 pt-4 text-sm">
        {(articles?.latest ?? []).map((a) => (
          <p key={a.slug}>
            <Link to={href(lang, a.kind, a.slug)} className={`${TEXT_LINK} inline-flex min-h-6 items-center gap-1`}>
              {t("catalogue.read_article")}
              <span className="sr-only">: {a.title}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        ))}
        {articles && articles.more > 0 ? (
          <p className="text-slate-700 dark:text-slate-300">
            {plural(lang, "catalogue.more_articles", articles.more)}{" "}
            {articles.more_in.map((c, i) => (
              <span key={c.slug}>
                {i > 0 ? ", " : null}
                <Link to={href(lang, "category", c.slug)} className={TEXT_LINK}>
                  {c.name}
                </Link>
              </span>
            ))}
          </p>
        ) : null}
        {sectors.length > 0 ? (
          <p className="text-slate-700 dark:text-slate-300">
            {t("catalogue.sectors")}{" "}
            {sectors.map((s, i) => (
              <span key={s.slug}>
                {i > 0 ? ", " : null}
                <Link to={href(lang, "industry", s.slug)} className={TEXT_LINK}>
                  {s.name}
                </Link>
              </span>
            ))}
          </p>
        ) : null}
      </div>
    </article>
  );
}
