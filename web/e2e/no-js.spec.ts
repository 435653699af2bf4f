// Without JavaScript (issue 23): the Python server answers what scripts would do — the search
// page's results. Each test loads few pages and checks several things on each.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Shell } from "../src/generated/types";
import { fold } from "../src/shared/fold";
import { expect, test } from "./fixtures";
import { generated, routes } from "./generated";
import { exportedLeads } from "./leads";

const json = <T>(...path: string[]): T => JSON.parse(readFileSync(join(...path), "utf8")) as T;
const dist = process.env.E2E_DIST ?? join(import.meta.dirname, "..", "..", "dist");
const fr = json<Record<string, string>>(import.meta.dirname, "..", "src", "i18n", "fr.json");
const ui = (key: string, vars: Record<string, string | number> = {}): string =>
  fr[key]!.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name]));
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

  test("a lead form posts to the server: a wrong address comes back with the site's message, a right one reaches the confirmation", async ({ page }) => {
    await page.goto(article);
    const form = page.locator("#cta-middle");
    const submit = form.getByRole("button", { name: shell.conversion.inline_form.button });
    await form.getByRole("textbox", { name: ui("lead.email.label") }).fill("pas-une-adresse");
    const [answer] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/leads")), submit.click()]);
    expect(answer.status()).toBe(422);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui("lead.page.title"));
    await expect(page.getByRole("alert")).toHaveText(ui("lead.error.email_invalid"));
    const field = page.getByRole("textbox", { name: ui("lead.email.label") });
    await expect(field).toHaveValue("pas-une-adresse");
    await expect(page.getByRole("link", { name: ui("lead.page.back") })).toHaveAttribute("href", article);

    const email = `sans-js-${Date.now()}@entreprise.example`;
    await field.fill(email);
    await page.getByRole("button", { name: ui("lead.page.submit") }).click();
    await expect(page).toHaveURL(`/fr/thanks?from=${article}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui("lead.thanks.title"));
    await expect(page.getByRole("link", { name: ui("lead.page.back") })).toHaveAttribute("href", article);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, "no-js-thanks.png") });
    const lead = exportedLeads().find((row) => row.email === email);
    expect(lead).toMatchObject({ form_kind: "inline-middle", page_path: article, lang: "fr" });
  });
});

test("with JavaScript, the search page computes the same results after hydration, and its form searches in place", async ({ page, problems }) => {
  const expected = all(typed);
  await page.goto(`/fr/search?q=${encodeURIComponent(typed)}&page=2`);
  const results = page.getByRole("list", { name: ui("search.results") }).getByRole("link");
  await expect(page.getByRole("link", { name: ui("search.previous") })).toBeVisible();
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined);
  await page.getByRole("main").getByRole("searchbox").fill("zzqqzz");
  await page.getByRole("main").getByRole("button", { name: ui("search.submit") }).click();
  await expect(page.getByText(ui("search.no_result", { query: "zzqqzz" }))).toBeVisible();
  await page.goBack();
  await expect
    .poll(() => results.evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
    .toEqual(expected.slice(perPage, 2 * perPage).map((e) => e.url));
  expect(problems).toEqual([]);
});
