import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page's main content and committed (quicker than waiting for
 * network idle, so a test can visit hundreds of pages). Hydration errors are logged by then.
 */
export async function mainHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    const footer = document.querySelector("body > * footer, footer") ?? main;
    const hydratedNode = (el: Element | null) => !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber$"));
    return hydratedNode(main) && hydratedNode(footer);
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
