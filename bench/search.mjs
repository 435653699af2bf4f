// The header's search in Chromium with the CPU slowed down (issue 35): the bytes fetched from the
// visitor's first focus of the field until the results of a query are shown (the search box's code
// and the language's index, as sent: brotli), and the time from a keystroke to the results it
// brings, painted.
//
// Usage: node bench/search.mjs <base URL> [lang] [query]  (env: RUNS=5, CPU_SLOWDOWN=4, CHROMIUM_PATH).
// Each run is a fresh browser context (an empty cache, as a first visit): the home page is loaded
// and hydrated at full speed, then the CPU is slowed and the field focused; two ways of typing:
// - "cold": the query typed at once after the focus, 80 ms a key (the index still on its way):
//   from the keystroke that makes the query searchable (its 3rd character) to the first result;
// - "warm": the index there already (focused, then waited for), the same query typed again:
//   from that keystroke to the first result.
// Prints one JSON line per run and one summary line (medians). Uses the web app's Playwright.
import { createRequire } from "node:module";

const require = createRequire(new URL("../web/package.json", import.meta.url));
const { chromium } = require("playwright");

const [base, lang = "fr", query = "tresorerie"] = process.argv.slice(2);
if (!base) {
  console.error("usage: node bench/search.mjs <base URL> [lang] [query]");
  process.exit(2);
}
const runs = Number(process.env.RUNS ?? 5);
const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4);
const LABEL = { fr: "Rechercher", en: "Search" }[lang];
const MIN_CHARS = 3;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// In the page: the time of each keydown and of the first paint after options appear in the listbox.
const PROBE = () => {
  const probe = (window.__probe = { keys: [], shown: null, options: 0 });
  addEventListener("keydown", (event) => probe.keys.push(event.timeStamp), true);
  const look = () => {
    const options = document.querySelectorAll('[role="listbox"] [role="option"]').length;
    if (options > 0 && probe.shown === null) {
      probe.options = options;
      probe.shown = -1;
      requestAnimationFrame(() => setTimeout(() => (probe.shown = performance.now())));
    }
  };
  new MutationObserver(look).observe(document.body, { subtree: true, childList: true });
};

async function typeAndWait(page, field) {
  await page.evaluate(() => {
    window.__probe.keys = [];
    window.__probe.shown = null;
  });
  await field.pressSequentially(query, { delay: 80 });
  await page.waitForFunction(() => (window.__probe.shown ?? -1) > 0, null, { timeout: 30_000 });
  const probe = await page.evaluate(() => window.__probe);
  return { ms: probe.shown - probe.keys[MIN_CHARS - 1], options: probe.options };
}

async function run(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const fetched = new Map(); // requestId → { url, bytes }
  let counting = false;
  cdp.on("Network.requestWillBeSent", (e) => counting && fetched.set(e.requestId, { url: e.request.url, bytes: 0 }));
  cdp.on("Network.loadingFinished", (e) => {
    const entry = fetched.get(e.requestId);
    if (entry) entry.bytes = e.encodedDataLength;
  });
  await page.goto(new URL(`/${lang}`, base).href, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  await page.evaluate(PROBE);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  counting = true;
  const banner = page.getByRole("banner");
  const field = banner.getByRole("searchbox", { name: LABEL }).or(banner.getByRole("combobox", { name: LABEL }));
  await field.focus();
  const cold = await typeAndWait(page, field);
  await page.waitForLoadState("networkidle");
  counting = false;
  const bytes = [...fetched.values()].reduce((sum, f) => sum + f.bytes, 0);
  const files = [...fetched.values()].map((f) => ({ path: new URL(f.url).pathname, bytes: f.bytes }));
  await field.fill("");
  const warm = await typeAndWait(page, banner.getByRole("combobox", { name: LABEL }));
  await context.close();
  const search = files.filter((f) => /search/.test(f.path)).reduce((sum, f) => sum + f.bytes, 0);
  return { bytes, search_bytes: search, files, cold_ms: cold.ms, warm_ms: warm.ms, options: warm.options };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium" });
const results = [];
try {
  for (let i = 0; i < runs; i += 1) {
    const result = await run(browser);
    results.push(result);
    console.log(JSON.stringify({ run: i + 1, ...result }));
  }
} finally {
  await browser.close();
}
console.log(
  JSON.stringify({
    summary: true,
    lang,
    query,
    slowdown,
    runs,
    bytes: median(results.map((r) => r.bytes)),
    search_bytes: median(results.map((r) => r.search_bytes)),
    cold_ms: median(results.map((r) => r.cold_ms)),
    warm_ms: median(results.map((r) => r.warm_ms)),
    options: results[0]?.options,
  }),
);
