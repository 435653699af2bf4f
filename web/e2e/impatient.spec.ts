// Impatient visitors (issue 32, point 4): on a slow phone the page is there seconds before its
// scripts. Here the scripts are held back (route interception) while the test acts as such a
// visitor; then they are let through. Until hydration every control works as it does without
// JavaScript (native disclosures, links, forms that post) or is replayed once hydrated, and
// hydration keeps what the visitor typed or chose.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import type { Shell } from "../src/generated/types";
import { isNotFound, pageData, routes, shellData } from "./generated";
import { ui, type Lang } from "./toolkit";
import { mainHydrated } from "./wait";

/**
 * Opens `path` with its scripts held back (the page is read and used meanwhile); the returned
 * function lets them through and waits until the page is hydrated.
 */
async function openBeforeScripts(page: Page, path: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]*\.js(\?|$)/, async (route) => {
    await released;
    // A page left before its scripts came cancels them: nothing to let through.
    await route.continue().catch(() => undefined);
  });
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.getByRole("contentinfo")).toBeAttached();
  return async () => {
    release();
    await mainHydrated(page);
  };
}

const article = (lang: Lang) => routes.find((r) => r.startsWith(`/${lang}/article/`) && r.split("/").length === 4 && !isNotFound(r))!;

for (const lang of ["fr", "en"] as const) {
  test(`${lang}: the Solutions dropdown opens before hydration and stays open`, async ({ page, problems }) => {
    const hydrate = await openBeforeScripts(page, `/${lang}`);
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: ui(lang, "nav.solutions") }).click();
    const firstItem = header.getByRole("navigation", { name: ui(lang, "nav.main") }).getByRole("listitem").first().getByRole("link");
    await expect(firstItem).toBeVisible();
    await hydrate();
    await expect(header.getByRole("button", { name: ui(lang, "nav.solutions") })).toHaveAttribute("aria-expanded", "true");
    await expect(firstItem).toBeVisible();
    expect(problems).toEqual([]);
  });

  test(`${lang}: on a phone, the menu opens before hydration and stays open`, async ({ page, problems }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const hydrate = await openBeforeScripts(page, `/${lang}`);
    // Before hydration the menu is the native disclosure it is without JavaScript (Playwright gives
    // <summary> no role, as e2e/no-js.spec.ts says).
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: ui(lang, "nav.menu_open") })).toBeHidden();
    await banner.locator("summary", { hasText: ui(lang, "nav.menu") }).first().click();
    const home = page.getByRole("navigation", { name: ui(lang, "nav.main") }).getByRole("link", { name: ui(lang, "nav.home") });
    await expect(home).toBeVisible();
    await hydrate();
    // Hydrated, it is the slide-in menu, which Escape closes.
    await expect(page.getByRole("dialog", { name: ui(lang, "nav.menu") })).toBeVisible();
    await expect(home).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(home).toBeHidden();
    expect(problems).toEqual([]);
  });
}

test("fr: a query typed into the header's search before hydration is kept; the language menu opens", async ({ page, problems }) => {
  const hydrate = await openBeforeScripts(page, "/fr");
  // A searchbox, then the search box's combobox once its code is in.
  const banner = page.getByRole("banner");
  const name = ui("fr", "search.label");
  const field = banner.getByRole("searchbox", { name }).or(banner.getByRole("combobox", { name }));
  await field.fill("délégation");
  // The language menu opens as without JavaScript (hover, focus) and stays open once hydrated.
  const language = banner.getByRole("button", { name: ui("fr", "lang.button", { name: ui("fr", "lang.fr") }) });
  await language.click();
  const english = banner.getByRole("menuitem", { name: ui("fr", "lang.en") });
  await expect(english).toBeVisible();
  await hydrate();
  await expect(field).toHaveValue("délégation");
  await expect(language).toHaveAttribute("aria-expanded", "true");
  await expect(english).toBeVisible();
  expect(problems).toEqual([]);
});

// (The page's held scripts are cancelled when it is left: the `problems` fixture does not apply.)
test("en: the search button of a phone works before hydration", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const hydrate = await openBeforeScripts(page, "/en");
  // Before hydration the search button is a link to the search page, as without JavaScript.
  await page.getByRole("banner").getByRole("link", { name: ui("en", "header.search_toggle") }).click();
  await expect(page).toHaveURL("/en/search");
  await hydrate();
  await expect(page.getByRole("main").getByRole("searchbox")).toBeVisible();
});

test("fr: an article's share button and an address typed before hydration", async ({ page, problems }) => {
  const hydrate = await openBeforeScripts(page, article("fr"));
  const form = page.locator("#cta-middle");
  const field = form.getByRole("textbox", { name: ui("fr", "lead.email.label") });
  await field.fill("impatient@entreprise.example");
  await expect(form.getByRole("button").first()).toBeEnabled();
  await page.getByRole("button", { name: ui("fr", "share.button"), exact: true }).click();
  await hydrate();
  await expect(field).toHaveValue("impatient@entreprise.example");
  await expect(form.getByRole("button").first()).toBeEnabled();
  await expect(page.getByRole("button", { name: ui("fr", "share.button"), exact: true })).toHaveAttribute("aria-expanded", "true");
  expect(problems).toEqual([]);
});

