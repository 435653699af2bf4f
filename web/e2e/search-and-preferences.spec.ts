// The header search, the accessibility panel and the cookie choices, in a real browser against
// the real server: results and their order come from the built search index, settings survive
// a reload without a flash of the default look, and blocked or garbage storage breaks nothing.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import type { Shell } from "../src/generated/types";
import { fold } from "../src/shared/fold";
import { expect, test } from "./fixtures";
import { generated, routes } from "./generated";
import { mainHydrated } from "./wait";
import { ui as translated } from "./toolkit";

const json = <T>(...path: string[]): T => JSON.parse(readFileSync(join(...path), "utf8")) as T;
const dist = process.env.E2E_DIST ?? join(import.meta.dirname, "..", "..", "dist");
const ui = (key: string, vars: Record<string, string | number> = {}): string => translated("fr", key, vars);
const shell = json<Shell>(generated, "shell", "fr.json");
const { search_min_chars: minChars, search_max_results: maxResults } = shell.site.limits;

interface Entry {
  type: string;
  url: string;
  title: string;
  text: string;
}
const ORDER = ["article", "ai-article", "category", "content-section", "ai-section", "industry"];
const index = json<Entry[]>(dist, shell.search_index);

/** What the spec says a query lists: matches by kind in its order (index order within), capped. */
const expected = (query: string): Entry[] => {
  const hits = index.filter((entry) => entry.text.includes(fold(query)));
  return ORDER.flatMap((kind) => hits.filter((entry) => entry.type === kind)).slice(0, maxResults);
};

const words = (text: string) => text.split(/[^\p{L}]+/u).filter((word) => word.length >= 6);

/** A word of an article title with an accent, that finds between 2 and the maximum of results. */
const accented = index
  .filter((entry) => entry.type === "article")
  .flatMap((entry) => words(entry.title))
  .find((word) => fold(word) !== word.toLowerCase() && expected(word).length >= 2 && expected(word).length <= maxResults)!;
/** A word found in at least three kinds of results (their order shows). */
const mixed = index
  .flatMap((entry) => words(entry.title))
  .find((word) => new Set(expected(word).map((entry) => entry.type)).size >= 3)!;

interface FirstPaint {
  classes: string;
  fontSize: string;
  lineHeight: string;
  font: string;
  background: string;
}

const articlePath = routes.find((r) => /^\/fr\/article\/[^/]+$/.test(r) && !r.includes("__not-found"))!;
const cookiesPath = routes.find((r) => r === "/fr/cookies")!;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const titlesOf = (entries: Entry[]) => entries.map((entry) => new RegExp(`^${escape(entry.title)}`));

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await mainHydrated(page);
}

/**
 * Another tab of the same browser (same storage), watched like the fixture's page. Used instead
 * of a reload or a second `goto`, which would cut short what other features of the first page
 * are still fetching (their lazily loaded banners) and report it as a failed request.
 */
async function newTab(page: Page, problems: string[], path: string): Promise<Page> {
  const tab = await page.context().newPage();
  tab.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`tab console ${message.type()}: ${message.text()}`);
  });
  tab.on("pageerror", (error) => problems.push(`tab page error: ${error.message}`));
  tab.on("requestfailed", (request) => problems.push(`tab request failed: ${request.url()}`));
  await open(tab, path);
  return tab;
}

/** Focuses the header's search field (its full box loads then) and returns it. */
async function searchField(page: Page) {
  await page.getByRole("searchbox", { name: ui("search.label"), exact: true }).click();
  const field = page.getByRole("combobox", { name: ui("search.label"), exact: true });
  await expect(field).toBeFocused();
  return field;
}

async function openPanel(page: Page) {
  await page.getByRole("button", { name: ui("reader.open") }).click();
  const panel = page.getByRole("dialog", { name: ui("reader.title") });
  await expect(panel).toBeVisible();
  return panel;
}

