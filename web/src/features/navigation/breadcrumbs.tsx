import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { Crumb } from "~/generated/types";
import { useT } from "~/i18n/use-lang";
import { FOCUS_RING } from "~/shared/button";

/**
 * The page head's trail: home → section → category or sector → page. The last step is the current
 * page (not a link).
 * Nothing is shown for a trail of fewer than two steps (the home page).
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const t = useT();
  if (trail.length < 2) return null;
  return (
    <nav aria-label={t("nav.breadcrumb")} className="border-b border-slate-200 px-4 py-2.5 sm:px-6 dark:border-slate-800">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${crumb.path}-${index}`} className="flex min-w-0 items-center gap-1">
              {index > 0 ? <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" /> : null}
              {last ? (
                <span aria-current="page" className="truncate font-medium text-slate-900 dark:text-slate-100">
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.path} className={`rounded text-blue-800 hover:underline dark:text-blue-300 ${FOCUS_RING}`}>
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
