// Functional storage refused in the cookie preferences keeps only the strictly necessary key in
// the browser (issue 23, point 3): after a whole visit — reader settings, a change of language,
// the conversion modal, an internal link — local storage holds `cookiePreferences` alone and
// no `lang` cookie is set; accepted, every functional key is there (content/legal/cookies.yaml).
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { isNotFound, overlayTexts, routes, shellData } from "./generated";
import { dictionaries, fr } from "./toolkit";
import { mainHydrated } from "./wait";

const en = dictionaries.en;
const shell = shellData<{ site: { timings: Record<string, number> } }>("en");
const article = routes.find((r) => /^\/en\/article\/[^/]+$/.test(r) && !isNotFound(r))!;

/** A visit: the cookie choice, a reader setting, English, the modal, a link; then what the browser keeps. */
async function visit(page: Page, choice: string) {
  await page.goto("/fr/cookies");
  await mainHydrated(page);
  await page.getByRole("button", { name: choice }).first().click();
  await page.getByRole("button", { name: fr["reader.open"] }).click();
  await page.getByRole("dialog", { name: fr["reader.title"] }).getByRole("switch", { name: fr["reader.high_contrast"] }).click();
  await expect(page.locator("html")).toHaveClass(/\bhigh-contrast\b/);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: fr["lang.button"]!.replace("{name}", fr["lang.fr"]!) }).click();
  await page.getByRole("menuitem", { name: fr["lang.en"] }).click();
  await expect(page).toHaveURL("/en/cookies");
  await mainHydrated(page);

  await page.goto(article);
  await mainHydrated(page);
  const ratio = shell.site.timings.modal_scroll_ratio! + 0.05;
  await page.evaluate((r) => window.scrollTo(0, r * (document.documentElement.scrollHeight - window.innerHeight)), ratio);
  await expect(page.getByRole("dialog", { name: overlayTexts("en").modal.title })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("contentinfo").getByRole("link", { name: en["footer.legal.cookies"], exact: true }).click();
  await expect(page).toHaveURL("/en/cookies");
  await mainHydrated(page);
  const keys = Object.keys(await page.evaluate(() => ({ ...localStorage }))).sort();
  const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`);
  return { keys, cookies };
}

test("with functional storage refused, only the cookie choice is stored after a whole visit", async ({ page, problems }) => {
  const { keys, cookies } = await visit(page, fr["cookies.necessary_only"]!);
  expect(keys).toEqual(["cookiePreferences"]);
  expect(cookies).toEqual([]);
  expect(problems).toEqual([]);
});

test("with functional storage accepted, the language, reader settings and modal time are stored", async ({ page, problems }) => {
  const { keys, cookies } = await visit(page, fr["cookies.accept_all"]!);
  expect(keys).toEqual(["cookiePreferences", "high-contrast-mode", "lang", "lastConversionModal"]);
  expect(cookies).toEqual(["lang=en"]);
  expect(problems).toEqual([]);
});
