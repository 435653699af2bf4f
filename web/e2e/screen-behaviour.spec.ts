// What visitors do on the content screens: filter sectors, resources and catalogues, follow
// anchors, print a checklist, choose cookies. Data comes from the build's page data.
import { expect, test } from "./fixtures";
import { onePerScreen, pageData, routes, screenOf } from "./generated";
import { mainHydrated } from "./wait";

interface Filter {
  id: string;
  sectors: string[];
}

test("the sector list filters by revenue band, from and into the URL", async ({ page, problems }) => {
  const data = pageData<{ sectors: { name: string }[]; revenue_filters: Filter[] }>("/fr/industries");
  const partial = data.revenue_filters.filter((f) => f.sectors.length > 0 && f.sectors.length < data.sectors.length);
  test.skip(partial.length < 1, "no band keeps only some sectors in this content");
  const [first, second = first] = partial as [Filter, Filter?];
  const names = page.getByRole("main").getByRole("heading", { level: 3 });

  await page.goto(`/fr/industries?ca=${first.id}`);
  await mainHydrated(page);
  await expect(names).toHaveCount(first.sectors.length);
  await expect(page.getByRole("navigation", { name: "Filtrer par chiffre d’affaires" }).locator("[aria-current=true]")).toHaveCount(1);

  await page.locator(`a[href$="?ca=${second!.id}"]`).click();
  await expect(page).toHaveURL(`/fr/industries?ca=${second!.id}`);
  await expect(names).toHaveCount(second!.sectors.length);

  await page.getByRole("link", { name: "Tous", exact: true }).click();
  await expect(names).toHaveCount(data.sectors.length);
  expect(problems).toEqual([]);
});

// Without JavaScript the server filters (src/bibliotheque/server/filter_pages.py): a filter link
// shows only its items, its count and itself as the current choice.
test("without JavaScript, a filter link shows only its sectors, or only its resources", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const data = pageData<{ sectors: { slug: string; name: string }[]; revenue_filters: Filter[] }>("/fr/industries");
  const band = data.revenue_filters.find((f) => f.sectors.length > 1 && f.sectors.length < data.sectors.length)!;
  const names = page.getByRole("main").getByRole("heading", { level: 3 });
  await page.goto("/fr/industries");
  const filter = page.getByRole("navigation", { name: "Filtrer par chiffre d’affaires" });
  await filter.locator(`a[href$="?ca=${band.id}"]`).click();
  await expect(page).toHaveURL(`/fr/industries?ca=${band.id}`);
  await expect(names).toHaveText(data.sectors.filter((s) => band.sectors.includes(s.slug)).map((s) => s.name));
  await expect(page.getByText(`${band.sectors.length} secteurs`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${data.sectors.length} secteurs`, { exact: true }).filter({ visible: true })).toHaveCount(0);
  await expect(filter.locator("[aria-current=true]")).toHaveAttribute("href", new RegExp(`\\?ca=${band.id}$`));
  if (process.env.SCREENSHOT_DIR) {
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/no-js-filtered-sectors-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/no-js-filtered-sectors-390.png`, fullPage: true });
  }

  const resources = pageData<{ tools: { type: string }[]; resources: unknown[] }>("/fr/resources");
  await page.goto("/fr/resources");
  await page.getByRole("navigation", { name: "Filtrer par type" }).getByRole("link", { name: "Évaluations" }).click();
  await expect(page).toHaveURL("/fr/resources?type=assessments");
  const assessments = resources.tools.filter((t) => t.type === "assessment" || t.type === "audit");
  await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveCount(assessments.length);
  await expect(page.getByRole("heading", { level: 2, name: "Évaluations" })).toBeVisible();
  await context.close();
});

test("the resources page filters by type and each tool leads to its page", async ({ page, problems }) => {
  const data = pageData<{ tools: { slug: string; title: string; type: string }[]; resources: { title: string }[] }>("/fr/resources");
  await page.goto("/fr/resources");
  await mainHydrated(page);
  const filter = page.getByRole("navigation", { name: "Filtrer par type" });
  await filter.getByRole("link", { name: "Évaluations" }).click();
  await expect(page).toHaveURL("/fr/resources?type=assessments");
  const assessments = data.tools.filter((t) => t.type === "assessment" || t.type === "audit");
  await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveCount(assessments.length);
  await filter.getByRole("link", { name: "Tout" }).click();
  await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveCount(data.tools.length + data.resources.length);
  const tool = data.tools[0]!;
  await page.locator(`main a[href="/fr/tool/${tool.slug}"]`).first().click();
  await expect(page).toHaveURL(`/fr/tool/${tool.slug}`);
  await expect(page.getByRole("link", { name: "Retour aux ressources" })).toHaveAttribute("href", "/fr/resources");
  expect(problems).toEqual([]);
});

test("the business catalogue filters by difficulty and section; anchors reach their section", async ({ page, problems }) => {
  type Section = { slug: string; title: string; topics: { difficulty: string }[] };
  const { sections } = pageData<{ sections: Section[] }>("/fr/content-sections");
  const last = sections.at(-1)!;
  await page.goto(`/fr/content-sections#${last.slug}`);
  await mainHydrated(page);
  await expect(page.getByRole("heading", { level: 2, name: last.title })).toBeInViewport();

  // The catalogue's sections; the learning paths block after them is not filtered.
  const sectionHeadings = page.getByRole("main").getByRole("heading", { level: 2 }).filter({ hasNotText: "Parcours thématiques" });
  for (const level of ["advanced", "beginner"]) {
    await page.getByLabel("Niveau", { exact: true }).selectOption(level);
    const kept = sections.filter((s) => s.topics.some((topic) => topic.difficulty === level));
    await expect(sectionHeadings).toHaveText(kept.map((s) => s.title));
  }
  await page.getByLabel("Niveau", { exact: true }).selectOption("all");
  await page.getByLabel("Section", { exact: true }).selectOption(last.slug);
  await expect(sectionHeadings).toHaveText([last.title]);
  expect(problems).toEqual([]);
});

