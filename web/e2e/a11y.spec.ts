// axe on one page of every screen type (and the not-found screen), both languages, light then
// dark. Dark mode only changes colours, so it is checked with the colour rules.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { onePerScreen, routes } from "./generated";
import { darkMode, mainHydrated } from "./wait";
import { WCAG_AA_AND_BEST_PRACTICE } from "./toolkit";

const WCAG = WCAG_AA_AND_BEST_PRACTICE;
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

const paths = [
  ...onePerScreen().values(),
  ...routes.filter((r) => r.endsWith("/article/__not-found")),
  // Pages the server fills in: search results, and the form page of a post without JavaScript.
  "/fr/search?q=entreprise",
  "/en/subscribe",
  // A catalogue the server filtered (no-JS filter link), hydrated.
  "/fr/industries?ca=0-100k",
];

type Violations = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"];
// Only violations are collected (passes and incomplete results make axe much slower).
const axe = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ["violations"] });

const summary = (violations: Violations) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(" | ")}`);

for (const path of paths) {
  test(`${path} has no axe violation, light or dark`, async ({ page, problems }) => {
    test.setTimeout(90_000);
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await mainHydrated(page);
    const light = await axe(page).withTags(WCAG).analyze();
    expect(summary(light.violations), "light").toEqual([]);
    await darkMode(page);
    const dark = await axe(page).withRules(COLOUR_RULES).analyze();
    expect(summary(dark.violations), "dark").toEqual([]);
    expect(problems).toEqual([]);
  });
}

test("at 390 px the cookie page's retention table is a named scroll region reached by keyboard; /fr/subscribe says how the address is used", async ({
  page,
  problems,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/fr/cookies", { waitUntil: "domcontentloaded" });
  await mainHydrated(page);
  expect(summary((await axe(page).withTags(WCAG).analyze()).violations)).toEqual([]);
  await expect(page.getByRole("region", { name: "Tableau des durées de conservation" })).toHaveAttribute("tabindex", "0");
  await page.goto("/fr/subscribe", { waitUntil: "domcontentloaded" });
  await mainHydrated(page);
  const form = page.getByRole("main").locator("form");
  await expect(form.getByRole("link", { name: "Politique de confidentialité" })).toHaveAttribute("href", "/fr/privacy");
  expect(problems).toEqual([]);
});
