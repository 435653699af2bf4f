import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, hydrated, test } from "./fixtures";
import { generated, isNotFound, isTemplate, screenOf } from "./generated";
import { ui } from "./toolkit";

// Pages are discovered from the build (routes and page data), never written into the test.
const routes = JSON.parse(readFileSync(join(generated, "routes.json"), "utf8")) as string[];

function heading(path: string): string {
  const data = JSON.parse(readFileSync(join(generated, "pages", `${path.slice(1)}.json`), "utf8")) as {
    head: { heading: string };
  };
  return data.head.heading;
}

const OUTLINED_BOUNDARY = /id="[SB]:\d+"|\$RC\b/;

// One page of every route family (src/bibliotheque/routes.py) in each language.
const onePerFamily = new Map<string, string>();
const templates: string[] = [];
for (const route of routes) {
  if (isNotFound(route)) continue;
  // Templates (`/fr/search`, `/fr/thanks`, `/fr/subscribe`: routes.is_template) have no page data
  // of their own: the server fills them in (below).
  if (isTemplate(route)) templates.push(route);
  else {
    const key = `${route.split("/")[1]}:${screenOf(route)}`;
    if (!onePerFamily.has(key)) onePerFamily.set(key, route);
  }
}

/**
 * Records the elements added to or removed from the document once it is parsed: hydration (its
 * Suspense boundaries later, src/shared/hydrate-later.tsx) must take the prerendered elements as
 * they are. The modules' scripts and preloads are not the page's.
 */
function recordElementChanges(): void {
  const changes: string[] = [];
  (window as unknown as { elementChanges: string[] }).elementChanges = changes;
  const ignored = (node: Node) => !(node instanceof Element) || ["SCRIPT", "LINK"].includes(node.nodeName);
  document.addEventListener("DOMContentLoaded", () => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (!ignored(node)) changes.push(`added ${(node as Element).outerHTML.slice(0, 80)}`);
        for (const node of record.removedNodes) if (!ignored(node)) changes.push(`removed ${(node as Element).outerHTML.slice(0, 80)}`);
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

for (const [key, path] of onePerFamily) {
  test(`${key} ${path} shows its heading, hydrates, with no console error or failed request`, async ({ page, problems }) => {
    await page.addInitScript(recordElementChanges);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // Every <Suspense> boundary written in place (app/entry.server.tsx): none outlined after the
    // shell (a hidden `<div id="S:…">` and React's `$RC` script moving it), none pending (`B:`).
    expect(await response!.text()).not.toMatch(OUTLINED_BOUNDARY);
    await hydrated(page);
    // Hydration keeps every prerendered element; a tool's answer form replaces its no-JS form.
    if (screenOf(path) !== "tool") {
      expect(await page.evaluate(() => (window as unknown as { elementChanges: string[] }).elementChanges)).toEqual([]);
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading(path));
    await expect(page.locator("html")).toHaveAttribute("lang", path.split("/")[1]!);
    expect(problems).toEqual([]);
  });
}

// The pages the server fills in per request (routes.is_template): each once per language, filled
// as a visitor reaches it, hydrates without a console error (a recoverable hydration error is one:
// app/entry.client.tsx logs it).
const FILLED: Record<string, (lang: string) => string> = {
  search: () => "?q=delegation",
  thanks: (lang) => `?from=/${lang}`,
  subscribe: () => "",
};
for (const route of templates) {
  const [lang, name] = route.split("/").slice(1) as [string, string];
  test(`${lang}:${name} ${route} (filled by the server) hydrates with no console error or failed request`, async ({ page, problems }) => {
    const response = await page.goto(`${route}${FILLED[name]!(lang)}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    expect(problems).toEqual([]);
  });
}

test("every page is readable without JavaScript, from its heading to its footer", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of onePerFamily.values()) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading(path));
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    await expect(page.getByRole("contentinfo"), path).toBeVisible();
  }
  await context.close();
});

test("client-side navigation between two articles fetches data instead of reloading", async ({ page, problems }) => {
  const first = routes.find((r) => r.startsWith("/fr/article/") && screenOf(r) === "article" && !isNotFound(r))!;
  await page.goto(first);
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".data")) dataRequests.push(new URL(request.url()).pathname);
  });
  const similar = page.getByRole("region", { name: /similaires/i }).getByRole("link").first();
  const target = (await similar.getAttribute("href"))!;
  // A click event on the link itself, as a tap would send: a real click scrolls to the bottom of the
  // article first, which can open the conversion modal (its scroll trigger) over the link.
  await similar.dispatchEvent("click");
  await expect(page).toHaveURL(target);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading(target));
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  expect(dataRequests).toContain(`${target}.data`);
  expect(problems).toEqual([]);
});

/** The content icons of `main` shown on screen whose `<use>` draws nothing (no symbol, or an empty one). */
function undrawnIcons(): string[] {
  return [...document.querySelectorAll("main use")]
    .filter((use) => (use.closest("svg")?.getBoundingClientRect().width ?? 0) > 0)
    .filter((use) => !document.getElementById(use.getAttribute("href")!.slice(1)) || (use as SVGGraphicsElement).getBBox().width === 0)
    .map((use) => use.getAttribute("href")!);
}

test("content icons are drawn from the page's own symbols; a page the router draws fetches those it lacks", async ({ page, problems }) => {
  const spriteRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/assets/content-icons-")) spriteRequests.push(request.url());
  });
  await page.goto("/fr/content-sections");
  await hydrated(page);
  expect(await page.locator("main use").count()).toBeGreaterThan(5);
  expect(await page.evaluate(undrawnIcons)).toEqual([]);
  expect(spriteRequests).toEqual([]); // issue 32: nothing stands between the document and its largest paint
  // The symbols' holder takes no room (the stylesheet makes an svg a block).
  expect(await page.evaluate(() => [...document.querySelectorAll("body > svg")].map((svg) => svg.getBoundingClientRect().height))).toEqual([0]);
  // An article draws no content icon: the home page the router draws from there needs the sprite.
  const article = routes.find((r) => r.startsWith("/fr/article/") && screenOf(r) === "article" && !isNotFound(r))!;
  await page.goto(article);
  await hydrated(page);
  await page.getByRole("banner").getByRole("link", { name: ui("fr", "nav.home"), exact: true }).first().click();
  await expect(page).toHaveURL("/fr");
  await expect.poll(() => page.locator("main use").count()).toBeGreaterThan(5);
  await expect.poll(() => page.evaluate(undrawnIcons)).toEqual([]);
  expect(spriteRequests).toHaveLength(1);
  expect(await page.evaluate(() => [...document.querySelectorAll("body > svg")].map((svg) => svg.getBoundingClientRect().height))).toEqual([0]);
  expect(problems).toEqual([]);
});

test("an unknown article answers 404 with the not-found screen, and hydrates without error", async ({ page, problems }) => {
  const response = await page.goto("/fr/article/does-not-exist");
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article non trouvé");
  await page.getByRole("link", { name: "Retour à l’accueil" }).click();
  await expect(page).toHaveURL("/fr");
  expect(problems).toEqual([]);
});
