import { test } from "@playwright/test";
import { onePerScreen, routes, screenOf } from "./generated";
import { darkMode, mainHydrated } from "./wait";

// One page of every screen type, at a phone and a desktop width, for people to look at.
// Written to test-results/screenshots/ (ignored by git). French at both widths, English on
// desktop, one not-found page; SCREENSHOTS_DARK=1 adds the dark theme.
const shots: [string, string][] = [...onePerScreen()].map(([key, path]) => [key.replace(":", "-"), path]);
const notFound = routes.find((r) => r.startsWith("/fr/") && screenOf(r) === "article" && r.includes("__not-found"));
if (notFound) shots.push(["fr-not-found", notFound]);

const modes = process.env.SCREENSHOTS_DARK ? (["light", "dark"] as const) : (["light"] as const);

for (const [width, label] of [
  [390, "mobile"],
  [1280, "desktop"],
] as const) {
  test.describe(label, () => {
    test.use({ viewport: { width, height: 844 } });
    for (const [key, path] of shots) {
      if (label === "mobile" && key.startsWith("en-")) continue;
      for (const mode of modes) {
        test(`${key} ${mode} ${path}`, async ({ page }) => {
          await page.goto(path, { waitUntil: "domcontentloaded" });
          await mainHydrated(page);
          if (mode === "dark") await darkMode(page);
          await page.evaluate(() => document.fonts.ready);
          const suffix = mode === "dark" ? "-dark" : "";
          await page.screenshot({ path: `test-results/screenshots/${label}/${key}${suffix}.png`, fullPage: true });
        });
      }
    }
  });
}
