// Every route of the built site, in both languages: each screen shows its blocks (by heading),
// hydrates, and logs no console error. Expected texts come from the page data and the UI
// dictionaries, never from this file.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { isNotFound, pageData, relatedData, routes, screenOf, shellData } from "./generated";
import { mainHydrated } from "./wait";
import { type Lang, ui as translated } from "./toolkit";

/** A UI text with its variables filled (the app formats numbers the same way for these). */
const ui = (lang: string, key: string, vars: Record<string, string | number> = {}): string => translated(lang as Lang, key, vars);

const squash = (text: string) => text.replace(/\s+/gu, " ").trim();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = any;

/** The headings (any level) a visitor must find on a page, from its data. */
function expectedHeadings(path: string, d: Data): string[] {
  const lang = path.split("/")[1]!;
  const t = (key: string, vars?: Record<string, string | number>) => ui(lang, key, vars);
  const heading = d.head.heading as string;
  switch (screenOf(path)) {
    case "home":
      return [
        heading,
        d.home.presentation.title,
        t("home.sectors"),
        ...d.sector_cards.map((s: Data) => s.name),
        t("home.method"),
        ...d.home.method.map((m: Data) => m.title),
        t("home.categories"),
        ...d.categories.map((c: Data) => c.name),
        t("home.ai"),
        ...d.home.ai_blocks.map((b: Data) => b.title),
        t("home.clients"),
        t("home.quick_links"),
        d.home.partner.title,
        d.home.final_cta.title,
      ];
    case "category":
    case "category-page":
      return [
        heading,
        ...(d.articles.length ? d.articles.map((a: Data) => a.title) : [t("category.empty.title")]),
        ...(d.recommended.length ? [t("category.recommended")] : []),
        // Spec §2: both blocks on every category page (content must provide them).
        t("article.related_links"),
        t("category.external_resources"),
        t("category.cta.title"),
      ];
    case "article":
    case "ai-article": {
      const a = d.article;
      const related = relatedData<Data>(path);
      return [
        heading,
        t("article.problem"),
        t("article.consequences"),
        shellData<Data>(lang).conversion.inline_form.title,
        ...(screenOf(path) === "ai-article" ? [t("ai.reality.title")] : []),
        t("article.market_solutions"),
        ...a.market_solutions.map((m: Data) => m.name),
        a.platform_solution.title,
        a.consulting.title,
        ...(a.related_links.length ? [t("article.related_links")] : []),
        ...(a.authority_links.length ? [t("article.authority_links")] : []),
        t("article.cta_end.title"),
        t("article.recommended"),
        ...(related.similar.length ? [t("article.similar"), ...related.similar.map((s: Data) => s.title)] : []),
        ...(related.related_sections.length ? [t("article.related_sections")] : []),
        ...(related.related_sectors.length ? [t("article.related_sectors")] : []),
        t("article.final_cta.title"),
      ];
    }
    case "checklist":
      return [heading];
    case "cluster":
      return [
        heading,
        t("cluster.pillar"),
        d.pillar.title,
        ...(d.satellites.length ? [t("cluster.satellites")] : []),
        ...(d.resources.length ? [t("cluster.resources"), ...d.resources.map((r: Data) => r.title)] : []),
        ...(d.tools.length ? [t("cluster.tools"), ...d.tools.map((x: Data) => x.title)] : []),
      ];
    case "industries":
      return [heading, ...d.sectors.map((s: Data) => s.name)];
    case "industry": {
      const s = d.sector;
      return [
        heading,
        t("sector.business_model"),
        t("sector.revenue_streams"),
        t("sector.specific_challenges"),
        t("sector.solutions"),
        ...(s.success_examples.length ? [t("sector.references"), ...s.success_examples.map((e: Data) => e.name)] : []),
        t("sector.case_studies"),
        t("sector.why"),
        ...(d.resources.length || d.tools.length ? [t("sector.resources")] : []),
        ...(d.guides.length ? [t("sector.guides")] : []),
        ...(s.related_links.length ? [t("article.related_links")] : []),
        ...(d.recommendations.length ? [t("sector.recommendations")] : []),
        t("sector.cta.title", { name: s.name }),
      ];
    }
    case "guide":
      return [
        heading,
        t("article.problem"),
        t("guide.pain_points"),
        t("guide.current_solutions"),
        t("guide.why_it_fails"),
        t("guide.better_approach"),
        t("guide.stats"),
        t("guide.cta.title"),
        ...(d.other_guides.length ? [t("guide.other_guides")] : []),
      ];
    case "tool":
      // Once hydrated, the flow shows the first question (the question list is the no-JS view).
      return [heading, d.tool.questions[0].question];
    case "content-sections":
      return [heading, ...d.sections.flatMap((s: Data) => [s.title, ...s.topics.map((x: Data) => x.title)])];
    case "ai-content-sections":
      return [
        heading,
        d.texts.warning.title,
        ...d.themes.flatMap((s: Data) => [s.title, ...s.topics.map((x: Data) => x.title)]),
        d.texts.methodology.title,
        d.texts.cta.title,
      ];
    case "resources":
      return [heading, t("resources.resources"), ...d.resources.map((r: Data) => r.title), ...d.tools.map((x: Data) => x.title)];
    case "exclusive-resources":
      return [heading, ...d.exclusive.items.map((i: Data) => i.title), t("exclusive.cta.title")];
    case "privacy":
    case "terms":
    case "cookies":
    case "legal-notice":
      return [
        heading,
        ...d.page.sections.map((s: Data) => s.heading),
        ...(d.page.cookie_types.length ? [t("cookies.types"), ...d.page.cookie_types.map((c: Data) => c.title), t("cookies.closing")] : []),
        ...(d.page.retention.length ? [t("cookies.retention")] : []),
      ];
    default:
      throw new Error(`no expectations for ${path}`);
  }
}

