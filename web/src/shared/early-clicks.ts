// Clicks before hydration (issue 32, point 4): on a slow phone a page is there seconds before its
// scripts, and a button that only a script opens (the reader's settings, « Partager ») would
// ignore a tap. A tiny inline script in the prerendered <head> (app/root.tsx) records the taps on
// such buttons; each button replays its own tap once hydrated (once: a tap on a button already
// hydrated is React's, and the record of it is never read). It keeps recording after React
// starts: a region loaded after the first hydration (~/shared/hydrate-later's loadLater) is
// hydrated only once its code is in, and React does not replay a tap on a region it cannot
// hydrate yet (the share menu tapped then did nothing: the stop CI of 7441177's make test). Only
// the DOM's public events: no React internals.
import { useInteractionEffect } from "./use-interaction-effect";

/** The attribute of a button whose tap before hydration is replayed once it is hydrated. */
export const EARLY_CLICK = "data-early-click";

declare global {
  interface Window {
    __earlyClicks?: Element[];
  }
}

/** The inline script's source (allowed in the page's Content-Security-Policy by its hash). */
export function earlyClickScript(): string {
  return (
    `(function(){var c=window.__earlyClicks=[];function f(e){var t=e.target;t=t&&t.closest&&t.closest("[${EARLY_CLICK}]");` +
    `if(t&&c.indexOf(t)<0)c.push(t)}addEventListener("click",f,true)})()`
  );
}

/** The state a toggle button shows (expanded, pressed, checked), to tell whether a tap changed it. */
function stateOf(element: HTMLElement): string {
  return ["aria-expanded", "aria-pressed", "aria-checked"].map((name) => element.getAttribute(name)).join();
}

/**
 * Calls `replay` once the button is hydrated if it was tapped before: the button carries
 * `EARLY_CLICK`. After the event being dispatched, if any: when React hydrated the button to deliver
 * a tap itself, the button's state has changed by then, and the tap is not replayed a second time.
 */
export function useEarlyClick(button: React.RefObject<HTMLElement | null>, replay: () => void): void {
  useInteractionEffect(() => {
    const element = button.current;
    const clicks = window.__earlyClicks;
    const at = element ? (clicks?.indexOf(element) ?? -1) : -1;
    if (!element || at < 0) return;
    clicks!.splice(at, 1);
    const state = stateOf(element);
    setTimeout(() => {
      if (stateOf(element) === state) replay();
    }, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the button is hydrated
  }, []);
}
