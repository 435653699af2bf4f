import { HoneypotField, LeadEmailField, LeadFormError } from "~/shared/leads/lead-fields";
import type { LeadForm } from "~/shared/leads/use-lead-form";
import { useLang, useT } from "~/i18n/use-lang";
import { watchFormShown } from "~/shared/audience";
import { BUTTON } from "~/shared/button";
import { href } from "~/shared/href";
import { ExternalAnchor } from "~/shared/link-boxes";

/**
 * The e-mail step of a tool that captures leads: after the last question, before the results.
 * The results show only once the server has stored the lead.
 */
export function ToolEmailStep({
  form,
  heading,
  onPrevious,
}: {
  form: LeadForm;
  /** The step's heading (focused when the step opens). */
  heading: React.ReactNode;
  onPrevious: () => void;
}) {
  const lang = useLang();
  const t = useT();
  return (
    // The site's own messages, never the browser's bubble (the same rules as the API).
    <form ref={watchFormShown} onSubmit={form.submit} noValidate className="relative">
      {heading}
      <p className="mt-3 max-w-prose text-slate-700 dark:text-slate-300">{t("tool.email.text")}</p>
      <LeadEmailField form={form} lang={lang} className="mt-6 max-w-md" />
      <HoneypotField lang={lang} />
      <LeadFormError form={form} className="mt-3" />
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <button type="button" className={BUTTON.secondary} onClick={onPrevious} disabled={form.state === "submitting"}>
          {t("tool.flow.previous")}
        </button>
        <button type="submit" className={BUTTON.primary} disabled={!form.canSubmit}>
          {form.busyLabel ?? t("tool.email.submit")}
        </button>
      </div>
      {/* In a new tab: following it must not lose the answers given so far. */}
      <p className="mt-6 text-sm text-slate-700 dark:text-slate-300">
        <ExternalAnchor href={href(lang, "privacy")}>{t("tool.email.privacy")}</ExternalAnchor>
      </p>
    </form>
  );
}
