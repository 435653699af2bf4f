import type { Page } from "@playwright/test";

/**
 * Waits until the page's main content is hydrated and committed (quicker than waiting for network
 * idle, so a test can visit hundreds of pages). Hydration errors are logged by then. A built site
 * runs Preact in the browser (decision 011), which hydrates the document in turns and marks <html>
 * `data-hydrated` once every region has had its turn (src/shared/hydrate-later.tsx); React
 * (`react-router dev`) marks each node it hydrated.
 */
export async function mainHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.documentElement.hasAttribute("data-hydrated")) return true;
    const main = document.querySelector("main");
    const footer = document.querySelector("body > * footer, footer") ?? main;
    const hydratedNode = (el: Element | null) => !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber$"));
    return hydratedNode(main) && hydratedNode(footer);
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Waits until every running CSS transition and animation has finished (colours, menus). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

/** Switches the page to the dark theme (the `dark` class on <html>) and waits for colours to settle. */
export async function darkMode(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await animationsSettled(page);
}
