// Clicks before hydration (issue 32, point 4): on a slow phone a page is there seconds before its
// scripts, and a button that only a script opens (the reader's settings, « Partager ») would
// ignore a tap. A tiny inline script in the prerendered <head> (app/root.tsx) records the taps on
// such buttons until React listens (entry.client says when, just before `hydrateRoot`); each
// button replays its own tap once hydrated. After that, React's selective hydration replays taps
// itself. Only the DOM's public events: no React internals.
import { useInteractionEffect } from "./use-interaction-effect";

/** The attribute of a button whose tap before hydration is replayed once it is hydrated. */
export const EARLY_CLICK = "data-early-click";

/** The window event entry.client sends when React is about to listen: the recording stops. */
const LIVE_EVENT = "bibliotheque:live";

declare global {
  interface Window {
    __earlyClicks?: Element[];
  }
}

/** The inline script's source (allowed in the page's Content-Security-Policy by its hash). */
export function earlyClickScript(): string {
  return (
    `(function(){var c=window.__earlyClicks=[];function f(e){var t=e.target;t=t&&t.closest&&t.closest("[${EARLY_CLICK}]");` +
    `if(t&&c.indexOf(t)<0)c.push(t)}addEventListener("click",f,true);` +
    `addEventListener("${LIVE_EVENT}",function(){removeEventListener("click",f,true)})})()`
  );
}

/** Stops the recording: React listens from now on (entry.client, before `hydrateRoot`). */
export function stopRecordingEarlyClicks(): void {
  window.dispatchEvent(new Event(LIVE_EVENT));
}

/** Calls `replay` once the button is hydrated if it was tapped before: the button carries `EARLY_CLICK`. */
export function useEarlyClick(button: React.RefObject<HTMLElement | null>, replay: () => void): void {
  useInteractionEffect(() => {
    const clicks = window.__earlyClicks;
    const at = button.current ? (clicks?.indexOf(button.current) ?? -1) : -1;
    if (at < 0) return;
    clicks!.splice(at, 1);
    replay();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the button is hydrated
  }, []);
}
