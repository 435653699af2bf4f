import { ArrowLeft, CheckCircle2 } from "lucide-react";
import { LEADS_PATH } from "~/shared/api/endpoints";
import { HoneypotField, PrivacyNotice } from "~/shared/leads/lead-fields";
import { translate, keyOf } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { watchFormShown } from "~/shared/audience";
import { BUTTON, TEXT_LINK } from "~/shared/button";
import { href } from "~/shared/href";
import { ExternalAnchor } from "~/shared/link-boxes";
import { auditHref } from "~/shared/outbound";
import { useShell } from "~/shared/shell-context";
import { PageHeader } from "~/shared/prose";

// The pages a lead form posted without JavaScript leads to (src/bibliotheque/server/form_posts.py):
// the server answers 303 to « thanks », or shows « subscribe » again with the problem (422, 429…),
// filling in the marked places: the back link, the address, the message and the form's context.
// « thanks » says what the in-article form says once the lead is stored, from the same copy
// (conversion.yaml's inline_form), with the audit link its button promised; the server puts the
// form's page in the link's referrer (its `referrer=/{lang}/thanks`).

const CODES = ["required", "email_invalid", "email_local_too_long", "too_long", "too_short", "control_characters", "invalid", "rejected", "failed", "rate_limited"] as const;

function BackLink() {
  const lang = useLang();
  const t = useT();
  return (
    <a data-lead-back="" href={href(lang, "home")} className={`${TEXT_LINK} inline-flex items-center gap-1 text-sm`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("lead.page.back")}
    </a>
  );
}

/** `/{lang}/thanks`: the lead is stored. */
export function ThanksScreen() {
  const lang = useLang();
  const t = useT();
  const { site, conversion } = useShell();
  const copy = conversion.inline_form;
  const audit = auditHref(site, { content: "thanks", referrer: href(lang, "thanks") });
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <div role="status">
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight text-green-800 dark:text-green-300">
          <CheckCircle2 aria-hidden="true" className="size-8 shrink-0" />
          {copy.success_title}
        </h1>
        <p className="mt-4 max-w-prose text-lg text-slate-700 dark:text-slate-300">{copy.success_text}</p>
      </div>
      <p className="mt-6">
        <ExternalAnchor href={audit} className={BUTTON.primary}>
          {t("lead.audit_link")}
        </ExternalAnchor>
      </p>
      <p className="mt-8">
        <BackLink />
      </p>
    </main>
  );
}

/** `/{lang}/subscribe`: an e-mail form, shown again by the server with what went wrong. */
export function SubscribeScreen() {
  const lang = useLang();
  const t = useT();
  const messages = Object.fromEntries(CODES.map((code) => [code, translate(lang, keyOf("lead.error", code))]));
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader title={t("lead.page.title")} lead={t("lead.page.intro")}>
        <BackLink />
      </PageHeader>
      <form ref={watchFormShown} method="post" action={LEADS_PATH} noValidate className="relative mt-8 max-w-xl">
        <label htmlFor="lead-page-email" className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t("lead.email.label")}
        </label>
        <input
          id="lead-page-email"
          name="email"
          type="email"
          data-lead-email=""
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          placeholder={t("lead.email.placeholder")}
          aria-describedby="lead-page-error"
          className="mt-1.5 block w-full min-w-0 rounded-md border border-slate-500 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
        />
        <p id="lead-page-error" data-lead-error={JSON.stringify(messages)} role="alert" className="mt-1.5 text-sm font-medium text-red-700 empty:hidden dark:text-red-300" />
        {/* The context of the form that was posted (the server puts it back); this page's own by default. */}
        <div data-lead-context="">
          <input type="hidden" name="form_kind" value="inline-end" />
          <input type="hidden" name="page_path" value={href(lang, "subscribe")} />
          <input type="hidden" name="lang" value={lang} />
        </div>
        <HoneypotField lang={lang} />
        <button type="submit" className={`${BUTTON.primary} mt-4`}>
          {t("lead.page.submit")}
        </button>
        <div className="mt-4">
          <PrivacyNotice lang={lang} />
        </div>
      </form>
    </main>
  );
}
