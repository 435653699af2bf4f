import { ArrowLeft, SearchX } from "lucide-react";
import { Link } from "react-router";
import { useLang, useT } from "~/i18n/use-lang";
import { keyOf } from "~/i18n/translate";
import { BUTTON } from "~/shared/button";
import { href } from "~/shared/href";

export type NotFoundKind = "category" | "article" | "ai_article" | "cluster" | "industry" | "guide" | "tool";

/** The not-found screen of a route family (served with HTTP 404 by the server). */
export function NotFound({ kind }: { kind: NotFoundKind }) {
  const lang = useLang();
  const t = useT();
  const toIndustries = kind === "guide";
  return (
    <main id="main" className="mx-auto w-full max-w-2xl px-4 py-20 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-12 text-slate-500 dark:text-slate-400" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{t(keyOf("notfound", kind))}</h1>
      <p className="mx-auto mt-3 max-w-prose text-slate-700 dark:text-slate-300">{t("notfound.text")}</p>
      <Link to={toIndustries ? href(lang, "industries") : href(lang, "home")} className={`${BUTTON.primary} mt-8`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {toIndustries ? t("notfound.back_industries") : t("notfound.back_home")}
      </Link>
    </main>
  );
}
