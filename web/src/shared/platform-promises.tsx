import { Clock, LifeBuoy } from "lucide-react";
import type { SiteSettings } from "~/generated/types";
import { useT } from "~/i18n/use-lang";

/** The platform's two service promises of site.yaml: setup in N minutes, support 24/7 (spec §1). */
export function PlatformPromises({ claims, className = "" }: { claims: SiteSettings["claims"]; className?: string }) {
  const t = useT();
  return (
    <ul aria-label={t("promises.label")} className={`flex flex-wrap gap-x-5 gap-y-1 text-sm ${className}`}>
      <li className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {t("promises.setup", { minutes: claims.setup_minutes })}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <LifeBuoy aria-hidden="true" className="size-4 shrink-0" />
        {t("promises.support", { support: claims.support })}
      </li>
    </ul>
  );
}
