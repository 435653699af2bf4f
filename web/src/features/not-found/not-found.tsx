import { Link } from "react-router";
import { useLang, useT } from "~/i18n/use-lang";
import type { MessageKey } from "~/i18n/translate";
import { href } from "~/shared/href";

export type NotFoundKind = "category" | "article" | "ai_article" | "cluster" | "industry" | "guide" | "tool";

/** The not-found screen of a route family (served with HTTP 404 by the server). */
export function NotFound({ kind }: { kind: NotFoundKind }) {
  const lang = useLang();
  const t = useT();
  const toIndustries = kind === "guide";
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t(`notfound.${kind}` as MessageKey)}</h1>
      <p className="mt-3 text-slate-700">{t("notfound.text")}</p>
      <Link
        to={toIndustries ? href(lang, "industries") : href(lang, "home")}
        className="mt-6 inline-block rounded-md bg-blue-700 px-4 py-2 text-white"
      >
        {toIndustries ? t("notfound.back_industries") : t("notfound.back_home")}
      </Link>
    </main>
  );
}
