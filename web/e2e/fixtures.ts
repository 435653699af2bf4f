import { test as base, expect, type Page } from "@playwright/test";
import { mainHydrated } from "./wait";

const CANCELLABLE = new Set(["/api/events", "/favicon.svg", "/favicon.ico"]);

/** A page that records console errors and failed requests; each test asserts there were none. */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error" && message.type() !== "warning") return;
      // A not-found page is a real 404: the browser logs its own status for the document.
      const intended404 = message.text().includes("status of 404") && message.location().url === page.url();
      if (!intended404) problems.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("requestfailed", (request) => {
      // Requests the browser makes on its own schedule and cancels when the page navigates or
      // closes: an audience beacon still in flight (the server counts what arrives) and the tab's
      // icon, fetched after the load, a sidebar group's file (/nav/…), fetched as the pointer
      // reaches for the group, and the code of a region loaded after the first hydration
      // (~/shared/hydrate-later's loadLater), which React asks for once the rest is hydrated, with
      // the data such a region fetches for itself (an article's recommendations, /related/…): a
      // test that moves on then cancels it. Cancelled, not failed (a missing file is an HTTP
      // error below, a region that cannot load a console error); any other cancelled request counts.
      const path = new URL(request.url()).pathname;
      const later = path.startsWith("/assets/") && path.endsWith(".js") && request.resourceType() === "script";
      const region = (path.startsWith("/nav/") || path.startsWith("/related/")) && request.resourceType() === "fetch";
      const cut = (CANCELLABLE.has(path) || region || later) && request.failure()?.errorText === "net::ERR_ABORTED";
      if (!cut) problems.push(`request failed: ${request.url()}`);
    });
    page.on("response", (response) => {
      const status = response.status();
      const expected404 = response.request().isNavigationRequest() && status === 404;
      if (status >= 400 && !expected404) problems.push(`HTTP ${status}: ${response.url()}`);
    });
    await use(problems);
  },
});

export { expect };

/**
 * Waits until the page has hydrated (the router is live) and the network is idle. The route modules
 * being loaded is not enough: the entry hydrates with the page's own UI strings, and `data-hydrated` waits for the whole dictionary.
 */
export async function hydrated(page: Page): Promise<void> {
  await mainHydrated(page);
  await page.waitForLoadState("networkidle");
}
