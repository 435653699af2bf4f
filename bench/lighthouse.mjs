// Lighthouse (default config: mobile, simulated throttling) on a list of URLs, N runs each,
// one Chromium for all runs, the pages in turn in each round. Usage: node lighthouse.mjs <runs> <url>...
// Prints one JSON line per run on stdout: {url, run, scores, lcp_ms, tbt_ms, cls, bytes, ...};
// progress goes to stderr. LH_REPORTS=<folder>: every run's whole report is also written there
// (<folder>/<path>-<run>.json), to read the trace-based details the summary leaves out.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const [runsArg, ...urls] = process.argv.slice(2);
const runs = Number(runsArg);
if (!runs || urls.length === 0) {
  console.error("usage: node lighthouse.mjs <runs> <url>...");
  process.exit(2);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

// What the performance numbers come from (the waterfall, in short), for the report.
function diagnostics(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const short = (url) => (typeof url === "string" ? url.replace(/^https?:\/\/[^/]+/, "") : url);
  const node = (n) => n?.snippet ?? n?.selector ?? null;
  const observed = items("metrics")[0] ?? {};
  return {
    benchmark_index: lhr.environment?.benchmarkIndex ?? null,
    // What the unthrottled load showed (ms): the simulation counts the requests started before
    // the observed paints.
    observed_ms: {
      fcp: observed.observedFirstContentfulPaint ?? null,
      lcp: observed.observedLargestContentfulPaint ?? null,
      dom_content_loaded: observed.observedDomContentLoaded ?? null,
      load: observed.observedLoad ?? null,
    },
    render_blocking: items("render-blocking-resources").map((i) => ({ url: short(i.url), wasted_ms: i.wastedMs })),
    bootup_ms: items("bootup-time")
      .slice(0, 6)
      .map((i) => ({ url: short(i.url), total: i.total, scripting: i.scripting })),
    main_thread_ms: Object.fromEntries(items("mainthread-work-breakdown").map((i) => [i.group, i.duration])),
    long_tasks: items("long-tasks")
      .slice(0, 6)
      .map((i) => ({ url: short(i.url), start: i.startTime, duration: i.duration })),
    layout_shifts: items("layout-shifts").map((i) => ({
      node: node(i.node),
      score: i.score,
      causes: (i.subItems?.items ?? []).map((c) => c.cause ?? null).filter(Boolean),
    })),
    lcp_phases: items("largest-contentful-paint-element")[1]?.items ?? null,
  };
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
let failed = 0;
try {
  // Rounds: every page once, then again — drift on a shared machine spreads over all pages.
  for (let run = 1; run <= runs; run++) {
    for (const url of urls) {
      const started = Date.now();
      // A run that fails to record its trace (NO_NAVSTART and the like, seen on a loaded
      // machine) is tried once more before it counts as failed.
      let lhr = null;
      for (let attempt = 1; attempt <= 2 && (!lhr || lhr.runtimeError); attempt++) {
        try {
          const result = await lighthouse(url, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: CATEGORIES,
            // Unscored (weight 0) and slow: the back/forward-cache navigation and the screenshots.
            skipAudits: ["bf-cache", "screenshot-thumbnails", "final-screenshot"],
            disableFullPageScreenshot: true,
          });
          lhr = result?.lhr ?? null;
        } catch (error) {
          lhr = { runtimeError: { message: String(error) } };
        }
      }
      if (process.env.LH_REPORTS && lhr && !lhr.runtimeError) {
        mkdirSync(process.env.LH_REPORTS, { recursive: true });
        const name = new URL(url).pathname.replace(/[^\w-]+/g, "_");
        writeFileSync(join(process.env.LH_REPORTS, `${name}-${run}.json`), JSON.stringify(lhr));
      }
      if (!lhr || lhr.runtimeError) {
        failed++;
        console.log(JSON.stringify({ url, run, error: lhr?.runtimeError?.message ?? "no result" }));
        continue;
      }
      const audit = (id) => lhr.audits[id];
      // Audits that lose points, to say why a category is under 100.
      const failing = [];
      for (const id of CATEGORIES) {
        for (const ref of lhr.categories[id].auditRefs) {
          const a = audit(ref.id);
          if (ref.weight > 0 && a && a.score !== null && a.score < 1) {
            failing.push({ category: id, id: ref.id, score: a.score, value: a.displayValue ?? "" });
          }
        }
      }
      const requests = audit("network-requests")?.details?.items ?? [];
      const bytesByType = {};
      for (const item of requests) {
        const type = item.resourceType ?? "Other";
        bytesByType[type] = (bytesByType[type] ?? 0) + (item.transferSize ?? 0);
      }
      console.log(
        JSON.stringify({
          url,
          run,
          scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
          fcp_ms: audit("first-contentful-paint").numericValue,
          lcp_ms: audit("largest-contentful-paint").numericValue,
          tbt_ms: audit("total-blocking-time").numericValue,
          cls: audit("cumulative-layout-shift").numericValue,
          si_ms: audit("speed-index").numericValue,
          bytes: audit("total-byte-weight").numericValue,
          requests: requests.length,
          bytes_by_type: bytesByType,
          // Requests that are neither the document, scripts, styles nor fonts (data, images…).
          other_requests: requests
            .filter((i) => !["Document", "Script", "Stylesheet", "Font"].includes(i.resourceType))
            .map((i) => ({ url: i.url.replace(/^https?:\/\/[^/]+/, ""), type: i.resourceType ?? null, bytes: i.transferSize })),
          lcp_element: audit("largest-contentful-paint-element")?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
          failing,
          diagnostics: diagnostics(lhr),
          seconds: (Date.now() - started) / 1000,
        }),
      );
      console.error(`lighthouse ${url} run ${run}/${runs}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  }
} finally {
  await chrome.kill();
}
process.exit(failed ? 1 : 0);