/** What a visitor sees besides headings: counts, links, controls. */
async function expectScreenDetails(page: Page, path: string, d: Data): Promise<void> {
  const lang = path.split("/")[1]!;
  const links = await page.$$eval("main a[href]", (as) => as.map((a) => a.getAttribute("href")!));
  switch (screenOf(path)) {
    case "category":
    case "category-page":
      expect(links).toContain(`/${lang}/demo`);
      for (const r of d.category.external_resources) expect(links).toContain(r.url);
      // The platform's two promises (setup time, support hours) in the closing call to action.
      await expect(page.getByRole("list", { name: ui(lang, "promises.label", { platform: shellData<{ site: { brand: { platform_name: string } } }>(lang).site.brand.platform_name }) }).getByRole("listitem")).toHaveCount(2);
      break;
    case "article":
      expect(links).toContain(`/${lang}/category/${d.category.slug}`);
      if (d.has_checklist) expect(links).toContain(`/${lang}/article/${d.article.slug}/checklist`);
      if (d.article.video) expect(links).toContain(d.article.video.url);
      expect(links.some((href) => href.includes("utm_content=article-middle"))).toBe(true);
      expect(links.some((href) => href.includes("utm_content=article-end"))).toBe(true);
      break;
    case "checklist":
      await expect(page.locator("main ol > li")).toHaveCount(d.items.length);
      break;
    case "tool":
      expect(links).toContain(`/${lang}/resources`);
      await expect(page.getByText(ui(lang, "tool.flow.progress", { current: 1, total: d.tool.questions.length }))).toBeVisible();
      break;
    case "industry":
      expect(links).toContain(`/${lang}/industries`);
      for (const tool of d.tools) expect(links).toContain(`/${lang}/tool/${tool.slug}`);
      for (const r of d.resources)
        expect(links).toContain(`/${lang}/resources#${r.slug}`);
      for (const g of d.guides) expect(links).toContain(`/${lang}/industry/${d.sector.slug}/${g.slug}`);
      break;
    case "guide": {
      for (const g of d.other_guides) expect(links).toContain(`/${lang}/industry/${d.sector.slug}/${g.slug}`);
      // Issue 33, point 8: the scenario is optional by design. With it, a labelled illustrative
      // scenario; without it, no trace of it (no empty heading, no proof section left dangling),
      // and every section of the page has its text.
      const scenario = page.getByRole("region", { name: new RegExp(`^${ui(lang, "guide.scenario")}`) });
      if (d.guide.testimonial) {
        await expect(scenario.getByText(ui(lang, "illustrative.label"))).toBeVisible();
        await expect(scenario).toContainText(squash(d.guide.testimonial.quote));
      } else {
        await expect(scenario).toHaveCount(0);
        await expect(page.locator("main").getByRole("heading", { name: new RegExp(`^${ui(lang, "guide.scenario")} —`) })).toHaveCount(0);
      }
      const empty = await page.$$eval("main section[aria-labelledby]", (sections) =>
        sections.filter((s) => (s.textContent ?? "").trim() === (document.getElementById(s.getAttribute("aria-labelledby")!)?.textContent ?? "").trim()).map((s) => s.id),
      );
      expect(empty, `${path}: sections with a heading and nothing else`).toEqual([]);
      expect(links).not.toContain(path);
      break;
    }
    case "resources":
      for (const tool of d.tools) expect(links).toContain(`/${lang}/tool/${tool.slug}`);
      for (const r of d.resources) {
        // Free files are linked; e-mail-gated and premium ones are not, before the form.
        for (const file of d.downloads[r.slug] ?? []) {
          if (r.access_level === "free") expect(links).toContain(file.url);
          else expect(links).not.toContain(file.url);
        }
        await expect(page.locator(`[id="${r.slug}"]`)).toHaveCount(1);
      }
      break;
    case "cookies":
      if (!d.page.cookie_types.length) break;
      await expect(page.getByRole("switch")).toHaveCount(d.page.cookie_types.length);
      await expect(page.getByRole("switch", { disabled: false })).toHaveCount(d.page.cookie_types.length - 1);
      await expect(page.getByRole("button", { name: ui(lang, "cookies.accept_all") })).toHaveCount(2);
      break;
    default:
      break;
  }
}

const pages = routes.filter((r) => !isNotFound(r));
const groups = new Map<string, string[]>();
for (const path of pages) {
  const key = `${path.split("/")[1]} ${screenOf(path)}`;
  groups.set(key, [...(groups.get(key) ?? []), path]);
}

test.describe("every route", () => {
  for (const [key, paths] of groups) {
    test(`${key}: ${paths.length} page(s) show their blocks, hydrated, without console error`, async ({ page, problems }) => {
      test.setTimeout(15_000 + paths.length * 3_000);
      for (const path of paths) {
        const response = await page.goto(path, { waitUntil: "domcontentloaded" });
        expect(response?.status(), path).toBe(200);
        await mainHydrated(page);
        const data = pageData<Data>(path);
        const headings = (await page.$$eval("h1, h2, h3", (hs) => hs.map((h) => h.textContent ?? ""))).map(squash);
        const missing = expectedHeadings(path, data).map(squash).filter((h) => !headings.includes(h));
        expect(missing, `${path} lacks these headings`).toEqual([]);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(squash(data.head.heading as string));
        await expectScreenDetails(page, path, data);
        expect(problems, path).toEqual([]);
      }
    });
  }
});
