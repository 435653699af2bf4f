// The state of one e-mail form: idle → submitting → success, or error (the typed address is kept
// and the visitor can send again). Success only once the server has stored the lead.
import { useCallback, useEffect, useRef, useState } from "react";
import type { MessageKey } from "~/i18n/translate";
import { useT } from "~/i18n/use-lang";
import { visitCampaign } from "~/shared/campaign";
import { useHydrated } from "~/shared/use-hydrated";
import type { FieldErrorCode, LeadContext, LeadOutcome } from "./submit-lead";

/** Name of the anti-spam field (the API's `website`), hidden from people. */
export const HONEYPOT_FIELD = "website";

// The sending code is fetched when the form is first sent: it stays out of the page's first load.
const loadSubmit = () => import("./submit-lead");

export type LeadFormState = "idle" | "submitting" | "success" | "error";

/** The form's context: everything but the address; UTM values are the visit's first touch. */
export type LeadFormContext = Omit<LeadContext, "utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content">;

export interface LeadFormOptions {
  /** Called once the lead is stored (the conversion callback). */
  onSuccess?: (outcome: Extract<LeadOutcome, { kind: "stored" }>) => void;
  /** For tests: the fetch to use. */
  fetcher?: typeof fetch;
}

export interface LeadForm {
  state: LeadFormState;
  email: string;
  setEmail: (email: string) => void;
  /** The translated problem with the address, shown under the field (null: none). */
  fieldError: string | null;
  /** In the error state, what went wrong when it is not the address (null otherwise). */
  formError: string | null;
  /** The submit button's label while sending or after a failure (null: the form's own label). */
  busyLabel: string | null;
  /** The submit button's state: nothing to send yet, or already sending (always true before hydration). */
  canSubmit: boolean;
  /** What the form sends besides the address: hidden fields of the form posted without JavaScript. */
  context: LeadFormContext;
  submit: (event: React.FormEvent<HTMLFormElement>) => void;
}

const FIELD_MESSAGES: Partial<Record<FieldErrorCode, MessageKey>> = {
  required: "lead.error.required",
  email_invalid: "lead.error.email_invalid",
  email_local_too_long: "lead.error.email_local_too_long",
  too_long: "lead.error.too_long",
  too_short: "lead.error.too_short",
  control_characters: "lead.error.control_characters",
};

function honeypotValue(form: HTMLFormElement | null): string | undefined {
  const field = form?.elements.namedItem(HONEYPOT_FIELD);
  return field instanceof HTMLInputElement && field.value ? field.value : undefined;
}

export function useLeadForm(context: LeadFormContext, options: LeadFormOptions = {}): LeadForm {
  const [state, setState] = useState<LeadFormState>("idle");
  const [email, setEmailValue] = useState("");
  // Keys, translated when drawn: a message the page's own strings lack is drawn again once the
  // whole dictionary is in (~/i18n/use-lang.ts).
  const t = useT(context.lang);
  const [fieldError, setFieldError] = useState<MessageKey | null>(null);
  const [formError, setFormError] = useState<MessageKey | null>(null);
  // The latest context and options, read when the form is sent (not when it was first rendered).
  const latest = useRef({ context, options });
  useEffect(() => {
    latest.current = { context, options };
  });
  const sending = useRef(false);
  // Prerendered, the button is enabled: without JavaScript the browser posts the form itself.
  const running = useHydrated();

  const setEmail = useCallback((value: string) => {
    setEmailValue(value);
    setFieldError(null);
  }, []);

  const submit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending.current) return;
      const { context: current, options: opts } = latest.current;
      const address = email.trim();
      if (!address) {
        setFieldError("lead.error.required");
        setState("error");
        return;
      }
      sending.current = true;
      setState("submitting");
      setFieldError(null);
      setFormError(null);
      const website = honeypotValue(event.currentTarget);
      void loadSubmit()
        .then(({ submitLead }) =>
          submitLead(
            { ...current, ...visitCampaign(window.location.search), email: address, ...(website ? { website } : {}) },
            opts.fetcher,
          ),
        )
        .catch((): LeadOutcome => ({ kind: "failed", status: null }))
        .then((outcome) => {
          if (outcome.kind === "stored") {
            setState("success");
            opts.onSuccess?.(outcome);
            return;
          }
          setState("error");
          if (outcome.kind === "invalid") {
            const problem = outcome.errors.find((error) => error.field === "email");
            if (problem) setFieldError(FIELD_MESSAGES[problem.code] ?? "lead.error.invalid");
            else setFormError("lead.error.rejected");
          } else {
            setFormError(outcome.kind === "rate-limited" ? "lead.error.rate_limited" : "lead.error.failed");
          }
        })
        .finally(() => {
          sending.current = false;
        });
    },
    [email],
  );

  return {
    state,
    email,
    setEmail,
    fieldError: fieldError && t(fieldError),
    formError: formError && t(formError),
    busyLabel: state === "submitting" ? t("lead.submitting") : state === "error" && formError ? t("lead.retry") : null,
    canSubmit: !running || (state !== "submitting" && email.trim() !== ""),
    context,
    submit,
  };
}
