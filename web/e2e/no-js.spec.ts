// Without JavaScript (issue 23): the Python server answers what scripts would do — the search
// page's results, lead posts — and the pages carry what scripts would open: the small screens' menu. Each test loads few pages and checks several things on each.
import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Shell } from "../src/generated/types";
import { fold } from "../src/shared/fold";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { generated, routes } from "./generated";
import { exportedLeads } from "./leads";
import { mainHydrated } from "./wait";
import { ui as translated, WCAG_AA } from "./toolkit";

const json = <T>(...path: string[]): T => JSON.parse(readFileSync(join(...path), "utf8")) as T;
const dist = process.env.E2E_DIST ?? join(import.meta.dirname, "..", "..", "dist");
const ui = (key: string, vars: Record<string, string | number> = {}): string => translated("fr", key, vars);
const shell = json<Shell>(generated, "shell", "fr.json");
const article = routes.find((r) => /^\/fr\/article\/[^/]+$/.test(r) && !r.includes("__not-found"))!;
const perPage = shell.site.limits.search_max_results;

interface Entry {
  type: string;
  url: string;
  title: string;
  text: string;
}
const ORDER = ["article", "ai-article", "category", "content-section", "ai-section", "industry"];
const index = json<Entry[]>(dist, shell.search_index);
const all = (query: string): Entry[] => {
  const hits = index.filter((entry) => entry.text.includes(fold(query)));
  return ORDER.flatMap((kind) => hits.filter((entry) => entry.type === kind));
};
/** An accented word of a title matching more than a page of results, typed without its accents. */
const word = index
  .flatMap((entry) => entry.title.split(/[^\p{L}]+/u))
  .find((w) => w.length >= 6 && fold(w) !== w.toLowerCase() && all(w).length > perPage)!;
const typed = fold(word).toUpperCase();

/** The landing page's campaign, which a lead posted without the script keeps too (issue 33, point 2). */
const CAMPAIGN = { utm_source: "lettre-pme", utm_medium: "email", utm_campaign: "hiver été" };

/** The confirmation of a native post says what the form's success says, with the audit link it promised. */
async function expectThanks(page: Page, from: string): Promise<void> {
  await expect(page).toHaveURL(`/fr/thanks?from=${from}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shell.conversion.inline_form.success_title);
  await expect(page.getByText(shell.conversion.inline_form.success_text)).toBeVisible();
  const audit = page.getByRole("link", { name: ui("lead.audit_link") });
  await expect(audit).toHaveAttribute("href", new RegExp(`^${shell.site.urls.audit}\\?.*referrer=${encodeURIComponent(from)}`));
  await expect(page.getByRole("link", { name: ui("lead.page.back") })).toHaveAttribute("href", from);
}

/**
 * A wrong address posted natively comes back on the page the form is on (issue 33, point 2): the
 * same form with its own button, the visitor's input and the message under it, focused.
 */
async function expectOwnFormCorrected(page: Page, form: Locator, button: string): Promise<void> {
  await form.getByRole("textbox", { name: ui("lead.email.label") }).fill("pas-une-adresse");
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/leads")),
    form.getByRole("button", { name: button }).click(),
  ]);
  expect(answer.status()).toBe(422);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(ui("lead.page.title"));
  const field = form.getByRole("textbox", { name: ui("lead.email.label") });
  await expect(field).toHaveValue("pas-une-adresse");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(ui("lead.error.email_invalid"));
  await expect(field).toBeFocused();
  await expect(form.getByRole("button", { name: button })).toBeVisible();
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const viewport = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await field.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(dir, `no-js-own-form-${await form.getAttribute("id")}-${width}.png`) });
  }
  if (viewport) await page.setViewportSize(viewport);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // (Scripts are off: the pages' module preloads are cancelled, so the `problems` fixture does not apply.)
  test("the header's search field asks the server, which lists a page of results with a link to the next", async ({ page }) => {
    expect(word, "a word with more than a page of results").toBeTruthy();
    const expected = all(typed);
    await page.goto("/fr/content-sections");
    const field = page.getByRole("search").getByRole("searchbox", { name: ui("search.label") });
    await field.fill(typed);
    await field.press("Enter");
    await expect(page).toHaveURL(`/fr/search?q=${encodeURIComponent(typed)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui("search.page_title"));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("main").getByRole("searchbox")).toHaveValue(typed);
    const results = page.getByRole("list", { name: ui("search.results") }).getByRole("link");
    await expect(page.getByText(ui("search.range", { from: 1, to: perPage, total: expected.length }))).toBeVisible();
    expect(await results.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
      expected.slice(0, perPage).map((e) => e.url),
    );
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, "no-js-search.png"), fullPage: true });

    await page.getByRole("link", { name: ui("search.next") }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    expect(await results.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
      expected.slice(perPage, 2 * perPage).map((e) => e.url),
    );
    await expect(page.getByRole("link", { name: ui("search.previous") })).toBeVisible();

    // Nothing found: the spec's message and hint; the page's own form searches again.
    await page.getByRole("main").getByRole("searchbox").fill("zzqqzz");
    await page.getByRole("main").getByRole("button", { name: ui("search.submit") }).click();
    await expect(page.getByText(ui("search.no_result", { query: "zzqqzz" }))).toBeVisible();
    await expect(page.getByText(ui("search.no_result_hint"))).toBeVisible();
  });

  test("a lead form posts to the server: a wrong address comes back on the page's own form with the site's message, a right one reaches the confirmation", async ({ page }) => {
    await page.goto(`${article}?${new URLSearchParams(CAMPAIGN)}`);
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    await expectOwnFormCorrected(page, page.locator("#cta-middle"), shell.conversion.inline_form.button);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
    // The other form of the page is as it was.
    await expect(page.locator("#cta-end").getByRole("textbox")).toHaveValue("");
    await expect(page.locator("#cta-end").getByRole("textbox")).not.toHaveAttribute("aria-invalid");

    const email = `sans-js-${Date.now()}@entreprise.example`;
    const form = page.locator("#cta-middle");
    await form.getByRole("textbox", { name: ui("lead.email.label") }).fill(email);
    await form.getByRole("button", { name: shell.conversion.inline_form.button }).click();
    await expectThanks(page, article);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, "no-js-thanks.png") });
    const lead = exportedLeads().find((row) => row.email === email);
    expect(lead).toMatchObject({ form_kind: "inline-middle", page_path: article, lang: "fr", ...CAMPAIGN });
  });

  test("the cookie page has no switch that would do nothing: it says no optional cookie is set without JavaScript", async ({ page }) => {
    await page.goto("/fr/cookies");
    await expect(page.getByRole("heading", { name: ui("cookies.types") })).toBeVisible();
    await expect(page.getByRole("switch")).toHaveCount(0);
    await expect(page.getByRole("button", { name: ui("cookies.accept_all") })).toHaveCount(0);
    await expect(page.getByText(ui("cookies.no_script"))).toBeVisible();
  });
});

