// The conversion flow's modal frame: the shared dialog (~/shared/dialog), shown while mounted,
// centred, with its close button in the corner; labelled by its heading. Its owner unmounts it
// on `onClose`; the focus then goes back to where it was (the opener).
import { translate } from "~/i18n/translate";
import { Dialog, DialogCloseButton } from "~/shared/dialog";

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
  return (
    <Dialog
      onClose={onClose}
      labelledBy={titleId}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] max-w-none overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100 dark:ring-1 dark:ring-slate-700 ${className}`}
    >
      <div className="relative p-6 sm:p-8">
        <DialogCloseButton
          label={translate(lang, "conversion.close")}
          className="absolute top-3 right-3 grid size-10 place-items-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        />
        {children}
      </div>
    </Dialog>
  );
}
