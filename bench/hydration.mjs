// The main thread of a page load in Chromium at 4× CPU slowdown (Lighthouse's mobile setting), from
// a trace: every task of 50 ms or more (what Total Blocking Time counts), what each one spent its
// time on (self time by trace event: script, style, layout, parse…), and optionally the page's
// JavaScript functions by self time (a CPU profile). Where hydration's time goes, to measure a
// change before and after on the same machine (bench/README.md, part 1, `bench/hydration.mjs`).
//
// Usage: node bench/hydration.mjs <base URL> <path>... (env: RUNS=3, CPU_SLOWDOWN=4,
//        PROFILE=1 for the functions, CHROMIUM_PATH). Uses the web app's Playwright.
// Prints, per path, the median over the runs of the blocking time (sum over tasks of what exceeds
// 50 ms) and of the longest task, both in the renderer thread's CPU time (the trace's `tdur`: a
// loaded machine stretches wall time, not this), then the last run's long tasks, each with its
// self time per trace event name.
import { createRequire } from "node:module";

const require = createRequire(new URL("../web/package.json", import.meta.url));
const { chromium } = require("playwright");

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error("usage: node bench/hydration.mjs <base URL> <path>...");
  process.exit(2);
}
const runs = Number(process.env.RUNS ?? 3);
const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4);
const profile = process.env.PROFILE === "1";
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "v8"].join(",");

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The page's renderer main thread: the CrRendererMain thread with the most RunTask time. */
function mainThreadEvents(events) {
  const names = new Map();
  for (const e of events) if (e.name === "thread_name" && e.args?.name === "CrRendererMain") names.set(`${e.pid}:${e.tid}`, 0);
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === "X" && e.name === "RunTask" && names.has(key)) names.set(key, names.get(key) + (e.dur ?? 0));
  }
  const [thread] = [...names.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  return events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === "X" && typeof e.dur === "number");
}

/**
 * Top-level tasks (RunTask) with, per trace event name, the self time inside them: wall time
 * (`dur`) and the thread's CPU time (`tdur`, what a loaded machine changes least).
 */
function tasks(events) {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const result = [];
  let stack = [];
  let current = null;
  const close = () => {
    const done = stack.pop();
    current.self.set(done.name, (current.self.get(done.name) ?? 0) + done.self / 1000);
  };
  for (const event of sorted) {
    if (event.name === "RunTask" && (!current || event.ts >= current.end)) {
      while (stack.length) close();
      const cpu = (event.tdur ?? event.dur) / 1000;
      current = { start: event.ts, end: event.ts + event.dur, dur: event.dur / 1000, cpu, self: new Map() };
      result.push(current);
      stack = [{ name: "(task)", end: current.end, self: event.tdur ?? event.dur }];
      continue;
    }
    if (!current || event.ts >= current.end) continue;
    while (stack.length > 1 && event.ts >= stack[stack.length - 1].end) close();
    const own = event.tdur ?? event.dur;
    stack[stack.length - 1].self -= own;
    stack.push({ name: event.name, end: event.ts + event.dur, self: own });
  }
  while (current && stack.length) close();
  return result;
}

/** Self time per function of a CPU profile (ms), the heaviest first. */
function functions(cpuProfile) {
  const byId = new Map(cpuProfile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const deltas = cpuProfile.timeDeltas;
  cpuProfile.samples.forEach((id, i) => {
    const frame = byId.get(id).callFrame;
    const file = frame.url.replace(/^.*\//, "");
    const key = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  });
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30);
}

async function measure(browser, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  // Same origin first, so that the slowdown is set on the renderer that will load the page.
  await page.goto(new URL("/favicon.ico", base).href);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  if (profile) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
  }
  await browser.startTracing(page, { categories: CATEGORIES.split(",") });
  await page.goto(new URL(path, base).href, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: 60_000 });
  // What follows hydration (effects, idle-time imports) is part of the load too.
  await page.waitForTimeout(3000);
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
  const cpu = profile ? (await cdp.send("Profiler.stop")).profile : null;
  await context.close();
  const all = tasks(mainThreadEvents(trace.traceEvents ?? trace));
  const long = all.filter((t) => t.cpu >= 50);
  return {
    blocking: long.reduce((sum, t) => sum + t.cpu - 50, 0),
    longest: Math.max(0, ...all.map((t) => t.cpu)),
    long,
    first: all[0]?.start ?? 0,
    functions: cpu ? functions(cpu) : [],
  };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const path of paths) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure(browser, path));
  const last = results[results.length - 1];
  console.log(
    `${path}: blocking ${median(results.map((r) => r.blocking)).toFixed(0)} CPU-ms (runs: ${results.map((r) => r.blocking.toFixed(0)).join(", ")}), ` +
      `longest task ${median(results.map((r) => r.longest)).toFixed(0)} CPU-ms (runs: ${results.map((r) => r.longest.toFixed(0)).join(", ")}), ${slowdown}× slowdown`,
  );
  for (const task of last.long) {
    const parts = [...task.self.entries()].filter(([, ms]) => ms >= 3).sort((a, b) => b[1] - a[1]);
    const at = ((task.start - last.first) / 1000).toFixed(0);
    console.log(`  task at +${at} ms: ${task.cpu.toFixed(0)} CPU-ms (${task.dur.toFixed(0)} ms wall) — ${parts.map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(", ")}`);
  }
  for (const [name, ms] of last.functions) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${name}`);
}
await browser.close();
