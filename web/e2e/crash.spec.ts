// The crash screen in a real browser (issues 23 and 33): a page whose data cannot be read fails to
// render; the screen looks like the site (its font, colours and buttons) in both languages, breaks
// no Content-Security-Policy, shows the build's support address, and the error reaches the server
// scrubbed, where the owner lists it with `bibliotheque client-errors list`.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { mainHydrated } from "./wait";

function listedReports(): string {
  const { databaseUrl } = test.info().project.metadata as { databaseUrl: string };
  return execFileSync(join(import.meta.dirname, "..", "..", ".venv", "bin", "bibliotheque"), ["client-errors", "list", "--limit", "500"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
}

/** Opens `from`, then navigates in the app to `to`, whose data arrives unreadable. */
async function crashOn(page: Page, from: string, to: string): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    localStorage.setItem("lastConversionModal", String(Date.now()));
    document.addEventListener("securitypolicyviolation", (event) => console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto(from);
  await mainHydrated(page);
  await page.route("**/*.data*", (route) => route.fulfill({ status: 200, contentType: "text/x-script", body: "[not a data stream" }));
  await page.evaluate((path) => window.history.pushState(null, "", path), to);
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent("popstate")));
  return violations;
}

/** The crash screen is drawn with the site's stylesheet: its font, and a styled primary button. */
async function expectSiteStyles(page: Page, reload: string): Promise<void> {
  const heading = page.getByRole("heading", { level: 1 });
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Inter/);
  const button = page.getByRole("button", { name: reload });
  const styles = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, radius: style.borderRadius, color: style.color };
  });
  expect(styles.background).not.toMatch(/^rgba?\(2[0-9]{2}, 2[0-9]{2}, 2[0-9]{2}/); // not the browser's grey
  expect(styles.background).not.toBe("rgba(0, 0, 0, 0)");
  expect(styles.radius).not.toBe("0px");
}

test("a rendering error shows the crash screen with the support address and is reported to the server", async ({ page }) => {
  const reported = page.waitForResponse((r) => r.url().endsWith("/api/client-errors") && r.request().method() === "POST");
  const violations = await crashOn(page, "/en/content-sections", "/en/industries?utm_source=x");
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  expect((await reported).status()).toBe(204);
  await expect(page.getByRole("status").filter({ hasText: "notified automatically" })).toBeVisible();
  await expect(page.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:contact@bibliotheque-pme\.example$/);
  await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/en");
  await expectSiteStyles(page, "Reload the page");
  expect(violations).toEqual([]);
  const listed = listedReports();
  expect(listed).toMatch(/\t\/en\/industries\t\d{4}-\d\d-\d\dT\d\d:\d\dZ\t/);
  expect(listed).not.toContain("utm_source");
});

test("the French crash screen looks like the site too, at 390 and 1280 px, and breaks no policy", async ({ page }) => {
  const violations = await crashOn(page, "/fr/content-sections", "/fr/industries");
  await expect(page.getByRole("heading", { level: 1, name: "Une erreur est survenue" })).toBeVisible();
  await expectSiteStyles(page, "Recharger la page");
  expect(violations).toEqual([]);
  if (process.env.SCREENSHOTS) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.screenshot({ path: `test-results/screenshots/crash-fr-${width}.png`, fullPage: true });
    }
  }
});
