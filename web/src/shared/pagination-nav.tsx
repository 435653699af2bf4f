import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { Pagination } from "~/generated/types";
import { useT } from "~/i18n/use-lang";
import { FOCUS_RING } from "./button";

/** The page numbers a nav shows: the first, the last, the current and its neighbours (0: a gap). */
export function pageNumbers(page: number, pages: number): number[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [0, n] : [n]));
}

const ITEM = `inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium ${FOCUS_RING}`;
const LINK = `${ITEM} text-blue-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 dark:text-blue-300 dark:ring-slate-700 dark:hover:bg-slate-800`;
const CURRENT = `${ITEM} bg-blue-700 text-white dark:bg-blue-600`;

/**
 * The pages of a list cut into pages (issue 35, decision 019): real links, so that every page is
 * reached without JavaScript; « Page 2 sur 5 » said, the current page marked `aria-current`.
 * `pathOf(n)` is page n's address (page 1 the list's own).
 */
export function PaginationNav({ pagination, pathOf }: { pagination: Pagination; pathOf: (page: number) => string }) {
  const t = useT();
  const { page, pages } = pagination;
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("pagination.label")} className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("pagination.page_of", { page, pages })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={pathOf(page - 1)} rel="prev" className={LINK}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t("pagination.previous")}
            </Link>
          </li>
        ) : null}
        {pageNumbers(page, pages).map((n, i) =>
          n === 0 ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-600 dark:text-slate-400">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={CURRENT}>
                  <span className="sr-only">{t("pagination.page", { page: n })}</span>
                  <span aria-hidden="true">{n}</span>
                </span>
              ) : (
                <Link to={pathOf(n)} className={LINK} aria-label={t("pagination.page", { page: n })}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={pathOf(page + 1)} rel="next" className={LINK}>
              {t("pagination.next")}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
