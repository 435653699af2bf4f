import { isLang, type Lang } from "~/shared/href";
import { translate } from "~/i18n/translate";

const SUPPORT_EMAIL_FALLBACK = "contact@bibliotheque-pme.example";

function currentLang(): Lang {
  if (typeof window === "undefined") return "fr";
  const first = window.location.pathname.split("/")[1];
  return isLang(first) ? first : "fr";
}

/** Shown when rendering fails: reload, back home (of the current language), support e-mail, suggestions. */
export function CrashScreen({ email = SUPPORT_EMAIL_FALLBACK }: { email?: string }) {
  const lang = currentLang();
  const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string>) => translate(lang, key, vars);
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold">{t("crash.title")}</h1>
      <p className="mt-3 text-slate-700">{t("crash.text")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" onClick={() => window.location.reload()} className="rounded-md bg-blue-700 px-4 py-2 text-white">
          {t("crash.reload")}
        </button>
        <a href={`/${lang}`} className="rounded-md border border-slate-300 px-4 py-2">
          {t("crash.home")}
        </a>
      </div>
      <p className="mt-6 text-sm">{t("crash.suggestions")}</p>
      <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
        <li>{t("crash.suggestion.connection")}</li>
        <li>{t("crash.suggestion.cache")}</li>
        <li>{t("crash.suggestion.later")}</li>
      </ul>
      <p className="mt-6 text-sm">
        <a href={`mailto:${email}`} className="underline">
          {t("crash.support", { email })}
        </a>
      </p>
    </main>
  );
}
