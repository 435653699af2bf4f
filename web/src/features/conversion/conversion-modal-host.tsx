// Arms the modal's triggers on an article and shows the modal when one fires. Only the triggers
// are in the page's first load; the modal's code is fetched when it opens.
import { lazy, Suspense, useState } from "react";
import { useShell } from "~/features/layout/shell-context";
import type { ModalPage } from "./conversion-modal";
import { useModalTriggers, type ModalTrigger } from "./use-modal-triggers";

const ConversionModal = lazy(() => import("./conversion-modal"));

export function ConversionModalHost({ kind, page }: { kind: "modal" | "ai-modal"; page: ModalPage }) {
  const { site } = useShell();
  // The page it opened on: moving to another page closes it.
  const [opened, setOpened] = useState<{ path: string; trigger: ModalTrigger } | null>(null);
  useModalTriggers({
    pageKey: page.path,
    enabled: true,
    timings: site.timings,
    keywords: site.modal_keywords,
    onOpen: (trigger) => setOpened({ path: page.path, trigger }),
  });
  if (!opened || opened.path !== page.path) return null;
  return (
    <Suspense fallback={null}>
      <ConversionModal kind={kind} trigger={opened.trigger} page={page} onClose={() => setOpened(null)} />
    </Suspense>
  );
}
