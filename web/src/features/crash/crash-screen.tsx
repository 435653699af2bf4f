import { Home, RotateCw, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation, useParams } from "react-router";
import { useT } from "~/i18n/use-lang";
import { isLang } from "~/shared/href";
import { BUTTON, TEXT_LINK } from "~/shared/button";
import { reportOf, sendReport } from "./report-error";
import { SUPPORT_EMAIL } from "./support-email";

type Report = "none" | "sending" | "sent" | "failed";

/**
 * Shown when rendering fails: what happened, reload, back home (of the language of the first
 * path segment, else French), the support e-mail and three suggestions. Rendered by the root
 * error boundary, so it relies on nothing but the router: the support address is the build's
 * (site.yaml), not the shell data, which may be what failed. A rendering error (not a 404 or
 * other route response) is reported to the server once, and the screen says whether it arrived.
 */
export function CrashScreen({ error }: { error?: unknown }) {
  const { lang: segment } = useParams();
  const { pathname } = useLocation();
  const lang = isLang(segment) ? segment : "fr";
  // Drawn again once the whole dictionary is in when the page's own strings lack the screen's.
  const t = useT(lang);
  const [report, setReport] = useState<Report>(error === undefined ? "none" : "sending");
  const sent = useRef(false);

  useEffect(() => {
    if (error === undefined || sent.current) return;
    sent.current = true;
    void sendReport(reportOf(error, pathname)).then((ok) => setReport(ok ? "sent" : "failed"));
  }, [error, pathname]);

  return (
    <main id="main" lang={lang} className="mx-auto flex min-h-screen w-full max-w-xl flex-col justify-center px-4 py-16">
      <TriangleAlert aria-hidden="true" className="size-10 text-amber-700 dark:text-amber-400" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t("crash.title")}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t("crash.text")}</p>
      <p role="status" className="mt-1 text-slate-700 empty:hidden dark:text-slate-300">
        {report === "sent" ? t("crash.reported") : report === "failed" ? t("crash.not_reported") : null}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" onClick={() => window.location.reload()} className={BUTTON.primary}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t("crash.reload")}
        </button>
        <a href={`/${lang}`} className={BUTTON.secondary}>
          <Home aria-hidden="true" className="size-4" />
          {t("crash.home")}
        </a>
      </div>
      <h2 className="mt-8 text-sm font-semibold text-slate-900 dark:text-white">{t("crash.suggestions")}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        <li>{t("crash.suggestion.connection")}</li>
        <li>{t("crash.suggestion.cache")}</li>
        <li>{t("crash.suggestion.later")}</li>
      </ul>
      <p className="mt-6 text-sm text-slate-700 dark:text-slate-300">
        {t("crash.support_intro")}{" "}
        <a href={`mailto:${SUPPORT_EMAIL}`} className={TEXT_LINK}>
          {SUPPORT_EMAIL}
        </a>
      </p>
    </main>
  );
}
