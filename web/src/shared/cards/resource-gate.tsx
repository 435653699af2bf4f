// The e-mail gate of a resource: the address is stored as a lead (form `resource`), then the file
// is given at once, on the page. What it protects is the lead, not the file (decision 013).
import { useRef } from "react";
import { Download } from "lucide-react";
import type { FileDownload } from "~/generated/types";
import { HoneypotField, LeadContextFields, LeadEmailField, LeadFormError, submitLabel } from "~/shared/leads/lead-fields";
import { useLeadForm } from "~/shared/leads/use-lead-form";
import { useLang, useT } from "~/i18n/use-lang";
import { watchFormShown } from "~/shared/audience";
import { BUTTON } from "~/shared/button";
import { LEADS_PATH } from "~/shared/api/endpoints";
import { fileFacts } from "~/shared/file-facts";

export function ResourceGate({ slug, title, file, pagePath }: { slug: string; title: string; file: FileDownload; pagePath: string }) {
  const lang = useLang();
  const t = useT();
  const link = useRef<HTMLAnchorElement>(null);
  const form = useLeadForm(
    { form_kind: "resource", page_path: pagePath, lang, resource_slug: slug },
    // The file starts downloading as soon as the lead is stored; the link stays for a second try.
    { onSuccess: () => requestAnimationFrame(() => link.current?.click()) },
  );
  if (form.state === "success") {
    return (
      <div role="status" className="flex flex-col gap-2">
        <p className="text-sm font-medium text-green-800 dark:text-green-300">{t("resource.gate.ready")}</p>
        <a ref={link} href={file.url} download className={BUTTON.primary}>
          <Download aria-hidden="true" className="size-4" />
          {t("resource.download")}
          <span className="sr-only">
            : {title} ({fileFacts(file, lang)})
          </span>
        </a>
      </div>
    );
  }
  return (
    <div>
      <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">
        {t("resource.gate.lead")} <span className="whitespace-nowrap">({fileFacts(file, lang)})</span>
      </p>
      {/* Stacked, not inline: the card is narrow in the three-column grid. */}
      {/* Without JavaScript the browser posts it to the lead API like the other lead forms: never
          a GET that would put the address in the URL. */}
      <form ref={watchFormShown} method="post" action={LEADS_PATH} onSubmit={form.submit} noValidate className="relative flex flex-col gap-2">
        <LeadContextFields context={form.context} />
        <LeadEmailField form={form} lang={lang} />
        <button type="submit" disabled={!form.canSubmit} className={BUTTON.primary}>
          {submitLabel(form, lang, t("resource.gate.submit"))}
        </button>
        <HoneypotField lang={lang} />
        <LeadFormError form={form} />
      </form>
    </div>
  );
}
