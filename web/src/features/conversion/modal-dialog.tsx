// A modal `<dialog>` for the conversion flow: shown with showModal() when mounted, so the page
// behind is inert (focus stays inside); labelled by its heading; Escape, the close button and a
// click on the backdrop close it; focus then returns to where it was (the opener).
import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { translate } from "~/i18n/translate";

export function ModalDialog({
  titleId,
  lang,
  onClose,
  children,
  className = "",
}: {
  /** Id of the dialog's heading, which names it. */
  titleId: string;
  lang: "fr" | "en";
  onClose: () => void;
  children: React.ReactNode;
  className?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      // Escape: the browser closes the dialog and sends `close`; the owner then unmounts it.
      onClose={() => latestClose.current()}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself (its content fills the box).
        if (event.target === dialog.current) latestClose.current();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] max-w-none overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100 dark:ring-1 dark:ring-slate-700 ${className}`}
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={() => latestClose.current()}
          aria-label={translate(lang, "conversion.close")}
          className="absolute top-3 right-3 grid size-10 place-items-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        {children}
      </div>
    </dialog>
  );
}
