// The floating banners after a conversion (issue 33, point 5), at 390 and 1280 px on Playwright's
// clock: at most one banner at a time, none over the form's success message, none taller than a
// quarter of a phone's screen, none over a dialog.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { generated, isNotFound, overlayTexts, routes } from "./generated";
import { mainHydrated } from "./wait";
import { fr } from "./toolkit";

interface ShellData {
  site: { timings: Record<string, number> };
  conversion: { inline_form: { button: string; success_title: string }; trial_banner: { title: string } };
}
const shell = JSON.parse(readFileSync(join(generated, "shell", "fr.json"), "utf8")) as ShellData;
const article = routes.find((r) => /^\/fr\/article\/[^/]+$/.test(r) && !isNotFound(r))!;
const bannerNames = [shell.conversion.trial_banner.title, ...Object.values(overlayTexts("fr").video_banners).map((v) => v!.title)];

/** The floating banners on screen now. */
async function visibleBanners(page: Page): Promise<Locator[]> {
  const shown: Locator[] = [];
  for (const name of new Set(bannerNames)) {
    const banner = page.getByRole("complementary", { name, exact: true });
    if ((await banner.count()) === 1 && (await banner.isVisible())) shown.push(banner);
  }
  return shown;
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const width of [390, 1280]) {
  test(`after a conversion at ${width} px: one banner at most, never over the success message or a dialog`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.clock.install();
    await page.addInitScript(() => localStorage.setItem("lastConversionModal", String(Date.now())));
    await page.goto(article);
    await mainHydrated(page);
    const form = page.locator("#cta-middle");
    await form.getByLabel(fr["lead.email.label"]!).fill(`floating-${width}-${Date.now()}@entreprise.example`);
    await form.getByRole("button", { name: shell.conversion.inline_form.button }).click();
    const success = form.getByRole("status");
    await expect(success.getByRole("heading", { name: shell.conversion.inline_form.success_title })).toBeVisible();
    await page.clock.runFor(shell.site.timings.trial_banner_delay_ms! + 500);

    // The success message at the bottom of the screen, where the banners are: none covers it.
    await success.evaluate((element) => element.scrollIntoView({ block: "end" }));
    await page.clock.runFor(200);
    const message = (await success.boundingBox())!;
    // A banner found visible may be hidden the next frame (what is checked here): its box is read
    // without waiting, and a banner gone by then covers nothing.
    for (const banner of await visibleBanners(page)) {
      const box = await banner.boundingBox({ timeout: 1000 }).catch(() => null);
      if (box && (await banner.isVisible())) expect(overlap(box, message)).toBe(false);
    }

    // Scrolled away from the form: one banner, the video offered after the conversion.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.clock.runFor(200);
    await expect.poll(async () => (await visibleBanners(page)).length).toBe(1);
    const [banner] = await visibleBanners(page);
    const box = (await banner!.boundingBox())!;
    if (width === 390) expect(box.height).toBeLessThanOrEqual(844 / 4);
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `test-results/screenshots/floating-${width}.png` });

    // Closed, the trial banner takes its turn.
    await banner!.getByRole("button").last().click();
    await expect(page.getByRole("complementary", { name: shell.conversion.trial_banner.title })).toBeVisible();
    expect((await visibleBanners(page)).length).toBe(1);

    if (width === 390) {
      // A dialog (the mobile menu) open: no banner over it.
      await page.getByRole("button", { name: fr["nav.menu_open"] }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await visibleBanners(page)).toEqual([]);
    }
  });
}
