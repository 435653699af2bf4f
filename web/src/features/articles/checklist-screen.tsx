import { Link } from "react-router";
import type { ChecklistPage } from "~/generated/types";
import { useLang, useT } from "~/i18n/use-lang";
import { href } from "~/shared/href";
import { PrintButton } from "./print-button";

/** The printable checklist generated from an article. */
export function ChecklistScreen({ page }: { page: ChecklistPage }) {
  const lang = useLang();
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <Link to={href(lang, "article", page.article.slug)} className="no-print text-sm text-blue-800 hover:underline">
        {t("checklist.back")}
      </Link>
      <h1 className="mt-4 text-2xl font-bold">{t("checklist.title", { title: page.article.title })}</h1>
      <ul className="mt-6 space-y-3">
        {page.items.map((item) => (
          <li key={item} className="flex gap-3">
            <span aria-hidden="true" className="mt-1 inline-block h-4 w-4 shrink-0 border border-slate-500" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <PrintButton label={t("checklist.print")} />
    </main>
  );
}
