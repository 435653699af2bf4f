import type { ExclusivePage } from "~/generated/types";
import { formatNumber } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { href } from "~/shared/href";
import { PageHeader } from "~/shared/prose";

export function ExclusiveScreen({ page }: { page: ExclusivePage }) {
  const lang = useLang();
  const t = useT();
  const { intro, items } = page.exclusive;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader title={intro.title} lead={intro.description} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} className="rounded-lg border border-slate-200 p-4">
            <p className="text-xs font-medium text-slate-600">
              {item.category} · {item.format}
            </p>
            <h2 className="mt-1 font-semibold">{item.title}</h2>
            <p className="mt-1 select-none text-sm text-slate-700 blur-[3px]" aria-hidden="true">
              {item.description}
            </p>
            <p className="mt-2 text-sm font-medium">
              {t("exclusive.value", { value: formatNumber(lang, item.value_eur, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }) })}
            </p>
            <p className="mt-1 text-xs text-slate-600">{t("exclusive.locked")}</p>
          </li>
        ))}
      </ul>
      <a href={href(lang, "consulting")} className="mt-8 inline-block rounded-md bg-blue-700 px-5 py-2.5 text-white">
        {t("exclusive.cta")}
      </a>
    </main>
  );
}
