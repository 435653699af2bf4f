import { BookCheck } from "lucide-react";
import type { Source } from "~/generated/types";
import { formatDate, keyOf } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { ExternalAnchor } from "./link-boxes";
import { HydrateLater } from "./hydrate-later";

/** « Vérifié le 23 novembre 2026 »: when the page's facts were last checked; nothing when unknown. */
export function ReviewedOn({ date, className = "" }: { date: string | null | undefined; className?: string }) {
  const lang = useLang();
  const t = useT();
  if (!date) return null;
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      <BookCheck aria-hidden="true" className="size-4" />
      <time dateTime={date}>{t("review.checked_on", { date: formatDate(lang, date) })}</time>
    </span>
  );
}

/**
 * The Sources section at the end of an article, sector page, guide, tool or legal page (only once
 * it is reviewed); inside a group of a catalogue (an AI domain), a level-3 heading naming it, so
 * that each group's sources are a region of their own name.
 */
export function SourcesSection({
  reviewedAt,
  sources,
  id = "sources",
  of,
}: {
  reviewedAt: string | null | undefined;
  sources: Source[];
  id?: string;
  /** The group whose sources these are, when the page holds several. */
  of?: string;
}) {
  const lang = useLang();
  const t = useT();
  if (!reviewedAt || sources.length === 0) return null;
  const headingId = `${id}-title`;
  return (
    <HydrateLater>
      <section
        id={id}
        aria-labelledby={headingId}
        className="mt-12 scroll-mt-24 rounded-xl border border-slate-200 p-5 sm:p-6 dark:border-slate-800"
      >
        {of ? (
          <h3 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {t("review.sources_of", { name: of })}
          </h3>
        ) : (
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {t("review.sources")}
          </h2>
        )}
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          <ReviewedOn date={reviewedAt} />
        </p>
        <ol className="mt-4 space-y-3 text-sm">
          {sources.map((s) => (
            <li key={s.url + s.title} className="max-w-prose">
              <ExternalAnchor
                href={s.url}
                lang={s.lang === lang ? undefined : s.lang}
                className="font-medium text-blue-800 underline underline-offset-2 hover:no-underline dark:text-blue-300"
              >
                {s.title}
              </ExternalAnchor>
              <span className="text-slate-700 dark:text-slate-300">
                {/* A French document on an English page keeps its title, and says so (issue 34). */}
                {s.lang === lang ? null : ` (${t(keyOf("review.document_in", s.lang))})`}
                {" — "}
                {s.publisher}
                {", "}
                {t("review.consulted_on", { date: formatDate(lang, s.consulted_at) })}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </HydrateLater>
  );
}
