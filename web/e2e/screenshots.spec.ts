import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "@playwright/test";

// One page of every screen type, at a phone and a desktop width, for people to look at.
// Written to test-results/screenshots/ (ignored by git).
const generated = join(import.meta.dirname, "..", ".generated");
const routes = JSON.parse(readFileSync(join(generated, "routes.json"), "utf8")) as string[];
const pick = new Map<string, string>();
for (const route of routes) {
  const parts = route.split("/").filter(Boolean);
  const family = parts.length === 1 ? "home" : parts[1] === "industry" && parts.length === 4 ? "guide" : parts.slice(1, parts[1] === "article" && parts[3] ? 4 : 2).join("-");
  const key = `${parts[0]}-${route.includes("__not-found") ? `${family}-not-found` : family}`.replace(/__not-found-?/g, "");
  if (!pick.has(key)) pick.set(key, route);
}

for (const [width, label] of [
  [390, "mobile"],
  [1280, "desktop"],
] as const) {
  test.describe(label, () => {
    test.use({ viewport: { width, height: 844 } });
    for (const [key, path] of pick) {
      test(`${key} ${path}`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: `test-results/screenshots/${label}/${key}.png`, fullPage: true });
      });
    }
  });
}