test("a home AI block leads to its theme in the AI catalogue", async ({ page, problems }) => {
  const home = pageData<{ home: { ai_blocks: { title: string; theme: string }[] } }>("/en");
  const themes = pageData<{ themes: { slug: string; title: string }[] }>("/en/ai-content-sections").themes;
  const block = home.home.ai_blocks.at(-1)!;
  await page.goto("/en");
  await mainHydrated(page);
  await page.getByRole("main").getByRole("link", { name: block.title, exact: true }).first().click();
  await expect(page).toHaveURL(`/en/ai-content-sections#${block.theme}`);
  const theme = themes.find((t) => t.slug === block.theme)!;
  await expect(page.getByRole("heading", { level: 2, name: theme.title })).toBeInViewport();
  expect(problems).toEqual([]);
});

test("a checklist prints without the site around it, with its source", async ({ page }) => {
  const path = routes.find((r) => r.startsWith("/fr/") && screenOf(r) === "checklist" && !r.includes("__not-found"))!;
  await page.goto(path);
  await mainHydrated(page);
  const print = page.getByRole("button", { name: "Imprimer la liste de contrôle" });
  await expect(print).toBeVisible();
  await expect(page.getByText(/^Source\s:/u)).toBeHidden();
  await page.emulateMedia({ media: "print" });
  await expect(print).toBeHidden();
  await expect(page.getByRole("link", { name: "Retour à l’article" }).first()).toBeHidden();
  await expect(page.locator("body > * header, body > * footer").first()).toBeHidden();
  await expect(page.getByText(/^Source\s:/u)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an article prints with its title and without the site's header, footer and menus", async ({ page }) => {
  const path = routes.find((r) => r.startsWith("/fr/") && screenOf(r) === "article" && !r.includes("__not-found"))!;
  await page.goto(path);
  await mainHydrated(page);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("navigation").first()).toBeHidden();
});

const hasCookieSwitches = (lang: string) => pageData<{ page: { cookie_types: unknown[] } }>(`/${lang}/cookies`).page.cookie_types.length > 0;

test("cookie switches are stored and survive a reload; both buttons set every switch", async ({ page, problems }) => {
  test.skip(!hasCookieSwitches("en"), "this content's cookies page has no cookie types");
  await page.goto("/en/cookies");
  await mainHydrated(page);
  const marketing = page.getByRole("switch", { name: "Marketing cookies" });
  await expect(marketing).toBeEnabled();
  await expect(marketing).toHaveAttribute("aria-checked", "false");
  await marketing.click();
  await expect(marketing).toHaveAttribute("aria-checked", "true");
  await page.reload();
  await mainHydrated(page);
  await expect(marketing).toHaveAttribute("aria-checked", "true");
  await page.getByRole("button", { name: "Necessary cookies only" }).last().click();
  for (const name of ["Audience measurement", "Marketing cookies", "Functional cookies"])
    await expect(page.getByRole("switch", { name })).toHaveAttribute("aria-checked", "false");
  await expect(page.getByRole("switch", { name: "Necessary cookies" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("switch", { name: "Necessary cookies" })).toBeDisabled();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cookiePreferences") ?? "null") as unknown);
  expect(stored).toEqual({ necessary: true, analytics: false, marketing: false, functional: false });
  expect(problems).toEqual([]);
});

test("a corrupted cookie choice in storage does not break the page", async ({ page, problems }) => {
  test.skip(!hasCookieSwitches("fr"), "this content's cookies page has no cookie types");
  await page.addInitScript(() => localStorage.setItem("cookiePreferences", "{oops"));
  await page.goto("/fr/cookies");
  await mainHydrated(page);
  await expect(page.getByRole("switch", { name: "Cookies publicitaires" })).toHaveAttribute("aria-checked", "false");
  await expect(page.getByRole("switch", { name: "Mesure d’audience" })).toHaveAttribute("aria-checked", "true");
  expect(problems).toEqual([]);
});

/** The widest line of running text in <main>, in characters (average character width of its font). */
function widestLine(): { chars: number; text: string } {
  let widest = { chars: 0, text: "" };
  const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? "";
    if (text.length < 80) continue;
    const probe = document.createElement("span");
    probe.style.font = getComputedStyle(node.parentElement!).font;
    probe.style.position = "absolute";
    probe.textContent = "x".repeat(100);
    document.body.append(probe);
    const charWidth = probe.getBoundingClientRect().width / 100;
    probe.remove();
    const range = document.createRange();
    range.selectNodeContents(node);
    const chars = Math.round(Math.max(...Array.from(range.getClientRects()).map((r) => r.width)) / charWidth);
    if (chars > widest.chars) widest = { chars, text: text.slice(0, 60) };
  }
  return widest;
}

test("every screen fits a 360 px phone, and body text stays under 80 characters a line at 1440 px", async ({ browser }) => {
  test.setTimeout(120_000);
  const paths = [...onePerScreen()].filter(([key]) => key.startsWith("fr:")).map(([, path]) => path);
  const phone = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();
  const wide = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  for (const path of paths) {
    await phone.goto(path, { waitUntil: "domcontentloaded" });
    await mainHydrated(phone);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
    await wide.goto(path, { waitUntil: "domcontentloaded" });
    const widest = await wide.evaluate(widestLine);
    expect(widest.chars, `${path}: « ${widest.text}… »`).toBeLessThanOrEqual(80);
  }
});
