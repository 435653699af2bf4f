import { Link } from "react-router";
import type { ArticleCard as Card } from "~/generated/types";
import { formatDate } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { href } from "~/shared/href";

export function ArticleCard({ card }: { card: Card }) {
  const lang = useLang();
  const t = useT();
  const to = card.kind === "ai-article" ? href(lang, "ai-article", card.slug) : href(lang, "article", card.slug);
  return (
    <article className="flex flex-col rounded-lg border border-slate-200 p-4">
      <p className="text-xs text-slate-600">
        <time dateTime={card.published_at}>{formatDate(lang, card.published_at)}</time> ·{" "}
        {t("article.read_time", { minutes: card.read_time })}
      </p>
      <h3 className="mt-2 font-semibold">
        <Link to={to} className="hover:underline">
          {card.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-700">{card.description}</p>
      <p className="mt-3 text-xs font-medium text-slate-600">{card.section.title}</p>
    </article>
  );
}

export function ArticleGrid({ cards }: { cards: Card[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <ArticleCard key={card.slug} card={card} />
      ))}
    </div>
  );
}