test("en: an address typed into a resource's gate and the sidebar's filter before hydration are kept; the accessibility button is replayed", async ({ page, problems }) => {
  const hydrate = await openBeforeScripts(page, "/en/resources");
  const gate = page.getByRole("button", { name: ui("en", "resource.gate.submit") }).first().locator("xpath=ancestor::form");
  const field = gate.getByRole("textbox", { name: ui("en", "lead.email.label") });
  await field.fill("impatient@company.example");
  // The sidebar's filter, typed into now, filters once the page is hydrated.
  const filter = page.getByRole("complementary").getByRole("searchbox", { name: ui("en", "sidebar.filter") });
  await filter.fill("delegation");
  await page.getByRole("button", { name: ui("en", "reader.open") }).click();
  await hydrate();
  await expect(filter).toHaveValue("delegation");
  await expect(page.getByRole("complementary").getByRole("status")).not.toBeEmpty();
  await expect(page.getByRole("dialog", { name: ui("en", "reader.title") })).toBeVisible();
  await expect(field).toHaveValue("impatient@company.example");
  await expect(gate.getByRole("button", { name: ui("en", "resource.gate.submit") })).toBeEnabled();
  expect(problems).toEqual([]);
});

test("fr: a tool's answer given before hydration is kept, and the page does not jump", async ({ page, problems }) => {
  const hydrate = await openBeforeScripts(page, "/fr/tool/calculateur-roi-automatisation");
  const hourly = page.getByRole("spinbutton", { name: /coût horaire chargé/ });
  await hourly.fill("45");
  await hourly.scrollIntoViewIfNeeded();
  const before = await hourly.boundingBox();
  await hydrate();
  await expect(hourly).toHaveValue("45");
  expect((await hourly.boundingBox())?.y).toBe(before?.y);
  expect(problems).toEqual([]);
});

test("en: an assessment answered before hydration, its address too, is sent with them and answered with its result", async ({ page, problems }) => {
  // Decision 018: a lead-capturing assessment's form ends with the e-mail step; answered early, it
  // is kept once hydrated and posts as without JavaScript: the lead, then the result page.
  const path = "/en/tool/indice-maturite-organisationnelle";
  const { questions } = pageData<{ tool: { questions: { question: string }[] } }>(path).tool;
  const hydrate = await openBeforeScripts(page, path);
  for (const question of questions) await page.getByRole("group", { name: question.question }).getByRole("radio").first().check();
  const address = page.getByLabel(ui("en", "lead.email.label"));
  await address.fill(`impatient-${Date.now()}@company.example`);
  await hydrate();
  await expect(address).toHaveValue(/^impatient-/);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.request().resourceType() === "document"),
    page.getByRole("button", { name: ui("en", "tool.flow.see_result") }).click(),
  ]);
  expect(response.status()).toBe(200);
  // Every first option: 1 ÷ 4 of each question's share, 25 out of 100.
  await expect(page.getByText(ui("en", "tool.flow.results_status", { score: 25 }))).toBeVisible();
  expect(problems.filter((problem) => !problem.includes("/api/leads"))).toEqual([]);
});

for (const [lang, path] of [
  ["fr", "/fr/content-sections"],
  ["en", "/en/ai-content-sections"],
] as const) {
  test(`${lang}: the catalogue filters can be used before hydration (${path})`, async ({ page, problems }) => {
    const hydrate = await openBeforeScripts(page, path);
    const filters = page.getByRole("search", { name: ui(lang, "catalogue.filters") });
    const level = filters.getByRole("combobox", { name: ui(lang, "catalogue.difficulty") });
    await expect(level).toBeEnabled();
    await level.selectOption("advanced");
    // A closed branch of the sidebar, tapped now, opens once the page is hydrated.
    const branch = page.getByRole("complementary").getByRole("button", { expanded: false }).filter({ hasText: /\S/ }).first();
    const branchName = (await branch.textContent())!.trim();
    await branch.click();
    await hydrate();
    await expect(level).toHaveValue("advanced");
    await expect(page.getByRole("complementary").getByRole("button", { name: branchName, exact: true })).toHaveAttribute("aria-expanded", "true");
    // The choice applies once hydrated: fewer topics than the catalogue's whole.
    const shown = await filters.locator("[aria-live]").textContent();
    await level.selectOption("all");
    await expect(filters.locator("[aria-live]")).not.toHaveText(shown!);
    expect(problems).toEqual([]);
  });
}

