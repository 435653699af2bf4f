import { useId } from "react";
import { useShell } from "~/shared/shell-context";
import { formatNumber } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { href } from "~/shared/href";
import { BUTTON_TONE, FOCUS_RING } from "~/shared/button";
import { ClaimsNote } from "~/shared/claims";

/** The sidebar's proof box: three claims of site.yaml, whose they are, and the two calls to action. */
export function ProofBox() {
  const lang = useLang();
  const t = useT();
  const { claims } = useShell().site;
  const titleId = useId();
  const percent = (value: number): string => formatNumber(lang, value / 100, { style: "percent" });
  const proofs = [
    [t("proof.companies_value", { count: formatNumber(lang, claims.companies) }), t("proof.companies")],
    [percent(claims.roi_percent), t("proof.roi")],
    [percent(claims.satisfaction_percent), t("proof.satisfaction")],
  ] as const;
  return (
    <section
      data-claims=""
      aria-labelledby={titleId}
      className="mt-6 rounded-lg border border-blue-200 bg-white p-4 dark:border-blue-900 dark:bg-slate-900"
    >
      <p id={titleId} className="text-sm font-semibold text-slate-900 dark:text-white">
        {t("proof.title")}
      </p>
      <ul className="mt-3 space-y-2">
        {proofs.map(([value, label]) => (
          <li key={label} className="flex items-baseline gap-2 text-xs text-slate-700 dark:text-slate-300">
            <strong className="text-lg font-bold text-blue-800 tabular-nums dark:text-blue-300">{value}</strong> {label}
          </li>
        ))}
      </ul>
      <ClaimsNote className="mt-2" />
      <a
        href={href(lang, "demo")}
        className={`mt-4 block rounded-md px-3 py-2 text-center text-sm ${BUTTON_TONE.primary} ${FOCUS_RING}`}
      >
        {t("nav.trial_days", { days: claims.trial_days })}
      </a>
      <a
        href={href(lang, "consulting")}
        className={`mt-2 block rounded-md px-3 py-2 text-center text-sm ${BUTTON_TONE.outline} ${FOCUS_RING}`}
      >
        {t("nav.consulting_cta")}
      </a>
    </section>
  );
}
