// The pieces every e-mail form shares: the address field with its error, the anti-spam trap and
// the form-level error. The form around them (texts, layout, success) belongs to each feature.
import { useId, useRef } from "react";
import { translate } from "~/i18n/translate";
import { LEADS_PATH } from "~/shared/api/endpoints";
import { watchFormShown } from "~/shared/audience";
import { BUTTON, TEXT_LINK } from "~/shared/button";
import { href } from "~/shared/href";
import { useInteractionEffect } from "~/shared/use-interaction-effect";
import { HONEYPOT_FIELD, type LeadForm, type LeadFormContext } from "./use-lead-form";

const INPUT =
  "block w-full min-w-0 rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400";

/**
 * The e-mail field: its label, the input (with `action`, usually the submit button, beside it
 * from the `sm` width) and the problem with the address under it, tied to the input.
 */
export function LeadEmailField({
  form,
  lang,
  action,
  labelClassName = "text-sm font-medium text-slate-800 dark:text-slate-200",
  className = "",
}: {
  form: LeadForm;
  lang: "fr" | "en";
  action?: React.ReactNode;
  labelClassName?: string;
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = form.fieldError !== null;
  // An address typed before the page was interactive (a slow phone, issue 32) is the form's from
  // its first hydrated render: hydration leaves the field's value as it is, the next render would not.
  const input = useRef<HTMLInputElement>(null);
  const { setEmail } = form;
  useInteractionEffect(() => {
    const typed = input.current?.value;
    if (typed) setEmail(typed);
  }, [setEmail]);
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={labelClassName}>
        {translate(lang, "lead.email.label")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <input
            ref={input}
            id={id}
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            placeholder={translate(lang, "lead.email.placeholder")}
            value={form.email}
            onChange={(event) => form.setEmail(event.target.value)}
            readOnly={form.state === "submitting"}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            className={`${INPUT} ${invalid ? "border-red-600 dark:border-red-400" : "border-slate-500 dark:border-slate-500"}`}
          />
          {invalid ? (
            <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
              {form.fieldError}
            </p>
          ) : null}
        </div>
        {action}
      </div>
      <PrivacyNotice lang={lang} />
    </div>
  );
}

/** The one-line information at the point of collection (GDPR art. 13), with the policy's link. */
export function PrivacyNotice({ lang }: { lang: "fr" | "en" }) {
  return (
    <p className="max-w-prose text-xs text-slate-600 dark:text-slate-400">
      {translate(lang, "lead.privacy_notice")}{" "}
      <a href={href(lang, "privacy")} className={TEXT_LINK}>
        {translate(lang, "lead.privacy_link")}
      </a>
    </p>
  );
}

/** The anti-spam trap: out of sight, out of the tab order and of the accessibility tree. */
export function HoneypotField({ lang }: { lang: "fr" | "en" }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label>
        {translate(lang, "lead.honeypot")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The form's context as hidden fields, for the post the browser makes without JavaScript. */
export function LeadContextFields({ context }: { context: LeadFormContext }) {
  return (
    <>
      {Object.entries(context).map(([name, value]) =>
        typeof value === "string" || typeof value === "number" ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
    </>
  );
}

/** What went wrong when it is not the address (network, server, too many submissions). */
export function LeadFormError({ form, className = "" }: { form: LeadForm; className?: string }) {
  return (
    <p role="alert" className={`text-sm font-medium text-red-700 empty:hidden dark:text-red-300 ${className}`}>
      {form.state === "error" ? form.formError : null}
    </p>
  );
}

/** A one-line e-mail form: the address with its submit button beside it, the trap and the form's error. */
export function InlineLeadForm({
  form,
  lang,
  label,
  className = "",
}: {
  form: LeadForm;
  lang: "fr" | "en";
  /** The submit button's label while idle. */
  label: string;
  className?: string;
}) {
  return (
    <form ref={watchFormShown} method="post" action={LEADS_PATH} onSubmit={form.submit} noValidate className={`relative ${className}`}>
      <LeadContextFields context={form.context} />
      <LeadEmailField
        form={form}
        lang={lang}
        action={
          <button type="submit" disabled={!form.canSubmit} className={`${BUTTON.primary} shrink-0`}>
            {form.busyLabel ?? label}
          </button>
        }
      />
      <HoneypotField lang={lang} />
      <LeadFormError form={form} className="mt-3" />
    </form>
  );
}
