// The one modal dialog of the site (the mobile menu, the reader's panel, the conversion modals):
// a `<dialog>` shown with showModal() while `open`, so the page behind is inert and the focus stays
// inside; the page does not scroll behind it (root.tsx: `has-[dialog:modal]:overflow-hidden`).
// Escape (the browser closes the dialog and sends `close`), a click on the backdrop and its close
// button call `onClose`, and the focus goes back to `returnFocus`, or else to the element that had
// it when the dialog opened. Removed while open, it closes and gives the focus back too.
import { X } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode, type RefObject } from "react";
import { useInteractionEffect } from "~/shared/use-interaction-effect";

const CloseContext = createContext<() => void>(() => {});

export function Dialog({
  open = true,
  onClose,
  returnFocus,
  labelledBy,
  describedBy,
  className,
  children,
}: {
  /** Shown while true; a dialog mounted only while it shows leaves it out. */
  open?: boolean;
  onClose: () => void;
  /** Where the focus goes back when it closes (by default, where it was when it opened). */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Id of the heading that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  className: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const latest = useRef({ onClose, returnFocus });
  useEffect(() => {
    latest.current = { onClose, returnFocus };
  });

  const giveFocusBack = useCallback((): void => {
    const target = latest.current.returnFocus?.current ?? opener.current;
    if (target?.isConnected) target.focus();
  }, []);

  const close = useCallback((): void => {
    latest.current.onClose();
    giveFocusBack();
  }, [giveFocusBack]);

  useInteractionEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    return () => {
      if (!element?.open) return;
      element.close();
      giveFocusBack();
    };
  }, [giveFocusBack]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={close}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself (its content fills the box).
        if (event.target === dialog.current) close();
      }}
      className={className}
    >
      <CloseContext.Provider value={close}>{children}</CloseContext.Provider>
    </dialog>
  );
}

/** The dialog's close button: an X named by `label`. */
export function DialogCloseButton({ label, className }: { label: string; className: string }) {
  const close = useContext(CloseContext);
  return (
    <button type="button" onClick={close} aria-label={label} className={className}>
      <X className="size-5" aria-hidden="true" />
    </button>
  );
}
