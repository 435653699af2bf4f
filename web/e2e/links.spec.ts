// A crawler: every link, script, stylesheet, image and download named in the prerendered HTML of
// every page, in both languages, answers — no internal link leads to a 404 (DESIGN §7.2).
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { isNotFound, routes } from "./generated";

const ATTRIBUTE = /\s(?:href|src|srcset|content)="([^"]*)"/g;
// The build writes the stylesheet into each page and loads the app's modules with import() after
// the page (src/bibliotheque/pipeline/page_loading.py): their URLs are named there.
const INLINE = /\bimport\("(\/[^"]+)"\)|\burl\((\/[^)'"]+)\)/g;
const BATCH = 16;

const decode = (value: string) =>
  value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");

/** The site's own URLs named in `html`, as paths (absolute URLs on the site's host included). */
function internalTargets(html: string, siteOrigin: string | null): string[] {
  const found: string[] = [];
  for (const [, raw] of html.matchAll(ATTRIBUTE)) {
    for (const candidate of decode(raw!).split(",").map((part) => part.trim().split(/\s+/)[0]!)) {
      if (candidate.startsWith("/") && !candidate.startsWith("//")) found.push(candidate);
      else if (siteOrigin && candidate.startsWith(`${siteOrigin}/`)) found.push(candidate.slice(siteOrigin.length));
    }
  }
  for (const [, module, asset] of html.matchAll(INLINE)) found.push((module ?? asset)!);
  return found.map((target) => target.split("#")[0]!).filter(Boolean);
}

/** The origin of the site's canonical URLs (from a page's `<link rel="canonical">`). */
function canonicalOrigin(html: string): string | null {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return href ? new URL(href).origin : null;
}

async function inBatches<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH) await Promise.all(items.slice(start, start + BATCH).map(run));
}

async function statusOf(request: APIRequestContext, target: string): Promise<string | null> {
  const response = await request.get(target, { maxRedirects: 0 });
  const status = response.status();
  if (status === 200) return null;
  if (status >= 300 && status < 400) {
    // Only the outbound shortcuts (/{lang}/demo, /{lang}/consulting) redirect, to https pages elsewhere.
    const location = response.headers()["location"] ?? "";
    return location.startsWith("https://") ? null : `${status} → ${location}`;
  }
  return String(status);
}

test("every internal link, asset and download of every page answers", async ({ request }) => {
  test.setTimeout(240_000);
  const pages = routes.filter((route) => !isNotFound(route));
  const linkedFrom = new Map<string, string>();
  let origin: string | null = null;
  // Every form answers with the site's own messages, never the browser's bubbles (issue 23).
  const browserValidated: string[] = [];
  await inBatches(pages, async (path) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    for (const [form] of html.matchAll(/<form\b[^>]*>/g)) if (!/\snovalidate[\s=>]/i.test(form)) browserValidated.push(`${path}: ${form}`);
    origin ??= canonicalOrigin(html);
    for (const target of internalTargets(html, origin ?? canonicalOrigin(html))) if (!linkedFrom.has(target)) linkedFrom.set(target, path);
  });
  expect(linkedFrom.size, "links found").toBeGreaterThan(pages.length);
  expect(browserValidated, "forms without noValidate").toEqual([]);

  const broken: string[] = [];
  await inBatches([...linkedFrom.keys()], async (target) => {
    const problem = await statusOf(request, target);
    if (problem) broken.push(`${target} (${problem}), linked from ${linkedFrom.get(target)}`);
  });
  expect(broken).toEqual([]);
});
