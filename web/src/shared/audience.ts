// Cookieless audience measurement (issue 19): a few aggregate events sent to `POST /api/events`,
// which only adds one to a counter per day, page, language and event. No cookie, no identifier,
// nothing stored in the browser. Nothing is sent when the visitor refused audience measurement in
// the cookie preferences or their browser sends Global Privacy Control. In every page's first
// load: keep it tiny.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { EVENTS_PATH } from "./api/endpoints";
import type { paths } from "./api/schema";
import { readPreferences } from "./cookie-preferences";

/** What `POST /api/events` reads (its body is sent as text, the JSON the schema describes). */
type EventBody = paths["/api/events"]["post"]["requestBody"]["content"]["application/json"];

export type AudienceEvent = EventBody["event"];

/** Whether events may be sent: audience measurement accepted and no Global Privacy Control. */
export function measuring(): boolean {
  return (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl !== true && readPreferences().analytics;
}

/** Reports one event of the current page (`detail`: a modal trigger, a tool slug, a call to action). */
export function sendEvent(event: AudienceEvent, detail = ""): void {
  if (typeof window === "undefined" || !measuring()) return;
  const path = window.location.pathname.replace(/\/+$/, "");
  const lang = path.split("/")[1];
  if (lang !== "fr" && lang !== "en") return;
  // A string is sent as text/plain: no CORS preflight, and the beacon outlives the page.
  const body = JSON.stringify({ event, path, lang, detail } satisfies EventBody);
  try {
    if (navigator.sendBeacon(EVENTS_PATH, body)) return;
  } catch {
    // No beacon (old browser, blocked): a keepalive fetch does the same.
  }
  fetch(EVENTS_PATH, { method: "POST", body, keepalive: true, headers: { "content-type": "text/plain;charset=UTF-8" } }).catch(() => undefined);
}

/** The outbound call to action a link is, if any: the provider's trial, audit or consulting pages. */
export function callToAction(href: string): "trial" | "audit" | "consulting" | null {
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return null;
  }
  if (url.origin === window.location.origin) {
    const redirect = /^\/(?:fr|en)\/(demo|consulting)\/?$/.exec(url.pathname)?.[1];
    return redirect === "demo" ? "trial" : redirect === "consulting" ? "consulting" : null;
  }
  const campaign = url.searchParams.get("utm_campaign");
  return campaign === "trial" || campaign === "audit" || campaign === "consulting" ? campaign : null;
}

function onClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  const cta = link ? callToAction(link.getAttribute("href") ?? "") : null;
  if (cta) sendEvent("cta_clicked", cta);
}

/**
 * A page view at each document load and client-side navigation of a site page (`counted`: false on
 * a not-found page, whose path the server does not know); outbound calls to action counted.
 */
export function usePageViews(counted: boolean): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (counted) sendEvent("page_view");
  }, [pathname, counted]);
  useEffect(() => {
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
}

// The pages on which each form was seen: once per form per page, even for a form that stays.
const shown = new WeakMap<Element, string>();
let observer: IntersectionObserver | undefined;

/** A ref for a lead form: `form_shown` once it is at least half visible, once per page. */
export function watchFormShown(form: HTMLFormElement | null): (() => void) | undefined {
  if (!form || typeof IntersectionObserver === "undefined") return undefined;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const page = window.location.pathname;
        if (!entry.isIntersecting || shown.get(entry.target) === page) continue;
        shown.set(entry.target, page);
        sendEvent("form_shown");
      }
    },
    { threshold: 0.5 },
  );
  const watching = observer;
  watching.observe(form);
  return () => watching.unobserve(form);
}
