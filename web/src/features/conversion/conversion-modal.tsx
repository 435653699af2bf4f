// The conversion modal (form kind `modal`) and its AI-article variant (`ai-modal`), opened by one
// of the triggers: the benefits of the article's category, the e-mail form, then the success
// message with the audit link, the audit page opening `modal_redirect_ms` later. Loaded on demand.
import { CheckCircle2, Sparkles } from "lucide-react";
import { useId, useRef } from "react";
import { useInteractionEffect } from "~/shared/use-interaction-effect";
import { useShell } from "~/shared/shell-context";
import { InlineLeadForm } from "~/shared/leads/lead-fields";
import { useLeadForm } from "~/shared/leads/use-lead-form";
import { translate } from "~/i18n/translate";
import { BUTTON } from "~/shared/button";
import { ExternalAnchor } from "~/shared/link-boxes";
import { auditHref } from "~/shared/outbound";
import { useConversion, type ArticleContext } from "~/shared/conversion-context";
import { ModalDialog } from "./modal-dialog";
import { useAuditRedirect } from "~/shared/use-audit-redirect";
import type { ModalTrigger } from "./use-modal-triggers";
import { useOverlayTexts } from "./overlay-texts";
import type { ConversionOverlays } from "~/generated/types";

export interface ModalPage {
  lang: "fr" | "en";
  path: string;
  article: string;
  category: string;
  context: ArticleContext;
}

interface ModalProps {
  kind: "modal" | "ai-modal";
  trigger: ModalTrigger;
  page: ModalPage;
  /** This modal's own form stored its lead (the host keeps it open on that conversion). */
  onConverted: () => void;
  onClose: () => void;
}

/** The modal once its texts are in (./overlay-texts); nothing when they could not be fetched. */
export default function ConversionModal(props: ModalProps) {
  const texts = useOverlayTexts();
  return texts ? <Modal {...props} texts={texts} /> : null;
}

function Modal({ kind, trigger, page, onConverted, onClose, texts }: ModalProps & { texts: ConversionOverlays }) {
  const { site } = useShell();
  const { converted, openCommunityModal } = useConversion();
  const { lang } = page;
  const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => translate(lang, key, vars);
  const titleId = useId();
  const copy = texts.modal;
  const benefits = texts.modal_benefits[page.category] ?? texts.modal_benefits.default ?? [];
  const audit = auditHref(site, { content: kind, trigger, referrer: page.path, article: page.article, category: page.category });
  const form = useLeadForm(
    { form_kind: kind, trigger, page_path: page.path, lang, article_slug: page.article, category_slug: page.category },
    {
      onSuccess: () => {
        onConverted();
        converted(page.context);
      },
    },
  );
  const success = form.state === "success";
  // The success message and its audit link stay until the visitor closes them; on an AI article
  // the community invitation then takes its turn (spec §4), never over this dialog.
  const close = () => {
    onClose();
    if (success && kind === "ai-modal") openCommunityModal(page.context);
  };
  useAuditRedirect(success, audit, site.timings.modal_redirect_ms);

  const done = useRef<HTMLDivElement>(null);
  useInteractionEffect(() => {
    if (success) done.current?.focus();
  }, [success]);

  return (
    <ModalDialog titleId={titleId} lang={lang} onClose={close}>
      {success ? (
        <div ref={done} tabIndex={-1} role="status" className="outline-none">
          <CheckCircle2 aria-hidden="true" className="size-10 text-green-700 dark:text-green-400" />
          <h2 id={titleId} className="mt-3 pr-8 text-2xl font-bold tracking-tight text-balance">
            {copy.success_title}
          </h2>
          <p className="mt-3 text-slate-700 dark:text-slate-300">{copy.success_text}</p>
          <p className="mt-6">
            <ExternalAnchor href={audit} className={BUTTON.primary}>
              {t("lead.audit_link")}
            </ExternalAnchor>
          </p>
        </div>
      ) : (
        <>
          {kind === "ai-modal" ? (
            <p className="flex items-center gap-2 pr-8 text-sm font-semibold text-violet-800 dark:text-violet-300">
              <Sparkles aria-hidden="true" className="size-4" />
              {t("conversion.modal.ai_eyebrow")}
            </p>
          ) : null}
          <h2 id={titleId} className="mt-1 pr-8 text-2xl font-bold tracking-tight text-balance">
            {copy.title}
          </h2>
          <p className="mt-3 text-slate-700 dark:text-slate-300">{copy.subtitle}</p>
          {benefits.length > 0 ? (
            <>
              <h3 className="mt-5 text-sm font-semibold text-slate-900 dark:text-white">{t("conversion.modal.benefits")}</h3>
              <ul className="mt-2 space-y-2">
                {benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-2 text-slate-800 dark:text-slate-200">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400" />
                    <span>{benefit}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <InlineLeadForm form={form} lang={lang} label={copy.button} className="mt-6" />
          <button
            type="button"
            onClick={onClose}
            className="mt-4 text-sm font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
          >
            {t("conversion.modal.no_thanks")}
          </button>
        </>
      )}
    </ModalDialog>
  );
}
