// The trial banner itself and, while it is dismissed, the small round button that reopens it.
import { Gift, Rocket, X } from "lucide-react";
import { useId, useRef } from "react";
import { useInteractionEffect } from "~/shared/use-interaction-effect";
import { useLocation } from "react-router";
import { useShell } from "~/shared/shell-context";
import { useT } from "~/i18n/use-lang";
import { BUTTON } from "~/shared/button";
import { ExternalAnchor } from "~/shared/link-boxes";
import { outboundHref } from "~/shared/outbound";
import { PlatformPromises } from "~/shared/platform-promises";
import { FLOATING_CARD, FLOATING_CLOSE, FLOATING_ICON, FLOATING_TEXT } from "./floating-styles";

export default function TrialBannerPanel({
  dismissed,
  moveFocus,
  onDismiss,
  onReopen,
}: {
  dismissed: boolean;
  /** The visitor dismissed or reopened it: focus goes to what replaces the button they used. */
  moveFocus: boolean;
  onDismiss: () => void;
  onReopen: () => void;
}) {
  const { site, conversion } = useShell();
  const t = useT();
  const { pathname } = useLocation();
  const titleId = useId();
  const reopen = useRef<HTMLButtonElement>(null);
  const banner = useRef<HTMLElement>(null);

  useInteractionEffect(() => {
    if (!moveFocus) return;
    (dismissed ? reopen.current : banner.current)?.focus();
  }, [dismissed, moveFocus]);

  if (dismissed) {
    return (
      <button
        ref={reopen}
        type="button"
        onClick={onReopen}
        aria-label={t("conversion.trial.reopen")}
        title={t("conversion.trial.reopen")}
        className="pointer-events-auto grid size-12 place-items-center rounded-full bg-blue-700 text-white shadow-lg ring-2 ring-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:bg-blue-600 dark:ring-slate-900 dark:hover:bg-blue-500"
      >
        <Gift aria-hidden="true" className="size-5" />
      </button>
    );
  }
  const href = outboundHref(site, "trial", { content: "trial-banner", referrer: pathname.replace(/\/+$/, "") || "/" });
  return (
    <aside
      ref={banner}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={`${FLOATING_CARD} outline-none focus-visible:ring-2 focus-visible:ring-blue-700`}
    >
      <div className="flex items-start gap-3">
        <Rocket aria-hidden="true" className={FLOATING_ICON} />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold text-balance text-slate-900 dark:text-white">
            {conversion.trial_banner.title}
          </h2>
          <p className={FLOATING_TEXT}>{conversion.trial_banner.description}</p>
          <PlatformPromises claims={site.claims} className="mt-1 text-slate-700 sm:mt-2 dark:text-slate-300" />
          <p className="mt-2 sm:mt-3">
            <ExternalAnchor href={href} className={BUTTON.primary}>
              {t("conversion.trial.cta")}
            </ExternalAnchor>
          </p>
        </div>
      </div>
      <button type="button" onClick={onDismiss} aria-label={t("conversion.trial.dismiss")} className={FLOATING_CLOSE}>
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
