import { Link } from "react-router";
import type { IndustriesPage } from "~/generated/types";
import { useLang, usePlural, useT } from "~/i18n/use-lang";
import { TILE } from "~/shared/accent";
import { CARD } from "~/shared/button";
import { ContentIcon } from "~/shared/content-icon";
import { FilterCount, FilterLinks, filterValues } from "~/shared/filter-links";
import { href } from "~/shared/href";
import { PageHeader } from "~/shared/prose";
import { formatBand, span } from "~/shared/revenue";
import { useQueryFilter } from "~/shared/use-query-filter";

/** Every sector, filterable by revenue band (`?ca=`): a sector shows when one of its bands overlaps. */
export function IndustriesScreen({ page }: { page: IndustriesPage }) {
  const pluralOf = usePlural();
  const lang = useLang();
  const t = useT();
  const band = useQueryFilter(
    "ca",
    page.revenue_filters.map((f) => f.id),
  );
  const kept = page.revenue_filters.find((f) => f.id === band)?.sectors;
  const sectors = kept ? page.sectors.filter((s) => kept.includes(s.slug)) : page.sectors;
  const over = (min: string) => t("revenue.over", { min });
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader title={page.head.heading} lead={page.head.description} />
      <FilterLinks
        path={page.head.path}
        label={t("sectors.filter")}
        param="ca"
        current={band}
        options={[
          { value: null, label: t("sectors.filter.all") },
          ...page.revenue_filters.map((f) => ({ value: f.id, label: formatBand(lang, f, over) })),
        ]}
      />
      <FilterCount
        className="mt-4 text-sm text-slate-700 dark:text-slate-300"
        live={pluralOf("sectors.count", sectors.length)}
        counts={[
          { value: null, label: pluralOf("sectors.count", page.sectors.length) },
          ...page.revenue_filters.map((f) => ({ value: f.id, label: pluralOf("sectors.count", page.sectors.filter((s) => f.sectors.includes(s.slug)).length) })),
        ]}
      />
      <section aria-labelledby="sector-list-title" className="mt-4">
        <h2 id="sector-list-title" className="sr-only">
          {t("sectors.list")}
        </h2>
        {sectors.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {sectors.map((s) => (
              <li key={s.slug} className={CARD} {...filterValues(page.revenue_filters.filter((f) => f.sectors.includes(s.slug)).map((f) => f.id))}>
                <span className={`inline-flex size-10 items-center justify-center rounded-lg ${TILE.indigo}`}>
                  <ContentIcon name={s.icon} />
                </span>
                <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">
                  <Link
                    to={href(lang, "industry", s.slug)}
                    className="after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-blue-700"
                  >
                    {s.name}
                  </Link>
                </h3>
                <p className="mt-2 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{s.description}</p>
                <p className="mt-auto pt-4 text-xs text-slate-700 dark:text-slate-300">
                  {t("sector.target_revenue_list", { bands: formatBand(lang, span(page.bands[s.slug] ?? []), over) })}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
            {t("sectors.none")}
          </p>
        )}
      </section>
    </main>
  );
}
