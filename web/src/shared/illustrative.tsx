import { Info } from "lucide-react";
import { useT } from "~/i18n/use-lang";

/** The visible label of an invented example (case study, ROI, company, scenario). */
export function IllustrativeLabel({ tone = "light" }: { tone?: "light" | "dark" }) {
  const t = useT();
  const colors =
    tone === "dark"
      ? "bg-amber-200 text-amber-950 ring-amber-300"
      : "bg-amber-100 text-amber-950 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800";
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${colors}`}>
      <Info aria-hidden="true" className="size-3.5" />
      {t("illustrative.label")}
    </span>
  );
}
