import { Link } from "react-router";

export interface FilterOption {
  /** Value of the query parameter; `null` for « all » (no parameter). */
  value: string | null;
  label: string;
}

/**
 * A filter whose state lives in the URL query (`?{param}=value`), so a filtered view can be shared.
 * Each choice is a link. With JavaScript the screen filters itself (useQueryFilter). Without it the
 * server does (src/bibliotheque/server/filter_pages.py), by attributes only, which hydration keeps:
 * on the page marked `data-filter-param`, it hides each element whose `data-filter-values` (see
 * `filterValues`) lacks the chosen value, shows the `data-filter-count` of that value instead of
 * the one of « all », and moves `aria-current` to the chosen `data-filter-option`.
 */
export function FilterLinks({
  label,
  path,
  param,
  options,
  current,
}: {
  label: string;
  /** The page's own path (without a trailing slash, whichever URL it was reached by). */
  path: string;
  param: string;
  options: FilterOption[];
  current: string | null;
}) {
  return (
    <nav aria-label={label} className="mt-8" data-filter-param={param}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.value ?? "all"}>
            <Link
              to={option.value ? `${path}?${new URLSearchParams({ [param]: option.value })}` : path}
              replace
              preventScrollReset
              aria-current={option.value === current ? "true" : undefined}
              data-filter-option={option.value ?? ""}
              className="inline-flex rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-300 transition-colors ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 aria-[current=true]:bg-blue-700 aria-[current=true]:text-white aria-[current=true]:ring-blue-700 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800 dark:aria-[current=true]:bg-blue-600 dark:aria-[current=true]:ring-blue-600"
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The attribute marking an element the server hides unless one of `values` is chosen. */
export function filterValues(values: readonly string[]): { "data-filter-values": string } {
  return { "data-filter-values": values.join(" ") };
}

/**
 * How many items show: `live` with JavaScript (announced when it changes); without it, the count of
 * each choice prerendered, the one of « all » shown until the server shows the chosen one's.
 */
export function FilterCount({ live, counts, className }: { live: string; counts: FilterOption[]; className: string }) {
  return (
    <>
      <p aria-live="polite" className={`${className} [@media(scripting:none)]:hidden`}>
        {live}
      </p>
      {counts.map((count) => (
        <p
          key={count.value ?? ""}
          data-filter-count={count.value ?? ""}
          hidden={count.value !== null}
          className={`${className} [@media(scripting:enabled)]:hidden`}
        >
          {count.label}
        </p>
      ))}
    </>
  );
}
