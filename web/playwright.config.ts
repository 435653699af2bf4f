import { defineConfig, devices } from "@playwright/test";
import { rmSync } from "node:fs";
import { join } from "node:path";

// Debian's Chromium (no browser download), against `bibliotheque serve` on the built dist/.
const PORT = Number(process.env.E2E_PORT ?? 8123);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Another build (with its page data in BIBLIOTHEQUE_GENERATED) can be tested with E2E_DIST.
const dist = process.env.E2E_DIST ?? "../dist";
// Leads submitted by the tests go to a database of this run only (tests read it back with
// `bibliotheque leads export`, given E2E_DATABASE_URL). Workers load this file too: only the main
// process, which starts the server, removes the previous run's file.
const leadsFile = join(import.meta.dirname, "test-results", `e2e-leads-${PORT}.sqlite3`);
if (!process.env.TEST_WORKER_INDEX) for (const suffix of ["", "-wal", "-shm"]) rmSync(leadsFile + suffix, { force: true });
const databaseUrl = `sqlite:///${leadsFile}`;
process.env.E2E_DATABASE_URL = databaseUrl;

export default defineConfig({
  testDir: "e2e",
  // Screenshots are for people to look at (`make screenshots`), not part of `make test`.
  testIgnore: process.env.SCREENSHOTS ? [] : ["**/screenshots.spec.ts"],
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: `../.venv/bin/bibliotheque serve --dist ${dist} --port ${PORT}`,
    // Several tests post leads from 127.0.0.1 within a minute: the per-client limit is raised.
    env: { DATABASE_URL: databaseUrl, LEADS_RATE_LIMITS: "1000/minute" },
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
