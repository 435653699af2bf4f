// The e-mail form in the middle and at the end of an article (spec §4, in-content form): idle →
// submitting → success « Inscription Réussie », the audit link shown and the audit page opened
// `inline_redirect_ms` later; an error keeps the address for another try. Under the form, the
// audit and the trial stay one click away (and work without JavaScript).
import { CheckCircle2 } from "lucide-react";
import { useRef } from "react";
import { useInteractionEffect } from "~/shared/use-interaction-effect";
import { useConversion, type ArticleContext } from "~/shared/conversion-context";
import { useAuditRedirect } from "~/shared/use-audit-redirect";
import { useShell } from "~/shared/shell-context";
import { InlineLeadForm } from "~/shared/leads/lead-fields";
import { useLeadForm } from "~/shared/leads/use-lead-form";
import { useLang, useT } from "~/i18n/use-lang";
import { BUTTON, TEXT_LINK } from "~/shared/button";
import { href } from "~/shared/href";
import { ExternalAnchor } from "~/shared/link-boxes";
import { auditHref } from "~/shared/outbound";
import { HydrateLater } from "~/shared/hydrate-later";

export function ArticleCta({
  position,
  article,
  category,
  path,
  context,
}: {
  position: "middle" | "end";
  article: string;
  category: string;
  /** The page's own path, sent as the referrer. */
  path: string;
  /** What the conversion flow keeps of the article once the visitor converts. */
  context: ArticleContext;
}) {
  const lang = useLang();
  const t = useT();
  const { site, conversion: texts } = useShell();
  const { converted, openCommunityModal } = useConversion();
  const copy = texts.inline_form;
  const id = `cta-${position}`;
  const audit = auditHref(site, { content: `article-${position}`, referrer: path, article, category });
  const form = useLeadForm(
    {
      form_kind: position === "middle" ? "inline-middle" : "inline-end",
      page_path: path,
      lang,
      article_slug: article,
      category_slug: category,
    },
    { onSuccess: () => converted(context) },
  );
  const success = form.state === "success";
  useAuditRedirect(success, audit, site.timings.inline_redirect_ms);

  // The form gives way to the message: focus follows, so keyboard and screen reader users land on it.
  const done = useRef<HTMLDivElement>(null);
  useInteractionEffect(() => {
    if (success) done.current?.focus();
  }, [success]);

  return (
    <HydrateLater>
      <section
        id={id}
        aria-labelledby={`${id}-title`}
        className="mt-12 scroll-mt-24 rounded-2xl border border-blue-200 bg-blue-50 p-6 sm:p-8 dark:border-blue-900 dark:bg-blue-950/40"
      >
        {success ? (
          <div ref={done} tabIndex={-1} role="status" className="outline-none">
            <h2 id={`${id}-title`} className="flex items-center gap-2 text-2xl font-bold tracking-tight text-green-800 dark:text-green-300">
              <CheckCircle2 aria-hidden="true" className="size-7 shrink-0" />
              {copy.success_title}
            </h2>
            <p className="mt-3 max-w-prose text-slate-700 dark:text-slate-300">{copy.success_text}</p>
            <div className="mt-5 flex flex-wrap gap-3">
              <ExternalAnchor href={audit} className={BUTTON.primary}>
                {t("lead.audit_link")}
              </ExternalAnchor>
              <button type="button" onClick={() => openCommunityModal(context)} className={BUTTON.secondary}>
                {t("conversion.community.open")}
              </button>
            </div>
          </div>
        ) : (
          <>
            <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-balance text-slate-900 dark:text-white">
              {position === "middle" ? copy.title : t("article.cta_end.title")}
            </h2>
            <p className="mt-3 max-w-prose text-slate-700 dark:text-slate-300">{copy.subtitle}</p>
            <InlineLeadForm form={form} lang={lang} label={copy.button} className="mt-5 max-w-2xl" />
            <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
              <span>{t("lead.direct")}</span>
              <ExternalAnchor href={audit} className={TEXT_LINK}>
                {t("cta.audit")}
              </ExternalAnchor>
              <a href={href(lang, "demo")} className={TEXT_LINK}>
                {t("cta.trial", { days: site.claims.trial_days })}
              </a>
            </p>
          </>
        )}
      </section>
    </HydrateLater>
  );
}
