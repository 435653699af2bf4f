import { Link } from "react-router";

export interface FilterOption {
  /** Value of the query parameter; `null` for « all » (no parameter). */
  value: string | null;
  label: string;
}

/**
 * A filter whose state lives in the URL query (`?{param}=value`), so a filtered view can be shared.
 * Each choice is a link: without JavaScript the page simply shows everything.
 */
export function FilterLinks({
  label,
  param,
  options,
  current,
}: {
  label: string;
  param: string;
  options: FilterOption[];
  current: string | null;
}) {
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const active = option.value === current;
          return (
            <li key={option.value ?? "all"}>
              <Link
                to={option.value ? `?${new URLSearchParams({ [param]: option.value })}` : "."}
                replace
                preventScrollReset
                aria-current={active ? "true" : undefined}
                className={`inline-flex rounded-full px-4 py-2 text-sm font-medium ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
                  active
                    ? "bg-blue-700 text-white ring-blue-700 dark:bg-blue-600 dark:ring-blue-600"
                    : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800"
                }`}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
