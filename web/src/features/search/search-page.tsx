import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { SearchSlot } from "~/generated/types";
import { useShell } from "~/shared/shell-context";
import { plural, translate, keyOf } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { BUTTON, TEXT_LINK } from "~/shared/button";
import { href, type Lang } from "~/shared/href";
import { PageHeader } from "~/shared/prose";
import { useHydrated } from "~/shared/use-hydrated";
import { loadSearchIndex } from "./search-index";
import { isSearchable, RESULT_ORDER, searchPage, type SearchEntry, type SearchLimits } from "./search-match";

/**
 * Where the server inserts its results (src/bibliotheque/server/search_page.py): the prerendered
 * page carries this marker inside the slot, and the slot's `data-search` attribute says what the
 * server needs to write the same markup as `Results` below (strings, limits, classes, index).
 */
export const SERVER_MARKER = "<!--search-results-->";

/** The looks of the results, shared with the server through the slot's `data-search`. */
const CLASSES = {
  summary: "mt-6 text-sm font-medium text-slate-700 dark:text-slate-300",
  hint: "mt-1 text-sm text-slate-700 dark:text-slate-300",
  list: "mt-4 space-y-3",
  link: "block rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-slate-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-slate-700",
  head: "flex items-start justify-between gap-3",
  title: "font-semibold text-blue-900 dark:text-white",
  badge: "mt-0.5 shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300",
  description: "mt-1 block text-sm text-slate-700 dark:text-slate-300",
  nav: "mt-6 flex flex-wrap justify-between gap-3",
  pageLink: TEXT_LINK,
} as const satisfies SearchSlot["classes"];

interface Pagination {
  query: string;
  page: number;
  total: number;
  entries: SearchEntry[];
}

function pageHref(lang: Lang, query: string, page: number): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set("page", String(page));
  return `${href(lang, "search")}?${params.toString()}`;
}

function Summary({ lang, result, limits }: { lang: Lang; result: Pagination; limits: SearchLimits }) {
  const t = useT();
  if (!isSearchable(result.query, limits)) return <p className={CLASSES.summary}>{t("search.hint", { count: limits.minChars })}</p>;
  if (result.total === 0) {
    return (
      <div>
        <p className={CLASSES.summary}>{t("search.no_result", { query: result.query.trim() })}</p>
        <p className={CLASSES.hint}>{t("search.no_result_hint")}</p>
      </div>
    );
  }
  if (result.total <= limits.maxResults) return <p className={CLASSES.summary}>{plural(lang, "search.count", result.total)}</p>;
  const from = (result.page - 1) * limits.maxResults + 1;
  return (
    <p className={CLASSES.summary}>
      {t("search.range", { from, to: from + result.entries.length - 1, total: result.total })}
    </p>
  );
}

/** The results of one page (the server writes the same markup without JavaScript). */
function Results({ lang, result, limits }: { lang: Lang; result: Pagination; limits: SearchLimits }) {
  const t = useT();
  const pages = Math.ceil(result.total / limits.maxResults);
  return (
    <div>
      <div role="status">
        <Summary lang={lang} result={result} limits={limits} />
      </div>
      {result.entries.length > 0 ? (
        <ol className={CLASSES.list} aria-label={t("search.results")}>
          {result.entries.map((entry) => (
            <li key={entry.url}>
              <Link to={entry.url} className={CLASSES.link}>
                <span className={CLASSES.head}>
                  <span className={CLASSES.title}>{entry.title}</span>
                  <span className={CLASSES.badge}>{t(`search.type.${entry.type}`)}</span>
                </span>
                <span className={CLASSES.description}>{entry.description}</span>
              </Link>
            </li>
          ))}
        </ol>
      ) : null}
      {pages > 1 ? (
        <nav aria-label={t("search.pages")} className={CLASSES.nav}>
          {result.page > 1 ? (
            <Link rel="prev" to={pageHref(lang, result.query, result.page - 1)} className={CLASSES.pageLink}>
              {t("search.previous")}
            </Link>
          ) : (
            <span />
          )}
          {result.page < pages ? (
            <Link rel="next" to={pageHref(lang, result.query, result.page + 1)} className={CLASSES.pageLink}>
              {t("search.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

/** What the server needs to fill in the slot like `Results` does (`SearchSlot`, src/bibliotheque/built_site.py). */
function serverConfig(lang: Lang, index: string, limits: SearchLimits): string {
  const strings: Record<string, string> = {};
  for (const key of ["hint", "no_result", "no_result_hint", "count.one", "count.other", "range", "next", "previous", "pages", "results"] as const) {
    strings[key] = translate(lang, keyOf("search", key));
  }
  for (const kind of RESULT_ORDER) strings[`type.${kind}`] = translate(lang, keyOf("search.type", kind));
  return JSON.stringify({ index, min_chars: limits.minChars, per_page: limits.maxResults, strings, classes: CLASSES } satisfies SearchSlot);
}

/**
 * The search page (`/{lang}/search?q=`, noindex). Without JavaScript the server inserts the
 * results into the prerendered page; with it, the same results are computed here from the index
 * once the page is running (the prerendered page has no query, so nothing differs at hydration).
 */
export function SearchScreen() {
  const t = useT();
  const lang = useLang();
  const { site, search_index: indexUrl } = useShell();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const running = useHydrated();
  const [index, setIndex] = useState<{ url: string; entries: SearchEntry[] } | null>(null);
  const limits: SearchLimits = { minChars: site.limits.search_min_chars, maxResults: site.limits.search_max_results };
  const query = running ? (params.get("q") ?? "") : "";
  const page = running ? Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1) : 1;
  useEffect(() => {
    if (!running || !query) return;
    let live = true;
    loadSearchIndex(indexUrl).then(
      (entries) => live && setIndex({ url: indexUrl, entries }),
      () => undefined, // the server's results stay
    );
    return () => {
      live = false;
    };
  }, [running, query, indexUrl]);

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get("q");
    void navigate(pageHref(lang, typeof q === "string" ? q : "", 1));
  };

  const ready = running && query !== "" && index?.url === indexUrl;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader title={t("search.page_title")} lead={t("search.page_intro")} />
      <form method="get" action={href(lang, "search")} role="search" onSubmit={onSubmit} noValidate className="mt-6 flex flex-wrap gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          {t("search.label")}
        </label>
        <input
          id="search-page-q"
          type="search"
          name="q"
          data-search-query=""
          // A new query (a link, the header's form) shows in a new field.
          key={query}
          defaultValue={query}
          placeholder={t("search.placeholder")}
          enterKeyHint="search"
          className="h-11 min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 text-slate-900 placeholder:text-slate-600 focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
        />
        <button type="submit" className={BUTTON.primary}>
          {t("search.submit")}
        </button>
      </form>
      {ready ? (
        <Results lang={lang} result={{ query, page, ...searchPage(index.entries, query, limits, page) }} limits={limits} />
      ) : (
        <div data-search={serverConfig(lang, indexUrl, limits)} dangerouslySetInnerHTML={{ __html: SERVER_MARKER }} />
      )}
    </main>
  );
}
