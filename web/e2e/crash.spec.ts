// The crash screen in a real browser (issue 23): a page whose data cannot be read fails to render;
// the screen shows the build's support address, and the error reaches the server scrubbed, where
// the owner lists it with `bibliotheque client-errors list`.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { mainHydrated } from "./wait";

function listedReports(): string {
  const { databaseUrl } = test.info().project.metadata as { databaseUrl: string };
  return execFileSync(join(import.meta.dirname, "..", "..", ".venv", "bin", "bibliotheque"), ["client-errors", "list", "--limit", "500"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
}

test("a rendering error shows the crash screen with the support address and is reported to the server", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("lastConversionModal", String(Date.now())));
  await page.goto("/en/content-sections");
  await mainHydrated(page);
  // The next page's data arrives unreadable: the app cannot render it.
  await page.route("**/*.data*", (route) => route.fulfill({ status: 200, contentType: "text/x-script", body: "[not a data stream" }));
  const reported = page.waitForResponse((r) => r.url().endsWith("/api/client-errors") && r.request().method() === "POST");
  await page.evaluate(() => window.history.pushState(null, "", "/en/industries?utm_source=x"));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent("popstate")));
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  expect((await reported).status()).toBe(204);
  await expect(page.getByRole("status").filter({ hasText: "notified automatically" })).toBeVisible();
  await expect(page.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:contact@bibliotheque-pme\.example$/);
  await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/en");
  const listed = listedReports();
  expect(listed).toMatch(/\t\/en\/industries\t\d{4}-\d\d-\d\dT\d\d:\d\dZ\t/);
  expect(listed).not.toContain("utm_source");
});
