import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { Shell } from "../src/generated/types";
import { fold } from "../src/shared/fold";
import { expect, hydrated, test } from "./fixtures";
import { generated, pageData, routes } from "./generated";
import { animationsSettled, darkMode } from "./wait";
import { LANGS, type Lang, ui, WCAG_AA } from "./toolkit";

// The shell of every page: header, language picker, sidebar, mobile menu, footer, breadcrumbs.
// Pages, labels and limits come from the build (routes, shell and page data) and the UI dictionaries.
const json = <T>(...path: string[]): T => JSON.parse(readFileSync(join(...path), "utf8")) as T;
const other = (lang: Lang): Lang => (lang === "fr" ? "en" : "fr");
const shellOf = (lang: Lang): Shell => json<Shell>(generated, "shell", `${lang}.json`);
const headOf = (path: string) =>
  pageData<{ head: { heading: string; breadcrumbs: { name: string; path: string }[] } }>(path).head;

const WCAG = WCAG_AA;

const sectorPage = (lang: Lang): string =>
  routes.find((r) => new RegExp(`^/${lang}/industry/[^/]+$`).test(r) && !r.includes("__not-found"))!;

/** The first article of the sections tree that sits in the second category or later, so its branch starts closed. */
function deepArticle(lang: Lang) {
  const shell = shellOf(lang);
  for (const section of shell.nav_sections.slice(1)) {
    for (const category of section.categories) {
      const article = category.articles[0];
      if (article) return { section, category, article, path: `/${lang}/article/${article.slug}` };
    }
  }
  throw new Error("no article in the sections tree");
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

const sidebar = (page: Page, lang: Lang) => page.getByRole("navigation", { name: ui(lang, "sidebar.nav") });

for (const lang of LANGS) {
  test.describe(`${lang}`, () => {
    test("the language menu switches to the same page in the other language, stores the choice and sets <html lang>", async ({
      page,
      problems,
    }) => {
      const path = sectorPage(lang);
      const target = path.replace(`/${lang}/`, `/${other(lang)}/`);
      await open(page, path);
      const button = page.getByRole("button", { name: ui(lang, "lang.button", { name: ui(lang, `lang.${lang}`) }) });
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.click();
      await expect(page.getByRole("menuitem", { name: ui(lang, `lang.${lang}`) })).toHaveAttribute("aria-current", "true");
      await page.getByRole("menuitem", { name: ui(lang, `lang.${other(lang)}`) }).click();
      await expect(page).toHaveURL(target);
      await expect(page.locator("html")).toHaveAttribute("lang", other(lang));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headOf(target).heading);
      await expect(page.getByRole("menu")).toHaveCount(0);
      expect(await page.evaluate(() => window.localStorage.getItem("lang"))).toBe(other(lang));
      expect(problems).toEqual([]);
    });

    test("the sidebar opens the branch of the article being read and marks it", async ({ page, problems }) => {
      const { section, category, article, path } = deepArticle(lang);
      await open(page, path);
      const nav = sidebar(page, lang);
      await expect(nav.getByRole("button", { name: ui(lang, "nav.submenu", { title: section.title }) })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await expect(nav.getByRole("button", { name: ui(lang, "nav.submenu", { title: category.name }) })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      const current = nav.getByRole("link", { name: article.title, exact: true });
      await expect(current).toBeVisible();
      await expect(current).toHaveAttribute("aria-current", "page");
      // The other branches stay closed, and each node toggles on its own.
      const first = shellOf(lang).nav_sections[0]!;
      const firstToggle = nav.getByRole("button", { name: ui(lang, "nav.submenu", { title: first.title }) });
      await expect(firstToggle).toHaveAttribute("aria-expanded", "false");
      await expect(nav.getByRole("button", { name: ui(lang, "nav.solutions_ai") })).toHaveAttribute("aria-expanded", "false");
      await firstToggle.click();
      await expect(firstToggle).toHaveAttribute("aria-expanded", "true");
      await expect(nav.getByRole("link", { name: first.categories[0]!.name }).first()).toBeVisible();
      await expect(current).toBeVisible();
      expect(problems).toEqual([]);
    });

    test("the sidebar filter narrows the three trees, ignoring accents and case", async ({ page, problems }) => {
      const shell = shellOf(lang);
      await open(page, `/${lang}`);
      const nav = sidebar(page, lang);
      const filter = page.getByRole("searchbox", { name: ui(lang, "sidebar.filter") });
      // A sector beyond the first ones shown, typed without its accents and in capitals.
      const sector = shell.nav_sectors.at(-1)!;
      await expect(nav.getByRole("link", { name: sector.name, exact: true })).toHaveCount(0);
      await filter.fill(fold(sector.name).toUpperCase());
      await expect(nav.getByRole("link", { name: sector.name, exact: true })).toBeVisible();
      await expect(nav.getByRole("link", { name: shell.nav_sections[0]!.title, exact: true })).toHaveCount(0);
      // A category deep in the sections tree: its branch opens. (A page carries the articles of its
      // own category only, issue 35: the filter narrows what the page lists.)
      const { category } = deepArticle(lang);
      await filter.fill(fold(category.name).toUpperCase());
      await expect(nav.getByRole("link", { name: category.name, exact: true }).first()).toBeVisible();
      await filter.fill("zzzz");
      await expect(page.getByText(ui(lang, "sidebar.no_match", { query: "zzzz" }))).toBeVisible();
      await filter.fill("");
      await expect(nav.getByRole("link", { name: shell.nav_sections[0]!.title, exact: true })).toBeVisible();
      expect(problems).toEqual([]);
    });

    test("the Solutions menu and the language menu close on Escape and on a click outside", async ({ page, problems }) => {
      await open(page, `/${lang}/industries`);
      const solutions = page.getByRole("button", { name: ui(lang, "nav.solutions"), exact: true });
      const seeAllSectors = page.getByRole("link", {
        name: ui(lang, "nav.see_all.sectors", { count: shellOf(lang).nav_sectors.length }),
      });
      await solutions.click();
      await expect(solutions).toHaveAttribute("aria-expanded", "true");
      await expect(seeAllSectors.first()).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(solutions).toHaveAttribute("aria-expanded", "false");
      await expect(solutions).toBeFocused();
      await solutions.click();
      await expect(solutions).toHaveAttribute("aria-expanded", "true");
      await page.getByRole("contentinfo").getByText(/©/).click();
      await expect(solutions).toHaveAttribute("aria-expanded", "false");

      const language = page.getByRole("button", { name: ui(lang, "lang.button", { name: ui(lang, `lang.${lang}`) }) });
      await language.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("menuitem", { name: ui(lang, `lang.${lang}`) })).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("menuitem", { name: ui(lang, `lang.${other(lang)}`) })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toHaveCount(0);
      await expect(language).toBeFocused();
      await language.click();
      await expect(page.getByRole("menu")).toBeVisible();
      await page.getByRole("contentinfo").getByText(/©/).click();
      await expect(page.getByRole("menu")).toHaveCount(0);
      expect(problems).toEqual([]);
    });

    test.describe("at 390 px", () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test("the menu slides in, its groups collapse, Escape gives focus back, and its links navigate", async ({
        page,
        problems,
      }) => {
        const shell = shellOf(lang);
        const { limits } = shell.site;
        await open(page, `/${lang}`);
        await expect(sidebar(page, lang)).toBeHidden();
        // The menu of visitors without JavaScript (a <details>) never shows when scripts run.
        await expect(page.getByRole("banner").locator("details").first()).toBeHidden();
        const toggle = page.getByRole("button", { name: ui(lang, "nav.menu_open") });
        await toggle.click();
        const menu = page.getByRole("dialog", { name: ui(lang, "nav.menu") });
        await expect(menu).toBeVisible();

        const sections = menu.getByRole("button", { name: ui(lang, "nav.solutions_sme") });
        await expect(sections).toHaveAttribute("aria-expanded", "true");
        const sectionLinks = menu.locator(`#${await sections.getAttribute("aria-controls")}`).getByRole("link");
        await expect(sectionLinks).toHaveCount(Math.min(limits.mobile_sections, shell.nav_sections.length) + 1);
        await sections.click();
        await expect(sections).toHaveAttribute("aria-expanded", "false");
        await expect(sectionLinks).toHaveCount(0);

        const ai = menu.getByRole("button", { name: ui(lang, "nav.solutions_ai") });
        await ai.click();
        await expect(menu.locator(`#${await ai.getAttribute("aria-controls")}`).getByRole("link")).toHaveCount(
          Math.min(limits.mobile_ai_sections, shell.nav_ai_themes.length) + 1,
        );

        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
        await expect(toggle).toBeFocused();

        await toggle.click();
        await menu.getByRole("button", { name: ui(lang, "nav.solutions_sectors") }).click();
        const sector = shell.nav_sectors[0]!;
        await menu.getByRole("link", { name: sector.name, exact: true }).click();
        await expect(page).toHaveURL(`/${lang}/industry/${sector.slug}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(headOf(`/${lang}/industry/${sector.slug}`).heading);
        await expect(menu).toBeHidden();
        expect(problems).toEqual([]);
      });
    });
  });
}

test("an article page starts with a skip link to the main content, and shows its breadcrumb trail", async ({
  page,
  problems,
}) => {
  const { path } = deepArticle("fr");
  await open(page, path);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: ui("fr", "nav.skip") });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("main")?.id)).toBe("main");

  const trail = headOf(path).breadcrumbs;
  const crumbs = page.getByRole("navigation", { name: ui("fr", "nav.breadcrumb") });
  await expect(crumbs.getByRole("listitem")).toHaveCount(trail.length);
  await expect(crumbs.getByRole("link")).toHaveCount(trail.length - 1);
  await crumbs.getByRole("link", { name: trail[trail.length - 2]!.name }).click();
  await expect(page).toHaveURL(trail[trail.length - 2]!.path);
  expect(problems).toEqual([]);
});

test("the header and footer lead to the trial, consulting, legal pages and the other language", async ({ page, problems }) => {
  const shell = shellOf("en");
  await open(page, "/en/industries");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: ui("en", "nav.demo") })).toHaveAttribute("href", "/en/demo");
  await expect(header.getByRole("link", { name: ui("en", "nav.consulting") })).toHaveAttribute("href", "/en/consulting");
  const footer = page.getByRole("contentinfo");
  await expect(
    footer.getByRole("link", { name: ui("en", "nav.trial_days", { days: shell.site.claims.trial_days }) }).first(),
  ).toHaveAttribute("href", "/en/demo");
  await expect(footer).toContainText(`© ${shell.site.copyright_year}`);
  await expect(footer.getByRole("link", { name: "Français" })).toHaveAttribute("href", "/fr/industries");
  await footer.getByRole("link", { name: ui("en", "footer.legal.privacy") }).click();
  await expect(page).toHaveURL("/en/privacy");
  expect(problems).toEqual([]);
});

test("without JavaScript the language options are links, and the sidebar shows every section and category", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const path = sectorPage("fr");
  await page.goto(path);
  await page.getByRole("button", { name: ui("fr", "lang.button", { name: "Français" }) }).hover();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page).toHaveURL(path.replace("/fr/", "/en/"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const { category, article, path: articlePath } = deepArticle("en");
  await expect(sidebar(page, "en").getByRole("link", { name: category.name, exact: true }).first()).toBeVisible();
  // An article page lists its own category's articles (issue 35: not the whole library).
  await expect(sidebar(page, "en").getByRole("link", { name: article.title, exact: true })).toHaveCount(0);
  await page.goto(articlePath);
  await expect(sidebar(page, "en").getByRole("link", { name: article.title, exact: true })).toBeVisible();
  await context.close();
});

test("the shell meets WCAG 2.2 AA (axe) with its dropdowns open, and keeps its contrast in the dark theme", async ({ page }) => {
  const { path } = deepArticle("fr");
  await open(page, path);
  const shell = ["header", "aside", "nav[aria-label]", "footer"];
  const scan = async (rules: "all" | "colours") => {
    const axe = shell.reduce((builder, selector) => builder.include(selector), new AxeBuilder({ page }));
    const { violations } = await (rules === "all" ? axe.withTags(WCAG) : axe.withRules(["color-contrast"])).analyze();
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  };
  const solutions = page.getByRole("button", { name: ui("fr", "nav.solutions"), exact: true });
  const language = page.getByRole("button", { name: ui("fr", "lang.button", { name: "Français" }) });
  await solutions.click();
  await animationsSettled(page);
  expect(await scan("all")).toEqual([]);
  await language.click();
  await animationsSettled(page);
  expect(await scan("all")).toEqual([]);
  // The reader's dark-mode choice is a `dark` class on <html>, set before first paint.
  await darkMode(page);
  expect(await scan("colours")).toEqual([]);
  await solutions.click();
  await animationsSettled(page);
  expect(await scan("colours")).toEqual([]);
});

test("the mobile menu meets WCAG 2.2 AA (axe)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/en");
  await page.getByRole("button", { name: ui("en", "nav.menu_open") }).click();
  // The slide-in menu's code loads on first use: axe runs once the dialog is there.
  await expect(page.getByRole("dialog", { name: ui("en", "nav.menu") })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include("dialog")
    .withTags(WCAG_AA)
    .analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
