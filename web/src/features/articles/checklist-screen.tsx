import { ArrowLeft, Download, Printer } from "lucide-react";
import { Link } from "react-router";
import type { ChecklistPage } from "~/generated/types";
import { useShell } from "~/shared/shell-context";
import { useLang, useT } from "~/i18n/use-lang";
import { BUTTON, TEXT_LINK } from "~/shared/button";
import { fileFacts } from "~/shared/file-facts";
import { href } from "~/shared/href";
import { PrintButton } from "./print-button";

/** The printable checklist generated from an article: one box to tick per item, the source at the bottom. */
export function ChecklistScreen({ page }: { page: ChecklistPage }) {
  const lang = useLang();
  const t = useT();
  const { site } = useShell();
  const articlePath = href(lang, "article", page.article.slug);
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      <Link to={articlePath} className={`${TEXT_LINK} inline-flex items-center gap-1 text-sm print:hidden`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("checklist.back")}
      </Link>
      <p className="mt-6 text-sm font-semibold text-blue-800 dark:text-blue-300 print:mt-0 print:text-black">
        {site.brand.site_name}
      </p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl dark:text-white print:text-black">
        {page.head.heading}
      </h1>
      <p className="mt-3 max-w-prose text-slate-700 dark:text-slate-300 print:text-black">{page.article.description}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400 print:text-black">
        {t("checklist.count", { count: page.items.length })}
      </p>
      <ol className="mt-8 divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800 print:divide-slate-400 print:border-slate-400">
        {page.items.map((item, i) => (
          <li key={item} className="flex break-inside-avoid gap-4 py-4">
            <span
              aria-hidden="true"
              className="mt-0.5 inline-block size-5 shrink-0 rounded border-2 border-slate-500 dark:border-slate-400 print:border-black"
            />
            <span className="flex-1 text-slate-900 dark:text-slate-100 print:text-black">
              <span className="sr-only">{i + 1}. </span>
              {item}
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-wrap gap-3 print:hidden">
        <PrintButton label={t("checklist.print")} className={BUTTON.primary} icon={<Printer aria-hidden="true" className="size-4" />} />
        {page.pdf ? (
          <a href={page.pdf.url} download className={BUTTON.secondary}>
            <Download aria-hidden="true" className="size-4" />
            {t("checklist.pdf")}
            <span className="font-normal">({fileFacts(page.pdf, lang)})</span>
          </a>
        ) : null}
        <Link to={articlePath} className={BUTTON.secondary}>
          {t("checklist.back")}
        </Link>
      </div>
      <p className="mt-10 hidden text-xs text-black print:block">
        {t("checklist.source", { title: page.article.title, url: `${site.urls.base}${articlePath}` })}
      </p>
    </main>
  );
}
