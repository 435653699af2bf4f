// The community invitation (spec §4, §6): its wording follows the visitor's status (trial, client,
// default). Loaded when it opens.
import { BadgeCheck, Check, Users } from "lucide-react";
import { useId } from "react";
import { useShell } from "~/shared/shell-context";
import { useLang, useT } from "~/i18n/use-lang";
import { BUTTON } from "~/shared/button";
import { ExternalAnchor } from "~/shared/link-boxes";
import type { VisitorStatus } from "~/shared/conversion-context";
import { ModalDialog } from "./modal-dialog";
import { useOverlayTexts } from "./overlay-texts";

export default function CommunityModal({ status, onClose }: { status: VisitorStatus; onClose: () => void }) {
  const { site } = useShell();
  const texts = useOverlayTexts();
  const lang = useLang();
  const t = useT();
  const titleId = useId();
  const copy = texts && (texts.community[status] ?? texts.community.default);
  if (!copy) return null;
  return (
    <ModalDialog titleId={titleId} lang={lang} onClose={onClose}>
      <Users aria-hidden="true" className="size-9 text-blue-700 dark:text-blue-300" />
      {/* A status is stated only when the visitor has one (trial, client): never to a visitor
          the site does not know, who gets the default invitation without a badge. */}
      {status !== "default" ? (
        <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950 dark:bg-amber-900/60 dark:text-amber-100">
          <BadgeCheck aria-hidden="true" className="size-4" />
          {t("conversion.community.status", { role: copy.role })}
        </p>
      ) : null}
      <h2 id={titleId} className="mt-3 pr-8 text-2xl font-bold tracking-tight text-balance">
        {copy.title}
      </h2>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{copy.subtitle}</p>
      <ul className="mt-5 space-y-2">
        {copy.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2 text-slate-800 dark:text-slate-200">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400" />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <ExternalAnchor href={site.urls.community_invite} className={BUTTON.primary}>
          {copy.button}
        </ExternalAnchor>
      </p>
    </ModalDialog>
  );
}
