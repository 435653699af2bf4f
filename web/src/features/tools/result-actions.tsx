import { Link2, Printer } from "lucide-react";
import { useState } from "react";
import { useT } from "~/i18n/use-lang";
import { BUTTON } from "~/shared/button";

/** Copy the result's link (answers in its fragment) and print it, or save it as a PDF from the print dialog. */
export function ResultActions() {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-8 print:hidden">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={BUTTON.secondary}
          onClick={() => {
            void navigator.clipboard?.writeText(window.location.href).then(() => setCopied(true));
          }}
        >
          <Link2 aria-hidden="true" className="size-4" />
          {t("tool.result.copy_link")}
        </button>
        <button type="button" className={BUTTON.secondary} onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t("tool.result.print")}
        </button>
      </div>
      <p aria-live="polite" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        {copied ? t("tool.result.link_copied") : t("tool.result.link_note")}
      </p>
    </div>
  );
}