test.describe("without JavaScript, at 390 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the header's menu is a disclosure with the slide-in menu's groups and links", async ({ page }) => {
    const { limits } = shell.site;
    await page.goto("/fr");
    const banner = page.getByRole("banner");
    // The script's button is hidden; Playwright gives <summary> no role (html-aam), browsers expose
    // it as a button, collapsed or expanded.
    await expect(banner.getByRole("button", { name: ui("nav.menu_open") })).toHaveCount(0);
    const toggle = banner.locator("summary", { hasText: ui("nav.menu") }).first();
    const menu = banner.getByRole("navigation", { name: ui("nav.main") });
    await expect(menu).toBeHidden();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    for (const name of [ui("nav.home"), ui("nav.resources"), ui("nav.demo"), ui("nav.consulting")])
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    // Groups as the slide-in menu has them: the first open on the home page, the others closed.
    const group = (name: string) => menu.getByRole("listitem").filter({ has: page.locator("summary", { hasText: name }) });
    await expect(group(ui("nav.solutions_sme")).getByRole("link")).toHaveCount(Math.min(limits.mobile_sections, shell.nav_sections.length) + 1);
    const ai = group(ui("nav.solutions_ai"));
    await expect(ai.getByRole("link")).toHaveCount(0);
    await ai.locator("summary").click();
    await expect(ai.getByRole("link")).toHaveCount(Math.min(limits.mobile_ai_sections, shell.nav_ai_themes.length) + 1);
    await expect(ai.getByRole("link").last()).toHaveText(ui("nav.see_all.ai"));
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, "no-js-menu-390.png") });
    await menu.getByRole("link", { name: ui("nav.resources"), exact: true }).click();
    await expect(page).toHaveURL("/fr/resources");
  });
});

// axe needs timers, which do not run without JavaScript: the same markup is shown open with scripts on.
test("the menu without JavaScript meets WCAG 2.2 AA (axe)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en");
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined);
  await page.getByRole("banner").locator("details").first().evaluate((menu: HTMLDetailsElement) => {
    menu.style.display = "block";
    menu.open = true;
  });
  await expect(page.getByRole("banner").getByRole("navigation")).toBeVisible();
  const axe = await new AxeBuilder({ page }).include("header").withTags(WCAG_AA).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test("with JavaScript, the search page computes the same results after hydration, and its form searches in place", async ({ page, problems }) => {
  const expected = all(typed);
  await page.goto(`/fr/search?q=${encodeURIComponent(typed)}&page=2`);
  const results = page.getByRole("list", { name: ui("search.results") }).getByRole("link");
  await expect(page.getByRole("link", { name: ui("search.previous") })).toBeVisible();
  await mainHydrated(page);
  await page.getByRole("main").getByRole("searchbox").fill("zzqqzz");
  await page.getByRole("main").getByRole("button", { name: ui("search.submit") }).click();
  await expect(page.getByText(ui("search.no_result", { query: "zzqqzz" }))).toBeVisible();
  await page.goBack();
  await expect
    .poll(() => results.evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
    .toEqual(expected.slice(perPage, 2 * perPage).map((e) => e.url));
  expect(problems).toEqual([]);
});

test("with its scripts held back, the end-of-article form posts natively, keeps the campaign and confirms with the audit link", async ({ page }) => {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(`${article}?${new URLSearchParams(CAMPAIGN)}`);
  const form = page.locator("#cta-end");
  await expectOwnFormCorrected(page, form, shell.conversion.inline_form.button);
  const email = `scripts-retenus-${Date.now()}@entreprise.example`;
  await form.getByRole("textbox", { name: ui("lead.email.label") }).fill(email);
  await form.getByRole("button", { name: shell.conversion.inline_form.button }).click();
  await expectThanks(page, article);
  expect(exportedLeads().find((row) => row.email === email)).toMatchObject({ form_kind: "inline-end", page_path: article, ...CAMPAIGN });
});
