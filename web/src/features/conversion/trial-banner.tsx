// The free-trial banner (spec §4): it appears `trial_banner_delay_ms` after the page loads; once
// dismissed it stays away `trial_banner_dismiss_ms`, a small round button bringing it back
// sooner, then it returns. Only these timers are in the first load; the banner's code is fetched
// when it first shows.
import { lazy, Suspense, useEffect, useState } from "react";
import { useShell } from "~/shared/shell-context";
import { withStrings } from "~/i18n/load";

const TrialBannerPanel = lazy(withStrings(() => import("./trial-banner-panel")));

export type TrialBannerPhase = "waiting" | "shown" | "dismissed";

/** `held`: another floating banner shows (floating-rules.ts); the timers go on meanwhile. */
export function TrialBanner({ held = false }: { held?: boolean }) {
  const { site } = useShell();
  const { trial_banner_delay_ms: delay, trial_banner_dismiss_ms: away } = site.timings;
  // `byVisitor`: the change came from a click, so focus follows it (never on a timer).
  const [phase, setPhase] = useState<{ name: TrialBannerPhase; byVisitor: boolean }>({ name: "waiting", byVisitor: false });

  useEffect(() => {
    if (phase.name === "shown") return;
    const timer = window.setTimeout(() => setPhase({ name: "shown", byVisitor: false }), phase.name === "waiting" ? delay : away);
    return () => window.clearTimeout(timer);
  }, [phase.name, delay, away]);

  if (phase.name === "waiting" || held) return null;
  return (
    <Suspense fallback={null}>
      <TrialBannerPanel
        dismissed={phase.name === "dismissed"}
        moveFocus={phase.byVisitor}
        onDismiss={() => setPhase({ name: "dismissed", byVisitor: true })}
        onReopen={() => setPhase({ name: "shown", byVisitor: true })}
      />
    </Suspense>
  );
}