test("search lists results by kind in the spec's order, with or without accents, and opens one from the keyboard", async ({
  page,
  problems,
}) => {
  expect(accented, "an accented word in an article title").toBeTruthy();
  expect(mixed, "a word found in three kinds of results").toBeTruthy();
  await open(page, articlePath);
  const field = await searchField(page);
  const options = page.getByRole("listbox", { name: ui("search.results") }).getByRole("option");
  const status = page.getByRole("search").getByRole("status");

  await field.fill(accented.slice(0, minChars - 1));
  await expect(field).toHaveAttribute("aria-expanded", "false");

  for (const query of [fold(accented).toUpperCase(), accented, mixed]) {
    await field.fill(query);
    const want = expected(query);
    await expect(options).toHaveText(titlesOf(want));
    await expect(status).toHaveText(ui(want.length === 1 ? "search.count.one" : "search.count.other", { count: want.length }));
  }

  await field.fill("zqxjwv");
  await expect(page.getByText(ui("search.no_result", { query: "zqxjwv" }), { exact: true })).toBeVisible();
  await expect(page.getByText(ui("search.no_result_hint"), { exact: true })).toBeVisible();
  await expect(options).toHaveCount(0);

  await field.fill(mixed);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(expected(mixed)[1]!.url);
  await expect(field).toHaveAttribute("aria-expanded", "false");

  // Back in the field, the query is still there and its results show again.
  await field.click();
  await expect(options.first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await expect(field).toHaveValue(mixed);
  await page.getByRole("button", { name: ui("search.clear") }).click();
  await expect(field).toHaveValue("");
  expect(problems).toEqual([]);
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the search toggle opens the field, and a clicked result closes it", async ({ page, problems }) => {
    await open(page, "/fr");
    const toggle = page.getByRole("button", { name: ui("header.search_toggle") });
    await toggle.click();
    const field = page.getByRole("combobox", { name: ui("search.label"), exact: true });
    await expect(field).toBeFocused();
    await field.fill(mixed);
    const first = expected(mixed)[0]!;
    await page.getByRole("option").first().click();
    await expect(page).toHaveURL(first.url);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(field).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test.describe("with a dark, reduced-motion system", () => {
  test.use({ colorScheme: "dark", reducedMotion: "reduce" });

  test("accessibility settings follow the system until chosen, and hold on the next page load with no flash", async ({ page, problems }) => {
    // What <html> and <body> look like in the first frame that has a body: the first paint.
    await page.context().addInitScript(() => {
      const record = (): void => {
        if (!document.body) return void requestAnimationFrame(record);
        const root = getComputedStyle(document.documentElement);
        (window as unknown as { firstPaint: FirstPaint }).firstPaint = {
          classes: document.documentElement.className,
          fontSize: root.fontSize,
          lineHeight: root.getPropertyValue("--reader-line-height"),
          font: root.fontFamily,
          background: getComputedStyle(document.body).backgroundColor,
        };
      };
      requestAnimationFrame(record);
    });
    await open(page, articlePath);
    const html = page.locator("html");
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(html).toHaveClass(/\breduce-motion\b/);

    let panel = await openPanel(page);
    const dark = panel.getByRole("switch", { name: ui("reader.dark") });
    await expect(dark).toBeChecked();
    await dark.click();
    await panel.getByRole("button", { name: new RegExp(`^${ui("reader.preset.reading")}`) }).click();
    const bigger = panel.getByRole("button", { name: ui("reader.font_size.increase") });
    await bigger.click();
    await expect(bigger).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: ui("reader.open") })).toBeFocused();

    // The next page load, in a new tab of the same browser.
    const next = await newTab(page, problems, articlePath);
    const seen = (await (await next.waitForFunction(() => (window as unknown as { firstPaint?: FirstPaint }).firstPaint)).jsonValue()) as FirstPaint;
    expect(seen.classes.split(" ").sort()).toEqual(["dyslexia", "reduce-motion"]);
    expect(seen.fontSize).toBe("19.2px");
    expect(seen.lineHeight).toBe("1.2");
    expect(seen.font).toMatch(/^"?OpenDyslexic/);
    expect(seen.background).toBe("rgb(255, 255, 255)");

    panel = await openPanel(next);
    await expect(panel.getByRole("switch", { name: ui("reader.dyslexia") })).toBeChecked();
    await expect(panel.getByRole("switch", { name: ui("reader.dark") })).not.toBeChecked();
    await panel.getByRole("button", { name: ui("reader.reset") }).click();
    await expect(next.locator("html")).toHaveClass(/\bdark\b/);
    await expect(next.locator("html")).not.toHaveClass(/\bdyslexia\b/);
    expect(await next.evaluate(() => ({ ...localStorage }))).toEqual({});
    expect(problems).toEqual([]);
  });
});

test("the site works when local storage throws on every call", async ({ page, problems }) => {
  // Local storage only: React Router's own scroll restoration uses session storage.
  await page.context().addInitScript(() => {
    const local = window.localStorage;
    for (const method of ["getItem", "setItem", "removeItem", "clear", "key"] as const) {
      const original = Storage.prototype[method] as (...args: unknown[]) => unknown;
      Object.defineProperty(Storage.prototype, method, {
        value(this: Storage, ...args: unknown[]) {
          if (this === local) throw new DOMException("The operation is insecure.", "SecurityError");
          return original.apply(this, args);
        },
      });
    }
  });
  await open(page, articlePath);
  const field = await searchField(page);
  await field.fill(mixed);
  await expect(page.getByRole("option")).toHaveCount(expected(mixed).length);
  await page.keyboard.press("Escape");

  const panel = await openPanel(page);
  await panel.getByRole("switch", { name: ui("reader.high_contrast") }).click();
  await expect(page.locator("html")).toHaveClass(/\bhigh-contrast\b/);
  await panel.getByRole("button", { name: ui("reader.font_size.increase") }).click();
  await expect(panel.getByRole("group", { name: ui("reader.font_size") }).locator("output")).toHaveText(/110/);
  await page.keyboard.press("Escape");

  const cookies = await newTab(page, problems, cookiesPath);
  const marketing = cookies.getByRole("switch").nth(2);
  await expect(marketing).toBeEnabled();
  await expect(marketing).not.toBeChecked();
  await cookies.getByRole("button", { name: ui("cookies.accept_all") }).first().click();
  await expect(marketing).toBeChecked();
  expect(problems).toEqual([]);
});

test("garbage in every storage key gives the default look and choices", async ({ page, problems }) => {
  await page.addInitScript(() => {
    const garbage: Record<string, string> = {
      "dyslexia-mode": "oui",
      "high-contrast-mode": "{",
      "dark-mode": "1",
      "font-size": "9000",
      "reduced-motion": "null",
      "line-height": "1e2",
      cookiePreferences: "[not json",
      lang: "xx",
      lastConversionModal: "yesterday",
    };
    for (const [key, value] of Object.entries(garbage)) localStorage.setItem(key, value);
  });
  await open(page, cookiesPath);
  await expect(page.locator("html")).not.toHaveAttribute("class", /\S/);
  await expect(page.locator("html")).not.toHaveAttribute("style", /\S/);
  const switches = page.getByRole("switch");
  await expect(switches.nth(1)).toBeEnabled();
  expect(await switches.evaluateAll((all) => all.map((s) => s.getAttribute("aria-checked")))).toEqual(["true", "true", "false", "true"]);
  const panel = await openPanel(page);
  for (const toggle of await panel.getByRole("switch").all()) await expect(toggle).not.toBeChecked();
  await expect(panel.getByRole("group", { name: ui("reader.line_height") }).locator("output")).toHaveText(/100/);
  expect(problems).toEqual([]);
});
