import type { Page } from "@playwright/test";

/**
 * Waits until the page is hydrated and committed (quicker than waiting for network idle, so a test
 * can visit hundreds of pages). Hydration errors are logged by then. <html> is marked
 * `data-hydrated` once the root is hydrated and React has no work left, its Suspense boundaries
 * hydrated too (src/shared/hydrate-later.tsx).
 */
export async function mainHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
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
