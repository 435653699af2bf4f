import { useEffect } from "react";

/**
 * Once `ready` (a form succeeded), opens `url` in a new tab `delayMs` later (spec §4). Browsers
 * may block a tab opened by a timer: the success message also shows the link (DESIGN §7.4).
 */
export function useAuditRedirect(ready: boolean, url: string, delayMs: number): void {
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => {
      window.open(url, "_blank", "noopener");
    }, delayMs);
    return () => window.clearTimeout(timer);
    // The tab opens once per success, even if the page re-renders with an equal address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
}