// The cookie page's switches and buttons are live from the first paint: a tap is replayed once
// hydrated, from the choices stored on an earlier visit (here: audience measurement refused).
for (const lang of ["fr", "en"] as const) {
  test(`${lang}: the cookie page's switch and buttons tapped before hydration are replayed, keeping the stored choices`, async ({ page, problems }) => {
    const path = `/${lang}/cookies`;
    const types = pageData<{ page: { cookie_types: { key: string; title: string }[] } }>(path).page.cookie_types;
    const named = (key: string) => page.getByRole("switch", { name: types.find((t) => t.key === key)!.title });
    await page.addInitScript(() => {
      if (!localStorage.getItem("cookiePreferences")) localStorage.setItem("cookiePreferences", JSON.stringify({ analytics: false }));
    });
    const hydrate = await openBeforeScripts(page, path);
    if (lang === "fr") {
      await expect(named("marketing")).toHaveAttribute("aria-checked", "false");
      await named("marketing").click();
    } else {
      await page.getByRole("button", { name: ui(lang, "cookies.necessary_only") }).first().click();
    }
    await hydrate();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cookiePreferences") ?? "null") as unknown);
    if (lang === "fr") {
      expect(stored).toEqual({ necessary: true, analytics: false, marketing: true, functional: true });
      await expect(named("marketing")).toHaveAttribute("aria-checked", "true");
      await expect(named("analytics")).toHaveAttribute("aria-checked", "false");
    } else {
      expect(stored).toEqual({ necessary: true, analytics: false, marketing: false, functional: false });
      await expect(named("functional")).toHaveAttribute("aria-checked", "false");
      await expect(page.getByRole("status").filter({ hasText: ui(lang, "cookies.saved") })).toHaveCount(1);
    }
    expect(problems).toEqual([]);
  });
}

test("fr: a sidebar category the page leaves out, tapped before hydration, opens with its articles fetched from its file", async ({ page, problems }) => {
  // Issue 35: an article's page lists its own category's articles; a sibling category is a link
  // and a toggle whose tap is replayed once hydrated, then fetches its group file.
  const section = shellData<Shell>("fr").nav_sections.find((s) => s.categories.length > 1 && s.categories[0]!.articles.length > 0)!;
  const [own, sibling] = [section.categories[0]!, section.categories[1]!];
  const hydrate = await openBeforeScripts(page, `/fr/article/${own.articles[0]!.slug}`);
  const nav = page.getByRole("navigation", { name: ui("fr", "sidebar.nav") });
  await expect(nav.getByRole("link", { name: sibling.name, exact: true }).first()).toHaveAttribute("href", `/fr/category/${sibling.slug}`);
  const toggle = nav.getByRole("button", { name: ui("fr", "nav.submenu", { title: sibling.name }) }).first();
  await toggle.click();
  const fetched = page.waitForResponse((r) => r.url().endsWith(`/nav/fr/category/${section.slug}/${sibling.slug}.json`));
  await hydrate();
  const response = await fetched;
  expect(response.status()).toBe(200);
  expect(response.headers().etag).toBeTruthy();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const first = nav.getByRole("link", { name: sibling.articles[0]!.title, exact: true });
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute("href", `/fr/article/${sibling.articles[0]!.slug}`);
  expect(problems).toEqual([]);
});

// The regions loaded after the page's first hydration (~/shared/hydrate-later's loadLater) are
// hydrated, not drawn afresh: a waiting region that React had to render again (new props or
// context before its code came) would lose its prerendered elements, with them what the visitor
// was doing, and move the page.
test("en: the regions loaded after hydration keep their prerendered elements", async ({ page, problems }) => {
  const hydrate = await openBeforeScripts(page, article("en"));
  const regions = {
    sidebar: page.getByRole("complementary").first(),
    footer: page.getByRole("contentinfo"),
    language: page.getByRole("banner").getByRole("button", { name: ui("en", "lang.button", { name: ui("en", "lang.en") }) }),
    form: page.locator("#cta-middle form"),
    share: page.getByRole("button", { name: ui("en", "share.button"), exact: true }),
  };
  // A query typed meanwhile: the header renders again once hydrated (its search box's code comes).
  const search = page.getByRole("banner").getByRole("searchbox", { name: ui("en", "search.label") });
  await search.fill("delegation");
  for (const [name, region] of Object.entries(regions)) {
    await region.evaluate((element, mark) => element.setAttribute("data-prerendered-mark", mark), name);
    await region.evaluate((element) => ((element as unknown as { prerendered: boolean }).prerendered = true));
  }
  await hydrate();
  await page.waitForLoadState("networkidle");
  await mainHydrated(page);
  for (const name of Object.keys(regions)) {
    // The same element (its expando survives only if React adopted the node), and hydrated: React
    // removes no attribute it did not render, so the mark tells a kept node from a drawn one.
    const kept = await page.evaluate((mark) => {
      const element = document.querySelector(`[data-prerendered-mark="${mark}"]`) as (Element & { prerendered?: boolean }) | null;
      return element?.prerendered === true;
    }, name);
    expect(kept, `${name} was drawn afresh`).toBe(true);
  }
  expect(problems).toEqual([]);
});

// A region loaded after the first hydration is hydrated once its code is in; React does not replay a
// tap it could not deliver meanwhile: the button replays it (~/shared/early-clicks).
test("fr: the share button tapped after hydration, before its code came, opens once it comes", async ({ page, problems }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/share-menu-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto(article("fr"));
  await mainHydrated(page);
  const share = page.getByRole("button", { name: ui("fr", "share.button"), exact: true });
  await share.click();
  release();
  await expect(share).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("button", { name: ui("fr", "share.copy") })).toBeVisible();
  expect(problems).toEqual([]);
});
