import { Accessibility } from "lucide-react";
import { useCallback, useRef, useState, type ComponentType } from "react";
import { useT } from "~/i18n/use-lang";
import { useEarlyClick } from "~/shared/early-clicks";
import type { ReaderPanelProps } from "./reader-panel";
import { withStrings } from "~/i18n/load";

// The panel's code is fetched when the visitor reaches for the button (hover, focus, click), so
// a page's first load carries only this button.
let panelModule: Promise<typeof import("./reader-panel")> | undefined;
const loadPanel = () => (panelModule ??= withStrings(() => import("./reader-panel"))());

/** The floating accessibility button (bottom right), opening the reader's settings panel. */
export function ReaderPanelButton() {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  const [Panel, setPanel] = useState<ComponentType<ReaderPanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const load = useCallback(() => loadPanel().then((module) => setPanel(() => module.ReaderPanel)), []);
  const close = useCallback(() => setOpen(false), []);
  const openPanel = () => {
    void load();
    setOpen(true);
  };
  // A tap before the page was interactive opens the panel once it is.
  useEarlyClick(button, openPanel);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t("reader.open")}
        title={t("reader.open")}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={openPanel}
        data-early-click=""
        className="fixed right-4 bottom-4 z-40 grid size-12 place-items-center rounded-full bg-blue-700 text-white shadow-lg ring-2 ring-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 print:hidden dark:bg-blue-600 dark:ring-slate-900 dark:hover:bg-blue-700 dark:focus-visible:outline-blue-300 [@media(scripting:none)]:hidden"
      >
        <Accessibility className="size-6" aria-hidden="true" />
      </button>
      {Panel ? <Panel open={open} onClose={close} returnFocus={button} /> : null}
    </>
  );
}
