import { Clock, FileCheck, PlayCircle } from "lucide-react";
import { Link } from "react-router";
import type { ArticleCard as Card } from "~/generated/types";
import { formatDate } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { Badge } from "~/shared/badge";
import { CARD } from "~/shared/button";
import { href } from "~/shared/href";

/** An article in a list: date, read time, title, description, section badge, video and checklist markers. */
export function ArticleCard({ card, showCategory = true, headingLevel = 3 }: { card: Card; showCategory?: boolean; headingLevel?: 2 | 3 }) {
  const lang = useLang();
  const t = useT();
  const to = card.kind === "ai-article" ? href(lang, "ai-article", card.slug) : href(lang, "article", card.slug);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // A category may bear its section's name (« Finance et rentabilité »): one badge, not the same twice.
  const sectionBadge = !showCategory || card.section.title.toLocaleLowerCase(lang) !== card.category.name.toLocaleLowerCase(lang);
  return (
    <article className={`${CARD} h-full`}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        <time dateTime={card.published_at}>{formatDate(lang, card.published_at)}</time>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-3.5" />
          {t("article.read_time", { minutes: card.read_time })}
        </span>
      </p>
      <Heading className="mt-2 text-base font-semibold text-slate-900 dark:text-white">
        <Link to={to} className="after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-blue-700">
          {card.title}
        </Link>
      </Heading>
      <p className="mt-2 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{card.description}</p>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {showCategory ? <Badge color={card.category.color}>{card.category.name}</Badge> : null}
        {sectionBadge ? <Badge color={card.section.color}>{card.section.title}</Badge> : null}
        {card.has_video ? (
          <Badge>
            <PlayCircle aria-hidden="true" className="size-3.5" />
            {t("card.video")}
          </Badge>
        ) : null}
        {card.has_checklist ? (
          <Badge>
            <FileCheck aria-hidden="true" className="size-3.5" />
            {t("card.checklist")}
          </Badge>
        ) : null}
      </div>
    </article>
  );
}

export function ArticleGrid({ cards, showCategory = true }: { cards: Card[]; showCategory?: boolean }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {cards.map((card) => (
        <li key={card.slug}>
          <ArticleCard card={card} showCategory={showCategory} />
        </li>
      ))}
    </ul>
  );
}
