// Arms the modal's triggers on an article and shows the modal when one fires. Only the triggers
// are in the page's first load; the modal's code is fetched when it opens.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useShell } from "~/shared/shell-context";
import { sendEvent } from "~/shared/audience";
import { useConversion } from "~/shared/conversion-context";
import type { ModalPage } from "./conversion-modal";
import { useModalTriggers, type ModalTrigger } from "./use-modal-triggers";
import { withStrings } from "~/i18n/load";

const ConversionModal = lazy(withStrings(() => import("./conversion-modal")));

export function ConversionModalHost({ kind, page }: { kind: "modal" | "ai-modal"; page: ModalPage }) {
  const { site } = useShell();
  // The page it opened on: moving to another page closes it.
  const [opened, setOpened] = useState<{ path: string; trigger: ModalTrigger; conversions: number } | null>(null);
  const { conversions } = useConversion();
  const latest = useRef(conversions);
  useEffect(() => {
    latest.current = conversions;
  });
  useModalTriggers({
    pageKey: page.path,
    enabled: true,
    timings: site.timings,
    keywords: site.modal_keywords,
    onOpen: (trigger) => {
      sendEvent("modal_opened", trigger);
      setOpened({ path: page.path, trigger, conversions: latest.current });
    },
  });
  if (!opened || opened.path !== page.path) return null;
  // Spec §4: on an AI article, a conversion elsewhere on the page (the middle or end form, a
  // share) closes the modal; its own form's conversion does not: its success message and audit
  // link stay until the visitor closes them, and the community invitation follows.
  if (kind === "ai-modal" && conversions !== opened.conversions) return null;
  return (
    <Suspense fallback={null}>
      <ConversionModal
        kind={kind}
        trigger={opened.trigger}
        page={page}
        onConverted={() => setOpened((open) => open && { ...open, conversions: open.conversions + 1 })}
        onClose={() => setOpened(null)}
      />
    </Suspense>
  );
}
