import { Lock } from "lucide-react";
import type { ExclusivePage } from "~/generated/types";
import { useShell } from "~/shared/shell-context";
import { formatNumber } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { Badge } from "~/shared/badge";
import { BUTTON } from "~/shared/button";
import { CallToAction } from "~/shared/call-to-action";
import { ClaimsNote } from "~/shared/claims";
import { href } from "~/shared/href";
import { ExternalAnchor } from "~/shared/link-boxes";
import { auditHref } from "~/shared/outbound";
import { PageHeader } from "~/shared/prose";

/** The client-only resources, shown locked and blurred: nothing here can be unlocked. */
export function ExclusiveScreen({ page }: { page: ExclusivePage }) {
  const lang = useLang();
  const t = useT();
  const { site } = useShell();
  const { intro, items } = page.exclusive;
  const euros = (n: number) => formatNumber(lang, n, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader
        title={intro.title}
        lead={intro.description}
        after={
          // The value and the number of templates are the provider's figures (issue 34 point 4).
          <div data-claims="" className="mt-5">
            <p className="flex flex-wrap gap-2">
              <Badge color="indigo">{t("exclusive.total", { value: euros(site.claims.exclusive_value_eur) })}</Badge>
              <Badge color="indigo">{t("exclusive.templates", { count: site.claims.templates })}</Badge>
            </p>
            <ClaimsNote className="mt-2" />
          </div>
        }
      />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
              <div className="flex items-center justify-between gap-2">
                <Badge color="indigo">{item.category}</Badge>
                <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-700 dark:text-slate-300">
                  <Lock aria-hidden="true" className="size-4" />
                  {t("exclusive.locked")}
                </span>
              </div>
              <h2 className="mt-3 font-semibold text-slate-900 dark:text-white">{item.title}</h2>
              <p aria-hidden="true" className="mt-2 text-sm text-slate-700 blur-[3px] select-none dark:text-slate-300">
                {item.description}
              </p>
              <dl className="mt-auto grid grid-cols-2 gap-2 pt-4 text-sm">
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">{t("exclusive.format")}</dt>
                  <dd className="font-medium text-slate-900 dark:text-white">{item.format}</dd>
                </div>
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">{t("exclusive.value_label")}</dt>
                  <dd className="font-semibold text-slate-900 dark:text-white">{euros(item.value_eur)}</dd>
                </div>
              </dl>
            </article>
          </li>
        ))}
      </ul>
      <CallToAction id="exclusive-cta" title={t("exclusive.cta.title")} text={t("exclusive.cta.text")}>
        <a href={href(lang, "consulting")} className={BUTTON.light}>
          {t("exclusive.cta")}
        </a>
        <ExternalAnchor href={auditHref(site, { content: "exclusive", referrer: page.head.path })} className={BUTTON.outlineLight}>
          {t("cta.audit")}
        </ExternalAnchor>
      </CallToAction>
    </main>
  );
}
