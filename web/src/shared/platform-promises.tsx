import { Clock, LifeBuoy } from "lucide-react";
import { useId } from "react";
import type { SiteSettings } from "~/generated/types";
import { useT } from "~/i18n/use-lang";
import { useShell } from "~/shared/shell-context";

/** The platform's two service promises of site.yaml: setup in N minutes, support 24/7 (spec §1),
 * said to be the platform's (issue 34, point 4: the provider's word, not a fact the site checked). */
export function PlatformPromises({ claims, className = "" }: { claims: SiteSettings["claims"]; className?: string }) {
  const t = useT();
  const { site } = useShell();
  const labelId = useId();
  return (
    <div className={`flex flex-wrap items-center gap-x-5 gap-y-1 text-sm ${className}`}>
      <span id={labelId}>{t("promises.label", { platform: site.brand.platform_name })}</span>
      <ul aria-labelledby={labelId} className="contents">
        <li className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          {t("promises.setup", { minutes: claims.setup_minutes })}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <LifeBuoy aria-hidden="true" className="size-4 shrink-0" />
          {t("promises.support", { support: claims.support })}
        </li>
      </ul>
    </div>
  );
}
