// The e-mail gate of a resource: the address is stored as a lead (form `resource`), then the file
// is given at once, on the page. What it protects is the lead, not the file (decision 013): no page
// names the files' URLs (issue 33, point 3); the lead API's answer gives them (`downloads`) once the
// address is stored. Without JavaScript the server writes the same success from this gate's slot
// (`data-resource-gate`, built_site.ResourceGateSlot) on the page it answers the post with.
import { useEffect, useRef, useState } from "react";
import { Download } from "lucide-react";
import type { FileFacts, ResourceGateSlot } from "~/generated/types";
import { HoneypotField, LeadContextFields, LeadEmailField, LeadFormError } from "~/shared/leads/lead-fields";
import { useLeadForm } from "~/shared/leads/use-lead-form";
import type { LeadDownload } from "~/shared/leads/submit-lead";
import { useLang, useT } from "~/i18n/use-lang";
import { watchFormShown } from "~/shared/audience";
import { BUTTON, TEXT_LINK } from "~/shared/button";
import { LEADS_PATH } from "~/shared/api/endpoints";
import { fileFacts } from "~/shared/file-facts";

/** The success's markup, written by the server too (src/bibliotheque/server/templates/resource_ready.html). */
const CLASSES = {
  box: "flex flex-col gap-2",
  ready: "text-sm font-medium text-green-800 dark:text-green-300",
  main: BUTTON.primary,
  other: `${TEXT_LINK} text-sm`,
} as const satisfies ResourceGateSlot["classes"];

export function ResourceGate({ slug, title, facts, pagePath }: { slug: string; title: string; facts: FileFacts[]; pagePath: string }) {
  const lang = useLang();
  const t = useT();
  const link = useRef<HTMLAnchorElement>(null);
  const [files, setFiles] = useState<LeadDownload[]>([]);
  // The file starts downloading as soon as the lead is stored and its link is on the page (an
  // effect: a frame callback could come before React has drawn it); the link stays for a second try.
  const downloadPending = useRef(false);
  const form = useLeadForm(
    { form_kind: "resource", page_path: pagePath, lang, resource_slug: slug },
    {
      onSuccess: (outcome) => {
        downloadPending.current = true;
        setFiles(outcome.downloads);
      },
    },
  );
  useEffect(() => {
    if (!downloadPending.current || !link.current) return;
    downloadPending.current = false;
    link.current.click();
  }, [files, form.state]);
  const [main] = facts;
  if (form.state === "success") {
    const [first, ...others] = files;
    return (
      <div role="status" className={CLASSES.box}>
        <p className={CLASSES.ready}>{t("resource.gate.ready")}</p>
        {first ? (
          <a ref={link} href={first.url} download className={CLASSES.main}>
            <Download aria-hidden="true" className="size-4" />
            {t("resource.download")}
            <span className="sr-only">
              : {title} ({fileFacts(first, lang)})
            </span>
          </a>
        ) : null}
        {others.map((file) => (
          <a key={file.url} href={file.url} download className={CLASSES.other}>
            {t("resource.download_other", { format: file.format.toUpperCase() })}
            <span className="sr-only">: {title}</span> ({fileFacts(file, lang)})
          </a>
        ))}
      </div>
    );
  }
  // What the server needs to write the success of this gate's form posted without JavaScript.
  const slot: ResourceGateSlot = {
    slug,
    title,
    ready: t("resource.gate.ready_posted"),
    files: facts.map((file, index) => ({
      label: index === 0 ? t("resource.download") : t("resource.download_other", { format: file.format.toUpperCase() }),
      facts: fileFacts(file, lang),
    })),
    classes: CLASSES,
  };
  return (
    <div data-resource-gate={JSON.stringify(slot)}>
      <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">
        {t("resource.gate.lead")} {main ? <span className="whitespace-nowrap">({fileFacts(main, lang)})</span> : null}
      </p>
      {/* Stacked, not inline: the card is narrow in the three-column grid. */}
      {/* Without JavaScript the browser posts it to the lead API like the other lead forms: never
          a GET that would put the address in the URL. The fragment brings the answer's page back
          to this card. */}
      <form ref={watchFormShown} method="post" action={`${LEADS_PATH}#${slug}`} onSubmit={form.submit} noValidate className="relative flex flex-col gap-2">
        <LeadContextFields context={form.context} />
        <LeadEmailField form={form} lang={lang} />
        <button type="submit" disabled={!form.canSubmit} className={BUTTON.primary}>
          {form.busyLabel ?? t("resource.gate.submit")}
        </button>
        <HoneypotField lang={lang} />
        <LeadFormError form={form} />
      </form>
    </div>
  );
}
